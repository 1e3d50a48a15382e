package dev.ply.search.mcts.playout;

import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.MoveAverages;
import dev.ply.search.mcts.tree.RewardScale;

/**
 * MAST, the move-average sampling technique (Finnsson and Björnsson 2008, in its epsilon-greedy form): every move
 * keeps the mean result of the play-outs it was played in, per player, over the whole search; a play-out plays,
 * with probability {@code 1 - epsilon}, the legal move (among the game's {@code PlayoutMoves} where it has them)
 * with the best mean for its mover, a move never played counting as a win so that it gets tried, and otherwise a
 * uniformly random one. The averages are each worker's own.
 */
public final class MastPlayout extends Playout {

    /** The mean a move never played counts with: optimistic, so that it is tried. */
    private static final double UNKNOWN = 1.0;

    private final double epsilon;

    /**
     * Creates the policy.
     *
     * @param scale scores cut-off play-outs
     * @param epsilon the probability of a uniformly random move, in [0, 1]
     * @param cutoff plies after which the evaluator scores the play-out; 0 to play to the end
     * @param maxPlies the game's ply cap
     */
    public MastPlayout(RewardScale scale, double epsilon, int cutoff, int maxPlies) {
        super(scale, cutoff, maxPlies);
        this.epsilon = epsilon;
    }

    @Override
    protected int choose(Iteration iteration, int count, int player) {
        int[] moves = iteration.moves;
        MoveAverages averages = iteration.moveAverages();
        int chosen;
        if (count == 1 || iteration.random.nextDouble() < epsilon) {
            chosen = moves[iteration.random.nextInt(count)];
        } else {
            chosen = moves[0];
            double best = Double.NEGATIVE_INFINITY;
            int ties = 0;
            for (int i = 0; i < count; i++) {
                double mean = averages.mean(player, moves[i], UNKNOWN);
                if (mean > best) {
                    best = mean;
                    chosen = moves[i];
                    ties = 1;
                } else if (mean == best && iteration.random.nextInt(++ties) == 0) {
                    chosen = moves[i];
                }
            }
        }
        averages.note(player, chosen);
        return chosen;
    }

    @Override
    protected void finished(Iteration iteration, double forPlayer0) {
        iteration.moveAverages().finish(forPlayer0);
    }
}
