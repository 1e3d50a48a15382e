package dev.ply.web;

import dev.ply.core.GameState;
import dev.ply.core.capability.BoardView;
import dev.ply.core.search.SearchTracer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Supplier;

/**
 * Reports an MCTS search's root visit shares for the page's heat map (event {@code visits}), at most every
 * {@value #REPORT_MILLIS} ms: a search of millions of iterations would otherwise flood the page with thousands of
 * redraws a second and starve the browser (and the machine's cores) it reports to.
 */
final class VisitShares implements SearchTracer {

    private static final long REPORT_MILLIS = 200;

    private final int player;
    private final Supplier<GameState> root;
    private final BiConsumer<String, Object> broadcast;
    private long lastReport = System.nanoTime() - TimeUnit.MILLISECONDS.toNanos(REPORT_MILLIS);

    /**
     * Creates the reporter.
     *
     * @param player the searching agent's side
     * @param root the position searched
     * @param broadcast sends an event to the game's pages
     */
    VisitShares(int player, Supplier<GameState> root, BiConsumer<String, Object> broadcast) {
        this.player = player;
        this.root = root;
        this.broadcast = broadcast;
    }

    @Override
    public synchronized boolean wantsRootStatistics(long iterations) { // workers ask in parallel
        if (iterations % 500 != 0) {
            return false;
        }
        long now = System.nanoTime();
        if (now - lastReport < TimeUnit.MILLISECONDS.toNanos(REPORT_MILLIS)) {
            return false;
        }
        lastReport = now;
        return true;
    }

    @Override
    public void rootStatistics(long iterations, List<NodeStatistics> children) {
        GameState position = root.get();
        long total = children.stream().mapToLong(NodeStatistics::visits).sum();
        List<SessionViews.VisitShare> shares = new ArrayList<>();
        for (NodeStatistics child : children) {
            int[] clicks = position instanceof BoardView view ? view.clicks(child.move()) : new int[0];
            shares.add(new SessionViews.VisitShare(position.moveToString(child.move()),
                    clicks.length > 0 ? clicks[clicks.length - 1] : null, // a pass has no cell to shade
                    total == 0 ? 0 : (double) child.visits() / total, child.mean(),
                    Double.isNaN(child.prior()) ? null : child.prior())); // the network's, under mcts:az
        }
        broadcast.accept("visits", new SessionViews.Visits(player, iterations, shares));
    }
}
