package dev.ply.core.search;

import static java.util.Objects.requireNonNull;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.eval.Evaluator;
import dev.ply.core.tt.TranspositionTableFactory;

/**
 * Everything a {@link SearchProvider} needs to create a {@link Search}.
 *
 * @param game the game to search
 * @param evaluator the evaluator to use at the horizon; for {@code game}'s states
 * @param options the checked options of the search
 * @param tables creates the transposition table, for algorithms that use one
 * @param clock the clock the search reads its time limits from
 */
public record SearchSetup(Game game, Evaluator<? extends GameState> evaluator, SearchOptions options,
        TranspositionTableFactory tables, SearchClock clock) {

    /**
     * Checks that nothing is missing.
     *
     * @param game the game to search
     * @param evaluator the evaluator to use at the horizon; for {@code game}'s states
     * @param options the checked options of the search
     * @param tables creates the transposition table, for algorithms that use one
     * @param clock the clock the search reads its time limits from
     */
    public SearchSetup {
        requireNonNull(game, "game");
        requireNonNull(evaluator, "evaluator");
        requireNonNull(options, "options");
        requireNonNull(tables, "tables");
        requireNonNull(clock, "clock");
    }

    /**
     * A set-up on the {@linkplain SearchClock#SYSTEM system clock}.
     *
     * @param game the game to search
     * @param evaluator the evaluator to use at the horizon
     * @param options the checked options of the search
     * @param tables creates the transposition table
     */
    public SearchSetup(Game game, Evaluator<? extends GameState> evaluator, SearchOptions options,
            TranspositionTableFactory tables) {
        this(game, evaluator, options, tables, SearchClock.SYSTEM);
    }

    /**
     * The evaluator typed for the generic {@link GameState}: searches call it with the states of
     * {@link #game()}, which are the states it was written for.
     *
     * @return the evaluator
     */
    @SuppressWarnings("unchecked")
    public Evaluator<GameState> stateEvaluator() {
        return (Evaluator<GameState>) evaluator;
    }
}
