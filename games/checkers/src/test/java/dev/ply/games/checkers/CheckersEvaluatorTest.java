package dev.ply.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Ply;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CheckersEvaluatorTest {

    private final CheckersGame game = new CheckersGame();
    private final CheckersEvaluator evaluator = game.defaultEvaluator();

    private int score(String fen) {
        return evaluator.evaluate(game.parseState(fen));
    }

    /** The same position seen from the other side: the board turned round, colours and turn swapped. */
    private CheckersState mirrored(CheckersState state) {
        int black = Integer.reverse(state.pieces(1));
        int white = Integer.reverse(state.pieces(0));
        return new CheckersState(game, black, white, Integer.reverse(state.kings()), state.toMove() ^ 1, 0);
    }

    @Test
    void shouldScoreAlikeWithItsOwnWeightsAndOtherwiseWithOthers() {
        CheckersEvaluator copy = evaluator.withWeights(evaluator.weights().values());
        SplittableRandom random = new SplittableRandom(8);
        int[] moves = new int[CheckersGame.MAX_MOVES];
        for (int g = 0; g < 20; g++) {
            CheckersState state = game.newState();
            while (!state.isTerminal() && state.plies() < 150) {
                assertThat(copy.evaluate(state)).isEqualTo(evaluator.evaluate(state));
                state.play(moves[random.nextInt(state.legalMoves(moves))]);
            }
        }
        // Black, to move, has a king on square 1 and a man on square 2 against a man on square 32.
        CheckersState kingUp = new CheckersState(game, 0b11, 1 << 31, 0b1, 0, 0);
        int[] values = evaluator.weights().values();
        values[evaluator.weights().indexOf("material.king")] = 200;
        assertThat(evaluator.withWeights(values).evaluate(kingUp)).isGreaterThan(evaluator.evaluate(kingUp) + 50);
        values[evaluator.weights().indexOf("mobility")] = 21;
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> evaluator.withWeights(values))
                .hasMessage("weight mobility = 21 is outside its bounds 0 .. 20");
    }

    @Test
    void shouldScoreMirroredPositionsAlike() {
        assertThat(score(CheckersGame.START)).isZero();
        SplittableRandom random = new SplittableRandom(5);
        int[] moves = new int[CheckersGame.MAX_MOVES];
        int compared = 0;
        for (int g = 0; g < 50; g++) {
            CheckersState state = game.newState();
            while (!state.isTerminal() && state.plies() < 150) {
                assertThat(evaluator.evaluate(mirrored(state))).as("mirror of %s", state.notation())
                        .isEqualTo(evaluator.evaluate(state));
                compared++;
                state.play(moves[random.nextInt(state.legalMoves(moves))]);
            }
        }
        assertThat(compared).isGreaterThan(2_000);
    }

    @Test
    void shouldValueMaterialAndKingsAboveMen() {
        assertThat(score("B:W21,22:B1,2,3")).as("a man up").isGreaterThan(50);
        assertThat(score("W:W21,22:B1,2,3")).as("a man down").isLessThan(-50);
        assertThat(score("B:W21,22:B1,K2")).as("a king instead of a man").isGreaterThan(score("B:W21,22:B1,6"));
    }

    @Test
    void shouldValueALeadMoreWithFewerPiecesOnTheBoard() {
        int early = score("B:W21,22,23,24,25,26,27,28,29,30,31:B1,2,3,4,5,6,7,8,9,10,11,12");
        int late = score("B:W30,31:B1,2,3");
        assertThat(late).isGreaterThan(early);
    }

    @Test
    void shouldValueTheBackRankWhileTheOpponentHasMen() {
        assertThat(score("B:W21,22:B1,3,10")).as("bridge").isGreaterThan(score("B:W21,22:B9,10,11"));
    }

    @Test
    void shouldCreditARunawayMan() {
        // Black's man on 22 will crown unless something stands in front of it: White's man on 30 does, on 32
        // it does not. Everything else about the two positions is alike.
        assertThat(score("B:W32:B22")).isGreaterThan(score("B:W30:B22") + 20);
    }

    @Test
    void shouldCreditAPendingCapture() {
        // Black to move can take the man on 15 at once; on 19 it cannot.
        assertThat(score("B:W15,24:B11,3")).isGreaterThan(score("B:W19,24:B11,3") + 30);
    }

    @Test
    void shouldDriveALoneKingOutOfTheDoubleCorner() {
        // The lone White king is safest in the double corner (1 and 5), most exposed in the single corner.
        int doubleCorner = score("B:WK5:BK18,K19");
        int singleCorner = score("B:WK4:BK18,K19");
        assertThat(singleCorner).isGreaterThan(doubleCorner);
        // The stronger side's kings want to be near the lone king.
        assertThat(score("B:WK5:BK10,K14")).isGreaterThan(score("B:WK5:BK27,K32"));
        // The defender sees it the other way round.
        assertThat(score("W:WK5:BK18,K19")).isGreaterThan(score("W:WK4:BK18,K19"));
    }

    @Test
    void shouldBeRegisteredByName() {
        assertThat(Ply.evaluator(game, "classic")).isInstanceOf(CheckersEvaluator.class);
        assertThat(Ply.evaluator(game, "checkers:classic")).isInstanceOf(CheckersEvaluator.class);
    }
}
