/** Backpropagation strategies: what a play-out's result updates on the path (means, AMAF, proofs). */
package dev.ply.search.mcts.backpropagation;
