package dev.ply.games.go;

import dev.ply.core.GameState;
import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import dev.ply.core.capability.BoardView;
import dev.ply.core.capability.MovePriors;
import dev.ply.core.capability.NetworkEncoding;
import dev.ply.core.capability.PassMove;
import dev.ply.core.capability.PlayoutMoves;
import dev.ply.core.capability.PointScore;
import dev.ply.core.util.BoardKeys;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A Go position with make/unmake, its superko history and an incremental Zobrist key.
 *
 * <p><b>Key.</b> {@link #hash()} covers the stones, the player to move, the simple-ko point and a pending pass (the
 * next pass ends the game). The capture counts, which area scoring ignores, are not in it, and neither is the
 * superko history: two positions with the same key may differ in the rare moves superko forbids (as a chess
 * engine's key leaves out the repetition history). Legality always checks the history itself.
 *
 * <p><b>Superko.</b> Every board (with the player to move, under situational superko) since the state was created
 * or parsed is in an open-addressing set of keys; a move is refused when the board it would make is in it. A parsed
 * position's history is its own board: a longer cycle from before is not known.
 *
 * <p><b>Chains.</b> Stones are kept in chains (circular lists with a representative), each with its pseudo-liberty
 * count (an empty point counted once per adjacent stone) and the sum and sum of squares of those liberties, so that
 * "in atari" (all pseudo-liberties are one point) and the legality of a move are found in constant time.
 *
 * <p><b>Undo.</b> Every write to the chain arrays is journaled (index and old value); undo pops the journal to the
 * ply's mark. Nothing is allocated by moves, play or undo unless a game outgrows the preallocated journal.
 */
public final class GoState implements GameState, PassMove, PlayoutMoves, PointScore, BoardView, MovePriors,
        NetworkEncoding {

    static final int EMPTY = 0;
    static final int BLACK = 1;
    static final int WHITE = 2;

    private static final int ALLOWED = 0;
    private static final int SUICIDE = 1;
    private static final int SUPERKO = 2;
    /** Stands for a zero key in the superko set, whose empty slots are 0. */
    private static final long ZERO_KEY = 0x9E37_79B9_7F4A_7C15L;
    private static final Token BLACK_STONE = new Token("●", 0, "black stone");
    private static final Token WHITE_STONE = new Token("●", 1, "white stone");

    private final GoGame game;
    private final int size;
    private final int points;
    private final int pass;
    private final int[] neighbours;
    private final BoardKeys keys;
    private final boolean situational;

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

    private int toMove;
    private int ko = -1;
    private int passes;
    private final int[] captures = new int[2];
    private long boardHash;
    private int plies;

    /** Board keys: index i is the board after i plies of this state. */
    private long[] history;
    private int[] undoMove;
    private int[] undoKo;
    private int[] undoPasses;
    private int[] undoCaptured;
    private int[] undoJournal;
    private boolean[] undoInserted;

    /** Open-addressing set of the superko keys seen; a power of two, at most half full. */
    private long[] seen;
    private int seenCount;

    private final int[] stack;
    private final int[] mark;
    private int stamp;

    /** What {@link #movePrior} knows of the position it last looked at: its key, plies and each point's kind. */
    private long priorKey;
    private int priorPlies = -1;
    private final byte[] priorKind;
    private final int[] priorMoves;
    private final int[] priorShapes;
    /** Bouzy's influence values and the next pass's, for {@link #influenceScoreHalfPoints()}. */
    private final int[] influence;
    private final int[] influenceNext;
    private int priorLast = -2;
    private int priorMarked;

    GoState(GoGame game) {
        this.game = game;
        this.size = game.size();
        this.points = size * size;
        this.pass = points;
        this.neighbours = game.neighbours();
        this.keys = game.keys();
        this.situational = game.situationalSuperko();
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
        int capacity = game.maxPlies() + 1;
        this.journalIndex = new int[48 * capacity];
        this.journalOld = new int[48 * capacity];
        this.history = new long[capacity + 1];
        this.undoMove = new int[capacity];
        this.undoKo = new int[capacity];
        this.undoPasses = new int[capacity];
        this.undoCaptured = new int[capacity];
        this.undoJournal = new int[capacity];
        this.undoInserted = new boolean[capacity];
        this.seen = new long[Integer.highestOneBit(4 * capacity - 1) << 1];
        this.stack = new int[points];
        this.mark = new int[points];
        this.priorKind = new byte[points + 1];
        this.priorMoves = new int[points + 1];
        this.priorShapes = new int[points + 1];
        this.influence = new int[points];
        this.influenceNext = new int[points];
        for (int point = 0; point < points; point++) {
            cells[emptyAt + point] = point;
            cells[emptyIndexAt + point] = point;
        }
        cells[emptyCountAt] = points;
        insertSeen(superkoKey(0, 0));
    }

    /** Sets the position up from parsed fields; the caller has checked them. */
    void setUp(int[] stones, int side, int koPoint, int passCount, int blackCaptures, int whiteCaptures) {
        toMove = 0;
        for (int point = 0; point < points; point++) {
            if (stones[point] != EMPTY) {
                toMove = stones[point] - 1;
                placeStone(point, false);
            }
        }
        journalTop = 0;
        Arrays.fill(seen, 0);
        seenCount = 0;
        toMove = side;
        ko = koPoint;
        passes = passCount;
        captures[0] = blackCaptures;
        captures[1] = whiteCaptures;
        plies = 0;
        history[0] = boardHash;
        insertSeen(superkoKey(boardHash, side));
    }

    @Override
    public GoGame game() {
        return game;
    }

    @Override
    public int toMove() {
        return toMove;
    }

    /**
     * The simple-ko point: where the player to move may not play at once (it would retake the ko).
     *
     * @return a point, or -1
     */
    public int koPoint() {
        return ko;
    }

    /**
     * Passes in a row just before this position: 0, 1, or 2 when the game is over.
     *
     * @return the count
     */
    public int consecutivePasses() {
        return passes;
    }

    /**
     * Stones a player has captured.
     *
     * @param player 0 (Black) or 1 (White)
     * @return the count
     */
    public int captures(int player) {
        return captures[player];
    }

    /**
     * The stone on a point.
     *
     * @param point {@code row * size + column}
     * @return -1 for an empty point, else the player (0 Black, 1 White) whose stone it is
     */
    public int stone(int point) {
        return cells[colourAt + point] - 1;
    }

    /** The colour on a point: {@link #EMPTY}, {@link #BLACK} or {@link #WHITE}. */
    int colour(int point) {
        return cells[colourAt + point];
    }

    @Override
    public int passMove() {
        return isTerminal() ? NO_MOVE : pass;
    }

    @Override
    public int legalMoves(int[] moves) {
        if (passes >= 2) {
            return 0;
        }
        int count = 0;
        int empties = cells[emptyCountAt];
        for (int i = 0; i < empties; i++) {
            int point = cells[emptyAt + i];
            if (point != ko && check(point) == ALLOWED) {
                moves[count++] = point;
            }
        }
        // The empty list is in no order; the SPI's moves are, so that searches and tests see the same list.
        Arrays.sort(moves, 0, count);
        moves[count++] = pass;
        return count;
    }

    /**
     * The play-out policy of the first Monte Carlo Go programs: every legal move except filling one's own eye, and
     * the pass only when nothing else is left, so that random play-outs end with living groups on the board.
     */
    @Override
    public int playoutMoves(int[] moves) {
        if (passes >= 2) {
            return 0;
        }
        int colour = toMove + 1;
        int count = 0;
        int empties = cells[emptyCountAt];
        for (int i = 0; i < empties; i++) {
            int point = cells[emptyAt + i];
            if (point != ko && !isEye(point, colour) && check(point) == ALLOWED) {
                moves[count++] = point;
            }
        }
        if (count == 0) {
            moves[count++] = pass;
        }
        return count;
    }

    /**
     * Draws uniformly from {@link #playoutMoves(int[])} without listing them: empty points are tried in random order
     * (a partial shuffle in the buffer) until one is allowed, so that a move costs a few checks, not one per point.
     */
    @Override
    public int randomPlayoutMove(RandomGenerator random, int[] buffer) {
        if (passes >= 2) {
            return NO_MOVE;
        }
        int colour = toMove + 1;
        int left = cells[emptyCountAt];
        System.arraycopy(cells, emptyAt, buffer, 0, left);
        while (left > 0) {
            int i = random.nextInt(left);
            int point = buffer[i];
            if (point != ko && !isEye(point, colour) && check(point) == ALLOWED) {
                return point;
            }
            buffer[i] = buffer[--left];
        }
        return pass;
    }

    /**
     * MoGo's play-out rules before a random move, each looking at the last move: first, take a chain in atari that
     * touches it (its own chain, above all), or save a chain of the mover's that it put in atari by extending at the
     * one liberty, when that leaves the chain more than one; else play one of its eight neighbours that completes a
     * 3x3 shape ({@link GoPatterns}: hane, cuts, edge moves) without putting the new stone's chain in atari; one of
     * those drawn at random, else {@link #randomPlayoutMove}. Always one of {@link #playoutMoves(int[])}.
     */
    @Override
    public int policyPlayoutMove(RandomGenerator random, int[] buffer) {
        if (passes >= 2) {
            return NO_MOVE;
        }
        int count = urgentMoves(buffer);
        if (count == 0) {
            count = patternMoves(buffer);
        }
        if (count > 0) {
            return buffer[random.nextInt(count)];
        }
        return randomPlayoutMove(random, buffer);
    }

    private static final byte URGENT = 1;
    private static final byte SHAPE = 2;

    /**
     * Prior knowledge in the manner of MoGo and Fuego: a capture or an atari escape answering the last move 0.9, a
     * 3x3 shape next to it 0.75 (the moves {@link #policyPlayoutMove} prefers), filling one's own eye 0.05, a move
     * on the first line with no stone within two points 0.3, the pass 0.1 while the opponent has not passed, and
     * 0.5 for any other move.
     */
    @Override
    public double movePrior(int move) {
        if (move == pass) {
            return passes > 0 ? 0.5 : 0.1;
        }
        refreshPriors();
        if (priorKind[move] == URGENT) {
            return 0.9;
        }
        if (priorKind[move] == SHAPE) {
            return 0.75;
        }
        if (isEye(move, toMove + 1)) {
            return 0.05;
        }
        int row = move / size;
        int column = move % size;
        if ((row == 0 || row == size - 1 || column == 0 || column == size - 1) && !stoneNear(row, column)) {
            return 0.3;
        }
        return 0.5;
    }

    /** Marks the urgent and shape moves of this position, unless they are marked already. */
    private void refreshPriors() {
        long key = hash();
        int last = plies == 0 ? -1 : undoMove[plies - 1];
        if (priorPlies == plies && priorKey == key && priorLast == last) {
            return;
        }
        for (int i = 0; i < priorMarked; i++) {
            priorKind[priorMoves[i]] = 0;
        }
        int urgent = urgentMoves(priorMoves);
        for (int i = 0; i < urgent; i++) {
            priorKind[priorMoves[i]] = URGENT;
        }
        int shapes = patternMoves(priorShapes);
        int marked = urgent;
        for (int i = 0; i < shapes; i++) {
            if (priorKind[priorShapes[i]] == 0) {
                priorKind[priorShapes[i]] = SHAPE;
                priorMoves[marked++] = priorShapes[i];
            }
        }
        priorMarked = marked;
        priorPlies = plies;
        priorKey = key;
        priorLast = last;
    }

    private boolean stoneNear(int row, int column) {
        for (int dr = -2; dr <= 2; dr++) {
            int r = row + dr;
            if (r < 0 || r >= size) {
                continue;
            }
            int reach = 2 - Math.abs(dr);
            for (int dc = -reach; dc <= reach; dc++) {
                int c = column + dc;
                if (c >= 0 && c < size && cells[colourAt + r * size + c] != EMPTY) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The empty neighbours of the last move (all eight) that complete a 3x3 shape and are safe to play. */
    int patternMoves(int[] buffer) {
        if (plies == 0) {
            return 0;
        }
        int last = undoMove[plies - 1];
        if (last == pass) {
            return 0;
        }
        int mover = toMove + 1;
        int row = last / size;
        int column = last % size;
        int count = 0;
        for (int dr = -1; dr <= 1; dr++) {
            int r = row + dr;
            if (r < 0 || r >= size) {
                continue;
            }
            for (int dc = -1; dc <= 1; dc++) {
                int c = column + dc;
                if (c < 0 || c >= size || dr == 0 && dc == 0) {
                    continue;
                }
                int point = r * size + c;
                if (cells[colourAt + point] == EMPTY && point != ko
                        && GoPatterns.matches(GoPatterns.code(cells, colourAt, size, point))
                        && !isEye(point, mover) && check(point) == ALLOWED && escapes(point)) {
                    buffer[count++] = point;
                }
            }
        }
        return count;
    }

    /** The urgent moves after the last move (see {@link #policyPlayoutMove}), written to the buffer; how many. */
    int urgentMoves(int[] buffer) {
        if (plies == 0) {
            return 0;
        }
        int last = undoMove[plies - 1];
        if (last == pass || cells[colourAt + last] == EMPTY) {
            return 0;
        }
        int mover = toMove + 1;
        int count = 0;
        // The last stone's chain, and the opposing chains beside it, in atari: capture.
        count = addCapture(cells[headAt + last], buffer, count);
        for (int k = 4 * last; k < 4 * last + 4; k++) {
            int next = neighbours[k];
            if (next < 0) {
                continue;
            }
            int colour = cells[colourAt + next];
            int head = cells[headAt + next];
            if (colour == 3 - mover) {
                count = addCapture(head, buffer, count);
            } else if (colour == mover && inAtari(head)) {
                int liberty = onlyLiberty(head);
                if (liberty != ko && !contains(buffer, count, liberty) && !isEye(liberty, mover)
                        && check(liberty) == ALLOWED && escapes(liberty)) {
                    buffer[count++] = liberty;
                }
            }
        }
        return count;
    }

    private int addCapture(int head, int[] buffer, int count) {
        if (!inAtari(head)) {
            return count;
        }
        int liberty = onlyLiberty(head);
        if (liberty == ko || contains(buffer, count, liberty) || check(liberty) != ALLOWED) {
            return count;
        }
        buffer[count] = liberty;
        return count + 1;
    }

    /** The one liberty of a chain in atari: every pseudo-liberty is the same point, their mean. */
    private int onlyLiberty(int head) {
        return cells[sumAt + head] / cells[libertiesAt + head];
    }

    /** Whether the mover's stone on a point leaves its chain with more than one liberty. Plays it and takes it back. */
    private boolean escapes(int point) {
        play(point);
        boolean free = !inAtari(cells[headAt + point]);
        undo();
        return free;
    }

    private static boolean contains(int[] buffer, int count, int move) {
        for (int i = 0; i < count; i++) {
            if (buffer[i] == move) {
                return true;
            }
        }
        return false;
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

    /** Whether the chain with this head has exactly one distinct liberty (all its pseudo-liberties are one point). */
    private boolean inAtari(int head) {
        int count = cells[libertiesAt + head];
        int sum = cells[sumAt + head];
        return count > 0 && (long) count * cells[squaresAt + head] == (long) sum * sum;
    }

    /**
     * Whether the player to move may put a stone on an empty point other than the ko point: {@link #ALLOWED}, or
     * {@link #SUICIDE}, or {@link #SUPERKO} when the board it would make was seen before. Constant time, save for
     * walking the chains it would capture.
     */
    private int check(int point) {
        int colour = toMove + 1;
        boolean liberty = false;
        long after = boardHash ^ keys.square(toMove, point);
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
        if (!liberty) {
            return SUICIDE;
        }
        return containsSeen(superkoKey(after, toMove ^ 1)) ? SUPERKO : ALLOWED;
    }

    private long chainKey(int head) {
        int player = cells[colourAt + head] - 1;
        long key = 0;
        int stone = head;
        do {
            key ^= keys.square(player, stone);
            stone = cells[nextAt + stone];
        } while (stone != head);
        return key;
    }

    @Override
    public void play(int move) {
        push(move);
        if (move == pass) {
            passes++;
            ko = -1;
            toMove ^= 1;
            history[plies] = boardHash;
            undoInserted[plies - 1] = situational && insertSeen(superkoKey(boardHash, toMove));
            return;
        }
        int captured = placeStone(move, true);
        captures[toMove] += captured;
        undoCaptured[plies - 1] = captured;
        passes = 0;
        toMove ^= 1;
        history[plies] = boardHash;
        undoInserted[plies - 1] = insertSeen(superkoKey(boardHash, toMove));
    }

    /**
     * Puts the mover's stone on an empty point: the point's own chain, merged with friendly neighbours, opposing
     * chains left without liberties removed (when {@code captures}: a parsed position's stones are set up without),
     * the ko point set. Returns the stones captured.
     */
    private int placeStone(int point, boolean captures) {
        int colour = toMove + 1;
        int opponent = 2 - toMove;
        set(colourAt + point, colour);
        boardHash ^= keys.square(toMove, point);
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
        ko = -1;
        int head = cells[headAt + point];
        if (captured == 1 && cells[stonesAt + head] == 1 && cells[libertiesAt + head] == 1) {
            ko = capturedPoint;
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
            boardHash ^= keys.square(player, stone);
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
            journalIndex = Arrays.copyOf(journalIndex, 2 * journalTop);
            journalOld = Arrays.copyOf(journalOld, 2 * journalTop);
        }
        journalIndex[journalTop] = index;
        journalOld[journalTop++] = cells[index];
        cells[index] = value;
    }

    private void push(int move) {
        if (plies + 1 >= history.length) {
            grow();
        }
        undoMove[plies] = move;
        undoKo[plies] = ko;
        undoPasses[plies] = passes;
        undoCaptured[plies] = 0;
        undoJournal[plies] = journalTop;
        plies++;
    }

    /** Past {@link GoGame#maxPlies()}: games that long are allowed, only slower to start. */
    private void grow() {
        int capacity = history.length * 2;
        history = Arrays.copyOf(history, capacity + 1);
        undoMove = Arrays.copyOf(undoMove, capacity);
        undoKo = Arrays.copyOf(undoKo, capacity);
        undoPasses = Arrays.copyOf(undoPasses, capacity);
        undoCaptured = Arrays.copyOf(undoCaptured, capacity);
        undoJournal = Arrays.copyOf(undoJournal, capacity);
        undoInserted = Arrays.copyOf(undoInserted, capacity);
    }

    @Override
    public void undo() {
        if (plies == 0) {
            throw new IllegalStateException("no move to undo");
        }
        plies--;
        if (undoInserted[plies]) {
            removeSeen(superkoKey(history[plies + 1], toMove));
        }
        toMove ^= 1;
        int mark = undoJournal[plies];
        for (int i = journalTop - 1; i >= mark; i--) {
            cells[journalIndex[i]] = journalOld[i];
        }
        journalTop = mark;
        captures[toMove] -= undoCaptured[plies];
        boardHash = history[plies];
        ko = undoKo[plies];
        passes = undoPasses[plies];
    }

    private long superkoKey(long board, int side) {
        long key = situational && side == 1 ? board ^ keys.secondToMove() : board;
        return key == 0 ? ZERO_KEY : key;
    }

    private boolean containsSeen(long key) {
        int mask = seen.length - 1;
        for (int i = (int) (key ^ (key >>> 32)) & mask; ; i = (i + 1) & mask) {
            long slot = seen[i];
            if (slot == key) {
                return true;
            }
            if (slot == 0) {
                return false;
            }
        }
    }

    /** Adds a key unless it is there; true when it was added. */
    private boolean insertSeen(long key) {
        if (2 * (seenCount + 1) > seen.length) {
            rehash(2 * seen.length);
        }
        int mask = seen.length - 1;
        int i = (int) (key ^ (key >>> 32)) & mask;
        while (seen[i] != 0) {
            if (seen[i] == key) {
                return false;
            }
            i = (i + 1) & mask;
        }
        seen[i] = key;
        seenCount++;
        return true;
    }

    /**
     * Removes the key added last. Since keys leave in the reverse order they came (undo), every key added after it
     * is gone, and emptying its slot restores the table as it was before it came.
     */
    private void removeSeen(long key) {
        int mask = seen.length - 1;
        int i = (int) (key ^ (key >>> 32)) & mask;
        while (seen[i] != key) {
            i = (i + 1) & mask;
        }
        seen[i] = 0;
        seenCount--;
    }

    private void rehash(int capacity) {
        long[] old = seen;
        seen = new long[capacity];
        int mask = capacity - 1;
        for (long key : old) {
            if (key != 0) {
                int i = (int) (key ^ (key >>> 32)) & mask;
                while (seen[i] != 0) {
                    i = (i + 1) & mask;
                }
                seen[i] = key;
            }
        }
    }

    /** The vertex of a group without liberties, or {@code null}: a parsed position must have none. */
    String groupWithoutLiberties() {
        for (int point = 0; point < points; point++) {
            if (cells[colourAt + point] != EMPTY && cells[libertiesAt + cells[headAt + point]] == 0) {
                return GoNotation.vertex(point, size);
            }
        }
        return null;
    }

    private int nextStamp() {
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(mark, 0);
            stamp = 1;
        }
        return stamp;
    }

    @Override
    public long hash() {
        long hash = boardHash ^ game.variantKey();
        if (toMove == 1) {
            hash ^= keys.secondToMove();
        }
        if (ko >= 0) {
            hash ^= keys.square(2, ko);
        }
        if (passes > 0) {
            hash ^= keys.square(3, passes);
        }
        return hash;
    }

    /**
     * The key of the stones alone, which positional superko compares.
     *
     * @return the board's key
     */
    public long boardHash() {
        return boardHash;
    }

    @Override
    public boolean isTerminal() {
        return passes >= 2;
    }

    @Override
    public int outcome(int player) {
        if (!isTerminal()) {
            throw new IllegalStateException("the game is not over");
        }
        int black = Integer.signum(scoreHalfPoints());
        return player == 0 ? black : -black;
    }

    /**
     * Black's area minus White's area minus the komi, in half points (Tromp-Taylor: stones, plus empty regions that
     * reach only one colour).
     *
     * @return twice the score from Black's view; positive when Black is ahead
     */
    public int scoreHalfPoints() {
        return 2 * areaDifference() - game.komiHalfPoints();
    }

    /**
     * An estimate of the score before the game is played out: stones plus the territory Bouzy's 5/21 algorithm
     * (Zobrist's influence model as mathematical morphology: five dilations, then twenty-one erosions, from 128 on each
     * stone) gives each colour, minus the komi, in half points from Black's view. Stones count as alive wherever they
     * stand, so it agrees with {@link #scoreHalfPoints()} on a finished board whose every empty point is surrounded by
     * one colour. Allocates nothing.
     *
     * @return twice the estimated score from Black's view; positive when Black is ahead
     */
    public int influenceScoreHalfPoints() {
        int[] value = influence;
        for (int point = 0; point < points; point++) {
            int colour = cells[colourAt + point];
            value[point] = colour == BLACK ? 128 : colour == WHITE ? -128 : 0;
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
        return 2 * difference - game.komiHalfPoints();
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

    /** Black's area minus White's minus the komi: {@link #scoreHalfPoints()} in points. */
    @Override
    public double pointScore() {
        return scoreHalfPoints() / 2.0;
    }

    /**
     * Each player's area: stones plus empty points whose region reaches only that player's stones.
     *
     * @return {Black's, White's}
     */
    public int[] area() {
        int[] area = new int[3];
        int current = nextStamp();
        for (int point = 0; point < points; point++) {
            int colour = cells[colourAt + point];
            if (colour != EMPTY) {
                area[colour]++;
            } else if (mark[point] != current) {
                int region = fillRegion(point, current);
                area[regionOwner] += region;
            }
        }
        return new int[] {area[BLACK], area[WHITE]};
    }

    /** Black's area minus White's, with one flood fill per empty region. */
    private int areaDifference() {
        int difference = 0;
        int current = nextStamp();
        for (int point = 0; point < points; point++) {
            int colour = cells[colourAt + point];
            if (colour == BLACK) {
                difference++;
            } else if (colour == WHITE) {
                difference--;
            } else if (mark[point] != current) {
                int region = fillRegion(point, current);
                difference += regionOwner == BLACK ? region : regionOwner == WHITE ? -region : 0;
            }
        }
        return difference;
    }

    /** The owner of the region {@link #fillRegion} filled last: a colour, or {@link #EMPTY} for nobody's. */
    private int regionOwner;

    /**
     * Marks the empty region of a point with the stamp, notes in {@link #regionOwner} the one colour it reaches
     * (or {@link #EMPTY}), and returns its size.
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
                int c = cells[colourAt + next];
                if (c == EMPTY) {
                    if (mark[next] != current) {
                        mark[next] = current;
                        stack[top++] = next;
                    }
                } else {
                    reaches |= c;
                }
            }
        }
        regionOwner = reaches == BLACK || reaches == WHITE ? reaches : EMPTY;
        return region;
    }

    @Override
    public int plies() {
        return plies;
    }

    @Override
    public GoState copy() {
        GoState copy = new GoState(game);
        System.arraycopy(cells, 0, copy.cells, 0, cells.length);
        copy.journalIndex = Arrays.copyOf(journalIndex, journalIndex.length);
        copy.journalOld = Arrays.copyOf(journalOld, journalOld.length);
        copy.journalTop = journalTop;
        copy.toMove = toMove;
        copy.ko = ko;
        copy.passes = passes;
        copy.captures[0] = captures[0];
        copy.captures[1] = captures[1];
        copy.boardHash = boardHash;
        copy.plies = plies;
        copy.history = Arrays.copyOf(history, history.length);
        copy.undoMove = Arrays.copyOf(undoMove, undoMove.length);
        copy.undoKo = Arrays.copyOf(undoKo, undoMove.length);
        copy.undoPasses = Arrays.copyOf(undoPasses, undoMove.length);
        copy.undoCaptured = Arrays.copyOf(undoCaptured, undoMove.length);
        copy.undoJournal = Arrays.copyOf(undoJournal, undoMove.length);
        copy.undoInserted = Arrays.copyOf(undoInserted, undoMove.length);
        copy.seen = Arrays.copyOf(seen, seen.length);
        copy.seenCount = seenCount;
        return copy;
    }

    @Override
    public String notation() {
        return GoNotation.write(this);
    }

    @Override
    public String moveToString(int move) {
        return move == pass ? PassMove.NOTATION : GoNotation.vertex(move, size);
    }

    @Override
    public int parseMove(String text) {
        if (text == null || text.isBlank()) {
            throw new NotationException("empty move: expected a vertex such as D4, or pass");
        }
        if (PassMove.isPassNotation(text)) {
            if (isTerminal()) {
                throw new IllegalMoveException("the game is over: no move, not even a pass");
            }
            return pass;
        }
        int point = GoNotation.parseVertex(text.strip(), size);
        String name = GoNotation.vertex(point, size);
        if (isTerminal()) {
            throw new IllegalMoveException("the game is over: " + name + " cannot be played");
        }
        if (cells[colourAt + point] != EMPTY) {
            throw new IllegalMoveException(name + " is occupied");
        }
        if (point == ko) {
            throw new IllegalMoveException(name + " retakes the ko at once");
        }
        int verdict = check(point);
        if (verdict == SUICIDE) {
            throw new IllegalMoveException(name + " is suicide: it leaves its own group without liberties");
        }
        if (verdict == SUPERKO) {
            throw new IllegalMoveException(name + " recreates an earlier position ("
                    + (situational ? "situational" : "positional") + " superko)");
        }
        return point;
    }

    @Override
    public String toString() {
        return GoNotation.diagram(this);
    }

    /** The board as drawn: {@code size} rows from the top (the highest row number), a stone a token. */
    @Override
    public int rows() {
        return size;
    }

    @Override
    public int columns() {
        return size;
    }

    /** Stones stand on the intersections. */
    @Override
    public boolean intersections() {
        return true;
    }

    @Override
    public List<Token> pieces() {
        List<Token> pieces = new ArrayList<>(points);
        for (int cell = 0; cell < points; cell++) {
            int colour = cells[colourAt + pointOfCell(cell)];
            pieces.add(colour == EMPTY ? null : colour == BLACK ? BLACK_STONE : WHITE_STONE);
        }
        return pieces;
    }

    @Override
    public String cellName(int cell) {
        return GoNotation.vertex(pointOfCell(cell), size);
    }

    /** The stones each side has captured; at the end, the area count and the result (Tromp-Taylor). */
    @Override
    public List<String> facts() {
        List<String> facts = new ArrayList<>(List.of("Black has captured " + captures(0), "White has captured "
                + captures(1)));
        if (isTerminal()) {
            int[] area = area();
            double score = pointScore();
            facts.add("Area: Black " + area[0] + ", White " + area[1] + " + komi " + game.komi() + ": "
                    + (score > 0 ? "Black wins by " + score : score < 0 ? "White wins by " + -score : "a draw"));
        }
        return facts;
    }

    /** Once the game is over, the colour an empty point's region reaches alone (its territory under area scoring). */
    @Override
    public int cellOwner(int cell) {
        int point = pointOfCell(cell);
        if (!isTerminal() || cells[colourAt + point] != EMPTY) {
            return -1;
        }
        fillRegion(point, nextStamp());
        return regionOwner == BLACK ? 0 : regionOwner == WHITE ? 1 : -1;
    }

    /** The stone's point; none for the pass, which interfaces offer as a button. */
    @Override
    public int[] clicks(int move) {
        return move == pass ? new int[0] : new int[] {pointOfCell(move)};
    }

    /** Cells count rows from the top, points from the bottom: the map is its own inverse. */
    private int pointOfCell(int cell) {
        return (size - 1 - cell / size) * size + cell % size;
    }

    int size() {
        return size;
    }

    // NetworkEncoding: the board as three planes and one action per point plus the pass (GoEncoding).

    @Override
    public String encodingName() {
        return GoEncoding.of(size).name(game.komi());
    }

    @Override
    public int inputPlanes() {
        return GoEncoding.PLANES;
    }

    @Override
    public int inputHeight() {
        return size;
    }

    @Override
    public int inputWidth() {
        return size;
    }

    @Override
    public int actionCount() {
        return points + 1;
    }

    @Override
    public void encode(float[] into, int offset) {
        GoEncoding.of(size).encode(this, toMove, ko, into, offset);
    }

    @Override
    public int actionIndex(int move) {
        return move;
    }

    @Override
    public int symmetryCount() {
        return 8;
    }

    @Override
    public int symmetricCell(int symmetry, int cell) {
        return GoEncoding.of(size).symmetricCell(symmetry, cell);
    }

    @Override
    public int symmetricAction(int symmetry, int action) {
        return GoEncoding.of(size).symmetricAction(symmetry, action);
    }
}
