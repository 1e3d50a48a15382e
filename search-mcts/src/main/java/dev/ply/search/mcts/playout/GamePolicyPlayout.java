package dev.ply.search.mcts.playout;

import dev.ply.core.capability.PlayoutMoves;
import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.RewardScale;

/**
 * Play-outs by the game's own policy ({@link PlayoutMoves#policyPlayoutMove}: Go answers ataris next to the last move
 * first, as MoGo's play-outs did), and uniformly random moves in games that have no policy of their own.
 */
public final class GamePolicyPlayout extends Playout {

    /**
     * Creates the policy.
     *
     * @param scale scores cut-off play-outs
     * @param cutoff plies after which the evaluator scores the play-out; 0 to play to the end
     * @param maxPlies the game's ply cap
     */
    public GamePolicyPlayout(RewardScale scale, int cutoff, int maxPlies) {
        super(scale, cutoff, maxPlies);
    }

    @Override
    protected boolean drawsFromGame() {
        return true;
    }

    @Override
    protected int drawFromGame(PlayoutMoves game, Iteration iteration) {
        return game.policyPlayoutMove(iteration.random, iteration.moves);
    }

    @Override
    protected int choose(Iteration iteration, int count, int player) {
        return iteration.moves[iteration.random.nextInt(count)];
    }
}
