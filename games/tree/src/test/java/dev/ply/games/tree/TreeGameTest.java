package dev.ply.games.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import dev.ply.core.Ply;
import org.junit.jupiter.api.Test;

class TreeGameTest {

    private static final Game TREE = Ply.game("tree");

    @Test
    void shouldBeRegisteredWithTheTextbookTreeAsItsInitialPosition() {
        GameState root = TREE.newState();
        assertThat(root.notation()).isEqualTo(TreeGame.TEXTBOOK);
        assertThat(TREE.playerName(0)).isEqualTo("MAX");
        assertThat(root.isTerminal()).isFalse();
        root.play(1);
        root.play(0);
        assertThat(root.isTerminal()).isTrue();
        assertThat(root.outcome(0)).isEqualTo(2);
        assertThat(root.outcome(1)).isEqualTo(-2);
        assertThat(root.notation()).isEqualTo(TreeGame.TEXTBOOK + " /1/0");
    }

    @Test
    void shouldGiveAWrittenTreeItsOwnVariantOfTheGame() {
        GameState state = TREE.parseState("A:(B:(4,6),C:(2,7),D:(5,3,9,1))");
        Game variant = state.game();
        assertThat(variant).isNotSameAs(TREE);
        assertThat(variant.id()).isEqualTo("tree");
        assertThat(variant.maxMoves()).isEqualTo(4);
        assertThat(variant.maxPlies()).isEqualTo(3);
        assertThat(((TreeGame) variant).tree().exactValue()).isEqualTo(4);
        assertThat(state.moveToString(2)).isEqualTo("D");
        assertThat(state.parseMove("C")).isEqualTo(1);
        assertThat(state.parseMove("1")).isEqualTo(1);
        state.play(state.parseMove("D"));
        assertThat(state.moveToString(3)).isEqualTo("3");
        assertThat(state.notation()).isEqualTo("A:(B:(4,6),C:(2,7),D:(5,3,9,1)) /D");
        GameState again = TREE.parseState(state.notation());
        assertThat(again.notation()).isEqualTo(state.notation());
        assertThat(again.hash()).isEqualTo(state.hash());
        assertThat(again.game().maxMoves()).isEqualTo(4);
    }

    @Test
    void shouldReadGeneratedTreesWithAPath() {
        GameState state = TREE.parseState("ordered:b=3,d=4 /0/2");
        assertThat(state.plies()).isZero();
        assertThat(((TreeGame) state.game()).tree().leaves()).isEqualTo(81);
        assertThat(state.notation()).isEqualTo("ordered:b=3,d=4 /0/2");
        assertThat(TREE.parseState("[1/6:1,1/6:2,1/6:3,1/6:4,1/6:5,1/6:6]").isChanceNode()).isTrue();
        assertThat(TREE.parseState("[1/6:1,1/6:2,1/6:3,1/6:4,1/6:5,1/6:6] /5").outcome(0)).isEqualTo(6);
    }

    @Test
    void shouldRefuseBadPositionsAndMovesWithOneLine() {
        assertThatThrownBy(() -> TREE.parseState("")).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> TREE.parseState("((4,6),(2,7)) /3")).isInstanceOf(IllegalMoveException.class)
                .hasMessage("node / has children 0 to 1, not 3");
        assertThatThrownBy(() -> TREE.parseState("((4,6),(2,7)) /0/1/0")).isInstanceOf(IllegalMoveException.class)
                .hasMessage("node /0/1 is a leaf: it has no child 0");
        assertThatThrownBy(() -> TREE.parseState("((4,6),(2,7)) /x")).isInstanceOf(NotationException.class)
                .hasMessageContaining("'x' in '/x' is neither a child index nor a child's label");
        GameState root = TREE.newState();
        assertThatThrownBy(() -> root.parseMove("E")).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> root.parseMove("-1")).isInstanceOf(IllegalMoveException.class);
    }
}
