package dev.ply.examples.cli;

import dev.ply.core.GameState;
import dev.ply.core.search.SearchListener;
import dev.ply.core.search.SearchProgress;
import java.io.PrintStream;
import java.util.function.Supplier;

/** Prints each progress report of a search as one line on standard error. */
final class SearchProgressPrinter implements SearchListener {

    private final PrintStream err;
    private final Supplier<GameState> root;

    /**
     * Creates the printer.
     *
     * @param err where lines go
     * @param root the position being searched, to write the principal variation in the game's notation;
     *     the printer copies it for each report and never changes it
     */
    SearchProgressPrinter(PrintStream err, Supplier<GameState> root) {
        this.err = err;
        this.root = root;
    }

    @Override
    public void onProgress(SearchProgress progress) {
        String line = "depth " + progress.depth() + "/" + progress.selectiveDepth()
                + "  score " + TextFormat.score(progress.score())
                + "  nodes " + TextFormat.count(progress.nodes())
                + "  nps " + TextFormat.rate(progress.nodesPerSecond())
                + "  time " + progress.timeMillis() + " ms"
                + (progress.hashfull() > 0 ? "  hashfull " + progress.hashfull() : "")
                + "  pv " + TextFormat.line(root.get(), progress.principalVariation());
        synchronized (err) {
            err.println(line);
        }
    }
}
