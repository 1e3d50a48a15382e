package dev.ply.search.mcts.playout;

import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.RewardScale;

/** The textbook simulation: every move uniformly at random among the legal ones. */
public final class RandomPlayout extends Playout {

    /**
     * Creates the policy.
     *
     * @param scale scores cut-off play-outs
     * @param cutoff plies after which the evaluator scores the play-out; 0 to play to the end
     * @param maxPlies the game's ply cap
     */
    public RandomPlayout(RewardScale scale, int cutoff, int maxPlies) {
        super(scale, cutoff, maxPlies);
    }

    @Override
    protected boolean drawsFromGame() {
        return true;
    }

    @Override
    protected int choose(Iteration iteration, int count, int player) {
        return iteration.moves[iteration.random.nextInt(count)];
    }
}
