package dev.ply.learning;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.AgentProvider;
import dev.ply.core.agent.Clock;
import dev.ply.core.agent.GameRecord;
import dev.ply.core.capability.NetworkEncoding;
import dev.ply.core.eval.PolicyValueNetwork;

/**
 * The network alone, without search: plays the legal move its policy likes best. Agent specification
 * {@code policy:FILE}, or {@code policy} for the game's shipped network; the measure of what a network has learned
 * by itself.
 */
public final class PolicyAgent implements Agent {

    private final PolicyValueNetwork network;
    private final String name;

    /**
     * Creates the agent.
     *
     * @param name the name reports show
     * @param network the network, made for the game's encoding
     */
    public PolicyAgent(String name, PolicyValueNetwork network) {
        this.name = name;
        this.network = network;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int chooseMove(GameRecord game, Clock clock) {
        return bestMove(network, game.current());
    }

    /**
     * The legal move a network's policy likes best.
     *
     * @param network the network
     * @param state a position that is not over, of a game with {@link NetworkEncoding}
     * @return the move; ties go to the first in the game's move order
     */
    public static int bestMove(PolicyValueNetwork network, GameState state) {
        NetworkEncoding encoding = (NetworkEncoding) state;
        float[] input = new float[encoding.inputSize()];
        encoding.encode(input, 0);
        float[] logits = new float[network.actionCount()];
        network.evaluate(input, 1, logits, new float[1]);
        int[] moves = new int[state.game().maxMoves()];
        int count = state.legalMoves(moves);
        int best = GameState.NO_MOVE;
        float bestLogit = Float.NEGATIVE_INFINITY;
        for (int i = 0; i < count; i++) {
            float logit = logits[encoding.actionIndex(moves[i])];
            if (logit > bestLogit) {
                bestLogit = logit;
                best = moves[i];
            }
        }
        return best;
    }

    /** The {@code policy:} agents. */
    public static final class Provider implements AgentProvider {

        /** Creates the provider; the service loader calls this. */
        public Provider() {
        }

        @Override
        public String scheme() {
            return "policy";
        }

        @Override
        public String description() {
            return "the network alone, without search: policy:FILE plays the move its policy likes best (policy for"
                    + " the game's shipped network)";
        }

        @Override
        public Agent create(Game game, String argument) {
            if (!(game.newState() instanceof NetworkEncoding)) {
                throw new InvalidInputException("policy: " + game.id() + " has no network encoding");
            }
            return new PolicyAgent("policy" + (argument.isEmpty() ? "" : ":" + argument),
                    Ply.network(game, argument));
        }
    }
}
