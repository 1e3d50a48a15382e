package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.games.backgammon.BackgammonState;
import dev.ply.games.backgammon.agent.PubEvalAgent;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Expectimax on backgammon, through the public API: Star1 and Star2 return exactly the value of plain
 * expectiminimax on real positions (rolled and before the roll, contact, race, bar), with either
 * evaluator, and a 1-ply search plays what the evaluator prefers.
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
        return result.statistics().get("value").doubleValue();
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
        long[] nodes = new long[3];
        String[] specs = {"expectimax:plain", "expectimax:star1,tt=false,id=false",
            "expectimax:star2,tt=false,id=false"};
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
                                .isCloseTo(plain, within(1e-9));
                    }
                }
            }
        }
        LOG.info("nodes on backgammon positions: plain {}, star1 {}, star2 {}", nodes[0], nodes[1], nodes[2]);
        assertThat(nodes[1]).as("Star1 visits no more than plain").isLessThanOrEqualTo(nodes[0]);
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
