package dev.ply.games.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.NotationException;
import dev.ply.games.tree.GameTree.Node;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TreeGeneratorsTest {

    @Test
    void shouldBuildUniformRandomTreesRepeatablyBySeed() {
        GameTree tree = GameTree.of(TreeGenerators.generate("random:b=3,d=4,seed=7"));
        assertThat(tree.leaves()).isEqualTo(81);
        assertThat(tree.depth()).isEqualTo(4);
        assertThat(leafValues(TreeGenerators.generate("random:b=3,d=4,seed=7")))
                .isEqualTo(leafValues(TreeGenerators.generate("random:b=3, d=4, seed=7")))
                .isNotEqualTo(leafValues(TreeGenerators.generate("random:b=3,d=4,seed=8")))
                .allSatisfy(v -> assertThat(v).isBetween(0, 20));
        assertThat(leafValues(TreeGenerators.generate("random:b=2,d=3,values=-3..3"))).allSatisfy(
                v -> assertThat(v).isBetween(-3, 3));
    }

    @Test
    void shouldPutAChanceNodeAfterEveryMoveButTheLast() {
        GameTree tree = GameTree.of(TreeGenerators.generate("random:b=2,d=3,chance=true"));
        assertThat(tree.depth()).as("move, roll, move, roll, move").isEqualTo(5);
        assertThat(tree.isChance(0)).isFalse();
        assertThat(tree.isChance(tree.firstChild(0))).isTrue();
        assertThat(tree.toMove(tree.firstChild(tree.firstChild(0)))).as("MIN moves after the roll").isEqualTo(1);
        assertThat(tree.leaves()).isEqualTo(32);
    }

    /** Worst and best order hold the same leaves, 1 to b^d, each once. */
    @ParameterizedTest
    @CsvSource({"2,1", "2,5", "3,4", "4,3", "5,2"})
    void shouldOrderTheSameLeavesBestAndWorstWithTheSameValue(int b, int d) {
        Node worst = TreeGenerators.generate("worst:b=" + b + ",d=" + d);
        Node ordered = TreeGenerators.generate("ordered:b=" + b + ",d=" + d);
        List<Integer> leaves = leafValues(worst);
        assertThat(leaves.stream().sorted().toList()).isEqualTo(
                java.util.stream.IntStream.rangeClosed(1, (int) Math.pow(b, d)).boxed().toList());
        assertThat(leafValues(ordered).stream().sorted().toList()).isEqualTo(leaves.stream().sorted().toList());
        assertThat(GameTree.of(ordered).exactValue()).isEqualTo(GameTree.of(worst).exactValue());
        assertThat(TreeNotation.write(GameTrees.perfectlyOrdered(ordered))).as("already best first everywhere")
                .isEqualTo(TreeNotation.write(ordered));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "sorted:b=2,d=2|unknown tree generator 'sorted'; generators: ordered, random, worst",
        "random:b=2|random trees need d=PLIES, such as random:b=3,d=4",
        "random:b=2,d=3,depth=4|unknown option 'depth' for random trees; options: b, chance, d, seed, values",
        "ordered:b=2,d=3,seed=4|unknown option 'seed' for ordered trees; options: b, d",
        "random:b=0,d=3|tree option 'b' must be from 1 to 64, not 0",
        "random:b=2,d=3,b=3|option 'b' of random trees is given twice",
        "random:b=2,d=3,chance=maybe|tree option 'chance' is true or false, not 'maybe'",
        "random:b=2,d=3,values=9|tree option 'values' is LOW..HIGH",
        "worst:b=10,d=7|worst tree too large: more than 2000000 nodes; lower b or d",
        "random:b,d=3|option 'b' of random trees needs a value"})
    void shouldRefuseBadNamesWithOneLine(String spec, String message) {
        assertThatThrownBy(() -> TreeGenerators.generate(spec)).isInstanceOf(NotationException.class)
                .hasMessageContaining(message);
    }

    private static List<Integer> leafValues(Node node) {
        List<Integer> values = new ArrayList<>();
        collect(node, values);
        return values;
    }

    private static void collect(Node node, List<Integer> values) {
        if (node.kind() == Node.Kind.LEAF) {
            values.add(node.value());
        }
        for (Node child : node.children()) {
            collect(child, values);
        }
    }
}
