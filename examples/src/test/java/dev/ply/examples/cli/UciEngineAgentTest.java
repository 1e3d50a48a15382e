package dev.ply.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.agent.GameRecord;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.GameResult;
import dev.ply.core.arena.MatchResult;
import dev.ply.core.arena.TimeControl;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The {@code uci} agent driving a real UCI engine process: Ply's own {@code ply uci}, started as a separate
 * JVM, so that the test needs no engine installed on the machine.
 */
class UciEngineAgentTest {

    private static final Game CHESS = Ply.game("chess");

    /** The command that starts this code base's UCI engine in a new JVM. */
    private static String plyUciCommand() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return java + " -cp " + System.getProperty("java.class.path") + " dev.ply.examples.cli.PlyCommand uci";
    }

    @Test
    void shouldPlayWholeGamesAgainstASearchThroughTheProtocol() {
        String spec = "uci:" + plyUciCommand() + "?depth=3&Hash=4";
        Arena arena = new Arena(CHESS).games(2).maxPlies(40).openings(List.of(
                "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"));
        try (Agent ply = Agents.create(CHESS, "alphabeta:depth=3,hash=4");
                Agent external = Agents.create(CHESS, spec)) {
            assertThat(external.name()).startsWith("uci:").endsWith("?depth=3&Hash=4");
            MatchResult result = arena.play(ply, external);
            for (GameResult game : result.games()) {
                assertThat(game.termination()).as(game.detail()).isIn("rules", "move limit");
                assertThat(game.record().length()).isGreaterThan(10);
            }
        }
    }

    @Test
    void shouldReportTheEnginesScoresAsTheSameSearchGivesThem() {
        try (Agent ply = Agents.create(CHESS, UciCommand.defaultAlgorithm(CHESS) + ",depth=4,hash=4");
                Agent external = Agents.create(CHESS, "uci:" + plyUciCommand() + "?depth=4&Hash=4")) {
            // White a queen up: the engine's centipawns read back on the evaluator's scale (the two searches need not
            // agree to the centipawn: the server clears its table for the new game, the agent keeps its own).
            GameRecord queenUp = new GameRecord(CHESS.parseState("4k3/pppp4/8/8/8/3Q4/PPPP4/4K3 w - - 0 1"));
            ply.newGame(queenUp, 1);
            external.newGame(queenUp, 1);
            assertThat(external.lastScore()).isEmpty();
            ply.chooseMove(queenUp, dev.ply.core.agent.Clock.UNTIMED);
            external.chooseMove(queenUp, dev.ply.core.agent.Clock.UNTIMED);
            assertThat(ply.lastScore().getAsInt()).isGreaterThan(500);
            assertThat(external.lastScore().getAsInt()).isCloseTo(ply.lastScore().getAsInt(),
                    org.assertj.core.data.Offset.offset(60));
            GameRecord mate = new GameRecord(CHESS.parseState("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"));
            external.chooseMove(mate, dev.ply.core.agent.Clock.UNTIMED);
            assertThat(external.lastScore()).hasValue(dev.ply.core.search.Scores.winIn(1));
        }
    }

    @Test
    void shouldFollowTheArenaClock() {
        Arena arena = new Arena(CHESS).games(1).maxPlies(16).timeControl(TimeControl.parse("3+0.05"));
        try (Agent ply = Agents.create(CHESS, "alphabeta:hash=4");
                Agent external = Agents.create(CHESS, "uci:" + plyUciCommand() + "?Hash=4")) {
            GameResult game = arena.play(ply, external).games().get(0);
            assertThat(game.termination()).as(game.detail()).isIn("rules", "move limit");
        }
    }

    @Test
    void shouldReportAProgramThatCannotBeStarted() {
        assertThatThrownBy(() -> Agents.create(CHESS, "uci:/no/such/engine"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("cannot start engine '/no/such/engine'");
    }

    @Test
    void shouldReportAProgramThatIsNoUciEngine() throws Exception {
        Path silent = Files.createTempFile("not-an-engine", ".sh");
        Files.writeString(silent, "#!/bin/sh\nexit 3\n");
        assertThat(silent.toFile().setExecutable(true)).isTrue();
        try {
            assertThatThrownBy(() -> Agents.create(CHESS, "uci:" + silent))
                    .isInstanceOf(InvalidInputException.class).hasMessageContaining("exited");
        } finally {
            Files.deleteIfExists(silent);
        }
    }

    @Test
    void shouldRejectMalformedOptionsAndGamesWithoutProtocolNotation() {
        assertThatThrownBy(() -> Agents.create(CHESS, "uci:" + plyUciCommand() + "?Hash"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("is not NAME=VALUE");
        assertThatThrownBy(() -> Agents.create(CHESS, "uci:"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("needs the engine's program");
        assertThatThrownBy(() -> Agents.create(Ply.game("tictactoe"), "uci:" + plyUciCommand()))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("protocol move notation");
    }
}
