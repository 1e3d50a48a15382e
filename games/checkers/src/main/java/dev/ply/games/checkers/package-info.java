/**
 * English draughts (checkers) under the WCDF and ACF rules: {@link dev.ply.games.checkers.CheckersGame},
 * positions on 32-square bitboards ({@link dev.ply.games.checkers.CheckersState}), PDN moves, positions and
 * games ({@link dev.ply.games.checkers.PdnGame}), a fast perft ({@link dev.ply.games.checkers.CheckersPerft})
 * and an evaluator ({@link dev.ply.games.checkers.CheckersEvaluator}).
 */
package dev.ply.games.checkers;
