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

/**
 * {@code alphabeta:timeuse=P} in chess, on a clock that advances a millisecond at every reading (the search reads it
 * every 1,024 nodes and between iterations), so that time is a count of nodes and the test does not depend on the
 * machine: a larger share of the soft limit searches longer and no shallower, a smaller one shorter; the hard limit
 * still ends the search; without a clock the option changes nothing, node for node.
 */
class TimeUseTest {

    /** An open middlegame where several moves are close. */
    private static final String MIDDLEGAME = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 2 9";

    private static SearchResult onTheClock(String options, AtomicLong now) {
        Game chess = Ply.game("chess");
        SearchClock ticking = () -> now.addAndGet(1_000_000);
        try (Search search = Ply.search(chess, "alphabeta:hash=8" + options, TranspositionTableFactory.DEFAULT,
                ticking)) {
            return search.search(chess.parseState(MIDDLEGAME), SearchLimits.NONE.withClock(10_000, 100, 0));
        }
    }

    @Test
    void shouldSpendMoreOfTheClockTheLargerTheShare() {
        SearchResult less = onTheClock(",timeuse=50", new AtomicLong());
        SearchResult usual = onTheClock("", new AtomicLong());
        SearchResult more = onTheClock(",timeuse=300", new AtomicLong());
        assertThat(less.nodes()).as("nodes at 50%% against %,d at 100%%", usual.nodes()).isLessThan(usual.nodes());
        assertThat(more.nodes()).as("nodes at 300%% against %,d at 100%%", usual.nodes()).isGreaterThan(usual.nodes());
        assertThat(less.depth()).isLessThanOrEqualTo(usual.depth());
        assertThat(more.depth()).isGreaterThanOrEqualTo(usual.depth());
    }

    @Test
    void shouldStillStopAtTheHardLimit() {
        AtomicLong now = new AtomicLong();
        SearchResult result = onTheClock(",timeuse=1000", now);
        long hard = TimeBudget.of(SearchLimits.NONE.withClock(10_000, 100, 0)).hardMillis();
        // Each reading of the clock is a millisecond: the search stops at the first reading past the hard limit,
        // with a few readings more for its report.
        assertThat(now.get() / 1_000_000).as("milliseconds read").isBetween(hard, hard + 5);
        assertThat(result.bestMove()).isNotEqualTo(GameState.NO_MOVE);
    }

    @Test
    void shouldSearchTheSameTreeWithoutAClock() {
        Game chess = Ply.game("chess");
        SearchResult plain;
        SearchResult scaled;
        try (Search search = Ply.search(chess, "alphabeta:hash=8")) {
            plain = search.search(chess.parseState(MIDDLEGAME), SearchLimits.ofDepth(8));
        }
        try (Search search = Ply.search(chess, "alphabeta:hash=8,timeuse=300")) {
            scaled = search.search(chess.parseState(MIDDLEGAME), SearchLimits.ofDepth(8));
        }
        assertThat(scaled.nodes()).isEqualTo(plain.nodes());
        assertThat(scaled.principalVariation()).isEqualTo(plain.principalVariation());
    }
}
