package dev.ply.search.mcts.selection;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.Proofs;
import dev.ply.search.mcts.tree.SearchTree;
import dev.ply.search.mcts.tree.TreeFixtures;
import org.junit.jupiter.api.Test;

class SelectionTest {

    private final SearchTree tree = new SearchTree(new SearchTree.Columns(true, true, true, false), 1);
    private final Iteration iteration = TreeFixtures.iteration("((1,-1),(0,0))");

    @Test
    void shouldTradeMeanForExplorationAsTheUctFormulaSays() {
        int root = tree.reset(1);
        tree.stats().addVisits(root, 101);
        // Mean 0.6 over 90 visits against mean 0.4 over 10: c = sqrt(2) favours the second,
        // 0.4 + sqrt(2 ln 100 / 10) = 1.36 > 0.6 + sqrt(2 ln 100 / 90) = 1.05; c = 0.1 the first.
        int wellKnown = TreeFixtures.child(tree, root, 0, 0, 90, 54);
        int rare = TreeFixtures.child(tree, root, 1, 0, 10, 4);
        iteration.startPath();
        iteration.push(root, 0);
        assertThat(UctSelection.withExploration(Math.sqrt(2)).select(tree, iteration, root, 0)).isEqualTo(rare);
        assertThat(UctSelection.withExploration(0.1).select(tree, iteration, root, 0)).isEqualTo(wellKnown);
    }

    @Test
    void shouldReadMeansFromThePlayerToMovesView() {
        int root = tree.reset(0);
        tree.stats().addVisits(root, 21);
        int good = TreeFixtures.child(tree, root, 0, 1, 10, 9);
        TreeFixtures.child(tree, root, 1, 1, 10, 1);
        assertThat(UctSelection.withExploration(0.5).select(tree, iteration, root, 1)).isEqualTo(good);
    }

    @Test
    void shouldLetTheEvaluatorsPriorBreakAnEvenContest() {
        int root = tree.reset(1);
        tree.stats().addVisits(root, 21);
        int liked = TreeFixtures.child(tree, root, 0, 0, 10, 5);
        tree.priors().setPrior(liked, 0.9f);
        int disliked = TreeFixtures.child(tree, root, 1, 0, 10, 5);
        tree.priors().setPrior(disliked, 0.1f);
        assertThat(UctSelection.withExploration(1).select(tree, iteration, root, 0)).as("ties go to the newest child")
                .isEqualTo(disliked);
        assertThat(UctSelection.withExploration(1).withProgressiveBias(2)
                .select(tree, iteration, root, 0)).isEqualTo(liked);
    }

    @Test
    void shouldCountPriorsAsVirtualVisits() {
        int root = tree.reset(1);
        tree.stats().addVisits(root, 21);
        // Visited: mean 0.5 with prior 0.9 against mean 0.6 with prior 0.1, ten visits each. With 20 virtual
        // visits (5 + 18) / 30 = 0.77 beats (6 + 2) / 30 = 0.27; without, 0.6 wins.
        int liked = TreeFixtures.child(tree, root, 0, 0, 10, 5);
        tree.priors().setPrior(liked, 0.9f);
        int better = TreeFixtures.child(tree, root, 1, 0, 10, 6);
        tree.priors().setPrior(better, 0.1f);
        assertThat(UctSelection.withExploration(0).select(tree, iteration, root, 0)).isEqualTo(better);
        assertThat(UctSelection.withExploration(0).withPriorVisits(20)
                .select(tree, iteration, root, 0)).isEqualTo(liked);

        // Unvisited: taken in order without priors; with them, the one the prior favours.
        int other = tree.reset(1);
        tree.stats().addVisits(other, 1);
        int first = TreeFixtures.child(tree, other, 0, 0, 0, 0);
        tree.priors().setPrior(first, 0.2f);
        int favoured = TreeFixtures.child(tree, other, 1, 0, 0, 0);
        tree.priors().setPrior(favoured, 0.8f);
        int taken = UctSelection.withExploration(0).select(tree, iteration, other, 0);
        assertThat(taken).isIn(first, favoured);
        assertThat(UctSelection.withExploration(0).withPriorVisits(10)
                .select(tree, iteration, other, 0)).isEqualTo(favoured);
        assertThat(UctSelection.withExploration(0).withPriorVisits(10).scoresUnvisited()).isTrue();
        assertThat(UctSelection.withExploration(0).withPriorVisits(10).usesPriors()).isTrue();
    }

    @Test
    void shouldChooseAsTheConstructorsDoWhenBuiltWithNamedParameters() {
        int root = tree.reset(1);
        tree.stats().addVisits(root, 21);
        int liked = TreeFixtures.child(tree, root, 0, 0, 10, 5);
        tree.priors().setPrior(liked, 0.9f);
        int disliked = TreeFixtures.child(tree, root, 1, 0, 10, 5);
        tree.priors().setPrior(disliked, 0.1f);
        assertThat(UctSelection.withExploration(1).select(tree, iteration, root, 0)).isEqualTo(disliked);
        assertThat(UctSelection.withExploration(1).withProgressiveBias(2).select(tree, iteration, root, 0))
                .isEqualTo(liked);
        assertThat(UctSelection.withExploration(1).withSolver().usesProofs()).isTrue();
        assertThat(UctSelection.withExploration(1).withPriorVisits(10).usesPriors()).isTrue();
        assertThat(UctSelection.withExploration(1).withFirstPlayUrgency(0.5).scoresUnvisited()).isTrue();
        assertThat(UctSelection.withExploration(1).scoresUnvisited()).isFalse();
    }

    @Test
    void shouldWeighExplorationByThePriorAsPuctSays() {
        int root = tree.reset(1);
        tree.stats().addVisits(root, 101);
        // Q 0.6 over 60 visits with prior 0.2 against Q 0.5 over 40 with prior 0.8, N = 100, c = 1:
        // 0.6 + 0.2 * 10 / 61 = 0.633 < 0.5 + 0.8 * 10 / 41 = 0.695; with c = 0.2: 0.607 > 0.539.
        int strong = TreeFixtures.child(tree, root, 0, 0, 60, 36);
        iteration.startPath();
        iteration.push(root, 1);
        tree.priors().setPrior(strong, 0.2f);
        int favoured = TreeFixtures.child(tree, root, 1, 0, 40, 20);
        tree.priors().setPrior(favoured, 0.8f);
        assertThat(PuctSelection.withExploration(1).select(tree, iteration, root, 0)).isEqualTo(favoured);
        assertThat(PuctSelection.withExploration(0.2).select(tree, iteration, root, 0)).isEqualTo(strong);
        assertThat(PuctSelection.withExploration(1).explorationTerm(0.8, 100, 40)).isCloseTo(0.8 * 10 / 41,
                org.assertj.core.data.Offset.offset(1e-12));
    }

    @Test
    void shouldScoreAnUnvisitedPuctChildAtItsParentsMeanOrTheUrgency() {
        int root = tree.reset(1);
        // The root holds 10 results worth 3 to player 1, who moved into it: 0.7 for player 0, to move there.
        tree.stats().addVisits(root, 11);
        tree.stats().addReward(root, 3);
        // A visited child at 0.65 against an unvisited one; equal priors, c = 0 leaves Q alone.
        int visited = TreeFixtures.child(tree, root, 0, 0, 10, 6.5);
        iteration.startPath();
        iteration.push(root, 1);
        tree.priors().setPrior(visited, 0.5f);
        int fresh = TreeFixtures.child(tree, root, 1, 0, 0, 0);
        tree.priors().setPrior(fresh, 0.5f);
        assertThat(PuctSelection.withExploration(0).select(tree, iteration, root, 0)).isEqualTo(fresh);
        assertThat(PuctSelection.withExploration(0).withFirstPlayUrgency(0.2)
                .select(tree, iteration, root, 0)).isEqualTo(visited);
        assertThat(PuctSelection.withExploration(0).scoresUnvisited()).isTrue();
        assertThat(PuctSelection.withExploration(0).usesPriors()).isTrue();
    }

    @Test
    void shouldTakeAProvenWinAndShunAProvenLossWithTheSolver() {
        int root = tree.reset(1);
        tree.stats().addVisits(root, 31);
        int losing = TreeFixtures.child(tree, root, 0, 0, 10, 9);
        tree.proofs().prove(losing, Proofs.PROVEN_WIN_1, 1);
        int modest = TreeFixtures.child(tree, root, 1, 0, 10, 3);
        UctSelection solver = UctSelection.withExploration(0.1).withSolver();
        assertThat(UctSelection.withExploration(0.1).select(tree, iteration, root, 0)).isEqualTo(losing);
        assertThat(solver.select(tree, iteration, root, 0)).isEqualTo(modest);
        int winning = TreeFixtures.child(tree, root, 2, 0, 10, 0);
        tree.proofs().prove(winning, Proofs.PROVEN_WIN_0, 1);
        assertThat(solver.select(tree, iteration, root, 0)).isEqualTo(winning);
    }

    @Test
    void shouldBlendInAllMovesAsFirstStatisticsWithRave() {
        int root = tree.reset(1);
        tree.stats().addVisits(root, 21);
        int a = TreeFixtures.child(tree, root, 0, 0, 10, 5);
        int b = TreeFixtures.child(tree, root, 1, 0, 10, 5);
        for (int i = 0; i < 100; i++) {
            tree.amaf().addAmaf(a, 1.0);
            tree.amaf().addAmaf(b, 0.0);
        }
        iteration.startPath();
        iteration.push(root, 0);
        assertThat(UctSelection.withExploration(0.1).select(tree, iteration, root, 0)).isEqualTo(b);
        assertThat(GraveSelection.rave(0.1, 0.01).select(tree, iteration, root, 0)).isEqualTo(a);
    }

    @Test
    void shouldBorrowTheStatisticsOfAWellVisitedAncestorWithGrave() {
        // root (player 0, 200 visits) -> x (player 1 to move, 8 visits) -> y (player 0 to move, 5 visits)
        int root = tree.reset(1);
        tree.stats().addVisits(root, 200);
        int rootA = TreeFixtures.child(tree, root, 0, 0, 100, 50);
        int rootB = TreeFixtures.child(tree, root, 1, 0, 100, 50);
        for (int i = 0; i < 100; i++) {
            tree.amaf().addAmaf(rootA, 0.0);
            tree.amaf().addAmaf(rootB, 1.0);
        }
        int x = TreeFixtures.child(tree, rootA, 5, 0, 8, 4);
        int y = TreeFixtures.child(tree, x, 6, 1, 5, 2);
        int yA = TreeFixtures.child(tree, y, 0, 0, 2, 1);
        int yB = TreeFixtures.child(tree, y, 1, 0, 2, 1);
        for (int i = 0; i < 3; i++) {
            tree.amaf().addAmaf(yA, 1.0);
            tree.amaf().addAmaf(yB, 0.0);
        }
        iteration.startPath();
        iteration.push(root, 1);
        iteration.push(x, 0);
        iteration.push(y, 1);
        assertThat(GraveSelection.rave(0, 0.01).select(tree, iteration, y, 0)).as("RAVE: own statistics")
                .isEqualTo(yA);
        assertThat(GraveSelection.grave(0, 50, 0.01).select(tree, iteration, y, 0))
                .as("GRAVE: the root's").isEqualTo(yB);
    }
}
