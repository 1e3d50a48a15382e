/**
 * Chess's evaluation: a tapered evaluator ({@link dev.ply.games.chess.eval.ChessEvaluator}) summing
 * {@link dev.ply.games.chess.eval.EvaluationTerm}s (PeSTO's material and piece-square tables, mobility, pawn
 * structure, king safety, the bishop pair), each scoring the middlegame and the endgame at once
 * ({@link dev.ply.games.chess.eval.TaperedScore}), and the providers of {@code chess:pst} and {@code chess:classic}.
 * Terms read the position through {@link dev.ply.games.chess.ChessBoard}'s public accessors. A term's own weights
 * are its starting values; {@code chess:classic} plays with the fitted ones of its resource {@code classic.weights}
 * ({@link dev.ply.games.chess.eval.ChessClassicEvaluatorProvider}).
 */
package dev.ply.games.chess.eval;
