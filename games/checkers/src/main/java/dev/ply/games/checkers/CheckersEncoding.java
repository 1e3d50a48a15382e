package dev.ply.games.checkers;

/**
 * English draughts as a network reads it (the {@link dev.ply.core.capability.NetworkEncoding} of
 * {@link CheckersState}), always from the side to move's view: the board turned half round for White, so that the
 * mover's men advance toward row 7 in both colours.
 *
 * <p><b>Input</b>: five planes over the 32 playable squares laid out as 8 rows of 4 (square {@code s} at row
 * {@code s / 4}, column {@code s % 4}): the mover's men, the mover's kings, the opponent's men, the opponent's
 * kings, and a plane filled with the plies since the last capture or man move over 80 (the forty-move rule).
 *
 * <p><b>Actions</b>: {@code (from × 4 + first direction) × 32 + last square}, 4,096 in all, squares and directions
 * seen from the mover's side. A simple move is its from-square, direction and to-square. A capture path is named by
 * its first jump and its last landing square, so two paths that share both (a man's diamond: north-east then
 * north-west, or north-west then north-east, to the same square) share an index: {@link #DISTINCT} is
 * {@code false}, and a search gives such moves the same prior.
 */
final class CheckersEncoding {

    /** The name networks record. */
    static final String NAME = "checkers-5x8x4-v1";
    /** The input planes. */
    static final int PLANES = 5;
    /** The rows of each plane. */
    static final int HEIGHT = 8;
    /** The columns of each plane. */
    static final int WIDTH = 4;
    /** The size of the action space. */
    static final int ACTIONS = BoardGeometry.SQUARES * 4 * BoardGeometry.SQUARES;
    /** Whether every legal move of a position has an action of its own: not for capture paths (see above). */
    static final boolean DISTINCT = false;

    private CheckersEncoding() {
    }

    /** A square as the mover sees it: White's board turned half round. */
    static int view(int square, int mover) {
        return mover == 0 ? square : BoardGeometry.SQUARES - 1 - square;
    }

    /** A direction as the mover sees it: turned half round, south-west becomes north-east. */
    static int viewDirection(int direction, int mover) {
        return mover == 0 ? direction : 3 - direction;
    }

    /**
     * Writes the five planes.
     *
     * @param own the mover's pieces
     * @param opponent the opponent's pieces
     * @param kings every king
     * @param mover 0 (Black) or 1 (White)
     * @param reversiblePlies plies since the last capture or man move
     * @param into the destination
     * @param offset where the first input goes
     */
    static void encode(int own, int opponent, int kings, int mover, int reversiblePlies, float[] into, int offset) {
        int plane = BoardGeometry.SQUARES;
        java.util.Arrays.fill(into, offset, offset + PLANES * plane, 0f);
        for (int square = 0; square < BoardGeometry.SQUARES; square++) {
            int bit = 1 << square;
            int at = view(square, mover);
            boolean king = (kings & bit) != 0;
            if ((own & bit) != 0) {
                into[offset + (king ? plane : 0) + at] = 1f;
            } else if ((opponent & bit) != 0) {
                into[offset + (king ? 3 : 2) * plane + at] = 1f;
            }
        }
        java.util.Arrays.fill(into, offset + 4 * plane, offset + 5 * plane,
                Math.min(1f, reversiblePlies / (float) CheckersState.FORTY_MOVE_PLIES));
    }

    /**
     * The action of a legal move.
     *
     * @param move the move
     * @param mover the side that plays it
     * @return its index below {@link #ACTIONS}
     */
    static int actionIndex(int move, int mover) {
        int from = CheckersMove.from(move);
        int to = CheckersMove.to(move);
        int captures = CheckersMove.captures(move);
        int direction;
        if (captures >= 2) {
            direction = CheckersMove.direction(move, 0);
        } else {
            direction = -1;
            for (int d = 0; d < 4 && direction < 0; d++) {
                int reached = captures == 0 ? BoardGeometry.neighbour(from, d) : BoardGeometry.landing(from, d);
                if (reached == to) {
                    direction = d;
                }
            }
            if (direction < 0) {
                throw new IllegalArgumentException("not a move of the board: " + move);
            }
        }
        return (view(from, mover) * 4 + viewDirection(direction, mover)) * BoardGeometry.SQUARES + view(to, mover);
    }
}
