package dev.ply.search.mcts.tree;

import dev.ply.core.GameState;
import dev.ply.core.eval.Evaluator;

/**
 * Turns game results and evaluator scores into Monte Carlo rewards in [0, 1]: a won game is 1, a draw
 * ½, a lost game 0, whatever the game's points (a backgammon gammon is still a win); an evaluator
 * score {@code e} from the side to move's view becomes {@code 1 / (1 + exp(-e / scale))}, so a score of
 * {@code scale} is worth about 0.73. Immutable and thread-safe.
 */
public final class RewardScale {

    private final Evaluator<GameState> evaluator;
    private final double scale;

    /**
     * Creates the scale.
     *
     * @param evaluator the evaluator used for cut-off play-outs, greedy play-outs and priors
     * @param scale the evaluator score worth a reward of about 0.73, in the evaluator's units; positive
     */
    public RewardScale(Evaluator<GameState> evaluator, double scale) {
        this.evaluator = evaluator;
        this.scale = scale;
    }

    /**
     * The default scale for an evaluator: its {@linkplain Evaluator#advantageUnit() advantage unit}
     * (a pawn in chess, a man in checkers; an eighth of the bound unless the evaluator says otherwise).
     *
     * @param evaluator the evaluator
     * @return the scale, at least 1
     */
    public static double defaultScale(Evaluator<?> evaluator) {
        return Math.max(1.0, evaluator.advantageUnit());
    }

    /**
     * The scale in use.
     *
     * @return evaluator units
     */
    public double scale() {
        return scale;
    }

    /**
     * The reward of a finished game for player 0.
     *
     * @param state a terminal position
     * @return 1, ½ or 0
     */
    public static double terminalReward(GameState state) {
        int outcome = state.outcome(0);
        return outcome > 0 ? 1.0 : outcome < 0 ? 0.0 : 0.5;
    }

    /**
     * The proof bits of a finished game.
     *
     * @param state a terminal position
     * @return {@link Proofs#PROVEN_WIN_0}, {@link Proofs#PROVEN_WIN_1} or
     *     {@link Proofs#PROVEN_DRAW}
     */
    public static int terminalProof(GameState state) {
        int outcome = state.outcome(0);
        return outcome > 0 ? Proofs.PROVEN_WIN_0 : outcome < 0 ? Proofs.PROVEN_WIN_1 : Proofs.PROVEN_DRAW;
    }

    /**
     * The evaluator's opinion of a position that is not over, as a reward for player 0.
     *
     * @param state a non-terminal position
     * @return a reward in (0, 1)
     */
    public double heuristicReward(GameState state) {
        double forMover = logistic(evaluator.evaluate(state));
        return state.toMove() == 0 ? forMover : 1 - forMover;
    }

    /**
     * A position's value as a reward for player 0: the result if the game is over, the evaluator's
     * opinion otherwise.
     *
     * @param state a position
     * @return a reward in [0, 1]
     */
    public double reward(GameState state) {
        return state.isTerminal() ? terminalReward(state) : heuristicReward(state);
    }

    /**
     * A position's value as a reward for one player.
     *
     * @param state a position
     * @param player 0 or 1
     * @return a reward in [0, 1] from {@code player}'s view
     */
    public double reward(GameState state, int player) {
        double forPlayer0 = reward(state);
        return player == 0 ? forPlayer0 : 1 - forPlayer0;
    }

    private double logistic(int score) {
        return 1.0 / (1.0 + Math.exp(-score / scale));
    }
}
