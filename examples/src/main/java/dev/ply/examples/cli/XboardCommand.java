package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.Ply;
import dev.ply.engine.XboardSession;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code ply xboard}: a chess engine for xboard, WinBoard and other CECP interfaces. */
@Command(name = "xboard", mixinStandardHelpOptions = true,
        description = "Speak the Chess Engine Communication Protocol (xboard/WinBoard, version 2) on standard input"
                + " and output: coordinate moves, setboard, level/st/sd/time, memory and cores, post, analyze,"
                + " ping; '?' and 'force' answered while thinking.")
final class XboardCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Option(names = {"-g", "--game"}, paramLabel = "GAME", defaultValue = "chess",
            description = "the game; it needs a protocol move notation (default: ${DEFAULT-VALUE})")
    private String gameId;

    @Option(names = {"-a", "--algorithm"}, paramLabel = "SPEC",
            description = "the search and its options; memory and cores come from the GUI (default: alphabeta,"
                    + " for chess with the value network chess ships, a correction of chess:classic)")
    private String algorithm;

    @Override
    public void run() {
        Game game = Ply.game(gameId);
        new XboardSession(game, algorithm != null ? algorithm : UciCommand.defaultAlgorithm(game), parent.out())
                .run(parent.in());
    }
}
