/**
 * Backgammon (cubeless): the rules with chance nodes ({@link dev.ply.games.backgammon.BackgammonGame},
 * {@link dev.ply.games.backgammon.BackgammonState}), the move encoding
 * ({@link dev.ply.games.backgammon.BackgammonMove}), GNU Backgammon's position ids
 * ({@link dev.ply.games.backgammon.PositionId}) and play notation
 * ({@link dev.ply.games.backgammon.PlayNotation}).
 */
package dev.ply.games.backgammon;
