package dev.ply.games.go;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Whole random games checked move by move against {@link NaiveGo}: the legal moves, the board after each move, the
 * ko point, the play-out moves (legal, no own eye filled, the pass only when nothing else is left; the uniform and
 * the policy draws among them), and the start
 * restored by undoing the game. Moves are drawn from the play-out moves, and now and then from all legal moves, so
 * that games run long, fill eyes and capture, retake kos and meet superko.
 */
class GoRandomGamesTest {

    @ParameterizedTest
    @ValueSource(ints = {5, 7})
    void shouldAgreeWithTheNaiveRulesOverWholeRandomGames(int size) {
        GoGame game = GoGame.of(size, 0.5);
        NaiveGo naive = new NaiveGo(size);
        int[] moves = new int[game.maxMoves()];
        int[] playout = new int[game.maxMoves()];
        int captures = 0;
        int kos = 0;
        int policyDraws = 0;
        for (int seed = 0; seed < 40; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            GoState state = game.newState();
            String start = state.notation();
            long startHash = state.hash();
            char[][] board = new char[size][size];
            for (char[] row : board) {
                java.util.Arrays.fill(row, '.');
            }
            Set<String> history = new HashSet<>();
            history.add(NaiveGo.text(board));
            String ko = null;
            char mover = 'X';
            while (!state.isTerminal() && state.plies() < 400) {
                Set<String> expected = new TreeSet<>();
                for (int row = 0; row < size; row++) {
                    for (int column = 0; column < size; column++) {
                        if (naive.tryMove(board, mover, row, column, ko, history) != null) {
                            expected.add(GoNotation.vertex(row * size + column, size));
                        }
                    }
                }
                expected.add("pass");
                int count = state.legalMoves(moves);
                Set<String> legal = new TreeSet<>();
                for (int i = 0; i < count; i++) {
                    legal.add(state.moveToString(moves[i]));
                }
                assertThat(legal).as("legal moves after %s plies of game %s", state.plies(), seed)
                        .isEqualTo(expected);

                int playable = state.playoutMoves(playout);
                for (int i = 0; i < playable; i++) {
                    String move = state.moveToString(playout[i]);
                    assertThat(expected).as("play-out move %s", move).contains(move);
                    if (playout[i] != game.passMove()) {
                        assertThat(state.isEye(playout[i], mover == 'X' ? GoState.BLACK : GoState.WHITE)).isFalse();
                    }
                }
                assertThat(playable == 1 && playout[0] == game.passMove() || containsNoPass(playout, playable, game))
                        .as("the pass only when nothing else is left").isTrue();
                Set<String> drawable = new TreeSet<>();
                for (int i = 0; i < playable; i++) {
                    drawable.add(state.moveToString(playout[i]));
                }
                int[] scratch = new int[game.maxMoves()];
                String policy = state.moveToString(state.policyPlayoutMove(random, scratch));
                String uniform = state.moveToString(state.randomPlayoutMove(random, scratch));
                assertThat(drawable).as("policy and uniform draws after %s plies", state.plies())
                        .contains(policy, uniform);
                policyDraws += state.urgentMoves(scratch) > 0 ? 1 : 0;

                int move = random.nextInt(20) == 0 ? moves[random.nextInt(count)]
                        : playout[random.nextInt(playable)];
                int before = state.captures(0) + state.captures(1);
                state.play(move);
                if (move == game.passMove()) {
                    ko = null;
                } else {
                    NaiveGo.After after = naive.tryMove(board, mover, move / size, move % size, ko, history);
                    board = after.board();
                    ko = after.ko();
                    history.add(NaiveGo.text(board));
                }
                mover = NaiveGo.other(mover);
                captures += state.captures(0) + state.captures(1) > before ? 1 : 0;
                kos += state.koPoint() >= 0 ? 1 : 0;
                for (int point = 0; point < size * size; point++) {
                    char c = board[point / size][point % size];
                    assertThat(state.stone(point)).as("%s after %s plies", GoNotation.vertex(point, size),
                            state.plies()).isEqualTo(c == '.' ? -1 : c == 'X' ? 0 : 1);
                }
                String koVertex = ko == null ? null : GoNotation.vertex(
                        Integer.parseInt(ko.split(",")[0]) * size + Integer.parseInt(ko.split(",")[1]), size);
                assertThat(state.koPoint() < 0 ? null : GoNotation.vertex(state.koPoint(), size)).isEqualTo(koVertex);
            }
            while (state.plies() > 0) {
                state.undo();
            }
            assertThat(state.notation()).isEqualTo(start);
            assertThat(state.hash()).isEqualTo(startHash);
        }
        assertThat(captures).as("moves that captured").isGreaterThan(50);
        assertThat(kos).as("positions with a ko point").isGreaterThan(2);
        assertThat(policyDraws).as("positions with an urgent move").isGreaterThan(20);
    }

    @ParameterizedTest
    @ValueSource(ints = {5, 9, 19})
    void shouldKeepItsChainsLibertiesAndKeysConsistentThroughEveryPlayAndUndo(int size) {
        GoGame game = GoGame.of(size, 7.5);
        int[] moves = new int[game.maxMoves()];
        int[] scratch = new int[game.maxMoves()];
        int checked = 0;
        for (int seed = 0; seed < 6; seed++) {
            SplittableRandom random = new SplittableRandom(100 + seed);
            GoState state = game.newState();
            while (!state.isTerminal() && state.plies() < 3 * size * size) {
                int move = random.nextInt(10) == 0 ? moves[random.nextInt(state.legalMoves(moves))]
                        : seed % 2 == 0 ? state.randomPlayoutMove(random, scratch)
                        : state.policyPlayoutMove(random, scratch);
                state.play(move);
                state.checkConsistency();
                checked++;
                if (random.nextInt(8) == 0) {
                    state.undo();
                    state.checkConsistency();
                    state.play(move);
                    state.checkConsistency();
                }
            }
            GoState copy = state.copy();
            copy.checkConsistency();
            while (state.plies() > 0) {
                state.undo();
                state.checkConsistency();
                checked++;
            }
        }
        assertThat(checked).as("positions checked").isGreaterThan(6 * size * size);
    }

    private static boolean containsNoPass(int[] moves, int count, GoGame game) {
        for (int i = 0; i < count; i++) {
            if (moves[i] == game.passMove()) {
                return false;
            }
        }
        return true;
    }
}
