package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agents;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.GameResult;
import dev.ply.core.arena.MatchResult;
import dev.ply.core.capability.DrawRules;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.eval.ChessEvaluator;
import dev.ply.games.chess.notation.Pgn;
import dev.ply.games.chess.notation.PgnGame;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Chess through the public API: searches find mates, and arena games end by the rules and export to PGN. */
class ChessSearchTest {

    private final Game chess = Ply.game("chess");

    @ParameterizedTest
    @ValueSource(strings = {"alphabeta", "alphabeta:eval=chess:classic", "minimax"})
    void shouldFindAMateInTwo(String spec) {
        // 1. Rb7 (or Ra7) and the other rook mates on the eighth rank.
        GameState state = chess.parseState("7k/8/8/8/8/8/R7/1R5K w - - 0 1");
        SearchResult result;
        try (Search search = Ply.search(chess, spec)) {
            result = search.search(state, SearchLimits.ofDepth(3));
        }
        // Beyond every evaluation: a forced win (alpha-beta scores its distance, minimax the evaluator's win score).
        assertThat(result.score()).isGreaterThan(ChessEvaluator.BOUND);
        assertThat(result.principalVariation()).hasSize(3);
        GameState line = state.copy();
        for (int move : result.principalVariation()) {
            line.play(move);
        }
        assertThat(((ChessState) line).isCheckmate()).isTrue();
    }

    @Test
    void shouldPlayArenaGamesToTheirEndAndWriteThemAsPgn() {
        MatchResult match = new Arena(chess).games(4).seed(7).maxPlies(3_000)
                .play(Agents.create(chess, "random"), Agents.create(chess, "random"));
        assertThat(match.games()).hasSize(4);
        for (GameResult game : match.games()) {
            assertThat(game.termination()).isEqualTo("rules");
            String pgn = Pgn.write(game.record(), Map.of("White", "random", "Black", "random"));
            PgnGame read = Pgn.read(pgn);
            assertThat(read.moves()).isEqualTo(game.record().moves());
            assertThat(DrawRules.gameOver(read.end())).as("over by the rules or a declared draw").isTrue();
            assertThat(read.result()).isNotEqualTo("*");
        }
    }
}
