package dev.ply.core.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.InvalidInputException;
import dev.ply.core.NimTestGames;
import dev.ply.core.UnknownNameException;
import org.junit.jupiter.api.Test;

class AgentsTest {

    @Test
    void shouldParseDurationsInEveryUnit() {
        assertThat(Agents.parseMillis("500ms")).isEqualTo(500);
        assertThat(Agents.parseMillis("2s")).isEqualTo(2000);
        assertThat(Agents.parseMillis("1.5")).isEqualTo(1500);
        assertThat(Agents.parseMillis("1m")).isEqualTo(60_000);
        for (String bad : new String[] {"", "fast", "-1s", "0", "1h"}) {
            assertThatThrownBy(() -> Agents.parseMillis(bad)).as(bad).isInstanceOf(InvalidInputException.class);
        }
    }

    @Test
    void shouldCreateTheRandomAgentAndRejectUnknownSchemes() {
        assertThat(Agents.create(NimTestGames.nim(5), "random")).isInstanceOf(RandomAgent.class);
        assertThatThrownBy(() -> Agents.create(NimTestGames.nim(5), "random:fast"))
                .isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> Agents.create(NimTestGames.nim(5), "oracle:all"))
                .isInstanceOf(UnknownNameException.class)
                .hasMessageStartingWith("unknown agent 'oracle'; agents: random");
    }
}
