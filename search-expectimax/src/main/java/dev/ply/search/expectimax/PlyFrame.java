package dev.ply.search.expectimax;

/**
 * The buffers of one ply of the search: the moves or chance outcomes of the node at that ply, their
 * probabilities, what is known of each outcome's value, the order outcomes are searched in, and the
 * move-ordering scores. A search allocates a ply's frame the first time it reaches the ply and keeps
 * it, so the node loop never allocates, and a game with thousands of moves per position (backgammon's
 * doubles) costs memory only for the plies actually searched.
 */
final class PlyFrame {

    /** The moves of a player node, or the outcomes of a chance node. */
    final int[] moves;
    /** At a chance node, each outcome's probability. */
    final double[] probabilities;
    /** At a chance node, the largest value known to be at most each outcome's value. */
    final double[] lows;
    /** At a chance node, the smallest value known to be at least each outcome's value. */
    final double[] highs;
    /** At a chance node, the outcome indices in the order they are searched. */
    final int[] order;
    /** At a player node, the ordering score of each move. */
    final double[] keys;

    PlyFrame(int maxMoves) {
        moves = new int[maxMoves];
        probabilities = new double[maxMoves];
        lows = new double[maxMoves];
        highs = new double[maxMoves];
        order = new int[maxMoves];
        keys = new double[maxMoves];
    }
}
