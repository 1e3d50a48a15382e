package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;

/**
 * A middlegame and an endgame score packed in one {@code int}, so that evaluation terms add both with one
 * addition: {@code packed = (endgame << 16) + middlegame}. Each half holds a value in
 * {@code [-32768, 32767]} centipawns; sums of packed scores are the packed sums as long as the halves stay
 * in range.
 */
public final class TaperedScore {

    /** The largest game phase: all minor and major pieces on the board (knight and bishop 1, rook 2, queen 4). */
    public static final int MAX_PHASE = 24;

    private TaperedScore() {
    }

    /**
     * Adds a middlegame and an endgame weight for each name, {@code PREFIX.NAME.mg} and {@code PREFIX.NAME.eg}, as the
     * terms declare theirs.
     *
     * @param builder the weights being built
     * @param prefix the term's prefix, such as {@code threats}
     * @param names the names, in order
     * @param values middlegame and endgame default for each name in turn; {@code null} for all 0
     * @param minimum the smallest value of every weight
     * @param maximum the largest value of every weight
     * @return the builder
     */
    static EvaluatorWeights.Builder addPairs(EvaluatorWeights.Builder builder, String prefix, String[] names,
            int[] values, int minimum, int maximum) {
        for (int i = 0; i < names.length; i++) {
            builder.add(prefix + "." + names[i] + ".mg", values == null ? 0 : values[2 * i], minimum, maximum)
                    .add(prefix + "." + names[i] + ".eg", values == null ? 0 : values[2 * i + 1], minimum, maximum);
        }
        return builder;
    }

    /**
     * Packs two scores.
     *
     * @param middlegame the score when all pieces are on the board, in centipawns
     * @param endgame the score when only kings and pawns are left, in centipawns
     * @return the packed score
     */
    public static int of(int middlegame, int endgame) {
        return (endgame << 16) + middlegame;
    }

    /**
     * The middlegame half.
     *
     * @param packed a packed score
     * @return the middlegame score
     */
    public static int middlegame(int packed) {
        return (short) packed;
    }

    /**
     * The endgame half.
     *
     * @param packed a packed score
     * @return the endgame score
     */
    public static int endgame(int packed) {
        return (short) ((packed + 0x8000) >> 16);
    }

    /**
     * Blends the halves by the game phase.
     *
     * @param packed a packed score
     * @param phase 0 (bare kings and pawns) to {@link #MAX_PHASE} (all pieces)
     * @return {@code (middlegame * phase + endgame * (MAX_PHASE - phase)) / MAX_PHASE}
     */
    public static int taper(int packed, int phase) {
        return (middlegame(packed) * phase + endgame(packed) * (MAX_PHASE - phase)) / MAX_PHASE;
    }
}
