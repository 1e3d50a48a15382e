package dev.ply.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.eval.Evaluator;
import dev.ply.learning.ValueNetwork;
import dev.ply.learning.ValueNetworkEvaluator;
import org.junit.jupiter.api.Test;

/**
 * The value network chess ships ({@code eval=nnue}): what it is, that it judges material as chess does, and that the
 * engine commands play with it by default.
 */
class ShippedChessNetworkTest {

    private static final Game CHESS = Ply.game("chess");

    @SuppressWarnings("unchecked")
    private static int score(String evaluator, String fen) {
        return ((Evaluator<GameState>) Ply.evaluator(CHESS, evaluator)).evaluate(CHESS.parseState(fen));
    }

    @Test
    void chessShipsACorrectionOfItsClassicEvaluator() {
        ValueNetwork network = ((ValueNetworkEvaluator) Ply.evaluator(CHESS, "nnue")).network();
        assertThat(network.gameId()).isEqualTo("chess");
        assertThat(network.featureSet()).isEqualTo("chess-768");
        assertThat(network.base()).isEqualTo("chess:classic");
        assertThat(network.hidden()).isEqualTo(256);
        assertThat(network.buckets()).isEqualTo(8);
    }

    @Test
    void theShippedNetworkJudgesAnExtraQueenAWinForWhicheverSideHasIt() {
        String white = "4k3/pppppppp/8/8/8/8/PPPPPPPP/3QK3 w - - 0 1";
        String black = "3qk3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1";
        assertThat(score("nnue", white)).isGreaterThan(500);
        assertThat(score("nnue", black)).isLessThan(-500);
        assertThat(Math.abs(score("nnue", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")))
                .as("the start position").isLessThan(100);
    }

    @Test
    void theEngineCommandsPlayChessWithTheShippedNetworkAndOtherGamesWithAlphaBetaAlone() {
        assertThat(UciCommand.defaultAlgorithm(CHESS)).isEqualTo("alphabeta:eval=nnue,evalcache=65536");
        assertThat(UciCommand.defaultAlgorithm(Ply.game("checkers"))).isEqualTo("alphabeta");
    }
}
