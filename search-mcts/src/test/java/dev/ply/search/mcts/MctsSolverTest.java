package dev.ply.search.mcts;

import static dev.ply.search.mcts.TreeRuns.iterations;
import static dev.ply.search.mcts.TreeRuns.run;
import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.search.Scores;
import dev.ply.core.search.SearchResult;
import org.junit.jupiter.api.Test;

/** MCTS-Solver: proven wins, losses and draws, through chance nodes, and play by them. */
class MctsSolverTest {

    @Test
    void shouldProveAWinAndStop() {
        SearchResult result = run("((1,-1),(1,1))", "mcts:solver", 10_000);
        assertThat(result.bestMove()).isEqualTo(1);
        assertThat(result.score()).isEqualTo(Scores.winIn(2));
        assertThat(iterations(result)).isLessThan(10_000);
    }

    @Test
    void shouldProveALoss() {
        SearchResult result = run("((-1,0),(1,-1))", "mcts:solver", 10_000);
        assertThat(result.score()).isEqualTo(Scores.lossIn(2));
        assertThat(iterations(result)).isLessThan(10_000);
    }

    @Test
    void shouldProveADraw() {
        // MIN holds move 0 to a draw and wins after move 1.
        SearchResult result = run("((0,1),(-1,1))", "mcts:solver", 10_000);
        assertThat(result.bestMove()).isZero();
        assertThat(result.score()).isZero();
        assertThat(iterations(result)).as("stops once proven").isLessThan(10_000);
    }

    @Test
    void shouldProveThroughChanceNodesOnlyWhenEveryOutcomeAgrees() {
        SearchResult sure = run("({1,1},{1,-1})", "mcts:solver", 10_000);
        assertThat(sure.bestMove()).isZero();
        assertThat(sure.score()).isEqualTo(Scores.winIn(2));
        SearchResult gamble = run("({1,-1},{-1,-1})", "mcts:solver", 2_000);
        assertThat(gamble.bestMove()).isZero();
        assertThat(Scores.isDecisive(gamble.score())).isFalse();
        assertThat(iterations(gamble)).isEqualTo(2_000);
    }

    @Test
    void shouldPlayTheShortestProvenWin() {
        // Move 0 wins in three plies whatever MIN does; move 1 wins at once.
        SearchResult result = run("(((1,1),(1,1)),1,(-1,-1))", "mcts:solver", 10_000);
        assertThat(result.bestMove()).isEqualTo(1);
        assertThat(result.score()).isEqualTo(Scores.winIn(1));
    }

    @Test
    void shouldAvoidAProvenLossThatLooksGoodOnAverage() {
        // Move 0 wins after most replies, but MIN has one that wins; move 1 is a sure draw.
        String tree = "((1,1,1,1,1,1,1,1,-1),(0,0))";
        SearchResult plain = run(tree, "mcts", 60);
        assertThat(plain.bestMove()).as("without the solver the average misleads").isZero();
        SearchResult solved = run(tree, "mcts:solver", 60);
        assertThat(solved.bestMove()).isEqualTo(1);
    }
}
