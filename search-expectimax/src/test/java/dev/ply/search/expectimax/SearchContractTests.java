package dev.ply.search.expectimax;

import dev.ply.testkit.SearchContract;
import org.junit.jupiter.api.Nested;

/** {@link SearchContract} for expectiminimax with each pruning. */
class SearchContractTests {

    @Nested
    class Star2 extends SearchContract {
        @Override
        protected String specification() {
            return "expectimax";
        }

        @Override
        protected Kind kind() {
            return Kind.EXACT;
        }

        @Override
        protected boolean searchesChance() {
            return true;
        }
    }

    @Nested
    class Plain extends SearchContract {
        @Override
        protected String specification() {
            return "expectimax:plain";
        }

        @Override
        protected Kind kind() {
            return Kind.EXACT;
        }

        @Override
        protected boolean searchesChance() {
            return true;
        }
    }
}
