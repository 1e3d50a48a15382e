package dev.ply.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agents;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.GameResult;
import dev.ply.core.arena.MatchResult;
import org.junit.jupiter.api.Test;

/** A game's JSON line: written from the arena's result, read back and replayed by the rules. */
class GameLineTest {

    private final Game tictactoe = Ply.game("tictactoe");

    private MatchResult match() {
        return new Arena(tictactoe).games(4).seed(5).randomPlies(2).play(Agents.create(tictactoe,
                "alphabeta:depth=2"), Agents.create(tictactoe, "random"));
    }

    @Test
    void shouldReplayAGameReadBackFromItsLine() {
        for (GameResult game : match().games()) {
            GameLine line = GameLine.of("tictactoe", "alphabeta:depth=2", "random", null, game);
            GameLine read = GameLine.fromJson(line.toJson());
            assertThat(read).isEqualTo(line);
            GameResult replayed = read.replay(tictactoe);
            assertThat(replayed.record().moves()).isEqualTo(game.record().moves());
            assertThat(replayed.record().current().notation()).isEqualTo(game.record().current().notation());
            assertThat(replayed.points()).isEqualTo(game.points());
            assertThat(replayed.firstAgentStarted()).isEqualTo(game.firstAgentStarted());
            assertThat(replayed.plyMillis()).isEqualTo(game.plyMillis());
            assertThat(line.toJson()).doesNotContain("\n");
        }
    }

    @Test
    void shouldWriteTheResultFromTheFirstMoversView() {
        GameResult game = match().games().get(1); // B started
        GameLine line = GameLine.of("tictactoe", "a", "b", null, game);
        String expected = game.points() == 0 ? "1/2-1/2" : game.points() > 0 ? "0-1" : "1-0";
        assertThat(line.result()).isEqualTo(expected);
    }

    @Test
    void shouldRefuseMalformedOrIncompleteLinesInOneLine() {
        assertThatThrownBy(() -> GameLine.fromJson("{not json")).isInstanceOf(InvalidInputException.class)
                .hasMessageStartingWith("not a game record").hasMessageNotContaining("\n");
        assertThatThrownBy(() -> GameLine.fromJson("{\"game\":\"tictactoe\",\"agentA\":\"a\"}"))
                .isInstanceOf(InvalidInputException.class).hasMessage("a game record lacks the field 'agentB'");
        assertThatThrownBy(() -> GameLine.fromJson("")).isInstanceOf(InvalidInputException.class);
    }

    @Test
    void shouldRefuseToReplayAnEditedIllegalGameNamingTheMove() {
        GameLine edited = new GameLine("tictactoe", "a", "b", null, 0, true, 1, null, "rules", "", "XO.......",
                java.util.List.of("4", "4"), null);
        assertThatThrownBy(() -> edited.replay(tictactoe)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("move 2 '4' cannot be played");
        GameLine otherGame = new GameLine("chess", "a", "b", null, 0, true, 1, null, "rules", "", "x",
                java.util.List.of(), null);
        assertThatThrownBy(() -> otherGame.replay(tictactoe)).hasMessage(
                "a record of chess cannot be replayed as tictactoe");
        GameLine badStart = new GameLine("tictactoe", "a", "b", null, 0, true, 1, null, "rules", "", "XXXX",
                java.util.List.of(), null);
        assertThatThrownBy(() -> badStart.replay(tictactoe)).hasMessageContaining("bad start position");
    }
}
