package dev.ply.games.checkers;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.core.eval.TunableEvaluator;

/**
 * A hand-tuned static evaluation of English-draughts positions, in hundredths of a man, from the side
 * to move's point of view; usable by any search.
 *
 * <p>The terms, each computed for both sides and subtracted:
 * <ul>
 *   <li><b>Material</b>: a man is worth {@value #MAN}, a king {@value #KING} by default.</li>
 *   <li><b>Exchanges when ahead</b>: a material lead is worth more as pieces come off
 *       ({@code lead * 6 / pieces on the board}), so the side ahead trades
 *       down and the side behind avoids it.</li>
 *   <li><b>Advancement</b>: each row a man has advanced, worth more once half the pieces are gone.</li>
 *   <li><b>Back-rank guard</b>: men on their own back row while the opponent still has men to crown,
 *       with a bonus for the bridge (Black on 1 and 3, White on 30 and 32).</li>
 *   <li><b>Centre</b>: men and kings on the four centre squares (14, 15, 18, 19) and the ring around
 *       them.</li>
 *   <li><b>Mobility</b>: the simple moves each side's pieces have.</li>
 *   <li><b>Runaway men</b>: a man with no opposing piece in the cone in front of it will crown; it is
 *       credited with most of a king's value, less for each row it still has to go.</li>
 *   <li><b>Pending capture</b>: captures are compulsory, so a side to move that can jump is about to
 *       win material that a search stopping here would not see; it is credited with half the value of
 *       the best piece it can take.</li>
 *   <li><b>Endgame knowledge</b>, once the side behind has only kings: the stronger side's kings are
 *       drawn toward the weak pieces; a weak king is worth less the further it is driven from the two
 *       double corners (1/5 and 28/32), where a lone king holds out longest, toward the edges and single
 *       corners; less again the fewer safe moves and the less room (squares it can reach in three moves
 *       without stepping where it could be jumped) it has; and less when a strong king holds the other
 *       square of its double corner, which dislodges it. When the stronger side is to move, the room is
 *       measured after its best king move, so a trap it can close at once counts as closed whichever
 *       side a search's horizon leaves to move.</li>
 * </ul>
 *
 * <p>With these terms {@code alphabeta} (no quiescence) converts two kings against one from every
 * position where the win exists, well within the 40-move rule, at every search depth from 4 to 9
 * (see {@code CheckersEndgameConversionTest} in the integration tests).
 *
 * <p>The numbers above are {@link #weights()} (a man is the unit and stays 100): {@code material.king},
 * {@code trade}, {@code advance.opening} and {@code .endgame}, {@code runaway.bonus} and {@code .per-row},
 * {@code centre.man}, {@code centre-ring.man}, {@code centre.king}, {@code back-row}, {@code bridge},
 * {@code mobility}, {@code capture.pending} (percent of the piece taken), and the endgame's
 * {@code endgame.proximity}, {@code .corner-partner}, {@code .region} and {@code .trapped0} to {@code .trapped2}.
 *
 * <p>Immutable, thread-safe, allocation-free. Scores stay within {@code [-bound(), bound()]}.
 */
public final class CheckersEvaluator implements TunableEvaluator<CheckersState> {

    /** The value of a man. */
    public static final int MAN = 100;
    /** The value of a king, by default. */
    public static final int KING = 135;

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
    /** For each square of a double corner, the other square of that corner; 0 elsewhere. */
    private static final int[] CORNER_PARTNER = new int[BoardGeometry.SQUARES];
    /** How many moves ahead {@link #region} looks. */
    private static final int REGION_MOVES = 3;
    /** The most squares a region can hold, for scoring the room a weak king has left. */
    private static final int REGION_SQUARES = 25;
    private static final EvaluatorWeights DEFAULTS = EvaluatorWeights.builder()
            .add("material.king", KING, MAN, 3 * MAN)
            .add("trade", 6, 0, 50)
            .add("advance.opening", 2, -10, 30)
            .add("advance.endgame", 4, -10, 30)
            .add("runaway.bonus", 30, -100, 200)
            .add("runaway.per-row", 8, 0, 50)
            .add("centre.man", 6, -20, 40)
            .add("centre-ring.man", 3, -20, 40)
            .add("centre.king", 8, -20, 40)
            .add("back-row", 8, -20, 40)
            .add("bridge", 8, -20, 40)
            .add("mobility", 2, 0, 20)
            .add("capture.pending", 50, 0, 100)
            .add("endgame.proximity", 10, 0, 40)
            .add("endgame.corner-partner", 24, 0, 100)
            .add("endgame.region", 2, 0, 20)
            .add("endgame.trapped0", 40, 0, 200)
            .add("endgame.trapped1", 20, 0, 200)
            .add("endgame.trapped2", 8, 0, 200)
            .build();

    private final EvaluatorWeights weights;
    private final int king;
    /** How much a material lead grows as the board empties: {@code lead * trade / pieces}. */
    private final int trade;
    private final int advanceOpening;
    private final int advanceEndgame;
    private final int runawayBonus;
    private final int runawayPerRow;
    private final int centreMan;
    private final int centreRingMan;
    private final int centreKing;
    private final int backRow;
    private final int bridge;
    private final int mobility;
    /** The share, in percent, of the best piece the side to move can jump that it is credited with. */
    private final int pendingCapture;
    /** The stronger side's loss for each king move between one of its kings and the nearest weak piece. */
    private final int proximity;
    /** The stronger side's bonus for holding the other square of the weak king's double corner. */
    private final int cornerPartner;
    /** The stronger side's bonus for each square fewer in the weak king's region. */
    private final int regionWeight;
    /** The stronger side's bonus for a weak king with 0, 1, 2, 3 or 4 safe moves. */
    private final int[] trapped = new int[5];

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
            CORNER_PARTNER[a] = a == 0 ? bits(5) : a == 4 ? bits(1) : a == 27 ? bits(32) : a == 31 ? bits(28) : 0;
            EXPOSURE[a] = (DOUBLE_CORNERS & 1 << a) != 0 ? -12 : 10 * (3 - edgeDistance);
        }
    }

    /** Creates the evaluator with its default weights. */
    public CheckersEvaluator() {
        this(DEFAULTS);
    }

    private CheckersEvaluator(EvaluatorWeights weights) {
        this.weights = weights;
        int at = 0;
        king = weights.value(at++);
        trade = weights.value(at++);
        advanceOpening = weights.value(at++);
        advanceEndgame = weights.value(at++);
        runawayBonus = weights.value(at++);
        runawayPerRow = weights.value(at++);
        centreMan = weights.value(at++);
        centreRingMan = weights.value(at++);
        centreKing = weights.value(at++);
        backRow = weights.value(at++);
        bridge = weights.value(at++);
        mobility = weights.value(at++);
        pendingCapture = weights.value(at++);
        proximity = weights.value(at++);
        cornerPartner = weights.value(at++);
        regionWeight = weights.value(at++);
        for (int moves = 0; moves < 3; moves++) {
            trapped[moves] = weights.value(at++);
        }
    }

    @Override
    public EvaluatorWeights weights() {
        return weights;
    }

    @Override
    public CheckersEvaluator withWeights(int[] values) {
        return new CheckersEvaluator(weights.withValues(values));
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
        int mover = state.toMove();
        int score = blackMinusWhite(black, white, kings, mover);
        score = mover == 0 ? score : -score;
        // Captures are compulsory: a side to move that can capture is about to win material, which a
        // search stopping here would not see.
        int own = mover == 0 ? black : white;
        int opponents = mover == 0 ? white : black;
        int victims = victims(own, kings, opponents, mover);
        if (victims != 0) {
            score += ((victims & kings) != 0 ? king : MAN) * pendingCapture / 100;
        }
        return Math.max(-BOUND, Math.min(BOUND, score));
    }

    private int blackMinusWhite(int black, int white, int kings, int mover) {
        int blackMen = Integer.bitCount(black & ~kings);
        int whiteMen = Integer.bitCount(white & ~kings);
        int blackKings = Integer.bitCount(black & kings);
        int whiteKings = Integer.bitCount(white & kings);
        int pieces = blackMen + whiteMen + blackKings + whiteKings;
        int material = MAN * (blackMen - whiteMen) + king * (blackKings - whiteKings);
        // A finished game may have an empty side; the board is never empty.
        int score = material + material * trade / Math.max(pieces, 1);
        int empty = ~(black | white);

        score += men(black & ~kings, 0, white, whiteMen, pieces) - men(white & ~kings, 1, black, blackMen, pieces);
        score += centreKing * (Integer.bitCount(black & kings & CENTRE) - Integer.bitCount(white & kings & CENTRE));
        score += mobility * (moves(black & ~kings, black & kings, 0, empty)
                - moves(white & ~kings, white & kings, 1, empty));

        if (material > 0 && whiteMen == 0) {
            score += endgame(black, black & kings, white, mover == 0);
        } else if (material < 0 && blackMen == 0) {
            score -= endgame(white, white & kings, black, mover == 1);
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
    private int men(int men, int player, int opponents, int opponentMen, int pieces) {
        int score = 0;
        int advanceWeight = pieces <= 12 ? advanceEndgame : advanceOpening;
        int remaining = men;
        while (remaining != 0) {
            int square = Integer.numberOfTrailingZeros(remaining);
            remaining &= remaining - 1;
            int advanced = player == 0 ? BoardGeometry.row(square) : 7 - BoardGeometry.row(square);
            score += advanceWeight * advanced;
            if ((RUNAWAY_CONE[player][square] & opponents) == 0) {
                score += king - MAN + runawayBonus - runawayPerRow * (7 - advanced);
            }
        }
        score += centreMan * Integer.bitCount(men & CENTRE) + centreRingMan * Integer.bitCount(men & CENTRE_RING);
        if (opponentMen > 0) {
            score += backRow * Integer.bitCount(men & BACK_ROW[player]);
            if ((men & BRIDGE[player]) == BRIDGE[player]) {
                score += bridge;
            }
        }
        return score;
    }

    /** The number of simple moves of one side's men and kings. */
    private static int moves(int men, int kings, int player, int empty) {
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
     * pieces, the weak kings are worth less the more exposed their squares, and less still the less room
     * they have. When the stronger side is to move, the room is counted after its best king move, so that
     * a trap it can close at once counts as closed whichever side a search's horizon leaves to move.
     */
    private int endgame(int strong, int strongKings, int weak, boolean strongToMove) {
        int score = 0;
        int remaining = weak;
        while (remaining != 0) {
            int square = Integer.numberOfTrailingZeros(remaining);
            remaining &= remaining - 1;
            score += EXPOSURE[square];
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
            score -= proximity * nearest;
        }
        return score + (strongToMove ? confinementAfterBestMove(strong, strongKings, weak)
                : confinement(strong, strongKings, weak));
    }

    /** How hemmed in the weak kings are: few safe moves, little room, a strong king in their double corner. */
    private int confinement(int strong, int strongKings, int weak) {
        int empty = ~(strong | weak);
        int score = 0;
        int remaining = weak;
        while (remaining != 0) {
            int square = Integer.numberOfTrailingZeros(remaining);
            remaining &= remaining - 1;
            score += trapped[safeMoves(square, strongKings, empty)]
                    + regionWeight * (REGION_SQUARES - Integer.bitCount(region(square, strongKings, empty)));
            if ((strongKings & CORNER_PARTNER[square]) != 0) {
                score += cornerPartner;
            }
        }
        return score;
    }

    /**
     * The best {@link #confinement} the stronger side reaches by one king move to a square where no weak
     * king can jump it, or by keeping it (a waiting move elsewhere).
     */
    private int confinementAfterBestMove(int strong, int strongKings, int weak) {
        int best = confinement(strong, strongKings, weak);
        int empty = ~(strong | weak);
        int kings = strongKings;
        while (kings != 0) {
            int king = Integer.numberOfTrailingZeros(kings);
            kings &= kings - 1;
            int vacated = empty | 1 << king;
            for (int direction = 0; direction < 4; direction++) {
                int target = BoardGeometry.neighbour(king, direction);
                if (target < 0 || (empty & 1 << target) == 0 || jumpable(target, weak, vacated)) {
                    continue;
                }
                int moved = 1 << king | 1 << target;
                best = Math.max(best, confinement(strong ^ moved, strongKings ^ moved, weak));
            }
        }
        return best;
    }

    /** Whether a piece on {@code square} could be jumped by one of {@code jumpers} (kings) at once. */
    private static boolean jumpable(int square, int jumpers, int empty) {
        for (int from = 0; from < 4; from++) {
            int jumper = BoardGeometry.neighbour(square, from);
            int landing = BoardGeometry.neighbour(square, from ^ 3);
            if (jumper >= 0 && landing >= 0 && (jumpers & 1 << jumper) != 0 && (empty & 1 << landing) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The squares a weak king at {@code square} can reach in up to {@link #REGION_MOVES} moves without
     * stepping where a strong king could jump it: the room it has left, which the stronger side shrinks.
     */
    private static int region(int square, int strongKings, int empty) {
        int vacated = empty | 1 << square;
        int attacked = 0;
        int attackers = strongKings;
        while (attackers != 0) {
            int attacker = Integer.numberOfTrailingZeros(attackers);
            attackers &= attackers - 1;
            for (int direction = 0; direction < 4; direction++) {
                int landing = BoardGeometry.landing(attacker, direction);
                if (landing >= 0 && (vacated & 1 << landing) != 0) {
                    attacked |= 1 << BoardGeometry.neighbour(attacker, direction);
                }
            }
        }
        int open = vacated & ~attacked;
        int reached = 1 << square;
        int frontier = reached;
        for (int move = 0; move < REGION_MOVES && frontier != 0; move++) {
            int next = (frontier << 4 | (frontier & BoardGeometry.SHIFT_3_SOUTH_MASK) << 3
                    | (frontier & BoardGeometry.SHIFT_5_SOUTH_MASK) << 5 | frontier >>> 4
                    | (frontier & BoardGeometry.SHIFT_3_SOUTH_MASK) >>> 5
                    | (frontier & BoardGeometry.SHIFT_5_SOUTH_MASK) >>> 3) & open & ~reached;
            reached |= next;
            frontier = next;
        }
        return reached;
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

    /** A man, {@value #MAN}: the evaluator's bound ({@value #BOUND}) is far beyond ordinary scores. */
    @Override
    public int advantageUnit() {
        return MAN;
    }
}
