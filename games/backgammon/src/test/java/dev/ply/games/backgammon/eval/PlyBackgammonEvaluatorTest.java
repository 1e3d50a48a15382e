package dev.ply.games.backgammon.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.ply.core.Ply;
import dev.ply.games.backgammon.BackgammonGame;
import dev.ply.games.backgammon.BackgammonState;
import org.junit.jupiter.api.Test;

class PlyBackgammonEvaluatorTest {

    private final BackgammonGame game = new BackgammonGame();
    private final PlyBackgammonEvaluator evaluator = new PlyBackgammonEvaluator();

    @Test
    void shouldKeepEveryScoreAndEveryResultWithinTheBound() {
        assertThat(evaluator.winScore()).isEqualTo(1000);
        assertThat(evaluator.bound()).isEqualTo(3 * evaluator.winScore());
        assertThat(game.maxOutcome() * evaluator.winScore()).isLessThanOrEqualTo(evaluator.bound());
    }

    @Test
    void shouldFavourTheSideFarAheadInARace() {
        BackgammonState ahead = game.parseState("+L4PAADf9wEAAA:O");
        BackgammonState behind = game.parseState("3/cBAAD4vg8AAA:O");
        assertThat(BackgammonFeatures.isContact(ahead)).isFalse();
        assertThat(evaluator.evaluate(ahead)).isGreaterThan(700);
        assertThat(evaluator.evaluate(behind)).isLessThan(-700);
    }

    @Test
    void shouldSeeAGammonWhenTheOpponentIsFarFromHome() {
        // O has 10 checkers off and five left in its home board; all of X's are still on its 24- and 23-points.
        BackgammonState state = game.parseState("AADA3z9oAwAAAA:O");
        double[] chances = new double[FeatureNetwork.OUTPUTS];
        evaluator.probabilities(state, chances);
        assertThat(chances[FeatureNetwork.WIN]).isGreaterThan(0.9);
        assertThat(chances[FeatureNetwork.GAMMON_WIN]).isGreaterThan(0.5);
        assertThat(evaluator.evaluate(state)).isGreaterThan(1500);
    }

    @Test
    void shouldScoreTheStartingPositionNearlyEven() {
        assertThat(Math.abs(evaluator.evaluate(game.parseState("4HPwATDgc/ABMA:O")))).isLessThan(250);
    }

    @Test
    void shouldCombineChancesIntoCubelessEquity() {
        assertThat(PlyBackgammonEvaluator.equity(new double[] {1, 1, 0})).isEqualTo(2.0);
        assertThat(PlyBackgammonEvaluator.equity(new double[] {0, 0, 1})).isEqualTo(-2.0);
        assertThat(PlyBackgammonEvaluator.equity(new double[] {0.5, 0.2, 0.1})).isCloseTo(0.1, within(1e-12));
        // Gammon chances beyond the win or loss chance are capped.
        assertThat(PlyBackgammonEvaluator.equity(new double[] {0.1, 0.3, 0})).isCloseTo(-0.7, within(1e-12));
    }

    @Test
    void shouldBeRegisteredAsTheDefaultAndByName() {
        assertThat(Ply.evaluator(game, "default")).isInstanceOf(PlyBackgammonEvaluator.class);
        assertThat(Ply.evaluator(game, "backgammon:ply")).isInstanceOf(PlyBackgammonEvaluator.class);
        assertThat(Ply.evaluator(game, "pubeval")).isInstanceOf(PubEvalEvaluator.class);
    }
}
