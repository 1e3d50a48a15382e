package dev.ply.games.chess;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.testkit.GameContract;
import java.util.List;
import java.util.Map;

class ChessContractTest extends GameContract {

    @Override
    protected Game game() {
        return new ChessGame();
    }

    /** Positions from the perft suite and the reference table where castling, en passant, promotion and pins meet. */
    @Override
    protected List<String> positions() {
        return List.of(
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
                "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
                "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
                "8/1n4N1/2k5/8/8/5K2/1N4n1/8 b - - 0 1",
                "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
                "8/PPPk4/8/8/8/8/4Kppp/8 w - - 0 1",
                "8/8/8/3k4/8/8/8/R3K2R w KQ - 0 1",
                "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
                "K7/8/2n5/1n6/8/8/8/k6N w - - 0 1",
                "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1",
                "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
                "8/5bk1/8/2Pp4/8/1K6/8/8 w - d6 0 1");
    }

    /** FEN without the halfmove clock and move number, which the repetition rule (and the hash) ignores. */
    @Override
    protected String positionIdentity(GameState state) {
        String[] fields = state.notation().split(" ");
        return String.join(" ", fields[0], fields[1], fields[2], fields[3]);
    }

    @Override
    protected int playouts() {
        return 6;
    }

    @Override
    protected List<String> malformedPositions() {
        return List.of("", "   ", "this is not a position", "\u0000\u0001", "////////", "12345678901234567890",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
                "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w KQkq - 0 1",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1",
                "rnbqkbnr/ppp1pppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
                "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1");
    }

    @Override
    protected List<String> malformedMoves() {
        return List.of("", "  ", "??", "not-a-move", "zz99", "-1", "99999999999", "e5", "e2e5", "Nf4", "O-O", "Ke2",
                "e1g1", "Bb5", "0000", "e2e4k", "Qxd7", "exd3");
    }

    @Override
    protected Map<String, long[]> referencePerft() {
        return Map.of("", new long[] {20, 400, 8_902},
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", new long[] {48, 2_039});
    }

    @Override
    protected Map<String, Integer> finishedPositions() {
        return Map.of("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", -1,
                "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", 0, "R6k/8/6K1/8/8/8/8/8 b - - 0 1", 1);
    }
}
