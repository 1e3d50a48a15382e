package dev.ply.games.go;

import java.util.Arrays;

/**
 * Counting a Go board: the area count of Tromp-Taylor rules (stones, plus empty regions that reach only one colour)
 * and Bouzy's 5/21 influence estimate for boards not yet played out. Works on a {@link GoBoard} with scratch arrays
 * of its own, allocating nothing per count; not thread-safe, like the state that owns it.
 */
final class GoScoring {

    private final GoBoard board;
    private final int points;
    private final int[] neighbours;
    private final int[] stack;
    private final int[] mark;
    private int stamp;
    /** The owner of the region {@link #fillRegion} filled last: a colour, or {@link GoBoard#EMPTY} for nobody's. */
    private int regionOwner;
    /** Bouzy's influence values and the next pass's. */
    private final int[] influence;
    private final int[] influenceNext;

    GoScoring(GoBoard board, int[] neighbours) {
        this.board = board;
        this.points = board.size() * board.size();
        this.neighbours = neighbours;
        this.stack = new int[points];
        this.mark = new int[points];
        this.influence = new int[points];
        this.influenceNext = new int[points];
    }

    /** Black's area minus White's, with one flood fill per empty region. */
    int areaDifference() {
        int difference = 0;
        int current = nextStamp();
        for (int point = 0; point < points; point++) {
            int colour = board.colour(point);
            if (colour == GoBoard.BLACK) {
                difference++;
            } else if (colour == GoBoard.WHITE) {
                difference--;
            } else if (mark[point] != current) {
                int region = fillRegion(point, current);
                difference += regionOwner == GoBoard.BLACK ? region : regionOwner == GoBoard.WHITE ? -region : 0;
            }
        }
        return difference;
    }

    /**
     * Each player's area: stones plus empty points whose region reaches only that player's stones.
     *
     * @return {Black's, White's}
     */
    int[] area() {
        int[] area = new int[3];
        int current = nextStamp();
        for (int point = 0; point < points; point++) {
            int colour = board.colour(point);
            if (colour != GoBoard.EMPTY) {
                area[colour]++;
            } else if (mark[point] != current) {
                int region = fillRegion(point, current);
                area[regionOwner] += region;
            }
        }
        return new int[] {area[GoBoard.BLACK], area[GoBoard.WHITE]};
    }

    /** The colour an empty point's region reaches alone, or {@link GoBoard#EMPTY} when it reaches both or none. */
    int regionOwner(int point) {
        fillRegion(point, nextStamp());
        return regionOwner;
    }

    /**
     * Black's points minus White's under Bouzy's 5/21 algorithm (Zobrist's influence model as mathematical
     * morphology: five dilations, then twenty-one erosions, from 128 on each stone): each point counts for the sign
     * it ends with. Stones count as alive wherever they stand.
     */
    int influenceDifference() {
        int[] value = influence;
        for (int point = 0; point < points; point++) {
            int colour = board.colour(point);
            value[point] = colour == GoBoard.BLACK ? 128 : colour == GoBoard.WHITE ? -128 : 0;
        }
        for (int i = 0; i < 5; i++) {
            dilate(value, influenceNext);
            System.arraycopy(influenceNext, 0, value, 0, points);
        }
        for (int i = 0; i < 21; i++) {
            erode(value, influenceNext);
            System.arraycopy(influenceNext, 0, value, 0, points);
        }
        int difference = 0;
        for (int point = 0; point < points; point++) {
            difference += Integer.signum(value[point]);
        }
        return difference;
    }

    /** A point not touching the other sign grows by its neighbours of its own sign (a zero takes the sign around it). */
    private void dilate(int[] value, int[] next) {
        for (int point = 0; point < points; point++) {
            int v = value[point];
            int positive = 0;
            int negative = 0;
            for (int k = 4 * point; k < 4 * point + 4; k++) {
                int neighbour = neighbours[k];
                if (neighbour >= 0) {
                    int n = value[neighbour];
                    positive += n > 0 ? 1 : 0;
                    negative += n < 0 ? 1 : 0;
                }
            }
            next[point] = v >= 0 && negative == 0 ? v + positive : v <= 0 && positive == 0 ? v - negative : v;
        }
    }

    /** A point shrinks by its neighbours that are zero or of the other sign, stopping at zero. */
    private void erode(int[] value, int[] next) {
        for (int point = 0; point < points; point++) {
            int v = value[point];
            if (v == 0) {
                next[point] = 0;
                continue;
            }
            int against = 0;
            for (int k = 4 * point; k < 4 * point + 4; k++) {
                int neighbour = neighbours[k];
                if (neighbour >= 0) {
                    int n = value[neighbour];
                    against += v > 0 ? (n <= 0 ? 1 : 0) : (n >= 0 ? 1 : 0);
                }
            }
            next[point] = v > 0 ? Math.max(0, v - against) : Math.min(0, v + against);
        }
    }

    private int nextStamp() {
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(mark, 0);
            stamp = 1;
        }
        return stamp;
    }

    /**
     * Marks the empty region of a point with the stamp, notes in {@link #regionOwner} the one colour it reaches
     * (or {@link GoBoard#EMPTY}), and returns its size.
     */
    private int fillRegion(int point, int current) {
        int region = 0;
        int reaches = 0;
        int top = 0;
        stack[top++] = point;
        mark[point] = current;
        while (top > 0) {
            int at = stack[--top];
            region++;
            for (int k = 4 * at; k < 4 * at + 4; k++) {
                int next = neighbours[k];
                if (next < 0) {
                    continue;
                }
                int c = board.colour(next);
                if (c == GoBoard.EMPTY) {
                    if (mark[next] != current) {
                        mark[next] = current;
                        stack[top++] = next;
                    }
                } else {
                    reaches |= c;
                }
            }
        }
        regionOwner = reaches == GoBoard.BLACK || reaches == GoBoard.WHITE ? reaches : GoBoard.EMPTY;
        return region;
    }
}
