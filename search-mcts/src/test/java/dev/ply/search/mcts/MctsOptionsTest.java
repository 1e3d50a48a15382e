package dev.ply.search.mcts;

import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.assertThatNoException;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.testkit.tree.ImplicitTreeGame;
import org.junit.jupiter.api.Test;

class MctsOptionsTest {

    private static final Game GAME = new ImplicitTreeGame(3, 4, 1);

    @Test
    void shouldRefuseOptionsThatDoNothingWithTheOthersNamedBesideThem() {
        String[][] cases = {
            {"selection=uct,ref=10", "options 'ref' and 'selection'"},
            {"selection=uct,ravebias=0.1", "options 'ravebias' and 'selection'"},
            {"playout=random,epsilon=0.2", "options 'epsilon' and 'playout'"},
            {"threads=1,virtualloss=3", "options 'virtualloss' and 'threads'"},
            {"threads=2,parallel=root,virtualloss=3", "options 'virtualloss' and 'threads'"},
            {"threads=1,parallel=root", "options 'parallel' and 'threads'"}};
        for (String[] c : cases) {
            assertThatThrownBy(() -> Ply.search(GAME, "mcts:" + c[0])).as(c[0])
                    .isInstanceOf(InvalidInputException.class).hasMessageStartingWith("mcts: " + c[1]
                            + " do not go together: ");
        }
    }

    @Test
    void shouldTakeWhatPresetsAndDefaultsSetWithoutComplaint() {
        for (String spec : new String[] {"mcts:mogo", "mcts:ref=10", "mcts:selection=grave,ref=10",
            "mcts:playout=greedy,epsilon=0.2", "mcts:threads=2,virtualloss=3", "mcts:virtualloss=3"}) {
            assertThatNoException().as(spec).isThrownBy(() -> Ply.search(GAME, spec).close());
        }
    }
}
