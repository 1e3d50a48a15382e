package dev.ply.search.mcts.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.function.IntConsumer;
import org.junit.jupiter.api.Test;

class SearchTreeTest {

    private static final SearchTree.Columns ALL = new SearchTree.Columns(true, true, true, true);

    @Test
    void shouldKeepEveryNodeWhenGrowing() {
        SearchTree tree = new SearchTree(ALL, 1);
        int root = tree.reset(1);
        for (int i = 0; i < 20_000; i++) {
            assertThat(tree.beginIteration(0, 1)).isTrue();
            TreeFixtures.child(tree, root, i, 0, i, i / 2.0);
            tree.endIteration(0);
        }
        assertThat(tree.size()).isEqualTo(20_001);
        int count = 0;
        for (int child = tree.firstChild(root); child != SearchTree.NONE; child = tree.next(child)) {
            assertThat(tree.stats().visits(child)).isEqualTo(tree.move(child));
            assertThat(tree.stats().reward(child)).isEqualTo(tree.move(child) / 2.0);
            count++;
        }
        assertThat(count).isEqualTo(20_000);
    }

    @Test
    void shouldRefuseAnIterationBeyondTheNodeLimit() {
        SearchTree tree = new SearchTree(ALL, 1);
        tree.setMaxNodes(10_000);
        int root = tree.reset(1);
        int added = 0;
        while (tree.beginIteration(0, 5)) {
            tree.allocateNode(0, added++, 0);
            tree.endIteration(0);
        }
        assertThat(tree.size()).isLessThanOrEqualTo(10_000).isGreaterThan(9_990);
        assertThat(root).isZero();
    }

    @Test
    void shouldCountEveryVisitAndChildFromSeveralThreadsWhileGrowing() throws Exception {
        int threads = 4;
        int perThread = 20_000;
        SearchTree tree = new SearchTree(ALL, threads);
        int root = tree.reset(1);
        tree.beginIteration(0, 1);
        int hot = tree.allocateNode(0, 9, 0);
        tree.linkChild(root, hot);
        tree.endIteration(0);
        runTogether(threads, worker -> {
            for (int i = 0; i < perThread; i++) {
                tree.beginIteration(worker, 2);
                tree.stats().addVisits(hot, 1);
                tree.stats().addReward(hot, 0.5);
                int child = tree.allocateNode(worker, worker, 0);
                tree.stats().addVisits(child, 1);
                tree.linkChild(hot, child);
                tree.endIteration(worker);
            }
        });
        assertThat(tree.stats().visits(hot)).isEqualTo(threads * perThread);
        assertThat(tree.stats().reward(hot)).isEqualTo(threads * perThread / 2.0);
        assertThat(tree.stats().visits(root)).as("the root's, from its children").isEqualTo(threads * perThread + 1);
        int[] perWorker = new int[threads];
        for (int child = tree.firstChild(hot); child != SearchTree.NONE; child = tree.next(child)) {
            perWorker[tree.move(child)] += tree.stats().visits(child);
        }
        assertThat(perWorker).containsOnly(perThread);
    }

    @Test
    void shouldKeepAWorkersUpdatesOfHotNodesPendingUntilItPublishesThem() throws Exception {
        int threads = 3;
        int perThread = 30_000;
        SearchTree tree = new SearchTree(ALL, threads);
        int root = tree.reset(1);
        tree.beginIteration(0, 2);
        int hot = tree.allocateHotNode(0, 5, 0);
        tree.linkChild(root, hot);
        int deep = tree.allocateNode(0, 6, 1);
        tree.linkChild(hot, deep);
        tree.endIteration(0);
        assertThat(tree.isHot(root)).isTrue();
        assertThat(tree.isHot(hot)).isTrue();
        assertThat(tree.isHot(deep)).isFalse();

        Iteration alone = TreeFixtures.iteration("((1))");
        tree.stats().addVisits(alone, 1, hot, 1);
        tree.stats().addReward(alone, 1, hot, 1.0);
        assertThat(tree.stats().visits(alone, hot)).as("the worker sees its own update").isEqualTo(1);
        assertThat(tree.stats().reward(alone, hot)).isEqualTo(1.0);
        assertThat(tree.stats().visits(hot)).as("the others do not, yet").isZero();
        assertThat(tree.stats().visits(TreeFixtures.iteration("((1))"), hot)).isZero();
        tree.beginIteration(0, 0);
        tree.stats().publish(alone);
        tree.endIteration(0);
        assertThat(tree.stats().visits(hot)).isEqualTo(1);
        assertThat(tree.stats().visits(alone, hot)).as("published once, not counted twice").isEqualTo(1);
        assertThat(alone.hasPending()).isFalse();

        runTogether(threads, worker -> {
            Iteration iteration = TreeFixtures.iteration("((1))");
            for (int i = 0; i < perThread; i++) {
                tree.beginIteration(worker, 1);
                tree.stats().addVisits(iteration, 0, root, 2);
                tree.stats().addVisits(iteration, 1, hot, 2);
                tree.stats().addVisits(iteration, 2, deep, 1);
                tree.stats().addReward(iteration, 1, hot, 0.5);
                tree.stats().addVisits(iteration, 1, hot, -1);
                tree.stats().addVisits(iteration, 0, root, -1);
                if (i % 97 == 0 || i == perThread - 1) {
                    tree.stats().publish(iteration);
                }
                tree.endIteration(worker);
            }
        });
        assertThat(tree.stats().visits(hot)).isEqualTo(threads * perThread + 1);
        assertThat(tree.stats().reward(hot)).isEqualTo(threads * perThread / 2.0 + 1);
        assertThat(tree.stats().visits(alone, root)).as("the root's own counter").isEqualTo(threads * perThread);
        assertThat(tree.stats().visits(root)).as("the root's, from its children").isEqualTo(threads * perThread + 2);
        assertThat(tree.stats().visits(deep)).as("deep nodes may lose an update to a race").isBetween(1, threads * perThread);
    }

    @Test
    void shouldTakeHotNodesFromTheHotRegionUntilItIsFull() {
        SearchTree tree = new SearchTree(ALL, 2);
        tree.setHotCapacity(3);
        int root = tree.reset(1);
        tree.beginIteration(1, 4);
        int first = tree.allocateHotNode(1, 0, 0);
        int second = tree.allocateHotNode(1, 1, 0);
        int third = tree.allocateHotNode(1, 2, 0);
        tree.endIteration(1);
        assertThat(root).isZero();
        assertThat(first).isEqualTo(1);
        assertThat(second).isEqualTo(2);
        assertThat(third).as("an ordinary node, from the worker's chunk").isGreaterThanOrEqualTo(3);
        assertThat(tree.isHot(second)).isTrue();
        assertThat(tree.isHot(third)).isFalse();
        assertThat(tree.nodeCount()).isEqualTo(4);
    }

    @Test
    void shouldKeepTheTopLevelsOfAConcurrentSubtreeHotWithRoomForMore() {
        SearchTree tree = new SearchTree(ALL, 2);
        int root = tree.reset(1);
        tree.beginIteration(0, 8);
        int a = tree.allocateHotNode(0, 10, 0);
        tree.linkChild(root, a);
        int b = tree.allocateHotNode(0, 11, 1);
        tree.linkChild(a, b);
        int c = tree.allocateNode(0, 12, 0);
        tree.linkChild(b, c);
        int d = tree.allocateNode(0, 13, 1);
        tree.linkChild(c, d);
        tree.stats().addVisits(d, 4);
        tree.endIteration(0);

        int kept = tree.keepSubtree(a);

        assertThat(kept).isEqualTo(4);
        assertThat(tree.nodeCount()).isEqualTo(4);
        int newB = tree.firstChild(0);
        int newC = tree.firstChild(newB);
        int newD = tree.firstChild(newC);
        assertThat(tree.move(newB)).isEqualTo(11);
        assertThat(tree.move(newC)).isEqualTo(12);
        assertThat(tree.move(newD)).isEqualTo(13);
        assertThat(tree.stats().visits(newD)).isEqualTo(4);
        assertThat(tree.isHot(newB)).isTrue();
        assertThat(tree.isHot(newC)).as("two plies below the new root").isTrue();
        assertThat(tree.isHot(newD)).isFalse();
        tree.beginIteration(0, 1);
        int later = tree.allocateHotNode(0, 14, 1);
        tree.endIteration(0);
        assertThat(tree.isHot(later)).as("the region kept room").isTrue();
    }

    @Test
    void shouldKeepASubtreeRenumberedWithOutcomesTogether() {
        SearchTree tree = new SearchTree(ALL, 1);
        int root = tree.reset(1);
        int a = TreeFixtures.child(tree, root, 10, 0, 5, 2);
        int b = TreeFixtures.child(tree, root, 11, 0, 7, 3);
        TreeFixtures.child(tree, a, 20, 1, 4, 1);
        tree.addFlags(b, SearchTree.FLAG_CHANCE);
        assertThat(tree.createOutcomes(0, b, new int[] {30, 31, 32}, 3, 1)).isTrue();
        int outcome = tree.firstChild(b) + 2;
        tree.stats().addVisits(outcome, 3);
        TreeFixtures.child(tree, outcome, 40, 1, 2, 2);
        tree.transpositions().register(b, 99L);

        int kept = tree.keepSubtree(b);

        assertThat(kept).isEqualTo(5);
        assertThat(tree.size()).isEqualTo(5);
        assertThat(tree.stats().visits(0)).isEqualTo(7);
        assertThat(tree.next(0)).isEqualTo(SearchTree.NONE);
        int first = tree.firstChild(0);
        assertThat(tree.move(first)).isEqualTo(30);
        assertThat(tree.move(first + 1)).isEqualTo(31);
        assertThat(tree.move(first + 2)).isEqualTo(32);
        assertThat(tree.stats().visits(first + 2)).isEqualTo(3);
        assertThat(tree.move(tree.firstChild(first + 2))).isEqualTo(40);
        assertThat(tree.transpositions().find(99L)).isZero();
    }

    @Test
    void shouldHandOutFreshNodesAfterAResetInSlotsUsedBefore() {
        SearchTree tree = new SearchTree(ALL, 1);
        int root = tree.reset(1);
        int used = TreeFixtures.child(tree, root, 10, 0, 5, 2);
        TreeFixtures.child(tree, used, 20, 1, 4, 1);
        tree.setMoveCount(used, 3);
        tree.claimExpansion(used);
        tree.proofs().prove(used, Proofs.PROVEN_WIN_0, 3);
        tree.addFlags(used, SearchTree.FLAG_CHANCE);
        tree.priors().setPrior(used, 0.75f);
        tree.amaf().addAmaf(used, 1.0);
        tree.setAlias(used, root);
        tree.transpositions().register(used, 55L);

        tree.reset(0);
        tree.beginIteration(0, 2);
        int fresh = tree.allocateNode(0, 12, 1);
        tree.endIteration(0);

        assertThat(fresh).as("the slot used before").isEqualTo(used);
        assertThat(tree.move(fresh)).isEqualTo(12);
        assertThat(tree.transpositions().mover(fresh)).isEqualTo(1);
        assertThat(tree.firstChild(fresh)).isEqualTo(SearchTree.NONE);
        assertThat(tree.next(fresh)).isEqualTo(SearchTree.NONE);
        assertThat(tree.moveCount(fresh)).isEqualTo(-1);
        assertThat(tree.stats().visits(fresh)).isZero();
        assertThat(tree.stats().reward(fresh)).isZero();
        assertThat(tree.status(fresh)).isZero();
        assertThat(tree.proofs().proofPlies(fresh)).isZero();
        assertThat(tree.priors().prior(fresh)).isZero();
        assertThat(tree.amaf().amafVisits(fresh)).isZero();
        assertThat(tree.resolve(fresh)).isEqualTo(fresh);
        assertThat(tree.transpositions().key(fresh)).isZero();
        assertThat(tree.transpositions().find(55L)).isEqualTo(SearchTree.NONE);
        assertThat(tree.firstChild(tree.reset(0))).isEqualTo(SearchTree.NONE);
    }

    @Test
    void shouldShareTheStatisticsOfAnAliasedNode() {
        SearchTree tree = new SearchTree(ALL, 1);
        int root = tree.reset(1);
        int original = TreeFixtures.child(tree, root, 1, 0, 3, 1);
        tree.transpositions().register(original, 1234L);
        int alias = tree.allocateNode(0, 2, 0);
        tree.setAlias(alias, tree.transpositions().find(1234L));
        tree.linkChild(root, alias);
        assertThat(tree.resolve(alias)).isEqualTo(original);
        assertThat(tree.resolve(original)).isEqualTo(original);
        assertThat(tree.transpositions().aliasCount()).isEqualTo(1);
        assertThat(tree.transpositions().find(777L)).isEqualTo(SearchTree.NONE);
    }

    @Test
    void shouldHandOutEachMoveOfANodeOnce() {
        SearchTree tree = new SearchTree(ALL, 1);
        int root = tree.reset(1);
        tree.setMoveCount(root, 3);
        assertThat(tree.claimExpansion(root)).isZero();
        assertThat(tree.claimExpansion(root)).isEqualTo(1);
        assertThat(tree.claimExpansion(root)).isEqualTo(2);
        assertThat(tree.claimExpansion(root)).isEqualTo(-1);
    }

    /** Runs {@code body(worker)} on that many threads released together, and waits for them all. */
    private static void runTogether(int threads, IntConsumer body) throws InterruptedException {
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int worker = t;
            Thread thread = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                body.accept(worker);
            });
            workers.add(thread);
            thread.start();
        }
        start.countDown();
        for (Thread thread : workers) {
            thread.join();
        }
    }
}
