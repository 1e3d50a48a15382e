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

    private final BlockingQueue<String[]> queue = new ArrayBlockingQueue<>(CAPACITY);
    private final Function<Object, String> json;
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
        if (dropped || !queue.offer(new String[] {event, json.apply(data)})) {
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
                if (next == null) {
                    client.sendComment("keep-alive");
                } else {
                    client.sendEvent(next[0], next[1]);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            // The page has gone: nothing to write to.
        }
        dropped = true;
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
