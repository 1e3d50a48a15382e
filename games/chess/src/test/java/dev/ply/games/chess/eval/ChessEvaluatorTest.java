package dev.ply.games.chess.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Ply;
import dev.ply.core.eval.Evaluator;
import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.ChessGame;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;
import java.util.ArrayList;
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

    /** {@link #CLASSIC} with some terms' weights set anew, so that the symmetry test covers them with other values too. */
    private static ChessEvaluator classicWithEveryTerm() {
        int[] values = CLASSIC.weights().values();
        for (String name : List.of("rooks.open.mg", "rooks.half-open.eg", "threats.pawn-on-minor.mg",
                "threats.lesser-on-rook.eg", "threats.lesser-on-queen.mg", "threats.hanging.eg",
                "chains.phalanx.rank4.mg", "chains.supported.rank5.eg", "chains.backward.mg", "king-checks.knight.mg",
                "king-checks.queen.eg", "king-checks.weak.mg", "pieces.rook-seventh.eg", "pieces.minor-behind-pawn.mg",
                "pieces.bishop-pawns.mg", "pieces.long-diagonal.eg", "space.mg", "shelter.edge1.rank2",
                "shelter.storm.edge2.rank5", "shelter.blocked.rank4", "shelter.edge3.none", "scale.ocb",
                "scale.ocb-pieces", "scale.no-pawns", "scale.pawns-base", "scale.pawns-per", "scale.rook-ending",
                "scale.one-pawn", "winnable.passed", "winnable.pawns", "winnable.outflanking", "winnable.both-flanks",
                "winnable.infiltration", "winnable.pawnless", "winnable.unwinnable", "winnable.base", "winnable.mg",
                "imbalance.ours.knight.pawn", "imbalance.theirs.queen.rook", "imbalance.ours.rook.rook",
                "imbalance.ours.bishop.pair")) {
            values[CLASSIC.weights().indexOf(name)] = 25;
        }
        return CLASSIC.withWeights(values);
    }

    @Test
    void shouldGiveMirroredPositionsTheSameScoreForTheSideToMove() {
        ChessEvaluator everyTerm = classicWithEveryTerm();
        SplittableRandom random = new SplittableRandom(3);
        int[] moves = new int[ChessGame.MAX_MOVES];
        for (int game = 0; game < 20; game++) {
            ChessState state = CHESS.newState();
            for (int ply = 0; ply < 100 && !state.isTerminal(); ply++) {
                ChessState mirrored = CHESS.parseState(mirror(state.notation()));
                for (ChessEvaluator evaluator : List.of(EVALUATOR, CLASSIC, everyTerm)) {
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
        BishopPair pair = new BishopPair();
        int bonus = TaperedScore.of(pair.weights().value(0), pair.weights().value(1));
        assertThat(bonus).as("the defaults").isNotZero();
        assertThat(white(pair, "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1")).isEqualTo(bonus);
        assertThat(white(pair, "2b1kb2/8/8/8/8/8/8/2B1K3 w - - 0 1")).isEqualTo(-bonus);
        assertThat(white(pair, "2b1kb2/8/8/8/8/8/8/2B1KB2 w - - 0 1")).isZero();
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
        EvaluatorWeights weights = pawns.weights();
        String fifth = "4k3/8/8/4P3/8/8/8/4K3 w - - 0 1";
        assertThat(white(pawns, fifth)).as("a passed pawn (isolated too) earns its rank's weights").isEqualTo(
                TaperedScore.of(weights.value(weights.indexOf("pawns.passed.rank5.mg")),
                        weights.value(weights.indexOf("pawns.passed.rank5.eg")))
                        + TaperedScore.of(weights.value(weights.indexOf("pawns.isolated.mg")),
                                weights.value(weights.indexOf("pawns.isolated.eg"))));
        assertThat(white(pawns, "4k3/3p4/8/4P3/8/8/8/4K3 w - - 0 1")).as("d7 and e5 face each other: neither passed")
                .isZero();
        // The endgame worth of an advanced pawn lies mostly in the piece-square tables: the whole evaluator counts
        // it. The pawn on e7 queens next move; on e5 the king on h8 still catches it.
        assertThat(CLASSIC.evaluateForWhite(CHESS.parseState("7k/4P3/8/8/8/8/8/K7 w - - 0 1")))
                .isGreaterThan(CLASSIC.evaluateForWhite(CHESS.parseState("7k/8/8/4P3/8/8/8/K7 w - - 0 1")));
    }

    @Test
    void shouldRewardMobilityAndPunishAKnightOnTheRim() {
        Mobility mobility = new Mobility();
        // A knight's squares are worth something in the middlegame (the fit leaves them little in the endgame).
        assertThat(TaperedScore.middlegame(white(mobility, "4k3/8/8/8/3N4/8/8/4K3 w - - 0 1")))
                .isGreaterThan(TaperedScore.middlegame(white(mobility, "4k3/8/8/8/8/8/8/N3K3 w - - 0 1")));
        // Squares that enemy pawns guard do not count.
        assertThat(TaperedScore.middlegame(white(mobility, "4k3/8/2p1p3/8/3N4/8/8/4K3 w - - 0 1")))
                .isLessThan(TaperedScore.middlegame(white(mobility, "4k3/8/8/8/3N4/8/8/4K3 w - - 0 1")));
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
    void shouldRewardRooksOnOpenAndHalfOpenFilesByTheirWeights() {
        RookFiles tuned = new RookFiles();
        RookFiles off = tuned.withWeights(tuned.weights().withValues(new int[4]));
        String open = "4k3/p7/8/8/8/8/P7/3RK3 w - - 0 1"; // the d-file holds no pawn
        String halfOpen = "4k3/3p4/8/8/8/8/P7/3RK3 w - - 0 1"; // only Black's pawn on d
        String closed = "4k3/3p4/8/8/8/8/3P4/3RK3 w - - 0 1";
        assertThat(white(off, open)).as("weights 0").isZero();
        assertThat(white(tuned, open)).as("the defaults").isEqualTo(TaperedScore.of(
                tuned.weights().value(0), tuned.weights().value(1))).isNotZero();
        RookFiles files = off.withWeights(off.weights().withValues(new int[] {40, 20, 15, 10}));
        assertThat(white(files, open)).isEqualTo(TaperedScore.of(40, 20));
        assertThat(white(files, halfOpen)).isEqualTo(TaperedScore.of(15, 10));
        assertThat(white(files, closed)).isZero();
        assertThat(white(files, "3rk3/p7/8/8/8/8/P7/4K3 w - - 0 1")).isEqualTo(-TaperedScore.of(40, 20));
    }

    @Test
    void shouldScoreThreatsForTheSideThatMakesThemByTheirWeights() {
        Threats tuned = new Threats();
        Threats off = tuned.withWeights(tuned.weights().withValues(new int[10]));
        String pawnOnKnight = "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1"; // e4 attacks d5; the knight is not defended
        assertThat(white(off, pawnOnKnight)).as("weights 0").isZero();
        int[] defaults = tuned.weights().values();
        assertThat(white(tuned, pawnOnKnight)).as("the defaults: the pawn's threat and the hanging knight")
                .isEqualTo(TaperedScore.of(defaults[0] + defaults[6], defaults[1] + defaults[7])).isNotZero();
        Threats pawnOnMinor = off.withWeights(off.weights().withValues(new int[] {50, 40, 0, 0, 0, 0, 0, 0, 0, 0}));
        assertThat(white(pawnOnMinor, pawnOnKnight)).isEqualTo(TaperedScore.of(50, 40));
        Threats hanging = off.withWeights(off.weights().withValues(new int[] {0, 0, 0, 0, 0, 0, 30, 20, 0, 0}));
        assertThat(white(hanging, pawnOnKnight)).isEqualTo(TaperedScore.of(30, 20));
        // Defended by a pawn of its own, the knight no longer hangs, but the pawn still threatens it.
        String defended = "4k3/8/4p3/3n4/4P3/8/8/4K3 w - - 0 1";
        assertThat(white(hanging, defended)).isZero();
        assertThat(white(pawnOnMinor, defended)).isEqualTo(TaperedScore.of(50, 40));
        Threats onRook = off.withWeights(off.weights().withValues(new int[] {0, 0, 60, 30, 0, 0, 0, 0, 0, 0}));
        assertThat(white(onRook, "4k3/8/8/8/8/1n6/8/R3K3 w - - 0 1")).as("a knight on b3 attacks a1")
                .isEqualTo(-TaperedScore.of(60, 30));
        Threats onQueen = off.withWeights(off.weights().withValues(new int[] {0, 0, 0, 0, 70, 20, 0, 0, 0, 0}));
        assertThat(white(onQueen, "4k3/8/8/8/8/8/8/q2RK3 w - - 0 1")).as("Rd1 attacks a1")
                .isEqualTo(TaperedScore.of(70, 20));
        assertThat(white(onQueen, "4k3/8/8/8/8/8/8/q2QK3 w - - 0 1")).as("a queen is no lesser piece").isZero();
        EvaluationTerm push = only(tuned, "threats.pawn-push.mg", 25, "threats.pawn-push.eg", 15);
        // d2-d4 (two squares, d3 empty, neither attacked) would attack both rooks.
        String forks = "4k3/8/8/2r1r3/8/8/3P4/4K3 w - - 0 1";
        assertThat(white(push, forks)).isEqualTo(2 * TaperedScore.of(25, 15));
        assertThat(white(push, "4k3/8/8/2r1r3/8/3p4/3P4/4K3 w - - 0 1")).as("blocked").isZero();
        assertThat(white(push, "4k3/8/8/2r1p3/8/8/3P4/4K3 w - - 0 1")).as("e5 guards d4").isZero();
        String attacked = "3rk3/8/8/2r1r3/8/8/3P4/4K3 w - - 0 1"; // Rd8 attacks d3 and d4
        assertThat(white(push, attacked)).isZero();
        assertThat(white(push, attacked.replace("/8/8/3P4", "/R7/8/3P4"))).as("Ra4 defends d4")
                .isEqualTo(2 * TaperedScore.of(25, 15));
        assertThat(white(push, mirror(forks))).isEqualTo(-2 * TaperedScore.of(25, 15));
    }

    @Test
    void shouldScoreAPassedPawnsKingsAndPathByItsRankAndTheirWeights() {
        PassedPawns tuned = new PassedPawns();
        PassedPawns off = tuned.withWeights(tuned.weights().withValues(new int[4]));
        String race = "8/8/1k6/8/4P3/8/8/4K3 w - - 0 1"; // e4 passed (fourth rank: scale 1), e5 empty
        assertThat(white(off, race)).as("weights 0").isZero();
        int[] defaults = tuned.weights().values();
        assertThat(white(tuned, race)).as("the defaults: kings 3 and 4 moves away, the path free")
                .isEqualTo(TaperedScore.of(defaults[2], 3 * defaults[0] + 4 * defaults[1] + defaults[3])).isNotZero();
        PassedPawns enemyKing = off.withWeights(off.weights().withValues(new int[] {5, 0, 0, 0}));
        assertThat(white(enemyKing, race)).as("b6 is 3 king moves from e5").isEqualTo(TaperedScore.of(0, 15));
        PassedPawns ownKing = off.withWeights(off.weights().withValues(new int[] {0, -2, 0, 0}));
        assertThat(white(ownKing, race)).as("e1 is 4 king moves from e5").isEqualTo(TaperedScore.of(0, -8));
        PassedPawns path = off.withWeights(off.weights().withValues(new int[] {0, 0, 10, 20}));
        assertThat(white(path, race)).isEqualTo(TaperedScore.of(10, 20));
        assertThat(white(path, "8/8/1k6/4n3/4P3/8/8/4K3 w - - 0 1")).as("e5 blocked").isZero();
        assertThat(white(path, "8/4P3/1k6/8/8/8/8/4K3 w - - 0 1")).as("the seventh rank: scale 4")
                .isEqualTo(TaperedScore.of(40, 80));
        assertThat(white(path, "8/8/1k6/8/8/4P3/8/4K3 w - - 0 1")).as("the third rank: nothing yet").isZero();
        assertThat(white(path, "8/8/1k6/3p4/4P3/8/8/4K3 w - - 0 1")).as("not passed: d5 guards e5").isZero();
        assertThat(white(path, mirror(race))).as("Black's passed pawn").isEqualTo(-TaperedScore.of(10, 20));
    }

    @Test
    void shouldRewardAMinorPieceOnAnOutpostNoEnemyPawnCanChase() {
        Outposts tuned = new Outposts();
        Outposts off = tuned.withWeights(tuned.weights().withValues(new int[4]));
        String outpost = "4k3/pp6/8/3N4/4P3/8/8/4K3 w - - 0 1"; // d5: defended by e4; no c- or e-pawn of Black's ahead
        assertThat(white(off, outpost)).as("weights 0").isZero();
        assertThat(white(tuned, outpost)).as("the defaults").isEqualTo(TaperedScore.of(
                tuned.weights().value(0), tuned.weights().value(1))).isNotZero();
        Outposts weighted = off.withWeights(off.weights().withValues(new int[] {30, 10, 20, 5}));
        assertThat(white(weighted, outpost)).isEqualTo(TaperedScore.of(30, 10));
        assertThat(white(weighted, "4k3/pp6/8/3B4/4P3/8/8/4K3 w - - 0 1")).isEqualTo(TaperedScore.of(20, 5));
        assertThat(white(weighted, "4k3/pp2p3/8/3N4/4P3/8/8/4K3 w - - 0 1")).as("e7 can chase it").isZero();
        assertThat(white(weighted, "4k3/pp6/8/3N4/8/8/8/4K3 w - - 0 1")).as("no pawn defends it").isZero();
        assertThat(white(weighted, "4k3/pp6/8/8/8/3N4/4P3/4K3 w - - 0 1")).as("its own half").isZero();
        assertThat(white(weighted, mirror(outpost))).isEqualTo(-TaperedScore.of(30, 10));
    }

    @Test
    void shouldGiveTheSideToMoveItsTempo() {
        Tempo tuned = new Tempo();
        Tempo off = tuned.withWeights(tuned.weights().withValues(new int[2]));
        Tempo tempo = off.withWeights(off.weights().withValues(new int[] {20, 10}));
        String start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assertThat(white(off, start)).isZero();
        assertThat(white(tuned, start)).as("the defaults").isEqualTo(TaperedScore.of(
                tuned.weights().value(0), tuned.weights().value(1))).isNotZero();
        assertThat(white(tempo, start)).isEqualTo(TaperedScore.of(20, 10));
        assertThat(white(tempo, start.replace(" w ", " b "))).isEqualTo(-TaperedScore.of(20, 10));
    }

    /** {@code term} with every weight 0 but those named, set to the values given after each name. */
    private static <T extends EvaluationTerm> EvaluationTerm only(T term, Object... namesAndValues) {
        int[] values = new int[term.weights().size()];
        for (int i = 0; i < namesAndValues.length; i += 2) {
            int at = term.weights().indexOf((String) namesAndValues[i]);
            assertThat(at).as("%s", namesAndValues[i]).isNotNegative();
            values[at] = (Integer) namesAndValues[i + 1];
        }
        return term.withWeights(term.weights().withValues(values));
    }

    @Test
    void shouldScorePhalanxSupportedAndBackwardPawnsByRankAndWeight() {
        PawnChains term = new PawnChains();
        String phalanx = "4k3/8/8/8/3PP3/8/8/4K3 w - - 0 1"; // d4 and e4 side by side
        assertThat(white(term, phalanx)).as("the defaults are 0").isZero();
        assertThat(white(only(term, "chains.phalanx.rank4.mg", 12, "chains.phalanx.rank4.eg", 5), phalanx))
                .isEqualTo(2 * TaperedScore.of(12, 5));
        assertThat(white(only(term, "chains.phalanx.rank5.mg", 12), phalanx)).as("another rank's").isZero();
        EvaluationTerm supported = only(term, "chains.supported.rank5.mg", 20, "chains.supported.rank5.eg", 9);
        String chain = "4k3/8/8/4P3/3P4/8/8/4K3 w - - 0 1"; // e5 defended by d4
        assertThat(white(supported, chain)).isEqualTo(TaperedScore.of(20, 9));
        assertThat(white(supported, mirror(chain))).isEqualTo(-TaperedScore.of(20, 9));
        EvaluationTerm backward = only(term, "chains.backward.mg", -15, "chains.backward.eg", -20);
        assertThat(white(backward, chain)).as("nothing holds d5").isZero();
        String held = "4k3/8/2p5/4P3/3P4/8/8/4K3 w - - 0 1"; // c6 attacks d5; d4's only neighbour is ahead of it
        assertThat(white(backward, held)).isEqualTo(TaperedScore.of(-15, -20));
        assertThat(white(backward, "4k3/8/2p5/8/3P4/8/8/4K3 w - - 0 1")).as("isolated, not backward").isZero();
        assertThat(white(backward, "4k3/8/2p5/4P3/3P4/8/4P3/4K3 w - - 0 1")).as("e2 can still support it").isZero();
    }

    @Test
    void shouldCostAKingEverySafeCheckKindAndWeakSquareByWeight() {
        KingChecks term = new KingChecks();
        String knightCheck = "6k1/8/8/4n3/8/8/5P1P/6K1 w - - 0 1"; // Ne5 can check from f3, which nothing guards
        assertThat(white(term, knightCheck)).as("the defaults are 0").isZero();
        EvaluationTerm knight = only(term, "king-checks.knight.mg", -40, "king-checks.knight.eg", -10);
        assertThat(white(knight, knightCheck)).isEqualTo(TaperedScore.of(-40, -10));
        assertThat(white(knight, "6k1/8/8/4n3/8/8/5PPP/6K1 w - - 0 1")).as("g2 guards f3 and h3").isZero();
        assertThat(white(knight, mirror(knightCheck))).isEqualTo(TaperedScore.of(40, 10));
        String rook = "6k1/8/8/8/8/8/r7/6K1 w - - 0 1"; // Ra2 hits f2, g2, h2 and can check from a1
        assertThat(white(only(term, "king-checks.weak.mg", -7), rook)).isEqualTo(TaperedScore.of(-21, 0));
        assertThat(white(only(term, "king-checks.rook.mg", -30), rook)).isEqualTo(TaperedScore.of(-30, 0));
        String guarded = "6k1/8/8/8/8/1N6/r7/6K1 w - - 0 1"; // Nb3 guards a1
        assertThat(white(only(term, "king-checks.rook.mg", -30), guarded)).isZero();
        assertThat(white(only(term, "king-checks.weak.mg", -7), guarded)).as("f2, g2 and h2 still weak")
                .isEqualTo(TaperedScore.of(-21, 0));
    }

    @Test
    void shouldScoreRooksOnTheSeventhShieldedMinorsBishopsPawnsAndLongDiagonals() {
        PiecePlacement term = new PiecePlacement();
        String seventh = "4k3/R7/8/8/8/8/8/4K3 w - - 0 1";
        assertThat(white(term, seventh)).as("the defaults are 0").isZero();
        EvaluationTerm rook = only(term, "pieces.rook-seventh.mg", 20, "pieces.rook-seventh.eg", 30);
        assertThat(white(rook, seventh)).isEqualTo(TaperedScore.of(20, 30));
        assertThat(white(rook, "8/R7/4k3/8/8/8/8/4K3 w - - 0 1")).as("no king behind, no pawns on it").isZero();
        assertThat(white(rook, "8/R5p1/4k3/8/8/8/8/4K3 w - - 0 1")).as("pawns to eat")
                .isEqualTo(TaperedScore.of(20, 30));
        EvaluationTerm shielded = only(term, "pieces.minor-behind-pawn.mg", 15);
        assertThat(white(shielded, "4k3/8/8/8/3P4/3N4/8/4K3 w - - 0 1")).isEqualTo(TaperedScore.of(15, 0));
        assertThat(white(shielded, "4k3/8/8/8/3p4/3N4/8/4K3 w - - 0 1")).as("an enemy pawn shields too")
                .isEqualTo(TaperedScore.of(15, 0));
        assertThat(white(shielded, "4k3/8/8/8/8/3N4/3P4/4K3 w - - 0 1")).as("behind it, no shield").isZero();
        EvaluationTerm blocked = only(term, "pieces.bishop-pawns.mg", -4, "pieces.bishop-pawns.eg", -6);
        assertThat(white(blocked, "4k3/8/8/8/8/8/PP6/2B1K3 w - - 0 1")).as("b2 is dark like c1, a2 is not")
                .isEqualTo(TaperedScore.of(-4, -6));
        EvaluationTerm diagonal = only(term, "pieces.long-diagonal.mg", 25);
        assertThat(white(diagonal, "4k3/8/8/8/8/8/8/B3K3 w - - 0 1")).isEqualTo(TaperedScore.of(25, 0));
        assertThat(white(diagonal, "4k3/8/8/8/8/2P5/8/B3K3 w - - 0 1")).as("c3 blocks it").isZero();
        assertThat(white(diagonal, "4k3/8/8/8/8/8/8/B3K3 w - - 0 1".replace("B3K3", "B3K2n")))
                .as("pieces other than pawns do not block it").isEqualTo(TaperedScore.of(25, 0));
        EvaluationTerm protector = only(term, "pieces.king-protector.mg", -3, "pieces.king-protector.eg", -2);
        assertThat(white(protector, "4k3/8/8/8/8/8/8/N3K3 w - - 0 1")).as("a1 is four king moves from e1")
                .isEqualTo(4 * TaperedScore.of(-3, -2));
        assertThat(white(protector, mirror("4k3/8/8/8/8/8/8/N3K3 w - - 0 1"))).isEqualTo(-4 * TaperedScore.of(-3, -2));
        EvaluationTerm queenFile = only(term, "pieces.rook-queen-file.mg", 8, "pieces.rook-queen-file.eg", 12);
        assertThat(white(queenFile, "3qk3/8/8/8/8/8/8/3RK3 w - - 0 1")).isEqualTo(TaperedScore.of(8, 12));
        assertThat(white(queenFile, "4k3/8/8/8/8/8/3Q4/3RK3 w - - 0 1")).as("its own queen counts too")
                .isEqualTo(TaperedScore.of(8, 12));
        assertThat(white(queenFile, "2q1k3/8/8/8/8/8/8/3RK3 w - - 0 1")).isZero();
        EvaluationTerm trapped = only(term, "pieces.trapped-rook.mg", -50, "pieces.trapped-rook.eg", -10);
        String shut = "4k3/8/8/8/8/8/5PPP/5KR1 w - - 0 1"; // Kf1 shuts Rg1 in: h1 is its only square
        assertThat(white(trapped, shut)).isEqualTo(TaperedScore.of(-50, -10));
        assertThat(white(trapped, mirror(shut))).isEqualTo(TaperedScore.of(50, 10));
        assertThat(white(trapped, "4k3/8/8/8/8/8/5PPP/R4K2 w - - 0 1")).as("the other side of its king").isZero();
        assertThat(white(trapped, "4k3/8/8/8/8/8/5P1P/5KR1 w - - 0 1")).as("the g-file open").isZero();
    }

    @Test
    void shouldScoreSpaceBehindThePawnsByThePiecesLeft() {
        Space term = new Space();
        String open = "4k3/8/8/8/8/8/8/RN2K3 w - - 0 1";
        assertThat(white(term, open)).as("the default is 0").isZero();
        EvaluationTerm space = only(term, "space.mg", 64);
        // c2-f4, 12 squares, times 2 pieces squared, times 64 / 256.
        assertThat(white(space, open)).isEqualTo(TaperedScore.of(12, 0));
        // d4 takes a square and gains d3 and d2, which lie behind it: 13.
        assertThat(white(space, "4k3/8/8/8/3P4/8/8/RN2K3 w - - 0 1")).isEqualTo(TaperedScore.of(13, 0));
        // e5 attacks f4 (d4 it attacks is d4's own); Black has no pieces, so no space of its own counts.
        assertThat(white(space, "4k3/8/8/4p3/3P4/8/8/RN2K3 w - - 0 1")).isEqualTo(TaperedScore.of(12, 0));
        assertThat(white(space, mirror(open))).isEqualTo(-TaperedScore.of(12, 0));
    }

    @Test
    void shouldShelterAKingByItsPawnsAndStormItByTheEnemysByRankAndFile() {
        KingShelter term = new KingShelter();
        String castled = "6k1/8/8/8/8/8/5PPP/6K1 w - - 0 1";
        assertThat(white(term, castled)).as("the defaults are 0").isZero();
        // White's g-pawn on its second rank, one file from the edge; Black has no pawn on f, g or h at all.
        assertThat(white(only(term, "shelter.edge1.rank2", 20), castled)).isEqualTo(TaperedScore.of(20, 0));
        assertThat(white(only(term, "shelter.edge1.none", -25), castled)).as("Black's g-file")
                .isEqualTo(TaperedScore.of(25, 0));
        // From Black's side White's h-pawn storms on the seventh rank, at the edge.
        assertThat(white(only(term, "shelter.storm.edge0.rank7", -30), castled)).isEqualTo(TaperedScore.of(30, 0));
        String blocked = "6k1/8/8/8/8/6p1/6P1/6K1 w - - 0 1"; // g3 stands right in front of g2
        assertThat(white(only(term, "shelter.blocked.rank3", -10), blocked)).isEqualTo(TaperedScore.of(-10, 0));
        assertThat(white(only(term, "shelter.storm.edge1.rank3", -40), blocked)).as("blocked, not storming").isZero();
        assertThat(white(only(term, "shelter.storm.edge1.rank3", -40), "6k1/8/8/8/8/6p1/8/6K1 w - - 0 1"))
                .isEqualTo(TaperedScore.of(-40, 0));
        String corner = "6k1/8/8/8/8/8/PPP5/K7 w - - 0 1"; // a king on the edge looks at files a, b and c
        assertThat(white(only(term, "shelter.edge2.rank2", 7), corner)).isEqualTo(TaperedScore.of(7, 0));
        assertThat(white(only(term, "shelter.edge2.rank2", 7), mirror(corner))).isEqualTo(-TaperedScore.of(7, 0));
    }

    /** The packed sum of the terms, each evaluated on its own (its own attack map, no pawn table), tapered. */
    private static int alone(List<EvaluationTerm> terms, ChessState state) {
        int packed = 0;
        for (EvaluationTerm term : terms) {
            packed += term.evaluate(state);
        }
        return TaperedScore.taper(packed, ChessEvaluator.phase(state));
    }

    @Test
    void shouldScoreWithOneSharedAttackMapAndItsPawnTableWhatItsTermsScoreAlone() {
        List<EvaluationTerm> terms = List.of(new PieceSquareTables(), new Mobility(), new KingSafety(),
                only(new Threats(), "threats.hanging.mg", 30, "threats.lesser-on-rook.eg", 20),
                only(new KingChecks(), "king-checks.queen.mg", -40, "king-checks.weak.eg", -5), new PawnStructure(),
                only(new PawnChains(), "chains.phalanx.rank4.mg", 12, "chains.backward.eg", -9),
                only(new KingShelter(), "shelter.edge1.rank2", 20, "shelter.storm.edge2.rank5", -15));
        // The same terms but one pawn weight: its pawn-table entries must never serve the first evaluator's.
        List<EvaluationTerm> otherTerms = new ArrayList<>(terms);
        otherTerms.set(6, only(new PawnChains(), "chains.phalanx.rank4.mg", 40, "chains.backward.eg", -9));
        ChessEvaluator evaluator = new ChessEvaluator(terms);
        ChessEvaluator other = new ChessEvaluator(otherTerms);
        SplittableRandom random = new SplittableRandom(5);
        int[] moves = new int[ChessGame.MAX_MOVES];
        int differ = 0;
        for (int game = 0; game < 10; game++) {
            ChessState state = CHESS.newState();
            while (!state.isTerminal() && state.plies() < 120) {
                for (int twice = 0; twice < 2; twice++) { // the second time from the pawn table
                    assertThat(evaluator.evaluateForWhite(state)).as(state.notation()).isEqualTo(alone(terms, state));
                    assertThat(other.evaluateForWhite(state)).as(state.notation())
                            .isEqualTo(alone(otherTerms, state));
                }
                differ += alone(terms, state) != alone(otherTerms, state) ? 1 : 0;
                state.play(moves[random.nextInt(state.legalMoves(moves))]);
            }
        }
        assertThat(differ).as("positions the two evaluators score apart").isPositive();
        assertThat(new KingChecks().readsAttacks()).as("weights 0: nothing to read").isFalse();
        assertThat(terms.get(4).readsAttacks()).isTrue();
        assertThat(terms.get(7).readsPawnsAndKingsOnly()).isTrue();
        assertThat(terms.get(1).readsPawnsAndKingsOnly()).isFalse();
    }

    @Test
    void shouldScoreAlikeWithItsOwnWeightsAndNameEachOnce() {
        int[] values = CLASSIC.weights().values();
        ChessEvaluator copy = CLASSIC.withWeights(values);
        SplittableRandom random = new SplittableRandom(3);
        int[] moves = new int[ChessGame.MAX_MOVES];
        for (int game = 0; game < 20; game++) {
            ChessState state = CHESS.newState();
            while (!state.isTerminal() && state.plies() < 120) {
                assertThat(copy.evaluate(state)).isEqualTo(CLASSIC.evaluate(state));
                state.play(moves[random.nextInt(state.legalMoves(moves))]);
            }
        }
        // 10 material values, 6 tables of 64 squares by phase less the pawns' first and last ranks, then the terms.
        assertThat(CLASSIC.weights().size())
                .isEqualTo(10 + 2 * (6 * 64 - 16) + 12 + 16 + 7 + 2 + 4 + 8 + 4 + 4 + 2 + 24 + 10 + 8 + 1
                        + 28 + 24 + 6 + 2 + 6 + 9 + 7 + 35);
        assertThat(EVALUATOR.weights().size()).isEqualTo(10 + 2 * (6 * 64 - 16));
        assertThat(EVALUATOR.weights().value(EVALUATOR.weights().indexOf("pst.knight.mg.e4"))).isEqualTo(28);
        assertThat(CLASSIC.weights().value(CLASSIC.weights().indexOf("material.queen.eg"))).isEqualTo(936);
        assertThat(CLASSIC.weights().indexOf("pst.pawn.mg.e1")).isEqualTo(-1);
    }

    @Test
    void shouldPlayWithTheFittedWeightsOfItsResource() throws java.io.IOException {
        ChessEvaluator starting = new ChessEvaluator(List.of(new PieceSquareTables(), new Mobility(),
                new PawnStructure(), new KingSafety(), new BishopPair(), new Imbalance(), new RookFiles(),
                new Threats(), new PassedPawns(), new Outposts(), new Tempo(), new PawnChains(), new KingChecks(),
                new PiecePlacement(), new Space(), new KingShelter(), new Winnable(), new EndgameScale()));
        assertThat(CLASSIC.weights().sameNames(starting.weights())).isTrue();
        java.util.Map<String, Integer> file = new java.util.HashMap<>();
        String resource = ChessClassicEvaluatorProvider.WEIGHTS;
        try (var in = ChessClassicEvaluatorProvider.class.getResourceAsStream(resource)) {
            assertThat(in).as("the resource").isNotNull();
            for (String line : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).split("\n")) {
                String[] fields = line.strip().split("\\s+");
                if (fields.length == 2 && !line.startsWith("#") && !fields[0].equals("evaluator")) {
                    file.put(fields[0], Integer.parseInt(fields[1]));
                }
            }
        }
        assertThat(file).hasSizeGreaterThan(800);
        int changed = 0;
        for (int i = 0; i < CLASSIC.weights().size(); i++) {
            String name = CLASSIC.weights().name(i);
            int expected = file.getOrDefault(name, starting.weights().value(i));
            assertThat(CLASSIC.weights().value(i)).as(name).isEqualTo(expected);
            changed += expected != starting.weights().value(i) ? 1 : 0;
        }
        assertThat(changed).as("weights the file changes").isGreaterThan(500);
        // The material was held; the fitted tables differ from PeSTO's.
        assertThat(CLASSIC.weights().value(CLASSIC.weights().indexOf("material.queen.mg"))).isEqualTo(1025);
        ChessState opening = CHESS.parseState("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        assertThat(CLASSIC.evaluate(opening)).isNotEqualTo(starting.evaluate(opening));
    }

    private static ChessEvaluator classicWith(String... namesAndValues) {
        int[] values = CLASSIC.weights().values();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            values[CLASSIC.weights().indexOf(namesAndValues[i])] = Integer.parseInt(namesAndValues[i + 1]);
        }
        return CLASSIC.withWeights(values);
    }

    @Test
    void shouldScaleTheEndgameScoreByTheMaterialOnTheBoard() {
        EndgameScale scale = new EndgameScale().withWeights(new EndgameScale().weights()
                .withValues(new int[] {20, 40, 8, 30, 10, 24, 48}));
        assertThat(new EndgameScale().adjustsAnything()).as("the starting weights").isFalse();
        assertThat(scale.adjustsAnything()).isTrue();
        // Bishops of opposite colours alone, and with rooks; of the same colour a pawn up is the one-pawn edge.
        assertThat(scale.factor(CHESS.parseState("4k3/8/3b4/8/3P4/3B4/8/4K3 w - - 0 1"), 50)).isEqualTo(20);
        assertThat(scale.factor(CHESS.parseState("r3k3/8/3b4/8/3P4/3B4/8/R3K3 w - - 0 1"), 50)).isEqualTo(40);
        assertThat(scale.factor(CHESS.parseState("4k3/8/4b3/8/3P4/3B4/8/4K3 w - - 0 1"), 50)).isEqualTo(48);
        // The side ahead without pawns and at most a minor piece up: a rook against a bishop, for White or Black.
        assertThat(scale.factor(CHESS.parseState("4k3/8/4b3/8/8/8/8/R3K3 w - - 0 1"), 50)).isEqualTo(8);
        assertThat(scale.factor(CHESS.parseState("r3k3/8/8/8/8/4B3/8/4K3 w - - 0 1"), -50)).isEqualTo(8);
        // A queen against a rook is more than a minor piece up; four pawns reach the full factor (30 + 4 x 10).
        assertThat(scale.factor(CHESS.parseState("4k3/8/8/8/8/8/r7/Q3K3 w - - 0 1"), 50)).isEqualTo(30);
        assertThat(scale.factor(CHESS.parseState("4k3/8/8/8/8/8/PPPP4/4K3 w - - 0 1"), 50))
                .isEqualTo(EndgameScale.NORMAL);
        // The side ahead is the one the score favours: Black's two pawns, not White's one.
        assertThat(scale.factor(CHESS.parseState("4k3/pp6/8/8/8/8/P7/4K3 w - - 0 1"), -50)).isEqualTo(50);
        // A rook each, at most a pawn up: the rook ending; two pawns up it is the pawns' cap (30 + 3 x 10).
        assertThat(scale.factor(CHESS.parseState("r3k3/5ppp/8/8/8/8/4PPPP/R3K3 w - - 0 1"), 50)).isEqualTo(24);
        assertThat(scale.factor(CHESS.parseState("r3k3/6pp/8/8/8/8/5PPP/R3K3 w - - 0 1"), 50)).isEqualTo(24);
        assertThat(scale.factor(CHESS.parseState("r3k3/7p/8/8/8/8/5PPP/R3K3 w - - 0 1"), 50)).isEqualTo(60);
        // A knight each and a pawn up: the one-pawn edge; a knight against a bishop is worth the same.
        assertThat(scale.factor(CHESS.parseState("4k3/3n2pp/8/8/8/8/4NPPP/4K3 w - - 0 1"), 50)).isEqualTo(48);
        assertThat(scale.factor(CHESS.parseState("4k3/3b2pp/8/8/8/8/4NPPP/4K3 w - - 0 1"), 50)).isEqualTo(48);

        // In the evaluator: a king and pawn ending is all endgame, so the whole score is scaled by 30 + 1 x 10.
        ChessEvaluator scaled = classicWith("scale.pawns-base", "30", "scale.pawns-per", "10");
        ChessState ending = CHESS.parseState("4k3/8/8/8/3P4/8/8/4K3 w - - 0 1");
        int plain = CLASSIC.evaluateForWhite(ending);
        assertThat(plain).isPositive();
        assertThat(scaled.evaluateForWhite(ending)).isEqualTo(plain * 40 / EndgameScale.NORMAL);
        // With eight pawns a side the factor is whole again (30 + 8 x 10 > 64): the opening scores as before.
        assertThat(scaled.evaluate(CHESS.newState())).isEqualTo(CLASSIC.evaluate(CHESS.newState()));
        ChessState opening = CHESS.parseState("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        assertThat(scaled.evaluate(opening)).isEqualTo(CLASSIC.evaluate(opening));
    }

    private static Winnable winnable(int... values) {
        return new Winnable().withWeights(new Winnable().weights().withValues(values));
    }

    @Test
    void shouldMeasureHowWinnableAPositionIs() {
        assertThat(new Winnable().adjustsAnything()).as("the starting weights").isFalse();
        // Each feature weighted 1 alone (passed, pawns, outflanking, both flanks, infiltration, pawnless, unwinnable,
        // base): its count in three positions.
        ChessState kingAndPawn = CHESS.parseState("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        ChessState twoFlanks = CHESS.parseState("8/p7/8/8/3k4/8/7P/4K3 b - - 0 1");
        ChessState start = CHESS.newState();
        int[][] expected = {
            {1, 1, -7, 0, 0, 1, 1, 1}, // kings on one file 7 ranks apart, one passed pawn, no pieces
            {2, 2, -2, 1, 1, 1, 0, 1}, // a pawn on each flank, both passed; Black's king in White's half
            {0, 16, -7, 1, 0, 0, 0, 1},
        };
        ChessState[] positions = {kingAndPawn, twoFlanks, start};
        for (int feature = 0; feature < 8; feature++) {
            int[] values = new int[9];
            values[feature] = 1;
            Winnable unit = winnable(values);
            assertThat(unit.adjustsAnything()).isTrue();
            for (int p = 0; p < positions.length; p++) {
                assertThat(unit.complexity(positions[p])).as("feature %d in %s", feature, positions[p].notation())
                        .isEqualTo(expected[p][feature]);
            }
        }
        assertThat(winnable(3, 2, 1, 5, 7, 11, 13, -17, 0).complexity(kingAndPawn))
                .isEqualTo(3 + 2 - 7 + 11 + 13 - 17);
    }

    @Test
    void shouldScoreTheMaterialImbalanceAsAQuadraticFormOfTheCounts() {
        Imbalance none = new Imbalance();
        assertThat(none.weights().size()).isEqualTo(35);
        ChessState start = CHESS.newState();
        assertThat(none.evaluate(start)).isZero();
        // White: a knight and three pawns; Black: a bishop and three pawns. A knight gains 32/16 for each own pawn:
        // 3 pawns x 32 / 16 = 6 for White; Black's bishop has no such weight.
        ChessState minors = CHESS.parseState("4k3/ppp5/4b3/8/8/4N3/PPP5/4K3 w - - 0 1");
        Imbalance knightPawns = withImbalance("imbalance.ours.knight.pawn", 32);
        assertThat(knightPawns.evaluate(minors)).isEqualTo(TaperedScore.of(6, 6));
        // Each side's own pieces: two knights and two rooks each, a rook loses 48/16 for every own rook: 2 x 2 x 48 /
        // 16 = 12 a side, so nothing between equal sides.
        assertThat(withImbalance("imbalance.ours.rook.rook", -48).evaluate(start)).isZero();
        // A queen against two rooks: the queen gains 16/16 for each enemy rook (2); Black's rooks see no queen of
        // theirs below them.
        ChessState queenRooks = CHESS.parseState("r3k2r/8/8/8/8/8/8/3QK3 w - - 0 1");
        assertThat(withImbalance("imbalance.theirs.queen.rook", 16).evaluate(queenRooks))
                .isEqualTo(TaperedScore.of(2, 2));
        // The bishop pair counts once: a rook beside two bishops gains 80/16 = 5, beside one nothing.
        Imbalance rookPair = withImbalance("imbalance.ours.rook.pair", 80);
        assertThat(rookPair.evaluate(CHESS.parseState("4k3/8/8/8/8/8/8/R1B1KB2 w - - 0 1")))
                .isEqualTo(TaperedScore.of(5, 5));
        assertThat(rookPair.evaluate(CHESS.parseState("4k3/8/8/8/8/8/8/R1B1K3 w - - 0 1"))).isZero();
        // Black's the same, the other way.
        assertThat(rookPair.evaluate(CHESS.parseState("r1b1kb2/8/8/8/8/8/8/4K3 w - - 0 1")))
                .isEqualTo(TaperedScore.of(-5, -5));
    }

    private static Imbalance withImbalance(String name, int value) {
        int[] values = new int[35];
        values[new Imbalance().weights().indexOf(name)] = value;
        return new Imbalance().withWeights(new Imbalance().weights().withValues(values));
    }

    @Test
    void shouldMoveTheEndgameScoreAwayFromADrawOrTowardsItButNeverPast() {
        ChessState ending = CHESS.parseState("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        // A complexity of +30 (the base alone): the endgame half 30 further from 0 for either side; the middlegame half
        // moves only by a negative complexity.
        Winnable hopeful = winnable(0, 0, 0, 0, 0, 0, 0, 30, 0);
        assertThat(hopeful.adjust(ending, TaperedScore.of(100, 50))).isEqualTo(TaperedScore.of(100, 80));
        assertThat(hopeful.adjust(ending, TaperedScore.of(-100, -50))).isEqualTo(TaperedScore.of(-100, -80));
        assertThat(hopeful.adjust(ending, TaperedScore.of(0, 0))).isEqualTo(TaperedScore.of(0, 0));
        // A complexity of -200: each half 200 nearer to 0, and no further than 0.
        Winnable drawish = winnable(0, 0, 0, 0, 0, 0, 0, -200, 0);
        assertThat(drawish.adjust(ending, TaperedScore.of(100, 50))).isEqualTo(TaperedScore.of(0, 0));
        assertThat(drawish.adjust(ending, TaperedScore.of(-300, -250))).isEqualTo(TaperedScore.of(-100, -50));
        // winnable.mg 150 leaves the middlegame half -50 of it.
        Winnable middlegame = winnable(0, 0, 0, 0, 0, 0, 0, -200, 150);
        assertThat(middlegame.adjust(ending, TaperedScore.of(100, 50))).isEqualTo(TaperedScore.of(50, 0));

        // In the evaluator: a king and pawn ending is all endgame, so the score moves by the complexity.
        ChessEvaluator adjusted = classicWith("winnable.base", "30");
        int plain = CLASSIC.evaluateForWhite(ending);
        assertThat(plain).isPositive();
        assertThat(adjusted.evaluateForWhite(ending)).isEqualTo(plain + 30);
        ChessState blackAhead = CHESS.parseState(mirror(ending.notation()));
        assertThat(adjusted.evaluateForWhite(blackAhead)).isEqualTo(-plain - 30);
    }

    @Test
    void shouldScoreWithTheWeightsItIsGiven() {
        BishopPair pair = new BishopPair();
        BishopPair stronger = pair.withWeights(pair.weights().withValues(new int[] {80, -10}));
        assertThat(white(stronger, "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1")).isEqualTo(TaperedScore.of(80, -10));
        assertThat(white(pair, "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1"))
                .isEqualTo(TaperedScore.of(pair.weights().value(0), pair.weights().value(1)));

        int[] values = CLASSIC.weights().values();
        values[CLASSIC.weights().indexOf("material.pawn.eg")] += 100;
        ChessEvaluator richer = CLASSIC.withWeights(values);
        // A king and pawn ending is all endgame: the pawn's extra 100 shows in full.
        ChessState ending = CHESS.parseState("4k3/8/8/8/3P4/8/8/4K3 w - - 0 1");
        assertThat(richer.evaluate(ending) - CLASSIC.evaluate(ending)).isEqualTo(100);
        assertThat(CLASSIC.weights().value(CLASSIC.weights().indexOf("material.pawn.eg"))).isEqualTo(94);
        int king = CLASSIC.weights().indexOf("king.attack.units.queen");
        values[king] = 99;
        assertThatThrownBy(() -> CLASSIC.withWeights(values))
                .hasMessage("weight king.attack.units.queen = 99 is outside its bounds 0 .. 20");
    }

    @Test
    void shouldLoadWeightsFromAFileByName(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws java.io.IOException {
        java.nio.file.Path file = dir.resolve("classic.weights");
        java.nio.file.Files.write(file, List.of("# a test", "evaluator chess:classic", "material.pawn.eg 114"));
        var tuned = Ply.evaluator(CHESS, "classic", file);
        assertThat(tuned.weights().value(tuned.weights().indexOf("material.pawn.eg"))).isEqualTo(114);
        ChessState ending = CHESS.parseState("4k3/8/8/8/3P4/8/8/4K3 w - - 0 1");
        @SuppressWarnings("unchecked")
        Evaluator<ChessState> scoring = (Evaluator<ChessState>) tuned;
        assertThat(scoring.evaluate(ending) - CLASSIC.evaluate(ending)).isEqualTo(20);
        assertThatThrownBy(() -> Ply.evaluator(CHESS, "pst", file))
                .hasMessage("weights file " + file + " holds weights of chess:classic, not chess:pst");
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
