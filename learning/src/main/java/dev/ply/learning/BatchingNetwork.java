package dev.ply.learning;

import dev.ply.core.eval.PolicyValueNetwork;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * A network whose evaluations, asked for by many threads at once, are gathered into batches and evaluated by DJL's
 * engine in one call each: leaves evaluated in batches across threads, so that the searches of many self-play
 * games, or the threads of one search, share the engine's speed at large batches (a residual network evaluates
 * several times as many positions a second at batch 64 as one at a time). One thread of its own runs the engine; a
 * caller waits for its batch. Each position is evaluated as {@link LearnedNetwork#evaluate} would (within float
 * rounding), so results do not depend on the batching.
 *
 * <p>The batch thread takes the requests waiting, then keeps taking more until {@code maxBatch} are in or none has
 * come for {@code gather} nanoseconds.
 */
public final class BatchingNetwork implements PolicyValueNetwork, AutoCloseable {

    private static final long GATHER_NANOS = 200_000;

    private final LearnedNetwork network;
    private final int maxBatch;
    private final BlockingQueue<Request> queue;
    private final ThreadLocal<Request> requests = ThreadLocal.withInitial(Request::new);
    private final Thread thread;
    private volatile boolean closed;
    private volatile long batches;
    private volatile long positions;

    /** One caller's request, reused for all its calls. */
    private static final class Request {
        float[] inputs;
        int offset;
        float[] logits;
        int logitsOffset;
        float[] values;
        int valueIndex;
        Thread caller;
        volatile boolean done;
        volatile RuntimeException failure;
    }

    /**
     * Starts the batch thread.
     *
     * @param network the network to evaluate, whose weights the engine loads
     * @param maxBatch the most positions evaluated in one call
     */
    public BatchingNetwork(LearnedNetwork network, int maxBatch) {
        if (maxBatch < 1) {
            throw new IllegalArgumentException("maxBatch must be at least 1");
        }
        this.network = network;
        this.maxBatch = maxBatch;
        this.queue = new ArrayBlockingQueue<>(4 * maxBatch + 64);
        NetworkTrainer engine = new NetworkTrainer(network, 1e-3f, 0, maxBatch);
        this.thread = new Thread(() -> run(engine), "ply-network-batches");
        thread.setDaemon(true);
        thread.start();
    }

    private void run(NetworkTrainer engine) {
        int inputSize = network.inputSize();
        int actions = network.actionCount();
        float[] inputs = new float[maxBatch * inputSize];
        float[] logits = new float[maxBatch * actions];
        float[] values = new float[maxBatch];
        Request[] batch = new Request[maxBatch];
        try (engine) {
            while (!closed) {
                Request first = queue.poll(10, TimeUnit.MILLISECONDS);
                if (first == null) {
                    continue;
                }
                int size = 0;
                batch[size++] = first;
                while (size < maxBatch) {
                    Request next = queue.poll();
                    if (next == null) {
                        next = queue.poll(GATHER_NANOS, TimeUnit.NANOSECONDS);
                        if (next == null) {
                            break;
                        }
                    }
                    batch[size++] = next;
                }
                for (int i = 0; i < size; i++) {
                    System.arraycopy(batch[i].inputs, batch[i].offset, inputs, i * inputSize, inputSize);
                }
                RuntimeException failure = null;
                try {
                    engine.predict(inputs, size, logits, values);
                    batches++;
                    positions += size;
                } catch (RuntimeException e) {
                    failure = e;
                }
                for (int i = 0; i < size; i++) {
                    Request request = batch[i];
                    if (failure == null) {
                        System.arraycopy(logits, i * actions, request.logits, request.logitsOffset, actions);
                        request.values[request.valueIndex] = values[i];
                    }
                    request.failure = failure;
                    request.done = true;
                    LockSupport.unpark(request.caller);
                    batch[i] = null;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            closed = true;
            for (Request request; (request = queue.poll()) != null; ) {
                request.failure = new IllegalStateException("the network's batch thread has stopped");
                request.done = true;
                LockSupport.unpark(request.caller);
            }
        }
    }

    @Override
    public void evaluate(float[] inputs, int batch, float[] logits, float[] values) {
        Request request = requests.get();
        int inputSize = network.inputSize();
        int actions = network.actionCount();
        for (int b = 0; b < batch; b++) {
            request.inputs = inputs;
            request.offset = b * inputSize;
            request.logits = logits;
            request.logitsOffset = b * actions;
            request.values = values;
            request.valueIndex = b;
            request.caller = Thread.currentThread();
            request.failure = null;
            request.done = false;
            if (closed) {
                throw new IllegalStateException("the batching network is closed");
            }
            try {
                queue.put(request);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for the network", e);
            }
            while (!request.done) {
                LockSupport.parkNanos(this, 1_000_000);
                if (closed && !request.done && !thread.isAlive()) {
                    throw new IllegalStateException("the network's batch thread has stopped");
                }
            }
            if (request.failure != null) {
                throw request.failure;
            }
        }
    }

    /**
     * The engine's calls so far.
     *
     * @return the batches evaluated
     */
    public long batches() {
        return batches;
    }

    /**
     * The positions evaluated so far; over {@link #batches()}, the mean batch.
     *
     * @return the positions
     */
    public long positions() {
        return positions;
    }

    @Override
    public String gameId() {
        return network.gameId();
    }

    @Override
    public String encodingName() {
        return network.encodingName();
    }

    @Override
    public int inputSize() {
        return network.inputSize();
    }

    @Override
    public int actionCount() {
        return network.actionCount();
    }

    @Override
    public String description() {
        return network.description() + ", batches of up to " + maxBatch;
    }

    /** Stops the batch thread once the batch under way is done, and frees the engine. */
    @Override
    public void close() {
        closed = true;
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
