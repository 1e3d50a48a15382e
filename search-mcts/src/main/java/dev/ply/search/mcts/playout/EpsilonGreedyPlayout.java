package dev.ply.search.mcts.playout;

import dev.ply.core.GameState;
import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.RewardScale;

/**
 * An evaluator-guided simulation: with probability {@code epsilon} a uniformly random move, otherwise
 * the move after which the evaluator likes the position best for the player who made it (a won game
 * best of all). Ties go to a random one of the best. Costs one play, evaluation and undo per legal move
 * at each step.
 */
public final class EpsilonGreedyPlayout extends Playout {

    private final double epsilon;

    /**
     * Creates the policy.
     *
     * @param scale scores positions and cut-off play-outs
     * @param epsilon the probability of a random move, in [0, 1]
     * @param cutoff plies after which the evaluator scores the play-out; 0 to play to the end
     * @param maxPlies the game's ply cap
     */
    public EpsilonGreedyPlayout(RewardScale scale, double epsilon, int cutoff, int maxPlies) {
        super(scale, cutoff, maxPlies);
        this.epsilon = epsilon;
    }

    @Override
    protected int choose(Iteration iteration, int count, int player) {
        int[] moves = iteration.moves;
        if (count == 1 || iteration.random.nextDouble() < epsilon) {
            return moves[iteration.random.nextInt(count)];
        }
        GameState state = iteration.state;
        int best = moves[0];
        double bestValue = Double.NEGATIVE_INFINITY;
        int ties = 0;
        // The evaluation may generate moves into the same buffer through the state; keep a copy.
        int[] candidates = iteration.spareMoves;
        System.arraycopy(moves, 0, candidates, 0, count);
        for (int i = 0; i < count; i++) {
            int move = candidates[i];
            state.play(move);
            double value = scale().reward(state, player);
            state.undo();
            if (value > bestValue) {
                bestValue = value;
                best = move;
                ties = 1;
            } else if (value == bestValue && iteration.random.nextInt(++ties) == 0) {
                best = move;
            }
        }
        return best;
    }
}
