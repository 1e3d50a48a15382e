package dev.ply.search.mcts.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

class PositionIndexTest {

    @Test
    void shouldFindWhatWasEnteredKeepTheFirstNodeAndSurviveAResize() {
        PositionIndex index = new PositionIndex(false, 16);
        assertThat(index.find(42)).isEqualTo(SearchTree.NONE);
        index.put(42, 7);
        index.put(42, 9);
        index.put(0, 3);
        index.put(-5, 0);
        assertThat(index.find(42)).as("the first node entered keeps the key").isEqualTo(7);
        assertThat(index.find(0)).as("key 0 is a key like any other").isEqualTo(3);
        assertThat(index.find(-5)).as("node 0").isZero();
        index.resize(64);
        assertThat(index.slots()).isEqualTo(64);
        assertThat(index.find(42)).isEqualTo(7);
        assertThat(index.find(0)).isEqualTo(3);
        assertThat(index.find(-5)).isZero();
        assertThat(index.find(43)).isEqualTo(SearchTree.NONE);
        index.clear();
        assertThat(index.find(42)).isEqualTo(SearchTree.NONE);
    }

    @Test
    void shouldLetTwoThreadsEnterAndFindKeysAtOnce() throws Exception {
        PositionIndex index = new PositionIndex(true, 1 << 14);
        int perThread = 3000;
        CompletableFuture<Void> a = CompletableFuture.runAsync(() -> {
            for (int i = 0; i < perThread; i++) {
                index.put(1000L + i, i);
            }
        });
        CompletableFuture<Void> b = CompletableFuture.runAsync(() -> {
            for (int i = 0; i < perThread; i++) {
                index.put(1000L + i, perThread + i);
            }
        });
        a.get();
        b.get();
        for (int i = 0; i < perThread; i++) {
            assertThat(index.find(1000L + i)).as("key %s", 1000 + i).isIn(i, perThread + i);
        }
        assertThat(index.find(999)).isEqualTo(SearchTree.NONE);
    }
}
