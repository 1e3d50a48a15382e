/**
 * Minimax and alpha-beta: the {@code minimax} and {@code alphabeta} search providers, for every game
 * without chance nodes.
 */
package dev.ply.search.alphabeta;
