package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchClock;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.support.TimeBudget;
import dev.ply.core.tt.TranspositionTableFactory;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Alpha-beta's options for a clock in chess, on a clock that advances a millisecond at every reading (the search reads
 * it every 1,024 nodes and between iterations), so that time is a count of nodes and the test does not depend on the
 * machine. {@code effort=true}: a best move that takes nearly all of the root's nodes (a free queen) ends the search
 * sooner than without the option; a rival-rich position is searched at least as long. {@code timeuse=P}: a larger
 * share of the soft limit searches longer and no shallower, a smaller one shorter, and the hard limit still ends the
 * search. Neither changes a search without a clock, node for node.
 */
class ClockOptionsTest {

    /** White's rook takes a queen that nothing defends; every other move leaves Black's queen on the board. */
    private static final String FREE_QUEEN = "4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1";
    /** An open middlegame where several moves are close. */
    private static final String MIDDLEGAME = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 2 9";

    private static SearchResult onTheClock(String options, String fen) {
        return onTheClock(options, fen, new AtomicLong());
    }

    private static SearchResult onTheClock(String options, String fen, AtomicLong now) {
        Game chess = Ply.game("chess");
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
    void shouldSpendMoreOfTheClockTheLargerTheShare() {
        SearchResult less = onTheClock(",timeuse=50", MIDDLEGAME);
        SearchResult usual = onTheClock("", MIDDLEGAME);
        SearchResult more = onTheClock(",timeuse=300", MIDDLEGAME);
        assertThat(less.nodes()).as("nodes at 50%% against %,d at 100%%", usual.nodes()).isLessThan(usual.nodes());
        assertThat(more.nodes()).as("nodes at 300%% against %,d at 100%%", usual.nodes()).isGreaterThan(usual.nodes());
        assertThat(less.depth()).isLessThanOrEqualTo(usual.depth());
        assertThat(more.depth()).isGreaterThanOrEqualTo(usual.depth());
    }

    @Test
    void shouldStillStopAtTheHardLimit() {
        AtomicLong now = new AtomicLong();
        SearchResult result = onTheClock(",timeuse=1000", MIDDLEGAME, now);
        long hard = TimeBudget.of(SearchLimits.NONE.withClock(10_000, 100, 0)).hardMillis();
        // Each reading of the clock is a millisecond: the search stops at the first reading past the hard limit,
        // with a few readings more for its report.
        assertThat(now.get() / 1_000_000).as("milliseconds read").isBetween(hard, hard + 5);
        assertThat(result.bestMove()).isNotEqualTo(GameState.NO_MOVE);
    }

    @ParameterizedTest
    @ValueSource(strings = {",effort=true", ",timeuse=300"})
    void shouldSearchTheSameTreeWithoutAClock(String option) {
        Game chess = Ply.game("chess");
        for (String fen : new String[] {FREE_QUEEN, MIDDLEGAME}) {
            SearchResult plain;
            SearchResult with;
            try (Search search = Ply.search(chess, "alphabeta:hash=8")) {
                plain = search.search(chess.parseState(fen), SearchLimits.ofDepth(8));
            }
            try (Search search = Ply.search(chess, "alphabeta:hash=8" + option)) {
                with = search.search(chess.parseState(fen), SearchLimits.ofDepth(8));
            }
            assertThat(with.nodes()).as(fen).isEqualTo(plain.nodes());
            assertThat(with.principalVariation()).as(fen).isEqualTo(plain.principalVariation());
        }
    }
}
