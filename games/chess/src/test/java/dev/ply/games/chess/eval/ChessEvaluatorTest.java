package dev.ply.games.chess.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Ply;
import dev.ply.core.eval.Evaluator;
import dev.ply.games.chess.ChessGame;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ChessEvaluatorTest {

    private static final ChessGame CHESS = new ChessGame();
    private static final ChessEvaluator EVALUATOR = new ChessEvaluator();
    private static final ChessEvaluator CLASSIC = ChessClassicEvaluatorProvider.classic();

    private static int white(EvaluationTerm term, String fen) {
        return term.evaluate(CHESS.parseState(fen));
    }

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
                for (ChessEvaluator evaluator : List.of(EVALUATOR, CLASSIC)) {
                    assertThat(evaluator.evaluate(mirrored)).as("%s mirrored", state.notation())
                            .isEqualTo(evaluator.evaluate(state));
                    assertThat(evaluator.evaluateForWhite(mirrored)).isEqualTo(-evaluator.evaluateForWhite(state));
                    assertThat(Math.abs(evaluator.evaluate(state))).isLessThanOrEqualTo(evaluator.bound());
                }
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
    void shouldRewardTheBishopPair() {
        assertThat(white(new BishopPair(), "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1")).isEqualTo(TaperedScore.of(30, 50));
        assertThat(white(new BishopPair(), "2b1kb2/8/8/8/8/8/8/2B1K3 w - - 0 1")).isEqualTo(-TaperedScore.of(30, 50));
        assertThat(white(new BishopPair(), "2b1kb2/8/8/8/8/8/8/2B1KB2 w - - 0 1")).isZero();
    }

    @Test
    void shouldPenaliseDoubledAndIsolatedPawnsAndRewardPassedOnes() {
        PawnStructure pawns = new PawnStructure();
        // White's a- and b-pawns are neither doubled, isolated nor passed (Black's pawns face them).
        assertThat(white(pawns, "4k3/pp6/8/8/8/8/PP6/4K3 w - - 0 1")).isZero();
        int doubled = white(pawns, "4k3/pp6/8/8/8/P7/PP6/4K3 w - - 0 1") - white(pawns, "4k3/pp6/8/8/8/8/PP6/4K3 w - - 0 1");
        assertThat(TaperedScore.middlegame(doubled)).isNegative();
        int isolated = white(pawns, "4k3/8/8/8/8/8/P1P5/4K3 w - - 0 1");
        assertThat(TaperedScore.middlegame(isolated)).isNegative();
        int passedOnFifth = TaperedScore.endgame(white(pawns, "4k3/8/8/4P3/8/8/8/4K3 w - - 0 1"));
        int passedOnSeventh = TaperedScore.endgame(white(pawns, "4k3/4P3/8/8/8/8/8/4K3 w - - 0 1"));
        int blocked = TaperedScore.endgame(white(pawns, "4k3/3p4/8/4P3/8/8/8/4K3 w - - 0 1"));
        assertThat(passedOnSeventh).isGreaterThan(passedOnFifth);
        assertThat(passedOnFifth).isGreaterThan(blocked + 20);
    }

    @Test
    void shouldRewardMobilityAndPunishAKnightOnTheRim() {
        Mobility mobility = new Mobility();
        assertThat(white(mobility, "4k3/8/8/8/3N4/8/8/4K3 w - - 0 1"))
                .isGreaterThan(white(mobility, "4k3/8/8/8/8/8/8/N3K3 w - - 0 1"));
        // Squares that enemy pawns guard do not count.
        assertThat(white(mobility, "4k3/8/2p1p3/8/3N4/8/8/4K3 w - - 0 1"))
                .isLessThan(white(mobility, "4k3/8/8/8/3N4/8/8/4K3 w - - 0 1"));
    }

    @Test
    void shouldPunishAKingWithoutShieldOrUnderAttack() {
        KingSafety safety = new KingSafety();
        int sheltered = white(safety, "6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1");
        int bare = white(safety, "6k1/5ppp/8/8/8/8/8/6K1 w - - 0 1");
        assertThat(TaperedScore.middlegame(bare)).isLessThan(TaperedScore.middlegame(sheltered));
        assertThat(TaperedScore.endgame(bare)).isEqualTo(TaperedScore.endgame(sheltered));
        int attacked = white(safety, "6k1/5ppp/8/8/8/5n2/5PPP/3q2K1 w - - 0 1");
        assertThat(TaperedScore.middlegame(attacked)).isLessThan(TaperedScore.middlegame(sheltered));
    }

    @Test
    void shouldBeRegisteredAsChessPstAndBeTheDefault() {
        assertThat(Ply.evaluators().find("chess:pst")).isPresent();
        Evaluator<?> evaluator = Ply.evaluators().find("chess:pst").orElseThrow().create();
        assertThat(evaluator).isInstanceOf(ChessEvaluator.class);
        assertThat(CHESS.defaultEvaluator().bound()).isEqualTo(ChessEvaluator.BOUND);
        assertThat(Ply.evaluators().find("chess:classic")).hasValueSatisfying(provider ->
                assertThat(provider.create()).isSameAs(ChessClassicEvaluatorProvider.classic()));
    }
}
