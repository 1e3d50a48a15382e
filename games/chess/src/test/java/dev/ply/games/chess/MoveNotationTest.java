package dev.ply.games.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** SAN and UCI: writing, reading (with the usual variants), the reasons given for illegal moves, round trips. */
class MoveNotationTest {

    private static final ChessGame CHESS = new ChessGame();

    private static ChessState play(String fen, String... moves) {
        ChessState state = CHESS.parseState(fen);
        for (String move : moves) {
            state.play(state.parseMove(move));
        }
        return state;
    }

    private static String san(String fen, String uci) {
        ChessState state = CHESS.parseState(fen);
        return state.moveToString(state.parseProtocolMove(uci));
    }

    @ParameterizedTest(name = "{1} is {2}")
    @CsvSource(delimiter = '|', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | g1f3 | Nf3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4 | e4",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | e1g1 | O-O",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1 | e8c8 | O-O-O",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | e4d5 | exd5",
        "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1 | b1d2 | Nbd2",
        "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1 | f1d2 | Nfd2",
        "4k3/8/8/8/8/R7/8/R3K3 w - - 0 1 | a1a2 | R1a2",
        "4k3/8/8/8/8/R7/8/R3K3 w - - 0 1 | a3a2 | R3a2",
        "8/8/1k6/8/4Q2Q/8/8/K6Q w - - 0 1 | h4e1 | Qh4e1",
        "8/8/1k6/8/4Q2Q/8/8/K6Q w - - 0 1 | e4e1 | Qee1",
        "8/8/1k6/8/4Q2Q/8/8/K6Q w - - 0 1 | h1e1 | Q1e1",
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1 | a7a8q | a8=Q+",
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1 | a7a8n | a8=N",
        "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1 | a7b8r | axb8=R+",
        "rnbqkbnr/ppppp2p/5p2/6p1/4P3/8/PPPP1PPP/RNBQKBNR w KQkq g6 0 3 | d1h5 | Qh5#",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3 | e5f6 | exf6",
        "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1 | c4d3 | cxd3+",
        "4k3/8/8/8/8/8/3n4/R3K2R w KQ - 0 1 | e1d2 | Kxd2",
    })
    void shouldWriteStandardAlgebraicNotation(String fen, String uci, String expected) {
        assertThat(san(fen.strip(), uci.strip())).isEqualTo(expected.strip());
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | 0-0 | e1g1",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | O-O-O+ | e1c1",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | o-o | e1g1",
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1 | a8Q | a7a8q",
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1 | a8=q | a7a8q",
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1 | a8(N) | a7a8n",
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1 | a8/R | a7a8r",
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1 | a8=Q+ | a7a8q",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Nf3!? | g1f3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Ng1f3 | g1f3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Ng1-f3 | g1f3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2-e4 | e2e4",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4 | e2e4",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | '  e4  ' | e2e4",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3 | exf6 e.p. | e5f6",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3 | ef6 | e5f6",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | e:d5 | e4d5",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | Qh5 | d1h5",
    })
    void shouldReadTheCommonVariantsOfSan(String fen, String text, String uci) {
        ChessState state = CHESS.parseState(fen.strip());
        assertThat(ChessMove.toUci(state.parseMove(text.replace("'", "")))).isEqualTo(uci.strip());
    }

    static Stream<Arguments> illegal() {
        String start = Fen.START;
        String knights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
        return Stream.of(
                Arguments.of(knights, "Nd2", "ambiguous move Nd2: Nbd2 and Nfd2 are both legal"),
                Arguments.of("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8", "must promote"),
                Arguments.of("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8", "must promote"),
                Arguments.of(start, "e5", "a pawn on e2 cannot move to e5"),
                Arguments.of(start, "e2e5", "a pawn on e2 cannot move to e5"),
                Arguments.of(start, "e3e4", "there is no piece on e3"),
                Arguments.of(start, "e7e5", "is Black's, and White is to move"),
                Arguments.of(start, "e2e4q", "only a pawn reaching the last rank can promote"),
                Arguments.of(start, "Nf4", "no white knight can move to f4"),
                Arguments.of(start, "Bb5", "the bishop on f1 is blocked on its way to b5"),
                Arguments.of(start, "Ke2", "White's own pawn stands on e2"),
                Arguments.of(start, "Qxd7", "blocked"),
                Arguments.of(start, "O-O", "needs the squares between king and rook empty"),
                Arguments.of("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", "O-O", "has lost the right to castle"),
                Arguments.of("r3k2r/8/8/8/8/8/8/R3K1r1 w Q - 0 1", "O-O-O", "a king in check cannot castle"),
                Arguments.of("r3k2r/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", "e1g1", "cannot castle through check: f1 is attacked"),
                Arguments.of("r3k2r/8/8/8/8/8/3r4/R3K2R w KQ - 0 1", "O-O-O", "cannot castle through check: d1 is attacked"),
                Arguments.of("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "Qd1", "White has no queen"),
                Arguments.of("r3k2r/8/8/8/8/8/6r1/R3K2R w KQ - 0 1", "O-O", "castle into check: g1 is attacked"),
                Arguments.of("r3k2r/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", "O-O", "castle through check: f1 is attacked"),
                Arguments.of("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "Nc3", "pinned to the white king by the rook on e7"),
                Arguments.of("4k3/8/8/8/1b6/8/8/4K2N w - - 0 1", "Ng3", "White is in check"),
                Arguments.of("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", "Kd2", "the king would be in check on d2"),
                Arguments.of("8/8/8/KPp4r/8/8/8/7k w - - 0 1", "b5c6", "there is nothing to capture on c6"),
                Arguments.of("rnbqkbnr/ppppp2p/5p2/6pQ/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 3", "Nc6", "game is over (checkmate)"),
                Arguments.of(start, "0000", "null move"),
                Arguments.of(start, "Kxx9", "is not a chess move"),
                Arguments.of(start, "e2e4e5", "is not a chess move"));
    }

    @ParameterizedTest(name = "{1}: {2}")
    @MethodSource("illegal")
    void shouldRejectAnIllegalOrAmbiguousMoveWithTheReason(String fen, String text, String reason) {
        ChessState state = CHESS.parseState(fen);
        String before = state.notation();
        assertThatThrownBy(() -> state.parseMove(text)).isInstanceOf(NotationException.class)
                .hasMessageContaining(reason)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        assertThat(state.notation()).isEqualTo(before);
    }

    @Test
    void shouldExplainAnEnPassantCaptureThatWouldExposeTheKing() {
        ChessState state = play("8/2p5/8/KP5r/8/8/8/7k b - - 0 1", "c5");
        assertThatThrownBy(() -> state.parseMove("bxc6")).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("capturing en passant on c6 would leave the white king in check");
    }

    @Test
    void shouldRoundTripSanAndUciOfEveryLegalMoveInRandomPlayouts() {
        SplittableRandom random = new SplittableRandom(20_26);
        int[] moves = new int[ChessGame.MAX_MOVES];
        int checked = 0;
        for (int game = 0; game < 60; game++) {
            ChessState state = CHESS.newState();
            for (int ply = 0; ply < 200 && !state.isTerminal(); ply++) {
                int count = state.legalMoves(moves);
                Set<String> sans = new HashSet<>();
                for (int i = 0; i < count; i++) {
                    String san = state.moveToString(moves[i]);
                    assertThat(sans.add(san)).as("%s written twice at %s", san, state.notation()).isTrue();
                    assertThat(state.parseMove(san)).as("%s at %s", san, state.notation()).isEqualTo(moves[i]);
                    String uci = state.moveToProtocol(moves[i]);
                    assertThat(state.parseProtocolMove(uci)).as("%s at %s", uci, state.notation()).isEqualTo(moves[i]);
                    assertThat(state.parseMove(uci)).isEqualTo(moves[i]);
                    checked++;
                }
                state.play(moves[random.nextInt(count)]);
            }
        }
        assertThat(checked).isGreaterThan(50_000);
    }

    @Test
    void shouldWriteAMoveThatIsNotLegalHereByItsSquaresWithoutTouchingTheState() {
        ChessState state = CHESS.newState();
        int e4 = state.parseMove("e4");
        state.play(e4);
        String fen = state.notation();
        assertThat(state.moveToString(e4)).isEqualTo("e2e4");
        assertThat(state.notation()).isEqualTo(fen);
    }
}
