package dev.ply.search.mcts.playout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import dev.ply.core.GameState;
import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.RewardScale;
import dev.ply.games.tree.GameTree;
import dev.ply.games.tree.GameTree.Node;
import dev.ply.games.tree.GameTrees;
import dev.ply.games.tree.TreeGame;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PlayoutTest {

    private static Iteration iteration(TreeGame game, long seed) {
        return new Iteration(game.newState(), new SplittableRandom(seed), game.maxMoves(), 8, 32, true);
    }

    @SuppressWarnings("unchecked")
    private static RewardScale scale(TreeGame game) {
        return new RewardScale((dev.ply.core.eval.Evaluator<GameState>) (dev.ply.core.eval.Evaluator<?>)
                game.defaultEvaluator(), 1.0);
    }

    @Test
    void shouldLearnTheRepliesThatWinWithMast() {
        // Whatever MAX plays, MIN's reply 1 wins for MIN and reply 0 loses. Random play-outs score MAX 0.5;
        // MAST learns that MIN's move 1 wins and, greedy, plays it: MAX then loses nearly every play-out.
        TreeGame game = new TreeGame(GameTree.of(GameTrees.parse("((1,-1),(1,-1),(1,-1))")));
        Iteration it = iteration(game, 5);
        MastPlayout mast = new MastPlayout(scale(game), 0.1, 0, game.maxPlies());
        double late = 0;
        for (int i = 0; i < 400; i++) {
            it.startPath();
            double result = mast.playout(it);
            assertThat(it.state.notation()).isEqualTo("/");
            if (i >= 300) {
                late += result;
            }
        }
        assertThat(late / 100).as("MAX's mean once MIN has learned").isLessThan(0.15);
        assertThat(it.moveAverages().mean(1, 1, -1)).isGreaterThan(0.9);
        assertThat(it.moveAverages().mean(1, 0, -1)).isLessThan(0.1);
        assertThat(it.moveAverages().mean(0, 7, -1)).as("never played").isEqualTo(-1);
        RandomPlayout random = new RandomPlayout(scale(game), 0, game.maxPlies());
        double sum = 0;
        for (int i = 0; i < 400; i++) {
            it.startPath();
            sum += random.playout(it);
        }
        assertThat(sum / 400).isCloseTo(0.5, offset(0.1));
    }

    @Test
    void shouldPlayUniformlyAtRandomToTheEndAndRestoreTheState() {
        TreeGame game = new TreeGame(GameTree.of(GameTrees.parse("((1,-1),(1,1),(-1,-1),(0,0))")));
        Iteration it = iteration(game, 3);
        RandomPlayout playout = new RandomPlayout(scale(game), 0, game.maxPlies());
        double sum = 0;
        int runs = 20_000;
        for (int i = 0; i < runs; i++) {
            it.startPath();
            sum += playout.playout(it);
            assertThat(it.state.notation()).isEqualTo("/");
            assertThat(it.playedLength()).isEqualTo(2);
        }
        // Eight equally likely leaves: three wins, three losses and two draws for player 0.
        assertThat(sum / runs).isCloseTo((3 * 1.0 + 2 * 0.5) / 8, offset(0.01));
        assertThat(it.positions()).isEqualTo(2L * runs);
    }

    @Test
    void shouldFollowTheEvaluatorWhenGreedy() {
        // The evaluator rates the middle move best for MAX, and it wins whatever MIN does.
        Node risky = Node.player(List.of(Node.leaf(1), Node.leaf(-1))).withValue(0);
        Node sure = Node.player(List.of(Node.leaf(1), Node.leaf(1))).withValue(5);
        Node bad = Node.player(List.of(Node.leaf(-1), Node.leaf(-1))).withValue(-5);
        TreeGame game = new TreeGame(GameTree.of(Node.player(List.of(risky, sure, bad))));
        Iteration it = iteration(game, 3);
        EpsilonGreedyPlayout greedy = new EpsilonGreedyPlayout(scale(game), 0, 0, game.maxPlies());
        for (int i = 0; i < 50; i++) {
            it.startPath();
            assertThat(greedy.playout(it)).isEqualTo(1.0);
            assertThat(it.playedMove(0)).isEqualTo(1);
        }
        EpsilonGreedyPlayout random = new EpsilonGreedyPlayout(scale(game), 1, 0, game.maxPlies());
        double sum = 0;
        for (int i = 0; i < 2000; i++) {
            sum += random.playout(it);
        }
        assertThat(sum / 2000).as("epsilon 1 is a random play-out").isCloseTo(3.0 / 6, offset(0.05));
    }

    @Test
    void shouldScoreACutOffPlayoutWithTheEvaluator() {
        Node left = Node.player(List.of(Node.leaf(1), Node.leaf(1))).withValue(2);
        Node right = Node.player(List.of(Node.leaf(1), Node.leaf(1))).withValue(2);
        TreeGame game = new TreeGame(GameTree.of(Node.player(List.of(left, right))));
        Iteration it = iteration(game, 3);
        RandomPlayout cut = new RandomPlayout(scale(game), 1, game.maxPlies());
        // After one ply MIN is to move at a node worth 2 to MAX: the evaluator says -2 for MIN.
        double expected = 1 - 1 / (1 + Math.exp(2));
        assertThat(cut.playout(it)).isCloseTo(expected, offset(1e-12));
        assertThat(new RandomPlayout(scale(game), 0, game.maxPlies()).playout(it)).isEqualTo(1.0);
    }
}
