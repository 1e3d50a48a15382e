package dev.ply.core.eval;

import dev.ply.core.Game;
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
}
