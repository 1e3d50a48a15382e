package dev.ply.search.alphabeta;

import dev.ply.core.GameState;
import dev.ply.core.search.Scores;
import dev.ply.core.search.SearchTracer;

/**
 * A {@link SearchTracer} as {@link SearchWorker} reports to it: integer windows turned into the tracer's (an infinite
 * bound as the largest double), a node's result as the bound its window makes it, and the move that led to each
 * ply's node, recorded as the search plays it so that entering a node can name it. A worker holds one only while
 * a tracer is attached; without one its node loop only tests a field for {@code null}.
 */
final class SearchTracing {

    private final SearchTracer tracer;
    /** The move that led to each ply's node ({@link SearchTracer#NULL_MOVE} after a null move). */
    private final int[] moves;

    /**
     * Reports to a tracer.
     *
     * @param tracer the tracer
     * @param maxPly the deepest ply the search reaches
     */
    SearchTracing(SearchTracer tracer, int maxPly) {
        this.tracer = tracer;
        this.moves = new int[maxPly + 3];
    }

    /** Records the move that leads to the node at {@code ply + 1}. */
    void play(int ply, int move) {
        moves[ply + 1] = move;
    }

    /** A node is entered. */
    void enter(int ply, int toMove, SearchTracer.NodeKind kind, int alpha, int beta) {
        tracer.enter(ply, ply == 0 ? GameState.NO_MOVE : moves[ply], toMove, kind, window(alpha), window(beta));
    }

    /** A node is left with its value, exact or a bound as its window makes it. */
    void exit(int ply, int value, int alpha, int beta) {
        tracer.exit(ply, value, value <= alpha ? SearchTracer.Bound.UPPER
                : value >= beta ? SearchTracer.Bound.LOWER : SearchTracer.Bound.EXACT);
    }

    /** A child's value, with the window as it stands after it. */
    void child(int ply, int move, int value, int alpha, int beta) {
        tracer.child(ply, move, value, window(alpha), window(beta));
    }

    /** A child is searched again (a wider window, the full depth). */
    void reSearch(int ply, int move, String reason) {
        tracer.reSearch(ply, move, reason);
        moves[ply + 1] = move;
    }

    /** A move is pruned, or ({@link GameState#NO_MOVE}) the node. */
    void pruned(int ply, int move, String reason) {
        tracer.pruned(ply, move, reason);
    }

    /** A cut-off after a move, with the moves it leaves unsearched. */
    void cutoff(int ply, int move, int remaining, String reason) {
        tracer.cutoff(ply, move, remaining, reason);
    }

    /** A table entry settles the node. */
    void tableHit(int ply, int score, long entry) {
        tracer.tableHit(ply, score, TableScores.traced(entry));
    }

    private static double window(int bound) {
        return bound >= Scores.INFINITY ? Double.MAX_VALUE : bound <= -Scores.INFINITY ? -Double.MAX_VALUE : bound;
    }
}
