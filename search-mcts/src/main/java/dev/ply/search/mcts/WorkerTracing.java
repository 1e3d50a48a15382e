package dev.ply.search.mcts;

import dev.ply.core.search.SearchTracer;
import dev.ply.search.mcts.selection.PuctSelection;
import dev.ply.search.mcts.selection.SelectionPolicy;
import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.SearchTree;
import java.util.ArrayList;
import java.util.List;

/**
 * What a worker reports to a {@link SearchTracer} (worker 0 only, while a tracer is attached): each iteration's path
 * and result once it is backed up, and at the tracer's checkpoints the root's children with their visits, mean, and
 * exploration term (UCT's, or PUCT's with the network's prior).
 */
final class WorkerTracing {

    private final SearchTracer tracer;
    private final SearchTree tree;
    private final SelectionPolicy selection;
    /** The UCT constant, for the exploration terms the tracer is shown. */
    private final double exploration;
    private final int[] path;
    private long iterations;

    WorkerTracing(SearchTracer tracer, SearchTree tree, SelectionPolicy selection, double exploration,
            int maxPathLength) {
        this.tracer = tracer;
        this.tree = tree;
        this.selection = selection;
        this.exploration = exploration;
        this.path = new int[maxPathLength];
    }

    /** Reports the iteration just backed up, and the root's children at the tracer's checkpoints. */
    void iteration(Iteration iteration, double result) {
        int length = iteration.pathLength() - 1;
        for (int i = 0; i < length; i++) {
            path[i] = tree.move(iteration.pathNode(i + 1));
        }
        boolean expanded = length > 0 && tree.stats().visits(tree.resolve(iteration.pathNode(length))) == 1;
        iterations++;
        tracer.iteration(iterations, path, length, expanded, result);
        if (tracer.wantsRootStatistics(iterations)) {
            tracer.rootStatistics(iterations, rootChildren());
        }
    }

    private List<SearchTracer.NodeStatistics> rootChildren() {
        List<SearchTracer.NodeStatistics> children = new ArrayList<>();
        long total = 0;
        for (int child = tree.firstChild(0); child != SearchTree.NONE; child = tree.next(child)) {
            total += tree.stats().visits(tree.resolve(child));
        }
        for (int child = tree.firstChild(0); child != SearchTree.NONE; child = tree.next(child)) {
            int stats = tree.resolve(child);
            long n = tree.stats().visits(stats);
            double mean = n == 0 ? 0 : tree.stats().reward(stats) / n;
            double explore = selection instanceof PuctSelection puct
                    ? puct.explorationTerm(tree.priors().prior(stats), total, n)
                    : n == 0 ? Double.POSITIVE_INFINITY
                    : exploration * Math.sqrt(Math.log(Math.max(1, total)) / n);
            children.add(new SearchTracer.NodeStatistics(tree.move(child), n, mean, explore, mean + explore,
                    selection instanceof PuctSelection ? tree.priors().prior(stats) : Double.NaN));
        }
        return children;
    }
}
