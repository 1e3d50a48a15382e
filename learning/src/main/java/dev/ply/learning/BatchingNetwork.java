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
 * <p>A caller's request is its call's positions (one, or the leaves a search worker gathered). The batch thread
 * takes the requests waiting, then keeps taking more until {@code maxBatch} positions are in or none has come for
 * {@code gather} nanoseconds, and evaluates them in calls of at most {@code maxBatch}.
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

    /** One caller's request, reused for all its calls: its positions, evaluated together with other callers'. */
    private static final class Request {
        float[] inputs;
        float[] logits;
        float[] values;
        int count;
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
        Request[] gathered = new Request[maxBatch];
        // Where each position of the engine's batch comes from: its request and its place there.
        Request[] owners = new Request[maxBatch];
        int[] places = new int[maxBatch];
        try (engine) {
            while (!closed) {
                Request first = queue.poll(10, TimeUnit.MILLISECONDS);
                if (first == null) {
                    continue;
                }
                int requests = 0;
                int total = first.count;
                gathered[requests++] = first;
                while (total < maxBatch && requests < maxBatch) {
                    Request next = queue.poll();
                    if (next == null) {
                        next = queue.poll(GATHER_NANOS, TimeUnit.NANOSECONDS);
                        if (next == null) {
                            break;
                        }
                    }
                    gathered[requests++] = next;
                    total += next.count;
                }
                RuntimeException failure = null;
                int size = 0;
                for (int r = 0; r < requests; r++) {
                    Request request = gathered[r];
                    for (int p = 0; p < request.count; p++) {
                        System.arraycopy(request.inputs, p * inputSize, inputs, size * inputSize, inputSize);
                        owners[size] = request;
                        places[size++] = p;
                        if (size == maxBatch || r == requests - 1 && p == request.count - 1) {
                            failure = failure != null ? failure
                                    : predict(engine, inputs, size, logits, values, owners, places);
                            size = 0;
                        }
                    }
                }
                for (int r = 0; r < requests; r++) {
                    Request request = gathered[r];
                    request.failure = failure;
                    request.done = true;
                    LockSupport.unpark(request.caller);
                    gathered[r] = null;
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

    /** Evaluates one engine batch and hands each position's outputs to its request: {@code null}, or the failure. */
    private RuntimeException predict(NetworkTrainer engine, float[] inputs, int size, float[] logits, float[] values,
            Request[] owners, int[] places) {
        try {
            engine.predict(inputs, size, logits, values);
        } catch (RuntimeException e) {
            return e;
        }
        batches++;
        positions += size;
        int actions = network.actionCount();
        for (int i = 0; i < size; i++) {
            Request request = owners[i];
            System.arraycopy(logits, i * actions, request.logits, places[i] * actions, actions);
            request.values[places[i]] = values[i];
            owners[i] = null;
        }
        return null;
    }

    /**
     * Evaluates positions: they go to the batch thread as one request, which it evaluates together with other
     * threads' (in calls of at most {@code maxBatch}); the caller waits until all of them are done.
     */
    @Override
    public void evaluate(float[] inputs, int batch, float[] logits, float[] values) {
        if (batch < 1) {
            return;
        }
        if (closed) {
            throw new IllegalStateException("the batching network is closed");
        }
        Request request = requests.get();
        request.inputs = inputs;
        request.logits = logits;
        request.values = values;
        request.count = batch;
        request.caller = Thread.currentThread();
        request.failure = null;
        request.done = false;
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
