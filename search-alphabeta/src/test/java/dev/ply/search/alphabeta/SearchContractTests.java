package dev.ply.search.alphabeta;

import dev.ply.testkit.SearchContract;
import org.junit.jupiter.api.Nested;

/** {@link SearchContract} for the searches of this module: the engine, the textbook alpha-beta and minimax. */
class SearchContractTests {

    @Nested
    class AlphaBeta extends SearchContract {
        @Override
        protected String specification() {
            return "alphabeta";
        }

        @Override
        protected boolean reportsWinDistances() {
            return true;
        }
    }

    @Nested
    class AlphaBetaOnTwoThreads extends SearchContract {
        @Override
        protected String specification() {
            return "alphabeta:threads=2";
        }

        @Override
        protected boolean reportsWinDistances() {
            return true;
        }

        @Override
        protected int threads() {
            return 2;
        }
    }

    @Nested
    class PlainAlphaBeta extends SearchContract {
        @Override
        protected String specification() {
            return "alphabeta:plain";
        }
    }

    @Nested
    class Minimax extends SearchContract {
        @Override
        protected String specification() {
            return "minimax";
        }
    }
}
