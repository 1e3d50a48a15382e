package dev.ply.games.chess;

import static dev.ply.games.chess.Piece.EMPTY;
import static dev.ply.games.chess.Piece.KING;
import static dev.ply.games.chess.Piece.KNIGHT;
import static dev.ply.games.chess.Piece.PAWN;
import static dev.ply.games.chess.Piece.ROOK;

import dev.ply.core.GameState;
import dev.ply.core.ZobristKeys;
import dev.ply.core.capability.BoardView;
import dev.ply.core.capability.CheckAware;
import dev.ply.core.capability.DrawRules;
import dev.ply.core.capability.MoveOrderingHints;
import dev.ply.core.capability.NetworkEncoding;
import dev.ply.core.capability.NullMoves;
import dev.ply.core.capability.PerftMoves;
import dev.ply.core.capability.ProtocolNotation;
import dev.ply.core.capability.SparseFeatures;
import dev.ply.core.capability.StructureKey;
import dev.ply.core.capability.TacticalMoves;
import java.util.Arrays;

/**
 * A chess position with make/unmake: bitboards per piece and per colour, a square-by-square board, the
 * castling rights, the en-passant square, the move counters, an incrementally updated Zobrist key, and
 * a preallocated stack of what {@link #undo()} needs.
 *
 * <p>Moves are {@code int}s laid out as {@link ChessMove} documents. {@link #moveToString(int)} writes SAN
 * ({@code Nf3}, {@code exd6}, {@code O-O}, {@code e8=Q#}) and {@link #parseMove(String)} reads SAN or UCI
 * long algebraic ({@code g1f3}); {@link #moveToProtocol(int)} writes UCI. {@link #notation()} is FEN.
 *
 * <p><b>End of the game.</b> The game ends by itself, as the FIDE Laws (articles 5 and 9.6) have it, at
 * checkmate (the side to move loses), at stalemate, when a position occurs for the fifth time and when
 * 75 moves of each side pass without a capture or a pawn move (halfmove clock 150, unless the move that
 * reached it mated); repetitions count only positions since this state was created or parsed, and since
 * the last capture or pawn move. Such a position has no {@linkplain #legalMoves legal moves}, as the SPI
 * requires; {@link #perftMoves(int[])} still lists its chess moves, because perft counts paths through it.
 *
 * <p>The draws a player claims over the board (threefold repetition, the fifty-move rule) and a position
 * where neither side has mating material (no pawns, rooks or queens, and either at most one minor piece
 * in all or only bishops, all on squares of one colour) do not end the game here: {@link #claimableDraw()}
 * names them, so that whoever runs a game (the arena, {@code ply play}) declares the draw, while a search
 * given such a position still finds a move, as engines do. Searches score repetitions and these draws as
 * draws inside their trees ({@link #isRepetition()}, {@link #isDrawByRule()}).
 *
 * <p><b>En passant.</b> The en-passant square is kept (and written in the FEN, and hashed) only when an
 * en-passant capture is legal, as Stockfish does: two positions that differ only by a capture nobody can
 * make are the same position for the repetition rule.
 *
 * <p>Not thread-safe; searches give each thread its own {@link #copy()}.
 */
public final class ChessState extends ChessBoard implements GameState, TacticalMoves, CheckAware, NullMoves, MoveOrderingHints, DrawRules,
        ProtocolNotation, PerftMoves, BoardView, NetworkEncoding, StructureKey,
        SparseFeatures {

    /** Castling right: White may castle on the king's side ({@code O-O}, {@code K} in FEN). */
    public static final int WHITE_KINGSIDE = 1;
    /** Castling right: White may castle on the queen's side ({@code O-O-O}, {@code Q} in FEN). */
    public static final int WHITE_QUEENSIDE = 2;
    /** Castling right: Black may castle on the king's side ({@code k} in FEN). */
    public static final int BLACK_KINGSIDE = 4;
    /** Castling right: Black may castle on the queen's side ({@code q} in FEN). */
    public static final int BLACK_QUEENSIDE = 8;

    /** The internal "no en-passant square" (its Zobrist key is 0). */
    static final int NO_SQUARE = 64;
    /** What the undo stack records for a null move: never a legal move. */
    private static final int NULL_MOVE = 0;
    /**
     * The moves a new state's history has room for before it grows, and a copy's beyond those played: small, so that
     * many positions held at once (a tuner's hundreds of thousands) cost little; a search grows it once or twice.
     */
    private static final int INITIAL_HISTORY = 16;
    /** Status fields (see {@link #status}). */
    static final int SHIFT_CASTLING = 1;
    static final int SHIFT_EN_PASSANT = 5;
    static final int SHIFT_CLOCK = 12;
    static final int SHIFT_WINDOW = 28;
    private static final long CASTLING_FIELD = 15L << SHIFT_CASTLING;
    private static final long EN_PASSANT_FIELD = 127L << SHIFT_EN_PASSANT;
    private static final long NO_EN_PASSANT = (long) NO_SQUARE << SHIFT_EN_PASSANT;
    private static final long COUNTER_FIELDS = 0xFFFFL << SHIFT_CLOCK | 0xFFFFL << SHIFT_WINDOW;
    private static final long WINDOW_FIELD = 0xFFFFL << SHIFT_WINDOW;
    private static final long ONE_PLY = 1L << SHIFT_CLOCK | 1L << SHIFT_WINDOW;
    /** History entry fields: the move in bits 0-15, the captured piece in 16-19, the status before the move above. */
    private static final int MOVE_BITS = 0xFFFF;
    private static final int SHIFT_CAPTURED = 16;
    private static final int SHIFT_STATUS = 20;
    /** The move kind's bits in place: zero for a {@link ChessMove#NORMAL} move. */
    private static final int KIND_BITS = ChessMove.MASK_KIND << ChessMove.SHIFT_KIND;

    private final ChessGame game;
    /**
     * Everything about the position besides the pieces, packed so that a move saves and restores it at once:
     * the side to move (bit 0), the castling rights ({@link #WHITE_KINGSIDE} to {@link #BLACK_QUEENSIDE}, bits
     * 1-4), the en-passant square when a capture there is legal, else {@link #NO_SQUARE} (bits 5-11), the
     * halfmove clock (bits 12-27) and how many plies back may hold a repetition (bits 28-43: reset by
     * captures, pawn moves and null moves).
     */
    long status = NO_EN_PASSANT;
    /** The fullmove number when the history was empty, and whether Black was to move then (0 or 1). */
    private int startFullmove = 1;
    private int startSide;
    private long hash;

    private int plies;
    /**
     * Two entries per move played: at {@code 2 * i} move {@code i} (bits 0-15), the piece it captured (bits
     * 16-19) and the {@link #status} before it (from bit 20 up); at {@code 2 * i + 1} the key of the position
     * before it, which the repetition rule compares. Doubled when full.
     */
    private long[] history;
    /** A move list for notation (SAN's ambiguity and check marks), made on first use. */
    private int[] scratch;
    /** The set-up legal move generation and counting share, worked out afresh by each. */
    final LegalityFrame legality = new LegalityFrame();
    ChessState(ChessGame game) {
        this.game = game;
        this.history = new long[2 * INITIAL_HISTORY];
    }

    private ChessState(ChessState other) {
        this.game = other.game;
        System.arraycopy(other.pieces, 0, pieces, 0, pieces.length);
        System.arraycopy(other.colors, 0, colors, 0, colors.length);
        System.arraycopy(other.board, 0, board, 0, board.length);
        this.status = other.status;
        this.startFullmove = other.startFullmove;
        this.startSide = other.startSide;
        this.hash = other.hash;
        this.plies = other.plies;
        this.history = Arrays.copyOf(other.history, 2 * (other.plies + INITIAL_HISTORY));
    }

    // ---------------------------------------------------------------- set-up (package-private, used by Fen)

    /** Sets what the FEN says besides the pieces and the en-passant square, before any move is played. */
    void setUp(int sideToMove, int castlingRights, int halfmoves, int fullmoves) {
        status = sideToMove | (long) castlingRights << SHIFT_CASTLING | NO_EN_PASSANT | (long) halfmoves << SHIFT_CLOCK;
        startFullmove = fullmoves;
        startSide = sideToMove;
    }

    /** Records an en-passant square whose capture is legal. */
    void setEnPassant(int square) {
        status = status & ~EN_PASSANT_FIELD | (long) square << SHIFT_EN_PASSANT;
    }

    /** Computes the key once the pieces and the status are set. */
    void finishSetUp() {
        hash = Zobrist.compute(this);
    }

    int side() {
        return (int) status & 1;
    }

    int castling() {
        return (int) (status >>> SHIFT_CASTLING) & 15;
    }

    int ep() {
        return (int) (status >>> SHIFT_EN_PASSANT) & 127;
    }

    int clock() {
        return (int) (status >>> SHIFT_CLOCK) & 0xFFFF;
    }

    int window() {
        return (int) (status >>> SHIFT_WINDOW) & 0xFFFF;
    }

    /** Whether a pawn of the side to move could legally capture on {@code ep}: see {@link ChessSpecialMoves}. */
    boolean enPassantCaptureLegal(int ep) {
        return ChessSpecialMoves.enPassantCaptureLegal(this, ep);
    }

    // ---------------------------------------------------------------- GameState

    @Override
    public ChessGame game() {
        return game;
    }

    @Override
    public int toMove() {
        return side();
    }

    @Override
    public int legalMoves(int[] moves) {
        if (ChessDraws.isOverByRule(this)) {
            return 0;
        }
        return ChessMoveGenerator.generate(this, moves);
    }

    @Override
    public int perftMoves(int[] moves) {
        return ChessMoveGenerator.generate(this, moves);
    }

    @Override
    public int countPerftMoves(int[] scratch) {
        return ChessMoveGenerator.count(this);
    }

    @Override
    public void play(int move) {
        final int from = move & ChessMove.MASK_SQUARE;
        final int to = move >>> ChessMove.SHIFT_TO & ChessMove.MASK_SQUARE;
        long st = status;
        final int us = (int) st & 1;
        final int piece = board[from];
        final int captured = board[to];
        final int slot = plies << 1;
        if (slot == history.length) {
            growHistory();
        }
        history[slot] = move | (long) captured << SHIFT_CAPTURED | st << SHIFT_STATUS;
        history[slot + 1] = hash;
        plies++;
        long key = hash ^ Zobrist.BLACK_TO_MOVE ^ Zobrist.EN_PASSANT[(int) (st >>> SHIFT_EN_PASSANT) & 127];
        st = (st & ~EN_PASSANT_FIELD | NO_EN_PASSANT) + ONE_PLY ^ 1;
        boolean doubleStep = false;
        if ((move & KIND_BITS) == 0) {
            final long[] keys = Zobrist.PIECE_SQUARE;
            final long toBit = 1L << to;
            final long fromTo = 1L << from | toBit;
            if (captured != EMPTY) {
                pieces[captured] ^= toBit;
                colors[us ^ 1] ^= toBit;
                key ^= keys[captured << 6 | to];
                st &= ~COUNTER_FIELDS;
            }
            pieces[piece] ^= fromTo;
            colors[us] ^= fromTo;
            board[from] = EMPTY;
            board[to] = piece;
            key ^= keys[piece << 6 | from] ^ keys[piece << 6 | to];
            if ((piece & Piece.MASK_TYPE) == PAWN) {
                st &= ~COUNTER_FIELDS;
                doubleStep = (from ^ to) == 16;
            }
        } else {
            key ^= ChessSpecialMoves.play(this, move, from, to, us, piece, captured);
            if ((move & KIND_BITS) != KIND_BITS) {
                st &= ~COUNTER_FIELDS;
            }
        }
        if (((1L << from | 1L << to) & ChessSpecialMoves.CASTLING_SQUARES) != 0 && (st & CASTLING_FIELD) != 0) {
            int rights = (int) (st >>> SHIFT_CASTLING) & 15;
            int kept = rights & ChessSpecialMoves.CASTLING_KEPT[from] & ChessSpecialMoves.CASTLING_KEPT[to];
            key ^= Zobrist.CASTLING[rights] ^ Zobrist.CASTLING[kept];
            st = st & ~CASTLING_FIELD | (long) kept << SHIFT_CASTLING;
        }
        status = st;
        if (doubleStep) {
            key ^= ChessSpecialMoves.doubleStep(this, us, (from + to) >>> 1);
        }
        hash = key;
    }

    @Override
    public void undo() {
        if (plies == 0) {
            throw new IllegalStateException("no move to undo");
        }
        final int slot = --plies << 1;
        final long entry = history[slot];
        hash = history[slot + 1];
        final long st = entry >>> SHIFT_STATUS;
        status = st;
        final int us = (int) st & 1;
        final int move = (int) entry & MOVE_BITS;
        final int captured = (int) (entry >>> SHIFT_CAPTURED) & 15;
        final int from = move & ChessMove.MASK_SQUARE;
        final int to = move >>> ChessMove.SHIFT_TO & ChessMove.MASK_SQUARE;
        if ((move & KIND_BITS) == 0) {
            final long toBit = 1L << to;
            final long fromTo = 1L << from | toBit;
            final int piece = board[to];
            pieces[piece] ^= fromTo;
            colors[us] ^= fromTo;
            board[from] = piece;
            board[to] = captured;
            if (captured != EMPTY) {
                pieces[captured] ^= toBit;
                colors[us ^ 1] ^= toBit;
            }
        } else {
            ChessSpecialMoves.undo(this, move, from, to, us, captured);
        }
    }

    private void growHistory() {
        history = Arrays.copyOf(history, history.length * 2);
    }

    /**
     * The pawns of both sides, hashed (the structure a search's correction history learns by): computed from the two
     * pawn bitboards, so nothing is kept up to date move by move.
     */
    @Override
    public long structureKey() {
        return ZobristKeys.mix(ZobristKeys.mix(pieces[Piece.WHITE_PAWN]) ^ pieces[Piece.BLACK_PAWN]);
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public boolean isTerminal() {
        return ChessDraws.isOverByRule(this) || !ChessMoveGenerator.hasLegalMove(this);
    }

    /**
     * Whether the side to move is checkmated: in check with no legal move.
     *
     * @return {@code true} at checkmate, whatever the draw rules say (checkmate takes precedence)
     */
    public boolean isCheckmate() {
        return inCheck() && !ChessMoveGenerator.hasLegalMove(this);
    }

    /**
     * Whether the side to move is stalemated: not in check and without a legal move.
     *
     * @return {@code true} at stalemate
     */
    public boolean isStalemate() {
        return !inCheck() && !ChessMoveGenerator.hasLegalMove(this);
    }

    @Override
    public int outcome(int player) {
        if (!isTerminal()) {
            throw new IllegalStateException("the game is not over: " + notation());
        }
        if (isCheckmate()) {
            return player == side() ? -1 : 1;
        }
        return 0;
    }

    /**
     * Why the game ended, in words, for people and for PGN {@code Termination}-style comments.
     *
     * @return "checkmate", "stalemate", "fivefold repetition" or "75-move rule"; empty if the game is not over
     */
    public String terminationReason() {
        return ChessDraws.terminationReason(this);
    }

    /**
     * {@inheritDoc}
     *
     * @return "threefold repetition", "fifty-move rule" or "insufficient material"; empty when the game is
     *     over by itself (see {@link #terminationReason()}) or no draw can be declared
     */
    @Override
    public String claimableDraw() {
        return ChessDraws.claimableDraw(this);
    }

    @Override
    public int plies() {
        return plies;
    }

    /**
     * A deep copy with the whole undo history, so the copy detects repetitions of positions played before
     * it was made and can take back those moves too.
     *
     * @return a new state owned by the caller
     */
    @Override
    public ChessState copy() {
        return new ChessState(this);
    }

    @Override
    public String notation() {
        return Fen.format(this);
    }

    @Override
    public String moveToString(int move) {
        return SanNotation.format(this, move);
    }

    /**
     * Parses a move in SAN ({@code Nf3}, {@code exd6}, {@code O-O}, {@code e8=Q}, with the usual variants:
     * {@code 0-0}, {@code e8Q}, a missing or extra {@code +}, annotation marks) or in UCI long algebraic
     * ({@code g1f3}, {@code e7e8q}).
     *
     * @param text the move
     * @return the legal move it names
     * @throws dev.ply.core.NotationException if the text is no move; {@link dev.ply.core.IllegalMoveException}
     *     if it names no legal move of this position, or more than one
     */
    @Override
    public int parseMove(String text) {
        return parseMove(text, false);
    }

    /**
     * Parses SAN or UCI like {@link #parseMove(String)}; with {@code playOnAfterDraws}, also where fivefold
     * repetition or the 75-move rule has ended the game, as long as the side to move is neither checkmated nor
     * stalemated: game records from before those rules (FIDE, 2014) may go on.
     *
     * @param text the move
     * @param playOnAfterDraws whether to accept moves in a position ended by repetition or the move counter
     * @return the move, one of {@link #perftMoves(int[])}
     * @throws dev.ply.core.NotationException if the text is no move; {@link dev.ply.core.IllegalMoveException}
     *     if it names no legal move of this position, or more than one
     */
    public int parseMove(String text, boolean playOnAfterDraws) {
        String trimmed = text.strip();
        if (UciNotation.looksLikeUci(trimmed) || trimmed.equals("0000")) {
            return UciNotation.parse(this, trimmed, playOnAfterDraws);
        }
        return SanNotation.parse(this, trimmed, playOnAfterDraws);
    }

    @Override
    public String moveToProtocol(int move) {
        return ChessMove.toUci(move);
    }

    @Override
    public int parseProtocolMove(String text) {
        return UciNotation.parse(this, text.strip());
    }

    // ---------------------------------------------------------------- capabilities

    @Override
    public int tacticalMoves(int[] moves) {
        if (ChessDraws.isOverByRule(this)) {
            return 0;
        }
        return ChessMoveGenerator.generateTactical(this, moves);
    }

    @Override
    public boolean inCheck() {
        int king = Long.numberOfTrailingZeros(pieces[side() << Piece.SHIFT_COLOR | KING]);
        return ChessMoveGenerator.attacked(pieces, king, side() ^ 1, colors[0] | colors[1]);
    }

    /**
     * The pieces giving check to the side to move.
     *
     * @return a bitboard of the checking pieces; 0 when not in check
     */
    public long checkers() {
        int king = Long.numberOfTrailingZeros(pieces[side() << Piece.SHIFT_COLOR | KING]);
        return ChessMoveGenerator.attackersTo(pieces, king, colors[0] | colors[1]) & colors[side() ^ 1];
    }

    /**
     * {@inheritDoc}
     *
     * <p>Allowed when the side to move is not in check and has a piece other than its king and pawns:
     * king-and-pawn endings are where zugzwang is common.
     */
    @Override
    public boolean nullMoveAllowed() {
        int side = side();
        int ours = side << Piece.SHIFT_COLOR;
        return (colors[side] & ~(pieces[ours | PAWN] | pieces[ours | KING])) != 0 && !inCheck();
    }

    @Override
    public void playNull() {
        final int slot = plies << 1;
        if (slot == history.length) {
            growHistory();
        }
        history[slot] = NULL_MOVE | status << SHIFT_STATUS;
        history[slot + 1] = hash;
        plies++;
        hash ^= Zobrist.BLACK_TO_MOVE ^ Zobrist.EN_PASSANT[ep()];
        status = (status & ~(EN_PASSANT_FIELD | WINDOW_FIELD) | NO_EN_PASSANT) ^ 1;
    }

    @Override
    public void undoNull() {
        if (plies == 0 || ((int) history[(plies - 1) << 1] & MOVE_BITS) != NULL_MOVE) {
            throw new IllegalStateException("the last move played was not a null move");
        }
        final int slot = --plies << 1;
        status = history[slot] >>> SHIFT_STATUS;
        hash = history[slot + 1];
    }

    @Override
    public int staticExchange(int move) {
        return StaticExchange.evaluate(this, move);
    }

    @Override
    public boolean isRepetition() {
        int limit = plies - Math.min(window(), plies);
        for (int i = plies - 4; i >= limit; i -= 2) {
            if (history[2 * i + 1] == hash) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the current position occurs for at least the third time (the current occurrence included),
     * counting positions since the last capture, pawn move or null move and since this state's history
     * began.
     *
     * @return {@code true} if a draw by threefold repetition can be claimed
     */
    public boolean isThreefoldRepetition() {
        return ChessDraws.isThreefoldRepetition(this);
    }

    @Override
    public boolean isDrawByRule() {
        return isInsufficientMaterial() || clock() >= 100 && !isCheckmate();
    }

    /**
     * Whether neither side can ever checkmate: no pawns, rooks or queens, and either at most one knight or
     * bishop on the board, or only bishops, all on squares of one colour.
     *
     * @return {@code true} if the position is dead for lack of material
     */
    public boolean isInsufficientMaterial() {
        return ChessDraws.isInsufficientMaterial(pieces);
    }

    /** The key of the position before the move of a ply, which the repetition rules compare. */
    long keyBefore(int ply) {
        return history[2 * ply + 1];
    }

    // ---------------------------------------------------------------- accessors

    /**
     * The side to move.
     *
     * @return {@link Piece#WHITE} or {@link Piece#BLACK}
     */
    public int sideToMove() {
        return side();
    }

    /**
     * The castling rights still held (which need not mean castling is possible now).
     *
     * @return a combination of {@link #WHITE_KINGSIDE}, {@link #WHITE_QUEENSIDE}, {@link #BLACK_KINGSIDE}
     *     and {@link #BLACK_QUEENSIDE}
     */
    public int castlingRights() {
        return castling();
    }

    /**
     * The square a pawn may capture en passant on, when such a capture is legal.
     *
     * @return the square, or -1 if no en-passant capture is legal
     */
    public int enPassantSquare() {
        int ep = ep();
        return ep == NO_SQUARE ? -1 : ep;
    }

    /**
     * Half-moves since the last capture or pawn move (the fifty-move rule's counter).
     *
     * @return 0 or more
     */
    public int halfmoveClock() {
        return clock();
    }

    /**
     * The FEN full-move number: 1 at the start, increased after each of Black's moves.
     *
     * @return 1 or more
     */
    public int fullmoveNumber() {
        return startFullmove + (plies + startSide) / 2;
    }

    /**
     * The moves played on this state (the undo history), oldest first; null moves appear as 0.
     *
     * @return a new array owned by the caller
     */
    public int[] playedMoves() {
        int[] moves = new int[plies];
        for (int i = 0; i < plies; i++) {
            moves[i] = (int) history[2 * i] & MOVE_BITS;
        }
        return moves;
    }

    /**
     * A move buffer of this state's own, for the notation code (SAN, UCI, PGN), which is not on a hot path
     * and must not allocate one per call; never used by the state itself.
     */
    int[] scratchMoves() {
        if (scratch == null) {
            scratch = new int[ChessGame.MAX_MOVES];
        }
        return scratch;
    }

    /**
     * The board as eight ranks, White at the bottom, upper case for White and lower case for Black, then
     * the FEN.
     *
     * @return the board
     */
    @Override
    public String toString() {
        return ChessBoardView.diagram(this);
    }

    // NetworkEncoding: AlphaZero's planes and a from-to action index (ChessEncoding).

    @Override
    public String encodingName() {
        return ChessEncoding.NAME;
    }

    @Override
    public int inputPlanes() {
        return ChessEncoding.PLANES;
    }

    @Override
    public int inputHeight() {
        return 8;
    }

    @Override
    public int inputWidth() {
        return 8;
    }

    @Override
    public int actionCount() {
        return ChessEncoding.ACTIONS;
    }

    @Override
    public void encode(float[] into, int offset) {
        ChessEncoding.encode(this, into, offset);
    }

    @Override
    public int actionIndex(int move) {
        return ChessEncoding.actionIndex(move, side());
    }

    // SparseFeatures: each kind of piece of either side on each square, from the mover's view (ChessEncoding).

    @Override
    public String featureSetName() {
        return ChessEncoding.FEATURES_NAME;
    }

    @Override
    public int featureCount() {
        return ChessEncoding.FEATURES;
    }

    @Override
    public int maxActiveFeatures() {
        return 64;
    }

    @Override
    public int activeFeatures(int[] into) {
        return ChessEncoding.activeFeatures(this, into);
    }

    @Override
    public boolean activeFeatureBits(long[] into) {
        ChessEncoding.activeFeatureBits(this, into);
        return true;
    }
}
