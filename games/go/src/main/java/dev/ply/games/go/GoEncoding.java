package dev.ply.games.go;

import dev.ply.core.util.SquareSymmetries;

/**
 * Go as a network reads it (the {@link dev.ply.core.capability.NetworkEncoding} of {@link GoState}): three planes of
 * the board, the side to move's stones, the opponent's and the point a simple ko forbids; one action per point plus
 * the pass; the eight symmetries of the square, which keep every rule (the pass is its own image). The komi is part
 * of the encoding's name, since a position's value depends on it.
 */
final class GoEncoding {

    /** The number of input planes. */
    static final int PLANES = 3;

    private static final GoEncoding[] BY_SIZE = new GoEncoding[GoGame.MAX_SIZE + 1];

    static {
        for (int size = GoGame.MIN_SIZE; size <= GoGame.MAX_SIZE; size++) {
            BY_SIZE[size] = new GoEncoding(size);
        }
    }

    private final int size;
    private final int points;
    /** Where each symmetry moves each point, symmetry 0 being the identity. */
    private final int[][] symmetries;

    private GoEncoding(int size) {
        this.size = size;
        this.points = size * size;
        this.symmetries = SquareSymmetries.tables(size);
    }

    /** The encoding of a board size, shared by every state of that size. */
    static GoEncoding of(int size) {
        return BY_SIZE[size];
    }

    String name(double komi) {
        return "go-" + size + "x" + size + "-komi" + komi + "-3planes";
    }

    int size() {
        return size;
    }

    int actions() {
        return points + 1;
    }

    /** Writes the three planes of a position from its side to move's view. */
    void encode(GoState state, int toMove, int ko, float[] into, int offset) {
        for (int point = 0; point < points; point++) {
            int stone = state.stone(point);
            into[offset + point] = stone == toMove ? 1 : 0;
            into[offset + points + point] = stone == 1 - toMove ? 1 : 0;
            into[offset + 2 * points + point] = point == ko ? 1 : 0;
        }
    }

    int symmetricCell(int symmetry, int cell) {
        return symmetries[symmetry][cell];
    }

    int symmetricAction(int symmetry, int action) {
        return action == points ? points : symmetries[symmetry][action];
    }
}
