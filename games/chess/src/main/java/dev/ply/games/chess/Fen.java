package dev.ply.games.chess;

import dev.ply.core.NotationException;
import java.util.Arrays;
import java.util.function.Consumer;

/**
 * Forsyth-Edwards Notation: reads and writes the six fields (placement, side to move, castling rights,
 * en-passant square, halfmove clock, fullmove number), such as
 * {@code rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1}.
 *
 * <p>Reading is strict: a position that cannot arise in a game is rejected with a one-line message
 * naming the problem (a wrong number of fields or ranks, a bad letter, a missing or extra king, a pawn on
 * the first or last rank, more pieces than a side can have, castling rights the pieces contradict, an
 * en-passant square no double step explains, the side not to move in check, bad counters). An
 * en-passant square is kept only when an en-passant capture is legal (see {@link ChessState}), so
 * {@code e3} after {@code 1.e4} reads back as {@code -}.
 */
public final class Fen {

    /** The standard starting position. */
    public static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private static final int MAX_HALFMOVE_CLOCK = 9_999;
    private static final int MAX_FULLMOVE_NUMBER = 99_999;

    private Fen() {
    }

    /**
     * Reads a FEN strictly.
     *
     * @param game the game the state belongs to
     * @param fen the six fields separated by spaces
     * @return a new state owned by the caller, with an empty history
     * @throws NotationException with one line naming the first problem found
     */
    static ChessState parse(ChessGame game, String fen) {
        return parse(game, fen, null);
    }

    /**
     * Reads a FEN; with {@code repairs}, leniently, as engines read what GUIs and puzzle files send: four or five
     * fields (the counters default to 0 and 1), a fullmove number of 0 (read as 1), counters that are no number
     * or out of range (clamped), castling rights without their king and rook, an en-passant square no double
     * step explains, an en-passant square with a halfmove clock other than 0 (the clock is reset) and more pieces
     * than promotions explain are repaired, each with a line to {@code repairs}. What no search can work on is
     * refused either way: no king or two, a pawn on the first or last rank, more than 16 pieces a side, the side
     * not to move in check, three or more checkers.
     *
     * @param game the game the state belongs to
     * @param fen the fields separated by spaces
     * @param repairs receives one line per repair; {@code null} to read strictly
     * @return a new state owned by the caller, with an empty history
     * @throws NotationException with one line naming the first problem found
     */
    static ChessState parse(ChessGame game, String fen, Consumer<String> repairs) {
        String text = fen == null ? "" : fen.strip();
        if (text.isEmpty()) {
            throw new NotationException("empty FEN: expected six fields (placement, side to move, castling,"
                    + " en passant, halfmove clock, fullmove number)");
        }
        String[] fields = text.split("\\s+");
        boolean lenient = repairs != null;
        if (lenient && (fields.length == 4 || fields.length == 5)) {
            String[] full = Arrays.copyOf(fields, 6);
            full[4] = fields.length == 5 ? fields[4] : "0";
            full[5] = "1";
            fields = full;
        } else if (fields.length != 6) {
            throw new NotationException("FEN has " + fields.length + " field" + (fields.length == 1 ? "" : "s")
                    + ", expected 6 (placement, side to move, castling, en passant, halfmove clock, fullmove"
                    + " number): '" + oneLine(text) + "'");
        }
        ChessState state = new ChessState(game);
        readPlacement(state, fields[0]);
        checkMaterial(state, lenient);
        int side = switch (fields[1]) {
            case "w" -> Piece.WHITE;
            case "b" -> Piece.BLACK;
            default -> throw new NotationException("FEN side to move must be 'w' or 'b', not '" + oneLine(fields[1])
                    + "'");
        };
        int castling = readCastling(state, fields[2], repairs);
        int halfmoves = readNumber(fields[4], "halfmove clock", 0, MAX_HALFMOVE_CLOCK, repairs);
        int fullmoves = readNumber(fields[5], "fullmove number", 1, MAX_FULLMOVE_NUMBER, repairs);
        state.setUp(side, castling, halfmoves, fullmoves);
        int ep = readEnPassant(state, fields[3], repairs);
        if (ep >= 0 && halfmoves != 0) {
            if (!lenient) {
                throw new NotationException("FEN halfmove clock is " + halfmoves + ", but the en-passant square "
                        + Square.name(ep) + " means a pawn has just moved, which resets it to 0");
            }
            repairs.accept("halfmove clock " + halfmoves + " set to 0: the en-passant square " + Square.name(ep)
                    + " means a pawn has just moved");
            halfmoves = 0;
            state.setUp(side, castling, halfmoves, fullmoves);
        }
        checkChecks(state);
        if (ep >= 0 && state.enPassantCaptureLegal(ep)) {
            state.setEnPassant(ep);
        }
        state.finishSetUp();
        return state;
    }

    private static void readPlacement(ChessState state, String placement) {
        String[] ranks = placement.split("/", -1);
        if (ranks.length != 8) {
            throw new NotationException("FEN placement has " + ranks.length + " rank" + (ranks.length == 1 ? "" : "s")
                    + ", expected 8 separated by '/': '" + oneLine(placement) + "'");
        }
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            String row = ranks[i];
            int file = 0;
            boolean previousDigit = false;
            for (int j = 0; j < row.length(); j++) {
                char c = row.charAt(j);
                if (c >= '1' && c <= '8') {
                    if (previousDigit) {
                        throw new NotationException("FEN rank " + (rank + 1) + " ('" + oneLine(row)
                                + "') has two counts of empty squares in a row");
                    }
                    file += c - '0';
                    previousDigit = true;
                } else {
                    int piece = Piece.fromFenLetter(c);
                    if (piece == Piece.EMPTY) {
                        throw new NotationException("FEN rank " + (rank + 1) + " ('" + oneLine(row) + "') has '"
                                + printable(c) + "', which is neither a piece letter (PNBRQK, pnbrqk) nor a count 1-8");
                    }
                    if (file < 8) {
                        state.put(piece, Square.of(file, rank));
                    }
                    file++;
                    previousDigit = false;
                }
            }
            if (file != 8) {
                throw new NotationException("FEN rank " + (rank + 1) + " ('" + oneLine(row) + "') covers " + file
                        + " squares, expected 8");
            }
        }
    }

    private static void checkMaterial(ChessState state, boolean lenient) {
        for (int color = Piece.WHITE; color <= Piece.BLACK; color++) {
            String name = Piece.colorName(color);
            int kings = Long.bitCount(state.pieces[Piece.of(color, Piece.KING)]);
            if (kings != 1) {
                throw new NotationException("FEN has " + kings + " " + name.toLowerCase(java.util.Locale.ROOT)
                        + " kings, expected exactly one");
            }
            long pawns = state.pieces[Piece.of(color, Piece.PAWN)];
            long misplaced = pawns & (Attacks.RANK_1 | Attacks.RANK_8);
            if (misplaced != 0) {
                throw new NotationException("FEN has a " + name.toLowerCase(java.util.Locale.ROOT) + " pawn on "
                        + Square.name(Long.numberOfTrailingZeros(misplaced))
                        + ", but pawns never stand on the first or last rank");
            }
            int pawnCount = Long.bitCount(pawns);
            int pieces = Long.bitCount(state.colors[color]);
            if (pieces > 16) {
                throw new NotationException("FEN gives " + name + " " + pieces + " pieces; a side has at most 16");
            }
            if (lenient) {
                continue; // more pawns or promoted pieces than a game allows, but a search can work on it
            }
            if (pawnCount > 8) {
                throw new NotationException("FEN gives " + name + " " + pawnCount + " pawns; a side has at most 8");
            }
            int promoted = Math.max(0, count(state, color, Piece.QUEEN) - 1)
                    + Math.max(0, count(state, color, Piece.ROOK) - 2)
                    + Math.max(0, count(state, color, Piece.BISHOP) - 2)
                    + Math.max(0, count(state, color, Piece.KNIGHT) - 2);
            if (promoted > 8 - pawnCount) {
                throw new NotationException("FEN gives " + name + " more pieces than it can have: " + promoted
                        + " beyond the initial set but only " + (8 - pawnCount) + " pawns missing to promote");
            }
        }
    }

    private static int count(ChessState state, int color, int type) {
        return Long.bitCount(state.pieces[Piece.of(color, type)]);
    }

    private static int readCastling(ChessState state, String field, Consumer<String> repairs) {
        if (field.equals("-")) {
            return 0;
        }
        int rights = 0;
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            int right;
            int color;
            int rookSquare;
            switch (c) {
                case 'K' -> {
                    right = ChessState.WHITE_KINGSIDE;
                    color = Piece.WHITE;
                    rookSquare = Square.H1;
                }
                case 'Q' -> {
                    right = ChessState.WHITE_QUEENSIDE;
                    color = Piece.WHITE;
                    rookSquare = Square.A1;
                }
                case 'k' -> {
                    right = ChessState.BLACK_KINGSIDE;
                    color = Piece.BLACK;
                    rookSquare = Square.H8;
                }
                case 'q' -> {
                    right = ChessState.BLACK_QUEENSIDE;
                    color = Piece.BLACK;
                    rookSquare = Square.A8;
                }
                default -> throw new NotationException("FEN castling field '" + oneLine(field) + "' has '" + printable(c)
                        + "'; use '-' or the letters K, Q, k, q (Chess960 rights are not supported)");
            }
            if ((rights & right) != 0) {
                if (repairs != null) {
                    continue;
                }
                throw new NotationException("FEN castling field '" + oneLine(field) + "' repeats '" + c + "'");
            }
            int kingSquare = color == Piece.WHITE ? Square.E1 : Square.E8;
            if (state.board[kingSquare] != Piece.of(color, Piece.KING)
                    || state.board[rookSquare] != Piece.of(color, Piece.ROOK)) {
                if (repairs != null) {
                    repairs.accept("castling right '" + c + "' dropped: it needs the " + Piece.colorName(color)
                            .toLowerCase(java.util.Locale.ROOT) + " king on " + Square.name(kingSquare)
                            + " and a rook on " + Square.name(rookSquare));
                    continue;
                }
                throw new NotationException("FEN castling right '" + c + "' needs the " + Piece.colorName(color)
                        .toLowerCase(java.util.Locale.ROOT) + " king on " + Square.name(kingSquare) + " and a rook on "
                        + Square.name(rookSquare));
            }
            rights |= right;
        }
        return rights;
    }

    private static int readEnPassant(ChessState state, String field, Consumer<String> repairs) {
        if (field.equals("-")) {
            return -1;
        }
        int square = Square.parse(field);
        if (square < 0) {
            throw new NotationException("FEN en-passant field must be '-' or a square such as e3, not '"
                    + oneLine(field) + "'");
        }
        int us = state.sideToMove();
        int expectedRank = us == Piece.WHITE ? 5 : 2;
        if (Square.rank(square) != expectedRank) {
            if (repairs != null) {
                repairs.accept("en-passant square " + field + " dropped: with " + Piece.colorName(us)
                        + " to move it must be on rank " + (expectedRank + 1));
                return -1;
            }
            throw new NotationException("FEN en-passant square " + field + " is not on rank " + (expectedRank + 1)
                    + ", where it must be with " + Piece.colorName(us) + " to move");
        }
        int them = us ^ 1;
        int pawnSquare = us == Piece.WHITE ? square - 8 : square + 8;
        int originSquare = us == Piece.WHITE ? square + 8 : square - 8;
        if (state.board[pawnSquare] != Piece.of(them, Piece.PAWN) || state.board[square] != Piece.EMPTY
                || state.board[originSquare] != Piece.EMPTY) {
            if (repairs != null) {
                repairs.accept("en-passant square " + field + " dropped: no " + Piece.colorName(them)
                        .toLowerCase(java.util.Locale.ROOT) + " pawn has just come from " + Square.name(originSquare)
                        + " to " + Square.name(pawnSquare));
                return -1;
            }
            throw new NotationException("FEN en-passant square " + field + " needs a "
                    + Piece.colorName(them).toLowerCase(java.util.Locale.ROOT) + " pawn on " + Square.name(pawnSquare)
                    + " that has just come from " + Square.name(originSquare) + ", with " + field + " and "
                    + Square.name(originSquare) + " empty");
        }
        return square;
    }

    private static int readNumber(String field, String name, int min, int max, Consumer<String> repairs) {
        boolean digits = !field.isEmpty() && field.length() <= 6 && field.chars().allMatch(c -> c >= '0' && c <= '9');
        int value = digits ? Integer.parseInt(field) : -1;
        if (value >= min && value <= max) {
            return value;
        }
        if (repairs == null) {
            throw new NotationException("FEN " + name + " must be a whole number from " + min + " to " + max + ", not '"
                    + oneLine(field) + "'");
        }
        boolean large = field.length() > 6 && field.chars().allMatch(c -> c >= '0' && c <= '9');
        int repaired = large ? max : digits ? Math.max(min, Math.min(max, value)) : min;
        if (!(min == 1 && value == 0)) {
            // A fullmove number of 0, common in puzzle files, is read as 1 without a word.
            repairs.accept(name + " '" + oneLine(field) + "' read as " + repaired + " (from " + min + " to " + max
                    + ")");
        }
        return repaired;
    }

    private static void checkChecks(ChessState state) {
        long occupied = state.colors[0] | state.colors[1];
        int side = state.sideToMove();
        int other = side ^ 1;
        int otherKing = Long.numberOfTrailingZeros(state.pieces[Piece.of(other, Piece.KING)]);
        if (ChessMoveGenerator.attacked(state.pieces, otherKing, side, occupied)) {
            throw new NotationException("FEN has " + Piece.colorName(other) + " in check with "
                    + Piece.colorName(side) + " to move, which no game can reach");
        }
        int king = Long.numberOfTrailingZeros(state.pieces[Piece.of(side, Piece.KING)]);
        int checkers = Long.bitCount(ChessMoveGenerator.attackersTo(state.pieces, king, occupied) & state.colors[other]);
        if (checkers > 2) {
            throw new NotationException("FEN has " + Piece.colorName(side) + " in check from " + checkers
                    + " pieces at once, which no move can give");
        }
    }

    /**
     * Writes a state as FEN.
     *
     * @param state the position
     * @return its six fields
     */
    public static String format(ChessState state) {
        StringBuilder fen = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int piece = state.pieceAt(Square.of(file, rank));
                if (piece == Piece.EMPTY) {
                    empty++;
                } else {
                    if (empty > 0) {
                        fen.append(empty);
                        empty = 0;
                    }
                    fen.append(Piece.fenLetter(piece));
                }
            }
            if (empty > 0) {
                fen.append(empty);
            }
            if (rank > 0) {
                fen.append('/');
            }
        }
        fen.append(state.sideToMove() == Piece.WHITE ? " w " : " b ");
        int rights = state.castlingRights();
        if (rights == 0) {
            fen.append('-');
        } else {
            appendIf(fen, rights, ChessState.WHITE_KINGSIDE, 'K');
            appendIf(fen, rights, ChessState.WHITE_QUEENSIDE, 'Q');
            appendIf(fen, rights, ChessState.BLACK_KINGSIDE, 'k');
            appendIf(fen, rights, ChessState.BLACK_QUEENSIDE, 'q');
        }
        fen.append(' ').append(state.enPassantSquare() < 0 ? "-" : Square.name(state.enPassantSquare()));
        fen.append(' ').append(state.halfmoveClock()).append(' ').append(state.fullmoveNumber());
        return fen.toString();
    }

    private static void appendIf(StringBuilder fen, int rights, int right, char letter) {
        if ((rights & right) != 0) {
            fen.append(letter);
        }
    }

    /** The text cut to a readable length and kept on one line, for messages. */
    static String oneLine(String text) {
        String line = text.replaceAll("\\p{Cntrl}", "?");
        return line.length() > 100 ? line.substring(0, 97) + "..." : line;
    }

    private static String printable(char c) {
        return Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : String.valueOf(c);
    }
}
