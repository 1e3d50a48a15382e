package dev.ply.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
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
 * {@code ply xboard} as a separate process, driven through the protocol by Ply's own {@code xboard:} agent
 * (which plays real CECP engines such as Fairy-Max): whole games, with a depth and with the arena's clock.
 */
class XboardServerTest {

    private static final Game CHESS = Ply.game("chess");

    private static String plyXboardCommand() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return java + " -cp " + System.getProperty("java.class.path")
                + " dev.ply.examples.cli.PlyCommand xboard --algorithm alphabeta:hash=4";
    }

    @Test
    void shouldPlayWholeGamesThroughTheProtocol() {
        Arena arena = new Arena(CHESS).games(2).maxPlies(40).openings(List.of(
                "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"));
        try (Agent ply = Agents.create(CHESS, "alphabeta:depth=3,hash=4");
                Agent external = Agents.create(CHESS, "xboard:" + plyXboardCommand() + "?sd=3")) {
            MatchResult result = arena.play(ply, external);
            assertThat(result.games()).hasSize(2);
            for (GameResult game : result.games()) {
                assertThat(game.termination()).as(game.detail()).isIn("rules", "move limit");
                assertThat(game.record().length()).isGreaterThan(10);
            }
        }
    }

    @Test
    void shouldPlayOnTheArenaClock() {
        Arena arena = new Arena(CHESS).games(1).maxPlies(16).timeControl(TimeControl.parse("3+0.05"));
        try (Agent ply = Agents.create(CHESS, "alphabeta:hash=4");
                Agent external = Agents.create(CHESS, "xboard:" + plyXboardCommand())) {
            GameResult game = arena.play(ply, external).games().get(0);
            assertThat(game.termination()).as(game.detail()).isIn("rules", "move limit");
        }
    }
}
