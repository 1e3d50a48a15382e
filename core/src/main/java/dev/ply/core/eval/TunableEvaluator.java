package dev.ply.core.eval;

import dev.ply.core.GameState;

/**
 * An evaluator whose scores depend on named numeric weights that can be read and replaced: what Texel tuning fits
 * to game results ({@code ply tune}) and what {@code eval=NAME,weights=FILE} loads. Replacing the weights makes a
 * new evaluator; this one never changes, so searches sharing it are unaffected.
 *
 * @param <S> the state type of the game this evaluator understands
 */
public interface TunableEvaluator<S extends GameState> extends Evaluator<S> {

    /**
     * The weights this evaluator scores with.
     *
     * @return its names, values and bounds, in the evaluator's fixed order
     */
    EvaluatorWeights weights();

    /**
     * The same evaluator with other values for its weights. It is meant to be cheap enough to call once per
     * candidate of a tuner (thousands of times): it copies tables, it does not read files.
     *
     * @param values one value per weight, in the order of {@link #weights()}; not kept
     * @return a new evaluator
     * @throws dev.ply.core.InvalidInputException if the count differs or a value is out of its weight's bounds
     */
    TunableEvaluator<S> withWeights(int[] values);
}
