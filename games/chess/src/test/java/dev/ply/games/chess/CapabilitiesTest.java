package dev.ply.games.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The optional capabilities searches use: tactical moves, check, null move, ordering hints, exchanges. */
class CapabilitiesTest {

    private static final ChessGame CHESS = new ChessGame();

    private static int[] sorted(int[] moves, int count) {
        int[] copy = Arrays.copyOf(moves, count);
        Arrays.sort(copy);
        return copy;
    }

    @Test
    void shouldListExactlyTheLegalCapturesAndPromotionsAsTacticalMoves() {
        SplittableRandom random = new SplittableRandom(7);
        int[] legal = new int[ChessGame.MAX_MOVES];
        int[] tactical = new int[ChessGame.MAX_MOVES];
        int positions = 0;
        int nonEmpty = 0;
        for (String fen : new String[] {Fen.START, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"}) {
            for (int game = 0; game < 10; game++) {
                ChessState state = CHESS.parseState(fen);
                for (int ply = 0; ply < 120 && !state.isTerminal(); ply++) {
                    int count = state.legalMoves(legal);
                    int[] expected = Arrays.stream(legal, 0, count).filter(state::isTactical).sorted().toArray();
                    for (int move : expected) {
                        int kind = ChessMove.kind(move);
                        assertThat(state.isCapture(move) || kind == ChessMove.PROMOTION).isTrue();
                    }
                    int tacticalCount = state.tacticalMoves(tactical);
                    assertThat(sorted(tactical, tacticalCount)).as("tactical moves of %s", state.notation())
                            .isEqualTo(expected);
                    assertThat(ChessMoveGenerator.count(state)).isEqualTo(count);
                    assertThat(ChessMoveGenerator.hasLegalMove(state)).isEqualTo(count > 0);
                    positions++;
                    nonEmpty += tacticalCount > 0 ? 1 : 0;
                    state.play(legal[random.nextInt(count)]);
                }
            }
        }
        assertThat(positions).isGreaterThan(1_000);
        assertThat(nonEmpty).isGreaterThan(positions / 4);
    }

    @Test
    void shouldGenerateOnlyMovesThatLeaveTheKingSafe() {
        SplittableRandom random = new SplittableRandom(8);
        int[] legal = new int[ChessGame.MAX_MOVES];
        for (int game = 0; game < 40; game++) {
            ChessState state = CHESS.parseState("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
            for (int ply = 0; ply < 80 && !state.isTerminal(); ply++) {
                int count = state.legalMoves(legal);
                int mover = state.sideToMove();
                for (int i = 0; i < count; i++) {
                    state.play(legal[i]);
                    int king = state.kingSquare(mover);
                    assertThat(ChessMoveGenerator.attacked(state.pieces, king, mover ^ 1, state.occupied()))
                            .as("%s leaves the king in check", ChessMove.toUci(legal[i])).isFalse();
                    assertThat(state.hash()).isEqualTo(Zobrist.compute(state));
                    state.undo();
                }
                state.play(legal[random.nextInt(count)]);
            }
        }
    }

    @Test
    void shouldReportCheckAndTheCheckers() {
        ChessState state = CHESS.parseState("4k3/8/3N4/1B6/8/8/8/4RK2 b - - 0 1".replace("3N4", "8"));
        assertThat(state.inCheck()).isTrue();
        assertThat(state.checkers()).isEqualTo(1L << Square.E1 | 1L << Square.parse("b5"));
        assertThat(CHESS.newState().inCheck()).isFalse();
    }

    @Test
    void shouldAllowANullMoveOnlyOutOfCheckAndWithAPieceBesidesKingAndPawns() {
        assertThat(CHESS.newState().nullMoveAllowed()).isTrue();
        assertThat(CHESS.parseState("4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1").nullMoveAllowed()).isFalse();
        assertThat(CHESS.parseState("4k3/8/8/8/8/8/4r3/4K2N w - - 0 1").nullMoveAllowed()).isFalse();
        assertThat(CHESS.parseState("4k3/8/8/8/8/8/8/4K2N w - - 0 1").nullMoveAllowed()).isTrue();
    }

    @Test
    void shouldPassTheTurnWithANullMoveAndRestoreEverything() {
        ChessState state = CHESS.parseState("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        String fen = state.notation();
        long hash = state.hash();
        state.playNull();
        assertThat(state.sideToMove()).isEqualTo(Piece.BLACK);
        assertThat(state.enPassantSquare()).isEqualTo(-1);
        assertThat(state.hash()).isEqualTo(CHESS.parseState("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3")
                .hash());
        state.play(state.parseMove("Nf6"));
        state.undo();
        state.undoNull();
        assertThat(state.notation()).isEqualTo(fen);
        assertThat(state.hash()).isEqualTo(hash);
        assertThatThrownBy(state::undoNull).isInstanceOf(IllegalStateException.class);
    }

    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource(delimiter = '|', value = {
        // An undefended pawn.
        "1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1 | Rxe5 | 100",
        // Knight for pawn: NxP, NxN, RxN, BxR, QxB, QxQ; White stops after NxN: 100 - 320.
        "1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1 | Nxe5 | -220",
        // A queen taking a pawn defended by a pawn.
        "4k3/8/3p4/4p3/8/8/8/4QK2 w - - 0 1 | Qxe5 | -800",
        // A rook backed by a rook takes a pawn defended by one rook: RxP RxR RxR.
        "4r1k1/8/8/4p3/8/8/4R3/4RK2 w - - 0 1 | Rxe5 | 100",
        // The king may take only what nothing defends.
        "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1 | Kxd2 | 100",
        // A promotion on an empty square nothing attacks.
        "8/P3k3/8/8/8/8/8/4K3 w - - 0 1 | a8=Q | 800",
        // En passant.
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1 | exd6 | 100",
        // A quiet move to an attacked square loses the piece.
        "4k3/8/8/3p4/8/8/8/2B1K3 w - - 0 1 | Be3 | 0",
        "4k3/8/8/3p4/8/8/8/2B1K3 w - - 0 1 | Bf4 | 0",
        "4k3/8/8/8/3p4/8/8/2B1K3 w - - 0 1 | Bd2 | 0",
        "4k3/8/8/8/3p4/8/8/2B1K3 w - - 0 1 | Be3 | -330",
        // Castling never loses material.
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1 | O-O | 0",
    })
    void shouldComputeTheStaticExchange(String fen, String move, int expected) {
        ChessState state = CHESS.parseState(fen.strip());
        assertThat(state.staticExchange(state.parseMove(move.strip()))).isEqualTo(expected);
    }

    @Test
    void shouldGiveVictimAndAttackerValuesAndHistoryIndices() {
        ChessState state = CHESS.parseState("1r2k3/P7/8/8/8/8/8/4K2R w K - 0 1");
        int capturePromotion = state.parseMove("axb8=Q");
        assertThat(state.victimValue(capturePromotion)).isEqualTo(500 + 900 - 100);
        assertThat(state.attackerValue(capturePromotion)).isEqualTo(100);
        int rookMove = state.parseMove("Rh5");
        assertThat(state.victimValue(rookMove)).isZero();
        assertThat(state.attackerValue(rookMove)).isEqualTo(500);
        assertThat(state.attackerValue(state.parseMove("Kd2"))).isZero();
        assertThat(state.historyIndex(rookMove)).isEqualTo(Piece.WHITE_ROOK << 6 | Square.parse("h5"));
        assertThat(state.historyIndex(rookMove)).isLessThan(state.historySize());
        assertThat(state.isTactical(capturePromotion)).isTrue();
        assertThat(state.isTactical(rookMove)).isFalse();
    }

    @Test
    void shouldKeyTheStructureByThePawnsAloneAndRestoreItOnUndo() {
        long start = CHESS.parseState(Fen.START).structureKey();
        // The same pawns with other pieces, castling rights and side to move: the same structure.
        assertThat(CHESS.parseState("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 b - - 0 1").structureKey()).isEqualTo(start);
        // A pawn on another square, a pawn less, or the colours of the pawns swapped: another structure.
        assertThat(CHESS.parseState("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").structureKey())
                .isNotEqualTo(start);
        assertThat(CHESS.parseState("rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1").structureKey())
                .isNotEqualTo(start);
        assertThat(CHESS.parseState("4k3/8/8/3P4/8/8/8/4K3 w - - 0 1").structureKey())
                .isNotEqualTo(CHESS.parseState("4k3/8/8/3p4/8/8/8/4K3 w - - 0 1").structureKey());

        SplittableRandom random = new SplittableRandom(9);
        int[] legal = new int[ChessGame.MAX_MOVES];
        ChessState state = CHESS.parseState(Fen.START);
        long[] keys = new long[200];
        int plies = 0;
        int pawnMoves = 0;
        for (; plies < keys.length && !state.isTerminal(); plies++) {
            keys[plies] = state.structureKey();
            int count = state.legalMoves(legal);
            int move = legal[random.nextInt(count)];
            boolean pawnsChange = Piece.type(state.pieceAt(ChessMove.from(move))) == Piece.PAWN || state.isCapture(move)
                    && Piece.type(state.pieceAt(ChessMove.to(move))) == Piece.PAWN || ChessMove.kind(move) == ChessMove.EN_PASSANT;
            state.play(move);
            assertThat(state.structureKey() != keys[plies]).as("after %s", state.notation()).isEqualTo(pawnsChange);
            pawnMoves += pawnsChange ? 1 : 0;
        }
        assertThat(pawnMoves).isGreaterThan(5);
        for (int ply = plies - 1; ply >= 0; ply--) {
            state.undo();
            assertThat(state.structureKey()).isEqualTo(keys[ply]);
        }
    }
}
