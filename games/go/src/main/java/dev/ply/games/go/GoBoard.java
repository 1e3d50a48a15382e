package dev.ply.games.go;

import dev.ply.core.util.BoardKeys;
import java.util.Arrays;

/**
 * The stones of a Go position, in chains, with an undo journal: what KataGo calls the {@code Board}, without the
 * rules that need the game's history (ko, superko, passes), which {@link GoState} applies.
 *
 * <p><b>Chains.</b> Stones are kept in chains (circular lists with a representative, the head), each with its
 * pseudo-liberty count (an empty point counted once per adjacent stone) and the sum and sum of squares of those
 * liberties, so that "in atari" (all pseudo-liberties are one point) and the legality of a move are found in
 * constant time. The empty points are a list with each point's index in it, for drawing random moves.
 *
 * <p><b>Undo.</b> Every write to these arrays is journaled (index and old value); {@link #rollBack(int)} pops the
 * journal to a mark. Nothing is allocated unless a game outgrows the preallocated journal.
 */
final class GoBoard {

    static final int EMPTY = 0;
    static final int BLACK = 1;
    static final int WHITE = 2;

    private final int size;
    private final int points;
    private final int[] neighbours;
    private final BoardKeys keys;

    // cells: the journaled arrays, one after the other, each `points` long.
    private final int colourAt;
    private final int headAt;
    private final int nextAt;
    private final int libertiesAt;
    private final int sumAt;
    private final int squaresAt;
    private final int stonesAt;
    private final int emptyAt;
    private final int emptyIndexAt;
    /** The last cell: how many points are empty. */
    private final int emptyCountAt;
    private final int[] cells;

    private int[] journalIndex;
    private int[] journalOld;
    private int journalTop;
    private long key;
    /** The ko point the last {@link #place} made, or -1. */
    private int koMade = -1;
    /** Whether the last {@link #keyAfter} found the placement without a liberty. */
    private boolean suicide;

    GoBoard(int size, int[] neighbours, BoardKeys keys, int plies) {
        this.size = size;
        this.points = size * size;
        this.neighbours = neighbours;
        this.keys = keys;
        this.colourAt = 0;
        this.headAt = points;
        this.nextAt = 2 * points;
        this.libertiesAt = 3 * points;
        this.sumAt = 4 * points;
        this.squaresAt = 5 * points;
        this.stonesAt = 6 * points;
        this.emptyAt = 7 * points;
        this.emptyIndexAt = 8 * points;
        this.emptyCountAt = 9 * points;
        this.cells = new int[9 * points + 1];
        this.journalIndex = new int[48 * plies];
        this.journalOld = new int[48 * plies];
        for (int point = 0; point < points; point++) {
            cells[emptyAt + point] = point;
            cells[emptyIndexAt + point] = point;
        }
        cells[emptyCountAt] = points;
    }

    /** A copy with its own arrays, journal included. */
    GoBoard copy() {
        GoBoard copy = new GoBoard(size, neighbours, keys, 0);
        System.arraycopy(cells, 0, copy.cells, 0, cells.length);
        copy.journalIndex = Arrays.copyOf(journalIndex, journalIndex.length);
        copy.journalOld = Arrays.copyOf(journalOld, journalOld.length);
        copy.journalTop = journalTop;
        copy.key = key;
        return copy;
    }

    int size() {
        return size;
    }

    /** The colour on a point: {@link #EMPTY}, {@link #BLACK} or {@link #WHITE}. */
    int colour(int point) {
        return cells[colourAt + point];
    }

    /** The Zobrist key of the stones alone. */
    long key() {
        return key;
    }

    /** How many points are empty. */
    int emptyCount() {
        return cells[emptyCountAt];
    }

    /** The empty point at an index of the empty list, which is in no order. */
    int empty(int index) {
        return cells[emptyAt + index];
    }

    /** Copies the empty list into a buffer; returns how many. */
    int copyEmpties(int[] buffer) {
        int count = cells[emptyCountAt];
        System.arraycopy(cells, emptyAt, buffer, 0, count);
        return count;
    }

    /** The 3x3 shape code around a point, for {@link GoPatterns#matches}. */
    int shapeCode(int point) {
        return GoPatterns.code(cells, colourAt, size, point);
    }

    /** The head (representative) of the chain of the stone on a point. */
    int head(int point) {
        return cells[headAt + point];
    }

    /** The stones in the chain of this head. */
    int stones(int head) {
        return cells[stonesAt + head];
    }

    /** The ko point the last placement made: the point it captured one stone from, or -1. */
    int koMade() {
        return koMade;
    }

    /** The journal's top, a mark to {@link #rollBack(int)} to. */
    int mark() {
        return journalTop;
    }

    /** Undoes every write since a mark. */
    void rollBack(int mark) {
        for (int i = journalTop - 1; i >= mark; i--) {
            cells[journalIndex[i]] = journalOld[i];
        }
        journalTop = mark;
    }

    /** Forgets the journal: a set-up position is where undo stops. */
    void clearJournal() {
        journalTop = 0;
    }

    /** Sets the key back to a value from before the writes {@link #rollBack} undid. */
    void restoreKey(long previous) {
        key = previous;
    }

    /** Whether the chain with this head has exactly one distinct liberty (all its pseudo-liberties are one point). */
    boolean inAtari(int head) {
        int count = cells[libertiesAt + head];
        int sum = cells[sumAt + head];
        return count > 0 && (long) count * cells[squaresAt + head] == (long) sum * sum;
    }

    /** Whether the chain with this head has no liberty. */
    boolean captured(int head) {
        return cells[libertiesAt + head] == 0;
    }

    /** The one liberty of a chain in atari: every pseudo-liberty is the same point, their mean. */
    int onlyLiberty(int head) {
        return cells[sumAt + head] / cells[libertiesAt + head];
    }

    /**
     * Whether an empty point is an eye of a colour: all its neighbours are that colour's stones, and of its diagonal
     * points at most one holds an opponent's stone (none on the edge or in the corner), so that filling it could only
     * hurt.
     *
     * @param point an empty point
     * @param colour {@link #BLACK} or {@link #WHITE}
     * @return true for an eye
     */
    boolean isEye(int point, int colour) {
        boolean edge = false;
        for (int k = 4 * point; k < 4 * point + 4; k++) {
            int next = neighbours[k];
            if (next < 0) {
                edge = true;
            } else if (cells[colourAt + next] != colour) {
                return false;
            }
        }
        int row = point / size;
        int column = point % size;
        int opponent = 3 - colour;
        int bad = 0;
        for (int dr = -1; dr <= 1; dr += 2) {
            int r = row + dr;
            if (r < 0 || r >= size) {
                continue;
            }
            for (int dc = -1; dc <= 1; dc += 2) {
                int c = column + dc;
                if (c >= 0 && c < size && cells[colourAt + r * size + c] == opponent) {
                    bad++;
                }
            }
        }
        return edge ? bad == 0 : bad <= 1;
    }

    /**
     * The key of the stones after a player's stone on an empty point and the captures it makes, without placing it;
     * {@link #suicide()} then says whether the stone would be left without a liberty. Constant time, save for walking
     * the chains it would capture.
     */
    long keyAfter(int point, int player) {
        int colour = player + 1;
        boolean liberty = false;
        long after = key ^ keys.square(player, point);
        int captured0 = -1;
        int captured1 = -1;
        int captured2 = -1;
        for (int k = 4 * point; k < 4 * point + 4; k++) {
            int next = neighbours[k];
            if (next < 0) {
                continue;
            }
            int c = cells[colourAt + next];
            if (c == EMPTY) {
                liberty = true;
                continue;
            }
            int head = cells[headAt + next];
            boolean atari = inAtari(head);
            if (c == colour) {
                liberty |= !atari;
            } else if (atari) {
                liberty = true;
                if (head != captured0 && head != captured1 && head != captured2) {
                    if (captured0 < 0) {
                        captured0 = head;
                    } else if (captured1 < 0) {
                        captured1 = head;
                    } else {
                        captured2 = head;
                    }
                    after ^= chainKey(head);
                }
            }
        }
        suicide = !liberty;
        return after;
    }

    /** Whether the placement the last {@link #keyAfter} looked at leaves its stone without a liberty. */
    boolean suicide() {
        return suicide;
    }

    private long chainKey(int head) {
        int player = cells[colourAt + head] - 1;
        long chain = 0;
        int stone = head;
        do {
            chain ^= keys.square(player, stone);
            stone = cells[nextAt + stone];
        } while (stone != head);
        return chain;
    }

    /**
     * Puts a player's stone on an empty point: the point's own chain, merged with friendly neighbours, opposing
     * chains left without liberties removed (when {@code captures}: a parsed position's stones are set up without),
     * the ko point noted ({@link #koMade()}). Returns the stones captured.
     */
    int place(int point, int player, boolean captures) {
        int colour = player + 1;
        int opponent = 2 - player;
        set(colourAt + point, colour);
        key ^= keys.square(player, point);
        removeEmpty(point);
        int count = 0;
        int sum = 0;
        int squares = 0;
        for (int k = 4 * point; k < 4 * point + 4; k++) {
            int next = neighbours[k];
            if (next < 0) {
                continue;
            }
            if (cells[colourAt + next] == EMPTY) {
                count++;
                sum += next;
                squares += next * next;
            } else {
                int head = cells[headAt + next];
                set(libertiesAt + head, cells[libertiesAt + head] - 1);
                set(sumAt + head, cells[sumAt + head] - point);
                set(squaresAt + head, cells[squaresAt + head] - point * point);
            }
        }
        set(headAt + point, point);
        set(nextAt + point, point);
        set(libertiesAt + point, count);
        set(sumAt + point, sum);
        set(squaresAt + point, squares);
        set(stonesAt + point, 1);
        int captured = 0;
        int capturedPoint = -1;
        for (int k = 4 * point; k < 4 * point + 4; k++) {
            int next = neighbours[k];
            if (next < 0) {
                continue;
            }
            int c = cells[colourAt + next];
            if (c == colour) {
                int mine = cells[headAt + point];
                int theirs = cells[headAt + next];
                if (mine != theirs) {
                    merge(mine, theirs);
                }
            } else if (captures && c == opponent && cells[libertiesAt + cells[headAt + next]] == 0) {
                captured += capture(cells[headAt + next], colour);
                capturedPoint = next;
            }
        }
        koMade = -1;
        int head = cells[headAt + point];
        if (captured == 1 && cells[stonesAt + head] == 1 && cells[libertiesAt + head] == 1) {
            koMade = capturedPoint;
        }
        return captured;
    }

    /** Joins two chains: the smaller one's stones take the larger one's head. */
    private void merge(int a, int b) {
        if (cells[stonesAt + a] < cells[stonesAt + b]) {
            int t = a;
            a = b;
            b = t;
        }
        int stone = b;
        do {
            set(headAt + stone, a);
            stone = cells[nextAt + stone];
        } while (stone != b);
        int nextA = cells[nextAt + a];
        set(nextAt + a, cells[nextAt + b]);
        set(nextAt + b, nextA);
        set(libertiesAt + a, cells[libertiesAt + a] + cells[libertiesAt + b]);
        set(sumAt + a, cells[sumAt + a] + cells[sumAt + b]);
        set(squaresAt + a, cells[squaresAt + a] + cells[squaresAt + b]);
        set(stonesAt + a, cells[stonesAt + a] + cells[stonesAt + b]);
    }

    /** Removes a chain; each removed stone becomes a liberty of the capturer's chains beside it. */
    private int capture(int head, int capturer) {
        int player = 2 - capturer;
        int removed = 0;
        int stone = head;
        do {
            set(colourAt + stone, EMPTY);
            key ^= keys.square(player, stone);
            addEmpty(stone);
            removed++;
            for (int k = 4 * stone; k < 4 * stone + 4; k++) {
                int next = neighbours[k];
                if (next >= 0 && cells[colourAt + next] == capturer) {
                    int h = cells[headAt + next];
                    set(libertiesAt + h, cells[libertiesAt + h] + 1);
                    set(sumAt + h, cells[sumAt + h] + stone);
                    set(squaresAt + h, cells[squaresAt + h] + stone * stone);
                }
            }
            stone = cells[nextAt + stone];
        } while (stone != head);
        return removed;
    }

    private void removeEmpty(int point) {
        int last = cells[emptyCountAt] - 1;
        int index = cells[emptyIndexAt + point];
        int moved = cells[emptyAt + last];
        set(emptyAt + index, moved);
        set(emptyIndexAt + moved, index);
        set(emptyCountAt, last);
    }

    private void addEmpty(int point) {
        int count = cells[emptyCountAt];
        set(emptyAt + count, point);
        set(emptyIndexAt + point, count);
        set(emptyCountAt, count + 1);
    }

    private void set(int index, int value) {
        if (journalTop == journalIndex.length) {
            journalIndex = Arrays.copyOf(journalIndex, Math.max(64, 2 * journalTop));
            journalOld = Arrays.copyOf(journalOld, Math.max(64, 2 * journalTop));
        }
        journalIndex[journalTop] = index;
        journalOld[journalTop++] = cells[index];
        cells[index] = value;
    }

    /**
     * Checks every invariant the incremental structures keep against a recount from the stones alone: chains are the
     * connected groups, each stone's head is its chain's, the circular lists hold exactly the chain, the liberty
     * count, sum and sum of squares match the neighbours, the empty list matches the empty points, and the key
     * matches the stones.
     *
     * @return {@code null} when consistent, else what is wrong, in one line
     */
    String inconsistency() {
        int[] component = new int[points];
        Arrays.fill(component, -1);
        int[] stack = new int[points];
        long recount = 0;
        for (int point = 0; point < points; point++) {
            int colour = colour(point);
            if (colour == EMPTY) {
                continue;
            }
            recount ^= keys.square(colour - 1, point);
            if (component[point] >= 0) {
                continue;
            }
            int top = 0;
            stack[top++] = point;
            component[point] = point;
            int stones = 0;
            int liberties = 0;
            long sum = 0;
            long squares = 0;
            int head = head(point);
            while (top > 0) {
                int at = stack[--top];
                stones++;
                if (head(at) != head) {
                    return "stone " + at + " has head " + head(at) + ", its chain's is " + head;
                }
                for (int k = 4 * at; k < 4 * at + 4; k++) {
                    int next = neighbours[k];
                    if (next < 0) {
                        continue;
                    }
                    if (colour(next) == EMPTY) {
                        liberties++;
                        sum += next;
                        squares += (long) next * next;
                    } else if (colour(next) == colour && component[next] < 0) {
                        component[next] = point;
                        stack[top++] = next;
                    }
                }
            }
            if (cells[stonesAt + head] != stones || cells[libertiesAt + head] != liberties
                    || cells[sumAt + head] != sum || cells[squaresAt + head] != squares) {
                return "chain " + head + " keeps stones, pseudo-liberties, their sum and sum of squares "
                        + cells[stonesAt + head] + ", " + cells[libertiesAt + head] + ", " + cells[sumAt + head] + ", "
                        + cells[squaresAt + head] + "; counted " + stones + ", " + liberties + ", " + sum + ", "
                        + squares;
            }
            int listed = 0;
            int stone = head;
            do {
                if (colour(stone) != colour || component[stone] != point) {
                    return "chain " + head + "'s list reaches " + stone + ", outside the chain";
                }
                listed++;
                stone = cells[nextAt + stone];
            } while (stone != head && listed <= points);
            if (listed != stones) {
                return "chain " + head + "'s list holds " + listed + " stones of " + stones;
            }
        }
        int empties = emptyCount();
        int counted = 0;
        for (int point = 0; point < points; point++) {
            if (colour(point) == EMPTY) {
                counted++;
                int index = cells[emptyIndexAt + point];
                if (index >= empties || empty(index) != point) {
                    return "empty point " + point + " is not at its index " + index + " of the empty list";
                }
            }
        }
        if (counted != empties) {
            return "the empty list holds " + empties + " points; " + counted + " are empty";
        }
        return recount == key ? null : "the key does not match the stones";
    }
}
