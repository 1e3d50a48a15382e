package dev.ply.games.tictactoe;

import static dev.ply.testkit.PerftAssertions.assertPerft;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import dev.ply.core.perft.Perft;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TicTacToeRulesTest {

    private final TicTacToe game = new TicTacToe();

    @Test
    void shouldReproduceTheReferencePerftCounts() {
        TicTacToeState start = game.newState();
        assertThat(Perft.count(start, 0)).isEqualTo(1);
        assertPerft(start, 9, 72, 504, 3_024, 15_120, 54_720, 148_176, 200_448, 127_872);
        assertThat(Perft.count(start, 10)).as("no game lasts ten moves").isZero();
    }

    /** Counts of the whole game tree by a direct walk: nodes, leaves and how the leaves end. */
    @Test
    void shouldHaveTheReferenceGameTree() {
        long[] counts = new long[5]; // nodes, leaves, X wins, O wins, draws
        walk(game.newState(), counts);
        assertThat(counts).containsExactly(549_946, 255_168, 131_184, 77_904, 46_080);
    }

    private static void walk(TicTacToeState state, long[] counts) {
        counts[0]++;
        if (state.isTerminal()) {
            counts[1]++;
            int winner = state.winner();
            counts[winner == 0 ? 2 : winner == 1 ? 3 : 4]++;
            return;
        }
        int[] moves = new int[9];
        int count = state.legalMoves(moves);
        for (int i = 0; i < count; i++) {
            state.play(moves[i]);
            walk(state, counts);
            state.undo();
        }
    }

    @Test
    void shouldReachTheReferenceNumberOfDistinctPositions() {
        Set<Long> hashes = new HashSet<>();
        Set<String> boards = new HashSet<>();
        Set<String> upToSymmetry = new HashSet<>();
        collect(game.newState(), hashes, boards, upToSymmetry);
        assertThat(boards).hasSize(5_478);
        assertThat(hashes).as("one hash per distinct board").hasSize(5_478);
        assertThat(upToSymmetry).hasSize(765);
    }

    private static void collect(TicTacToeState state, Set<Long> hashes, Set<String> boards, Set<String> canonical) {
        if (!boards.add(state.notation())) {
            return;
        }
        hashes.add(state.hash());
        canonical.add(canonicalForm(state.notation()));
        int[] moves = new int[9];
        int count = state.legalMoves(moves);
        for (int i = 0; i < count; i++) {
            state.play(moves[i]);
            collect(state, hashes, boards, canonical);
            state.undo();
        }
    }

    /** The smallest of the eight rotations and reflections of a board, as text. */
    private static String canonicalForm(String board) {
        int[][] maps = {
            {0, 1, 2, 3, 4, 5, 6, 7, 8}, {6, 3, 0, 7, 4, 1, 8, 5, 2}, {8, 7, 6, 5, 4, 3, 2, 1, 0},
            {2, 5, 8, 1, 4, 7, 0, 3, 6}, {2, 1, 0, 5, 4, 3, 8, 7, 6}, {6, 7, 8, 3, 4, 5, 0, 1, 2},
            {0, 3, 6, 1, 4, 7, 2, 5, 8}, {8, 5, 2, 7, 4, 1, 6, 3, 0},
        };
        String best = null;
        for (int[] map : maps) {
            char[] image = new char[9];
            for (int i = 0; i < 9; i++) {
                image[i] = board.charAt(map[i]);
            }
            String candidate = new String(image);
            if (best == null || candidate.compareTo(best) < 0) {
                best = candidate;
            }
        }
        return best;
    }

    @Test
    void shouldDeriveTheSideToMoveFromTheCounts() {
        assertThat(game.parseState("X.O......").toMove()).isZero();
        assertThat(game.parseState("X........").toMove()).isEqualTo(1);
        assertThat(game.parseState("x.o-.....").notation()).isEqualTo("X.O......");
    }

    @Test
    void shouldEndTheGameOnALineAndScoreItForTheWinner() {
        TicTacToeState won = game.parseState("XXXOO....");
        assertThat(won.isTerminal()).isTrue();
        assertThat(won.outcome(0)).isEqualTo(1);
        assertThat(won.outcome(1)).isEqualTo(-1);
        TicTacToeState drawn = game.parseState("XOXXOOOXX");
        assertThat(drawn.isTerminal()).isTrue();
        assertThat(drawn.outcome(0)).isZero();
    }

    @Test
    void shouldExplainWhyAMoveIsRejected() {
        TicTacToeState state = game.parseState("X.O......");
        assertThatThrownBy(() -> state.parseMove("2")).isInstanceOf(IllegalMoveException.class)
                .hasMessage("square 2 is already taken by O");
        assertThatThrownBy(() -> state.parseMove("b2")).isInstanceOf(NotationException.class)
                .hasMessage("a tic-tac-toe move is a square number 0 to 8, not 'b2'");
        assertThatThrownBy(() -> game.parseState("XXXOO.O..")).hasMessageContaining("O moved after X had already won");
        assertThatThrownBy(() -> game.parseState("OOOXX.X.X")).hasMessageContaining("X moved after O had already won");
    }

    @Test
    void shouldDrawTheBoardWithTheNumbersOfEmptySquares() {
        assertThat(game.parseState("X.O......").toString())
                .isEqualTo(" X | 1 | O\n---+---+---\n 3 | 4 | 5\n---+---+---\n 6 | 7 | 8\n");
    }

    @Test
    void shouldScoreOpenLinesFromTheSideToMove() {
        TicTacToeEvaluator evaluator = game.defaultEvaluator();
        assertThat(evaluator.evaluate(game.newState())).isZero();
        // X in the centre: O to move has 4 open lines, X has all 8: 4 - 8 = -4 for O.
        assertThat(evaluator.evaluate(game.parseState("....X...."))).isEqualTo(-4);
    }
}
