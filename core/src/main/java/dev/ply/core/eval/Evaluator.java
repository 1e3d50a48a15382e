package dev.ply.core.eval;

import dev.ply.core.GameState;
import java.util.function.ToIntFunction;

/**
 * A static evaluation function: a heuristic score of a position, used where a search stops
 * looking ahead.
 *
 * <p>Scores are {@code int}s in the game's own units (centipawns for chess, thousandths of a point
 * for backgammon), always from the point of view of {@link GameState#toMove()}: positive means the
 * side to move stands better. Implementations are thread-safe (usually stateless) and do not
 * allocate.
 *
 * @param <S> the state type of the game this evaluator understands
 */
public interface Evaluator<S extends GameState> {

    /**
     * An evaluator from a function and its bound, for an evaluator that is one expression
     * ({@code Evaluator.of(48, state -> myStore(state) - theirStore(state))}).
     *
     * @param <S> the state type
     * @param bound the largest absolute value the function returns, positive
     * @param evaluation the score from the side to move's view
     * @return the evaluator
     * @throws IllegalArgumentException for a bound that is not positive
     */
    static <S extends GameState> Evaluator<S> of(int bound, ToIntFunction<S> evaluation) {
        if (bound <= 0) {
            throw new IllegalArgumentException("an evaluator's bound is positive, not " + bound);
        }
        return new Evaluator<>() {
            @Override
            public int evaluate(S state) {
                return evaluation.applyAsInt(state);
            }

            @Override
            public int bound() {
                return bound;
            }
        };
    }

    /**
     * Scores a non-terminal position from the side to move's point of view. At a chance node the
     * side to move is the player who moves after the chance event. The score depends on the position
     * alone (what {@link GameState#hash()} tells apart), not on the moves that reached it, so that
     * searches may keep it by key (a transposition table, {@code alphabeta:evalcache}).
     *
     * @param state the position; not modified
     * @return the score, within {@code [-bound(), bound()]}
     */
    int evaluate(S state);

    /**
     * The largest absolute value {@link #evaluate(GameState)} ever returns. Expectimax pruning
     * (Star1, Star2) relies on it being a true bound.
     *
     * @return the bound, positive
     */
    int bound();

    /**
     * The score of a clear advantage that does not yet decide the game, in this evaluator's units: a
     * pawn in chess, a man in checkers. Searches that turn scores into expected results use it as
     * their unit: Monte Carlo search maps a score of this size to an expected result of about 0.73
     * (logistic), so it should sit among the evaluator's ordinary scores, not near its bound. The
     * default, an eighth of the bound, suits evaluators whose bound is not far beyond their ordinary
     * scores; evaluators with a wide safety bound (chess's 20,000 centipawns) override it.
     *
     * @return the score, positive
     */
    default int advantageUnit() {
        return Math.max(1, bound() / 8);
    }

    /**
     * The score of winning one point of the game, in this evaluator's units: a terminal position
     * whose {@link GameState#outcome(int)} is {@code o} for the side to move scores
     * {@code o * winScore()}. The default puts a won game just outside the heuristic range.
     *
     * @return the score of a single won point, positive
     */
    default int winScore() {
        return bound() + 1;
    }

    /**
     * The score of a terminal position from the side to move's point of view.
     *
     * @param state a terminal position
     * @return {@code state.outcome(state.toMove()) * winScore()}
     */
    default int terminalScore(S state) {
        return state.outcome(state.toMove()) * winScore();
    }
}
