package dev.ply.games.go;

import dev.ply.core.GameState;
import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import dev.ply.core.capability.PassMove;
import dev.ply.core.capability.PlayoutMoves;
import dev.ply.core.util.BoardKeys;
import java.util.Arrays;

/**
 * A Go position with make/unmake, its superko history and an incremental Zobrist key.
 *
 * <p>The key covers the stones, the player to move, the simple-ko point and a pending pass (the next pass ends the
 * game); the capture counts, which area scoring ignores, are not in it. Positional superko is checked against the
 * board keys of every position since the state was created or parsed; a parsed position's history is its board and
 * its ko point, which is all a position's notation holds (a longer cycle from before is not known).
 *
 * <p>Moves, play and undo allocate nothing: groups and liberties are found with a preallocated stack and a stamped
 * mark array, and captured stones go to a capture stack that grows only when a game captures more than it has room
 * for.
 */
public final class GoState implements GameState, PassMove, PlayoutMoves {

    static final int EMPTY = 0;
    static final int BLACK = 1;
    static final int WHITE = 2;

    private final GoGame game;
    private final int size;
    private final int points;
    private final int pass;
    private final int[] neighbours;
    private final BoardKeys keys;

    final int[] board;
    private int toMove;
    private int ko = -1;
    private int passes;
    private final int[] captures = new int[2];
    private long boardHash;
    private int plies;

    /** Board keys of the positions so far: index i is the board after i plies of this state. */
    private long[] history;
    private int[] undoMove;
    private int[] undoKo;
    private int[] undoPasses;
    private int[] undoCaptureStart;
    private int[] captureStack;
    private int captureTop;

    private final int[] stack;
    private final int[] mark;
    private int stamp;

    GoState(GoGame game) {
        this.game = game;
        this.size = game.size();
        this.points = size * size;
        this.pass = points;
        this.neighbours = game.neighbours();
        this.keys = game.keys();
        this.board = new int[points];
        int capacity = game.maxPlies() + 1;
        this.history = new long[capacity + 1];
        this.undoMove = new int[capacity];
        this.undoKo = new int[capacity];
        this.undoPasses = new int[capacity];
        this.undoCaptureStart = new int[capacity];
        this.captureStack = new int[4 * points];
        this.stack = new int[points];
        this.mark = new int[points];
    }

    /** Sets the position up from parsed fields; the caller has checked them. */
    void setUp(int[] stones, int side, int koPoint, int passCount, int blackCaptures, int whiteCaptures) {
        System.arraycopy(stones, 0, board, 0, points);
        boardHash = 0;
        for (int point = 0; point < points; point++) {
            if (board[point] != EMPTY) {
                boardHash ^= keys.square(board[point] - 1, point);
            }
        }
        toMove = side;
        ko = koPoint;
        passes = passCount;
        captures[0] = blackCaptures;
        captures[1] = whiteCaptures;
        plies = 0;
        history[0] = boardHash;
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
        return board[point] - 1;
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
        for (int point = 0; point < points; point++) {
            if (board[point] == EMPTY && point != ko && placementAllowed(point) == null) {
                moves[count++] = point;
            }
        }
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
        for (int point = 0; point < points; point++) {
            if (board[point] == EMPTY && point != ko && !isEye(point, colour) && placementAllowed(point) == null) {
                moves[count++] = point;
            }
        }
        if (count == 0) {
            moves[count++] = pass;
        }
        return count;
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
            } else if (board[next] != colour) {
                return false;
            }
        }
        int row = point / size;
        int column = point % size;
        int opponent = 3 - colour;
        int bad = 0;
        for (int dr = -1; dr <= 1; dr += 2) {
            for (int dc = -1; dc <= 1; dc += 2) {
                int r = row + dr;
                int c = column + dc;
                if (r >= 0 && r < size && c >= 0 && c < size && board[r * size + c] == opponent) {
                    bad++;
                }
            }
        }
        return edge ? bad == 0 : bad <= 1;
    }

    /**
     * Why a stone may not go on an empty point that is not the ko point, or {@code null} when it may: it would be
     * suicide, or it would recreate an earlier board (superko). Plays the stone and takes it back.
     */
    String placementAllowed(int point) {
        place(point);
        String reason = null;
        if (!hasLiberty(point)) {
            reason = "suicide";
        } else {
            for (int i = 0; i < plies; i++) {
                if (history[i] == boardHash) {
                    reason = "superko";
                    break;
                }
            }
        }
        undo();
        return reason;
    }

    @Override
    public void play(int move) {
        if (move == pass) {
            push(move);
            passes++;
            ko = -1;
            toMove ^= 1;
            history[plies] = boardHash;
            return;
        }
        place(move);
    }

    /** Puts the mover's stone on an empty point, captures what it kills and records the ko; no suicide check. */
    private void place(int point) {
        push(point);
        int colour = toMove + 1;
        int opponent = 2 - toMove;
        board[point] = colour;
        boardHash ^= keys.square(toMove, point);
        int captured = 0;
        int capturedPoint = -1;
        for (int k = 4 * point; k < 4 * point + 4; k++) {
            int next = neighbours[k];
            if (next >= 0 && board[next] == opponent && !hasLiberty(next)) {
                captured += removeGroup(next, opponent);
                capturedPoint = next;
            }
        }
        ko = -1;
        if (captured == 1 && isLoneStoneInAtari(point, colour)) {
            ko = capturedPoint;
        }
        captures[toMove] += captured;
        passes = 0;
        toMove ^= 1;
        history[plies] = boardHash;
    }

    private boolean isLoneStoneInAtari(int point, int colour) {
        int liberties = 0;
        for (int k = 4 * point; k < 4 * point + 4; k++) {
            int next = neighbours[k];
            if (next < 0) {
                continue;
            }
            if (board[next] == colour) {
                return false;
            }
            if (board[next] == EMPTY) {
                liberties++;
            }
        }
        return liberties == 1;
    }

    private void push(int move) {
        if (plies + 1 >= history.length) {
            grow();
        }
        undoMove[plies] = move;
        undoKo[plies] = ko;
        undoPasses[plies] = passes;
        undoCaptureStart[plies] = captureTop;
        plies++;
    }

    /** Past {@link GoGame#maxPlies()}: games that long are allowed, only slower to start. */
    private void grow() {
        int capacity = history.length * 2;
        history = Arrays.copyOf(history, capacity + 1);
        undoMove = Arrays.copyOf(undoMove, capacity);
        undoKo = Arrays.copyOf(undoKo, capacity);
        undoPasses = Arrays.copyOf(undoPasses, capacity);
        undoCaptureStart = Arrays.copyOf(undoCaptureStart, capacity);
    }

    @Override
    public void undo() {
        if (plies == 0) {
            throw new IllegalStateException("no move to undo");
        }
        plies--;
        int move = undoMove[plies];
        toMove ^= 1;
        if (move != pass) {
            int opponentIndex = 1 - toMove;
            int opponent = opponentIndex + 1;
            int start = undoCaptureStart[plies];
            for (int i = start; i < captureTop; i++) {
                int stone = captureStack[i];
                board[stone] = opponent;
                boardHash ^= keys.square(opponentIndex, stone);
            }
            captures[toMove] -= captureTop - start;
            captureTop = start;
            board[move] = EMPTY;
            boardHash ^= keys.square(toMove, move);
        }
        ko = undoKo[plies];
        passes = undoPasses[plies];
    }

    /** The vertex of a group without liberties, or {@code null}: a parsed position must have none. */
    String groupWithoutLiberties() {
        for (int point = 0; point < points; point++) {
            if (board[point] != EMPTY && !hasLiberty(point)) {
                return GoNotation.vertex(point, size);
            }
        }
        return null;
    }

    /** Whether the group on a point has a liberty (stops at the first one). */
    private boolean hasLiberty(int point) {
        int colour = board[point];
        int current = nextStamp();
        int top = 0;
        stack[top++] = point;
        mark[point] = current;
        while (top > 0) {
            int at = stack[--top];
            for (int k = 4 * at; k < 4 * at + 4; k++) {
                int next = neighbours[k];
                if (next < 0) {
                    continue;
                }
                if (board[next] == EMPTY) {
                    return true;
                }
                if (board[next] == colour && mark[next] != current) {
                    mark[next] = current;
                    stack[top++] = next;
                }
            }
        }
        return false;
    }

    /** Removes the group on a point, onto the capture stack; returns its size. */
    private int removeGroup(int point, int colour) {
        int removed = 0;
        int top = 0;
        stack[top++] = point;
        board[point] = EMPTY;
        while (top > 0) {
            int at = stack[--top];
            if (captureTop == captureStack.length) {
                captureStack = Arrays.copyOf(captureStack, captureStack.length * 2);
            }
            captureStack[captureTop++] = at;
            boardHash ^= keys.square(colour - 1, at);
            removed++;
            for (int k = 4 * at; k < 4 * at + 4; k++) {
                int next = neighbours[k];
                if (next >= 0 && board[next] == colour) {
                    board[next] = EMPTY;
                    stack[top++] = next;
                }
            }
        }
        return removed;
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
        int[] area = area();
        return 2 * (area[0] - area[1]) - game.komiHalfPoints();
    }

    /**
     * Each player's area: stones plus empty points whose region reaches only that player's stones.
     *
     * @return {Black's, White's}
     */
    public int[] area() {
        int black = 0;
        int white = 0;
        int current = nextStamp();
        for (int point = 0; point < points; point++) {
            if (board[point] == BLACK) {
                black++;
            } else if (board[point] == WHITE) {
                white++;
            } else if (mark[point] != current) {
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
                        if (board[next] == EMPTY) {
                            if (mark[next] != current) {
                                mark[next] = current;
                                stack[top++] = next;
                            }
                        } else {
                            reaches |= board[next];
                        }
                    }
                }
                if (reaches == BLACK) {
                    black += region;
                } else if (reaches == WHITE) {
                    white += region;
                }
            }
        }
        return new int[] {black, white};
    }

    @Override
    public int plies() {
        return plies;
    }

    @Override
    public GoState copy() {
        GoState copy = new GoState(game);
        System.arraycopy(board, 0, copy.board, 0, points);
        copy.toMove = toMove;
        copy.ko = ko;
        copy.passes = passes;
        copy.captures[0] = captures[0];
        copy.captures[1] = captures[1];
        copy.boardHash = boardHash;
        copy.plies = plies;
        copy.history = Arrays.copyOf(history, Math.max(history.length, copy.history.length));
        copy.undoMove = Arrays.copyOf(undoMove, Math.max(undoMove.length, copy.undoMove.length));
        copy.undoKo = Arrays.copyOf(undoKo, copy.undoMove.length);
        copy.undoPasses = Arrays.copyOf(undoPasses, copy.undoMove.length);
        copy.undoCaptureStart = Arrays.copyOf(undoCaptureStart, copy.undoMove.length);
        copy.captureStack = Arrays.copyOf(captureStack, captureStack.length);
        copy.captureTop = captureTop;
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
        if (board[point] != EMPTY) {
            throw new IllegalMoveException(name + " is occupied");
        }
        if (point == ko) {
            throw new IllegalMoveException(name + " retakes the ko at once");
        }
        String reason = placementAllowed(point);
        if (reason != null) {
            throw new IllegalMoveException(name + (reason.equals("suicide") ? " is suicide: it leaves its own group"
                    + " without liberties" : " recreates an earlier position (positional superko)"));
        }
        return point;
    }

    @Override
    public String toString() {
        return GoNotation.diagram(this);
    }

    int size() {
        return size;
    }
}
