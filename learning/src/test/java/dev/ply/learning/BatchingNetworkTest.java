package dev.ply.learning;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import dev.ply.core.capability.NetworkEncoding;
import dev.ply.core.Ply;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class BatchingNetworkTest {

    @Test
    void manyThreadsGetWhatTheJavaForwardPassGivesAndShareBatches() throws Exception {
        NetworkEncoding encoding = (NetworkEncoding) Ply.game("tictactoe").newState();
        LearnedNetwork network = LearnedNetwork.initial(new NetworkInfo("tictactoe", encoding.encodingName(),
                Architecture.parse("resnet:1x8", encoding), 0, 0, "test"), 3);
        int threads = 8;
        int calls = 200;
        try (BatchingNetwork batching = new BatchingNetwork(network, 16)) {
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            try {
                List<Future<Integer>> futures = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    long seed = t;
                    futures.add(pool.submit(() -> {
                        SplittableRandom random = new SplittableRandom(seed);
                        float[] input = new float[18];
                        float[] logits = new float[9];
                        float[] value = new float[1];
                        float[] expectedLogits = new float[9];
                        float[] expectedValue = new float[1];
                        for (int c = 0; c < calls; c++) {
                            for (int j = 0; j < input.length; j++) {
                                input[j] = random.nextInt(3) == 0 ? 1 : 0;
                            }
                            batching.evaluate(input, 1, logits, value);
                            network.evaluate(input, 1, expectedLogits, expectedValue);
                            for (int a = 0; a < 9; a++) {
                                assertThat(logits[a]).isCloseTo(expectedLogits[a], offset(1e-5f));
                            }
                            assertThat(value[0]).isCloseTo(expectedValue[0], offset(1e-5f));
                        }
                        return calls;
                    }));
                }
                for (Future<Integer> future : futures) {
                    assertThat(future.get()).isEqualTo(calls);
                }
            } finally {
                pool.shutdownNow();
            }
            assertThat(batching.positions()).isEqualTo((long) threads * calls);
            assertThat(batching.batches()).as("calls gathered into batches").isLessThan(batching.positions());
        }
    }

    @Test
    void aBatchOfSeveralPositionsFromOneCallerIsAnsweredInOrder() {
        NetworkEncoding encoding = (NetworkEncoding) Ply.game("tictactoe").newState();
        LearnedNetwork network = LearnedNetwork.initial(new NetworkInfo("tictactoe", encoding.encodingName(),
                Architecture.parse("mlp:16", encoding), 0, 0, "test"), 4);
        float[] inputs = new float[3 * 18];
        inputs[4] = 1;
        inputs[18 + 9] = 1;
        inputs[36 + 17] = 1;
        float[] logits = new float[27];
        float[] values = new float[3];
        float[] expectedLogits = new float[27];
        float[] expectedValues = new float[3];
        try (BatchingNetwork batching = new BatchingNetwork(network, 4)) {
            batching.evaluate(inputs, 3, logits, values);
            assertThat(batching.batches()).as("one caller's three positions in one call").isEqualTo(1);
        }
        float[] chunkedLogits = new float[27];
        float[] chunkedValues = new float[3];
        try (BatchingNetwork batching = new BatchingNetwork(network, 2)) {
            batching.evaluate(inputs, 3, chunkedLogits, chunkedValues);
            assertThat(batching.batches()).as("more than the engine's batch: two calls").isEqualTo(2);
            assertThat(batching.positions()).isEqualTo(3);
        }
        network.evaluate(inputs, 3, expectedLogits, expectedValues);
        for (int j = 0; j < 27; j++) {
            assertThat(logits[j]).isCloseTo(expectedLogits[j], offset(1e-5f));
        }
        assertThat(values).containsExactly(expectedValues, offset(1e-5f));
        for (int j = 0; j < 27; j++) {
            assertThat(chunkedLogits[j]).isCloseTo(expectedLogits[j], offset(1e-5f));
        }
        assertThat(chunkedValues).containsExactly(expectedValues, offset(1e-5f));
    }
}
