package dev.ply.games.checkers;

import dev.ply.core.GameState;
import dev.ply.core.ZobristKeys;
import dev.ply.core.capability.BoardView;
import dev.ply.core.capability.DrawRules;
import dev.ply.core.capability.NetworkEncoding;
import dev.ply.core.capability.PerftMoves;
import dev.ply.core.capability.TacticalMoves;
import java.util.Arrays;

/**
 * A position of English draughts with make/unmake: three 32-bit bitboards (Black's pieces, White's
 * pieces, kings of either colour; bit {@code s} is PDN square {@code s + 1}, laid out as
 * {@link BoardGeometry} describes), the side to move, the Zobrist key, the count of reversible plies
 * for the 40-move rule, and the history needed for undo and repetition.
 *
 * <p>Moves are the {@code int}s of {@link CheckersMove}; {@link #legalMoves(int[])} writes them in a
 * buffer of {@link CheckersGame#maxMoves()} elements.
 *
 * <p><b>End of the game.</b> A player with no legal move loses. The game is drawn when the same
 * position (same pieces, same side to move) occurs for the third time, counting only positions since
 * the last capture or man move, or when 40 moves by each side (80 plies) have passed without a capture
 * or a man move. Both draws end the game in {@link #isTerminal()}; {@link #isRepetition()} and
 * {@link #isDrawByRule()} give searches the earlier signals of {@link DrawRules}.
 *
 * <p><b>Capabilities.</b> Captures are the {@link TacticalMoves}; {@link PerftMoves} lets perft follow the
 * rules of movement through drawn positions, as published counts do. There is deliberately no null move:
 * zugzwang is common in checkers (a side that must move often has to give material away), so a
 * search that lets a side pass would be misled.
 *
 * <p>A state is used by one thread at a time. The undo history grows as needed and is copied by
 * {@link #copy()}, which therefore keeps repetition detection working on the copy.
 */
public final class CheckersState implements GameState, DrawRules, TacticalMoves, PerftMoves, BoardView,
        NetworkEncoding {

    /** Plies without a capture or a man move after which the game is drawn (40 moves by each side). */
    public static final int FORTY_MOVE_PLIES = 80;

    private static final int MAN = 0;
    private static final int WHITE_KEYS = 32;
    private static final int KING = 64;
    /** {@code PIECE_KEYS[kind + WHITE_KEYS * player + square]}: kind is {@link #MAN} or {@link #KING}. */
    private static final long[] PIECE_KEYS = new long[4 * BoardGeometry.SQUARES];
    private static final long WHITE_TO_MOVE_KEY;

    static {
        long[] keys = ZobristKeys.generate(0xC4EC_7E25_0000_0001L, PIECE_KEYS.length + 1);
        System.arraycopy(keys, 0, PIECE_KEYS, 0, PIECE_KEYS.length);
        WHITE_TO_MOVE_KEY = keys[PIECE_KEYS.length];
    }

    private final CheckersGame game;
    /** The pieces of the side to move and of its opponent: swapped after every move. */
    private int own;
    private int opponent;
    private int kings;
    private int toMove;
    private long hash;
    private int reversiblePlies;
    private int plies;
    // The position before each move played, for undo and repetition: entry p is the position at ply p,
    // as the mover's pieces, its opponent's, kings and reversible plies at boardHistory[4p .. 4p + 3].
    private int[] boardHistory;
    private long[] hashHistory;

    CheckersState(CheckersGame game, int black, int white, int kings, int toMove, int reversiblePlies) {
        this.game = game;
        this.own = toMove == 0 ? black : white;
        this.opponent = toMove == 0 ? white : black;
        this.kings = kings;
        this.toMove = toMove;
        this.reversiblePlies = reversiblePlies;
        this.hash = computeHash();
        allocateHistory(64);
    }

    private CheckersState(CheckersState other) {
        this.game = other.game;
        this.own = other.own;
        this.opponent = other.opponent;
        this.kings = other.kings;
        this.toMove = other.toMove;
        this.hash = other.hash;
        this.reversiblePlies = other.reversiblePlies;
        this.plies = other.plies;
        this.boardHistory = other.boardHistory.clone();
        this.hashHistory = other.hashHistory.clone();
    }

    private void allocateHistory(int capacity) {
        boardHistory = new int[4 * capacity];
        hashHistory = new long[capacity];
    }

    private void growHistory() {
        int capacity = 2 * hashHistory.length;
        boardHistory = Arrays.copyOf(boardHistory, 4 * capacity);
        hashHistory = Arrays.copyOf(hashHistory, capacity);
    }

    private long computeHash() {
        long key = toMove == 1 ? WHITE_TO_MOVE_KEY : 0;
        for (int player = 0; player < 2; player++) {
            int remaining = pieces(player);
            while (remaining != 0) {
                int square = Integer.numberOfTrailingZeros(remaining);
                remaining &= remaining - 1;
                key ^= PIECE_KEYS[((kings & 1 << square) != 0 ? KING : MAN) + WHITE_KEYS * player + square];
            }
        }
        return key;
    }

    /**
     * A player's pieces, men and kings.
     *
     * @param player 0 (Black) or 1 (White)
     * @return a mask, bit {@code s} for PDN square {@code s + 1}
     */
    public int pieces(int player) {
        return player == toMove ? own : opponent;
    }

    /**
     * The kings of both players.
     *
     * @return a mask, bit {@code s} for PDN square {@code s + 1}
     */
    public int kings() {
        return kings;
    }

    /**
     * The plies played since the last capture or man move (or the count a parsed position gave), toward
     * the 40-move rule's {@value #FORTY_MOVE_PLIES}.
     *
     * @return 0 or more
     */
    public int reversiblePlies() {
        return reversiblePlies;
    }

    @Override
    public CheckersGame game() {
        return game;
    }

    @Override
    public int toMove() {
        return toMove;
    }

    @Override
    public int legalMoves(int[] moves) {
        if (isDrawn()) {
            return 0;
        }
        return CheckersMoveGenerator.generate(own, kings, opponent, toMove, moves);
    }

    /**
     * Writes the moves the rules of movement allow, even where a draw by repetition or the 40-move rule
     * has ended the game: perft counts of English draughts, like chess's, go on through such positions.
     * Elsewhere they are the {@link #legalMoves(int[]) legal moves}, in the same order.
     *
     * @param moves a caller-owned buffer of at least {@link CheckersGame#maxMoves()} elements
     * @return the number of moves written
     */
    @Override
    public int perftMoves(int[] moves) {
        return CheckersMoveGenerator.generate(own, kings, opponent, toMove, moves);
    }

    /**
     * Counts the {@link #perftMoves(int[]) perft moves} without writing them: popcounts of the target
     * squares of simple moves, an enumeration of capture sequences that records none.
     *
     * @param scratch not used
     * @return the number of moves {@link #perftMoves(int[])} would write
     */
    @Override
    public int countPerftMoves(int[] scratch) {
        return CheckersMoveGenerator.count(own, kings, opponent, toMove);
    }

    /**
     * Counts the {@link #perftMoves(int[]) perft moves} of the position after {@code move} without
     * playing it: only the three boards of the child are computed (no key, no history, no undo), which
     * is all that counting its moves needs. Bulk-counting perft uses it one ply above the leaves.
     *
     * @param move one of this position's perft moves
     * @return the number of perft moves after it
     */
    int countPerftMovesAfter(int move) {
        int from = CheckersMove.from(move);
        int to = CheckersMove.to(move);
        int fromTo = 1 << from ^ 1 << to;
        int moved = own ^ fromTo;
        int childKings = kings;
        if ((kings & 1 << from) != 0) {
            childKings ^= fromTo;
        } else if ((BoardGeometry.crowningRow(toMove) & 1 << to) != 0) {
            childKings |= 1 << to;
        }
        int remaining = opponent;
        if (CheckersMove.isCapture(move)) {
            remaining &= ~CheckersMove.capturedSquares(move);
            childKings &= moved | remaining;
        }
        return CheckersMoveGenerator.count(remaining, childKings, moved, toMove ^ 1);
    }

    @Override
    public void play(int move) {
        if (plies == hashHistory.length) {
            growHistory();
        }
        int entry = 4 * plies;
        boardHistory[entry] = own;
        boardHistory[entry + 1] = opponent;
        boardHistory[entry + 2] = kings;
        boardHistory[entry + 3] = reversiblePlies;
        hashHistory[plies] = hash;
        plies++;

        int mover = toMove;
        int from = CheckersMove.from(move);
        int to = CheckersMove.to(move);
        // XOR, not OR: a king's multi-jump may end on its own start square.
        int fromTo = 1 << from ^ 1 << to;
        int moved = own ^ fromTo;
        long key = hash ^ WHITE_TO_MOVE_KEY;
        if ((kings & 1 << from) != 0) {
            kings ^= fromTo;
            key ^= PIECE_KEYS[KING + WHITE_KEYS * mover + from] ^ PIECE_KEYS[KING + WHITE_KEYS * mover + to];
            reversiblePlies++;
        } else {
            key ^= PIECE_KEYS[MAN + WHITE_KEYS * mover + from];
            if ((BoardGeometry.crowningRow(mover) & 1 << to) != 0) {
                kings |= 1 << to;
                key ^= PIECE_KEYS[KING + WHITE_KEYS * mover + to];
            } else {
                key ^= PIECE_KEYS[MAN + WHITE_KEYS * mover + to];
            }
            reversiblePlies = 0;
        }
        if (CheckersMove.isCapture(move)) {
            int captured = CheckersMove.capturedSquares(move);
            opponent &= ~captured;
            while (captured != 0) {
                int square = Integer.numberOfTrailingZeros(captured);
                captured &= captured - 1;
                key ^= PIECE_KEYS[((kings & 1 << square) != 0 ? KING : MAN) + WHITE_KEYS * (mover ^ 1) + square];
            }
            kings &= moved | opponent;
            reversiblePlies = 0;
        }
        hash = key;
        own = opponent;
        opponent = moved;
        toMove = mover ^ 1;
    }

    @Override
    public void undo() {
        if (plies == 0) {
            throw new IllegalStateException("no move to undo");
        }
        plies--;
        int entry = 4 * plies;
        own = boardHistory[entry];
        opponent = boardHistory[entry + 1];
        kings = boardHistory[entry + 2];
        reversiblePlies = boardHistory[entry + 3];
        hash = hashHistory[plies];
        toMove ^= 1;
    }

    @Override
    public int rows() {
        return 8;
    }

    @Override
    public int columns() {
        return 8;
    }

    @Override
    public boolean checkered() {
        return true;
    }

    /** Drawn with Black's back row (squares 1 to 4) at the top, as PDN diagrams are ({@link CheckersBoardView}). */
    @Override
    public java.util.List<Token> pieces() {
        return CheckersBoardView.pieces(own, opponent, kings, toMove);
    }

    /** A dark square's PDN number, 1 to 32; a light square has none. */
    @Override
    public String cellName(int cell) {
        return CheckersBoardView.cellName(cell);
    }

    /** The squares the piece visits: its own, then every landing square of a jump. */
    @Override
    public int[] clicks(int move) {
        return CheckersBoardView.clicks(move);
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public boolean isTerminal() {
        return isDrawn() || !CheckersMoveGenerator.hasMove(own, kings, opponent, toMove);
    }

    private boolean isDrawn() {
        return reversiblePlies >= FORTY_MOVE_PLIES || reversiblePlies >= 8 && occurrencesBefore(2) >= 2;
    }

    /**
     * Counts earlier occurrences of the current position since the last irreversible move, stopping at
     * {@code enough}. The side to move must match, so only every second ply is compared, and a
     * position cannot recur sooner than four plies later.
     */
    private int occurrencesBefore(int enough) {
        int found = 0;
        int earliest = plies - Math.min(reversiblePlies, plies);
        for (int ply = plies - 4; ply >= earliest; ply -= 2) {
            if (hashHistory[ply] == hash && ++found == enough) {
                break;
            }
        }
        return found;
    }

    @Override
    public boolean isRepetition() {
        return reversiblePlies >= 4 && occurrencesBefore(1) >= 1;
    }

    @Override
    public boolean isDrawByRule() {
        return reversiblePlies >= FORTY_MOVE_PLIES;
    }

    /**
     * Whether the game is over as a draw (threefold repetition or the 40-move rule), as opposed to a win.
     *
     * @return {@code true} if the game is drawn
     */
    public boolean isDraw() {
        return isDrawn();
    }

    @Override
    public int outcome(int player) {
        if (isDrawn()) {
            return 0;
        }
        if (CheckersMoveGenerator.hasMove(own, kings, opponent, toMove)) {
            throw new IllegalStateException("the game is not over: " + notation());
        }
        return player == toMove ? -1 : 1;
    }

    @Override
    public int plies() {
        return plies;
    }

    @Override
    public CheckersState copy() {
        return new CheckersState(this);
    }

    @Override
    public int tacticalMoves(int[] moves) {
        if (isDrawn()) {
            return 0;
        }
        return CheckersMoveGenerator.generateCaptures(own, kings, opponent, toMove, moves);
    }

    @Override
    public boolean isTactical(int move) {
        return CheckersMove.isCapture(move);
    }

    @Override
    public String notation() {
        return PdnFen.write(this);
    }

    @Override
    public String moveToString(int move) {
        return PdnMoves.write(move);
    }

    @Override
    public int parseMove(String text) {
        return PdnMoves.parse(this, text);
    }

    @Override
    public String toString() {
        return CheckersDiagram.draw(this);
    }

    // NetworkEncoding: five planes over the 32 squares from the mover's side, from-direction-to actions
    // (CheckersEncoding).

    @Override
    public String encodingName() {
        return CheckersEncoding.NAME;
    }

    @Override
    public int inputPlanes() {
        return CheckersEncoding.PLANES;
    }

    @Override
    public int inputHeight() {
        return CheckersEncoding.HEIGHT;
    }

    @Override
    public int inputWidth() {
        return CheckersEncoding.WIDTH;
    }

    @Override
    public int actionCount() {
        return CheckersEncoding.ACTIONS;
    }

    @Override
    public boolean distinctActions() {
        return CheckersEncoding.DISTINCT;
    }

    @Override
    public void encode(float[] into, int offset) {
        CheckersEncoding.encode(own, opponent, kings, toMove, reversiblePlies, into, offset);
    }

    @Override
    public int actionIndex(int move) {
        return CheckersEncoding.actionIndex(move, toMove);
    }
}
