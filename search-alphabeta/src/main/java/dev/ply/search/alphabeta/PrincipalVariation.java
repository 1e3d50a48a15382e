package dev.ply.search.alphabeta;

import java.util.ArrayList;
import java.util.List;

/**
 * The triangular table of best lines: row {@code ply} holds the best line found from that ply down.
 * Each node clears its row on entry and, when a move becomes its best, copies the child's row behind
 * that move. Preallocated for the deepest ply; updating copies ints, never allocates.
 */
final class PrincipalVariation {

    private final int[][] lines;
    private final int[] lengths;

    PrincipalVariation(int maxPly) {
        lines = new int[maxPly + 2][maxPly + 2];
        lengths = new int[maxPly + 2];
    }

    void clear(int ply) {
        lengths[ply] = 0;
    }

    /** Sets the line at {@code ply} to {@code move} followed by the line of {@code ply + 1}. */
    void update(int ply, int move) {
        int childLength = lengths[ply + 1];
        lines[ply][0] = move;
        System.arraycopy(lines[ply + 1], 0, lines[ply], 1, childLength);
        lengths[ply] = childLength + 1;
    }

    int length(int ply) {
        return lengths[ply];
    }

    int first(int ply) {
        return lines[ply][0];
    }

    List<Integer> line(int ply) {
        List<Integer> moves = new ArrayList<>(lengths[ply]);
        for (int i = 0; i < lengths[ply]; i++) {
            moves.add(lines[ply][i]);
        }
        return moves;
    }
}
