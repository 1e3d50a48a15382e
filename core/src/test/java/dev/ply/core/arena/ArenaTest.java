package dev.ply.core.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Game;
import dev.ply.core.NimTestGames;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Clock;
import dev.ply.core.agent.GameRecord;
import dev.ply.core.agent.RandomAgent;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import java.util.function.Supplier;
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

    @Test
    void shouldPlayTheSameGamesInTheSameOrderWithSeveralAtOnce() {
        Game nim = NimTestGames.chanceNim(15);
        // An odd number of games leaves the last pair half played; random plies give every pair its own start.
        MatchResult serial = new Arena(nim).games(11).seed(7).randomPlies(2).play(new RandomAgent(3),
                new RandomAgent(5));
        MatchResult parallel = new Arena(nim).games(11).seed(7).randomPlies(2).play("random", () -> new RandomAgent(3),
                "random", () -> new RandomAgent(5), 3);

        assertThat(parallel.games()).hasSize(11);
        assertThat(moves(parallel)).isEqualTo(moves(serial));
        assertThat(parallel.games()).extracting(GameResult::index).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        assertThat(parallel.games()).extracting(GameResult::points)
                .isEqualTo(serial.games().stream().map(GameResult::points).toList());
        assertThat(new HashSet<>(moves(serial))).as("the games differ from one another").hasSizeGreaterThan(1);
    }

    @Test
    void shouldGiveEveryParallelGameAgentsOfItsOwnAndCloseThem() throws InterruptedException {
        AtomicInteger made = new AtomicInteger();
        AtomicInteger closed = new AtomicInteger();
        AtomicInteger thinking = new AtomicInteger();
        AtomicInteger mostAtOnce = new AtomicInteger();
        Supplier<Agent> counted = () -> {
            made.incrementAndGet();
            Agent perfect = new PerfectNim();
            return new Agent() {
                @Override
                public String name() {
                    return "perfect";
                }

                @Override
                public int chooseMove(GameRecord game, Clock clock) {
                    mostAtOnce.accumulateAndGet(thinking.incrementAndGet(), Math::max);
                    try {
                        Thread.sleep(20);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    thinking.decrementAndGet();
                    return perfect.chooseMove(game, clock);
                }

                @Override
                public void close() {
                    closed.incrementAndGet();
                }
            };
        };
        MatchResult result = new Arena(NimTestGames.nim(10)).games(6).play("a", counted, "b", counted, 3);

        assertThat(result.games()).hasSize(6);
        assertThat(made.get()).isEqualTo(12);
        assertThat(closed.get()).isEqualTo(12);
        assertThat(mostAtOnce.get()).as("games played at once").isGreaterThan(1).isLessThanOrEqualTo(3);
    }

    @Test
    void shouldStopAfterTheSamePairWithSeveralGamesAtOnce() {
        Game nim = NimTestGames.chanceNim(15);
        Predicate<MatchResult> threeLosses = soFar -> soFar.losses() >= 3;
        MatchResult serial = new Arena(nim).games(40).seed(9).stopAfterPairWhen(threeLosses)
                .play(new RandomAgent(3), new RandomAgent(4));
        MatchResult parallel = new Arena(nim).games(40).seed(9).stopAfterPairWhen(threeLosses)
                .play("random", () -> new RandomAgent(3), "random", () -> new RandomAgent(4), 4);

        assertThat(serial.games().size()).isLessThan(40).isEven();
        assertThat(moves(parallel)).isEqualTo(moves(serial));
    }

    @Test
    void shouldGoOnWithAStoppedMatchToTheWholeMatchsGamesTellingOnlyTheNewOnes() {
        Game nim = NimTestGames.chanceNim(15);
        MatchResult whole = new Arena(nim).games(12).seed(7).randomPlies(2).play(new RandomAgent(3),
                new RandomAgent(5));
        List<GameResult> firstFive = whole.games().subList(0, 5);
        List<Integer> told = new ArrayList<>();

        MatchResult serial = new Arena(nim).games(12).seed(7).randomPlies(2).resumeWith(firstFive)
                .listener((game, soFar) -> told.add(game.index())).play(new RandomAgent(3), new RandomAgent(5));
        MatchResult parallel = new Arena(nim).games(12).seed(7).randomPlies(2).resumeWith(firstFive)
                .play("random", () -> new RandomAgent(3), "random", () -> new RandomAgent(5), 3);

        assertThat(moves(serial)).isEqualTo(moves(whole));
        assertThat(moves(parallel)).isEqualTo(moves(whole));
        assertThat(serial.games().subList(0, 5)).isEqualTo(firstFive);
        assertThat(told).containsExactly(5, 6, 7, 8, 9, 10, 11);
        assertThat(new Arena(nim).games(12).seed(7).randomPlies(2).startOf(6).notation())
                .isEqualTo(whole.games().get(6).record().startNotation());
    }

    @Test
    void shouldPlayNothingMoreWhenTheResumedGamesAlreadyMetTheStopCondition() {
        Game nim = NimTestGames.chanceNim(15);
        Predicate<MatchResult> threeLosses = soFar -> soFar.losses() >= 3;
        MatchResult stopped = new Arena(nim).games(40).seed(9).stopAfterPairWhen(threeLosses)
                .play(new RandomAgent(3), new RandomAgent(4));
        AtomicInteger started = new AtomicInteger();

        MatchResult again = new Arena(nim).games(60).seed(9).stopAfterPairWhen(threeLosses)
                .resumeWith(stopped.games()).playAll("random", "random", index -> {
                    started.incrementAndGet();
                    throw new AssertionError("game " + index + " was started");
                });

        assertThat(again.games()).isEqualTo(stopped.games());
        assertThat(started).hasValue(0);
        assertThatThrownBy(() -> new Arena(nim).games(4).resumeWith(stopped.games()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is not one of the match's 4");
        assertThatThrownBy(() -> new Arena(nim).games(40).resumeWith(List.of(stopped.games().get(0),
                stopped.games().get(0)))).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("twice");
    }

    @Test
    void shouldTimeEveryPlyOfTheRecord() {
        MatchResult result = new Arena(NimTestGames.nim(6)).games(2).play(fixed("slow", 1, 30), fixed("fast", 1, 0));
        for (GameResult game : result.games()) {
            assertThat(game.plyMillis()).hasSize(game.record().length());
            for (int ply = 0; ply < game.plyMillis().size(); ply++) {
                boolean slowMoved = (ply % 2 == 0) == game.firstAgentStarted();
                if (slowMoved) {
                    assertThat(game.plyMillis().get(ply)).as("ply %d", ply).isGreaterThanOrEqualTo(29);
                }
            }
        }
    }

    /** Takes one stone a move and reports the given scores, one per move, the last repeated. */
    private static Agent scoring(String name, Integer... scores) {
        return new Agent() {
            private int moves;

            @Override
            public String name() {
                return name;
            }

            @Override
            public void newGame(GameRecord game, long seed) {
                moves = 0;
            }

            @Override
            public int chooseMove(GameRecord game, Clock clock) {
                moves++;
                return 1;
            }

            @Override
            public java.util.OptionalInt lastScore() {
                Integer score = scores[Math.min(moves, scores.length) - 1];
                return score == null ? java.util.OptionalInt.empty() : java.util.OptionalInt.of(score);
            }
        };
    }

    @Test
    void shouldAdjudicateADrawWhenBothAgentsSeeTheGameLevel() {
        Adjudication rules = Adjudication.NONE.withDraw("movenumber=5,movecount=3,score=10");
        MatchResult result = new Arena(NimTestGames.nim(100)).games(2).adjudication(rules)
                .play(scoring("a", 300, 200, 5, -8, 0), scoring("b", 9, -10, 3));
        for (GameResult game : result.games()) {
            assertThat(game.termination()).isEqualTo("adjudication");
            assertThat(game.points()).isZero();
            // The fifth full move is the first the rule may end, and by then both have three level scores.
            assertThat(game.record().length()).isEqualTo(10);
            assertThat(game.detail()).contains("within \u00b110").contains("after move 5");
        }
    }

    @Test
    void shouldNotAdjudicateWhenAScoreIsMissingOrOutsideTheMargin() {
        Adjudication rules = Adjudication.NONE.withDraw("movecount=2,score=10");
        MatchResult silent = new Arena(NimTestGames.nim(12)).games(2).adjudication(rules)
                .play(scoring("a", (Integer) null), scoring("b", 0));
        assertThat(silent.games()).extracting(GameResult::termination).containsOnly("rules");
        MatchResult apart = new Arena(NimTestGames.nim(12)).games(2).adjudication(rules)
                .play(scoring("a", 11), scoring("b", 0));
        assertThat(apart.games()).extracting(GameResult::termination).containsOnly("rules");
    }

    @Test
    void shouldLetTheLosingAgentResignOnlyWhenTwoSidedAgreementHolds() {
        Adjudication oneSided = Adjudication.NONE.withResign("movecount=3,score=500");
        MatchResult result = new Arena(NimTestGames.nim(100)).games(2).adjudication(oneSided)
                .play(scoring("loser", -100, -600, -700, -900), scoring("winner", 0));
        for (GameResult game : result.games()) {
            assertThat(game.termination()).isEqualTo("adjudication");
            assertThat(game.points()).isEqualTo(-1);
            assertThat(game.detail()).startsWith("loser resigned");
            int loserMoves = (game.record().length() + (game.firstAgentStarted() ? 1 : 0)) / 2;
            assertThat(loserMoves).isEqualTo(4);
        }
        Adjudication twoSided = Adjudication.NONE.withResign("movecount=3,score=500,twosided=true");
        MatchResult disagreed = new Arena(NimTestGames.nim(40)).games(2).adjudication(twoSided)
                .play(scoring("loser", -900), scoring("unsure", 100));
        assertThat(disagreed.games()).extracting(GameResult::termination).containsOnly("rules");
        MatchResult agreed = new Arena(NimTestGames.nim(40)).games(2).adjudication(twoSided)
                .play(scoring("loser", -900), scoring("sure", 800));
        assertThat(agreed.games()).extracting(GameResult::points).containsOnly(-1);
    }

    @Test
    void shouldRefuseBadAdjudicationSettingsInOneLine() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Adjudication.NONE.withDraw("movecount=3"))
                .hasMessage("draw adjudication needs score");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Adjudication.NONE.withResign("movecount=3,score=0"))
                .hasMessageContaining("resign score");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Adjudication.NONE.withResign("count=3"))
                .hasMessage("unknown resign adjudication setting 'count'; settings: movecount, score, twosided");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Adjudication.NONE.withDraw("score=1,score=2"))
                .hasMessage("draw adjudication setting 'score' given twice");
    }
}
