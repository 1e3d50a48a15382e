package dev.ply.search.mcts;

import dev.ply.testkit.SearchContract;
import org.junit.jupiter.api.Nested;

/** {@link SearchContract} for Monte Carlo tree search on one thread and, with the solver, on two. */
class SearchContractTests {

    /**
     * Monte Carlo search samples, searches chance nodes, and its node limit caps the tree's size (memory), not
     * the positions entered, so the contract's node-limit check does not apply.
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
