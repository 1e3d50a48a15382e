package dev.ply.core.search;

/**
 * The conventions searches share for scores: the range of ordinary scores, and how a forced win or
 * loss found by the search is encoded so that shorter wins score higher.
 *
 * <p>A search that proves a win {@code n} plies from the root scores it {@code WIN - n}, a loss
 * {@code -(WIN - n)}. Evaluator scores must stay strictly inside {@code (-WIN_THRESHOLD, WIN_THRESHOLD)}
 * and all scores fit the 16 bits a {@link dev.ply.core.tt.TranspositionTable} entry keeps.
 */
public final class Scores {

    /** A bound beyond every score, for the initial search window. */
    public static final int INFINITY = 32_767;

    /** The score of a position where the side to move has already won (a win in 0 plies). */
    public static final int WIN = 32_000;

    /** The longest distance to a forced result that the encoding distinguishes, in plies. */
    public static final int MAX_PLY = 1_000;

    /** Scores at or above this are forced wins; at or below its negation, forced losses. */
    public static final int WIN_THRESHOLD = WIN - MAX_PLY;

    private Scores() {
    }

    /**
     * The score of winning {@code plies} plies from the root.
     *
     * @param plies the distance to the win, 0 to {@link #MAX_PLY}
     * @return {@code WIN - plies}
     */
    public static int winIn(int plies) {
        return WIN - plies;
    }

    /**
     * The score of losing {@code plies} plies from the root.
     *
     * @param plies the distance to the loss, 0 to {@link #MAX_PLY}
     * @return {@code -(WIN - plies)}
     */
    public static int lossIn(int plies) {
        return -WIN + plies;
    }

    /**
     * Whether a score is a forced win or loss found by the search.
     *
     * @param score a search score
     * @return {@code true} if {@code |score| >= WIN_THRESHOLD}
     */
    public static boolean isDecisive(int score) {
        return Math.abs(score) >= WIN_THRESHOLD;
    }

    /**
     * The number of plies to the forced result a decisive score encodes.
     *
     * @param score a score for which {@link #isDecisive(int)} holds
     * @return the distance in plies, 0 or more
     */
    public static int pliesToResult(int score) {
        return WIN - Math.abs(score);
    }
}
