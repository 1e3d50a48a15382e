package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.Ply;
import dev.ply.examples.engine.UciSession;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code ply uci}: a chess engine for any UCI graphical interface or match manager. */
@Command(name = "uci", mixinStandardHelpOptions = true,
        description = "Speak the Universal Chess Interface on standard input and output: a chess engine for GUIs"
                + " (Arena, Cute Chess, Banksia) and match managers. Options Hash, Threads, MultiPV and Move Overhead;"
                + " 'go' with wtime btime winc binc movestogo depth nodes movetime infinite; 'stop' and 'quit'"
                + " answered while searching.")
final class UciCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Option(names = {"-g", "--game"}, paramLabel = "GAME", defaultValue = "chess",
            description = "the game; it needs a protocol move notation (default: ${DEFAULT-VALUE})")
    private String gameId;

    @Option(names = {"-a", "--algorithm"}, paramLabel = "SPEC", defaultValue = "alphabeta",
            description = "the search and its options; Hash, Threads and MultiPV come from the GUI"
                    + " (default: ${DEFAULT-VALUE})")
    private String algorithm;

    @Override
    public void run() {
        Game game = Ply.game(gameId);
        new UciSession(game, algorithm, parent.out()).run(parent.in());
    }
}
