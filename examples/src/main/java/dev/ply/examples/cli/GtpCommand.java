package dev.ply.examples.cli;

import dev.ply.core.Ply;
import dev.ply.engine.GtpSession;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code ply gtp}: a Go engine for GTP controllers (Sabaki, GoGui, KGS, gogui-twogtp) and for GNU Go matches. */
@Command(name = "gtp", mixinStandardHelpOptions = true,
        description = "Speak the Go Text Protocol (version 2) on standard input and output: boardsize, clear_board,"
                + " komi, play, genmove, undo, showboard, final_score, time_settings and time_left, with any agent"
                + " choosing the moves.")
final class GtpCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Option(names = {"-g", "--game"}, paramLabel = "GAME", defaultValue = "go",
            description = "the game and its options, such as go:size=13,komi=6.5 (default: ${DEFAULT-VALUE}, 9x9,"
                    + " komi 7.5); boardsize and komi change them")
    private String gameId;

    @Option(names = {"-a", "--algorithm", "--agent"}, paramLabel = "SPEC", defaultValue = "mcts:mogo,time=5s",
            description = "the agent that chooses the moves, with its limits; under a GTP clock it plays by the"
                    + " clock (default: ${DEFAULT-VALUE})")
    private String agent;

    @Override
    public void run() {
        new GtpSession(Ply.game(gameId), agent, parent.out()).run(parent.in());
    }
}
