package dev.ply.games.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.NotationException;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class FenTest {

    private static final ChessGame CHESS = new ChessGame();

    @Test
    void shouldRoundTripEveryPositionOfTheSuite() {
        for (PerftSuiteTest.Entry entry : PerftSuiteTest.suite()) {
            assertThat(CHESS.parseState(entry.fen()).notation()).isEqualTo(entry.fen());
        }
    }

    @Test
    void shouldReadTheBoardSideRightsAndCounters() {
        ChessState state = CHESS.parseState("r3k2r/8/8/8/8/8/8/R3K2R b Kq - 7 42");
        assertThat(state.pieceAt(Square.A8)).isEqualTo(Piece.BLACK_ROOK);
        assertThat(state.pieceAt(Square.E1)).isEqualTo(Piece.WHITE_KING);
        assertThat(state.pieceAt(Square.parse("d4"))).isEqualTo(Piece.EMPTY);
        assertThat(state.sideToMove()).isEqualTo(Piece.BLACK);
        assertThat(state.castlingRights()).isEqualTo(ChessState.WHITE_KINGSIDE | ChessState.BLACK_QUEENSIDE);
        assertThat(state.halfmoveClock()).isEqualTo(7);
        assertThat(state.fullmoveNumber()).isEqualTo(42);
    }

    @Test
    void shouldKeepTheEnPassantSquareOnlyWhenACaptureIsLegal() {
        ChessState useless = CHESS.parseState("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        ChessState without = CHESS.parseState("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        assertThat(useless.notation()).isEqualTo(without.notation());
        assertThat(useless.hash()).isEqualTo(without.hash());

        ChessState capturable = CHESS.parseState("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        ChessState late = CHESS.parseState("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
        assertThat(capturable.notation()).contains(" f6 ");
        assertThat(capturable.enPassantSquare()).isEqualTo(Square.parse("f6"));
        assertThat(capturable.hash()).isNotEqualTo(late.hash());
    }

    @Test
    void shouldDropAnEnPassantSquareWhoseCaptureWouldExposeTheKingAlongTheRank() {
        ChessState pinned = CHESS.parseState("8/8/8/KPp4r/8/8/8/7k w - c6 0 1");
        assertThat(pinned.enPassantSquare()).isEqualTo(-1);
        assertThat(pinned.notation()).isEqualTo("8/8/8/KPp4r/8/8/8/7k w - - 0 1");
    }

    static Stream<Arguments> malformed() {
        String start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
        return Stream.of(
                Arguments.of("", "empty FEN"),
                Arguments.of(start + " w KQkq -", "FEN has 4 fields, expected 6"),
                Arguments.of(start + " w KQkq - 0 1 x", "FEN has 7 fields, expected 6"),
                Arguments.of("rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "has 7 ranks, expected 8"),
                Arguments.of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", "has 'X'"),
                Arguments.of("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "has '9'"),
                Arguments.of("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "covers 9 squares, expected 8"),
                Arguments.of("rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "covers 7 squares, expected 8"),
                Arguments.of("rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "two counts of empty squares"),
                Arguments.of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w kq - 0 1", "0 white kings, expected exactly one"),
                Arguments.of("rnbkkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "2 black kings"),
                Arguments.of("rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1", "white pawn on h8"),
                Arguments.of("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", "9 pawns"),
                Arguments.of("4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1", "more pieces than it can have"),
                Arguments.of(start + " x KQkq - 0 1", "side to move must be 'w' or 'b'"),
                Arguments.of("rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "castling right 'k' needs"),
                Arguments.of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1", "white kings"),
                Arguments.of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1", "repeats 'K'"),
                Arguments.of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", "Chess960"),
                Arguments.of("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1", "e4 is not on rank 3"),
                Arguments.of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
                        "needs a black pawn on e5"),
                Arguments.of(start + " w KQkq z9 0 1", "en-passant field must be '-' or a square"),
                Arguments.of("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 2 3", "resets it to 0"),
                Arguments.of(start + " w KQkq - -1 1", "halfmove clock must be a whole number"),
                Arguments.of(start + " w KQkq - x 1", "halfmove clock must be a whole number"),
                Arguments.of(start + " w KQkq - 10000 1", "halfmove clock must be a whole number from 0 to 9999"),
                Arguments.of(start + " w KQkq - 0 0", "fullmove number must be a whole number from 1"),
                Arguments.of(start + " w KQkq - 0 1.5", "fullmove number"),
                Arguments.of("4k3/8/8/8/8/8/4R3/4K3 w - - 0 1", "Black in check with White to move"),
                Arguments.of("4k3/8/3N4/1B6/8/8/8/4RK2 b - - 0 1", "in check from 3 pieces"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("malformed")
    void shouldRejectAMalformedFenWithOneLineNamingTheProblem(String fen, String message) {
        assertThatThrownBy(() -> CHESS.parseState(fen)).isInstanceOf(NotationException.class)
                .hasMessageContaining(message)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    static Stream<Arguments> repairable() {
        String start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
        return Stream.of(
                Arguments.of(start + " w KQkq -", Fen.START, ""),
                Arguments.of(start + " w KQkq - 5", start + " w KQkq - 5 1", ""),
                Arguments.of(start + " w KQkq - 0 0", Fen.START, ""),
                Arguments.of(start + " w KQkq - x 1", Fen.START, "halfmove clock 'x' read as 0"),
                Arguments.of(start + " w KQkq - 0 99999999", start + " w KQkq - 0 99999",
                        "fullmove number '99999999' read as 99999"),
                Arguments.of("rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                        "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1",
                        "castling right 'k' dropped: it needs the black king on e8 and a rook on h8"),
                Arguments.of(start + " w KQkq e6 0 1", Fen.START, "en-passant square e6 dropped"),
                Arguments.of("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1",
                        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "must be on rank 3"),
                Arguments.of("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 2 3",
                        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "halfmove clock 2 set to 0"),
                Arguments.of("4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1", "4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1", ""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("repairable")
    void shouldRepairWhatALenientReaderRepairsAndSayWhat(String fen, String repaired, String note) {
        java.util.List<String> notes = new java.util.ArrayList<>();
        assertThat(CHESS.parseStateLeniently(fen, notes::add).notation()).isEqualTo(repaired);
        if (note.isEmpty()) {
            assertThat(notes).isEmpty();
        } else {
            assertThat(notes).singleElement().asString().contains(note);
        }
    }

    static Stream<Arguments> unsearchable() {
        return Stream.of(
                Arguments.of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1", "white kings"),
                Arguments.of("4k3/8/8/8/8/8/4R3/4K3 w - - 0 1", "Black in check with White to move"),
                Arguments.of("rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1", "white pawn on h8"),
                Arguments.of("4k3/8/8/8/8/PPPPPPPP/PPPPPPPP/QQ2K3 w - - 0 1", "19 pieces; a side has at most 16"),
                Arguments.of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 7", "7 fields"),
                Arguments.of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", "2 fields"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("unsearchable")
    void shouldStillRefuseWhatNoSearchCanWorkOn(String fen, String message) {
        assertThatThrownBy(() -> CHESS.parseStateLeniently(fen, note -> { })).isInstanceOf(NotationException.class)
                .hasMessageContaining(message);
    }
}
