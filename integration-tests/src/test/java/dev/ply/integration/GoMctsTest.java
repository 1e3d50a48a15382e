package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchStatistics;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Monte Carlo tree search on Go: tree parallelism, tree reuse and the solver on 9x9 with its 82 moves, and the
 * enhancements Go needs finding what a position asks for.
 */
class GoMctsTest {

    private static final Game GO = Ply.game("go");

    private static boolean legal(GameState state, int move) {
        int[] moves = new int[state.game().maxMoves()];
        int count = state.legalMoves(moves);
        return Arrays.stream(moves, 0, count).anyMatch(m -> m == move);
    }

    @Test
    void shouldShareOneTreeBetweenTwoThreadsOnNineByNine() {
        GameState start = GO.newState();
        try (Search search = Ply.search(GO, "mcts:threads=2,reuse=false")) {
            SearchResult result = search.search(start, SearchLimits.ofIterations(4_000));
            assertThat(result.statistics().get(SearchStatistics.ITERATIONS).longValue()).isGreaterThanOrEqualTo(4_000);
            assertThat(legal(start, result.bestMove())).isTrue();
            assertThat(result.rootMoves()).hasSize(82);
        }
    }

    @Test
    void shouldKeepTheTreeFromOneMoveToTheNext() {
        GameState state = GO.newState();
        try (Search search = Ply.search(GO, "mcts:selection=rave,fpu=0.5,playout=policy")) {
            SearchResult first = search.search(state, SearchLimits.ofIterations(3_000));
            state.play(first.bestMove());
            // The position after the move played: its subtree, the most visited, is kept.
            SearchResult second = search.search(state, SearchLimits.ofIterations(500));
            assertThat(second.statistics().get(SearchStatistics.REUSED_NODES).longValue()).isPositive();
        }
    }

    @Test
    void shouldProveTheLastPointOfAFinishedFight() {
        // 5x5, komi 0.5, Black to move after White's pass: Black has 14 stones and B4, White 9 stones and E4, so
        // Black's pass ends the game won by 4.5; E4 (taking White's nine stones) also wins, later. The solver
        // proves the win and plays the shorter one.
        Game small = Ply.game("go:size=5,komi=0.5");
        GameState state = small.parseState("XXXOO/X1XO1/XXXOO/XXXOO/XXXOO b komi=0.5 passes=1");
        try (Search search = Ply.search(small, "mcts:solver")) {
            SearchResult result = search.search(state, SearchLimits.ofIterations(20_000));
            assertThat(state.moveToString(result.bestMove())).isEqualTo("pass");
            assertThat(dev.ply.core.search.Scores.isDecisive(result.score())).isTrue();
        }
    }

    @Test
    void shouldTakeAGroupInAtariWithThePolicyAndPriors() {
        // 9x9: White's D5 has one liberty; White extends to E5, and the two stones still have one, F5.
        GameState state = GO.parseState("9/9/9/3XX4/2XO5/3XX4/9/9/9 w komi=7.5");
        state.play(state.parseMove("E5"));
        try (Search search = Ply.search(GO, "mcts:selection=rave,fpu=0.5,prior=20,playout=policy,seed=3")) {
            SearchResult result = search.search(state, SearchLimits.ofIterations(2_000));
            assertThat(state.moveToString(result.bestMove())).isEqualTo("F5");
        }
    }
}
