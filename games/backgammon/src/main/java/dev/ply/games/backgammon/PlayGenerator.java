package dev.ply.games.backgammon;

import static dev.ply.games.backgammon.BackgammonState.BAR;
import static dev.ply.games.backgammon.BackgammonState.OFF;

import dev.ply.core.ZobristKeys;
import java.util.Arrays;

/**
 * Generates the legal plays of a roll: every distinct position the player on roll can reach by
 * playing as many dice as the rules allow, one play (see {@link BackgammonMove}) per position.
 *
 * <p>The rules: checkers on the bar enter before any other checker moves; a checker may land on an
 * empty point, its own, or a point with one opposing checker (a blot, which is hit and goes to the
 * bar), never on a point the opponent holds with two or more; checkers are borne off only when all 15
 * are in the home board (points 1..6), by the exact number or, from the rearmost point only, by a higher
 * one. Both dice must be played when possible; otherwise, the higher one when possible; doubles play
 * four times, as many as possible. These are the rules GNU Backgammon applies, and the plays are those
 * it lists.
 *
 * <p>Non-doubles are generated in both orders of the dice and merged by an exact key of the resulting
 * position (the checkers that left and arrived, with the hits). Doubles are generated with
 * non-increasing source points, which reaches every reachable position exactly once (the sources of a
 * double's legs determine the position, and any legal play can be reordered that way), so they need no
 * merging.
 *
 * <p>Works in place on the caller's board arrays and restores them; allocates nothing per call. One
 * generator belongs to one state and one thread.
 */
final class PlayGenerator {

    private static final int TABLE_SIZE = 2048;
    private static final int EMPTY = 31;

    private int[] me;
    private int[] opp;
    private int[] out;
    private int count;
    private int maxLegs;
    private final int[] legTo = new int[BackgammonMove.MAX_LEGS];
    private final boolean[] legHit = new boolean[BackgammonMove.MAX_LEGS];
    private final long[] seenKeys = new long[TABLE_SIZE];
    private final int[] seenStamps = new int[TABLE_SIZE];
    private int stamp;

    /**
     * Writes the legal plays of a roll.
     *
     * @param mover the board of the player on roll, from their side; changed during the call and restored
     * @param opponent the other board, from its owner's side; changed during the call and restored
     * @param high the higher die
     * @param low the lower die
     * @param moves receives the plays, at least {@link BackgammonGame#MAX_MOVES} long
     * @return the number of plays, at least 1 ({@link BackgammonMove#PASS} when nothing can be played)
     */
    int generate(int[] mover, int[] opponent, int high, int low, int[] moves) {
        this.me = mover;
        this.opp = opponent;
        this.out = moves;
        this.count = 0;
        this.maxLegs = 0;
        if (high == low) {
            doubles(high, 0, BAR, BackgammonMove.PASS);
        } else {
            nextStamp();
            nonDoubles(high, low, false);
            nonDoubles(low, high, true);
            if (maxLegs == 1) {
                keepHigherDieIfPlayable();
            }
        }
        if (count == 0) {
            moves[count++] = BackgammonMove.PASS;
        }
        this.me = null;
        this.opp = null;
        this.out = null;
        return count;
    }

    private void nonDoubles(int first, int second, boolean firstIsLow) {
        int top = me[BAR] > 0 ? BAR : 24;
        int bottom = me[BAR] > 0 ? BAR : 1;
        for (int from1 = top; from1 >= bottom; from1--) {
            if (me[from1] == 0 || !canMove(from1, first)) {
                continue;
            }
            apply(from1, first, 0);
            boolean played = false;
            int top2 = me[BAR] > 0 ? BAR : 24;
            int bottom2 = me[BAR] > 0 ? BAR : 1;
            for (int from2 = top2; from2 >= bottom2; from2--) {
                if (me[from2] == 0 || !canMove(from2, second)) {
                    continue;
                }
                played = true;
                apply(from2, second, 1);
                record(2, BackgammonMove.leg(0, from1, firstIsLow) | BackgammonMove.leg(1, from2, !firstIsLow),
                        key2(from1, from2));
                undo(from2, 1);
            }
            if (!played) {
                record(1, BackgammonMove.leg(0, from1, firstIsLow), key1(from1));
            }
            undo(from1, 0);
        }
    }

    private void doubles(int die, int depth, int maxFrom, int play) {
        boolean moved = false;
        if (depth < BackgammonMove.MAX_LEGS) {
            if (me[BAR] > 0) {
                if (canMove(BAR, die)) {
                    moved = true;
                    apply(BAR, die, depth);
                    doubles(die, depth + 1, BAR, play | BackgammonMove.leg(depth, BAR, false));
                    undo(BAR, depth);
                }
            } else {
                for (int from = Math.min(maxFrom, 24); from >= 1; from--) {
                    if (me[from] == 0 || !canMove(from, die)) {
                        continue;
                    }
                    moved = true;
                    apply(from, die, depth);
                    doubles(die, depth + 1, from, play | BackgammonMove.leg(depth, from, false));
                    undo(from, depth);
                }
            }
        }
        if (!moved && depth >= maxLegs) {
            if (depth > maxLegs) {
                maxLegs = depth;
                count = 0;
            }
            if (depth > 0) {
                out[count++] = play;
            }
        }
    }

    /** Whether a checker of the mover on {@code from} (which has one) may move {@code die} pips now. */
    private boolean canMove(int from, int die) {
        int to = from - die;
        if (to >= 1) {
            return opp[25 - to] < 2;
        }
        int rearmost = BAR;
        while (me[rearmost] == 0) {
            rearmost--;
        }
        return rearmost <= 6 && (to == 0 || from == rearmost);
    }

    private void apply(int from, int die, int depth) {
        me[from]--;
        int to = from - die;
        if (to > 0) {
            int theirs = 25 - to;
            boolean hit = opp[theirs] == 1;
            if (hit) {
                opp[theirs] = 0;
                opp[BAR]++;
            }
            me[to]++;
            legTo[depth] = to;
            legHit[depth] = hit;
        } else {
            me[OFF]++;
            legTo[depth] = OFF;
            legHit[depth] = false;
        }
    }

    private void undo(int from, int depth) {
        int to = legTo[depth];
        if (to > 0) {
            me[to]--;
            if (legHit[depth]) {
                opp[BAR]--;
                opp[25 - to] = 1;
            }
        } else {
            me[OFF]--;
        }
        me[from]++;
    }

    private void record(int legs, int play, long key) {
        if (legs < maxLegs) {
            return;
        }
        if (legs > maxLegs) {
            maxLegs = legs;
            count = 0;
            nextStamp();
        }
        if (addKey(key)) {
            out[count++] = play;
        }
    }

    /** Keeps only the plays of the higher die when some play uses it (the rule for one playable die). */
    private void keepHigherDieIfPlayable() {
        boolean anyHigh = false;
        for (int i = 0; i < count; i++) {
            if (!BackgammonMove.usesLowDie(out[i], 0)) {
                anyHigh = true;
                break;
            }
        }
        if (!anyHigh) {
            return;
        }
        int kept = 0;
        for (int i = 0; i < count; i++) {
            if (!BackgammonMove.usesLowDie(out[i], 0)) {
                out[kept++] = out[i];
            }
        }
        count = kept;
    }

    /**
     * The exact key of the position after one leg: the point left, the point reached and the hit.
     * Legs 0 of {@link #legTo}/{@link #legHit} describe it.
     */
    private long key1(int from) {
        return pack(from, EMPTY, legTo[0], EMPTY, legHit[0] ? 1L << (legTo[0] - 1) : 0);
    }

    /**
     * The exact key of the position after two legs: the multisets of points left and reached, without
     * the points that were both (a checker moved twice), and the points where blots were hit.
     */
    private long key2(int from1, int from2) {
        int to1 = legTo[0];
        int to2 = legTo[1];
        long hits = (legHit[0] ? 1L << (to1 - 1) : 0) | (legHit[1] ? 1L << (to2 - 1) : 0);
        if (to1 == from2) {
            return pack(from1, EMPTY, to2, EMPTY, hits);
        }
        if (to2 == from1) {
            return pack(from2, EMPTY, to1, EMPTY, hits);
        }
        return pack(Math.max(from1, from2), Math.min(from1, from2), Math.max(to1, to2), Math.min(to1, to2), hits);
    }

    private static long pack(int fromA, int fromB, int toA, int toB, long hits) {
        return fromA | (fromB << 5) | (toA << 10) | (toB << 15) | (hits << 20);
    }

    private void nextStamp() {
        stamp++;
        if (stamp == 0) {
            Arrays.fill(seenStamps, 0);
            stamp = 1;
        }
    }

    private boolean addKey(long key) {
        long mixed = key * ZobristKeys.GOLDEN_GAMMA;
        int slot = (int) (mixed >>> 53) & (TABLE_SIZE - 1);
        while (seenStamps[slot] == stamp) {
            if (seenKeys[slot] == key) {
                return false;
            }
            slot = (slot + 1) & (TABLE_SIZE - 1);
        }
        seenStamps[slot] = stamp;
        seenKeys[slot] = key;
        return true;
    }
}
