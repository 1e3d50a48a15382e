package dev.ply.core.perft;

import static com.google.common.base.Preconditions.checkArgument;

import dev.ply.core.GameState;
import dev.ply.core.capability.PerftMoves;
import dev.ply.core.capability.ProtocolNotation;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Counts move paths: {@code perft(d)} is the number of sequences of exactly {@code d} moves that can
 * be played from a position. Paths through a finished game end there and count nothing at greater
 * depths.
 *
 * <p>Chance outcomes do not count as plies: at a chance node every outcome is followed at the same
 * depth, unweighted, so in backgammon {@code perft(1)} from a position before the roll sums the plays
 * of all 21 rolls. At depth 1 the moves of a player node are counted without playing them (bulk
 * counting).
 *
 * <p>A state that implements {@link PerftMoves} is walked through its {@link PerftMoves#perftMoves perft
 * moves} instead of its legal moves, so that positions its draw rules have ended count on as the game's
 * reference numbers expect, and its last ply is counted by {@link PerftMoves#countPerftMoves}.
 *
 * <p>Works for any game through the SPI. Each call allocates its buffers once, not per node.
 */
public final class Perft {

    private final int[][] moves;
    private final AtomicLong progress;

    private Perft(GameState state, int depth, AtomicLong progress) {
        // Chance plies do not use depth, so leave room for one chance node above every move ply.
        this.moves = new int[2 * depth + 2][state.game().maxMoves()];
        this.progress = progress;
    }

    /**
     * Counts the move paths of exactly {@code depth} moves.
     *
     * @param state the position; played on and restored
     * @param depth 0 or more
     * @return the number of paths
     */
    public static long count(GameState state, int depth) {
        checkArgument(depth >= 0, "perft depth must not be negative: %s", depth);
        return new Perft(state, depth, null).perft(state, depth, 0);
    }

    /**
     * Counts the move paths below each move of the root, as Stockfish's {@code go perft} lists them.
     * At a chance root the entries are the chance outcomes. Moves are written in the state's
     * {@link ProtocolNotation} when it has one (so chess lists {@code e2e4}, as engines do), otherwise in
     * its standard notation.
     *
     * @param state the position; copied for each thread and restored
     * @param depth 1 or more
     * @param threads how many threads share the root moves, 1 or more
     * @param progress incremented by each root move's count as it completes, for a live display; may be
     *     {@code null}
     * @return one entry per root move, in generation order
     */
    public static List<Entry> divide(GameState state, int depth, int threads, AtomicLong progress) {
        checkArgument(depth >= 1, "divide needs a depth of at least 1, not %s", depth);
        checkArgument(threads >= 1, "perft needs at least one thread, not %s", threads);
        int[] rootMoves = new int[state.game().maxMoves()];
        int count = generate(state, rootMoves);
        int below = state.isChanceNode() ? depth : depth - 1;
        List<Entry> entries = new ArrayList<>(count);
        if (threads == 1) {
            Perft perft = new Perft(state, depth, progress);
            for (int i = 0; i < count; i++) {
                String text = notation(state, rootMoves[i]);
                state.play(rootMoves[i]);
                long nodes = perft.perft(state, below, 1);
                state.undo();
                entries.add(new Entry(rootMoves[i], text, nodes));
                if (progress != null) {
                    progress.addAndGet(nodes);
                }
            }
            return entries;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "ply-perft");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<Long>> counts = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                int move = rootMoves[i];
                GameState copy = state.copy();
                counts.add(pool.submit(() -> {
                    copy.play(move);
                    long nodes = new Perft(copy, depth, null).perft(copy, below, 1);
                    if (progress != null) {
                        progress.addAndGet(nodes);
                    }
                    return nodes;
                }));
            }
            for (int i = 0; i < count; i++) {
                entries.add(new Entry(rootMoves[i], notation(state, rootMoves[i]), counts.get(i).get()));
            }
            return entries;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("perft interrupted", e);
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException("perft failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Counts the move paths of exactly {@code depth} moves on several threads.
     *
     * @param state the position; copied for each thread
     * @param depth 0 or more
     * @param threads 1 or more
     * @return the number of paths
     */
    public static long count(GameState state, int depth, int threads) {
        if (depth == 0 || threads == 1) {
            return count(state, depth);
        }
        return divide(state, depth, threads, null).stream().mapToLong(Entry::nodes).sum();
    }

    private static String notation(GameState state, int move) {
        return state instanceof ProtocolNotation protocol ? protocol.moveToProtocol(move) : state.moveToString(move);
    }

    private static int generate(GameState state, int[] buffer) {
        return state instanceof PerftMoves rules ? rules.perftMoves(buffer) : state.legalMoves(buffer);
    }

    private long perft(GameState state, int depth, int ply) {
        if (depth == 0) {
            return 1;
        }
        int[] buffer = moves[ply];
        boolean chance = state.isChanceNode();
        if (depth == 1 && !chance && state instanceof PerftMoves rules) {
            return rules.countPerftMoves(buffer);
        }
        int count = generate(state, buffer);
        if (chance) {
            long nodes = 0;
            for (int i = 0; i < count; i++) {
                state.play(buffer[i]);
                nodes += perft(state, depth, ply + 1);
                state.undo();
            }
            return nodes;
        }
        if (depth == 1) {
            return count;
        }
        long nodes = 0;
        for (int i = 0; i < count; i++) {
            state.play(buffer[i]);
            nodes += perft(state, depth - 1, ply + 1);
            state.undo();
        }
        return nodes;
    }

    /**
     * One root move of a {@link #divide} and the paths below it.
     *
     * @param move the move
     * @param notation the move in the game's protocol notation if it has one, else its standard notation
     * @param nodes the paths of the remaining depth below it
     */
    public record Entry(int move, String notation, long nodes) {
    }
}
