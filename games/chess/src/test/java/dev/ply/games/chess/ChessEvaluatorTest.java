package dev.ply.games.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Ply;
import dev.ply.core.eval.Evaluator;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ChessEvaluatorTest {

    private static final ChessGame CHESS = new ChessGame();
    private static final ChessEvaluator EVALUATOR = new ChessEvaluator();

    /** The same position with colours swapped and the board turned: White's pieces become Black's. */
    private static String mirror(String fen) {
        String[] fields = fen.split(" ");
        String[] ranks = fields[0].split("/");
        StringBuilder board = new StringBuilder();
        for (int i = 7; i >= 0; i--) {
            for (char c : ranks[i].toCharArray()) {
                board.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
            }
            board.append(i > 0 ? "/" : "");
        }
        StringBuilder castling = new StringBuilder();
        for (char c : fields[2].toCharArray()) {
            castling.append(c == '-' ? c : Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        String ep = fields[3].equals("-") ? "-" : fields[3].charAt(0) + (fields[3].charAt(1) == '3' ? "6" : "3");
        return board + " " + (fields[1].equals("w") ? "b" : "w") + " " + castling + " " + ep + " " + fields[4] + " "
                + fields[5];
    }

    @Test
    void shouldScoreTheStartPositionAsEven() {
        assertThat(EVALUATOR.evaluate(CHESS.newState())).isZero();
        assertThat(ChessEvaluator.phase(CHESS.newState())).isEqualTo(TaperedScore.MAX_PHASE);
    }

    @Test
    void shouldGiveMirroredPositionsTheSameScoreForTheSideToMove() {
        SplittableRandom random = new SplittableRandom(3);
        int[] moves = new int[ChessGame.MAX_MOVES];
        for (int game = 0; game < 20; game++) {
            ChessState state = CHESS.newState();
            for (int ply = 0; ply < 100 && !state.isTerminal(); ply++) {
                ChessState mirrored = CHESS.parseState(mirror(state.notation()));
                assertThat(EVALUATOR.evaluate(mirrored)).as("%s mirrored", state.notation())
                        .isEqualTo(EVALUATOR.evaluate(state));
                assertThat(EVALUATOR.evaluateForWhite(mirrored)).isEqualTo(-EVALUATOR.evaluateForWhite(state));
                int count = state.legalMoves(moves);
                state.play(moves[random.nextInt(count)]);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "extra queen for White, White to move | rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 800 | 1300",
        "extra queen for White, Black to move | rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1 | -1300 | -800",
        "a pawn up in a king and pawn ending | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 | 50 | 200",
    })
    void shouldFavourTheSideWithMoreMaterial(String name, String fen, int low, int high) {
        assertThat(EVALUATOR.evaluate(CHESS.parseState(fen.strip()))).isBetween(low, high);
    }

    @Test
    void shouldTaperFromMiddlegameToEndgame() {
        ChessState state = CHESS.parseState("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        assertThat(ChessEvaluator.phase(state)).isZero();
        int packed = new PieceSquareTables().evaluate(state);
        assertThat(EVALUATOR.evaluateForWhite(state)).isEqualTo(TaperedScore.endgame(packed));
        assertThat(TaperedScore.middlegame(TaperedScore.of(-37, 1_200))).isEqualTo(-37);
        assertThat(TaperedScore.endgame(TaperedScore.of(-37, 1_200))).isEqualTo(1_200);
        assertThat(TaperedScore.endgame(TaperedScore.of(25, -9_000))).isEqualTo(-9_000);
        assertThat(TaperedScore.taper(TaperedScore.of(240, 0), 12)).isEqualTo(120);
    }

    @Test
    void shouldAddTheTermsItIsGiven() {
        EvaluationTerm tempo = state -> state.sideToMove() == Piece.WHITE ? TaperedScore.of(10, 10)
                : TaperedScore.of(-10, -10);
        ChessEvaluator withTempo = new ChessEvaluator(List.of(new PieceSquareTables(), tempo));
        assertThat(withTempo.evaluate(CHESS.newState())).isEqualTo(10);
        assertThatThrownBy(() -> new ChessEvaluator(List.of())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void shouldBeRegisteredAsChessPstAndBeTheDefault() {
        assertThat(Ply.evaluators().find("chess:pst")).isPresent();
        Evaluator<?> evaluator = Ply.evaluators().find("chess:pst").orElseThrow().create();
        assertThat(evaluator).isInstanceOf(ChessEvaluator.class);
        assertThat(CHESS.defaultEvaluator().bound()).isEqualTo(ChessEvaluator.BOUND);
    }
}
