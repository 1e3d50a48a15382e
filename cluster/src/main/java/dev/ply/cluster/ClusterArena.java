package dev.ply.cluster;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.cluster.Member;
import com.hazelcast.core.ExecutionCallback;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceNotActiveException;
import com.hazelcast.core.IExecutorService;
import com.hazelcast.core.MemberLeftException;
import com.hazelcast.spi.exception.RetryableException;
import com.hazelcast.spi.exception.TargetDisconnectedException;
import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.MatchResult;
import dev.ply.lab.GameLine;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.io.Serializable;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays an arena's matches on a cluster of {@link Worker}s: the coordinator (this class, a Hazelcast client) hands
 * out one game a task, and collects the games in order through {@link Arena#playAll}, so listeners, SPRT stops and
 * results are those of a serial run with the same seeds.
 *
 * <p>A game lost with a worker that left (it was stopped, it crashed, its machine went away) is played again on
 * another: every game is decided by the match's seeds, so the replay is the game the lost worker would have played,
 * and each game is counted once whichever copy answers. A worker that cannot play a game (an engine it does not
 * have) refuses it and the game goes to another; a game no worker can play fails the run with their reasons.
 */
public final class ClusterArena implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(ClusterArena.class);
    private static final int MAX_RETRIES = 100;
    private static final long RETRY_DELAY_MILLIS = 200;

    private final HazelcastInstance client;
    private final IExecutorService executor;
    private final String addresses;
    private final ScheduledExecutorService retries = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "ply-cluster-retry");
        thread.setDaemon(true);
        return thread;
    });
    private final AtomicInteger replayed = new AtomicInteger();

    private ClusterArena(HazelcastInstance client, String addresses) {
        this.client = client;
        this.addresses = addresses;
        this.executor = client.getExecutorService(Worker.EXECUTOR);
    }

    /**
     * Connects to a cluster.
     *
     * @param addresses one or more workers' addresses, {@code host:port} separated by commas
     * @param key the cluster's name and secret
     * @param timeoutMillis how long to try before giving up
     * @return the connected coordinator
     * @throws InvalidInputException one line, when no worker answers in time
     */
    public static ClusterArena connect(String addresses, ClusterKey key, long timeoutMillis) {
        ClientConfig config = new ClientConfig();
        config.setClusterName(key.hazelcastName());
        ClusterSupport.quiet(config.getProperties());
        for (String address : addresses.split(",")) {
            if (!address.isBlank()) {
                config.getNetworkConfig().addAddress(address.strip());
            }
        }
        config.getConnectionStrategyConfig().getConnectionRetryConfig().setClusterConnectTimeoutMillis(timeoutMillis);
        config.getNetworkConfig().setConnectionTimeout((int) Math.min(Integer.MAX_VALUE, Math.max(1000,
                timeoutMillis / 2)));
        InvalidInputException noWorker = new InvalidInputException("no Ply worker of cluster '" + key.name()
                + "' answers at " + addresses + " (start one with './ply worker'; workers with another secret do not"
                + " answer)");
        // The client's own handshake can wait far longer than asked for a peer that is not Hazelcast at all: the
        // connection is made on a thread of its own and given up at the time asked.
        CompletableFuture<HazelcastInstance> connecting = CompletableFuture.supplyAsync(
                () -> HazelcastClient.newHazelcastClient(config), runnable -> {
                    Thread thread = new Thread(runnable, "ply-cluster-connect");
                    thread.setDaemon(true);
                    thread.start();
                });
        try {
            return new ClusterArena(connecting.get(timeoutMillis, TimeUnit.MILLISECONDS), addresses);
        } catch (ExecutionException e) {
            throw noWorker;
        } catch (java.util.concurrent.TimeoutException e) {
            connecting.thenAccept(HazelcastInstance::shutdown);
            throw noWorker;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw noWorker;
        }
    }

    /**
     * The workers in the cluster now.
     *
     * @return their number
     */
    public int workers() {
        return client.getCluster().getMembers().size();
    }

    /**
     * Games played again because the worker playing them left, over this coordinator's life.
     *
     * @return their number
     */
    public int replayedGames() {
        return replayed.get();
    }

    /**
     * Plays a match on the cluster.
     *
     * @param game the game
     * @param arena the match's arena (its settings are sent; its listener and stop condition run here)
     * @param agentA agent A's specification, made on each worker
     * @param agentB agent B's
     * @param moveMillis the time a move of an agent whose specification sets no limit
     * @return the match, its games in order
     */
    public MatchResult play(Game game, Arena arena, String agentA, String agentB, long moveMillis) {
        Arena.Settings settings = arena.settings();
        return arena.playAll(agentA, agentB, index -> run(new GameTask(game.id(), agentA, agentB, settings,
                moveMillis, index), index).thenApply(json -> GameLine.fromJson(json).replay(game)));
    }

    /**
     * Runs one game of any other kind on a worker (a self-play game of a training run, say), with a match's
     * guarantees: a game lost with a worker that leaves is run again on another, a worker that refuses it
     * ({@link WorkerRefusal}) hands it to the next, and a game no worker can run fails with their reasons.
     *
     * @param task the game, run on the worker; Ply's own class, since workers deserialize only those
     * @param index its number, which names it in messages and spreads games over the workers
     * @param <R> what the worker answers
     * @param <T> the task's type
     * @return the worker's answer, when it comes
     */
    public <R, T extends Callable<R> & Serializable> CompletableFuture<R> run(T task, int index) {
        CompletableFuture<R> result = new CompletableFuture<>();
        attempt(task, index, result, new HashSet<>(), new ArrayList<>(), 0);
        return result;
    }

    private <R> void attempt(Callable<R> task, int index, CompletableFuture<R> result, Set<UUID> refusedBy,
            List<String> refusals, int retry) {
        if (result.isDone()) {
            return; // cancelled: the run no longer needs this game
        }
        List<Member> candidates = new ArrayList<>();
        try {
            for (Member member : client.getCluster().getMembers()) {
                if (!refusedBy.contains(member.getUuid())) {
                    candidates.add(member);
                }
            }
        } catch (RuntimeException e) {
            result.completeExceptionally(gone(index));
            return;
        }
        if (candidates.isEmpty()) {
            result.completeExceptionally(new InvalidInputException(refusals.isEmpty()
                    ? "no worker left at " + addresses + " to play game " + (index + 1)
                    : "no worker can play game " + (index + 1) + ": " + String.join("; ", refusals)));
            return;
        }
        Member member = candidates.get(Math.floorMod(index + retry, candidates.size()));
        try {
            submit(task, index, result, refusedBy, refusals, retry, member);
        } catch (RuntimeException e) {
            // The client has given up on the cluster (every worker gone past its reconnection time).
            result.completeExceptionally(gone(index));
        }
    }

    private InvalidInputException gone(int index) {
        return new InvalidInputException("the cluster at " + addresses + " is gone (no worker answers) before game "
                + (index + 1) + "; the games finished before it are kept");
    }

    private <R> void submit(Callable<R> task, int index, CompletableFuture<R> result, Set<UUID> refusedBy,
            List<String> refusals, int retry, Member member) {
        executor.submitToMember(task, member, new ExecutionCallback<R>() {
            @Override
            public void onResponse(R answer) {
                result.complete(answer);
            }

            @Override
            public void onFailure(Throwable failure) {
                Throwable cause = failure instanceof ExecutionException && failure.getCause() != null
                        && !(failure instanceof MemberLeftException) ? failure.getCause() : failure;
                if (cause instanceof WorkerRefusal refusal) {
                    refusedBy.add(member.getUuid());
                    refusals.add(refusal.getMessage());
                    attempt(task, index, result, refusedBy, refusals, retry);
                } else if (cause instanceof com.hazelcast.client.HazelcastClientNotActiveException) {
                    result.completeExceptionally(gone(index));
                } else if (lost(cause) && retry < MAX_RETRIES) {
                    if (retry == 0) {
                        replayed.incrementAndGet();
                        LOG.warn("game {} was lost with worker {}; it is played again on another",
                                index + 1, member.getAddress());
                    }
                    retries.schedule(() -> attempt(task, index, result, refusedBy, refusals, retry + 1),
                            RETRY_DELAY_MILLIS, TimeUnit.MILLISECONDS);
                } else {
                    result.completeExceptionally(cause instanceof RuntimeException runtime ? runtime
                            : new IllegalStateException("game " + (index + 1) + " failed on "
                                    + member.getAddress() + ": " + cause, cause));
                }
            }
        });
    }

    /** Whether a failure means the worker went away rather than that the game went wrong. */
    private static boolean lost(Throwable cause) {
        return cause instanceof MemberLeftException || cause instanceof RetryableException
                || cause instanceof HazelcastInstanceNotActiveException || cause instanceof TargetDisconnectedException;
    }

    /** Disconnects; the workers keep running. */
    @Override
    public void close() {
        retries.shutdownNow();
        client.shutdown();
    }
}
