package dev.ply.games.backgammon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.GameState;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Rules of play. The expected plays of the crafted positions are those GNU Backgammon 1.07 lists for
 * them (asked through its {@code hint} command).
 */
class BackgammonRulesTest {

    private final BackgammonGame game = new BackgammonGame();

    private List<String> plays(String notation) {
        BackgammonState state = game.parseState(notation);
        int[] moves = new int[game.maxMoves()];
        int count = state.legalMoves(moves);
        List<String> plays = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            plays.add(state.moveToString(moves[i]));
        }
        return plays;
    }

    @Test
    void shouldPlayTheHigherDieWhenEitherButNotBothCanBePlayed() {
        // One checker left, on 13; after 13/7 the 5 is blocked at 2, after 13/8 the 6 is.
        assertThat(plays("4P8DABgAEAAAAA:65")).containsExactly("13/7");
    }

    @Test
    void shouldPlayTheLowerDieWhenTheHigherCannotBePlayed() {
        assertThat(plays("4P8AMBgAEAAAAA:65")).containsExactly("13/8");
    }

    @Test
    void shouldBearOffWithAHigherNumberOnlyFromTheRearmostPoint() {
        assertThat(plays("4P8PAABMAAAAAA:64")).containsExactlyInAnyOrder("5/off 3/off", "5/1 3/off");
    }

    @Test
    void shouldMarkHitsAndKeepIntermediatePointsOnlyWhereTheyHit() {
        assertThat(plays("4P8HgADg/wMGAA:62")).containsExactlyInAnyOrder("13/11 13/7*", "13/5", "13/7*/5",
                "13/7* 6/4");
    }

    @Test
    void shouldEnterFromTheBarBeforeAnythingElse() {
        assertThat(plays("xP8PAADg/wcAQA:31")).containsExactlyInAnyOrder("bar/24 6/3", "bar/22* 6/5", "bar/22*/21",
                "bar/21");
    }

    @Test
    void shouldWriteRepeatedMovesWithACountAsGnubgDoes() {
        assertThat(plays("4P8HgADg/4AHAA:66")).containsExactlyInAnyOrder("13/7*/1(2)", "13/7*(4)",
                "13/7*/1 13/7(2)");
    }

    @Test
    void shouldGiveASinglePassWhenNothingCanBePlayed() {
        // X is on the bar against O's closed home board.
        BackgammonState state = game.parseState("27YBBwDg/wcAQA:X:63");
        int[] moves = new int[game.maxMoves()];
        assertThat(state.legalMoves(moves)).isEqualTo(1);
        assertThat(moves[0]).isEqualTo(BackgammonMove.PASS);
        assertThat(state.moveToString(moves[0])).isEqualTo("pass");
        state.play(moves[0]);
        assertThat(state.isChanceNode()).isTrue();
        assertThat(state.toMove()).isZero();
        assertThat(state.checkers(1, BackgammonState.BAR)).isEqualTo(1);
        assertThat(state.notation()).isEqualTo(state.positionId() + ":O");
    }

    @Test
    void shouldDecideTheStarterAndTheFirstRollAtTheOpening() {
        BackgammonState state = game.newState();
        assertThat(state.isChanceNode()).isTrue();
        assertThat(state.isOpeningRoll()).isTrue();
        int[] outcomes = new int[game.maxMoves()];
        double[] probabilities = new double[game.maxMoves()];
        int count = state.chanceOutcomes(outcomes, probabilities);
        assertThat(count).isEqualTo(30);
        int xStarts = 0;
        for (int i = 0; i < count; i++) {
            assertThat(BackgammonMove.highDie(outcomes[i])).isGreaterThan(BackgammonMove.lowDie(outcomes[i]));
            assertThat(probabilities[i]).isEqualTo(1.0 / 30);
            state.play(outcomes[i]);
            assertThat(state.hasRolled()).isTrue();
            xStarts += state.toMove();
            state.undo();
        }
        assertThat(xStarts).isEqualTo(15);
        int roll = state.parseMove("X 31");
        state.play(roll);
        assertThat(state.toMove()).isEqualTo(1);
        assertThat(state.notation()).isEqualTo("4HPwATDgc/ABMA:X:31");
        assertThat(state.parseMove("8/5 6/5")).isEqualTo(state.parseMove("6/5 8/5"));
    }

    @Test
    void shouldWeighDoublesHalfAsMuchAsOtherRolls() {
        BackgammonState state = game.parseState("4HPwATDgc/ABMA:X");
        int[] outcomes = new int[game.maxMoves()];
        double[] probabilities = new double[game.maxMoves()];
        int count = state.chanceOutcomes(outcomes, probabilities);
        assertThat(count).isEqualTo(21);
        double doubles = 0;
        for (int i = 0; i < count; i++) {
            if (BackgammonMove.highDie(outcomes[i]) == BackgammonMove.lowDie(outcomes[i])) {
                doubles += probabilities[i];
                assertThat(probabilities[i]).isEqualTo(1.0 / 36);
            } else {
                assertThat(probabilities[i]).isEqualTo(1.0 / 18);
            }
        }
        assertThat(doubles).isEqualTo(6.0 / 36, org.assertj.core.api.Assertions.within(1e-12));
    }

    @Test
    void shouldScoreASingleGameWhenTheLoserHasBorneOff() {
        // O on roll with one checker on 1; X has borne off two.
        BackgammonState state = game.parseState(id(board(1, 1), board(6, 13)) + ":O:21");
        playOnly(state);
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.toMove()).isEqualTo(1);
        assertThat(state.outcome(0)).isEqualTo(1);
        assertThat(state.outcome(1)).isEqualTo(-1);
        assertThat(state.toString()).contains("O has won a single game");
    }

    @Test
    void shouldScoreAGammonWhenTheLoserHasBorneOffNothing() {
        BackgammonState state = game.parseState(id(board(1, 1), board(6, 15)) + ":O:21");
        playOnly(state);
        assertThat(state.outcome(0)).isEqualTo(2);
        assertThat(state.outcome(1)).isEqualTo(-2);
    }

    @Test
    void shouldScoreABackgammonWhenTheLoserStillHasACheckerInTheWinnersHomeBoard() {
        int[] x = board(6, 14);
        x[20] = 1;
        BackgammonState state = game.parseState(id(board(1, 1), x) + ":O:21");
        playOnly(state);
        assertThat(state.outcome(0)).isEqualTo(3);
        assertThat(state.outcome(1)).isEqualTo(-3);
        assertThat(state.notation()).endsWith(":X");
        assertThat(game.parseState(state.notation()).isTerminal()).isTrue();
    }

    @Test
    void shouldScoreABackgammonWhenTheLoserHasACheckerOnTheBar() {
        int[] x = board(6, 14);
        x[BackgammonState.BAR] = 1;
        BackgammonState state = game.parseState(id(board(1, 1), x) + ":O:21");
        playOnly(state);
        assertThat(state.outcome(0)).isEqualTo(3);
    }

    @Test
    void shouldRestoreHashAfterUndoOfAPlayThatHits() {
        BackgammonState state = game.parseState("xP8PAADg/wcAQA:31");
        long before = state.hash();
        String notation = state.notation();
        int play = state.parseMove("bar/22*/21");
        state.play(play);
        assertThat(state.checkers(1, BackgammonState.BAR)).isEqualTo(1);
        assertThat(state.hash()).isEqualTo(game.parseState(state.notation()).hash());
        state.undo();
        assertThat(state.hash()).isEqualTo(before);
        assertThat(state.notation()).isEqualTo(notation);
    }

    @Test
    void shouldRoundTripTheNotationOfEveryPhase() {
        for (String notation : List.of("4HPwATDgc/ABMA:opening", "4HPwATDgc/ABMA:O", "4HPwATDgc/ABMA:X",
                "4HPwATDgc/ABMA:O:63", "4HPwATDgc/ABMA:X:11")) {
            assertThat(game.parseState(notation).notation()).isEqualTo(notation);
        }
        assertThat(game.parseState("4HPwATDgc/ABMA").notation()).isEqualTo("4HPwATDgc/ABMA:O");
        assertThat(game.parseState(" 4HPwATDgc/ABMA:36 ").notation()).isEqualTo("4HPwATDgc/ABMA:O:63");
        assertThat(game.parseState("4HPwATDgc/ABMA:x:36").notation()).isEqualTo("4HPwATDgc/ABMA:X:63");
        assertThat(game.newState().notation()).isEqualTo("4HPwATDgc/ABMA:opening");
    }

    @Test
    void shouldTellTheDicePipsAndCheckersBorneOffBesideTheBoard() {
        assertThat(game.parseState("4HPwATDgc/ABMA:O:63").facts()).containsExactly("O to play 6-3 \u2685\u2682",
                "Pips: O 167, X 167", "Borne off: O 0, X 0");
        assertThat(game.parseState("4HPwATDgc/ABMA:X").facts().get(0)).isEqualTo("The dice are to be rolled");
    }

    @Test
    void shouldReadGnubgsOwnIdsWithTheirMatchIds() {
        // Printed by gnubg 1.07 (gnubg.positionid and gnubg.matchid after 'set board', 'set turn', 'set dice').
        assertThat(game.parseState("4HPwATDgc/ABMA:MAEXAAAAAAAA").notation()).isEqualTo("4HPwATDgc/ABMA:O:65");
        assertThat(game.parseState("4HPwATDgOfgAWA:MAEPAAAAAAAA").notation()).isEqualTo("4HPwATDgOfgAWA:O:63");
        assertThat(game.parseState("4HPwATDgOfgAWA:MAEAAAAAAAAA").notation()).isEqualTo("4HPwATDgOfgAWA:O");
        assertThat(game.parseState("4Dn4AFjgc/ABMA:cAkAAAAAAAAA").notation()).isEqualTo("4Dn4AFjgc/ABMA:X");
        assertThat(game.parseState("4Dn4AFjgc/ABMA:cIkWAAAAAAAA").notation()).isEqualTo("4Dn4AFjgc/ABMA:X:55");
        assertThatThrownBy(() -> game.parseState("4HPwATDgc/ABMA:MAEXAAAAAAAA:X"))
                .hasMessageContaining("POSITIONID:MATCHID");
        // The same match id with 'double offered' set.
        assertThatThrownBy(() -> game.parseState("4HPwATDgc/ABMA:MBEXAAAAAAAA"))
                .hasMessageContaining("a double is offered");
    }

    @Test
    void shouldRejectDiceInAFinishedGame() {
        String over = id(board(6, 3), new int[BackgammonState.BAR + 1]);
        assertThatThrownBy(() -> game.parseState(over + ":O:63")).hasMessageContaining("the game is over");
    }

    @Test
    void shouldSeeTheSamePositionWithEqualHashesFromEitherRoute() {
        BackgammonState a = game.parseState("4HPwATDgc/ABMA:O:31");
        BackgammonState b = game.parseState("4HPwATDgc/ABMA:O:31");
        a.play(a.parseMove("8/5 6/5"));
        b.play(b.parseMove("6/5 8/5"));
        assertThat(a.hash()).isEqualTo(b.hash());
        GameState c = game.parseState(a.notation());
        assertThat(c.hash()).isEqualTo(a.hash());
    }

    private static void playOnly(BackgammonState state) {
        int[] moves = new int[BackgammonGame.MAX_MOVES];
        assertThat(state.legalMoves(moves)).isEqualTo(1);
        state.play(moves[0]);
    }

    private static int[] board(int point, int count) {
        int[] board = new int[BackgammonState.BAR + 1];
        board[point] = count;
        return board;
    }

    /** The id of a position with {@code onRoll} on roll. */
    private static String id(int[] onRoll, int[] notOnRoll) {
        return PositionId.encode(notOnRoll, onRoll);
    }
}
