package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.testkit.ForcedWins;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The default alpha-beta, with all its forward pruning, at depth k + 1 reports every forced win in k plies with its
 * exact distance and plays a move that keeps it: tic-tac-toe from random games, and chess's short mates among the
 * first positions of Win at Chess.
 */
class ForcedWinsTest {

    @Test
    void shouldFindEveryShortWinInTicTacToe() {
        Game game = Ply.game("tictactoe");
        List<GameState> positions = ForcedWins.randomPositions(game, 300, 6, 11);
        int wins = ForcedWins.assertFound(game, positions, "alphabeta", 5);
        assertThat(wins).as("positions with a win in 5 plies or fewer").isGreaterThan(60);
    }

    @Test
    void shouldFindEveryShortMateInWinAtChess() throws IOException {
        Game game = Ply.game("chess");
        List<GameState> positions;
        try (InputStream in = ForcedWinsTest.class.getResourceAsStream("wac-first40.txt")) {
            positions = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(line -> !line.isBlank() && !line.startsWith("#"))
                    .map(line -> game.parseState(line + " 0 1")).toList();
        }
        int wins = ForcedWins.assertFound(game, positions, "alphabeta:hash=16", "alphabeta:fullwidth,hash=16", 3);
        assertThat(wins).as("mates in 2 moves or fewer among the first 40 of WAC").isGreaterThanOrEqualTo(3);
        assertThat(ForcedWins.assertFound(game, positions, "alphabeta:hash=16,singular=true,se-depth=3",
                "alphabeta:fullwidth,hash=16", 3)).as("the same mates with singular extensions").isEqualTo(wins);
        assertThat(ForcedWins.assertFound(game, positions, "alphabeta:hash=16,corrhist=true",
                "alphabeta:fullwidth,hash=16", 3)).as("the same mates with correction history").isEqualTo(wins);
        assertThat(ForcedWins.assertFound(game, positions, "alphabeta:hash=16,probcut=true,probcut-margin=0",
                "alphabeta:fullwidth,hash=16", 3)).as("the same mates with ProbCut").isEqualTo(wins);
    }
}
