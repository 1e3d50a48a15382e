package dev.ply.search.expectimax;

import dev.ply.testkit.SearchContract;
import org.junit.jupiter.api.Nested;

/** {@link SearchContract} for expectiminimax, with Star2 (the default) and without pruning. */
class SearchContractTests {

    /** Expectiminimax searches chance nodes. */
    abstract static class ExpectimaxContract extends SearchContract {
        @Override
        protected boolean searchesChance() {
            return true;
        }
    }

    @Nested
    class Star2 extends ExpectimaxContract {
        @Override
        protected String specification() {
            return "expectimax";
        }
    }

    @Nested
    class Plain extends ExpectimaxContract {
        @Override
        protected String specification() {
            return "expectimax:plain";
        }
    }
}
