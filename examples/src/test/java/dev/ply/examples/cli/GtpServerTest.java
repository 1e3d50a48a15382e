package dev.ply.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.GameResult;
import dev.ply.core.arena.MatchResult;
import dev.ply.core.arena.TimeControl;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code ply gtp} as a separate process, driven through the protocol by Ply's own {@code gtp:} agent (which plays
 * real GTP engines such as GNU Go): whole games on a small board, from a position with stones, by iterations and on
 * the arena's clock; and an engine that cannot be started named in one line.
 */
class GtpServerTest {

    private static String plyGtpCommand(String agent) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return java + " -cp " + System.getProperty("java.class.path") + " dev.ply.examples.cli.PlyCommand gtp --agent "
                + agent;
    }

    @Test
    void shouldPlayWholeGamesThroughTheProtocol() {
        Game go = Ply.game("go:size=5,komi=0.5");
        // The start has stones of both colours, which the agent sets up with play commands.
        Arena arena = new Arena(go).games(2).openings(List.of("5/1X3/2O2/5/5 b komi=0.5"));
        try (Agent ply = Agents.create(go, "mcts:iterations=300");
                Agent external = Agents.create(go, "gtp:" + plyGtpCommand("mcts:iterations=300"))) {
            MatchResult result = arena.play(ply, external);
            assertThat(result.games()).hasSize(2);
            for (GameResult game : result.games()) {
                assertThat(game.termination()).as(game.detail()).isEqualTo("rules");
                GameState end = game.record().current();
                assertThat(end.isTerminal()).isTrue();
                assertThat(game.record().length()).isGreaterThan(8);
            }
        }
    }

    @Test
    void shouldPlayOnTheArenaClock() {
        Game go = Ply.game("go:size=5,komi=0.5");
        Arena arena = new Arena(go).games(1).timeControl(TimeControl.parse("5+0.1"));
        try (Agent ply = Agents.create(go, "mcts");
                Agent external = Agents.create(go, "gtp:" + plyGtpCommand("mcts"))) {
            GameResult game = arena.play(ply, external).games().get(0);
            assertThat(game.termination()).as(game.detail()).isEqualTo("rules");
        }
    }

    @Test
    void shouldForfeitTheGamesOfAnEngineThatDiesAndPlayOn(@org.junit.jupiter.api.io.TempDir Path dir)
            throws java.io.IOException {
        // A GTP engine that answers the set-up commands and exits when asked for a move.
        Path script = dir.resolve("dying-gtp.sh");
        java.nio.file.Files.writeString(script, String.join("\n",
                "#!/bin/sh",
                "while read -r id command rest; do",
                "  case \"$command\" in",
                "    protocol_version) printf '=%s 2\\n\\n' \"$id\" ;;",
                "    known_command) printf '=%s false\\n\\n' \"$id\" ;;",
                "    genmove) exit 3 ;;",
                "    *) printf '=%s\\n\\n' \"$id\" ;;",
                "  esac",
                "done", ""));
        assertThat(script.toFile().setExecutable(true)).isTrue();
        Game go = Ply.game("go:size=5,komi=0.5");
        Arena arena = new Arena(go).games(2);
        MatchResult result = arena.play("mcts:iterations=50", () -> Agents.create(go, "mcts:iterations=50"),
                "dying", () -> Agents.create(go, "gtp:" + script), 1);
        assertThat(result.games()).hasSize(2);
        for (GameResult game : result.games()) {
            assertThat(game.termination()).isEqualTo("agent failure");
            assertThat(game.detail()).contains("exited");
        }
        assertThat(result.games()).as("each game lost by the engine, from agent A's view")
                .allSatisfy(game -> assertThat(game.points()).isPositive());
    }

    @Test
    void shouldNameAnEngineThatCannotBeStarted() {
        Game go = Ply.game("go");
        assertThatThrownBy(() -> Agents.create(go, "gtp:/no/such/gnugo?--level=10"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("cannot start engine '/no/such/gnugo'");
        assertThatThrownBy(() -> Agents.create(go, "gtp:/bin/true?level=10"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("is not a program argument");
        assertThatThrownBy(() -> Agents.create(Ply.game("chess"), "gtp:/bin/true"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("a GTP engine plays Go");
    }
}
