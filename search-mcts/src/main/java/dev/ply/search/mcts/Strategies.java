package dev.ply.search.mcts;

import dev.ply.search.mcts.backpropagation.BackpropagationPolicy;
import dev.ply.search.mcts.playout.PlayoutPolicy;
import dev.ply.search.mcts.selection.SelectionPolicy;
import dev.ply.search.mcts.tree.RewardScale;

/**
 * The strategies one search's workers run its four phases with, built once from the configuration.
 *
 * @param selection chooses the child to descend to
 * @param playout plays the simulation from the new node
 * @param backpropagation the updates of the path, in order (Monte Carlo statistics, then AMAF, then proofs)
 * @param scale turns results and evaluations into rewards
 * @param virtualLoss the visits a descending thread adds to each node on its path
 * @param solver whether proven nodes are handled as proofs
 * @param guide the network that judges new leaves and gives their children priors, or {@code null}
 */
record Strategies(SelectionPolicy selection, PlayoutPolicy playout, BackpropagationPolicy[] backpropagation,
        RewardScale scale, int virtualLoss, boolean solver, NetworkGuide guide) {
}
