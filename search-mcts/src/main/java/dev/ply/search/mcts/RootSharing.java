package dev.ply.search.mcts;

import dev.ply.core.GameState;
import dev.ply.search.mcts.tree.SearchTree;
import java.util.Arrays;
import java.util.concurrent.Phaser;

/**
 * Root parallelism with shared top levels: every worker grows a tree of its own, and at fixed points
 * of the search (counted in each tree's own iterations, so that a search with an iteration limit
 * repeats exactly) the workers stop together and each tree is lent the other trees' statistics of the
 * root's children and grandchildren. Between those points a tree's selection at the top two levels
 * works on the combined visits and rewards, as a single tree of all the play-outs would, while below
 * them each tree is its own. This is the synchronised root parallelisation of the literature: the
 * root's children's statistics shared at intervals (Cazenave and Jouandeau 2007, "multiple-runs"),
 * extended to the nodes near the root (Gelly et al. 2008, "slow root parallelization", share the nodes
 * of the first levels).
 *
 * <p>Why two levels: on tic-tac-toe at 1,000 iterations split over two trees, sharing nothing leaves
 * the optimal-move rate of {@code X.O......} at 78% (a single tree of 1,000 iterations gets 99%),
 * sharing the root's children 88%, sharing two levels 96%, and sharing three or more no better (the
 * trees then make the same choices at the same time, which wastes play-outs as leaf parallelism does).
 *
 * <p>Lent statistics are added to the tree's own counters of those nodes (and their visits to the
 * root's), so that every strategy reads them unchanged, and are recorded so that they can be replaced
 * at the next exchange and taken back at the end ({@link #withdraw()}): afterwards each tree holds
 * its own statistics only, for the merge at the root and for tree reuse. Aliases (transpositions) are
 * not shared, since their statistics live in another node. Nothing is shared below a chance node.
 *
 * <p>Threads: {@link #await()} and {@link #leave()} are called by the workers; the exchange runs when
 * every worker still searching has arrived, in the last one's thread, while the others wait, so no
 * tree is being changed by its worker meanwhile. {@link #withdraw()} runs after every worker ended.
 */
final class RootSharing {

    /** How many levels below the root are shared: the root's children and their children. */
    static final int SHARED_DEPTH = 2;
    /** Iterations of each tree between exchanges at first. */
    static final int FIRST_INTERVAL = SearchRun.BATCH;
    /**
     * Later the interval grows with the tree, to a sixteenth of the iterations so far, so that long
     * searches stop for an exchange about a hundred times in all, not once every few iterations.
     */
    static final int GROWTH_DIVISOR = 16;

    private final SearchTree[] trees;
    private final GameState root;
    private final int[] moveBuffer;
    /** The root's legal moves, sorted: a root child is known by its move's index here. */
    private final int[] rootMoves;
    /** The legal replies after each root move, sorted; null until a tree has a grandchild there. */
    private final int[][] replies;
    /**
     * For tree {@code t} and root move {@code i}, {@code slots[t][i]} holds a triple (node, lent
     * visits, lent reward in fixed point) for the root child (slot 0) and each reply {@code j}
     * (slot {@code 1 + j}); null until the tree has that child. Node {@link SearchTree#NONE} for a
     * slot the tree does not have.
     */
    private final long[][][] slots;
    private final Phaser phaser;

    /**
     * Prepares the exchange for one search.
     *
     * @param trees the workers' trees, one each, their roots at {@code root}; lent statistics are
     *     written into them
     * @param root the root position; copied
     * @param maxMoves the game's largest number of legal moves
     */
    RootSharing(SearchTree[] trees, GameState root, int maxMoves) {
        this.trees = trees;
        this.root = root.copy();
        this.moveBuffer = new int[maxMoves];
        int count = this.root.legalMoves(moveBuffer);
        this.rootMoves = Arrays.copyOf(moveBuffer, count);
        Arrays.sort(rootMoves);
        this.replies = new int[count][];
        this.slots = new long[trees.length][count][];
        this.phaser = new Phaser(trees.length) {
            @Override
            protected boolean onAdvance(int phase, int registeredParties) {
                if (registeredParties == 0) {
                    return true;
                }
                share();
                return false;
            }
        };
    }

    /**
     * The iteration count of a worker (own iterations in this search) at which it next waits for an
     * exchange.
     *
     * @param done the iterations the worker has run in this search
     * @return a count above {@code done}
     */
    static long nextExchange(long done) {
        return done + Math.max(FIRST_INTERVAL, done / GROWTH_DIVISOR);
    }

    /** Waits until every worker still searching has arrived, and the exchange has run. */
    void await() {
        phaser.arriveAndAwaitAdvance();
    }

    /** Called once by each worker when it stops searching, whatever the reason: the others no longer wait for it. */
    void leave() {
        phaser.arriveAndDeregister();
    }

    /** Lends each tree the other trees' current statistics of the shared nodes, replacing the last loan. */
    private void share() {
        for (int t = 0; t < trees.length; t++) {
            locate(t);
        }
        for (int i = 0; i < rootMoves.length; i++) {
            int slotCount = 1 + (replies[i] == null ? 0 : replies[i].length);
            for (int slot = 0; slot < slotCount; slot++) {
                long visits = 0;
                long reward = 0;
                for (int t = 0; t < trees.length; t++) {
                    long[] triples = slots[t][i];
                    if (triples != null && 3 * slot < triples.length && triples[3 * slot] != SearchTree.NONE) {
                        int node = (int) triples[3 * slot];
                        visits += trees[t].stats().visits(node) - triples[3 * slot + 1];
                        reward += trees[t].stats().rewardFixedPoint(node) - triples[3 * slot + 2];
                    }
                }
                for (int t = 0; t < trees.length; t++) {
                    long[] triples = slots[t][i];
                    if (triples != null && 3 * slot < triples.length && triples[3 * slot] != SearchTree.NONE) {
                        int node = (int) triples[3 * slot];
                        long ownVisits = trees[t].stats().visits(node) - triples[3 * slot + 1];
                        long ownReward = trees[t].stats().rewardFixedPoint(node) - triples[3 * slot + 2];
                        lend(t, slot, triples, node, visits - ownVisits, reward - ownReward);
                    }
                }
            }
        }
    }

    /** Sets the loan of one node to the given statistics, keeping the root's visits its children's sum. */
    private void lend(int t, int slot, long[] triples, int node, long visits, long reward) {
        long addVisits = visits - triples[3 * slot + 1];
        long addReward = reward - triples[3 * slot + 2];
        trees[t].stats().addStatistics(node, addVisits, addReward);
        if (slot == 0) {
            trees[t].stats().addStatistics(0, addVisits, 0);
        }
        triples[3 * slot + 1] = visits;
        triples[3 * slot + 2] = reward;
    }

    /** Takes back every loan, so that each tree holds its own statistics only. */
    void withdraw() {
        for (int t = 0; t < trees.length; t++) {
            for (long[] triples : slots[t]) {
                if (triples == null) {
                    continue;
                }
                for (int slot = 0; 3 * slot < triples.length; slot++) {
                    if (triples[3 * slot] != SearchTree.NONE) {
                        lend(t, slot, triples, (int) triples[3 * slot], 0, 0);
                    }
                }
            }
        }
    }

    /** Records which nodes of tree {@code t} hold the shared positions; nodes never move during a search. */
    private void locate(int t) {
        SearchTree tree = trees[t];
        if ((tree.status(0) & SearchTree.FLAG_CHANCE) != 0) {
            return;
        }
        for (int child = tree.firstChild(0); child != SearchTree.NONE; child = tree.next(child)) {
            int i = Arrays.binarySearch(rootMoves, tree.move(child));
            if (i < 0 || tree.resolve(child) != child) {
                continue;
            }
            long[] triples = slots[t][i];
            if (triples == null || triples.length < 3 * (1 + replyCount(i, child, tree))) {
                triples = grow(triples, 1 + replyCount(i, child, tree));
                slots[t][i] = triples;
            }
            triples[0] = child;
            if ((tree.status(child) & SearchTree.FLAG_CHANCE) != 0 || SHARED_DEPTH < 2) {
                continue;
            }
            for (int grandchild = tree.firstChild(child); grandchild != SearchTree.NONE;
                    grandchild = tree.next(grandchild)) {
                int j = Arrays.binarySearch(replies[i], tree.move(grandchild));
                if (j >= 0 && tree.resolve(grandchild) == grandchild) {
                    triples[3 * (1 + j)] = grandchild;
                }
            }
        }
    }

    /** The number of replies after root move {@code i}, generated once a tree has children there. */
    private int replyCount(int i, int child, SearchTree tree) {
        if (replies[i] == null && tree.firstChild(child) != SearchTree.NONE
                && (tree.status(child) & SearchTree.FLAG_CHANCE) == 0) {
            root.play(rootMoves[i]);
            int count = root.isTerminal() ? 0 : root.legalMoves(moveBuffer);
            root.undo();
            replies[i] = Arrays.copyOf(moveBuffer, count);
            Arrays.sort(replies[i]);
        }
        return replies[i] == null ? 0 : replies[i].length;
    }

    private static long[] grow(long[] triples, int slotCount) {
        long[] grown = new long[3 * slotCount];
        int kept = triples == null ? 0 : triples.length;
        if (triples != null) {
            System.arraycopy(triples, 0, grown, 0, kept);
        }
        for (int slot = kept / 3; slot < slotCount; slot++) {
            grown[3 * slot] = SearchTree.NONE;
        }
        return grown;
    }
}
