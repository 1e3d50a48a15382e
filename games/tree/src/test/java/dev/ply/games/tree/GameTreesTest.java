package dev.ply.games.tree;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.games.tree.GameTree.Node;
import org.junit.jupiter.api.Test;

class GameTreesTest {

    @Test
    void shouldAlternatePlayerAndChanceNodesDownToTheLeaves() {
        GameTree tree = GameTree.of(GameTrees.alternating(4, 3, 5, 3, 100));
        // 3 moves, then 5 outcomes, three turns: 3 * 5 * 3 * 5 * 3 leaves, five plies deep.
        assertThat(tree.leaves()).isEqualTo(675);
        assertThat(tree.depth()).isEqualTo(5);
        assertThat(tree.hasChanceNodes()).isTrue();
        assertThat(tree.bound()).isLessThanOrEqualTo(100);
        TreeGame game = new TreeGame(tree);
        assertThat(game.parseState("/2").isChanceNode()).isTrue();
        assertThat(game.parseState("/2/4").toMove()).as("MIN moves after the first roll").isEqualTo(1);
        assertThat(game.parseState("/2/4/0/1").toMove()).isZero();
    }

    @Test
    void shouldGiveEveryInteriorNodeItsTrueValueWithoutNoiseAndKeepTheBound() {
        Node root = GameTrees.alternating(9, 3, 4, 3, 50);
        GameTree exact = GameTree.of(GameTrees.withTrueStaticValues(root, 0, 1));
        GameTree noisy = GameTree.of(GameTrees.withTrueStaticValues(root, 30, 1));
        assertThat(exact.exactValue()).isEqualTo(GameTree.of(root).exactValue());
        int differing = 0;
        for (int node = 0; node < exact.size(); node++) {
            if (exact.childCount[node] > 0) {
                assertThat((double) exact.value[node]).as("node %d", node)
                        .isCloseTo(exact.valueOf(node), org.assertj.core.api.Assertions.within(0.5));
                assertThat(Math.abs(noisy.value[node] - exact.value[node])).isLessThanOrEqualTo(30);
                differing += noisy.value[node] != exact.value[node] ? 1 : 0;
            }
        }
        assertThat(differing).as("noise changes values").isPositive();
        assertThat(noisy.bound()).isEqualTo(exact.bound()).isEqualTo(GameTree.of(root).bound());
    }
}
