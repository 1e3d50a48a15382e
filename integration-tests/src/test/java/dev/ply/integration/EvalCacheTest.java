package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.eval.Evaluator;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.search.alphabeta.AlphaBeta;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * {@code alphabeta:evalcache=N}: a search with a cache of static evaluations is the same search, node for node and
 * line for line, as one without, and asks its evaluator fewer times. The evaluator counts its calls, so the test reads
 * the work saved from the evaluator's side, not from the search's own report.
 */
class EvalCacheTest {

    private static final String MIDDLEGAME = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 2 9";
    private static final String ENDGAME = "8/5pk1/6p1/3R4/5P2/6PK/r7/8 b - - 0 1";

    /** Chess's tuned evaluator, counting its calls. */
    private record Counting(Evaluator<GameState> inner, AtomicLong calls) implements Evaluator<GameState> {
        @Override
        public int evaluate(GameState state) {
            calls.incrementAndGet();
            return inner.evaluate(state);
        }

        @Override
        public int bound() {
            return inner.bound();
        }

        @Override
        public int advantageUnit() {
            return inner.advantageUnit();
        }

        @Override
        public int winScore() {
            return inner.winScore();
        }
    }

    private record Run(SearchResult result, long evaluations) {
    }

    @SuppressWarnings("unchecked")
    private static Run search(AlphaBeta builder, String fen, int depth) {
        Game chess = Ply.game("chess");
        var evaluator = new Counting((Evaluator<GameState>) Ply.evaluator(chess, "classic"), new AtomicLong());
        try (Search search = builder.hashMiB(8).create(chess, evaluator)) {
            SearchResult result = search.search(chess.parseState(fen), SearchLimits.ofDepth(depth));
            return new Run(result, evaluator.calls().get());
        }
    }

    @Test
    void shouldSearchTheSameTreeWithFewerEvaluations() {
        for (String fen : new String[] {MIDDLEGAME, ENDGAME}) {
            Run plain = search(AlphaBeta.builder(), fen, 9);
            Run cached = search(AlphaBeta.builder().evalCache(1 << 16), fen, 9);
            assertThat(cached.result().nodes()).as(fen).isEqualTo(plain.result().nodes());
            assertThat(cached.result().principalVariation()).as(fen)
                    .isEqualTo(plain.result().principalVariation());
            assertThat(cached.result().score()).as(fen).isEqualTo(plain.result().score());
            assertThat(cached.evaluations()).as("%s: evaluations with the cache against %,d without", fen,
                    plain.evaluations()).isLessThan(plain.evaluations() * 9 / 10);
        }
    }

    @Test
    void shouldStayExactWhenATinyCacheIsOverwrittenAllTheTime() {
        Run plain = search(AlphaBeta.builder(), MIDDLEGAME, 8);
        Run tiny = search(AlphaBeta.builder().evalCache(2), MIDDLEGAME, 8);
        assertThat(tiny.result().nodes()).isEqualTo(plain.result().nodes());
        assertThat(tiny.result().principalVariation()).isEqualTo(plain.result().principalVariation());
        assertThat(tiny.evaluations()).isLessThanOrEqualTo(plain.evaluations());
    }
}
