package dev.ply.search.mcts.backpropagation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.Proofs;
import dev.ply.search.mcts.tree.SearchTree;
import dev.ply.search.mcts.tree.TreeFixtures;
import org.junit.jupiter.api.Test;

class BackpropagationTest {

    private final SearchTree tree = new SearchTree(new SearchTree.Columns(true, false, true, false), 1);
    private final Iteration iteration = TreeFixtures.iteration("((1,-1),(0,0))");

    private void path(int... nodesThenMovers) {
        int half = nodesThenMovers.length / 2;
        iteration.startPath();
        for (int i = 0; i < half; i++) {
            iteration.push(nodesThenMovers[i], nodesThenMovers[half + i]);
        }
    }

    @Test
    void shouldAddTheRewardFromEachMoversView() {
        int root = tree.reset(1);
        int child = TreeFixtures.child(tree, root, 0, 0, 1, 0);
        int grandchild = TreeFixtures.child(tree, child, 1, 1, 1, 0);
        path(root, child, grandchild, 1, 0, 1);
        iteration.setResult(1.0);
        new MonteCarloBackpropagation(1).update(tree, iteration);
        assertThat(tree.stats().reward(child)).isEqualTo(1.0);
        assertThat(tree.stats().reward(grandchild)).isEqualTo(0.0);
        assertThat(tree.stats().reward(root)).isEqualTo(0.0);
    }

    @Test
    void shouldTakeBackSurplusVirtualVisits() {
        int root = tree.reset(1);
        int child = TreeFixtures.child(tree, root, 0, 0, 3, 0);
        tree.stats().addVisits(root, 3);
        path(root, child, 1, 0);
        iteration.setResult(0.5);
        new MonteCarloBackpropagation(3).update(tree, iteration);
        assertThat(tree.stats().visits(child)).isEqualTo(1);
        assertThat(tree.stats().visits(root)).isEqualTo(1);
        assertThat(tree.stats().reward(child)).isEqualTo(0.5);
    }

    @Test
    void shouldCreditEveryChildWhoseMoveTheSamePlayerPlayedLater() {
        int root = tree.reset(1);
        int played = TreeFixtures.child(tree, root, 7, 0, 1, 0);
        int laterByMe = TreeFixtures.child(tree, root, 8, 0, 1, 0);
        int laterByOpponent = TreeFixtures.child(tree, root, 9, 0, 1, 0);
        int never = TreeFixtures.child(tree, root, 6, 0, 1, 0);
        path(root, played, 1, 0);
        // Player 0 played 7 in the tree; then player 1 played 9 and player 0 played 8 in the play-out.
        iteration.record(7, 0);
        iteration.record(9, 1);
        iteration.record(8, 0);
        iteration.setResult(1.0);
        new AmafBackpropagation().update(tree, iteration);
        assertThat(tree.amaf().amafVisits(played)).isEqualTo(1);
        assertThat(tree.amaf().amafMean(played)).isEqualTo(1.0);
        assertThat(tree.amaf().amafVisits(laterByMe)).isEqualTo(1);
        assertThat(tree.amaf().amafVisits(laterByOpponent)).isZero();
        assertThat(tree.amaf().amafVisits(never)).isZero();
    }

    @Test
    void shouldCreditAMoveOnlyToWhoeverPlayedItFirstAndNeverThePass() {
        int root = tree.reset(1);
        int played = TreeFixtures.child(tree, root, 7, 0, 1, 0);
        int retaken = TreeFixtures.child(tree, root, 8, 0, 1, 0);
        int mineFirst = TreeFixtures.child(tree, root, 9, 0, 1, 0);
        int pass = TreeFixtures.child(tree, root, 25, 0, 1, 0);
        path(root, played, 1, 0);
        iteration.ignoreInAmaf(25);
        // Go-like: player 1 plays 8 first, it is captured and player 0 plays 8 later; player 0 plays 9 before
        // player 1 does; both pass at the end.
        iteration.record(7, 0);
        iteration.record(8, 1);
        iteration.record(9, 0);
        iteration.record(8, 0);
        iteration.record(9, 1);
        iteration.record(25, 0);
        iteration.record(25, 1);
        iteration.setResult(1.0);
        new AmafBackpropagation().update(tree, iteration);
        assertThat(tree.amaf().amafVisits(played)).isEqualTo(1);
        assertThat(tree.amaf().amafVisits(mineFirst)).isEqualTo(1);
        assertThat(tree.amaf().amafVisits(retaken)).as("the opponent played 8 first").isZero();
        assertThat(tree.amaf().amafVisits(pass)).as("the pass is never credited").isZero();
        iteration.ignoreInAmaf(-1);
    }

    @Test
    void shouldProveAParentWonAsSoonAsOneChildIs() {
        int root = tree.reset(1);
        int node = TreeFixtures.child(tree, root, 0, 0, 1, 0);
        tree.setMoveCount(node, 2);
        TreeFixtures.child(tree, node, 0, 1, 1, 0);
        int winning = TreeFixtures.child(tree, node, 1, 1, 1, 1);
        tree.proofs().prove(winning, Proofs.PROVEN_WIN_1, 0);
        path(root, node, winning, 1, 0, 1);
        new SolverBackpropagation().update(tree, iteration);
        assertThat(tree.proofs().proof(node)).isEqualTo(Proofs.PROVEN_WIN_1);
        assertThat(tree.proofs().proofPlies(node)).isEqualTo(1);
        assertThat(tree.proofs().proof(root)).as("root still has untried moves").isEqualTo(Proofs.UNPROVEN);
    }

    @Test
    void shouldProveADrawOnlyWhenEveryMoveIsExpandedAndProven() {
        int root = tree.reset(1);
        tree.setMoveCount(root, 2);
        int draw = TreeFixtures.child(tree, root, 0, 0, 1, 0.5);
        tree.proofs().prove(draw, Proofs.PROVEN_DRAW, 0);
        path(root, draw, 1, 0);
        new SolverBackpropagation().update(tree, iteration);
        assertThat(tree.proofs().proof(root)).isEqualTo(Proofs.UNPROVEN);
        tree.claimExpansion(root);
        tree.claimExpansion(root);
        int loss = TreeFixtures.child(tree, root, 1, 0, 1, 0);
        tree.proofs().prove(loss, Proofs.PROVEN_WIN_1, 0);
        path(root, loss, 1, 0);
        new SolverBackpropagation().update(tree, iteration);
        assertThat(tree.proofs().proof(root)).isEqualTo(Proofs.PROVEN_DRAW);
    }
}
