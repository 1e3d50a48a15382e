/**
 * Backgammon evaluators: Ply's own ({@link dev.ply.games.backgammon.eval.PlyBackgammonEvaluator}, the
 * default, {@code backgammon:ply}) and Tesauro's pubeval ({@link dev.ply.games.backgammon.eval.PubEval},
 * {@code backgammon:pubeval}), with the features and networks Ply's evaluator is built from.
 */
package dev.ply.games.backgammon.eval;
