/**
 * Monte Carlo Tree Search: the {@code mcts} {@link dev.ply.core.search.SearchProvider}, assembled from
 * the strategies of the sub-packages ({@code selection}, {@code playout}, {@code backpropagation},
 * {@code finalmoveselection}) over the compact node storage of {@code tree}.
 */
package dev.ply.search.mcts;
