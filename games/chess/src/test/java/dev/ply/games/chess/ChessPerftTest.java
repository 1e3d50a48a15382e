package dev.ply.games.chess;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.perft.Perft;
import dev.ply.testkit.PerftAssertions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The perft table of the project's REFERENCE.md, through the SPI's generic perft and the chess one. */
class ChessPerftTest {

    private static final ChessGame CHESS = new ChessGame();

    static Stream<Arguments> positions() {
        return Stream.of(
                Arguments.of("start", Fen.START,
                        new long[] {20, 400, 8_902, 197_281, 4_865_609, 119_060_324}),
                Arguments.of("Kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                        new long[] {48, 2_039, 97_862, 4_085_603, 193_690_690, 8_031_647_685L}),
                Arguments.of("position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                        new long[] {14, 191, 2_812, 43_238, 674_624, 11_030_083}),
                Arguments.of("position 4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                        new long[] {6, 264, 9_467, 422_333, 15_833_292, 706_045_033}),
                Arguments.of("position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
                        new long[] {44, 1_486, 62_379, 2_103_487, 89_941_194, 3_048_196_529L}),
                Arguments.of("position 6",
                        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
                        new long[] {46, 2_079, 89_890, 3_894_594, 164_075_551, 6_923_051_137L}));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void shouldMatchTheReferenceCountsToDepthFourThroughTheGenericPerft(String name, String fen, long[] counts) {
        ChessState state = CHESS.parseState(fen);
        PerftAssertions.assertPerft(state, counts[0], counts[1], counts[2], counts[3]);
        assertThat(state.notation()).as("position restored").isEqualTo(CHESS.parseState(fen).notation());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void shouldMatchTheReferenceCountsToDepthFourMakingEveryMove(String name, String fen, long[] counts) {
        ChessState state = CHESS.parseState(fen);
        for (int depth = 1; depth <= 4; depth++) {
            assertThat(ChessPerft.countMakingEveryMove(state, depth)).as("%s depth %d", name, depth)
                    .isEqualTo(counts[depth - 1]);
        }
        long hash = CHESS.parseState(fen).hash();
        assertThat(state.hash()).as("hash restored").isEqualTo(hash);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void shouldSplitTheCountOverRootMovesOnTwoThreads(String name, String fen, long[] counts) {
        ChessState state = CHESS.parseState(fen);
        List<Perft.Entry> entries = Perft.divide(state, 3, 2, null);
        assertThat(entries).hasSize((int) counts[0]);
        assertThat(entries.stream().mapToLong(Perft.Entry::nodes).sum()).isEqualTo(counts[2]);
        assertThat(entries).allSatisfy(entry -> assertThat(entry.notation()).matches("[a-h][1-8][a-h][1-8][qrbn]?"));
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void shouldMatchTheReferenceCountsAtDepthsFiveAndSix(String name, String fen, long[] counts) {
        ChessState state = CHESS.parseState(fen);
        assertThat(ChessPerft.count(state, 5)).as("%s depth 5, bulk", name).isEqualTo(counts[4]);
        assertThat(ChessPerft.countMakingEveryMove(state, 5)).as("%s depth 5, every move made", name)
                .isEqualTo(counts[4]);
        assertThat(Perft.count(state, 5, 2)).as("%s depth 5, generic perft on two threads", name)
                .isEqualTo(counts[4]);
        assertThat(ChessPerft.count(state, 6)).as("%s depth 6", name).isEqualTo(counts[5]);
    }
}
