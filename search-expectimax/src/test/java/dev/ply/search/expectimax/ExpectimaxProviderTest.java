package dev.ply.search.expectimax;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.search.SearchOptions;
import dev.ply.core.search.SearchProvider;
import dev.ply.games.tree.GameTree;
import dev.ply.games.tree.GameTrees;
import dev.ply.testkit.tree.ImplicitTreeGame;
import dev.ply.games.tree.TreeGame;
import org.junit.jupiter.api.Test;

class ExpectimaxProviderTest {

    private static final SearchProvider PROVIDER = new ExpectimaxProvider();

    @Test
    void shouldBeFoundByNameAndSearchGamesWithAndWithoutChanceNodes() {
        assertThat(Ply.searches().find("expectimax")).hasValueSatisfying(
                provider -> assertThat(provider).isInstanceOf(ExpectimaxProvider.class));
        assertThat(PROVIDER.unsupportedReason(new ImplicitTreeGame(3, 0, 1, 4))).isEmpty();
        assertThat(PROVIDER.unsupportedReason(new ImplicitTreeGame(3, 0, 1))).isEmpty();
    }

    @Test
    void shouldTurnEverythingOffInThePlainPresetAndLetLaterItemsOverride() {
        SearchOptions plain = SearchOptions.parse(PROVIDER, "plain");
        assertThat(plain.getString("pruning")).isEqualTo("none");
        assertThat(plain.getBoolean("alphabeta")).isFalse();
        assertThat(plain.getBoolean("tt")).isFalse();
        assertThat(plain.getBoolean("id")).isFalse();
        assertThat(plain.getString("order")).isEqualTo("none");
        SearchOptions defaults = SearchOptions.parse(PROVIDER, "");
        assertThat(defaults.getString("pruning")).isEqualTo("star2");
        assertThat(defaults.getInt("probe")).isEqualTo(1);
        assertThat(SearchOptions.parse(PROVIDER, "star1").getString("pruning")).isEqualTo("star1");
        assertThat(SearchOptions.parse(PROVIDER, "plain,tt").getBoolean("tt")).isTrue();
    }

    @Test
    void shouldRejectBadOptionsWithOneLineNamingTheProblem() {
        TreeGame game = new TreeGame(GameTree.of(GameTrees.parse("({1,2},3)")));
        assertThatThrownBy(() -> Ply.search(game, "expectimax:star3"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("star3")
                .hasMessageContaining("pruning");
        assertThatThrownBy(() -> Ply.search(game, "expectimax:pruning=star9"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("star2, star1, none");
        assertThatThrownBy(() -> Ply.search(game, "expectimax:probe=0"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("from 1 to 64");
        assertThatThrownBy(() -> Ply.search(game, "expectimax:alphabeta=false"))
                .isInstanceOf(InvalidInputException.class)
                .hasMessage("pruning=star2 needs alphabeta=true: it prunes with the windows alpha-beta passes down;"
                        + " add pruning=none");
        // The combination the message suggests is accepted and searches: ({1,2},3) is worth max(1.5, 3) = 3.
        assertThat(TreeSearches.run(GameTree.of(GameTrees.parse("({1,2},3)")),
                "expectimax:alphabeta=false,pruning=none").value()).isEqualTo(3.0);
    }

    @Test
    void shouldPruneWithTheLargerOfTheEvaluatorBoundAndTheBestTerminalScore() {
        // The implicit tree scores positions in [-100, 100] and wins at winScore() = 101.
        ExpectimaxSearch search = (ExpectimaxSearch) Ply.search(new ImplicitTreeGame(3, 4, 1, 2), "expectimax");
        assertThat(search.bound()).isEqualTo(101);
        ExpectimaxSearch set = (ExpectimaxSearch) Ply.search(new ImplicitTreeGame(3, 4, 1, 2), "expectimax:bound=500");
        assertThat(set.bound()).isEqualTo(500);
        // A tree's outcomes are its leaf values, up to its bound.
        TreeGame tree = new TreeGame(GameTree.of(GameTrees.parse("({70,-3},2)")));
        assertThat(((ExpectimaxSearch) Ply.search(tree, "expectimax")).bound()).isEqualTo(70);
    }
}
