package dev.ply.search.mcts.tree;

import dev.ply.core.GameState;
import dev.ply.core.ZobristKeys;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * What one worker thread knows about the Monte Carlo iteration it is running: its own copy of the
 * position, its random generator, its move buffers, the path of tree nodes it descended, the moves
 * played in the iteration (for all-moves-as-first statistics) and the result of the play-out.
 *
 * <p>Everything here is preallocated once per worker and owned by that worker's thread; strategies
 * read and write it without allocating. The fields are public because this is the hot path's shared
 * scratch space, not an API: its arrays are sized by the game's {@code maxMoves()} and
 * {@code maxPlies()}.
 */
public final class Iteration {

    /** The worker's position: the root between iterations, the current node during one. */
    public final GameState state;
    /** The worker's random generator, seeded from the search's seed and the worker's number; kept across searches. */
    public final SplittableRandom random;
    /** A buffer of {@code maxMoves} moves for move generation. */
    public final int[] moves;
    /** A second buffer of {@code maxMoves} moves, for strategies that keep a list while generating. */
    public final int[] spareMoves;
    /** A buffer of {@code maxMoves} probabilities for chance outcomes. */
    public final double[] probabilities;
    /** The tree nodes of this iteration, root first; {@code pathLength} of them are valid. */
    public final int[] pathNodes;
    /**
     * The player who moved into each path node (whose view its statistics take). The player to move
     * at {@code pathNodes[i]} is {@code pathMovers[i + 1]} for every node but the last.
     */
    public final int[] pathMovers;
    /** How many entries of {@code pathNodes} are valid. */
    public int pathLength;
    /** The moves of this iteration in order, tree part then play-out, when they are being recorded. */
    public final int[] playedMoves;
    /** The player who made each move of {@code playedMoves}, or -1 for a chance outcome. */
    public final int[] playedPlayers;
    /** How many entries of {@code playedMoves} are valid. */
    public int playedLength;
    /** Whether moves are recorded in {@code playedMoves} (RAVE and GRAVE need them). */
    public final boolean recordMoves;
    /** The result of the iteration: the reward of player 0, in [0, 1]. */
    public double result;
    /** Positions entered by this worker (tree descent and play-outs), over all its iterations. */
    public long positions;
    /** The deepest path this worker has descended in the tree, in plies from the root. */
    public int deepestPath;

    /**
     * Under tree parallelism, this worker's statistics of the tree's hot nodes
     * ({@link SearchTree#isHot(int)}) not yet published to the shared counters, by node: visits at
     * {@code 2 * node}, reward sum in units of 2<sup>-32</sup> at {@code 2 * node + 1}. Grown by
     * doubling when a hot node beyond it comes up.
     */
    long[] pending = new long[2 * INITIAL_PENDING];
    /** The hot nodes with pending statistics, {@link #pendingCount} of them. */
    int[] pendingNodes = new int[INITIAL_PENDING];
    /** How many entries of {@link #pendingNodes} are valid. */
    int pendingCount;

    private static final int INITIAL_PENDING = 128;

    private final long[] setKeys;
    private final int[] setStamps;
    private int stamp;
    private final int[] mapMoves;
    private final int[] mapNodes;
    private final int[] mapStamps;
    private int mapStamp;

    /**
     * Creates the scratch space of one worker.
     *
     * @param state the worker's own copy of the root position; the worker owns it
     * @param random the worker's random generator; the worker owns it
     * @param maxMoves the game's largest move count
     * @param maxPathLength the most tree nodes a path can hold, root included
     * @param maxPlayed the most moves one iteration can record
     * @param recordMoves whether to record the moves of each iteration
     */
    public Iteration(GameState state, SplittableRandom random, int maxMoves, int maxPathLength, int maxPlayed,
            boolean recordMoves) {
        this.state = state;
        this.random = random;
        this.moves = new int[maxMoves];
        this.spareMoves = new int[maxMoves];
        this.probabilities = new double[maxMoves];
        this.pathNodes = new int[maxPathLength];
        this.pathMovers = new int[maxPathLength];
        this.recordMoves = recordMoves;
        this.playedMoves = new int[recordMoves ? maxPlayed : 0];
        this.playedPlayers = new int[recordMoves ? maxPlayed : 0];
        int setSize = recordMoves ? Integer.highestOneBit(Math.max(4, maxPlayed)) * 4 : 0;
        this.setKeys = new long[setSize];
        this.setStamps = new int[setSize];
        int mapSize = recordMoves ? Integer.highestOneBit(Math.max(4, maxMoves)) * 4 : 0;
        this.mapMoves = new int[mapSize];
        this.mapNodes = new int[mapSize];
        this.mapStamps = new int[mapSize];
    }

    /**
     * Records a move of this iteration, if moves are being recorded and there is room.
     *
     * @param move the move or chance outcome
     * @param player the player who made it, or -1 for a chance outcome
     */
    public void record(int move, int player) {
        if (recordMoves && playedLength < playedMoves.length) {
            playedMoves[playedLength] = move;
            playedPlayers[playedLength] = player;
            playedLength++;
        }
    }

    /**
     * This worker's pending visits of a hot node.
     *
     * @param node a hot node
     * @return visits added since its last publication; 0 if none
     */
    int pendingVisits(int node) {
        int slot = 2 * node;
        return slot < pending.length ? (int) pending[slot] : 0;
    }

    /**
     * This worker's pending reward of a hot node.
     *
     * @param node a hot node
     * @return the reward added since its last publication, in units of 2<sup>-32</sup>
     */
    long pendingReward(int node) {
        int slot = 2 * node + 1;
        return slot < pending.length ? pending[slot] : 0;
    }

    /**
     * Adds visits to this worker's pending statistics of a hot node, listing the node when it has no
     * pending visits yet. A listed node keeps at least one pending visit until it is published (each
     * iteration through it adds one visit net of virtual loss, and its visits come before its
     * reward), so a node is listed once; were it listed twice, the second publication would add
     * nothing.
     */
    void addPendingVisits(int node, int visits) {
        int slot = 2 * node;
        if (slot >= pending.length) {
            growPending(slot);
        }
        if (pending[slot] == 0) {
            if (pendingCount == pendingNodes.length) {
                pendingNodes = Arrays.copyOf(pendingNodes, 2 * pendingCount);
            }
            pendingNodes[pendingCount++] = node;
        }
        pending[slot] += visits;
    }

    /** Adds a reward to this worker's pending statistics of a hot node it has visited (so listed). */
    void addPendingReward(int node, long reward) {
        int slot = 2 * node + 1;
        if (slot >= pending.length) {
            growPending(slot);
        }
        pending[slot] += reward;
    }

    private void growPending(int slot) {
        pending = Arrays.copyOf(pending, Math.max(2 * pending.length, (slot | 1) + 1));
    }

    /**
     * Whether this worker has statistics of hot nodes not yet published.
     *
     * @return {@code true} if {@link SearchTree#publish(Iteration)} has something to do
     */
    public boolean hasPending() {
        return pendingCount > 0;
    }

    /**
     * Draws a chance outcome with its probability. The state must be a chance node.
     *
     * @return the outcome
     */
    public int sampleOutcome() {
        return moves[sampleOutcomeIndex()];
    }

    /**
     * Draws the index of a chance outcome with its probability, leaving the outcomes in
     * {@link #moves} and their probabilities in {@link #probabilities}. The state must be a chance node.
     *
     * @return the index, in {@code chanceOutcomes} order
     */
    public int sampleOutcomeIndex() {
        int count = state.chanceOutcomes(moves, probabilities);
        double r = random.nextDouble();
        for (int i = 0; i < count - 1; i++) {
            r -= probabilities[i];
            if (r < 0) {
                return i;
            }
        }
        return count - 1;
    }

    // A small set of (player, move) pairs, cleared in constant time by moving to a new stamp.

    /** Empties the move set. */
    public void clearMoveSet() {
        stamp++;
        if (stamp == 0) {
            Arrays.fill(setStamps, 0);
            stamp = 1;
        }
    }

    /**
     * Adds a move made by a player to the move set.
     *
     * @param player 0 or 1
     * @param move the move
     */
    public void addToMoveSet(int player, int move) {
        long k = pairKey(player, move);
        int mask = setKeys.length - 1;
        for (int slot = slot(k, mask);; slot = (slot + 1) & mask) {
            if (setStamps[slot] != stamp) {
                setStamps[slot] = stamp;
                setKeys[slot] = k;
                return;
            }
            if (setKeys[slot] == k) {
                return;
            }
        }
    }

    /**
     * Whether the move set holds a move made by a player.
     *
     * @param player 0 or 1
     * @param move the move
     * @return {@code true} if it was added since the last {@link #clearMoveSet()}
     */
    public boolean moveSetContains(int player, int move) {
        long k = pairKey(player, move);
        int mask = setKeys.length - 1;
        for (int slot = slot(k, mask);; slot = (slot + 1) & mask) {
            if (setStamps[slot] != stamp) {
                return false;
            }
            if (setKeys[slot] == k) {
                return true;
            }
        }
    }

    /** Empties the move-to-node map. */
    public void clearMoveMap() {
        mapStamp++;
        if (mapStamp == 0) {
            Arrays.fill(mapStamps, 0);
            mapStamp = 1;
        }
    }

    /**
     * Maps a move to a tree node, for looking up a node's child by move; holds up to
     * {@code maxMoves} entries.
     *
     * @param move the move
     * @param node the child reached by it
     */
    public void mapMove(int move, int node) {
        int mask = mapMoves.length - 1;
        for (int slot = slot(move, mask);; slot = (slot + 1) & mask) {
            if (mapStamps[slot] != mapStamp || mapMoves[slot] == move) {
                mapStamps[slot] = mapStamp;
                mapMoves[slot] = move;
                mapNodes[slot] = node;
                return;
            }
        }
    }

    /**
     * The node a move was mapped to since the last {@link #clearMoveMap()}.
     *
     * @param move the move
     * @return the node, or {@link SearchTree#NONE}
     */
    public int mappedNode(int move) {
        int mask = mapMoves.length - 1;
        for (int slot = slot(move, mask);; slot = (slot + 1) & mask) {
            if (mapStamps[slot] != mapStamp) {
                return SearchTree.NONE;
            }
            if (mapMoves[slot] == move) {
                return mapNodes[slot];
            }
        }
    }

    private static long pairKey(int player, int move) {
        return ((long) move << 1) | player;
    }

    private static int slot(long k, int mask) {
        long z = k * ZobristKeys.GOLDEN_GAMMA;
        return (int) (z ^ (z >>> 32)) & mask;
    }
}
