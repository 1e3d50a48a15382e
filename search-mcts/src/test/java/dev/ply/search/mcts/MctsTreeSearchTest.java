package dev.ply.search.mcts;

import static dev.ply.search.mcts.TreeRuns.iterations;
import static dev.ply.search.mcts.TreeRuns.rootMove;
import static dev.ply.search.mcts.TreeRuns.rootVisits;
import static dev.ply.search.mcts.TreeRuns.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import dev.ply.core.search.SearchResult;
import dev.ply.games.tree.GameTree;
import dev.ply.games.tree.GameTrees;
import dev.ply.games.tree.TreeGame;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** UCT and chance nodes on explicit trees whose values are known. */
class MctsTreeSearchTest {

    @Test
    void shouldPreferTheMoveWhoseWorstReplyIsBest() {
        // Move 0 risks a loss, move 1 is a sure draw, move 2 a sure loss.
        SearchResult result = run("((1,-1),(0,0),(-1,-1))", "mcts", 3000);
        assertThat(result.bestMove()).isEqualTo(1);
        assertThat(rootMove(result, 1).value()).isCloseTo(0.5, offset(1e-9));
        assertThat(rootMove(result, 2).value()).isZero();
        assertThat(result.score()).as("the expected result of a draw").isZero();
    }

    @Test
    void shouldReportRewardsFromTheViewOfThePlayerToMove() {
        // Both replies of MIN win for MIN: from MAX's view the move is worth nothing.
        SearchResult result = run("((-1,-1),(-1,-1))", "mcts", 200);
        assertThat(result.rootMoves()).allSatisfy(m -> assertThat(m.value()).isZero());
        assertThat(result.score()).isEqualTo(-1);
    }

    @Test
    void shouldSampleChanceOutcomesByTheirProbabilities() {
        SearchResult result = run("{0.2: 1, 0.3: -1, 0.5: 0}", "mcts", 20_000);
        assertThat(rootMove(result, 0).visits()).isCloseTo(4000, offset(300L));
        assertThat(rootMove(result, 1).visits()).isCloseTo(6000, offset(300L));
        assertThat(rootMove(result, 2).visits()).isCloseTo(10_000, offset(300L));
        assertThat(rootVisits(result)).isEqualTo(20_000);
    }

    @Test
    void shouldChooseTheBetterGambleAtChanceNodes() {
        SearchResult result = run("({0.9: 1, 0.1: -1}, {0.3: 1, 0.7: -1})", "mcts", 5000);
        assertThat(result.bestMove()).isZero();
        assertThat(rootMove(result, 0).value()).isCloseTo(0.9, offset(0.03));
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void shouldConvergeToTheExpectiminimaxValueOfRandomTreesWithChance(long seed) {
        // Values in {-1, 0, 1}: the reward (v + 1) / 2 is linear in the value, so maximising the
        // expected reward is expectiminimax.
        GameTree tree = GameTree.of(GameTrees.random(seed, 3, 4, 1, 0.2, 0.4));
        TreeGame game = new TreeGame(tree);
        SearchResult result = run(game, "mcts:c=0.7,seed=" + seed, 60_000);
        double best = result.rootMoves().stream().filter(m -> m.move() == result.bestMove()).findFirst()
                .orElseThrow().value();
        assertThat(2 * best - 1).isCloseTo(tree.exactValue(), offset(0.05));
    }

    @ParameterizedTest
    @ValueSource(strings = {"mcts", "mcts:threads=2", "mcts:threads=2,parallel=root", "mcts:threads=3,virtualloss=3",
        "mcts:solver,selection=grave,threads=2", "mcts:transpositions,bias=1,threads=2"})
    void shouldGiveTheRootChildrenOneVisitPerIteration(String spec) {
        GameTree tree = GameTree.of(GameTrees.random(7, 4, 6, 1, 0.1, 0.3));
        SearchResult result = run(new TreeGame(tree), spec, 12_345);
        assertThat(rootVisits(result)).isEqualTo(12_345);
        assertThat(iterations(result)).isEqualTo(12_345);
    }

    @Test
    void shouldPlayTheOnlyMoveAndAnswerAtATerminalRoot() {
        SearchResult only = run("((1))", "mcts", 10);
        assertThat(only.bestMove()).isZero();
        TreeGame game = TreeRuns.game("(1,-1)");
        try (var search = dev.ply.core.Ply.search(game, "mcts")) {
            SearchResult terminal = search.search(game.parseState("/0"), dev.ply.core.search.SearchLimits.ofIterations(10));
            assertThat(terminal.bestMove()).isEqualTo(dev.ply.core.GameState.NO_MOVE);
        }
    }
}
