package dev.ply.search.mcts.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
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
            assertThat(tree.visits(child)).isEqualTo(tree.move(child));
            assertThat(tree.reward(child)).isEqualTo(tree.move(child) / 2.0);
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
            tree.allocateNode(added++, 0);
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
                for (int i = 0; i < perThread; i++) {
                    tree.beginIteration(worker, 2);
                    tree.addVisits(hot, 1);
                    tree.addReward(hot, 0.5);
                    int child = tree.allocateNode(worker, worker, 0);
                    tree.addVisits(child, 1);
                    tree.linkChild(hot, child);
                    tree.endIteration(worker);
                }
            });
            workers.add(thread);
            thread.start();
        }
        start.countDown();
        for (Thread thread : workers) {
            thread.join();
        }
        assertThat(tree.visits(hot)).isEqualTo(threads * perThread);
        assertThat(tree.reward(hot)).isEqualTo(threads * perThread / 2.0);
        assertThat(tree.visits(root)).as("the root's, from its children").isEqualTo(threads * perThread + 1);
        int[] perWorker = new int[threads];
        for (int child = tree.firstChild(hot); child != SearchTree.NONE; child = tree.next(child)) {
            perWorker[tree.move(child)] += tree.visits(child);
        }
        assertThat(perWorker).containsOnly(perThread);
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
        tree.addVisits(outcome, 3);
        TreeFixtures.child(tree, outcome, 40, 1, 2, 2);
        tree.register(b, 99L);

        int kept = tree.keepSubtree(b);

        assertThat(kept).isEqualTo(5);
        assertThat(tree.size()).isEqualTo(5);
        assertThat(tree.visits(0)).isEqualTo(7);
        assertThat(tree.next(0)).isEqualTo(SearchTree.NONE);
        int first = tree.firstChild(0);
        assertThat(tree.move(first)).isEqualTo(30);
        assertThat(tree.move(first + 1)).isEqualTo(31);
        assertThat(tree.move(first + 2)).isEqualTo(32);
        assertThat(tree.visits(first + 2)).isEqualTo(3);
        assertThat(tree.move(tree.firstChild(first + 2))).isEqualTo(40);
        assertThat(tree.find(99L)).isZero();
    }

    @Test
    void shouldShareTheStatisticsOfAnAliasedNode() {
        SearchTree tree = new SearchTree(ALL, 1);
        int root = tree.reset(1);
        int original = TreeFixtures.child(tree, root, 1, 0, 3, 1);
        tree.register(original, 1234L);
        int alias = tree.allocateNode(2, 0);
        tree.setAlias(alias, tree.find(1234L));
        tree.linkChild(root, alias);
        assertThat(tree.resolve(alias)).isEqualTo(original);
        assertThat(tree.resolve(original)).isEqualTo(original);
        assertThat(tree.aliasCount()).isEqualTo(1);
        assertThat(tree.find(777L)).isEqualTo(SearchTree.NONE);
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
}
