package dev.ply.search.mcts.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class StampedLongIntMapTest {

    @Test
    void shouldAgreeWithAHashMapThroughPutsAndClears() {
        int capacity = 50;
        StampedLongIntMap map = new StampedLongIntMap(capacity);
        SplittableRandom random = new SplittableRandom(7);
        for (int round = 0; round < 2_000; round++) {
            map.clear();
            Map<Long, Integer> expected = new HashMap<>();
            // Keys from a small range (so that puts repeat keys and probes collide), 0 and negatives included.
            while (expected.size() < random.nextInt(capacity + 1)) {
                long key = random.nextInt(-40, 40) * (random.nextBoolean() ? 1L : 1L << 33);
                int value = random.nextInt();
                if (random.nextBoolean()) {
                    map.put(key, value);
                    expected.put(key, value);
                } else {
                    assertThat(map.putIfAbsent(key, value)).isEqualTo(!expected.containsKey(key));
                    expected.putIfAbsent(key, value);
                }
            }
            for (long key = -45; key < 45; key++) {
                for (long scale : new long[] {1L, 1L << 33}) {
                    Integer value = expected.get(key * scale);
                    assertThat(map.containsKey(key * scale)).isEqualTo(value != null);
                    assertThat(map.get(key * scale, -7)).isEqualTo(value == null ? -7 : value);
                }
            }
        }
    }

    @Test
    void shouldForgetEverythingOnClear() {
        StampedLongIntMap map = new StampedLongIntMap(4);
        map.put(0L, 5);
        map.put(3L, 9);
        map.clear();
        assertThat(map.containsKey(0L)).isFalse();
        assertThat(map.get(3L, -1)).isEqualTo(-1);
        assertThat(map.putIfAbsent(3L, 4)).isTrue();
        assertThat(map.get(3L, -1)).isEqualTo(4);
    }

    @Test
    void shouldAnswerAbsentWhenMadeForNoEntries() {
        StampedLongIntMap map = new StampedLongIntMap(0);
        assertThat(map.containsKey(1L)).isFalse();
        assertThat(map.get(1L, -3)).isEqualTo(-3);
    }
}
