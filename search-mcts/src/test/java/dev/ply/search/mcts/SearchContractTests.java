package dev.ply.search.mcts;

import dev.ply.testkit.SearchContract;
import org.junit.jupiter.api.Nested;

/** {@link SearchContract} for Monte Carlo tree search on one thread and, with the solver, on two. */
class SearchContractTests {

    /**
     * Monte Carlo search samples and searches chance nodes. It checks its node limit between iterations, and an
     * iteration in the contract's endless game plays out to the game's end, thousands of positions: more than
     * the contract allows past the limit, so {@code MctsLimitsTest} checks the node limit with bounded play-outs.
     */
    abstract static class MctsContract extends SearchContract {
        @Override
        protected Kind kind() {
            return Kind.SAMPLING;
        }

        @Override
        protected boolean searchesChance() {
            return true;
        }

        @Override
        protected boolean nodeLimitCountsPositions() {
            return false;
        }
    }

    @Nested
    class OneThread extends MctsContract {
        @Override
        protected String specification() {
            return "mcts";
        }
    }

    @Nested
    class SolverOnTwoThreads extends MctsContract {
        @Override
        protected String specification() {
            return "mcts:solver,threads=2";
        }
    }
}
