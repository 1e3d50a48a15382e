package dev.ply.search.mcts.finalmoveselection;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.search.mcts.tree.Proofs;
import dev.ply.search.mcts.tree.SearchTree;
import java.util.List;
import org.junit.jupiter.api.Test;

class FinalMoveSelectionTest {

    private static ChildStatistics child(int move, long visits, double mean) {
        return new ChildStatistics(move, visits, mean, Proofs.UNPROVEN, 0);
    }

    private final List<ChildStatistics> children = List.of(child(0, 100, 0.55), child(1, 3, 0.9),
            child(2, 90, 0.6));

    @Test
    void shouldChooseByVisitsMeanOrLowerBound() {
        assertThat(new MostVisitedChild().choose(children, 0)).isEqualTo(0);
        assertThat(new HighestMeanChild().choose(children, 0)).isEqualTo(1);
        // 0.6 - 1/sqrt(90) = 0.49 beats 0.55 - 1/sqrt(100) = 0.45 and 0.9 - 1/sqrt(3) = 0.32.
        assertThat(new SecureChild(1).choose(children, 0)).isEqualTo(2);
    }

    @Test
    void shouldPlayTheShortestProvenWinAndAvoidProvenLosses() {
        List<ChildStatistics> proven = List.of(
                new ChildStatistics(0, 500, 0.9, Proofs.PROVEN_WIN_1, 3),
                new ChildStatistics(1, 20, 0.6, Proofs.PROVEN_WIN_0, 7),
                new ChildStatistics(2, 10, 0.6, Proofs.PROVEN_WIN_0, 3),
                new ChildStatistics(3, 400, 0.5, Proofs.UNPROVEN, 0));
        assertThat(new MostVisitedChild().choose(proven, 0)).isEqualTo(2);
        assertThat(new MostVisitedChild().choose(proven, 1)).as("for player 1, 0 is the win").isEqualTo(0);
        List<ChildStatistics> losing = List.of(
                new ChildStatistics(0, 500, 0.1, Proofs.PROVEN_WIN_1, 3),
                new ChildStatistics(1, 20, 0.0, Proofs.PROVEN_WIN_1, 9),
                new ChildStatistics(2, 30, 0.2, Proofs.UNPROVEN, 0));
        assertThat(new MostVisitedChild().choose(losing, 0)).isEqualTo(2);
        assertThat(new MostVisitedChild().choose(losing.subList(0, 2), 0)).as("the longest loss").isEqualTo(1);
    }
}
