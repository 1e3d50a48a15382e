/**
 * Chess: bitboard rules with magic-bitboard attacks and legal move generation ({@link
 * dev.ply.games.chess.ChessMoveGenerator}), make/unmake with an incremental Zobrist key ({@link
 * dev.ply.games.chess.ChessState}), FEN ({@link dev.ply.games.chess.Fen}), SAN and UCI move notation, PGN
 * ({@link dev.ply.games.chess.notation.Pgn}), perft ({@link dev.ply.games.chess.ChessPerft}) and a tapered
 * evaluator ({@link dev.ply.games.chess.eval.ChessEvaluator}).
 *
 * <p>Squares are {@code int}s 0 ({@code a1}) to 63 ({@code h8}), see {@link dev.ply.games.chess.Square};
 * pieces are {@code int}s, see {@link dev.ply.games.chess.Piece}; moves are {@code int}s laid out as
 * {@link dev.ply.games.chess.ChessMove} documents.
 */
package dev.ply.games.chess;
