package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchTracer;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The full alpha-beta engine traced on a chess middlegame: the tracer sees quiescence nodes, null-move cut-offs,
 * late-move-reduction and PVS re-searches and pruned moves, and the search is the same with and without it.
 */
class ChessTraceTest {

    private static final String MIDDLEGAME = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 2 9";

    /** Counts events by kind and reason, and checks that enters and exits nest. */
    private static final class CountingTracer implements SearchTracer {
        final Map<String, Integer> counts = new HashMap<>();
        int depth = -1;

        private void count(String key) {
            counts.merge(key, 1, Integer::sum);
        }

        @Override
        public void enter(int ply, int move, int player, NodeKind kind, double alpha, double beta) {
            assertThat(ply).as("entered below the open node").isLessThanOrEqualTo(depth + 1);
            depth = ply;
            count("enter " + kind);
        }

        @Override
        public void exit(int ply, double value, Bound bound) {
            depth = ply - 1;
            count("exit");
        }

        @Override
        public void cutoff(int ply, int move, int notSearched, String reason) {
            count("cut " + reason);
        }

        @Override
        public void pruned(int ply, int move, String reason) {
            count("pruned");
        }

        @Override
        public void reSearch(int ply, int move, String reason) {
            count("re-search " + reason);
        }

        @Override
        public void tableHit(int ply, double value, Bound bound) {
            count("table");
        }
    }

    @Test
    void shouldReportTheEnginesEnhancementsWhereTheyHappenWithoutChangingTheSearch() {
        Game chess = Ply.game("chess");
        GameState position = chess.parseState(MIDDLEGAME);
        SearchResult plain;
        try (Search search = Ply.search(chess, "alphabeta:hash=8")) {
            plain = search.search(position, SearchLimits.ofDepth(7));
        }
        CountingTracer tracer = new CountingTracer();
        SearchResult traced;
        try (Search search = Ply.search(chess, "alphabeta:hash=8")) {
            search.trace(tracer);
            traced = search.search(position, SearchLimits.ofDepth(7));
        }
        assertThat(traced.nodes()).isEqualTo(plain.nodes());
        assertThat(traced.bestMove()).isEqualTo(plain.bestMove());
        assertThat(traced.score()).isEqualTo(plain.score());
        Map<String, Integer> counts = tracer.counts;
        assertThat(counts.get("enter PLAYER") + counts.get("enter QUIESCENCE")).isEqualTo(counts.get("exit"));
        assertThat(counts).containsKeys("enter QUIESCENCE", "cut beta", "cut null move", "re-search lmr",
                "re-search pvs", "pruned", "table");
    }
}
