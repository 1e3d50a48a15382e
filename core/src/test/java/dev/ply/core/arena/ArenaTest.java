package dev.ply.core.arena;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.NimTestGames;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Clock;
import dev.ply.core.agent.GameRecord;
import dev.ply.core.agent.RandomAgent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ArenaTest {

    /** Plays Nim perfectly: leaves a multiple of four stones when it can. */
    private static final class PerfectNim implements Agent {
        @Override
        public String name() {
            return "perfect";
        }

        @Override
        public int chooseMove(GameRecord game, Clock clock) {
            int heap = Integer.parseInt(game.current().notation().split("/")[0]);
            return heap % 4 == 0 ? 1 : heap % 4;
        }
    }

    private static Agent fixed(String name, int move, long sleepMillis) {
        return new Agent() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public int chooseMove(GameRecord game, Clock clock) {
                if (sleepMillis > 0) {
                    try {
                        Thread.sleep(sleepMillis);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                return move;
            }
        };
    }

    @Test
    void shouldAlternateWhoStartsAndScoreFromTheFirstAgentsView() {
        Game nim = NimTestGames.nim(10);
        MatchResult result = new Arena(nim).games(20).seed(3).play(new PerfectNim(), new RandomAgent(3));

        assertThat(result.games()).hasSize(20);
        assertThat(result.games()).extracting(GameResult::firstAgentStarted)
                .containsExactly(true, false, true, false, true, false, true, false, true, false,
                        true, false, true, false, true, false, true, false, true, false);
        // From 10 stones the starter wins with perfect play, so the perfect agent never loses when it starts.
        assertThat(result.games()).filteredOn(GameResult::firstAgentStarted)
                .allSatisfy(g -> assertThat(g.points()).isEqualTo(1));
        assertThat(result.wins() + result.draws() + result.losses()).isEqualTo(20);
        assertThat(result.wins()).isGreaterThan(10);
        assertThat(result.score()).isEqualTo((result.wins() + 0.5 * result.draws()) / 20);
        assertThat(result.summary()).contains("perfect vs random: 20 games");
    }

    @Test
    void shouldReplayTheSameMatchFromTheSameSeed() {
        Game nim = NimTestGames.chanceNim(15);
        List<List<Integer>> first = moves(new Arena(nim).games(10).seed(42).play(new RandomAgent(3),
                new RandomAgent(3)));
        List<List<Integer>> again = moves(new Arena(nim).games(10).seed(42).play(new RandomAgent(3),
                new RandomAgent(3)));
        List<List<Integer>> other = moves(new Arena(nim).games(10).seed(43).play(new RandomAgent(3),
                new RandomAgent(3)));
        assertThat(again).isEqualTo(first);
        assertThat(other).isNotEqualTo(first);
    }

    private static List<List<Integer>> moves(MatchResult result) {
        List<List<Integer>> all = new ArrayList<>();
        result.games().forEach(g -> all.add(g.record().moves()));
        return all;
    }

    @Test
    void shouldForfeitAnIllegalMove() {
        MatchResult result = new Arena(NimTestGames.nim(10)).games(2).play(fixed("cheat", 7, 0), new PerfectNim());
        assertThat(result.games()).allSatisfy(g -> {
            assertThat(g.termination()).isEqualTo("illegal move");
            assertThat(g.points()).isEqualTo(-1);
            assertThat(g.detail()).contains("cheat");
        });
    }

    @Test
    void shouldForfeitOnTimeOnlyTheAgentThatOverrunsItsClock() {
        MatchResult result = new Arena(NimTestGames.nim(40)).games(2).timeControl(new TimeControl(60, 0))
                .play(fixed("slow", 1, 40), fixed("fast", 1, 0));
        assertThat(result.games()).allSatisfy(g -> {
            assertThat(g.termination()).isEqualTo("time forfeit");
            assertThat(g.points()).isEqualTo(-1);
        });
    }

    @Test
    void shouldAdjudicateADrawAtTheMoveLimit() {
        MatchResult result = new Arena(NimTestGames.nim(100)).games(2).maxPlies(5)
                .play(fixed("one", 1, 0), fixed("two", 1, 0));
        assertThat(result.draws()).isEqualTo(2);
        assertThat(result.games()).allSatisfy(g -> assertThat(g.record().length()).isEqualTo(5));
    }

    @Test
    void shouldStartBothGamesOfAPairFromTheSameRandomOpening() {
        MatchResult result = new Arena(NimTestGames.nim(30)).games(6).randomPlies(3).seed(9)
                .play(new RandomAgent(3), new RandomAgent(3));
        for (int pair = 0; pair < 3; pair++) {
            List<Integer> a = result.games().get(2 * pair).record().moves().subList(0, 3);
            List<Integer> b = result.games().get(2 * pair + 1).record().moves().subList(0, 3);
            assertThat(b).as("pair %d", pair).isEqualTo(a);
        }
    }
}
