package dev.ply.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.GameResult;
import dev.ply.core.arena.TimeControl;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The {@code xboard} agent driving a CECP engine process: {@link FakeXboardEngine}, in a separate JVM. */
class XboardEngineAgentTest {

    private static final Game CHESS = Ply.game("chess");

    private static String fakeEngine(String mode) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return "xboard:" + java + " -cp " + System.getProperty("java.class.path") + " "
                + FakeXboardEngine.class.getName() + " " + mode;
    }

    /** Both ways of giving a start position: setboard, and edit mode (with Black to move after the opening). */
    @ParameterizedTest
    @ValueSource(strings = {"setboard", "edit-only"})
    void shouldPlayWholeGamesFromAStartPosition(String mode) {
        // Castling rights are not given in edit mode, so the opening is one where they are gone.
        Arena arena = new Arena(CHESS).games(2).maxPlies(30).openings(List.of(
                "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQ1RK1 b - - 2 5"));
        try (Agent ply = Agents.create(CHESS, "alphabeta:depth=2,hash=1");
                Agent external = Agents.create(CHESS, fakeEngine(mode))) {
            assertThat(external.name()).startsWith("xboard:");
            for (GameResult game : arena.play(ply, external).games()) {
                assertThat(game.termination()).as(game.detail()).isIn("rules", "move limit");
                assertThat(game.record().length()).isGreaterThan(10);
            }
        }
    }

    @Test
    void shouldPlayUnderTheArenaClock() {
        Arena arena = new Arena(CHESS).games(1).maxPlies(12).timeControl(TimeControl.parse("5+0.1"));
        try (Agent ply = Agents.create(CHESS, "alphabeta:hash=1");
                Agent external = Agents.create(CHESS, fakeEngine("setboard") + "?memory=16")) {
            GameResult game = arena.play(ply, external).games().get(0);
            assertThat(game.termination()).as(game.detail()).isIn("rules", "move limit");
        }
    }

    @Test
    void shouldSkipAMoveThatCameTooLateInsteadOfPlayingItInTheNextGame() {
        // The first answer comes 8 s after 'go', past the agent's 1 s + 5 s wait: that game is lost by
        // the engine, and the late move must not be taken as the answer in the second game.
        Arena arena = new Arena(CHESS).games(2).maxPlies(8);
        try (Agent ply = Agents.create(CHESS, "alphabeta:depth=1,hash=1");
                Agent external = Agents.create(CHESS, fakeEngine("setboard 8000") + "?st=1")) {
            List<GameResult> games = arena.play(ply, external).games();
            assertThat(games.get(0).termination()).as(games.get(0).detail()).isEqualTo("agent failure");
            assertThat(games.get(0).detail()).contains("sent no");
            assertThat(games.get(1).termination()).as(games.get(1).detail()).isIn("rules", "move limit");
        }
    }

    @Test
    void shouldRejectUnknownSettingsAndMissingPrograms() {
        assertThatThrownBy(() -> Agents.create(CHESS, fakeEngine("setboard") + "?depth=3"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("unknown xboard agent setting 'depth'");
        assertThatThrownBy(() -> Agents.create(CHESS, "xboard:/no/such/engine"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("cannot start engine");
        assertThatThrownBy(() -> Agents.create(CHESS, "xboard:"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("needs the engine's program");
    }
}
