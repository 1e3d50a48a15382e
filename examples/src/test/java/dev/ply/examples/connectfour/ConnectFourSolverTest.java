package dev.ply.examples.connectfour;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Ply;
import dev.ply.core.search.Scores;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ConnectFourSolverTest {

    private static final ConnectFour GAME = (ConnectFour) Ply.game("connectfour");

    /** Alpha-beta searched to the end of the game: the reference, slow but generic. */
    private static int reference(Search search, ConnectFourState state) {
        if (state.isTerminal()) {
            return Integer.signum(state.outcome(state.toMove()));
        }
        int score = search.search(state, SearchLimits.ofDepth(42 - state.plies())).score();
        return Scores.isDecisive(score) ? Integer.signum(score) : 0;
    }

    /** A position {@code plies} random moves from the start, or null where the game ended before. */
    private static ConnectFourState randomPosition(SplittableRandom random, int plies) {
        ConnectFourState state = GAME.newState();
        int[] moves = new int[7];
        for (int p = 0; p < plies && !state.isTerminal(); p++) {
            state.play(moves[random.nextInt(state.legalMoves(moves))]);
        }
        return state.isTerminal() ? null : state;
    }

    @Test
    void everyMoveOfRandomPositionsGetsTheValueAlphaBetaFindsToTheEnd() {
        ConnectFourSolver solver = new ConnectFourSolver(16);
        SplittableRandom random = new SplittableRandom(11);
        Set<Integer> seen = new HashSet<>();
        int[] moves = new int[7];
        int positions = 0;
        try (Search search = Ply.search(GAME, "alphabeta:hash=16")) {
            while (positions < 40) {
                ConnectFourState state = randomPosition(random, 20 + random.nextInt(10));
                if (state == null) {
                    continue;
                }
                positions++;
                int[] values = solver.moveValues(state);
                int count = state.legalMoves(moves);
                for (int i = 0; i < count; i++) {
                    state.play(moves[i]);
                    assertThat(values[moves[i]]).as("%s after column %d", state.notation(), moves[i])
                            .isEqualTo(-reference(search, state));
                    state.undo();
                    seen.add(values[moves[i]]);
                }
                assertThat(solver.solve(state)).isEqualTo(reference(search, state));
            }
        }
        assertThat(seen).as("wins, draws and losses all tested").containsExactlyInAnyOrder(-1, 0, 1);
    }

    @Test
    void theColumnsThatKeepTheValueAreThoseWhoseMovesSolveToIt() {
        ConnectFourSolver solver = new ConnectFourSolver(18);
        ConnectFourSolver reference = new ConnectFourSolver(18);
        SplittableRandom random = new SplittableRandom(29);
        Set<Integer> seen = new HashSet<>();
        int[] moves = new int[7];
        boolean[] keeps = new boolean[7];
        int positions = 0;
        int partial = 0;
        while (positions < 60) {
            ConnectFourState state = randomPosition(random, 14 + random.nextInt(14));
            if (state == null) {
                continue;
            }
            positions++;
            String before = state.notation();
            int value = solver.bestColumns(state, keeps);
            assertThat(state.notation()).isEqualTo(before);
            int[] values = reference.moveValues(state);
            int best = Integer.MIN_VALUE;
            for (int v : values) {
                best = Math.max(best, v);
            }
            assertThat(value).as(before).isEqualTo(best);
            seen.add(value);
            int kept = 0;
            for (int column = 0; column < 7; column++) {
                assertThat(keeps[column]).as("%s column %d", before, column).isEqualTo(values[column] == best);
                kept += keeps[column] ? 1 : 0;
            }
            partial += kept < state.legalMoves(moves) ? 1 : 0;
        }
        assertThat(seen).as("wins, draws and losses all tested").containsExactlyInAnyOrder(-1, 0, 1);
        assertThat(partial).as("positions where some move gives the value away").isGreaterThan(20);
        assertThatThrownBy(() -> solver.bestColumns(GAME.newState(), new boolean[6]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not 6");
    }

    /** Plain negamax over win, draw and loss with alpha-beta on the game's own states: no table, no tricks. */
    private static int plain(ConnectFourState state, int alpha, int beta, int[][] moves) {
        if (state.isTerminal()) {
            return Integer.signum(state.outcome(state.toMove()));
        }
        int count = state.legalMoves(moves[state.plies()]);
        int best = -2;
        for (int i = 0; i < count && best < beta; i++) {
            state.play(moves[state.plies()][i]);
            best = Math.max(best, -plain(state, -beta, -Math.max(alpha, best), moves));
            state.undo();
        }
        return best;
    }

    @Test
    void agreesWithPlainNegamaxOnPositionsWhereTheTableIsHitFromOtherWindows() {
        ConnectFourSolver solver = new ConnectFourSolver(10);
        SplittableRandom random = new SplittableRandom(5);
        int[][] stack = new int[43][7];
        int positions = 0;
        while (positions < 300) {
            ConnectFourState state = randomPosition(random, 28 + random.nextInt(6));
            if (state == null) {
                continue;
            }
            positions++;
            assertThat(solver.solve(state)).as(state.notation()).isEqualTo(plain(state, -1, 1, stack));
        }
    }

    @Test
    void aDoubleThreatIsALossAndAFinishedGameItsResult() {
        ConnectFourSolver solver = new ConnectFourSolver(10);
        // X threatens to complete the bottom row at both ends (columns 1 and 5): O, to move, loses.
        ConnectFourState threat = GAME.parseState("......./......./......./......./.OO..../.XXX...");
        assertThat(threat.toMove()).isEqualTo(1);
        assertThat(solver.solve(threat)).isEqualTo(-1);
        ConnectFourState won = GAME.parseState("......./......./O....../O....../O....../XXXX...");
        assertThat(solver.solve(won)).isEqualTo(-1);
    }

    @Test
    void aBudgetThatRunsOutAnswersUnknownAndLeavesTheTableExact() {
        ConnectFourSolver limited = new ConnectFourSolver(20);
        ConnectFourSolver fresh = new ConnectFourSolver(20);
        SplittableRandom random = new SplittableRandom(11);
        int unknown = 0;
        int known = 0;
        for (int k = 0; k < 60; k++) {
            ConnectFourState state = randomPosition(random, 14 + random.nextInt(10));
            if (state == null) {
                continue;
            }
            String before = state.notation();
            int value = limited.solve(state, 2_000);
            assertThat(state.notation()).isEqualTo(before);
            if (value == dev.ply.core.capability.ExactValues.UNKNOWN) {
                unknown++;
            } else {
                known++;
                assertThat(value).as(before).isEqualTo(fresh.solve(state));
            }
            // After any number of searches cut short, the same solver still gives every position its exact value.
            assertThat(limited.solve(state)).as(before).isEqualTo(fresh.solve(state));
        }
        assertThat(unknown).as("positions beyond 2,000 nodes").isPositive();
        assertThat(known).as("positions solved within 2,000 nodes").isPositive();
        assertThatThrownBy(() -> limited.solve(GAME.newState(), 0))
                .hasMessage("the budget must be at least 1 node, not 0");
    }

    @Test
    void theGameOffersItsSolverAsExactValues() {
        ConnectFourState threat = GAME.parseState("......./......./......./......./.OO..../.XXX...");
        assertThat(GAME.exactValue(threat, 1_000)).isEqualTo(-1);
        assertThat(GAME.exactValue(GAME.newState(), 10)).isEqualTo(dev.ply.core.capability.ExactValues.UNKNOWN);
        assertThatThrownBy(() -> GAME.exactValue(Ply.game("tictactoe").newState(), 10))
                .hasMessage("not a Connect Four position: TicTacToeState");
    }
}
