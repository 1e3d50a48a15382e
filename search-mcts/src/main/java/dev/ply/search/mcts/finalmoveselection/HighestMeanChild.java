package dev.ply.search.mcts.finalmoveselection;

/** The "max child": the move with the highest mean reward, however few its visits. */
public final class HighestMeanChild extends FinalMoveSelection {

    /** Creates an instance. */
    public HighestMeanChild() {
    }

    @Override
    protected double score(ChildStatistics child) {
        return child.mean();
    }

    @Override
    public String name() {
        return "mean";
    }
}
