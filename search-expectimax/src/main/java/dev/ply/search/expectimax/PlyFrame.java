package dev.ply.search.expectimax;

/**
 * The buffers of one ply of the search: the moves of a player node and their ordering scores, or what
 * a chance node knows of its outcomes. A search allocates a ply's frame the first time it reaches the ply and keeps
 * it, so the node loop never allocates, and a game with thousands of moves per position (backgammon's
 * doubles) costs memory only for the plies actually searched.
 */
final class PlyFrame {

    /** At a player node, its moves. */
    final int[] moves;
    /** At a player node, the ordering score of each move. */
    final double[] keys;
    /** At a chance node, its outcomes and what is known of their values. */
    final ChanceBounds chance;

    PlyFrame(int maxMoves) {
        moves = new int[maxMoves];
        keys = new double[maxMoves];
        chance = new ChanceBounds(maxMoves);
    }
}
