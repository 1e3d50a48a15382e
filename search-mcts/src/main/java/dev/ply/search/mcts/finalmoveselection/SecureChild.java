package dev.ply.search.mcts.finalmoveselection;

/**
 * The "secure child" (Chaslot et al. 2008): the move maximising a lower confidence bound,
 * {@code mean - a / sqrt(visits)}, which prefers well-explored moves unless another is clearly better.
 */
public final class SecureChild extends FinalMoveSelection {

    private final double confidence;

    /**
     * Creates the selection.
     *
     * @param confidence the constant {@code a}, positive
     */
    public SecureChild(double confidence) {
        this.confidence = confidence;
    }

    @Override
    protected double score(ChildStatistics child) {
        return child.mean() - confidence / Math.sqrt(child.visits());
    }

    @Override
    public String name() {
        return "secure";
    }
}
