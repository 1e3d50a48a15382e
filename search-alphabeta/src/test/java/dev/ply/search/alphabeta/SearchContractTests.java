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
        protected Kind kind() {
            return Kind.EXACT;
        }
    }

    @Nested
    class AlphaBetaOnTwoThreads extends SearchContract {
        @Override
        protected String specification() {
            return "alphabeta:threads=2";
        }

        @Override
        protected int threads() {
            return 2;
        }

        @Override
        protected Kind kind() {
            return Kind.EXACT;
        }
    }

    @Nested
    class PlainAlphaBeta extends SearchContract {
        @Override
        protected String specification() {
            return "alphabeta:plain";
        }

        @Override
        protected Kind kind() {
            return Kind.EXACT;
        }
    }

    @Nested
    class Minimax extends SearchContract {
        @Override
        protected String specification() {
            return "minimax";
        }

        @Override
        protected Kind kind() {
            return Kind.EXACT;
        }
    }
}
