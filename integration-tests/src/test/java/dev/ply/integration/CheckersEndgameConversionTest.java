package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.games.checkers.CheckersState;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Two kings against one: from positions where the win exists (by the exact table of
 * {@link CheckersKingsEndgames}), {@code alphabeta} with the checkers evaluator converts it before the
 * 40-move rule draws the game, with the defender searching as deeply for its best defence. Positions
 * where the lone king is to move and must take a king at once are left out: from the first move they
 * are one king against one.
 *
 * <p>The searches are limited by depth, not time, so that the games are the same on a loaded machine.
 * The alpha-beta search has no quiescence or pruning: it is the evaluator's endgame knowledge (closing
 * in, driving the lone king from the double corner, pending captures) that makes progress visible
 * within its horizon.
 */
class CheckersEndgameConversionTest {

    private static final Game GAME = Ply.game("checkers");
    private static CheckersKingsEndgames table;

    @BeforeAll
    static void solveTheEndgames() {
        table = new CheckersKingsEndgames(GAME);
    }

    /** Every two-against-one position that the two kings win, both colours, both sides to move. */
    private static List<String> wins() {
        return wins(1, 0);
    }

    /**
     * Every {@code every}-th two-against-one position that the two kings win, starting with the
     * {@code offset}-th, both colours, both sides to move.
     */
    private static List<String> wins(int every, int offset) {
        List<String> positions = new ArrayList<>();
        int index = 0;
        for (int strong = 0; strong < 2; strong++) {
            for (int side = 0; side < 2; side++) {
                for (int a = 0; a < 32; a++) {
                    for (int b = a + 1; b < 32; b++) {
                        for (int lone = 0; lone < 32; lone++) {
                            if (lone == a || lone == b) {
                                continue;
                            }
                            String position = strong == 0
                                    ? CheckersKingsEndgames.notation(side, List.of(a, b), List.of(lone))
                                    : CheckersKingsEndgames.notation(side, List.of(lone), List.of(a, b));
                            if (table.strongSideWins(position, strong, side) && !loneKingTakesAtOnce(position, strong)
                                    && index++ % every == offset) {
                                positions.add(position);
                            }
                        }
                    }
                }
            }
        }
        return positions;
    }

    /**
     * Whether the lone king is to move and must take a king at once: the ending is then one king against
     * one from the first move, not the conversion this test is about.
     */
    private static boolean loneKingTakesAtOnce(String position, int strong) {
        CheckersState state = (CheckersState) GAME.parseState(position);
        return state.toMove() != strong && state.tacticalMoves(new int[GAME.maxMoves()]) > 0;
    }

    /**
     * Plays a position out with both sides searching to {@code depth}.
     *
     * @return a description of the failure, or {@code null} if the two kings won before the 40-move rule
     */
    private static String convert(String position, Search search, int depth) {
        GameState state = GAME.parseState(position);
        int strong = Integer.bitCount(((CheckersState) state).pieces(0)) == 2 ? 0 : 1;
        search.newGame();
        StringBuilder moves = new StringBuilder();
        while (!state.isTerminal()) {
            int move = search.search(state, SearchLimits.ofDepth(depth)).bestMove();
            moves.append(' ').append(state.moveToString(move));
            state.play(move);
        }
        if (state.outcome(strong) > 0 && state.plies() <= CheckersState.FORTY_MOVE_PLIES) {
            return null;
        }
        return position + " (win in " + table.pliesToWin(position) + " plies) ended " + state.notation()
                + " after" + moves;
    }

    private static void assertConverted(List<String> positions, int depth) {
        List<String> failures = new ArrayList<>();
        int longest = 0;
        try (Search search = Ply.search(GAME, "alphabeta")) {
            for (String position : positions) {
                String failure = convert(position, search, depth);
                if (failure != null) {
                    failures.add(failure);
                }
                longest = Math.max(longest, table.pliesToWin(position));
            }
        }
        assertThat(failures).as("positions not converted at depth %d", depth).isEmpty();
        assertThat(longest).as("the set includes long wins").isGreaterThan(25);
    }

    @Test
    void shouldKnowTheExactValuesOfTheSmallEndgames() {
        // One king against one cannot be forced in general, two against one nearly always can.
        assertThat(table.value("B:WK1:BK32")).isZero();
        assertThat(table.strongSideWins("W:WK5:BK18,K19", 0, 1)).isTrue();
        assertThat(table.pliesToWin("B:WK14:BK1,K32")).isGreaterThan(10);
        // White to move takes a king at once and holds the draw.
        assertThat(table.value("W:WK14:BK10,K25")).isZero();
        assertThat(wins()).hasSizeGreaterThan(50_000);
    }

    @ParameterizedTest(name = "depth {0}")
    @ValueSource(ints = {5, 6, 7, 8})
    void shouldConvertTwoKingsAgainstOneBeforeTheFortyMoveRule(int depth) {
        assertConverted(wins(150, depth), depth);
    }

    @Test
    void shouldConvertFromTheDoubleCorners() {
        List<String> corners = new ArrayList<>();
        for (String position : wins()) {
            boolean blackCorner = position.contains(":WK1:") || position.contains(":WK5:");
            boolean whiteCorner = position.endsWith(":BK28") || position.endsWith(":BK32");
            if (blackCorner || whiteCorner) {
                corners.add(position);
            }
        }
        assertThat(corners).hasSizeGreaterThan(3_000);
        List<String> sample = new ArrayList<>();
        for (int i = 0; i < corners.size(); i += 10) {
            sample.add(corners.get(i));
        }
        assertConverted(sample, 6);
    }

    @Tag("slow")
    @ParameterizedTest(name = "depth {0}")
    @ValueSource(ints = {5, 6, 7})
    void shouldConvertEveryWinningPosition(int depth) {
        assertConverted(wins(), depth);
    }
}
