package dev.ply.games.checkers;

import dev.ply.core.eval.Evaluator;

/**
 * A hand-tuned static evaluation of English-draughts positions, in hundredths of a man, from the side
 * to move's point of view; usable by any search.
 *
 * <p>The terms, each computed for both sides and subtracted:
 * <ul>
 *   <li><b>Material</b>: a man is worth {@value #MAN}, a king {@value #KING}.</li>
 *   <li><b>Exchanges when ahead</b>: a material lead is worth more as pieces come off
 *       ({@code lead * }{@value #TRADE_WEIGHT}{@code  / pieces on the board}), so the side ahead trades
 *       down and the side behind avoids it.</li>
 *   <li><b>Advancement</b>: each row a man has advanced, worth more once half the pieces are gone.</li>
 *   <li><b>Back-rank guard</b>: men on their own back row while the opponent still has men to crown,
 *       with a bonus for the bridge (Black on 1 and 3, White on 30 and 32).</li>
 *   <li><b>Centre</b>: men and kings on the four centre squares (14, 15, 18, 19) and the ring around
 *       them.</li>
 *   <li><b>Mobility</b>: the simple moves each side's pieces have.</li>
 *   <li><b>Runaway men</b>: a man with no opposing piece in the cone in front of it will crown; it is
 *       credited with most of a king's value, less for each row it still has to go.</li>
 *   <li><b>Endgame knowledge</b>, once the opponent has only kings and is behind: the stronger side's
 *       kings are drawn toward the weaker pieces, and a weak king is worth less the further it is driven
 *       from the two double corners (1/5 and 28/32), where a lone king holds out longest, toward the
 *       edges and single corners where it can be trapped.</li>
 * </ul>
 *
 * <p>Stateless, thread-safe, allocation-free. Scores stay within {@code [-bound(), bound()]}.
 */
public final class CheckersEvaluator implements Evaluator<CheckersState> {

    /** The value of a man. */
    public static final int MAN = 100;
    /** The value of a king. */
    public static final int KING = 135;
    /** How much a material lead grows as the board empties: {@code lead * TRADE_WEIGHT / pieces}. */
    static final int TRADE_WEIGHT = 6;

    private static final int BOUND = 6_000;

    private static final int CENTRE = bits(14, 15, 18, 19);
    private static final int CENTRE_RING = bits(10, 11, 22, 23, 17, 20, 13, 16);
    private static final int[] BACK_ROW = {BoardGeometry.ROW_0, BoardGeometry.ROW_7};
    private static final int[] BRIDGE = {bits(1, 3), bits(30, 32)};
    private static final int DOUBLE_CORNERS = bits(1, 5, 28, 32);
    /** {@code RUNAWAY_CONE[player][square]}: the squares from which an opposing piece might stop a man. */
    private static final int[][] RUNAWAY_CONE = new int[2][BoardGeometry.SQUARES];
    /** The number of king moves between two squares: {@code max(|row difference|, |column difference|)}. */
    private static final int[] KING_DISTANCE = new int[BoardGeometry.SQUARES * BoardGeometry.SQUARES];
    /** How exposed a weak king is on each square: high on edges and single corners, low in double corners. */
    private static final int[] EXPOSURE = new int[BoardGeometry.SQUARES];
    /** The stronger side's bonus for a weak king with 0, 1, 2, 3 or 4 safe moves. */
    private static final int[] TRAPPED = {40, 20, 8, 0, 0};

    static {
        for (int a = 0; a < BoardGeometry.SQUARES; a++) {
            int row = BoardGeometry.row(a);
            int column = BoardGeometry.column(a);
            for (int b = 0; b < BoardGeometry.SQUARES; b++) {
                int dr = BoardGeometry.row(b) - row;
                int dc = BoardGeometry.column(b) - column;
                KING_DISTANCE[a * BoardGeometry.SQUARES + b] = Math.max(Math.abs(dr), Math.abs(dc));
                // Black's men move toward row 7, White's toward row 0; a piece one column wider than the
                // man's reach may still step into its path.
                if (dr > 0 && Math.abs(dc) <= dr + 1) {
                    RUNAWAY_CONE[0][a] |= 1 << b;
                }
                if (dr < 0 && Math.abs(dc) <= -dr + 1) {
                    RUNAWAY_CONE[1][a] |= 1 << b;
                }
            }
            int edgeDistance = Math.min(Math.min(row, 7 - row), Math.min(column, 7 - column));
            EXPOSURE[a] = (DOUBLE_CORNERS & 1 << a) != 0 ? -12 : 10 * (3 - edgeDistance);
        }
    }

    private static int bits(int... squares) {
        int mask = 0;
        for (int square : squares) {
            mask |= 1 << (square - 1);
        }
        return mask;
    }

    @Override
    public int evaluate(CheckersState state) {
        int black = state.pieces(0);
        int white = state.pieces(1);
        int kings = state.kings();
        int score = blackMinusWhite(black, white, kings);
        int mover = state.toMove();
        score = mover == 0 ? score : -score;
        // Captures are compulsory: a side to move that can capture is about to win material, which a
        // search stopping here would not see.
        int own = mover == 0 ? black : white;
        int opponents = mover == 0 ? white : black;
        int victims = victims(own, kings, opponents, mover);
        if (victims != 0) {
            score += ((victims & kings) != 0 ? KING : MAN) / 2;
        }
        return Math.max(-BOUND, Math.min(BOUND, score));
    }

    private static int blackMinusWhite(int black, int white, int kings) {
        int blackMen = Integer.bitCount(black & ~kings);
        int whiteMen = Integer.bitCount(white & ~kings);
        int blackKings = Integer.bitCount(black & kings);
        int whiteKings = Integer.bitCount(white & kings);
        int pieces = blackMen + whiteMen + blackKings + whiteKings;
        int material = MAN * (blackMen - whiteMen) + KING * (blackKings - whiteKings);
        int score = material + material * TRADE_WEIGHT / pieces;
        int empty = ~(black | white);

        score += men(black & ~kings, 0, white, whiteMen, pieces) - men(white & ~kings, 1, black, blackMen, pieces);
        score += 8 * (Integer.bitCount(black & kings & CENTRE) - Integer.bitCount(white & kings & CENTRE));
        score += 2 * (mobility(black & ~kings, black & kings, 0, empty)
                - mobility(white & ~kings, white & kings, 1, empty));

        if (material > 0 && whiteMen == 0) {
            score += endgame(black & kings, white);
        } else if (material < 0 && blackMen == 0) {
            score -= endgame(white & kings, black);
        }
        return score;
    }

    /** The opposing pieces that the side to move can jump now. */
    private static int victims(int own, int kings, int opponents, int player) {
        int jumpers = CheckersMoveGenerator.jumpers(own, kings, opponents, player);
        if (jumpers == 0) {
            return 0;
        }
        int victims = 0;
        int empty = ~(own | opponents);
        while (jumpers != 0) {
            int square = Integer.numberOfTrailingZeros(jumpers);
            jumpers &= jumpers - 1;
            boolean king = (kings & 1 << square) != 0;
            for (int direction = 0; direction < 4; direction++) {
                boolean forward = player == 0 ? direction <= BoardGeometry.SOUTH_EAST
                        : direction >= BoardGeometry.NORTH_WEST;
                int landing = BoardGeometry.landing(square, direction);
                if ((king || forward) && landing >= 0 && (empty & 1 << landing) != 0) {
                    victims |= opponents & 1 << BoardGeometry.neighbour(square, direction);
                }
            }
        }
        return victims;
    }

    /** Advancement, back-rank guard, centre and runaways of one side's men. */
    private static int men(int men, int player, int opponents, int opponentMen, int pieces) {
        int score = 0;
        int advanceWeight = pieces <= 12 ? 4 : 2;
        int remaining = men;
        while (remaining != 0) {
            int square = Integer.numberOfTrailingZeros(remaining);
            remaining &= remaining - 1;
            int advanced = player == 0 ? BoardGeometry.row(square) : 7 - BoardGeometry.row(square);
            score += advanceWeight * advanced;
            if ((RUNAWAY_CONE[player][square] & opponents) == 0) {
                score += KING - MAN + 30 - 8 * (7 - advanced);
            }
        }
        score += 6 * Integer.bitCount(men & CENTRE) + 3 * Integer.bitCount(men & CENTRE_RING);
        if (opponentMen > 0) {
            score += 8 * Integer.bitCount(men & BACK_ROW[player]);
            if ((men & BRIDGE[player]) == BRIDGE[player]) {
                score += 8;
            }
        }
        return score;
    }

    /** The number of simple moves of one side's men and kings. */
    private static int mobility(int men, int kings, int player, int empty) {
        int south = player == 0 ? men | kings : kings;
        int north = player == 0 ? kings : men | kings;
        return Integer.bitCount(south << 4 & empty)
                + Integer.bitCount((south & BoardGeometry.SHIFT_3_SOUTH_MASK) << 3 & empty)
                + Integer.bitCount((south & BoardGeometry.SHIFT_5_SOUTH_MASK) << 5 & empty)
                + Integer.bitCount(north >>> 4 & empty)
                + Integer.bitCount((north & BoardGeometry.SHIFT_3_SOUTH_MASK) >>> 5 & empty)
                + Integer.bitCount((north & BoardGeometry.SHIFT_5_SOUTH_MASK) >>> 3 & empty);
    }

    /**
     * The stronger side's bonus when the weaker side has only kings: its kings close in on the weak
     * pieces, and the weak kings are worth less the more exposed their squares.
     */
    private static int endgame(int strongKings, int weak) {
        int score = 0;
        int empty = ~(strongKings | weak);
        int remaining = weak;
        while (remaining != 0) {
            int square = Integer.numberOfTrailingZeros(remaining);
            remaining &= remaining - 1;
            score += EXPOSURE[square] + TRAPPED[safeMoves(square, strongKings, empty)];
        }
        remaining = strongKings;
        while (remaining != 0) {
            int king = Integer.numberOfTrailingZeros(remaining);
            remaining &= remaining - 1;
            int nearest = 8;
            int targets = weak;
            while (targets != 0) {
                int target = Integer.numberOfTrailingZeros(targets);
                targets &= targets - 1;
                nearest = Math.min(nearest, KING_DISTANCE[king * BoardGeometry.SQUARES + target]);
            }
            score -= 6 * nearest;
        }
        return score;
    }

    /**
     * The moves of a weak king at {@code square} to an empty neighbour where no strong king can jump it
     * at once (its own square counts as empty once it has left).
     */
    private static int safeMoves(int square, int strongKings, int empty) {
        int vacated = empty | 1 << square;
        int safe = 0;
        for (int direction = 0; direction < 4; direction++) {
            int target = BoardGeometry.neighbour(square, direction);
            if (target < 0 || (empty & 1 << target) == 0) {
                continue;
            }
            boolean attacked = false;
            for (int from = 0; from < 4 && !attacked; from++) {
                int attacker = BoardGeometry.neighbour(target, from);
                int landing = BoardGeometry.neighbour(target, from ^ 3);
                attacked = attacker >= 0 && landing >= 0 && (strongKings & 1 << attacker) != 0
                        && (vacated & 1 << landing) != 0;
            }
            if (!attacked) {
                safe++;
            }
        }
        return safe;
    }

    @Override
    public int bound() {
        return BOUND;
    }
}
