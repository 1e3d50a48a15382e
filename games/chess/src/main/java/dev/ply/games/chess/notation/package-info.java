/**
 * Chess's game records: PGN games and collections ({@link dev.ply.games.chess.notation.Pgn},
 * {@link dev.ply.games.chess.notation.PgnGame}) and EPD positions ({@link dev.ply.games.chess.notation.Epd}), read
 * and written on top of the position's FEN and the moves' SAN, which live with the position in
 * {@code dev.ply.games.chess}.
 */
package dev.ply.games.chess.notation;
