package dev.ply.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchListener;
import dev.ply.core.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which limits a search agent passes to its search, with and without the arena's clock. */
class SearchAgentClockTest {

    /** A search that records the limits it is given and plays the first legal move. */
    private static final class RecordingSearch implements Search {
        final List<SearchLimits> calls = new ArrayList<>();

        @Override
        public SearchResult search(GameState root, SearchLimits limits, SearchListener listener) {
            calls.add(limits);
            int[] moves = new int[root.game().maxMoves()];
            root.legalMoves(moves);
            return SearchResult.builder().bestMove(moves[0]).build();
        }

        @Override
        public void stop() {
        }
    }

    private static final Game GAME = dev.ply.core.NimTestGames.nim(7);

    @Test
    void shouldSearchByTheClockWhenTheSpecificationSetNoLimit() {
        RecordingSearch search = new RecordingSearch();
        SearchAgent agent = new SearchAgent("a", search, SearchLimits.NONE, SearchListener.NONE,
                SearchLimits.ofMoveTime(1000));
        GameRecord record = new GameRecord(GAME.newState());
        agent.chooseMove(record, new Clock(5000, 100, 0, 5000));
        agent.chooseMove(record, Clock.UNTIMED);
        assertThat(search.calls.get(0)).isEqualTo(SearchLimits.NONE.withClock(5000, 100, 0));
        assertThat(search.calls.get(1)).as("no clock: the default").isEqualTo(SearchLimits.ofMoveTime(1000));
    }

    @Test
    void shouldKeepItsOwnLimitsAndAddTheClockWhoseShareBindsWhenShorter() {
        RecordingSearch search = new RecordingSearch();
        GameRecord record = new GameRecord(GAME.newState());
        new SearchAgent("a", search, SearchLimits.ofDepth(4), SearchListener.NONE, SearchLimits.ofMoveTime(1000))
                .chooseMove(record, new Clock(5000, 0, 0, 5000));
        new SearchAgent("b", search, SearchLimits.ofMoveTime(200), SearchListener.NONE, SearchLimits.ofMoveTime(1000))
                .chooseMove(record, new Clock(5000, 0, 0, 5000));
        assertThat(search.calls.get(0)).isEqualTo(SearchLimits.ofDepth(4).withClock(5000, 0, 0));
        assertThat(search.calls.get(1)).isEqualTo(SearchLimits.ofMoveTime(200).withClock(5000, 0, 0));
        new SearchAgent("c", search, SearchLimits.ofMoveTime(5000), SearchListener.NONE, SearchLimits.ofMoveTime(1000))
                .chooseMove(record, new Clock(2000, 0, 0, 2000));
        assertThat(dev.ply.core.search.support.TimeBudget.of(search.calls.get(2)).hardMillis())
                .as("a 5 s move time on a 2 s clock").isLessThan(2000);
        assertThat(dev.ply.core.search.support.TimeBudget.of(search.calls.get(1)).hardMillis())
                .as("a 200 ms move time on a 5 s clock").isLessThanOrEqualTo(200);
    }
}
