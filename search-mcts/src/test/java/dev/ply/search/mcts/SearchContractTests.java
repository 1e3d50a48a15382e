package dev.ply.search.mcts;

import dev.ply.testkit.SearchContract;
import org.junit.jupiter.api.Nested;

/**
 * {@link SearchContract} for Monte Carlo tree search on one thread and on two. Its node limit caps the tree's
 * size (memory), not the positions entered, so the contract's node-limit check does not apply.
 */
class SearchContractTests {

    @Nested
    class OneThread extends SearchContract {
        @Override
        protected String specification() {
            return "mcts";
        }

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
    class SolverOnTwoThreads extends SearchContract {
        @Override
        protected String specification() {
            return "mcts:solver,threads=2";
        }

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
}
