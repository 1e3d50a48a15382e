package dev.ply.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.perft.Perft;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Checks the bitboard generator against a deliberately simple one written here on an 8x8 array, on
 * positions from random games and on random placements with many kings, and checks the bound on the
 * number of moves.
 */
class CheckersMoveGeneratorTest {

    private final CheckersGame game = new CheckersGame();

    /** The simple generator: moves as PDN text with every landing square, on a board of signed pieces. */
    static final class ArrayRules {
        private final int[][] board = new int[8][8];
        private final int side;

        /** Pieces: +1 Black man, +2 Black king, -1 White man, -2 White king. */
        ArrayRules(CheckersState state) {
            for (int square = 0; square < 32; square++) {
                int row = square / 4;
                int column = 2 * (square % 4) + (row % 2 == 0 ? 1 : 0);
                int bit = 1 << square;
                int kind = (state.kings() & bit) != 0 ? 2 : 1;
                if ((state.pieces(0) & bit) != 0) {
                    board[row][column] = kind;
                } else if ((state.pieces(1) & bit) != 0) {
                    board[row][column] = -kind;
                }
            }
            side = state.toMove() == 0 ? 1 : -1;
        }

        static int number(int row, int column) {
            return 4 * row + column / 2 + 1;
        }

        TreeSet<String> moves() {
            TreeSet<String> captures = new TreeSet<>();
            TreeSet<String> simple = new TreeSet<>();
            for (int row = 0; row < 8; row++) {
                for (int column = 0; column < 8; column++) {
                    int piece = board[row][column];
                    if (piece * side <= 0) {
                        continue;
                    }
                    boolean king = Math.abs(piece) == 2;
                    board[row][column] = 0;
                    jump(row, column, king, new boolean[8][8], String.valueOf(number(row, column)), captures);
                    board[row][column] = piece;
                    for (int[] step : steps(king)) {
                        int r = row + step[0];
                        int c = column + step[1];
                        if (inside(r, c) && board[r][c] == 0) {
                            simple.add(number(row, column) + "-" + number(r, c));
                        }
                    }
                }
            }
            return captures.isEmpty() ? simple : captures;
        }

        private int[][] steps(boolean king) {
            int forward = side == 1 ? 1 : -1;
            return king ? new int[][] {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
                    : new int[][] {{forward, 1}, {forward, -1}};
        }

        private static boolean inside(int row, int column) {
            return row >= 0 && row < 8 && column >= 0 && column < 8;
        }

        private void jump(int row, int column, boolean king, boolean[][] taken, String path, TreeSet<String> out) {
            boolean further = false;
            boolean crowned = !king && row == (side == 1 ? 7 : 0) && path.contains("x");
            if (!crowned) {
                for (int[] step : steps(king)) {
                    int overRow = row + step[0];
                    int overColumn = column + step[1];
                    int toRow = row + 2 * step[0];
                    int toColumn = column + 2 * step[1];
                    if (!inside(toRow, toColumn) || board[toRow][toColumn] != 0
                            || board[overRow][overColumn] * side >= 0 || taken[overRow][overColumn]) {
                        continue;
                    }
                    further = true;
                    taken[overRow][overColumn] = true;
                    jump(toRow, toColumn, king, taken, path + "x" + number(toRow, toColumn), out);
                    taken[overRow][overColumn] = false;
                }
            }
            if (!further && path.contains("x")) {
                out.add(path);
            }
        }
    }

    private static TreeSet<String> generated(CheckersState state) {
        int[] buffer = new int[CheckersGame.MAX_MOVES];
        int count = state.legalMoves(buffer);
        TreeSet<String> texts = new TreeSet<>();
        for (int i = 0; i < count; i++) {
            texts.add(state.moveToString(buffer[i]));
        }
        assertThat(texts).as("distinct moves at %s", state.notation()).hasSize(count);
        assertThat(state.countPerftMoves(buffer)).as("bulk count at %s", state.notation()).isEqualTo(count);
        return texts;
    }

    @Test
    void shouldAgreeWithTheArrayGeneratorAlongRandomGames() {
        SplittableRandom random = new SplittableRandom(2026);
        int[] buffer = new int[CheckersGame.MAX_MOVES];
        int positions = 0;
        int withCaptures = 0;
        for (int g = 0; g < 300; g++) {
            CheckersState state = game.newState();
            while (!state.isTerminal() && state.plies() < 200) {
                TreeSet<String> expected = new ArrayRules(state).moves();
                assertThat(generated(state)).as("moves at %s", state.notation()).isEqualTo(expected);
                positions++;
                int count = state.legalMoves(buffer);
                if (CheckersMove.isCapture(buffer[0])) {
                    withCaptures++;
                }
                state.play(buffer[random.nextInt(count)]);
            }
        }
        assertThat(positions).isGreaterThan(10_000);
        assertThat(withCaptures).isGreaterThan(1_000);
    }

    @Test
    void shouldAgreeWithTheArrayGeneratorOnRandomPlacementsWithKings() {
        SplittableRandom random = new SplittableRandom(31);
        int multiJumps = 0;
        for (int p = 0; p < 20_000; p++) {
            int black = 0;
            int white = 0;
            int kings = 0;
            int pieces = 2 + random.nextInt(18);
            for (int i = 0; i < pieces; i++) {
                int square = random.nextInt(32);
                int bit = 1 << square;
                if (((black | white) & bit) != 0) {
                    continue;
                }
                boolean isBlack = random.nextBoolean();
                int crowningRow = isBlack ? BoardGeometry.ROW_7 : BoardGeometry.ROW_0;
                boolean king = random.nextInt(3) == 0 || (crowningRow & bit) != 0;
                if (isBlack && Integer.bitCount(black) < 12) {
                    black |= bit;
                } else if (!isBlack && Integer.bitCount(white) < 12) {
                    white |= bit;
                } else {
                    continue;
                }
                if (king) {
                    kings |= bit;
                }
            }
            int toMove = random.nextInt(2);
            if (black == 0 || white == 0) {
                continue;
            }
            CheckersState state = new CheckersState(game, black, white, kings, toMove, 0);
            TreeSet<String> expected = new ArrayRules(state).moves();
            assertThat(generated(state)).as("moves at %s", state.notation()).isEqualTo(expected);
            multiJumps += (int) expected.stream().filter(m -> m.chars().filter(c -> c == 'x').count() > 1).count();
        }
        assertThat(multiJumps).isGreaterThan(500);
    }

    @Test
    void shouldGiveTheGenericPerftCountsMakingEveryMoveOrBulkCounting() {
        for (String fen : List.of(CheckersGame.START, "W:WK10,K15,18,24,27,28:B12,16,20,K22,K25,K29",
                "B:W14,15,22,23,6:BK10,K31", "W:WK14,K23:BK1", "B:W6,K20:B26,27")) {
            CheckersState state = game.parseState(fen);
            for (int depth = 0; depth <= 6; depth++) {
                long generic = Perft.count(state, depth);
                assertThat(CheckersPerft.count(state, depth)).as("bulk perft(%d) of %s", depth, fen)
                        .isEqualTo(generic);
                assertThat(CheckersPerft.countMakingEveryMove(state, depth)).as("perft(%d) of %s", depth, fen)
                        .isEqualTo(generic);
            }
            assertThat(state.notation()).isEqualTo(game.parseState(fen).notation());
        }
    }

    /**
     * A lone king among the nine inner squares of the other colour class, all holding men it can jump,
     * has the most capture sequences one piece can have: 16. Every sequence of any piece in any position
     * is a path in that full tree and no completed sequence extends another, so a piece never has more
     * than its 16 leaves, twelve pieces never more than {@link CheckersGame#MAX_MOVES}.
     */
    @Test
    void shouldStayWithinTheProvenBoundOnCaptureSequences() {
        int most = 0;
        for (int king = 0; king < 32; king++) {
            int parity = BoardGeometry.row(king) % 2;
            List<Integer> inner = new ArrayList<>();
            for (int s = 0; s < 32; s++) {
                int row = BoardGeometry.row(s);
                int column = BoardGeometry.column(s);
                if (row % 2 != parity && row >= 1 && row <= 6 && column >= 1 && column <= 6) {
                    inner.add(s);
                }
            }
            assertThat(inner).hasSize(9);
            int white = 0;
            for (int s : inner) {
                white |= 1 << s;
            }
            CheckersState state = new CheckersState(game, 1 << king, white, 1 << king, 0, 0);
            TreeSet<String> moves = generated(state);
            assertThat(moves).isEqualTo(new ArrayRules(state).moves());
            most = Math.max(most, moves.size());
        }
        assertThat(most).isEqualTo(16);
        assertThat(CheckersGame.MAX_MOVES).isEqualTo(12 * most);
    }
}
