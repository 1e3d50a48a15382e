package dev.ply.core.search.support;

import java.util.ArrayList;
import java.util.List;

/**
 * The triangular table of best lines: row {@code ply} holds the best line found from that ply down.
 * Each node clears its row on entry and, when a move becomes its best, copies the child's row behind
 * that move. Preallocated for the deepest ply; updating copies ints, never allocates. One per search
 * thread.
 */
public final class PrincipalVariation {

    private final int[][] lines;
    private final int[] lengths;

    /**
     * Allocates the table.
     *
     * @param maxPly the deepest ply a node can be at (the root is ply 0)
     */
    public PrincipalVariation(int maxPly) {
        // Triangular: the line from ply p down is at most maxPly + 2 - p moves, half the square's memory.
        lines = new int[maxPly + 2][];
        for (int ply = 0; ply < lines.length; ply++) {
            lines[ply] = new int[maxPly + 2 - ply];
        }
        lengths = new int[maxPly + 2];
    }

    /**
     * Empties the line of a ply, as a node does when it is entered.
     *
     * @param ply the node's distance from the root
     */
    public void clear(int ply) {
        lengths[ply] = 0;
    }

    /**
     * Sets the line at {@code ply} to {@code move} followed by the line of {@code ply + 1}.
     *
     * @param ply the node's distance from the root
     * @param move its new best move
     */
    public void update(int ply, int move) {
        int childLength = lengths[ply + 1];
        lines[ply][0] = move;
        System.arraycopy(lines[ply + 1], 0, lines[ply], 1, childLength);
        lengths[ply] = childLength + 1;
    }

    /**
     * The line found from a ply down.
     *
     * @param ply the distance from the root; 0 for the principal variation
     * @return a new list of the moves, first move first
     */
    public List<Integer> line(int ply) {
        List<Integer> moves = new ArrayList<>(lengths[ply]);
        for (int i = 0; i < lengths[ply]; i++) {
            moves.add(lines[ply][i]);
        }
        return moves;
    }
}
