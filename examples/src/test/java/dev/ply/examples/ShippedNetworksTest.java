package dev.ply.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.Registry;
import dev.ply.core.capability.NetworkEncoding;
import dev.ply.core.eval.PolicyValueNetwork;
import dev.ply.learning.LearnedNetworks;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The networks that ship on the CLI's class path still fit their games: a change of a game's encoding that forgets to
 * ship a network trained for it fails here, not in a user's {@code ply play}.
 */
class ShippedNetworksTest {

    @Test
    void shouldLoadEveryShippedNetworkForItsGamesCurrentEncoding() {
        LearnedNetworks loader = new LearnedNetworks();
        List<String> shipped = new ArrayList<>();
        for (Game game : Registry.load(Game.class, Game::id, "game").all()) {
            Optional<PolicyValueNetwork> network = loader.shipped(game); // refuses another game or encoding
            if (network.isPresent()) {
                NetworkEncoding encoding = (NetworkEncoding) game.newState();
                assertThat(network.get().encodingName()).isEqualTo(encoding.encodingName());
                assertThat(network.get().inputSize()).isEqualTo(encoding.inputSize());
                assertThat(network.get().actionCount()).isEqualTo(encoding.actionCount());
                shipped.add(game.id());
            }
        }
        assertThat(shipped).contains("tictactoe", "connectfour");
    }
}
