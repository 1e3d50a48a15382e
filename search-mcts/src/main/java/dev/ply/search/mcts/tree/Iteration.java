package dev.ply.search.mcts.tree;

import dev.ply.core.GameState;
import java.util.SplittableRandom;

/**
 * What one worker thread knows about the Monte Carlo iteration it is running: its own copy of the
 * position, its random generator, its move buffers, the path of tree nodes it descended, the moves
 * played in the iteration (for all-moves-as-first statistics) and the result of the play-out.
 *
 * <p>Everything here is preallocated once per worker and owned by that worker's thread; strategies
 * read and write it without allocating. The move and probability buffers are public scratch space, sized by the
 * game's {@code maxMoves()}; the path, the moves played and the counts are read through methods and written by the
 * worker ({@link #startPath()}, {@link #push(int, int)}, {@link #record(int, int)}, {@link #setResult(double)}).
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
    /** Whether moves are recorded (RAVE and GRAVE need them). */
    public final boolean recordMoves;

    /** The tree nodes of this iteration, root first; {@code pathLength} of them are valid. */
    private final int[] pathNodes;
    /** The player who moved into each path node. */
    private final int[] pathMovers;
    private int pathLength;
    /** The moves of this iteration in order, tree part then play-out, when they are being recorded. */
    private final int[] playedMoves;
    /** The player who made each move of {@code playedMoves}, or -1 for a chance outcome. */
    private final int[] playedPlayers;
    private int playedLength;
    private int amafIgnoredMove = GameState.NO_MOVE;
    private double result;
    private long positions;
    private int deepestPath;
    private MoveAverages moveAverages;

    /** Under tree parallelism, this worker's statistics of the tree's hot nodes not yet published. */
    final PendingStatistics pending;

    /** The (player, move) pairs played in this iteration, for all-moves-as-first updates. */
    private final StampedLongIntMap moveSet;
    /** A node's children by move, for all-moves-as-first updates. */
    private final StampedLongIntMap moveMap;

    /**
     * This worker's move averages (MAST), made on first use.
     *
     * @return the table
     */
    public MoveAverages moveAverages() {
        if (moveAverages == null) {
            moveAverages = new MoveAverages();
        }
        return moveAverages;
    }

    /** Empties the path and the moves played: a new iteration starts at the root. */
    public void startPath() {
        pathLength = 0;
        playedLength = 0;
    }

    /**
     * Adds a node to the path.
     *
     * @param node the node
     * @param mover the player who moved into it (whose view its statistics take)
     */
    public void push(int node, int mover) {
        pathNodes[pathLength] = node;
        pathMovers[pathLength] = mover;
        pathLength++;
    }

    /**
     * How many nodes the path holds, the root included.
     *
     * @return the length
     */
    public int pathLength() {
        return pathLength;
    }

    /**
     * The most nodes a path can hold.
     *
     * @return the capacity given at creation
     */
    public int maxPathLength() {
        return pathNodes.length;
    }

    /**
     * A node of the path.
     *
     * @param i 0 for the root, up to {@code pathLength() - 1}
     * @return the node
     */
    public int pathNode(int i) {
        return pathNodes[i];
    }

    /**
     * The player who moved into a node of the path. The player to move at {@code pathNode(i)} is
     * {@code pathMover(i + 1)} for every node but the last.
     *
     * @param i the node's place on the path
     * @return 0 or 1
     */
    public int pathMover(int i) {
        return pathMovers[i];
    }

    /**
     * How many moves of this iteration are recorded.
     *
     * @return the count
     */
    public int playedLength() {
        return playedLength;
    }

    /**
     * A recorded move of this iteration, tree part then play-out.
     *
     * @param i its place
     * @return the move
     */
    public int playedMove(int i) {
        return playedMoves[i];
    }

    /**
     * The player who made a recorded move.
     *
     * @param i its place
     * @return the player, or -1 for a chance outcome
     */
    public int playedPlayer(int i) {
        return playedPlayers[i];
    }

    /**
     * A move all-moves-as-first statistics never credit: the pass of a game that has one ({@code PassMove}), which
     * every play-out ends with and which says nothing about the move.
     *
     * @return the move, or {@code NO_MOVE}
     */
    public int amafIgnoredMove() {
        return amafIgnoredMove;
    }

    /**
     * Sets the move all-moves-as-first statistics never credit.
     *
     * @param move the move, or {@code NO_MOVE}
     */
    public void ignoreInAmaf(int move) {
        amafIgnoredMove = move;
    }

    /**
     * The result of the iteration: the reward of player 0, in [0, 1].
     *
     * @return the result set last
     */
    public double result() {
        return result;
    }

    /**
     * Sets the result of the iteration, before it is backed up.
     *
     * @param reward the reward of player 0, in [0, 1]
     */
    public void setResult(double reward) {
        result = reward;
    }

    /**
     * Positions entered by this worker (tree descent and play-outs), over all its iterations.
     *
     * @return the count
     */
    public long positions() {
        return positions;
    }

    /**
     * Counts positions entered.
     *
     * @param count how many
     */
    public void countPositions(long count) {
        positions += count;
    }

    /**
     * The deepest path this worker has descended in the tree, in plies from the root.
     *
     * @return the plies
     */
    public int deepestPath() {
        return deepestPath;
    }

    /**
     * Notes how deep the iteration's path went.
     *
     * @param plies its depth in plies from the root
     */
    public void noteDepth(int plies) {
        deepestPath = Math.max(deepestPath, plies);
    }

    /**
     * Another iteration state of the same worker, on a position of its own: one of the leaves the worker has in
     * flight when it gathers several for one call of a network. It shares this one's pending statistics of the hot
     * nodes, so that each of the worker's descents sees the others' virtual loss there.
     *
     * @param laneState the lane's own copy of the root position
     * @param laneRandom the lane's random generator
     * @return the lane, with this one's sizes
     */
    public Iteration lane(GameState laneState, SplittableRandom laneRandom) {
        Iteration lane = new Iteration(laneState, laneRandom, moves.length, pathNodes.length,
                playedMoves.length, recordMoves, pending);
        lane.ignoreInAmaf(amafIgnoredMove);
        return lane;
    }

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
        this(state, random, maxMoves, maxPathLength, maxPlayed, recordMoves, new PendingStatistics());
    }

    private Iteration(GameState state, SplittableRandom random, int maxMoves, int maxPathLength, int maxPlayed,
            boolean recordMoves, PendingStatistics pending) {
        this.pending = pending;
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
        this.moveSet = new StampedLongIntMap(recordMoves ? maxPlayed : 0);
        this.moveMap = new StampedLongIntMap(recordMoves ? maxMoves : 0);
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
     * Whether this worker has statistics of hot nodes not yet published.
     *
     * @return {@code true} if {@link NodeStatistics#publish(Iteration)} has something to do
     */
    public boolean hasPending() {
        return !pending.isEmpty();
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
        return sampleIndex(state.chanceOutcomes(moves, probabilities));
    }

    /**
     * Draws the index of one of the first {@code count} outcomes with the probabilities already in
     * {@link #probabilities}.
     *
     * @param count how many outcomes
     * @return the index
     */
    public int sampleIndex(int count) {
        double r = random.nextDouble();
        for (int i = 0; i < count - 1; i++) {
            r -= probabilities[i];
            if (r < 0) {
                return i;
            }
        }
        return count - 1;
    }

    /** Empties the move set. */
    public void clearMoveSet() {
        moveSet.clear();
    }

    /**
     * Notes who played a move, walking the iteration's moves backwards: the last call for a move (its earliest play)
     * wins, so that the set says who played each move first from the point the walk has reached.
     *
     * @param player 0 or 1
     * @param move the move
     */
    public void notePlay(int player, int move) {
        moveSet.put(move, player);
    }

    /**
     * Whether a player was the first to play a move from the point the backward walk has reached.
     *
     * @param player 0 or 1
     * @param move the move
     * @return {@code true} if {@link #notePlay} last noted it for this player since {@link #clearMoveSet()}
     */
    public boolean playedFirstBy(int player, int move) {
        return moveSet.get(move, -1) == player;
    }

    /** Empties the move-to-node map. */
    public void clearMoveMap() {
        moveMap.clear();
    }

    /**
     * Maps a move to a tree node, for looking up a node's child by move; holds up to
     * {@code maxMoves} entries.
     *
     * @param move the move
     * @param node the child reached by it
     */
    public void mapMove(int move, int node) {
        moveMap.put(move, node);
    }

    /**
     * The node a move was mapped to since the last {@link #clearMoveMap()}.
     *
     * @param move the move
     * @return the node, or {@link SearchTree#NONE}
     */
    public int mappedNode(int move) {
        return moveMap.get(move, SearchTree.NONE);
    }
}
