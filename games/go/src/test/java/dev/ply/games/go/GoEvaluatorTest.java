package dev.ply.games.go;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Ply;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Go's two evaluators: the area count and Bouzy's 5/21 influence estimate, the latter checked against a plain
 * two-dimensional version of the algorithm written here, on hand-made and random positions.
 */
class GoEvaluatorTest {

    private final GoGame go = new GoGame();

    @Test
    void shouldAgreeWithTheAreaCountOnFinishedBoards() {
        for (String board : new String[] {"2XO1/2XO1/2XO1/2XO1/2XO1 b komi=-0.5 passes=2",
            "XXOO1/X1XO1/XXOOO/XOO1O/1XO1O w komi=0.5"}) {
            GoState state = go.parseState(board);
            assertThat(state.influenceScoreHalfPoints()).as(board).isEqualTo(state.scoreHalfPoints());
        }
        assertThat(go.parseState("2XO1/2XO1/2XO1/2XO1/2XO1 b komi=-0.5").influenceScoreHalfPoints())
                .isEqualTo(2 * (15 - 10) + 1);
    }

    @Test
    void shouldGiveALoneStoneNoTerritoryWhereTheAreaCountGivesItTheBoard() {
        GoState state = go.parseState("9/9/9/9/4X4/9/9/9/9 w komi=7.5");
        assertThat(state.scoreHalfPoints()).as("area: all 81 points").isEqualTo(2 * 81 - 15);
        assertThat(state.influenceScoreHalfPoints()).as("influence: the stone").isEqualTo(2 - 15);
    }

    @Test
    void shouldGiveAFrameworkItsCornersAndEachColourTheNegatedScore() {
        // Black on C3, G3 and C7, White on G7: the area count sees one region touching both colours.
        GoState threeToOne = go.parseState("9/9/2X3O2/9/9/9/2X3X2/9/9 b komi=0.5");
        assertThat(threeToOne.scoreHalfPoints()).isEqualTo(2 * (3 - 1) - 1);
        assertThat(threeToOne.influenceScoreHalfPoints()).as("Black's three corners")
                .isGreaterThan(2 * 20).isEqualTo(reference(threeToOne));
        GoState swapped = go.parseState("9/9/2O3X2/9/9/9/2O3O2/9/9 b komi=0.5");
        assertThat(swapped.influenceScoreHalfPoints() + 1).isEqualTo(-(threeToOne.influenceScoreHalfPoints() + 1));
    }

    @Test
    void shouldMatchThePlainAlgorithmOnRandomPositions() {
        for (int size : new int[] {5, 9, 13}) {
            GoGame game = GoGame.of(size, 6.5);
            int[] moves = new int[game.maxMoves()];
            for (int seed = 0; seed < 20; seed++) {
                SplittableRandom random = new SplittableRandom(seed);
                GoState state = game.newState();
                int plies = random.nextInt(size * size);
                for (int ply = 0; ply < plies && !state.isTerminal(); ply++) {
                    state.play(state.randomPlayoutMove(random, moves));
                }
                assertThat(state.influenceScoreHalfPoints()).as(state.notation()).isEqualTo(reference(state));
            }
        }
    }

    @Test
    void shouldBeRegisteredBesideTheAreaCount() {
        GoEvaluator influence = (GoEvaluator) Ply.evaluator(go, "go:influence");
        assertThat(influence.kind()).isEqualTo(GoEvaluator.Kind.INFLUENCE);
        assertThat(((GoEvaluator) Ply.evaluator(go, "area")).kind()).isEqualTo(GoEvaluator.Kind.AREA);
        assertThat(go.defaultEvaluator().kind()).isEqualTo(GoEvaluator.Kind.INFLUENCE);
        GoState nineteen = GoGame.of(19, 7.5).parseState(
                "19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/9X9 w komi=7.5");
        assertThat(Math.abs(influence.evaluate(nineteen))).as("within its bound on the largest board")
                .isLessThanOrEqualTo(influence.bound());
        assertThat(((GoEvaluator) Ply.evaluator(go, "area")).evaluate(nineteen)).isEqualTo(-(2 * 361 - 15))
                .matches(score -> Math.abs(score) <= influence.bound());
    }

    /** Bouzy's 5/21 on a grid of rows and columns, five dilations and twenty-one erosions, in half points. */
    private static int reference(GoState state) {
        int size = state.size();
        int[][] value = new int[size][size];
        for (int row = 0; row < size; row++) {
            for (int column = 0; column < size; column++) {
                int colour = state.colour(row * size + column);
                value[row][column] = colour == GoState.BLACK ? 128 : colour == GoState.WHITE ? -128 : 0;
            }
        }
        int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int pass = 0; pass < 26; pass++) {
            boolean dilation = pass < 5;
            int[][] next = new int[size][size];
            for (int row = 0; row < size; row++) {
                for (int column = 0; column < size; column++) {
                    int v = value[row][column];
                    int above = 0;
                    int below = 0;
                    int zero = 0;
                    for (int[] step : steps) {
                        int r = row + step[0];
                        int c = column + step[1];
                        if (r >= 0 && r < size && c >= 0 && c < size) {
                            above += value[r][c] > 0 ? 1 : 0;
                            below += value[r][c] < 0 ? 1 : 0;
                            zero += value[r][c] == 0 ? 1 : 0;
                        }
                    }
                    if (dilation) {
                        next[row][column] = v >= 0 && below == 0 ? v + above : v <= 0 && above == 0 ? v - below : v;
                    } else if (v > 0) {
                        next[row][column] = Math.max(0, v - below - zero);
                    } else if (v < 0) {
                        next[row][column] = Math.min(0, v + above + zero);
                    }
                }
            }
            value = next;
        }
        int difference = 0;
        for (int[] row : value) {
            for (int v : row) {
                difference += Integer.signum(v);
            }
        }
        return 2 * difference - state.game().komiHalfPoints();
    }
}
