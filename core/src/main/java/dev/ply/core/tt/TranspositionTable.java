package dev.ply.core.tt;

/**
 * A transposition table: a fixed-size cache from position keys ({@link dev.ply.core.GameState#hash()})
 * to what a search learned about the position, shared by all threads of a search.
 *
 * <p>Entries are packed into one {@code long} so that probing allocates nothing. {@link #probe(long)}
 * returns the packed entry, or {@link #MISS}; the static accessors unpack it. The layout, from the
 * least significant bit:
 * <pre>
 *  bits  0-15  score       signed 16-bit, in the search's units ({@link #score(long)})
 *  bits 16-23  depth       signed 8-bit, in plies; quiescence entries may be negative ({@link #depth(long)})
 *  bits 24-25  bound       {@link #BOUND_UPPER}, {@link #BOUND_LOWER} or {@link #BOUND_EXACT} ({@link #bound(long)})
 *  bits 26-31  generation  1..63, the search that wrote it; never 0, so a stored entry is never 0
 *  bits 32-63  move        the best move found, or {@link dev.ply.core.GameState#NO_MOVE} ({@link #move(long)})
 * </pre>
 * Scores are truncated to 16 bits, so searches keep their scores within {@code [-32767, 32767]};
 * depths are clamped to {@code [-128, 127]}.
 *
 * <p>Implementations must be safe for concurrent {@code probe} and {@code store} from many threads
 * without locks, and must never return an entry that was not stored under the probed key (a torn
 * write from two racing threads is detected and reported as a miss). {@link #clear()},
 * {@link #newSearch()} and {@link #resize(int)} are called between searches, not during one.
 */
public interface TranspositionTable {

    /** What {@link #probe(long)} returns when the key is not in the table. */
    long MISS = 0L;

    /** The stored score is an upper bound: the search failed low (all moves were at most this). */
    int BOUND_UPPER = 1;
    /** The stored score is a lower bound: the search failed high (a move reached at least this). */
    int BOUND_LOWER = 2;
    /** The stored score is exact: it lay strictly inside the search window. */
    int BOUND_EXACT = BOUND_UPPER | BOUND_LOWER;

    /**
     * Looks a position up.
     *
     * @param key the position's 64-bit key
     * @return the packed entry stored under exactly that key, or {@link #MISS}
     */
    long probe(long key);

    /**
     * Stores what a search learned about a position, possibly replacing another entry of the same
     * bucket according to the implementation's replacement policy (by depth and age).
     *
     * @param key the position's 64-bit key
     * @param move the best move found, or {@link dev.ply.core.GameState#NO_MOVE}; when it is
     *     {@code NO_MOVE} an existing move for the same key is kept
     * @param score the score, from the side to move's view, within 16 bits
     * @param depth the remaining depth the score was searched to, in plies
     * @param bound {@link #BOUND_UPPER}, {@link #BOUND_LOWER} or {@link #BOUND_EXACT}
     */
    void store(long key, int move, int score, int depth, int bound);

    /**
     * Starts a new search: entries from earlier searches become older, and so the first to be
     * replaced. Call once per search, not per iteration.
     */
    void newSearch();

    /**
     * How full the table is with entries of the current search, per mille (what UCI reports as
     * {@code hashfull}), estimated from a sample of the first thousand entries.
     *
     * @return 0 to 1000
     */
    int hashfull();

    /** Empties the table. Not to be called while a search is using it. */
    void clear();

    /**
     * Reallocates the table at a new size, emptying it. Not to be called while a search is using it.
     *
     * @param sizeMiB the new size in mebibytes, at least 1
     */
    void resize(int sizeMiB);

    /**
     * The table's size.
     *
     * @return the size in mebibytes
     */
    int sizeMiB();

    /**
     * The best move of a packed entry.
     *
     * @param entry a non-{@link #MISS} value returned by {@link #probe(long)}
     * @return the move, or {@link dev.ply.core.GameState#NO_MOVE}
     */
    static int move(long entry) {
        return (int) (entry >>> 32);
    }

    /**
     * The score of a packed entry.
     *
     * @param entry a non-{@link #MISS} value returned by {@link #probe(long)}
     * @return the score, from the view of the side to move in the stored position
     */
    static int score(long entry) {
        return (short) entry;
    }

    /**
     * The depth of a packed entry.
     *
     * @param entry a non-{@link #MISS} value returned by {@link #probe(long)}
     * @return the remaining depth in plies
     */
    static int depth(long entry) {
        return (byte) (entry >>> 16);
    }

    /**
     * The bound type of a packed entry.
     *
     * @param entry a non-{@link #MISS} value returned by {@link #probe(long)}
     * @return {@link #BOUND_UPPER}, {@link #BOUND_LOWER} or {@link #BOUND_EXACT}
     */
    static int bound(long entry) {
        return (int) (entry >>> 24) & 3;
    }

    /**
     * Whether a stored score settles a node searched with the window {@code (alpha, beta)}: an exact
     * score always does, a lower bound at or above {@code beta} (the node fails high) and an upper bound
     * at or below {@code alpha} (it fails low) too. The depth the entry was searched to is for the
     * caller to check.
     *
     * @param bound the entry's {@link #bound(long)}
     * @param score the entry's score, adjusted to the node's ply
     * @param alpha the window's lower end
     * @param beta the window's upper end
     * @return {@code true} if the node can return {@code score} without searching
     */
    static boolean settles(int bound, int score, int alpha, int beta) {
        return bound == BOUND_EXACT || bound == BOUND_LOWER && score >= beta || bound == BOUND_UPPER && score <= alpha;
    }

    /**
     * The generation (search number, 1..63) that wrote a packed entry.
     *
     * @param entry a non-{@link #MISS} value returned by {@link #probe(long)}
     * @return the generation
     */
    static int generation(long entry) {
        return (int) (entry >>> 26) & 63;
    }

    /**
     * Packs the fields of an entry into the layout described in this interface's documentation.
     *
     * @param move the best move, or {@link dev.ply.core.GameState#NO_MOVE}
     * @param score the score; only its low 16 bits are kept
     * @param depth the depth; clamped to {@code [-128, 127]}
     * @param bound the bound type
     * @param generation 1..63
     * @return the packed entry
     */
    static long pack(int move, int score, int depth, int bound, int generation) {
        int clampedDepth = Math.max(-128, Math.min(127, depth));
        return ((long) move << 32)
                | ((long) (generation & 63) << 26)
                | ((long) (bound & 3) << 24)
                | ((long) (clampedDepth & 0xFF) << 16)
                | (score & 0xFFFFL);
    }
}
