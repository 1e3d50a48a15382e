package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.eval.Evaluator;
import dev.ply.core.search.RootMoveStatistics;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchStatistics;
import dev.ply.games.backgammon.BackgammonState;
import dev.ply.games.backgammon.agent.PubEvalAgent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Expectimax on backgammon, through the public API: Star1 and Star2, bare and with the table, iterative
 * deepening and ordering, return exactly (to the last bit) the value of plain expectiminimax on real
 * positions (rolled and before the roll, contact, race, bar), with either evaluator, visiting far fewer
 * nodes; before a roll every roll gets its value, and the opening roll is averaged whoever it lets
 * start; a 1-ply search plays what the evaluator prefers; a move time is kept.
 */
class BackgammonExpectimaxTest {

    private static final Logger LOG = LoggerFactory.getLogger(BackgammonExpectimaxTest.class);
    private final Game game = Ply.game("backgammon");

    private SearchResult search(String spec, GameState state, int depth) {
        try (Search search = Ply.search(game, spec)) {
            return search.search(state, SearchLimits.ofDepth(depth));
        }
    }

    private static double value(SearchResult result) {
        return result.statistics().get(SearchStatistics.VALUE).doubleValue();
    }

    /** Positions from seeded pubeval games, every few turns, with the dice rolled or not. */
    private List<GameState> positions(int count) {
        List<GameState> positions = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(7);
        int[] moves = new int[game.maxMoves()];
        double[] probabilities = new double[game.maxMoves()];
        BackgammonState state = (BackgammonState) game.newState();
        int turn = 0;
        while (positions.size() < count) {
            if (state.isTerminal()) {
                state = (BackgammonState) game.newState();
            }
            if (state.isChanceNode()) {
                int n = state.chanceOutcomes(moves, probabilities);
                if (!state.isOpeningRoll() && turn++ % 7 == 3) {
                    positions.add(state.copy());
                }
                state.play(moves[random.nextInt(n)]);
            } else {
                if (turn % 5 == 1) {
                    positions.add(state.copy());
                }
                state.play(PubEvalAgent.bestPlay(state, moves));
            }
        }
        return positions;
    }

    @Test
    void shouldFindThePlainExpectiminimaxValueWithStar1AndStar2() {
        String[] specs = {"expectimax:plain", "expectimax:star1,tt=false,id=false",
            "expectimax:star2,tt=false,id=false", "expectimax:star1", "expectimax:star2"};
        long[] nodes = new long[specs.length];
        for (String evaluator : List.of("ply", "pubeval")) {
            for (GameState position : positions(8)) {
                int depth = position.isChanceNode() ? 1 : 2;
                double plain = Double.NaN;
                for (int s = 0; s < specs.length; s++) {
                    SearchResult result = search(specs[s] + ",eval=" + evaluator, position, depth);
                    nodes[s] += result.nodes();
                    if (s == 0) {
                        plain = value(result);
                    } else {
                        assertThat(value(result)).as("%s at %s, depth %d", specs[s], position.notation(), depth)
                                .isEqualTo(plain);
                    }
                }
            }
        }
        LOG.info("nodes on backgammon positions: plain {}, star1 {} ({} with table and ordering), star2 {} ({})",
                nodes[0], nodes[1], nodes[3], nodes[2], nodes[4]);
        assertThat(nodes[1]).as("Star1 visits no more than plain").isLessThanOrEqualTo(nodes[0]);
        assertThat(nodes[3]).as("Star1 with table and ordering").isLessThan(nodes[0]);
        assertThat(nodes[4]).as("Star2 with table and ordering").isLessThan(nodes[0] / 3);
    }

    @Test
    void shouldGiveEveryRollItsValueBeforeTheRoll() {
        int checked = 0;
        for (GameState position : positions(24)) {
            if (!position.isChanceNode()) {
                continue;
            }
            checked++;
            SearchResult plain = search("expectimax:plain", position, 1);
            assertThat(plain.bestMove()).as("nothing to choose before the roll").isEqualTo(GameState.NO_MOVE);
            assertThat(plain.rootMoves()).hasSize(21);
            for (String spec : new String[] {"expectimax:star1", "expectimax"}) {
                SearchResult pruned = search(spec, position, 1);
                assertThat(value(pruned)).as("%s at %s", spec, position.notation()).isEqualTo(value(plain));
                assertThat(pruned.rootMoves()).as("the value of each roll")
                        .extracting(RootMoveStatistics::move, RootMoveStatistics::value)
                        .isEqualTo(plain.rootMoves().stream().map(m -> tuple(m.move(), m.value())).toList());
            }
        }
        assertThat(checked).isGreaterThanOrEqualTo(3);
    }

    /**
     * The opening roll decides who moves, so its outcomes lead to either player: each is negated or not
     * by who moves after it. Checked against the average computed here, one play deep, from the rules
     * and the evaluator alone.
     */
    @Test
    void shouldAverageTheOpeningRollsWhoeverTheyLetStart() {
        GameState opening = game.newState();
        @SuppressWarnings("unchecked")
        Evaluator<GameState> evaluator = (Evaluator<GameState>) game.defaultEvaluator();
        int[] outcomes = new int[game.maxMoves()];
        double[] probabilities = new double[game.maxMoves()];
        int[] plays = new int[game.maxMoves()];
        int count = opening.chanceOutcomes(outcomes, probabilities);
        double expected = 0;
        int startsX = 0;
        for (int i = 0; i < count; i++) {
            opening.play(outcomes[i]);
            int mover = opening.toMove();
            startsX += mover;
            double best = Double.NEGATIVE_INFINITY;
            for (int k = 0, n = opening.legalMoves(plays); k < n; k++) {
                opening.play(plays[k]);
                int score = evaluator.evaluate(opening);
                best = Math.max(best, opening.toMove() == mover ? score : -score);
                opening.undo();
            }
            opening.undo();
            expected += probabilities[i] * (mover == 0 ? best : -best);
        }
        assertThat(startsX).as("X starts after half the opening rolls").isEqualTo(count / 2);
        for (String spec : new String[] {"expectimax:plain", "expectimax:star1", "expectimax"}) {
            SearchResult result = search(spec, opening, 1);
            assertThat(value(result)).as(spec).isEqualTo(expected);
            assertThat(result.rootMoves()).hasSize(count);
        }
        assertThat(value(search("expectimax", opening, 2))).isEqualTo(value(search("expectimax:plain", opening, 2)));
    }

    @Test
    void shouldPlayALegalMoveWithinItsMoveTime() {
        GameState position = game.parseState("4HPwATDgc/ABMA:O:31");
        int[] plays = new int[game.maxMoves()];
        int count = position.legalMoves(plays);
        try (Search search = Ply.search(game, "expectimax")) {
            long started = System.nanoTime();
            SearchResult result = search.search(position, SearchLimits.ofMoveTime(400));
            long elapsedMillis = (System.nanoTime() - started) / 1_000_000;
            assertThat(elapsedMillis).isLessThan(1_500);
            assertThat(result.depth()).isGreaterThanOrEqualTo(1);
            assertThat(Arrays.copyOf(plays, count)).contains(result.bestMove());
        }
    }

    @Tag("slow")
    @Test
    void shouldFindThePlainExpectiminimaxValueThreePliesDeep() {
        int searched = 0;
        for (GameState position : positions(12)) {
            if (position.isChanceNode() || searched == 3) {
                continue;
            }
            searched++;
            SearchResult plain = search("expectimax:plain", position, 3);
            for (String spec : new String[] {"expectimax:star1", "expectimax"}) {
                assertThat(value(search(spec, position, 3))).as("%s at %s", spec, position.notation())
                        .isEqualTo(value(plain));
            }
        }
        assertThat(searched).isEqualTo(3);
    }

    @Test
    void shouldPlayTheEvaluatorsFavouriteAtOnePly() {
        for (GameState position : positions(20)) {
            if (position.isChanceNode()) {
                continue;
            }
            BackgammonState state = (BackgammonState) position;
            int pubevalChoice = PubEvalAgent.bestPlay(state, new int[game.maxMoves()]);
            SearchResult result = search("expectimax:eval=pubeval", state, 1);
            // pubeval's scaled scores can tie where its raw scores do not; compare the values then.
            state.play(result.bestMove());
            double chosen = dev.ply.games.backgammon.eval.PubEval.score(state, 1 - state.toMove());
            state.undo();
            state.play(pubevalChoice);
            double best = dev.ply.games.backgammon.eval.PubEval.score(state, 1 - state.toMove());
            state.undo();
            assertThat(chosen).as("pubeval score of expectimax's choice at %s", state.notation())
                    .isGreaterThan(best - 0.02);
        }
    }
}
