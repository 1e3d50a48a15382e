package dev.ply.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Import and export of whole games in PDN. */
class PdnGameTest {

    private final CheckersGame game = new CheckersGame();

    private static final String ANNOTATED = """
            [Event "Test match"]
            [Black "Tinsley, M."]
            [White "Chinook"]
            [Result "1/2-1/2"]
            ; a comment line
            1. 11-15 {the Old Fourteenth} 23-19 2. 8-11 22-17 (2... 22-18 15x22 25x18 (3. 4-8)) 3. 4-8 $1
            17-13 4.15-18!? 24-20 1/2-1/2
            """;

    @Test
    void shouldReadTheMainLineSkippingCommentsVariationsAndAnnotations() {
        PdnGame pdn = PdnGame.read(ANNOTATED);
        assertThat(pdn.moveTexts()).containsExactly("11-15", "23-19", "8-11", "22-17", "4-8", "17-13", "15-18",
                "24-20");
        assertThat(pdn.result()).isEqualTo(PdnGame.DRAW);
        assertThat(pdn.tags()).containsEntry("Black", "Tinsley, M.").containsEntry("White", "Chinook");
        assertThat(pdn.finalPosition().notation())
                .isEqualTo("B:W13,19,20,21,25,26,27,28,29,30,31,32:B1,2,3,5,6,7,8,9,10,11,12,18");
    }

    @Test
    void shouldWriteTheSevenTagRosterAndNumberedMoves() {
        assertThat(PdnGame.read(ANNOTATED).write()).isEqualTo("""
                [Event "Test match"]
                [Site "?"]
                [Date "?"]
                [Round "?"]
                [Black "Tinsley, M."]
                [White "Chinook"]
                [Result "1/2-1/2"]
                [GameType "21"]

                1. 11-15 23-19 2. 8-11 22-17 3. 4-8 17-13 4. 15-18 24-20 1/2-1/2
                """);
    }

    @Test
    void shouldWriteASetUpPositionAndAGameThatWhiteStarts() {
        CheckersState start = game.parseState("W:W21,K30:B9,K5");
        List<Integer> moves = new ArrayList<>();
        CheckersState state = start.copy();
        for (String move : List.of("21-17", "5-1", "17-14", "9x18")) {
            int parsed = state.parseMove(move);
            moves.add(parsed);
            state.play(parsed);
        }
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Study");
        tags.put("Annotator", "Ply");
        PdnGame pdn = PdnGame.of(start, moves, tags);
        String text = pdn.write();
        assertThat(text).contains("[Annotator \"Ply\"]\n[SetUp \"1\"]\n[FEN \"W:W21,K30:B9,K5\"]\n")
                .endsWith("\n1... 21-17 2. 5-1 17-14 3. 9x18 *\n");
        PdnGame back = PdnGame.read(text);
        assertThat(back.moves()).isEqualTo(moves);
        assertThat(back.start().notation()).isEqualTo(start.notation());
        assertThat(back.finalPosition().notation()).isEqualTo(state.notation());
    }

    @Test
    void shouldRoundTripRandomGamesWithTheirResults() {
        SplittableRandom random = new SplittableRandom(7);
        int[] buffer = new int[CheckersGame.MAX_MOVES];
        for (int g = 0; g < 30; g++) {
            CheckersState state = game.newState();
            List<Integer> moves = new ArrayList<>();
            while (!state.isTerminal() && moves.size() < 400) {
                int move = buffer[random.nextInt(state.legalMoves(buffer))];
                moves.add(move);
                state.play(move);
            }
            PdnGame pdn = PdnGame.of(game.newState(), moves, Map.of("Event", "random " + g));
            assertThat(pdn.result()).isEqualTo(PdnGame.resultOf(state));
            String text = pdn.write();
            assertThat(text.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
            PdnGame back = PdnGame.read(text);
            assertThat(back.moves()).as("game %d", g).isEqualTo(moves);
            assertThat(back.result()).isEqualTo(pdn.result());
            assertThat(back.finalPosition().isTerminal()).isEqualTo(state.isTerminal());
        }
    }

    @Test
    void shouldScoreResultsFromBlacksSide() {
        CheckersState blackWon = game.parseState("W:W:B19");
        assertThat(PdnGame.resultOf(blackWon)).isEqualTo("1-0");
        CheckersState whiteWon = game.parseState("B:W9,14:B5");
        assertThat(PdnGame.resultOf(whiteWon)).isEqualTo("0-1");
        assertThat(PdnGame.resultOf(game.newState())).isEqualTo("*");
    }

    @Test
    void shouldReadEveryGameOfAFile() {
        String file = """
                [Event "one"]
                1. 11-15 23-19 2-0

                [Event "two"]
                [Result "0-1"]
                1. 9-13 0-1
                [Event "three"]
                1. 10-14 *
                """;
        List<PdnGame> games = PdnGame.readAll(file);
        assertThat(games).extracting(g -> g.tags().get("Event")).containsExactly("one", "two", "three");
        assertThat(games).extracting(PdnGame::result).containsExactly("1-0", "0-1", "*");
        assertThat(games.get(0).moveTexts()).containsExactly("11-15", "23-19");
    }

    @Test
    void shouldRejectAnIllegalMoveWithItsMoveNumber() {
        assertThatThrownBy(() -> PdnGame.read("1. 11-15 23-19 2. 15-18 22-17 *"))
                .isInstanceOf(IllegalMoveException.class)
                .hasMessage("move 2 (White): 22-17 is not legal: a capture is compulsory (22x15)");
        assertThatThrownBy(() -> PdnGame.readAll("[Event \"a\"]\n1. 11-15 *\n[Event \"b\"]\n1. 11-16 23-19 2. K *"))
                .isInstanceOf(NotationException.class)
                .hasMessage("game 2: unexpected 'K' in the PDN movetext; expected moves such as 11-15 or 22x15");
    }

    @Test
    void shouldRejectMalformedPdn() {
        assertThatThrownBy(() -> PdnGame.read("[Event \"x\"\n1. 11-15 *")).isInstanceOf(NotationException.class)
                .hasMessageStartingWith("unterminated tag pair [Event ...]");
        assertThatThrownBy(() -> PdnGame.read("1. 11-15 {never closed")).isInstanceOf(NotationException.class)
                .hasMessage("unterminated comment '{' at character 10 of the PDN text");
        assertThatThrownBy(() -> PdnGame.read("[GameType \"20\"]\n1. 32-28 *")).isInstanceOf(NotationException.class)
                .hasMessage("GameType \"20\" is not English draughts (21)");
        assertThatThrownBy(() -> PdnGame.read("  ")).isInstanceOf(NotationException.class)
                .hasMessage("no game found in the PDN text");
    }
}
