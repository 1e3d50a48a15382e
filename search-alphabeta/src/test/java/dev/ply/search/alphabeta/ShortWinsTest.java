package dev.ply.search.alphabeta;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The depth up to which a depth-limited search looks again for every win (the trees' check is in SearchContract). */
class ShortWinsTest {

    @Test
    void shouldSizeTheDefaultWinCheckByTheGamesLargestBranching() {
        assertThat(EngineConfig.defaultWinCheck(256)).as("chess").isEqualTo(4);
        assertThat(EngineConfig.defaultWinCheck(82)).as("Go 9x9").isEqualTo(5);
        assertThat(EngineConfig.defaultWinCheck(7)).as("Connect Four").isEqualTo(8);
        assertThat(EngineConfig.defaultWinCheck(9)).as("tic-tac-toe").isEqualTo(8);
        assertThat(EngineConfig.defaultWinCheck(362)).as("Go 19x19").isEqualTo(3);
        assertThat(EngineConfig.defaultWinCheck(1_000_000)).isEqualTo(1);
    }
}
