package dev.ply.games.checkers;

import static dev.ply.games.checkers.BoardGeometry.EVEN_ROWS;
import static dev.ply.games.checkers.BoardGeometry.ODD_ROWS;
import static dev.ply.games.checkers.BoardGeometry.SHIFT_3_SOUTH_MASK;
import static dev.ply.games.checkers.BoardGeometry.SHIFT_5_SOUTH_MASK;

/**
 * Generates, counts and detects the legal moves of English draughts on 32-square bitboards (bit
 * {@code s} is square {@code s}, PDN square {@code s + 1}); see {@link BoardGeometry} for the
 * layout and {@link CheckersMove} for the encoding of the moves written.
 *
 * <p>Simple moves are found for all pieces at once by shifting bitboards. Captures are found the
 * same way, and then each capturing piece's sequences are enumerated square by square: a sequence
 * continues while a further jump exists, a man that reaches the far row stops there (it has no
 * forward jump left, and crowning ends the move), a jumped piece stays on the board until the move
 * ends (so it cannot be jumped twice or landed on), and the mover's own start square counts as empty
 * (so a king may pass over it or end there). Every sequence is a separate move, even where two take
 * the same pieces.
 *
 * <p>Stateless; nothing here allocates. Callers own the move buffers.
 */
final class CheckersMoveGenerator {

    private static final int BLACK = 0;
    private static final int[] JUMP_SOURCES = new int[4];

    static {
        for (int s = 0; s < BoardGeometry.SQUARES; s++) {
            for (int d = 0; d < 4; d++) {
                if (BoardGeometry.landing(s, d) >= 0) {
                    JUMP_SOURCES[d] |= 1 << s;
                }
            }
        }
    }

    private static final int JUMPS_SOUTH_WEST = JUMP_SOURCES[BoardGeometry.SOUTH_WEST];
    private static final int JUMPS_SOUTH_EAST = JUMP_SOURCES[BoardGeometry.SOUTH_EAST];
    private static final int JUMPS_NORTH_WEST = JUMP_SOURCES[BoardGeometry.NORTH_WEST];
    private static final int JUMPS_NORTH_EAST = JUMP_SOURCES[BoardGeometry.NORTH_EAST];

    private CheckersMoveGenerator() {
    }

    /** The pieces among {@code pieces} that can jump south (toward row 7) over one of {@code opponents}. */
    static int southJumpers(int pieces, int opponents, int empty) {
        int southWest = pieces & JUMPS_SOUTH_WEST & empty >>> 7
                & ((opponents >>> 4 & EVEN_ROWS) | (opponents >>> 3 & ODD_ROWS));
        int southEast = pieces & JUMPS_SOUTH_EAST & empty >>> 9
                & ((opponents >>> 5 & EVEN_ROWS) | (opponents >>> 4 & ODD_ROWS));
        return southWest | southEast;
    }

    /** The pieces among {@code pieces} that can jump north (toward row 0) over one of {@code opponents}. */
    static int northJumpers(int pieces, int opponents, int empty) {
        int northWest = pieces & JUMPS_NORTH_WEST & empty << 9
                & ((opponents << 4 & EVEN_ROWS) | (opponents << 5 & ODD_ROWS));
        int northEast = pieces & JUMPS_NORTH_EAST & empty << 7
                & ((opponents << 3 & EVEN_ROWS) | (opponents << 4 & ODD_ROWS));
        return northWest | northEast;
    }

    /**
     * The pieces of the side to move that have at least one capture.
     *
     * @param own the side to move's pieces
     * @param kings all kings on the board
     * @param opponents the other side's pieces
     * @param player 0 (Black, men moving south) or 1 (White, men moving north)
     * @return a mask of the capturing pieces; 0 if there is no capture
     */
    static int jumpers(int own, int kings, int opponents, int player) {
        int empty = ~(own | opponents);
        int ownKings = own & kings;
        if (player == BLACK) {
            return southJumpers(own, opponents, empty) | northJumpers(ownKings, opponents, empty);
        }
        return northJumpers(own, opponents, empty) | southJumpers(ownKings, opponents, empty);
    }

    /** The squares that {@code pieces} reach by a simple move south, one bit per (piece, target) not kept. */
    private static int southTargets(int pieces, int empty) {
        return (pieces << 4 | (pieces & SHIFT_3_SOUTH_MASK) << 3 | (pieces & SHIFT_5_SOUTH_MASK) << 5) & empty;
    }

    private static int northTargets(int pieces, int empty) {
        return (pieces >>> 4 | (pieces & SHIFT_3_SOUTH_MASK) >>> 5 | (pieces & SHIFT_5_SOUTH_MASK) >>> 3) & empty;
    }

    /**
     * Whether the side to move has any legal move.
     *
     * @param own the side to move's pieces
     * @param kings all kings
     * @param opponents the other side's pieces
     * @param player 0 or 1
     * @return {@code true} if at least one move is legal
     */
    static boolean hasMove(int own, int kings, int opponents, int player) {
        int empty = ~(own | opponents);
        int ownKings = own & kings;
        int south = player == BLACK ? own : ownKings;
        int north = player == BLACK ? ownKings : own;
        return (southTargets(south, empty) | northTargets(north, empty)) != 0
                || directedJumpers(south, north, opponents, empty) != 0;
    }

    /**
     * Writes every legal move of the side to move.
     *
     * @param own the side to move's pieces
     * @param kings all kings
     * @param opponents the other side's pieces
     * @param player 0 or 1
     * @param moves a caller-owned buffer large enough for every move ({@link CheckersGame#maxMoves()})
     * @return the number of moves written
     */
    static int generate(int own, int kings, int opponents, int player, int[] moves) {
        int empty = ~(own | opponents);
        int ownKings = own & kings;
        int south = player == BLACK ? own : ownKings;
        int north = player == BLACK ? ownKings : own;
        int jumpers = directedJumpers(south, north, opponents, empty);
        if (jumpers != 0) {
            return generateCaptures(jumpers, ownKings, opponents, empty, player, moves, 0);
        }
        int count = 0;
        if (south != 0) {
            count = simpleMoves(south << 4 & empty, -4, moves, count);
            count = simpleMoves((south & SHIFT_3_SOUTH_MASK) << 3 & empty, -3, moves, count);
            count = simpleMoves((south & SHIFT_5_SOUTH_MASK) << 5 & empty, -5, moves, count);
        }
        if (north != 0) {
            count = simpleMoves(north >>> 4 & empty, 4, moves, count);
            count = simpleMoves((north & SHIFT_3_SOUTH_MASK) >>> 5 & empty, 5, moves, count);
            count = simpleMoves((north & SHIFT_5_SOUTH_MASK) >>> 3 & empty, 3, moves, count);
        }
        return count;
    }

    /** The pieces that can jump, of those moving south and those moving north; skips an empty set. */
    private static int directedJumpers(int south, int north, int opponents, int empty) {
        int jumpers = south == 0 ? 0 : southJumpers(south, opponents, empty);
        return north == 0 ? jumpers : jumpers | northJumpers(north, opponents, empty);
    }

    /**
     * Writes the captures of the side to move (all its legal moves when it has one, none otherwise).
     *
     * @return the number of moves written
     */
    static int generateCaptures(int own, int kings, int opponents, int player, int[] moves) {
        int jumpers = jumpers(own, kings, opponents, player);
        return jumpers == 0 ? 0 : generateCaptures(jumpers, own & kings, opponents, ~(own | opponents), player,
                moves, 0);
    }

    private static int simpleMoves(int targets, int fromOffset, int[] moves, int count) {
        while (targets != 0) {
            int to = Integer.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            moves[count++] = CheckersMove.simple(to + fromOffset, to);
        }
        return count;
    }

    private static int generateCaptures(int jumpers, int ownKings, int opponents, int empty, int player, int[] moves,
            int count) {
        while (jumpers != 0) {
            int from = Integer.numberOfTrailingZeros(jumpers);
            jumpers &= jumpers - 1;
            boolean king = (ownKings & 1 << from) != 0;
            // The start square is vacated for the whole sequence.
            count = jumps(from, from, 0, 0, firstDirection(king, player), lastDirection(king, player), opponents,
                    empty | 1 << from, moves, count);
        }
        return count;
    }

    /** The first of the directions a piece jumps in: kings and Black's men start at south-west. */
    private static int firstDirection(boolean king, int player) {
        return king || player == BLACK ? BoardGeometry.SOUTH_WEST : BoardGeometry.NORTH_WEST;
    }

    /** The last of the directions a piece jumps in: kings and White's men end at north-east. */
    private static int lastDirection(boolean king, int player) {
        return king || player != BLACK ? BoardGeometry.NORTH_EAST : BoardGeometry.SOUTH_EAST;
    }

    /**
     * The square a jump from {@code square} in {@code direction} would take, if the jump is open: an
     * opposing piece not yet taken next to it and an empty landing square beyond.
     *
     * @return the jumped square, or -1
     */
    private static int jumpedSquare(int square, int direction, int opponents, int empty) {
        int landing = BoardGeometry.landing(square, direction);
        if (landing < 0 || (empty & 1 << landing) == 0) {
            return -1;
        }
        int over = BoardGeometry.neighbour(square, direction);
        return (opponents & 1 << over) == 0 ? -1 : over;
    }

    /**
     * Extends a capture sequence that has reached {@code square} after {@code captured} jumps, writing
     * every completed sequence.
     */
    private static int jumps(int origin, int square, int captured, int path, int firstDirection, int lastDirection,
            int opponents, int empty, int[] moves, int count) {
        for (int direction = firstDirection; direction <= lastDirection; direction++) {
            int over = jumpedSquare(square, direction, opponents, empty);
            if (over < 0) {
                continue;
            }
            int landing = BoardGeometry.landing(square, direction);
            int before = count;
            int jumps = captured + 1;
            if (jumps < CheckersMove.MAX_CAPTURES) {
                count = jumps(origin, landing, jumps,
                        path | (direction << (CheckersMove.SHIFT_PATH + 2 * captured)), firstDirection, lastDirection,
                        opponents & ~(1 << over), empty, moves, count);
            }
            if (count == before) {
                moves[count++] = (origin << CheckersMove.SHIFT_FROM) | (landing << CheckersMove.SHIFT_TO)
                        | (jumps << CheckersMove.SHIFT_CAPTURES) | path;
            }
        }
        return count;
    }

    /**
     * Counts the legal moves of the side to move without writing them: the bulk count of a perft's last
     * ply.
     *
     * @return the number of legal moves
     */
    static int count(int own, int kings, int opponents, int player) {
        int empty = ~(own | opponents);
        int ownKings = own & kings;
        int south = player == BLACK ? own : ownKings;
        int north = player == BLACK ? ownKings : own;
        int jumpers = directedJumpers(south, north, opponents, empty);
        if (jumpers != 0) {
            int count = 0;
            while (jumpers != 0) {
                int from = Integer.numberOfTrailingZeros(jumpers);
                jumpers &= jumpers - 1;
                boolean king = (ownKings & 1 << from) != 0;
                count += countJumps(from, 0, firstDirection(king, player), lastDirection(king, player), opponents,
                        empty | 1 << from);
            }
            return count;
        }
        return Integer.bitCount(south << 4 & empty)
                + Integer.bitCount((south & SHIFT_3_SOUTH_MASK) << 3 & empty)
                + Integer.bitCount((south & SHIFT_5_SOUTH_MASK) << 5 & empty)
                + Integer.bitCount(north >>> 4 & empty)
                + Integer.bitCount((north & SHIFT_3_SOUTH_MASK) >>> 5 & empty)
                + Integer.bitCount((north & SHIFT_5_SOUTH_MASK) >>> 3 & empty);
    }

    /** The number of completed capture sequences that continue from {@code square} after {@code captured} jumps. */
    private static int countJumps(int square, int captured, int firstDirection, int lastDirection, int opponents,
            int empty) {
        int count = 0;
        for (int direction = firstDirection; direction <= lastDirection; direction++) {
            int over = jumpedSquare(square, direction, opponents, empty);
            if (over < 0) {
                continue;
            }
            int landing = BoardGeometry.landing(square, direction);
            int further = captured + 1 < CheckersMove.MAX_CAPTURES
                    ? countJumps(landing, captured + 1, firstDirection, lastDirection, opponents & ~(1 << over), empty)
                    : 0;
            count += further == 0 ? 1 : further;
        }
        return count;
    }
}
