package dev.ply.games.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import dev.ply.core.agent.GameRecord;
import dev.ply.games.chess.notation.Pgn;
import dev.ply.games.chess.notation.PgnGame;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PgnTest {

    private static final ChessGame CHESS = new ChessGame();

    private static GameRecord record(String fen, String... moves) {
        GameRecord record = new GameRecord(fen == null ? CHESS.newState() : CHESS.parseState(fen));
        for (String move : moves) {
            record.play(record.current().parseMove(move));
        }
        return record;
    }

    @Test
    void shouldWriteTheSevenTagRosterTheMovesAndTheResultOfAMate() {
        String pgn = Pgn.write(record(null, "f3", "e5", "g4", "Qh4"), Map.of("White", "Fool", "Event", "Test"));
        assertThat(pgn).isEqualTo("""
                [Event "Test"]
                [Site "?"]
                [Date "????.??.??"]
                [Round "?"]
                [White "Fool"]
                [Black "?"]
                [Result "0-1"]

                1. f3 e5 2. g4 Qh4# 0-1
                """);
    }

    @Test
    void shouldWriteTheStartPositionAndBlacksFirstMoveNumber() {
        String fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 3 40";
        String pgn = Pgn.write(record(fen, "Kd7", "e4", "Kc6"), Map.of());
        assertThat(pgn).contains("[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n")
                .contains("[Result \"*\"]")
                .endsWith("\n40... Kd7 41. e4 Kc6 *\n");
    }

    @Test
    void shouldLetTheCallerGiveTheResultAndEscapeTagValues() {
        String pgn = Pgn.write(record(null, "e4"), Map.of("Result", "1-0", "Annotator", "say \"hi\" \\o/"));
        assertThat(pgn).contains("[Result \"1-0\"]").contains("[Annotator \"say \\\"hi\\\" \\\\o/\"]")
                .endsWith("1. e4 1-0\n");
        assertThat(Pgn.read(pgn).tag("Annotator")).isEqualTo("say \"hi\" \\o/");
    }

    @Test
    void shouldRoundTripRandomGamesWithLinesOfAtMost79Characters() {
        SplittableRandom random = new SplittableRandom(1);
        int[] moves = new int[ChessGame.MAX_MOVES];
        for (int game = 0; game < 20; game++) {
            GameRecord record = new GameRecord(CHESS.newState());
            while (!record.current().isTerminal() && record.length() < 300) {
                int count = record.current().legalMoves(moves);
                record.play(moves[random.nextInt(count)]);
            }
            String pgn = Pgn.write(record, Map.of("Round", Integer.toString(game + 1)));
            assertThat(pgn.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(79));
            PgnGame read = Pgn.read(pgn);
            assertThat(read.moves()).isEqualTo(record.moves());
            assertThat(read.sanMoves()).isEqualTo(record.moveNotations());
            assertThat(read.end().notation()).isEqualTo(record.current().notation());
            assertThat(read.result()).isEqualTo(Pgn.resultOf((ChessState) record.current()));
            assertThat(read.tag("Round")).isEqualTo(Integer.toString(game + 1));
            assertThat(read.record().moves()).isEqualTo(record.moves());
        }
    }

    @Test
    void shouldReadTheMainLineSkippingCommentsVariationsAndGlyphs() {
        // Morphy's Opera game, annotated; the final position was checked with Stockfish's "d" command.
        String pgn = """
                [Event "Paris"]
                [White "Paul Morphy"]
                [Black "Duke Karl / Count Isouard"]
                % an escaped line: 1. h4
                [Result "1-0"]

                1.e4 {the king's pawn} e5 ( 1... c5 2. Nf3 (2. c3 {Alapin} d5) d6 ) 2. Nf3 d6 $2 3. d4 Bg4?! ; (
                4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 10. Nxb5! cxb5
                11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+!! Nxb8 17. Rd8# 1-0
                """;
        PgnGame game = Pgn.read(pgn);
        assertThat(game.moves()).hasSize(33);
        assertThat(game.sanMoves().subList(0, 6)).containsExactly("e4", "e5", "Nf3", "d6", "d4", "Bg4");
        assertThat(game.sanMoves().get(32)).isEqualTo("Rd8#");
        assertThat(game.result()).isEqualTo("1-0");
        assertThat(game.tag("Black")).isEqualTo("Duke Karl / Count Isouard");
        assertThat(game.tag("Site")).isEqualTo("?");
        assertThat(game.end().notation()).isEqualTo("1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17");
        assertThat(game.end().isCheckmate()).isTrue();
    }

    @Test
    void shouldReadEveryGameOfAFileAndFollowTheFenTag() {
        String pgn = """
                [Event "one"]
                [Result "1/2-1/2"]

                1. Nf3 Nf6 2. Ng1 Ng8 1/2-1/2

                [Event "two"]
                [SetUp "1"]
                [FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]

                1. e4 Kd7 *
                """;
        List<PgnGame> games = Pgn.readAll(pgn);
        assertThat(games).hasSize(2);
        assertThat(games.get(0).result()).isEqualTo("1/2-1/2");
        assertThat(games.get(0).end().notation()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3");
        assertThat(games.get(1).tag("Event")).isEqualTo("two");
        assertThat(games.get(1).startFen()).isEqualTo("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        assertThat(games.get(1).end().notation()).isEqualTo("8/3k4/8/8/4P3/8/8/4K3 w - - 1 2");
        assertThat(games.get(1).result()).isEqualTo("*");
    }

    @Test
    void shouldFollowPlayThatWentOnAfterAnUnclaimedRepetition() {
        String pgn = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 e5 *";
        PgnGame game = Pgn.read(pgn);
        assertThat(game.moves()).hasSize(10);
        ChessState repeated = CHESS.newState();
        for (int move : game.moves().subList(0, 8)) {
            repeated.play(move);
        }
        assertThat(repeated.isThreefoldRepetition()).isTrue();
        assertThat(repeated.parseMove("e4")).as("a threefold repetition is a draw only when claimed").isPositive();
        assertThat(Pgn.write(game.start(), game.moves(), Map.of())).endsWith("5. e4 e5 *\n");
    }

    @Test
    void shouldNameTheGameAndMoveOfAnIllegalMove() {
        String pgn = "[Event \"x\"]\n\n1. e4 e5 *\n\n[Event \"y\"]\n\n1. e4 e5 2. Ke3 *\n";
        assertThatThrownBy(() -> Pgn.readAll(pgn)).isInstanceOf(IllegalMoveException.class)
                .hasMessageStartingWith("PGN game 2, move 2. Ke3: illegal move Ke3")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void shouldRejectMalformedPgnWithOneLine() {
        for (String bad : List.of("[Event \"unclosed]\n1. e4", "1. e4 {no end", "1. e4 (1. d4", "[Event \"x\"]\n1. e4 )",
                "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. e4 *", "")) {
            assertThatThrownBy(() -> Pgn.read(bad)).as(bad).isInstanceOf(NotationException.class)
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        }
    }
}
