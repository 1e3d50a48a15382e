package dev.ply.search.mcts;

import static dev.ply.search.mcts.TreeRuns.rootMove;
import static dev.ply.search.mcts.TreeRuns.run;
import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.search.RootMoveStatistics;
import dev.ply.core.search.SearchResult;
import org.junit.jupiter.api.Test;

/**
 * First-play urgency ({@code fpu}): unvisited children scored at the urgency (or by their AMAF mean under RAVE)
 * instead of every move being tried once, and all of a node's children created at once.
 */
class FirstPlayUrgencyTest {

    /** Ten root moves that all win: MAX's utilities 1. */
    private static final String ALL_WIN = "(1,1,1,1,1,1,1,1,1,1)";

    private static long triedMoves(SearchResult result) {
        return result.rootMoves().stream().filter(move -> move.visits() > 0).count();
    }

    @Test
    void shouldTryEveryMoveOnceWithoutIt() {
        SearchResult result = run(ALL_WIN, "mcts:c=0", 100);
        assertThat(triedMoves(result)).isEqualTo(10);
    }

    @Test
    void shouldKeepToAWinningMoveThatBeatsTheUrgency() {
        SearchResult result = run(ALL_WIN, "mcts:c=0,fpu=0.5", 100);
        assertThat(triedMoves(result)).as("the first move tried wins, so no other is ever worth trying").isEqualTo(1);
        assertThat(result.rootMoves().stream().mapToLong(RootMoveStatistics::visits).max().orElseThrow())
                .isEqualTo(100);
        // An urgency above what the first move earned makes the others worth a try after all.
        SearchResult losing = run("(-1,-1,-1,-1,-1,-1,-1,-1,-1,-1)", "mcts:c=0,fpu=0.5", 100);
        assertThat(triedMoves(losing)).isEqualTo(10);
    }

    @Test
    void shouldFollowTheAmafMeanOfUnvisitedMovesUnderRave() {
        // Move 1 (then move 0 by MIN) wins, everything else loses; MAX's move 1 played in the play-out also
        // credits root move 1's AMAF statistics, so RAVE with FPU finds it without trying all nine others.
        String tree = "((-1,-1),(1,1),(-1,-1),(-1,-1),(-1,-1),(-1,-1),(-1,-1),(-1,-1),(-1,-1),(-1,-1))";
        SearchResult result = run(tree, "mcts:selection=rave,c=0,fpu=0.1", 300);
        assertThat(result.bestMove()).isEqualTo(1);
        assertThat(rootMove(result, 1).visits()).isGreaterThan(250);
    }
}
