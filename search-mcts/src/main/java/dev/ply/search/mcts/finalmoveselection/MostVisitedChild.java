package dev.ply.search.mcts.finalmoveselection;

/** The textbook choice, the "robust child": the most visited move, the higher mean breaking ties. */
public final class MostVisitedChild extends FinalMoveSelection {

    /** Creates an instance. */
    public MostVisitedChild() {
    }

    @Override
    protected double score(ChildStatistics child) {
        return child.visits() + child.mean() * 0.5;
    }

    @Override
    public String name() {
        return "visits";
    }
}
