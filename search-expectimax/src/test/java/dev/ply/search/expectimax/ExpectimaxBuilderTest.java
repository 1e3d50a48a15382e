package dev.ply.search.expectimax;

import static dev.ply.testkit.BuilderEquivalence.option;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.InvalidInputException;
import dev.ply.testkit.BuilderEquivalence;
import dev.ply.testkit.BuilderEquivalence.Case;
import dev.ply.games.tree.GameTree;
import dev.ply.games.tree.GameTrees;
import dev.ply.games.tree.TreeGame;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ExpectimaxBuilderTest {

    static List<Case> expectimaxCases() {
        return List.of(
                option("pruning=star1", () -> Expectimax.builder().pruning(Expectimax.Pruning.STAR1)),
                option("probe=3", () -> Expectimax.builder().probe(3)),
                option("alphabeta=false,pruning=none",
                        () -> Expectimax.builder().alphaBeta(false).pruning(Expectimax.Pruning.NONE)),
                option("order=none", () -> Expectimax.builder().order(Expectimax.Order.NONE)),
                option("tt=false", () -> Expectimax.builder().table(false)),
                option("hash=32", () -> Expectimax.builder().hashMiB(32)),
                option("id=false", () -> Expectimax.builder().iterativeDeepening(false)),
                option("bound=5000", () -> Expectimax.builder().bound(5000)),
                option("plain,tt", () -> Expectimax.builder().plain().table(true)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("expectimaxCases")
    void shouldConfigureTheSameSearchTypedAsWritten(Case c) {
        BuilderEquivalence.assertEquivalent(c);
    }

    @Test
    void shouldHaveABuilderCaseForEveryOption() {
        BuilderEquivalence.assertCoversEveryOption(new ExpectimaxProvider(), expectimaxCases());
    }

    @Test
    void shouldRefuseStarPruningWithoutAlphaBetaWhenCreatingTheSearch() {
        TreeGame game = new TreeGame(GameTree.of(GameTrees.parse("((1,2),(3,4))")));
        assertThatThrownBy(() -> Expectimax.builder().alphaBeta(false).create(game))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("needs alphabeta=true");
        assertThat(Expectimax.builder().alphaBeta(false).pruning(Expectimax.Pruning.NONE).create(game)).isNotNull();
    }
}
