package dev.ply.search.mcts;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.eval.Evaluator;
import dev.ply.core.search.SearchOptions;
import dev.ply.search.mcts.tree.RewardScale;

/**
 * What a strategy passed to {@link Mcts} may need when a search is created from the builder: the game,
 * the evaluator, the reward scale the built-in strategies use, and the search's options. A strategy
 * factory ({@code context -> new RandomPlayout(context.scale(), 0, context.game().maxPlies())}) is
 * called once per search created.
 *
 * @param game the game searched
 * @param evaluator the search's evaluator
 * @param scale turns results and evaluations into rewards in [0, 1], as the options set it
 * @param options the search's checked options
 */
public record StrategyContext(Game game, Evaluator<GameState> evaluator, RewardScale scale, SearchOptions options) {
}
