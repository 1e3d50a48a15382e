package dev.ply.games.chess.eval;

/**
 * An {@link EvaluationTerm} whose score depends on nothing but the squares of the pawns and the kings (pawn structure,
 * a king's shelter): its evaluator keeps the score in a per-thread table by those squares and computes it again only
 * when they change. Such a term does not read attacks.
 */
public interface PawnTerm extends EvaluationTerm {

    /**
     * Always, for a pawn term.
     *
     * @return {@code true}
     */
    @Override
    default boolean readsPawnsAndKingsOnly() {
        return true;
    }
}
