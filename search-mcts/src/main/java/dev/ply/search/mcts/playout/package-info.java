/** Simulation strategies: how a play-out finishes the game from a new node (random, epsilon-greedy). */
package dev.ply.search.mcts.playout;
