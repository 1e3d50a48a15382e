package dev.ply.core.eval;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import java.util.Optional;

/**
 * Makes {@link PolicyValueNetwork}s from files, discovered through {@link java.util.ServiceLoader} from
 * {@code META-INF/services/dev.ply.core.eval.NetworkLoader}; {@code ply-learning} provides one. Searches load their
 * networks through {@link dev.ply.core.Ply#network(Game, String)}, never through a learning library.
 */
public interface NetworkLoader {

    /**
     * Loads a network file made for a game.
     *
     * @param game the game (variant) the network must be made for
     * @param file the file's path
     * @return the network
     * @throws dev.ply.core.InvalidInputException naming the problem in one line: a missing, truncated or foreign
     *     file, or a network of another game or encoding
     */
    PolicyValueNetwork load(Game game, String file);

    /**
     * The network that ships for a game, when one does.
     *
     * @param game the game (variant)
     * @return the shipped network, or empty
     */
    Optional<PolicyValueNetwork> shipped(Game game);

    /**
     * A network that evaluates the positions several threads ask for at once together, in batches of up to
     * {@code batch} (a search's threads, say), where the loader's engine is faster at batches; the network itself
     * where it has no such engine. The caller closes the answer when it is {@link AutoCloseable} and no longer used.
     *
     * @param network a network this loader made
     * @param batch the most positions evaluated in one call, at least 2
     * @return the batching network, or {@code network}
     */
    default PolicyValueNetwork batching(PolicyValueNetwork network, int batch) {
        return network;
    }

    /**
     * Loads a value network over a game's {@link dev.ply.core.capability.SparseFeatures} as an evaluator
     * ({@code eval=nnue:FILE}): one the search's threads may share.
     *
     * @param game the game (variant) the network must be made for
     * @param file the file's path, or {@code "default"} for the one that ships with the game
     * @return the evaluator, in the network's units (centipawns for chess)
     * @throws InvalidInputException naming the problem in one line; by default, that this loader reads none
     */
    default Evaluator<GameState> valueNetwork(Game game, String file) {
        throw new InvalidInputException("eval=nnue: the network loader " + getClass().getName()
                + " reads no value networks");
    }
}
