package dev.ply.core.agent;

import dev.ply.core.GameState;
import java.util.SplittableRandom;

/** An agent that plays a uniformly random legal move: the weakest baseline. */
public final class RandomAgent implements Agent {

    private final int[] moves;
    private SplittableRandom random = new SplittableRandom(0);

    /**
     * Creates the agent.
     *
     * @param maxMoves the game's {@link dev.ply.core.Game#maxMoves()}
     */
    public RandomAgent(int maxMoves) {
        this.moves = new int[maxMoves];
    }

    @Override
    public String name() {
        return "random";
    }

    @Override
    public void newGame(GameRecord game, long seed) {
        random = new SplittableRandom(seed);
    }

    @Override
    public int chooseMove(GameRecord game, Clock clock) {
        GameState state = game.current();
        int count = state.legalMoves(moves);
        if (count == 0) {
            throw new IllegalStateException("no legal move to choose from in " + state.notation());
        }
        return moves[random.nextInt(count)];
    }

    /** Registers {@link RandomAgent} under the scheme {@code random}. */
    public static final class Provider implements AgentProvider {

        /** Creates the instance; the service loader calls this. */
        public Provider() {
        }

        @Override
        public String scheme() {
            return "random";
        }

        @Override
        public String description() {
            return "plays a uniformly random legal move";
        }

        @Override
        public Agent create(dev.ply.core.Game game, String argument) {
            if (!argument.isEmpty()) {
                throw new dev.ply.core.InvalidInputException("the random agent takes no argument, got '" + argument
                        + "'");
            }
            return new RandomAgent(game.maxMoves());
        }
    }
}
