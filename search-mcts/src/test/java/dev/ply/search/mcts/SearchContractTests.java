package dev.ply.search.mcts;

import dev.ply.testkit.SearchContract;
import org.junit.jupiter.api.Nested;

/** {@link SearchContract} for Monte Carlo tree search on one thread and, with the solver, on two. */
class SearchContractTests {

    /** Monte Carlo search samples and searches chance nodes. */
    abstract static class MctsContract extends SearchContract {
        @Override
        protected Kind kind() {
            return Kind.SAMPLING;
        }

        @Override
        protected boolean searchesChance() {
            return true;
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
