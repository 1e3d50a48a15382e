package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.GameResult;
import dev.ply.core.arena.MatchResult;
import dev.ply.core.search.RootMoveStatistics;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
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
        Game game = Ply.game(id);
        try (Agent mcts = Agents.create(game, spec); Agent random = Agents.create(game, "random")) {
            MatchResult match = new Arena(game).games(100).seed(7).play(mcts, random);
            assertThat(match.games()).hasSize(100);
            assertThat(match.games()).allSatisfy(g -> assertThat(g.termination()).as(g.detail()).isEqualTo("rules"));
            assertThat(match.wins()).isGreaterThanOrEqualTo(95);
        }
    }

    /**
     * Far more threads than cores, on a game whose iterations are long (random chess play-outs of hundreds of plies):
     * every worker looks at the clock after each iteration, so the move time holds (a batch of sixteen play-outs a
     * worker, each thread getting a sliver of a core, once took 1.4 s at 64 threads and 3.2 s at 256).
     */
    @Test
    void shouldKeepAMoveTimeWithFarMoreThreadsThanCores() {
        Game chess = Ply.game("chess");
        int threads = 32 * Runtime.getRuntime().availableProcessors();
        try (Search search = Ply.search(chess, "mcts:threads=" + Math.min(threads, 256))) {
            long started = System.nanoTime();
            SearchResult result = search.search(chess.newState(), SearchLimits.ofMoveTime(300));
            long elapsedMillis = (System.nanoTime() - started) / 1_000_000;
            assertThat(result.bestMove()).isNotEqualTo(GameState.NO_MOVE);
            assertThat(elapsedMillis).as("milliseconds for a 300 ms move on %s threads", threads).isLessThan(900);
        }
    }

    @Test
    void shouldPlayCompleteLegalChessGames() {
        Game chess = Ply.game("chess");
        try (Agent mcts = Agents.create(chess, "mcts:iterations=200,cutoff=20");
                Agent random = Agents.create(chess, "random")) {
            MatchResult match = new Arena(chess).games(2).seed(3).maxPlies(120).play(mcts, random);
            assertThat(match.games()).hasSize(2);
            for (GameResult game : match.games()) {
                // Every move the arena accepted was legal; a forfeit would name an illegal move or failure.
                assertThat(game.termination()).isIn("rules", "move limit");
            }
        }
    }

    /**
     * Cut-off play-outs are scored through a logistic whose unit is the evaluator's advantage unit,
     * a pawn in chess: the visits then gather on the move that wins a queen. With an eighth of the
     * chess evaluator's 20,000-centipawn bound as the unit, as before, every score was squeezed near ½
     * and the same search gave the capture 49 visits of 1,000, hardly more than the other moves.
     */
    @Test
    void shouldGatherItsVisitsOnAFreeQueenWithTheEvaluatorsDefaultScale() {
        Game chess = Ply.game("chess");
        GameState position = chess.parseState("rnb1kbnr/pppp1ppp/8/4p1q1/3P4/2N5/PPP1PPPP/R1BQKBNR w KQkq - 0 1");
        int capture = position.parseMove("Bxg5");
        SearchResult result;
        try (Search search = Ply.search(chess, "mcts:cutoff=2")) {
            result = search.search(position, SearchLimits.ofIterations(1000));
        }
        RootMoveStatistics mostVisited = result.rootMoves().get(0);
        assertThat(result.bestMove()).isEqualTo(capture);
        assertThat(mostVisited.move()).isEqualTo(capture);
        assertThat(mostVisited.visits()).isGreaterThanOrEqualTo(150);
    }
}
