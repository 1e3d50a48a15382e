package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.GameResult;
import dev.ply.core.arena.MatchResult;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The Monte Carlo search on the real games, through the arena, as any agent plays. */
class MctsGamesTest {

    /**
     * 100 games against the random player, each side 50 times, seeded: every game must end by the
     * rules (the arena forfeits an illegal move or a failing agent) and MCTS must win at least 95.
     * Backgammon's play-outs stop after four plies and are scored by the evaluator, since random
     * backgammon games are long.
     */
    @ParameterizedTest(name = "{0} with {1}")
    @CsvSource({
        "checkers, 'mcts:iterations=100'",
        "backgammon, 'mcts:iterations=100,cutoff=4'",
    })
    void shouldPlayCompleteLegalGamesAndBeatTheRandomPlayer(String id, String spec) {
        Assumptions.assumeTrue(Ply.games().find(id).isPresent(), id + " is not on the class path yet");
        Game game = Ply.game(id);
        try (Agent mcts = Agents.create(game, spec); Agent random = Agents.create(game, "random")) {
            MatchResult match = new Arena(game).games(100).seed(7).play(mcts, random);
            assertThat(match.games()).hasSize(100);
            assertThat(match.games()).allSatisfy(g -> assertThat(g.termination()).as(g.detail()).isEqualTo("rules"));
            assertThat(match.wins()).isGreaterThanOrEqualTo(95);
        }
    }

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
