/**
 * The Monte Carlo tree in primitive arrays, the per-thread iteration scratch space, and the mapping of
 * game results and evaluations to rewards: what the strategies of the other packages work on.
 */
package dev.ply.search.mcts.tree;
