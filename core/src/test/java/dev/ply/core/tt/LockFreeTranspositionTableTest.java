package dev.ply.core.tt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class LockFreeTranspositionTableTest {

    @Test
    void shouldReturnWhatWasStoredUnderTheSameKey() {
        TranspositionTable table = new LockFreeTranspositionTable(1);
        long key = 0x1234_5678_9ABC_DEF0L;
        table.store(key, 77, -1234, 9, TranspositionTable.BOUND_LOWER);

        long entry = table.probe(key);

        assertThat(entry).isNotEqualTo(TranspositionTable.MISS);
        assertThat(TranspositionTable.move(entry)).isEqualTo(77);
        assertThat(TranspositionTable.score(entry)).isEqualTo(-1234);
        assertThat(TranspositionTable.depth(entry)).isEqualTo(9);
        assertThat(TranspositionTable.bound(entry)).isEqualTo(TranspositionTable.BOUND_LOWER);
        assertThat(table.probe(key ^ 1)).isEqualTo(TranspositionTable.MISS);
    }

    @Test
    void shouldPackEveryFieldWithoutOverlap() {
        long entry = TranspositionTable.pack(GameState.NO_MOVE, -32767, -5, TranspositionTable.BOUND_EXACT, 63);
        assertThat(TranspositionTable.move(entry)).isEqualTo(GameState.NO_MOVE);
        assertThat(TranspositionTable.score(entry)).isEqualTo(-32767);
        assertThat(TranspositionTable.depth(entry)).isEqualTo(-5);
        assertThat(TranspositionTable.bound(entry)).isEqualTo(TranspositionTable.BOUND_EXACT);
        assertThat(TranspositionTable.generation(entry)).isEqualTo(63);

        long clamped = TranspositionTable.pack(Integer.MAX_VALUE, 32767, 500, TranspositionTable.BOUND_UPPER, 1);
        assertThat(TranspositionTable.move(clamped)).isEqualTo(Integer.MAX_VALUE);
        assertThat(TranspositionTable.score(clamped)).isEqualTo(32767);
        assertThat(TranspositionTable.depth(clamped)).isEqualTo(127);
    }

    @Test
    void shouldKeepTheOldMoveWhenStoringNoMoveForTheSameKey() {
        TranspositionTable table = new LockFreeTranspositionTable(1);
        table.store(42L, 5, 10, 3, TranspositionTable.BOUND_EXACT);
        table.store(42L, GameState.NO_MOVE, 20, 4, TranspositionTable.BOUND_UPPER);

        long entry = table.probe(42L);
        assertThat(TranspositionTable.move(entry)).isEqualTo(5);
        assertThat(TranspositionTable.score(entry)).isEqualTo(20);
    }

    @Test
    void shouldNotLetAShallowBoundReplaceADeepOneOfTheSameSearch() {
        TranspositionTable table = new LockFreeTranspositionTable(1);
        table.store(42L, 5, 10, 12, TranspositionTable.BOUND_LOWER);
        table.store(42L, 6, 99, 2, TranspositionTable.BOUND_LOWER);
        assertThat(TranspositionTable.depth(table.probe(42L))).isEqualTo(12);

        table.newSearch();
        table.store(42L, 6, 99, 2, TranspositionTable.BOUND_LOWER);
        assertThat(TranspositionTable.depth(table.probe(42L))).isEqualTo(2);
    }

    @Test
    void shouldReplaceTheShallowestEntryOfAFullBucketAndPreferStaleOnes() {
        LockFreeTranspositionTable table = new LockFreeTranspositionTable(1);
        long[] keys = sameBucketKeys(table, 6);
        for (int i = 0; i < 4; i++) {
            table.store(keys[i], i, i, 10 + i, TranspositionTable.BOUND_EXACT);
        }
        table.store(keys[4], 4, 4, 20, TranspositionTable.BOUND_EXACT);
        assertThat(table.probe(keys[0])).as("the shallowest entry is replaced").isEqualTo(TranspositionTable.MISS);
        assertThat(table.probe(keys[1])).isNotEqualTo(TranspositionTable.MISS);
        assertThat(table.probe(keys[4])).isNotEqualTo(TranspositionTable.MISS);

        table.newSearch();
        table.newSearch();
        table.store(keys[3], 3, 3, 13, TranspositionTable.BOUND_EXACT); // refreshed: current generation
        table.store(keys[5], 5, 5, 1, TranspositionTable.BOUND_EXACT);
        assertThat(table.probe(keys[3])).as("a fresh entry outlives older deeper ones").isNotEqualTo(
                TranspositionTable.MISS);
        assertThat(table.probe(keys[5])).isNotEqualTo(TranspositionTable.MISS);
    }

    @Test
    void shouldReportHashfullOfTheCurrentSearchAndForgetOnClear() {
        LockFreeTranspositionTable table = new LockFreeTranspositionTable(1);
        assertThat(table.hashfull()).isZero();
        SplittableRandom random = new SplittableRandom(7);
        for (long i = 0; i < table.capacity() * 3; i++) {
            table.store(random.nextLong(), 1, 0, 1, TranspositionTable.BOUND_EXACT);
        }
        assertThat(table.hashfull()).isGreaterThan(900);
        table.newSearch();
        assertThat(table.hashfull()).isZero();
        table.clear();
        table.newSearch();
        assertThat(table.hashfull()).isZero();
        assertThat(table.sizeMiB()).isEqualTo(1);
        assertThat(table.capacity()).isEqualTo((1 << 20) / 16);
    }

    @Test
    void shouldRejectSizesItCannotAllocate() {
        assertThatThrownBy(() -> new LockFreeTranspositionTable(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new LockFreeTranspositionTable(LockFreeTranspositionTable.MAX_SIZE_MIB + 1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /**
     * Threads hammer the same bucket with keys whose data is a function of the key, so a hit with the
     * key of one store and the data of another is detectable. Without the key-XOR-data check such torn
     * entries are returned within milliseconds (checked by hand while writing this test).
     */
    @Test
    void shouldNeverReturnATornEntryWhenThreadsRaceOnTheSameSlots() throws Exception {
        LockFreeTranspositionTable table = new LockFreeTranspositionTable(1);
        long[] keys = sameBucketKeys(table, 64);
        int threads = 4;
        long iterations = 2_000_000;
        AtomicLong hits = new AtomicLong();
        AtomicReference<String> torn = new AtomicReference<>();
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            SplittableRandom random = new SplittableRandom(t);
            Thread worker = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    return;
                }
                long localHits = 0;
                for (long i = 0; i < iterations && torn.get() == null; i++) {
                    long key = keys[random.nextInt(keys.length)];
                    if (random.nextBoolean()) {
                        table.store(key, moveOf(key), scoreOf(key), depthOf(key), TranspositionTable.BOUND_EXACT);
                    } else {
                        long entry = table.probe(key);
                        if (entry != TranspositionTable.MISS) {
                            localHits++;
                            if (TranspositionTable.move(entry) != moveOf(key)
                                    || TranspositionTable.score(entry) != scoreOf(key)
                                    || TranspositionTable.depth(entry) != depthOf(key)) {
                                torn.compareAndSet(null, "key " + key + " returned entry " + Long.toHexString(entry));
                            }
                        }
                    }
                }
                hits.addAndGet(localHits);
            });
            workers.add(worker);
            worker.start();
        }
        start.countDown();
        for (Thread worker : workers) {
            worker.join();
        }
        assertThat(torn.get()).isNull();
        assertThat(hits.get()).as("the race must actually produce hits to check").isGreaterThan(10_000);
    }

    private static int moveOf(long key) {
        return (int) (key >>> 7) & 0x7FFF_FFFF;
    }

    private static int scoreOf(long key) {
        return (short) (key * 31);
    }

    private static int depthOf(long key) {
        return (int) (key & 63);
    }

    private static long[] sameBucketKeys(LockFreeTranspositionTable table, int count) {
        // Keys sharing their high 32 bits map to the same bucket; the low bits tell them apart.
        long[] keys = new long[count];
        SplittableRandom random = new SplittableRandom(99);
        long high = 0x5EED_0000_0000_0000L;
        for (int i = 0; i < count; i++) {
            keys[i] = high | (random.nextLong() & 0xFFFF_FFFFL);
        }
        return keys;
    }
}
