package dev.ply.search.mcts.playout;

import dev.ply.core.GameState;
import dev.ply.core.capability.DrawRules;
import dev.ply.core.capability.PlayoutMoves;
import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.RewardScale;

/**
 * The play-out loop shared by the policies: chance events drawn with their probabilities, a move
 * chosen by {@link #choose} at each player node, and the game scored by its result, or by the
 * evaluator when the play-out is cut off after {@code cutoff} plies or reaches the game's ply cap. A
 * position that {@linkplain DrawRules#isDrawByRule() a draw rule} declares drawn ends it as a draw.
 */
public abstract class Playout implements PlayoutPolicy {

    /** The reward of a drawn play-out. */
    private static final double DRAW = 0.5;

    private final RewardScale scale;
    private final int cutoff;
    private final int maxPlies;

    /**
     * Sets up the loop.
     *
     * @param scale turns results and evaluations into rewards
     * @param cutoff the plies after which a play-out stops and the evaluator scores it; 0 to play to the end
     * @param maxPlies the game's ply cap, after which a play-out is scored by the evaluator
     */
    protected Playout(RewardScale scale, int cutoff, int maxPlies) {
        this.scale = scale;
        this.cutoff = cutoff > 0 ? cutoff : Integer.MAX_VALUE;
        this.maxPlies = Math.max(1, maxPlies);
    }

    /**
     * The scale this play-out scores with.
     *
     * @return the scale
     */
    protected final RewardScale scale() {
        return scale;
    }

    @Override
    public final double playout(Iteration iteration) {
        GameState state = iteration.state;
        int[] moves = iteration.moves;
        DrawRules draws = state instanceof DrawRules rules ? rules : null;
        PlayoutMoves policy = state instanceof PlayoutMoves choices ? choices : null;
        boolean fromGame = policy != null && drawsFromGame();
        int plies = 0;
        double result;
        while (true) {
            if (plies >= cutoff || plies >= maxPlies) {
                result = scale.reward(state);
                break;
            }
            if (draws != null && plies > 0 && draws.isDrawByRule()) {
                // A move counter or dead material: drawn, though the rules may let the game go on.
                result = DRAW;
                break;
            }
            int move;
            int player;
            if (state.isChanceNode()) {
                move = iteration.sampleOutcome();
                player = -1;
            } else if (fromGame) {
                move = drawFromGame(policy, iteration);
                if (move == GameState.NO_MOVE) {
                    result = RewardScale.terminalReward(state);
                    break;
                }
                player = state.toMove();
            } else {
                int count = policy != null ? policy.playoutMoves(moves) : state.legalMoves(moves);
                if (count == 0) {
                    result = RewardScale.terminalReward(state);
                    break;
                }
                player = state.toMove();
                move = choose(iteration, count, player);
            }
            state.play(move);
            iteration.record(move, player);
            plies++;
        }
        iteration.countPositions(plies);
        for (int i = 0; i < plies; i++) {
            state.undo();
        }
        finished(iteration, result);
        return result;
    }

    /**
     * Called at the end of every play-out with its result, after its moves are taken back: policies that learn
     * from play-outs (MAST) update here. Does nothing by default.
     *
     * @param iteration the worker's iteration
     * @param forPlayer0 the play-out's reward of player 0
     */
    protected void finished(Iteration iteration, double forPlayer0) {
    }

    /**
     * Whether a game offering {@link PlayoutMoves} draws the play-out's moves itself ({@link #drawFromGame}), without
     * listing them: for a uniform policy, or one that is the game's own.
     *
     * @return false unless the policy lets the game draw
     */
    protected boolean drawsFromGame() {
        return false;
    }

    /**
     * Draws the next move from a game that offers {@link PlayoutMoves}, when {@link #drawsFromGame()}: by default
     * uniformly ({@link PlayoutMoves#randomPlayoutMove}).
     *
     * @param game the state's play-out capability
     * @param iteration the worker's iteration (its generator and move buffer)
     * @return the move, or {@code NO_MOVE} at the end of the game
     */
    protected int drawFromGame(PlayoutMoves game, Iteration iteration) {
        return game.randomPlayoutMove(iteration.random, iteration.moves);
    }

    /**
     * Chooses the move to play.
     *
     * @param iteration the worker's iteration; the legal moves are in {@code iteration.moves}
     * @param count how many legal moves there are, at least 1
     * @param player the player to move
     * @return one of the legal moves
     */
    protected abstract int choose(Iteration iteration, int count, int player);
}
