package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchClock;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.core.tt.TranspositionTableFactory;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * {@code alphabeta:effort=true} in chess, on a clock that advances a millisecond at every reading (the search reads it
 * every 1,024 nodes and between iterations), so that time is a count of nodes and the test does not depend on the
 * machine: a best move that takes nearly all of the root's nodes (a free queen) ends the search sooner than without
 * the option; a rival-rich position is searched at least as long; the option leaves a search without a clock as it
 * was, node for node.
 */
class EffortTimeTest {

    /** White's rook takes a queen that nothing defends; every other move leaves Black's queen on the board. */
    private static final String FREE_QUEEN = "4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1";
    /** An open middlegame where several moves are close. */
    private static final String MIDDLEGAME = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 2 9";

    private static SearchResult onTheClock(String options, String fen) {
        Game chess = Ply.game("chess");
        AtomicLong now = new AtomicLong();
        SearchClock ticking = () -> now.addAndGet(1_000_000);
        try (Search search = Ply.search(chess, "alphabeta:hash=8" + options, TranspositionTableFactory.DEFAULT,
                ticking)) {
            GameState root = chess.parseState(fen);
            return search.search(root, SearchLimits.NONE.withClock(10_000, 100, 0));
        }
    }

    @Test
    void shouldStopSoonerWhenTheBestMoveTakesNearlyAllTheNodes() {
        SearchResult without = onTheClock("", FREE_QUEEN);
        SearchResult with = onTheClock(",effort=true", FREE_QUEEN);
        Game chess = Ply.game("chess");
        assertThat(chess.parseState(FREE_QUEEN).moveToString(with.bestMove())).isEqualTo("Rxd5");
        assertThat(with.bestMove()).isEqualTo(without.bestMove());
        assertThat(with.nodes()).as("nodes with effort against %,d without", without.nodes())
                .isLessThan(without.nodes());
        assertThat(with.depth()).isLessThan(without.depth());
    }

    @Test
    void shouldNotShortenASearchWhoseBestMoveHasRivals() {
        SearchResult without = onTheClock("", MIDDLEGAME);
        SearchResult with = onTheClock(",effort=true", MIDDLEGAME);
        assertThat(with.nodes()).as("nodes with effort against %,d without", without.nodes())
                .isGreaterThanOrEqualTo(without.nodes());
    }

    @Test
    void shouldSearchTheSameTreeWithoutAClock() {
        Game chess = Ply.game("chess");
        for (String fen : new String[] {FREE_QUEEN, MIDDLEGAME}) {
            SearchResult plain;
            SearchResult effort;
            try (Search search = Ply.search(chess, "alphabeta:hash=8")) {
                plain = search.search(chess.parseState(fen), SearchLimits.ofDepth(8));
            }
            try (Search search = Ply.search(chess, "alphabeta:hash=8,effort=true")) {
                effort = search.search(chess.parseState(fen), SearchLimits.ofDepth(8));
            }
            assertThat(effort.nodes()).as(fen).isEqualTo(plain.nodes());
            assertThat(effort.principalVariation()).as(fen).isEqualTo(plain.principalVariation());
        }
    }
}
