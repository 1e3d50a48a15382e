package dev.ply.learning;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.ply.core.Game;
import dev.ply.core.Ply;
import dev.ply.core.capability.NetworkEncoding;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SelfPlayTest {

    @Test
    void theValueTargetMixesTheResultWithTheRootValueByTheGivenWeight(@TempDir Path folder) throws IOException {
        Game game = Ply.game("tictactoe");
        NetworkEncoding encoding = (NetworkEncoding) game.newState();
        NetworkInfo info = new NetworkInfo(game.id(), encoding.encodingName(), Architecture.parse("mlp:16", encoding),
                0, 0, "test");
        Path network = folder.resolve("fresh.net");
        NetworkFile.write(LearnedNetwork.initial(info, 5), network);

        // The same seed plays the same game whatever the mix: only the value targets differ.
        SelfPlay.PlayedGame results = new SelfPlay(game, 32, 1.0, 2, 0).play(network, 9);
        SelfPlay.PlayedGame rootValues = new SelfPlay(game, 32, 1.0, 2, 1).play(network, 9);
        SelfPlay.PlayedGame mixed = new SelfPlay(game, 32, 1.0, 2, 0.25).play(network, 9);
        assertThat(rootValues.plies()).isEqualTo(results.plies());
        boolean fractional = false;
        for (int i = 0; i < results.results().length; i++) {
            float z = results.results()[i];
            float q = rootValues.results()[i];
            assertThat(Math.abs(z)).isIn(0f, 1f);
            assertThat(q).isBetween(-1f, 1f);
            fractional |= q != Math.round(q);
            assertThat(mixed.results()[i]).isCloseTo(0.75f * z + 0.25f * q, within(1e-6f));
        }
        assertThat(fractional).as("root values are search averages, not results").isTrue();
    }
}
