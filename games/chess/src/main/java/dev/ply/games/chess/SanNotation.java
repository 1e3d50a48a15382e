package dev.ply.games.chess;

import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Standard Algebraic Notation, as FIDE and PGN write moves: {@code Nf3}, {@code Nbd7}, {@code R1e2},
 * {@code exd6}, {@code e8=Q}, {@code O-O-O}, with {@code +} after a check and {@code #} after mate.
 *
 * <p>Writing follows the PGN standard exactly: a piece letter (none for pawns), the origin file, rank
 * or both only when another piece of the same kind could also reach the destination, {@code x} for
 * captures (a pawn capture names the pawn's file), {@code =} and the piece for promotions.
 *
 * <p>Reading is lenient where the meaning is clear: {@code 0-0} and {@code o-o} for castling, a missing
 * or wrong check mark, annotation marks ({@code !}, {@code ?}), {@code e8Q}, {@code e8(Q)} and
 * {@code e8/Q} for promotions, a missing {@code x}, a {@code :} for {@code x}, more disambiguation than
 * needed ({@code Ng1f3}, {@code Ng1-f3}) and a trailing {@code e.p.}. It is strict where it is not: a
 * move that more than one legal move fits is rejected as ambiguous, and a pawn move to the last rank
 * must say what it promotes to.
 */
public final class SanNotation {

    private static final Pattern MOVE = Pattern.compile(
            "([NBRQK])?([a-h])?([1-8])?[x:-]?([a-h][1-8])(?:=?([NBRQnbrq])|\\(([NBRQnbrq])\\)|/([NBRQnbrq]))?");
    private static final Pattern CASTLING = Pattern.compile("[O0o]-[O0o](-[O0o])?");

    private SanNotation() {
    }

    /**
     * Writes a legal move in SAN, with its check or mate mark.
     *
     * @param state the position the move is played in; played on and restored
     * @param move a legal move of the position (draw rules aside)
     * @return the move in SAN; for a value that is no legal move of the position, its squares in UCI
     *     notation, so that printing a wrong move in a message never corrupts the state
     */
    public static String format(ChessState state, int move) {
        if (!isLegal(state, move)) {
            // Never play a move that is not legal here: name it by its squares instead.
            return ChessMove.toUci(move);
        }
        StringBuilder san = new StringBuilder(8);
        appendWithoutCheck(state, move, san);
        state.play(move);
        if (state.inCheck()) {
            san.append(ChessMoveGenerator.hasLegalMove(state) ? '+' : '#');
        }
        state.undo();
        return san.toString();
    }

    private static boolean isLegal(ChessState state, int move) {
        int[] moves = state.scratchMoves();
        int count = ChessMoveGenerator.generate(state, moves);
        for (int i = 0; i < count; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    private static void appendWithoutCheck(ChessState state, int move, StringBuilder san) {
        int from = ChessMove.from(move);
        int to = ChessMove.to(move);
        int kind = ChessMove.kind(move);
        if (kind == ChessMove.CASTLING) {
            san.append(to > from ? "O-O" : "O-O-O");
            return;
        }
        int piece = state.pieceAt(from);
        int type = Piece.type(piece);
        boolean capture = state.isCapture(move);
        if (type == Piece.PAWN) {
            if (capture) {
                san.append((char) ('a' + Square.file(from))).append('x');
            }
            san.append(Square.name(to));
            if (kind == ChessMove.PROMOTION) {
                san.append('=').append(Piece.typeLetter(ChessMove.promotionType(move)));
            }
            return;
        }
        san.append(Piece.typeLetter(type));
        if (type != Piece.KING) {
            appendDisambiguation(state, move, piece, san);
        }
        if (capture) {
            san.append('x');
        }
        san.append(Square.name(to));
    }

    private static void appendDisambiguation(ChessState state, int move, int piece, StringBuilder san) {
        int from = ChessMove.from(move);
        int to = ChessMove.to(move);
        int[] moves = state.scratchMoves();
        int count = ChessMoveGenerator.generate(state, moves);
        boolean rivals = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (int i = 0; i < count; i++) {
            int other = moves[i];
            int otherFrom = ChessMove.from(other);
            if (ChessMove.to(other) == to && otherFrom != from && state.pieceAt(otherFrom) == piece) {
                rivals = true;
                sameFile |= Square.file(otherFrom) == Square.file(from);
                sameRank |= Square.rank(otherFrom) == Square.rank(from);
            }
        }
        if (!rivals) {
            return;
        }
        if (!sameFile) {
            san.append((char) ('a' + Square.file(from)));
        } else if (!sameRank) {
            san.append((char) ('1' + Square.rank(from)));
        } else {
            san.append(Square.name(from));
        }
    }

    /**
     * Reads a move in SAN and finds the legal move it names.
     *
     * @param state the position; left as it was
     * @param text the move
     * @return the legal move
     * @throws NotationException if the text is not SAN; {@link IllegalMoveException} if no legal move fits it
     *     (with the reason) or several do (naming them)
     */
    public static int parse(ChessState state, String text) {
        return parse(state, text, false);
    }

    /**
     * Reads a SAN move; with {@code playOnAfterDraws}, also in a position the draw rules have ended (a game
     * record goes on where the players did not claim the draw), as long as the side to move is neither
     * checkmated nor stalemated.
     */
    static int parse(ChessState state, String text, boolean playOnAfterDraws) {
        String san = stripAnnotations(text.strip());
        if (CASTLING.matcher(san).matches()) {
            return parseCastling(state, text, san.length() > 3, playOnAfterDraws);
        }
        Matcher matcher = MOVE.matcher(san);
        if (!matcher.matches()) {
            throw new NotationException("'" + Fen.oneLine(text) + "' is not a chess move: write SAN such as Nf3, exd5,"
                    + " O-O or e8=Q, or UCI such as g1f3");
        }
        int type = matcher.group(1) == null ? Piece.PAWN : Piece.typeFromLetter(matcher.group(1).charAt(0));
        int fromFile = matcher.group(2) == null ? -1 : matcher.group(2).charAt(0) - 'a';
        int fromRank = matcher.group(3) == null ? -1 : matcher.group(3).charAt(0) - '1';
        int to = Square.parse(matcher.group(4));
        String promotionLetter = matcher.group(5) != null ? matcher.group(5)
                : matcher.group(6) != null ? matcher.group(6) : matcher.group(7);
        int promotion = promotionLetter == null ? Piece.NONE
                : Piece.typeFromLetter(Character.toUpperCase(promotionLetter.charAt(0)));
        if (type == Piece.PAWN && fromRank >= 0 && fromFile < 0) {
            throw new NotationException("'" + Fen.oneLine(text) + "' is not a chess move: a pawn move names the pawn's"
                    + " file (exd5), not its rank");
        }
        if (promotion != Piece.NONE && type != Piece.PAWN) {
            throw new IllegalMoveException("illegal move " + Fen.oneLine(text) + ": only a pawn can promote");
        }
        checkNotOver(state, text, playOnAfterDraws);

        int us = state.sideToMove();
        int piece = Piece.of(us, type);
        int[] moves = state.scratchMoves();
        int count = ChessMoveGenerator.generate(state, moves);
        List<Integer> matches = new ArrayList<>(2);
        boolean promotionMissing = false;
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            int from = ChessMove.from(move);
            if (ChessMove.to(move) != to || state.pieceAt(from) != piece || ChessMove.kind(move) == ChessMove.CASTLING
                    || fromFile >= 0 && Square.file(from) != fromFile || fromRank >= 0 && Square.rank(from) != fromRank) {
                continue;
            }
            if (type == Piece.PAWN && fromFile < 0 && Square.file(from) != Square.file(to)) {
                continue;
            }
            int madeType = ChessMove.promotionType(move);
            if (madeType != promotion) {
                promotionMissing |= promotion == Piece.NONE;
                continue;
            }
            matches.add(move);
        }
        if (matches.size() == 1) {
            return matches.get(0);
        }
        String shown = Fen.oneLine(text);
        if (matches.size() > 1) {
            List<String> names = new ArrayList<>();
            for (int move : matches) {
                names.add(format(state, move));
            }
            throw new IllegalMoveException("ambiguous move " + shown + ": " + String.join(", ", names.subList(0,
                    names.size() - 1)) + " and " + names.get(names.size() - 1) + (names.size() == 2 ? " are both"
                    : " are all") + " legal; add the file or rank of the piece that moves");
        }
        if (promotionMissing) {
            throw new IllegalMoveException("illegal move " + shown + ": a pawn reaching the last rank must promote;"
                    + " write " + Square.name(to) + "=Q (or =R, =B, =N)");
        }
        throw new IllegalMoveException("illegal move " + shown + ": "
                + MoveLegality.explainSan(state, type, fromFile, fromRank, to, promotion));
    }

    private static int parseCastling(ChessState state, String text, boolean queenSide, boolean playOnAfterDraws) {
        checkNotOver(state, text, playOnAfterDraws);
        int king = state.kingSquare(state.sideToMove());
        int to = queenSide ? king - 2 : king + 2;
        int[] moves = state.scratchMoves();
        int count = ChessMoveGenerator.generate(state, moves);
        for (int i = 0; i < count; i++) {
            if (ChessMove.kind(moves[i]) == ChessMove.CASTLING && ChessMove.to(moves[i]) == to) {
                return moves[i];
            }
        }
        throw new IllegalMoveException("illegal move " + Fen.oneLine(text) + ": "
                + MoveLegality.explainCastling(state, queenSide));
    }

    static void checkNotOver(ChessState state, String text, boolean playOnAfterDraws) {
        if (playOnAfterDraws ? !ChessMoveGenerator.hasLegalMove(state) : state.isTerminal()) {
            throw new IllegalMoveException("illegal move " + Fen.oneLine(text) + ": the game is over ("
                    + state.terminationReason() + ")");
        }
    }

    /** Removes check and mate marks, annotation glyphs and an "e.p." suffix. */
    private static String stripAnnotations(String san) {
        String result = san;
        if (result.endsWith("e.p.")) {
            result = result.substring(0, result.length() - 4).strip();
        }
        int end = result.length();
        while (end > 0 && "+#!?".indexOf(result.charAt(end - 1)) >= 0) {
            end--;
        }
        return result.substring(0, end);
    }
}
