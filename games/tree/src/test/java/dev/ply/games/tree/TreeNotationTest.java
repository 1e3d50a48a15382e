package dev.ply.games.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.NotationException;
import dev.ply.games.tree.GameTree.Node;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TreeNotationTest {

    @Test
    void shouldReadTheTextbookTreeWithItsValue() {
        GameTree tree = GameTree.of(TreeNotation.parse("((4,6,9),(2,7,8),(5,3,9))"));
        assertThat(tree.size()).isEqualTo(13);
        assertThat(tree.leaves()).isEqualTo(9);
        assertThat(tree.depth()).isEqualTo(2);
        assertThat(tree.exactValue()).isEqualTo(4);
    }

    @Test
    void shouldReadLabelsChanceNodesFractionsAndBlanks() {
        Node root = TreeNotation.parse(" A : ( B:(4, 6), C:[1/4:x:(3,5), 3/4:(1,8)], 7 ) ");
        assertThat(root.label()).isEqualTo("A");
        assertThat(root.children().get(0).label()).isEqualTo("B");
        Node chance = root.children().get(1);
        assertThat(chance.kind()).isEqualTo(Node.Kind.CHANCE);
        assertThat(chance.probabilities()).containsExactly(0.25, 0.75);
        assertThat(chance.children().get(0).label()).isEqualTo("x");
        // MAX at A; B is MIN's: min(4,6) = 4; C's outcomes are MIN's: 0.25 * 3 + 0.75 * 1 = 1.5; the leaf 7.
        assertThat(GameTree.of(root).exactValue()).isEqualTo(7);
        // A chance root: MAX moves after it, so each outcome is worth its larger leaf: (5 + 8) / 2.
        assertThat(GameTree.of(TreeNotation.parse("[0.5:(3,5),0.5:(1,8)]")).exactValue()).isEqualTo(6.5);
        assertThat(GameTree.of(TreeNotation.parse("[(3,5),(1,8)]")).exactValue()).isEqualTo(6.5);
        assertThat(GameTree.of(TreeNotation.parse("{(3,5),(1,8)}")).exactValue()).isEqualTo(6.5);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "((4,6,9),(2,7,8),(5,3,9))", "A:(B:(4,6),C:(-2,7))", "[0.25:(3,5),0.75:(1,8)]", "[(3,5),(1,8),2]", "-5",
        "((1,[0.1:2,0.9:-3]),X:4)"})
    void shouldWriteWhatItReadsSoThatItReadsTheSameTreeBack(String text) {
        Node read = TreeNotation.parse(text);
        String written = TreeNotation.write(read);
        assertThat(written).isEqualTo(text.replace(" ", ""));
        assertThat(TreeNotation.write(TreeNotation.parse(written))).isEqualTo(written);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "((4,6),(2,|the text ends where a leaf or a node should be at character 11",
        "((4,6),(2,7)|the text ends inside a node: expected ',' or ')' at character 13",
        "((4,6)(2,7))|expected ',' or ')' but found '(' at character 7",
        "[0.5:(3,5),0.4:(1,8)]|the probabilities of a chance node sum to 0.9, not 1",
        "[0.5:(3,5),(1,8)]|give a probability for every outcome of a chance node or for none",
        "[1.5:3,-0.5:4]|the probability 1.5 is not in (0, 1]",
        "(4,6))|unexpected ')' after the tree at character 6",
        "(4.5,6)|a leaf value is a whole number at character 3",
        "(A 4,6)|expected ':' after the label 'A' at character 4",
        "(4,-)|a leaf value needs digits after '-' at character 4",
        "()|expected a leaf value, '(' or '[' but found ')' at character 2",
        "(99999999999,1)|the leaf value 99999999999 is outside"})
    void shouldRefuseMalformedTreesWithOneLineNamingThePlace(String text, String message) {
        assertThatThrownBy(() -> TreeNotation.parse(text)).isInstanceOf(NotationException.class)
                .hasMessageContaining(message).hasMessageStartingWith("tree: ")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void shouldRefuseAnEmptyTextAndTreesTooWideOrDeep() {
        assertThatThrownBy(() -> TreeNotation.parse("  ")).isInstanceOf(NotationException.class)
                .hasMessageContaining("empty");
        String wide = "(" + "1,".repeat(TreeNotation.MAX_CHILDREN) + "1)";
        assertThatThrownBy(() -> TreeNotation.parse(wide)).hasMessageContaining("more than 64 children");
        String deep = "(".repeat(TreeNotation.MAX_DEPTH + 1) + "1" + ")".repeat(TreeNotation.MAX_DEPTH + 1);
        assertThatThrownBy(() -> TreeNotation.parse(deep)).hasMessageContaining("deeper than 64 plies");
    }
}
