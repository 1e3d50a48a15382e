package dev.ply.games.backgammon.agent;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.AgentProvider;
import dev.ply.core.agent.Clock;
import dev.ply.core.agent.GameRecord;
import dev.ply.games.backgammon.BackgammonGame;
import dev.ply.games.backgammon.BackgammonState;
import dev.ply.games.backgammon.eval.PubEval;

/**
 * The pubeval player, the standard baseline opponent of backgammon programs: it plays the legal play
 * whose resulting position {@link PubEval} scores highest (a 1-ply search with Tesauro's weights), the
 * first in generation order when two score the same. Deterministic; it ignores the clock.
 *
 * <p>Registered as the agent {@code pubeval} ({@code ./ply match backgammon --a ... --b pubeval}).
 */
public final class PubEvalAgent implements Agent {

    private final int[] moves = new int[BackgammonGame.MAX_MOVES];

    /** Creates an instance. */
    public PubEvalAgent() {
    }

    @Override
    public String name() {
        return "pubeval";
    }

    @Override
    public int chooseMove(GameRecord game, Clock clock) {
        return bestPlay((BackgammonState) game.current(), moves);
    }

    /**
     * The play pubeval chooses in a position where the dice have been rolled.
     *
     * @param state the position; played on and restored
     * @param buffer a caller-owned buffer of {@link BackgammonGame#MAX_MOVES} moves
     * @return the legal play whose result pubeval scores highest
     */
    public static int bestPlay(BackgammonState state, int[] buffer) {
        int count = state.legalMoves(buffer);
        int mover = state.toMove();
        int best = buffer[0];
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < count; i++) {
            state.play(buffer[i]);
            double score = PubEval.score(state, mover);
            state.undo();
            if (score > bestScore) {
                bestScore = score;
                best = buffer[i];
            }
        }
        return best;
    }

    /** Registers {@link PubEvalAgent} as the agent {@code pubeval}. */
    public static final class Provider implements AgentProvider {

        /** Creates the instance; the service loader calls this. */
        public Provider() {
        }

        @Override
        public String scheme() {
            return "pubeval";
        }

        @Override
        public String description() {
            return "backgammon: plays the play Tesauro's pubeval scores highest (1-ply), the standard baseline";
        }

        @Override
        public Agent create(Game game, String argument) {
            if (!(game instanceof BackgammonGame)) {
                throw new InvalidInputException("the pubeval agent plays backgammon, not " + game.id());
            }
            if (!argument.isEmpty()) {
                throw new InvalidInputException("the pubeval agent takes no argument, got '" + argument + "'");
            }
            return new PubEvalAgent();
        }
    }
}
