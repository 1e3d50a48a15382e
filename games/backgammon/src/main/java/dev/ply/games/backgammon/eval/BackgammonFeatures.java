package dev.ply.games.backgammon.eval;

import static dev.ply.games.backgammon.BackgammonState.BAR;
import static dev.ply.games.backgammon.BackgammonState.OFF;

import dev.ply.games.backgammon.BackgammonState;

/**
 * The positional features Ply's evaluator reads, for the player on roll (before the roll) and for the
 * opponent, each from that player's own side. Two sets: one while contact remains, one for the race.
 *
 * <p><b>Contact</b>, for each player A against opponent B ({@value #CONTACT_PER_SIDE} features, the
 * player on roll first): pip count; checkers off, on the bar, in B's home board (back checkers), in B's
 * outer board, in A's outer board and in A's home board; which of A's points 1..9 are made (A's home
 * board and the points in front of it, where primes are built); which of A's points 18..24 are made
 * (anchors in and before B's home board); the number of home-board points made; the longest prime (4, 5,
 * 6 points in a row); B's checkers trapped behind that prime; A's blots; the chance that B hits one of
 * them with its next roll (shots out of 36, counting direct, combined and double shots, blocked
 * intermediate points and B's checkers on the bar); checkers stacked beyond three on a point; B's made
 * points in the six points in front of A's rearmost checker (the blockade it must escape); how far back
 * A's rearmost checker is; and A's checkers not yet home (the gammon risk). Then the pip difference.
 *
 * <p><b>Race</b> (no contact), for each player: pip count; checkers off; crossovers still needed to
 * bring all checkers home; checkers not home; checkers on the two lowest points and gaps in the home
 * board (wasted pips when bearing off). Then the pip difference, also scaled by the square root of the
 * pips left, since the same lead matters more in a short race.
 *
 * <p>Stateless and allocation-free: the caller owns the output array.
 */
public final class BackgammonFeatures {

    /** Contact features per player. */
    public static final int CONTACT_PER_SIDE = 34;
    /** All contact features: both players and the pip difference. */
    public static final int CONTACT_COUNT = 2 * CONTACT_PER_SIDE + 1;
    /** The point-by-point inputs per player that {@link #contactWithPoints} adds. */
    public static final int POINT_INPUTS_PER_SIDE = 4 * 24;
    /** All inputs of {@link #contactWithPoints}. */
    public static final int CONTACT_WITH_POINTS_COUNT = CONTACT_COUNT + 2 * POINT_INPUTS_PER_SIDE;
    /** Race features per player. */
    public static final int RACE_PER_SIDE = 6;
    /** All race features: both players and two forms of the pip difference. */
    public static final int RACE_COUNT = 2 * RACE_PER_SIDE + 2;

    private BackgammonFeatures() {
    }

    /**
     * Whether contact remains: some checker of one player must still pass a checker of the other.
     *
     * @param state the position
     * @return {@code true} unless the position is a race
     */
    public static boolean isContact(BackgammonState state) {
        return !PubEval.isRace(state, 0);
    }

    /**
     * Writes the contact features, the player on roll's first.
     *
     * @param state the position; not modified
     * @param out receives {@link #CONTACT_COUNT} values from index 0; owned by the caller
     */
    public static void contact(BackgammonState state, double[] out) {
        int a = state.toMove();
        int b = 1 - a;
        contactSide(state, a, b, out, 0);
        contactSide(state, b, a, out, CONTACT_PER_SIDE);
        out[2 * CONTACT_PER_SIDE] = (state.pipCount(b) - state.pipCount(a)) / 50.0;
    }

    /**
     * Writes the contact features followed by the checkers on each point, for each player from their side
     * (the player on roll first), in Tesauro's encoding: for points 1..24, whether there are at least one,
     * two and three checkers, and half the checkers beyond three.
     *
     * @param state the position; not modified
     * @param out receives {@link #CONTACT_WITH_POINTS_COUNT} values from index 0; owned by the caller
     */
    public static void contactWithPoints(BackgammonState state, double[] out) {
        contact(state, out);
        int i = CONTACT_COUNT;
        for (int side = 0; side < 2; side++) {
            int player = side == 0 ? state.toMove() : 1 - state.toMove();
            for (int point = 1; point <= 24; point++) {
                int n = state.checkers(player, point);
                out[i++] = n >= 1 ? 1 : 0;
                out[i++] = n >= 2 ? 1 : 0;
                out[i++] = n >= 3 ? 1 : 0;
                out[i++] = n > 3 ? (n - 3) / 2.0 : 0;
            }
        }
    }

    /**
     * Writes the race features, the player on roll's first.
     *
     * @param state the position; not modified
     * @param out receives {@link #RACE_COUNT} values from index 0; owned by the caller
     */
    public static void race(BackgammonState state, double[] out) {
        int a = state.toMove();
        int b = 1 - a;
        raceSide(state, a, out, 0);
        raceSide(state, b, out, RACE_PER_SIDE);
        int pipsA = state.pipCount(a);
        int pipsB = state.pipCount(b);
        out[2 * RACE_PER_SIDE] = (pipsB - pipsA) / 20.0;
        out[2 * RACE_PER_SIDE + 1] = (pipsB - pipsA) / Math.sqrt(Math.max(1, pipsA + pipsB));
    }

    private static void contactSide(BackgammonState state, int a, int b, double[] out, int at) {
        int pips = 0;
        int inTheirHome = 0;
        int inTheirOuter = 0;
        int inMyOuter = 0;
        int inMyHome = 0;
        int blots = 0;
        int stacked = 0;
        int homePoints = 0;
        for (int point = 1; point <= 24; point++) {
            int n = state.checkers(a, point);
            pips += point * n;
            if (point >= 19) {
                inTheirHome += n;
            } else if (point >= 13) {
                inTheirOuter += n;
            } else if (point >= 7) {
                inMyOuter += n;
            } else {
                inMyHome += n;
                if (n >= 2) {
                    homePoints++;
                }
            }
            if (n == 1) {
                blots++;
            }
            if (n > 3) {
                stacked += n - 3;
            }
        }
        int bar = state.checkers(a, BAR);
        pips += BAR * bar;
        int i = at;
        out[i++] = pips / 100.0;
        out[i++] = state.checkers(a, OFF) / 15.0;
        out[i++] = bar / 2.0;
        out[i++] = inTheirHome / 5.0;
        out[i++] = inTheirOuter / 5.0;
        out[i++] = inMyOuter / 5.0;
        out[i++] = inMyHome / 15.0;
        for (int point = 1; point <= 9; point++) {
            out[i++] = state.checkers(a, point) >= 2 ? 1 : 0;
        }
        for (int point = 18; point <= 24; point++) {
            out[i++] = state.checkers(a, point) >= 2 ? 1 : 0;
        }
        out[i++] = homePoints / 6.0;
        // The longest run of made points, and where it starts.
        int bestLength = 0;
        int bestLow = 0;
        int run = 0;
        for (int point = 1; point <= 24; point++) {
            if (state.checkers(a, point) >= 2) {
                run++;
                if (run > bestLength) {
                    bestLength = run;
                    bestLow = point - run + 1;
                }
            } else {
                run = 0;
            }
        }
        out[i++] = bestLength >= 4 ? 1 : 0;
        out[i++] = bestLength >= 5 ? 1 : 0;
        out[i++] = bestLength >= 6 ? 1 : 0;
        // B's checkers that still have to pass the prime: on A's points below its lowest point.
        int trapped = 0;
        if (bestLength >= 3) {
            trapped = state.checkers(b, BAR);
            for (int point = 1; point < bestLow; point++) {
                trapped += state.checkers(b, 25 - point);
            }
        }
        out[i++] = trapped / 5.0;
        out[i++] = blots / 3.0;
        out[i++] = blots == 0 ? 0 : shots(state, b, a) / 36.0;
        out[i++] = stacked / 5.0;
        int rearmost = PubEval.rearmost(state, a);
        int blocks = 0;
        if (rearmost > 6) {
            for (int point = rearmost - 1; point >= Math.max(1, rearmost - 6); point--) {
                if (state.checkers(b, 25 - point) >= 2) {
                    blocks++;
                }
            }
        }
        out[i++] = blocks / 6.0;
        out[i++] = rearmost / 25.0;
        out[i++] = (15 - inMyHome - state.checkers(a, OFF)) / 15.0;
    }

    private static void raceSide(BackgammonState state, int a, double[] out, int at) {
        int pips = 0;
        int crossovers = 0;
        int notHome = 0;
        int highestHome = 0;
        for (int point = 1; point <= BAR; point++) {
            int n = state.checkers(a, point);
            if (n == 0) {
                continue;
            }
            pips += point * n;
            crossovers += n * ((point - 1) / 6);
            if (point > 6) {
                notHome += n;
            } else {
                highestHome = point;
            }
        }
        int gaps = 0;
        for (int point = 1; point < highestHome; point++) {
            if (state.checkers(a, point) == 0) {
                gaps++;
            }
        }
        int i = at;
        out[i++] = pips / 100.0;
        out[i++] = state.checkers(a, OFF) / 15.0;
        out[i++] = crossovers / 20.0;
        out[i++] = notHome / 15.0;
        out[i++] = (state.checkers(a, 1) + state.checkers(a, 2)) / 5.0;
        out[i++] = gaps / 5.0;
    }

    /**
     * How many of the 36 rolls let {@code attacker}, on roll, hit at least one blot of {@code victim}:
     * directly with one die, with both dice through an open intermediate point, or with a double in up
     * to four steps through open points. Checkers of the attacker on the bar must enter first: with one
     * there, a hit is the entering checker's or, after it enters, any checker's with the other die; with
     * two or more, only an entering checker hits (with a double, the steps left after entering move any
     * checker).
     *
     * <p>Works on bit masks of the attacker's points (bit {@code p} for its point {@code p}): its checkers,
     * the victim's blots and the points the victim does not hold.
     *
     * @param state the position
     * @param attacker the player who would hit
     * @param victim the player whose blots are counted
     * @return 0..36
     */
    public static int shots(BackgammonState state, int attacker, int victim) {
        int sources = 0;
        int blots = 0;
        int open = 0;
        for (int point = 1; point <= 24; point++) {
            if (state.checkers(attacker, point) > 0) {
                sources |= 1 << point;
            }
            int theirs = state.checkers(victim, 25 - point);
            if (theirs == 1) {
                blots |= 1 << point;
            }
            if (theirs < 2) {
                open |= 1 << point;
            }
        }
        if (blots == 0) {
            return 0;
        }
        int onBar = state.checkers(attacker, BAR);
        int count = 0;
        for (int d1 = 1; d1 <= 6; d1++) {
            for (int d2 = 1; d2 <= d1; d2++) {
                boolean hit = onBar == 0 ? hits(sources, blots, open, d1, d2)
                        : hitsFromTheBar(sources, blots, open, onBar, d1, d2);
                if (hit) {
                    count += d1 == d2 ? 1 : 2;
                }
            }
        }
        return count;
    }

    /** Whether a roll hits with no checker on the bar. */
    private static boolean hits(int sources, int blots, int open, int d1, int d2) {
        if (d1 == d2) {
            return hitsInSteps(sources, blots, open, d1, 4);
        }
        int direct = (sources >>> d1) | (sources >>> d2);
        int combined = (((sources >>> d1) & open) >>> d2) | (((sources >>> d2) & open) >>> d1);
        return ((direct | combined) & blots) != 0;
    }

    /** Whether checkers on {@code sources} hit moving up to {@code steps} times {@code die} through open points. */
    private static boolean hitsInSteps(int sources, int blots, int open, int die, int steps) {
        int reach = sources;
        for (int step = 0; step < steps && reach != 0; step++) {
            reach = (reach >>> die) & open;
            if ((reach & blots) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether a roll hits when {@code onBar} checkers must enter first (on the point {@code 25 - die}). */
    private static boolean hitsFromTheBar(int sources, int blots, int open, int onBar, int d1, int d2) {
        int entry1 = 1 << (25 - d1);
        int entry2 = 1 << (25 - d2);
        boolean enters1 = (open & entry1) != 0;
        boolean enters2 = (open & entry2) != 0;
        if (d1 == d2) {
            if (!enters1) {
                return false;
            }
            if ((blots & entry1) != 0) {
                return true;
            }
            int steps = 4 - Math.min(onBar, 4);
            return steps > 0 && hitsInSteps(sources | entry1, blots, open, d1, steps);
        }
        if ((enters1 && (blots & entry1) != 0) || (enters2 && (blots & entry2) != 0)) {
            return true;
        }
        if (onBar >= 2) {
            return false;
        }
        // One checker on the bar: it enters with one die, and any checker (it too) moves the other.
        return (enters1 && (((sources | entry1) >>> d2) & blots) != 0)
                || (enters2 && (((sources | entry2) >>> d1) & blots) != 0);
    }
}
