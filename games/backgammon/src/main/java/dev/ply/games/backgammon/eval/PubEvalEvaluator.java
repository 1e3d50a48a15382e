package dev.ply.games.backgammon.eval;

import dev.ply.core.eval.Evaluator;
import dev.ply.core.eval.EvaluatorProvider;
import dev.ply.games.backgammon.BackgammonState;

/**
 * {@link PubEval} as an {@link Evaluator}, so that searches can use Tesauro's weights
 * ({@code eval=backgammon:pubeval}).
 *
 * <p>A position on the board is the result of the last play, so it is scored by pubeval from the side
 * of the player who made it (the player not to move) and negated for the side to move, whether the
 * dice have been rolled or not. pubeval's units are not equity; they are turned into thousandths of a
 * point by {@link #THOUSANDTHS_PER_PUBEVAL_UNIT} and clamped to {@code ±bound()} = ±3,000 (a backgammon);
 * {@link #winScore()} is 1,000, one point.
 *
 * <p>pubeval was made to rank the plays of one roll, not to compare positions: the factor is the
 * least-squares fit of the points finally won against pubeval's score over the contact positions of
 * 1,500 pubeval self-play games (0.0090 points a unit; |score| stayed below 75). In races its scores do
 * not even rise with the chances (the same fit is -0.012), so a search that compares race positions by
 * pubeval plays them poorly; that is pubeval's nature, kept as it is for a faithful baseline.
 */
public final class PubEvalEvaluator implements Evaluator<BackgammonState> {

    /** Thousandths of a point of equity per unit of pubeval's score. */
    public static final double THOUSANDTHS_PER_PUBEVAL_UNIT = 9.0;

    /** Creates an instance. */
    public PubEvalEvaluator() {
    }

    @Override
    public int evaluate(BackgammonState state) {
        double score = PubEval.score(state, 1 - state.toMove());
        long scaled = Math.round(-score * THOUSANDTHS_PER_PUBEVAL_UNIT);
        return (int) Math.max(-bound(), Math.min(bound(), scaled));
    }

    @Override
    public int bound() {
        return 3 * winScore();
    }

    @Override
    public int winScore() {
        return 1000;
    }

    /** Registers the evaluator as {@code backgammon:pubeval}. */
    public static final class Provider implements EvaluatorProvider {

        /** Creates the instance; the service loader calls this. */
        public Provider() {
        }

        @Override
        public String gameId() {
            return "backgammon";
        }

        @Override
        public String name() {
            return "pubeval";
        }

        @Override
        public String description() {
            return "Tesauro's pubeval (1993), the standard baseline, scaled to thousandths of a point";
        }

        @Override
        public Evaluator<?> create() {
            return new PubEvalEvaluator();
        }
    }
}
