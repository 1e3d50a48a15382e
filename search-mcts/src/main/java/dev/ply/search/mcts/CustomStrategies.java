package dev.ply.search.mcts;

import dev.ply.core.eval.PolicyValueNetwork;
import dev.ply.search.mcts.backpropagation.BackpropagationPolicy;
import dev.ply.search.mcts.finalmoveselection.FinalMoveSelection;
import dev.ply.search.mcts.playout.PlayoutPolicy;
import dev.ply.search.mcts.selection.SelectionPolicy;
import java.util.List;
import java.util.function.Function;

/** The strategies a user passed to {@link Mcts}; {@code null} where the options choose. */
final class CustomStrategies {

    /** None passed: every strategy from the options. */
    static final CustomStrategies NONE = new CustomStrategies();

    Function<StrategyContext, ? extends SelectionPolicy> selection;
    Function<StrategyContext, ? extends PlayoutPolicy> playout;
    Function<StrategyContext, ? extends List<? extends BackpropagationPolicy>> backpropagation;
    FinalMoveSelection finalMove;
    PolicyValueNetwork network;

    boolean any() {
        return selection != null || playout != null || backpropagation != null || finalMove != null
                || network != null;
    }

    CustomStrategies copy() {
        CustomStrategies copy = new CustomStrategies();
        copy.selection = selection;
        copy.playout = playout;
        copy.backpropagation = backpropagation;
        copy.finalMove = finalMove;
        copy.network = network;
        return copy;
    }
}
