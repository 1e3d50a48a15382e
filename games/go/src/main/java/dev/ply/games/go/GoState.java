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
 * A Go position with make/unmake: the stones ({@link GoBoard}: chains, liberties, the undo journal), the boards seen
 * for superko ({@link SuperkoHistory}), the rules that join them (ko, suicide, passes, captures), and, through
 * classes of their own, the count ({@link GoScoring}) and the play-out policy with its priors
 * ({@link GoPlayoutPolicy}), as KataGo separates its {@code Board} from its {@code BoardHistory}.
 *
 * <p><b>Key.</b> {@link #hash()} covers the stones, the player to move, the simple-ko point and a pending pass (the
 * next pass ends the game). The capture counts, which area scoring ignores, are not in it, and neither is the
 * superko history: two positions with the same key may differ in the rare moves superko forbids (as a chess
 * engine's key leaves out the repetition history). Legality always checks the history itself.
 *
 * <p><b>Superko.</b> Every board (with the player to move, under situational superko) since the state was created
 * or parsed is in the history; a move is refused when the board it would make is in it. A parsed position's history
 * is its own board: a longer cycle from before is not known.
 *
 * <p><b>Undo.</b> Each ply keeps the board's journal mark, the ko point, the passes and the captures; undo rolls the
 * board back to the mark. Nothing is allocated by moves, play or undo unless a game outgrows what was preallocated.
 */
public final class GoState implements GameState, PassMove, PlayoutMoves, PointScore, BoardView, MovePriors,
        NetworkEncoding {

    static final int EMPTY = GoBoard.EMPTY;
    static final int BLACK = GoBoard.BLACK;
    static final int WHITE = GoBoard.WHITE;

    private static final int ALLOWED = 0;
    private static final int SUICIDE = 1;
    private static final int SUPERKO = 2;
    private static final Token BLACK_STONE = new Token("●", 0, "black stone");
    private static final Token WHITE_STONE = new Token("●", 1, "white stone");

    private final GoGame game;
    private final int size;
    private final int points;
    private final int pass;
    private final BoardKeys keys;
    private final GoBoard board;
    private final SuperkoHistory superko;
    private final GoScoring scoring;
    private final GoPlayoutPolicy policy;

    private int toMove;
    private int ko = -1;
    private int passes;
    private final int[] captures = new int[2];
    private int plies;

    /** Board keys: index i is the board after i plies of this state. */
    private long[] history;
    private int[] undoMove;
    private int[] undoKo;
    private int[] undoPasses;
    private int[] undoCaptured;
    private int[] undoJournal;
    private boolean[] undoInserted;

    GoState(GoGame game) {
        this(game, new GoBoard(game.size(), game.neighbours(), game.keys(), game.maxPlies() + 1),
                new SuperkoHistory(game.keys(), game.situationalSuperko(), game.maxPlies() + 1));
        superko.insert(superko.key(0, 0));
    }

    private GoState(GoGame game, GoBoard board, SuperkoHistory superko) {
        this.game = game;
        this.size = game.size();
        this.points = size * size;
        this.pass = points;
        this.keys = game.keys();
        this.board = board;
        this.superko = superko;
        this.scoring = new GoScoring(board, game.neighbours());
        this.policy = new GoPlayoutPolicy(this, board, game.neighbours());
        int capacity = game.maxPlies() + 1;
        this.history = new long[capacity + 1];
        this.undoMove = new int[capacity];
        this.undoKo = new int[capacity];
        this.undoPasses = new int[capacity];
        this.undoCaptured = new int[capacity];
        this.undoJournal = new int[capacity];
        this.undoInserted = new boolean[capacity];
    }

    /** Sets the position up from parsed fields; the caller has checked them. */
    void setUp(int[] stones, int side, int koPoint, int passCount, int blackCaptures, int whiteCaptures) {
        for (int point = 0; point < points; point++) {
            if (stones[point] != EMPTY) {
                board.place(point, stones[point] - 1, false);
            }
        }
        board.clearJournal();
        superko.clear();
        toMove = side;
        ko = koPoint;
        passes = passCount;
        captures[0] = blackCaptures;
        captures[1] = whiteCaptures;
        plies = 0;
        history[0] = board.key();
        superko.insert(superko.key(board.key(), side));
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
        return board.colour(point) - 1;
    }

    /** The colour on a point: {@link #EMPTY}, {@link #BLACK} or {@link #WHITE}. */
    int colour(int point) {
        return board.colour(point);
    }

    @Override
    public int passMove() {
        return isTerminal() ? NO_MOVE : pass;
    }

    /** The pass's move number (one past the last point), whether or not it is legal now. */
    int passPoint() {
        return pass;
    }

    /** The move that led here, or -1 at the state's first position. */
    int lastMove() {
        return plies == 0 ? -1 : undoMove[plies - 1];
    }

    @Override
    public int legalMoves(int[] moves) {
        if (passes >= 2) {
            return 0;
        }
        int count = 0;
        int empties = board.emptyCount();
        for (int i = 0; i < empties; i++) {
            int point = board.empty(i);
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
        int empties = board.emptyCount();
        for (int i = 0; i < empties; i++) {
            int point = board.empty(i);
            if (point != ko && !board.isEye(point, colour) && check(point) == ALLOWED) {
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
        int left = board.copyEmpties(buffer);
        while (left > 0) {
            int i = random.nextInt(left);
            int point = buffer[i];
            if (point != ko && !board.isEye(point, colour) && check(point) == ALLOWED) {
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
        return passes >= 2 ? NO_MOVE : policy.playoutMove(random, buffer);
    }

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
        return policy.prior(move);
    }

    /** The empty neighbours of the last move (all eight) that complete a 3x3 shape and are safe to play. */
    int patternMoves(int[] buffer) {
        return policy.patternMoves(buffer);
    }

    /** The urgent moves after the last move (see {@link #policyPlayoutMove}), written to the buffer; how many. */
    int urgentMoves(int[] buffer) {
        return policy.urgentMoves(buffer);
    }

    /** Whether an empty point is an eye of a colour ({@link GoBoard#isEye}). */
    boolean isEye(int point, int colour) {
        return board.isEye(point, colour);
    }

    /** Whether the player to move may put a stone on an empty point other than the ko point. */
    boolean allowed(int point) {
        return check(point) == ALLOWED;
    }

    /**
     * Whether the player to move may put a stone on an empty point other than the ko point: {@link #ALLOWED}, or
     * {@link #SUICIDE}, or {@link #SUPERKO} when the board it would make was seen before.
     */
    private int check(int point) {
        long after = board.keyAfter(point, toMove);
        if (board.suicide()) {
            return SUICIDE;
        }
        return superko.contains(superko.key(after, toMove ^ 1)) ? SUPERKO : ALLOWED;
    }

    @Override
    public void play(int move) {
        push(move);
        if (move == pass) {
            passes++;
            ko = -1;
            toMove ^= 1;
            history[plies] = board.key();
            undoInserted[plies - 1] = superko.situational() && superko.insert(superko.key(board.key(), toMove));
            return;
        }
        int captured = board.place(move, toMove, true);
        ko = board.koMade();
        captures[toMove] += captured;
        undoCaptured[plies - 1] = captured;
        passes = 0;
        toMove ^= 1;
        history[plies] = board.key();
        undoInserted[plies - 1] = superko.insert(superko.key(board.key(), toMove));
    }

    private void push(int move) {
        if (plies + 1 >= history.length) {
            grow();
        }
        undoMove[plies] = move;
        undoKo[plies] = ko;
        undoPasses[plies] = passes;
        undoCaptured[plies] = 0;
        undoJournal[plies] = board.mark();
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
            superko.remove(superko.key(history[plies + 1], toMove));
        }
        toMove ^= 1;
        board.rollBack(undoJournal[plies]);
        board.restoreKey(history[plies]);
        captures[toMove] -= undoCaptured[plies];
        ko = undoKo[plies];
        passes = undoPasses[plies];
    }

    /** The vertex of a group without liberties, or {@code null}: a parsed position must have none. */
    String groupWithoutLiberties() {
        for (int point = 0; point < points; point++) {
            if (board.colour(point) != EMPTY && board.captured(board.head(point))) {
                return GoNotation.vertex(point, size);
            }
        }
        return null;
    }

    /**
     * Checks the board's chains, liberties, empty list and key against a recount from the stones, and the key
     * history against the board: for tests after every play and undo.
     *
     * @throws IllegalStateException naming what is inconsistent
     */
    void checkConsistency() {
        String problem = board.inconsistency();
        if (problem == null && history[plies] != board.key()) {
            problem = "the history's key for ply " + plies + " is not the board's";
        }
        if (problem == null && !superko.contains(superko.key(board.key(), toMove))) {
            problem = "the superko history does not hold the current position";
        }
        if (problem != null) {
            throw new IllegalStateException(problem + " after " + plies + " plies");
        }
    }

    @Override
    public long hash() {
        long hash = board.key() ^ game.variantKey();
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
        return board.key();
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
        return 2 * scoring.areaDifference() - game.komiHalfPoints();
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
        return 2 * scoring.influenceDifference() - game.komiHalfPoints();
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
        return scoring.area();
    }

    @Override
    public int plies() {
        return plies;
    }

    @Override
    public GoState copy() {
        GoState copy = new GoState(game, board.copy(), superko.copy());
        copy.toMove = toMove;
        copy.ko = ko;
        copy.passes = passes;
        copy.captures[0] = captures[0];
        copy.captures[1] = captures[1];
        copy.plies = plies;
        copy.history = Arrays.copyOf(history, history.length);
        copy.undoMove = Arrays.copyOf(undoMove, undoMove.length);
        copy.undoKo = Arrays.copyOf(undoKo, undoMove.length);
        copy.undoPasses = Arrays.copyOf(undoPasses, undoMove.length);
        copy.undoCaptured = Arrays.copyOf(undoCaptured, undoMove.length);
        copy.undoJournal = Arrays.copyOf(undoJournal, undoMove.length);
        copy.undoInserted = Arrays.copyOf(undoInserted, undoMove.length);
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
        if (board.colour(point) != EMPTY) {
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
                    + (superko.situational() ? "situational" : "positional") + " superko)");
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
            int colour = board.colour(pointOfCell(cell));
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
        if (!isTerminal() || board.colour(point) != EMPTY) {
            return -1;
        }
        int regionOwner = scoring.regionOwner(point);
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
