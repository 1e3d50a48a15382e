package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.GameResult;
import dev.ply.core.arena.MatchResult;
import org.junit.jupiter.api.Test;

/** The Monte Carlo search on the real games, through the arena, as any agent plays. */
class MctsGamesTest {

    @Test
    void shouldPlayCompleteLegalChessGames() {
        Game chess = Ply.game("chess");
        try (Agent mcts = Agents.create(chess, "mcts:iterations=200,cutoff=20,evalscale=200");
                Agent random = Agents.create(chess, "random")) {
            MatchResult match = new Arena(chess).games(2).seed(3).maxPlies(120).play(mcts, random);
            assertThat(match.games()).hasSize(2);
            for (GameResult game : match.games()) {
                // Every move the arena accepted was legal; a forfeit would name an illegal move or failure.
                assertThat(game.termination()).isIn("rules", "move limit");
            }
        }
    }
}
