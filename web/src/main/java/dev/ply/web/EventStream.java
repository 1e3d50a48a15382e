package dev.ply.web;

import io.javalin.http.sse.SseClient;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * One page's stream of server-sent events, delivered without ever blocking the game: events are queued (as JSON,
 * made when they happen) and written by the page's own request thread. A page that does not read its stream fills
 * its queue and is dropped; the game and its other pages go on.
 */
final class EventStream {

    /** Events a page may fall behind by before it is dropped. */
    static final int CAPACITY = 256;
    /** How often a quiet stream sends a comment, to notice a page that has gone. */
    static final long HEARTBEAT_MILLIS = 15_000;

    /** Put in the queue by {@link #end()} to wake the delivering thread at once. */
    private static final String[] END = new String[0];

    private final BlockingQueue<String[]> queue = new ArrayBlockingQueue<>(CAPACITY + 1);
    private final Function<Object, String> json;
    private final java.util.concurrent.CountDownLatch finished = new java.util.concurrent.CountDownLatch(1);
    private volatile boolean dropped;

    /**
     * Creates a stream.
     *
     * @param json how an event's data is written
     */
    EventStream(Function<Object, String> json) {
        this.json = json;
    }

    /**
     * Queues an event; never blocks.
     *
     * @param event the event's name
     * @param data its data, written as JSON now
     * @throws IllegalStateException when the page has fallen too far behind (it is dropped)
     */
    void offer(String event, Object data) {
        if (dropped || queue.size() >= CAPACITY || !queue.offer(new String[] {event, json.apply(data)})) {
            dropped = true;
            throw new IllegalStateException("the page reads its events too slowly");
        }
    }

    /**
     * Writes the queued events to the page until it goes away or is dropped: runs on the page's request thread.
     *
     * @param client the page's connection
     */
    void deliver(SseClient client) {
        try {
            while (!dropped && !client.terminated()) {
                String[] next = queue.poll(HEARTBEAT_MILLIS, TimeUnit.MILLISECONDS);
                if (next == END) {
                    break;
                } else if (next == null) {
                    client.sendComment("keep-alive");
                } else {
                    client.sendEvent(next[0], next[1]);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            // The page has gone: nothing to write to.
        } finally {
            dropped = true;
            finished.countDown();
        }
    }

    /**
     * Ends the stream: the delivering thread returns at once, so that the request completes while the server can
     * still complete it (a server stopped under a streaming request leaves Javalin retrying its error handling).
     *
     * @param waitMillis how long to wait for the delivering thread to return
     * @return whether it returned in time (or never started)
     */
    boolean end(long waitMillis) {
        dropped = true;
        queue.offer(END);
        try {
            return finished.await(waitMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * Whether the page was dropped or has gone.
     *
     * @return {@code true} once nothing more is delivered
     */
    boolean dropped() {
        return dropped;
    }
}
