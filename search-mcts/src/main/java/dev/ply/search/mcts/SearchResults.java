package dev.ply.search.mcts;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.eval.Evaluator;
import dev.ply.core.search.RootMoveStatistics;
import dev.ply.core.search.Scores;
import dev.ply.core.search.SearchProgress;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchStatistics;
import dev.ply.search.mcts.finalmoveselection.ChildStatistics;
import dev.ply.search.mcts.finalmoveselection.FinalMoveSelection;
import dev.ply.search.mcts.tree.Proofs;
import dev.ply.search.mcts.tree.SearchTree;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a search reports, read from its trees: the root's children merged over the trees, the move the final-move
 * strategy chooses, its score ({@code (2q - 1)·winScore()}, or a proven root's distance), the line below it and the
 * statistics; and the progress reports made from the same while the search runs.
 */
final class SearchResults {

    private final Game game;
    private final Evaluator<GameState> evaluator;
    private final FinalMoveSelection finalMove;
    private final boolean solver;
    private final boolean transpositions;
    private final SearchTree[] trees;

    /**
     * Reads one search's trees.
     *
     * @param game the game
     * @param evaluator the search's evaluator, whose win score scales the result's score
     * @param finalMove chooses the move to play
     * @param solver whether the trees keep proofs
     * @param transpositions whether the trees share nodes
     * @param trees the trees (one, or one per thread under root parallelism)
     */
    SearchResults(Game game, Evaluator<GameState> evaluator, FinalMoveSelection finalMove, boolean solver,
            boolean transpositions, SearchTree[] trees) {
        this.game = game;
        this.evaluator = evaluator;
        this.finalMove = finalMove;
        this.solver = solver;
        this.transpositions = transpositions;
        this.trees = trees;
    }

    /** The statistics of the root's children, merged over the trees by move. */
    private List<ChildStatistics> rootChildren(SearchTree[] sources) {
        Map<Integer, double[]> merged = new LinkedHashMap<>();
        for (SearchTree tree : sources) {
            for (int child = tree.firstChild(0); child != SearchTree.NONE; child = tree.next(child)) {
                int stats = tree.resolve(child);
                double[] sum = merged.computeIfAbsent(tree.move(child), m -> new double[4]);
                sum[0] += tree.stats().visits(stats);
                sum[1] += tree.stats().reward(stats);
                int proof = tree.proofs().proof(stats);
                if (proof != Proofs.UNPROVEN && (solver || (tree.status(stats)
                        & SearchTree.FLAG_TERMINAL) != 0)) {
                    sum[2] = proof;
                    sum[3] = tree.proofs().proofPlies(stats);
                }
            }
        }
        List<ChildStatistics> children = new ArrayList<>();
        merged.forEach((move, sum) -> children.add(new ChildStatistics(move, (long) sum[0],
                sum[0] == 0 ? 0 : sum[1] / sum[0], (int) sum[2], (int) sum[3])));
        return children;
    }

    /**
     * Builds the result. At the end of the search every tree is read; while it runs, only the first
     * tree, which the calling worker may read safely (see {@link SearchMonitor}).
     */
    SearchResult result(MctsWorker[] workers, GameState rootState, SearchRun run, int reused,
            boolean last) {
        SearchTree[] sources = last ? trees : new SearchTree[] {trees[0]};
        List<ChildStatistics> children = rootChildren(sources);
        int player = rootState.toMove();
        SearchResult.Builder builder = SearchResult.builder();
        int best = -1;
        if (!children.isEmpty()) {
            best = finalMove.choose(children, player);
        }
        int bestMove = best >= 0 ? children.get(best).move() : firstLegalMove(rootState);
        if (rootState.isChanceNode()) {
            // No player moves at a chance root: its children are dice, not choices, drawn with their
            // probabilities. The score is the visit-weighted mean, the chance node's expected value; the root
            // table still shows each outcome.
            bestMove = GameState.NO_MOVE;
            double weighted = 0;
            long visits = 0;
            for (ChildStatistics child : children) {
                weighted += child.mean() * child.visits();
                visits += child.visits();
            }
            builder.score(visits == 0 ? 0 : (int) Math.round((2 * weighted / visits - 1) * evaluator.winScore()));
        } else {
            builder.score(score(sources, children, best, player));
        }
        builder.bestMove(bestMove);
        List<Integer> line = bestMove == GameState.NO_MOVE ? List.of() : principalVariation(bestMove);
        builder.principalVariation(line);
        builder.depth(line.size());
        long iterations = 0;
        long positions = 0;
        int deepest = 0;
        for (MctsWorker worker : workers) {
            if (worker == null) {
                continue; // not started yet: a progress report early in the search
            }
            iterations += worker.iterations;
            positions += worker.positions();
            deepest = Math.max(deepest, worker.deepestPath());
        }
        long nanos = Math.max(1, run.elapsedNanos());
        int treeNodes = 0;
        for (SearchTree tree : sources) {
            treeNodes += last ? tree.nodeCount() : tree.size();
        }
        builder.selectiveDepth(deepest).nodes(positions).timeMillis(nanos / 1_000_000)
                .statistic(SearchStatistics.ITERATIONS, iterations)
                .statistic(SearchStatistics.PLAYOUTS_PER_SECOND, Math.round(iterations * 1e9 / nanos))
                .statistic(SearchStatistics.TREE_NODES, treeNodes)
                .statistic(SearchStatistics.REUSED_NODES, reused);
        if (transpositions) {
            long shared = 0;
            for (SearchTree tree : sources) {
                shared += last ? tree.transpositions().aliasCount() : 0;
            }
            builder.statistic(SearchStatistics.SHARED_NODES, shared);
        }
        if (last) {
            children.sort(Comparator.comparingLong(ChildStatistics::visits).reversed());
            for (ChildStatistics child : children) {
                builder.rootMove(new RootMoveStatistics(child.move(), child.visits(), child.mean()));
            }
        }
        return builder.build();
    }

    private int score(SearchTree[] sources, List<ChildStatistics> children, int best, int player) {
        if (solver) {
            for (SearchTree tree : sources) {
                int proof = tree.proofs().proof(0);
                if (proof != Proofs.UNPROVEN) {
                    int plies = tree.proofs().proofPlies(0);
                    return proof == Proofs.PROVEN_DRAW ? 0
                            : Proofs.provenReward(proof, player) == 1.0 ? Scores.winIn(plies) : Scores.lossIn(plies);
                }
            }
        }
        if (best < 0) {
            return 0;
        }
        double mean = children.get(best).mean();
        return (int) Math.round((2 * mean - 1) * evaluator.winScore());
    }

    /** The chosen move, then the most visited child at each level of the first tree. */
    private List<Integer> principalVariation(int bestMove) {
        List<Integer> line = new ArrayList<>();
        if (bestMove == GameState.NO_MOVE) {
            return line;
        }
        line.add(bestMove);
        SearchTree tree = trees[0];
        int node = SearchTree.NONE;
        for (int child = tree.firstChild(0); child != SearchTree.NONE; child = tree.next(child)) {
            if (tree.move(child) == bestMove) {
                node = tree.resolve(child);
            }
        }
        while (node != SearchTree.NONE && line.size() < game.maxPlies()) {
            int best = SearchTree.NONE;
            for (int child = tree.firstChild(node); child != SearchTree.NONE; child = tree.next(child)) {
                int stats = tree.resolve(child);
                if (tree.stats().visits(stats) > 0 && (best == SearchTree.NONE || tree.stats().visits(stats) > tree.stats().visits(
                        tree.resolve(best)))) {
                    best = child;
                }
            }
            if (best == SearchTree.NONE || tree.stats().visits(tree.resolve(best)) < 2) {
                break;
            }
            line.add(tree.move(best));
            node = tree.resolve(best);
        }
        return line;
    }

    private int firstLegalMove(GameState state) {
        int[] moves = new int[game.maxMoves()];
        return state.legalMoves(moves) == 0 ? GameState.NO_MOVE : moves[0];
    }

    SearchProgress progress(SearchResult result) {
        int fill = 0;
        for (SearchTree tree : trees) {
            fill = Math.max(fill, (int) Math.min(1000, 1000L * tree.size() / Math.max(1, tree.maxNodes())));
        }
        return new SearchProgress(result.depth(), result.selectiveDepth(), result.score(), result.nodes(),
                result.timeMillis(), fill, result.principalVariation(), 1);
    }
}
