package dev.ply.games.chess;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.Ply;
import org.junit.jupiter.api.Test;

class ChessEncodingTest {

    private static final Game CHESS = Ply.game("chess");

    private static float[] encode(String fen) {
        ChessState state = (ChessState) CHESS.parseState(fen);
        float[] input = new float[state.inputSize()];
        state.encode(input, 0);
        return input;
    }

    @Test
    void eachSideSeesTheBoardFromItsOwnEnd() {
        // After 1. e4 with Black to move, and the same position with the colours swapped and White to move.
        assertThat(encode("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"))
                .containsExactly(encode("rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        // Castling rights are the mover's first: White keeping only its own king side reads like Black keeping its.
        assertThat(encode("r3k2r/8/8/8/8/8/8/R3K2R w K - 0 1"))
                .containsExactly(encode("r3k2r/8/8/8/8/8/8/R3K2R b k - 0 1"));
    }

    @Test
    void movesTakeTheirFromToIndexInTheMoversViewAndUnderPromotionsTheirOwn() {
        ChessState white = (ChessState) CHESS.parseState("8/4P3/8/8/8/8/8/k6K w - - 0 1");
        int e7 = Square.of(4, 6);
        int e8 = Square.of(4, 7);
        assertThat(white.actionIndex(white.parseMove("e8=Q"))).isEqualTo(e7 * 64 + e8);
        assertThat(white.actionIndex(white.parseMove("e8=N"))).isEqualTo(4096 + (0 * 8 + 4) * 3 + 1);
        assertThat(white.actionIndex(white.parseMove("e8=R"))).isEqualTo(4096 + (2 * 8 + 4) * 3 + 1);
        ChessState black = (ChessState) CHESS.parseState("K6k/8/8/8/8/8/4p3/8 b - - 0 1");
        assertThat(black.actionIndex(black.parseMove("e1=Q"))).isEqualTo(e7 * 64 + e8);
        assertThat(black.actionIndex(black.parseMove("e1=N"))).isEqualTo(white.actionIndex(white.parseMove("e8=N")));
    }

    @Test
    void theSparseFeaturesAreThePieceCellsThatAreOnesFromTheMoversView() {
        java.util.List<String> fens = java.util.List.of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1",
                "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "K6k/8/8/8/8/8/4p3/8 b - - 0 1");
        for (String fen : fens) {
            ChessState state = (ChessState) CHESS.parseState(fen);
            float[] planes = encode(fen);
            java.util.Set<Integer> ones = new java.util.TreeSet<>();
            for (int i = 0; i < 12 * 64; i++) {
                if (planes[i] == 1) {
                    ones.add(i);
                }
            }
            int[] active = new int[state.maxActiveFeatures()];
            int count = state.activeFeatures(active);
            java.util.Set<Integer> features = new java.util.TreeSet<>();
            for (int i = 0; i < count; i++) {
                features.add(active[i]);
            }
            assertThat(count).as(fen).isEqualTo(Long.bitCount(state.occupied()));
            assertThat(features).as(fen).isEqualTo(ones).allSatisfy(f -> assertThat(f).isLessThan(
                    state.featureCount()));
        }
        // The mover's king on its own first rank: White's on e1 and Black's on e8 are the same feature.
        int[] white = new int[64];
        int[] black = new int[64];
        ((ChessState) CHESS.parseState("4k3/8/8/8/8/8/8/4K3 w - - 0 1")).activeFeatures(white);
        ((ChessState) CHESS.parseState("4k3/8/8/8/8/8/8/4K3 b - - 0 1")).activeFeatures(black);
        assertThat(java.util.Arrays.stream(white, 0, 2).sorted().toArray())
                .containsExactly(java.util.Arrays.stream(black, 0, 2).sorted().toArray());
    }
}
