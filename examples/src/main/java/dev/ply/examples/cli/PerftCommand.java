package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.perft.Perft;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code ply perft}: counts move paths, the standard check of a move generator. */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "Count the move paths of exactly DEPTH moves from a position. With --divide, list each root"
                + " move with its count first, as Stockfish's 'go perft' does. The last line is 'perft(D) = N'.")
final class PerftCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Mixin
    private GameOptions gameOptions;

    @Option(names = {"-d", "--depth"}, required = true, paramLabel = "D", description = "the depth, from 0 to the game's longest game")
    private int depth;

    @Option(names = "--divide", description = "list each root move with the paths below it")
    private boolean divide;

    @Option(names = {"-t", "--threads"}, paramLabel = "N", defaultValue = "1",
            description = "threads sharing the root moves (default: ${DEFAULT-VALUE})")
    private int threads;

    @Override
    public void run() {
        if (threads < 1 || threads > 1024) {
            throw new InvalidInputException("--threads must be from 1 to 1024, not " + threads);
        }
        GameState state = gameOptions.startState(gameOptions.game(), parent.err());
        Game game = state.game();
        if (depth < 0 || depth > game.maxPlies()) {
            throw new InvalidInputException("--depth must be from 0 to " + game.maxPlies() + " (the longest " + game.id()
                    + " game perft follows), not " + depth);
        }
        PrintStream out = parent.out();
        long started = System.nanoTime();
        long total;
        if (depth == 0) {
            total = Perft.count(state, 0);
        } else {
            AtomicLong progress = new AtomicLong();
            ProgressTicker ticker = new ProgressTicker(parent.err(), () -> "perft(" + depth + "): "
                    + TextFormat.count(progress.get()) + " paths so far");
            try {
                List<Perft.Entry> entries = Perft.divide(state, depth, threads, progress);
                total = 0;
                for (Perft.Entry entry : entries) {
                    if (divide) {
                        out.println(entry.notation() + ": " + entry.nodes());
                    }
                    total += entry.nodes();
                }
            } finally {
                ticker.close();
            }
            if (divide) {
                out.println();
            }
        }
        long millis = Math.max(1, (System.nanoTime() - started) / 1_000_000);
        parent.err().println("perft: " + TextFormat.count(total) + " paths in " + millis + " ms ("
                + TextFormat.rate(total * 1000 / millis) + " per second)");
        out.println("perft(" + depth + ") = " + total);
    }
}
