package dev.ply.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.IllegalMoveException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** One test, at least, for each rule of English draughts as the WCDF and ACF play it. */
class CheckersRulesTest {

    private final CheckersGame game = new CheckersGame();

    private static List<String> moves(CheckersState state) {
        int[] buffer = new int[CheckersGame.MAX_MOVES];
        int count = state.legalMoves(buffer);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            texts.add(state.moveToString(buffer[i]));
        }
        return texts;
    }

    private static void play(CheckersState state, String... moves) {
        for (String move : moves) {
            state.play(state.parseMove(move));
        }
    }

    @Test
    void shouldLetBlackOpenWithTheSevenClassicalMoves() {
        CheckersState start = game.newState();
        assertThat(start.toMove()).isZero();
        assertThat(game.playerName(0)).isEqualTo("Black");
        assertThat(moves(start)).containsExactlyInAnyOrder("9-13", "9-14", "10-14", "10-15", "11-15", "11-16",
                "12-16");
        play(start, "11-15");
        assertThat(moves(start)).containsExactlyInAnyOrder("21-17", "22-17", "22-18", "23-18", "23-19", "24-19",
                "24-20");
    }

    @Test
    void shouldMoveMenForwardOnlyAndKingsBothWays() {
        assertThat(moves(game.parseState("B:W32:B14"))).containsExactlyInAnyOrder("14-17", "14-18");
        assertThat(moves(game.parseState("W:W14:B1"))).containsExactlyInAnyOrder("14-9", "14-10");
        assertThat(moves(game.parseState("B:W32:BK14"))).containsExactlyInAnyOrder("14-9", "14-10", "14-17",
                "14-18");
        assertThat(moves(game.parseState("W:WK29:B1"))).containsExactly("29-25");
    }

    @Test
    void shouldMakeCapturingCompulsory() {
        CheckersState state = game.parseState("B:W14:B9,12");
        assertThat(moves(state)).containsExactly("9x18");
        assertThatThrownBy(() -> state.parseMove("12-16")).isInstanceOf(IllegalMoveException.class)
                .hasMessage("12-16 is not legal: a capture is compulsory (9x18)");
    }

    @Test
    void shouldCompleteAMultiJump() {
        CheckersState state = game.parseState("B:W6,15:B1");
        assertThat(moves(state)).containsExactly("1x10x19");
        assertThatThrownBy(() -> state.parseMove("1x10")).isInstanceOf(IllegalMoveException.class)
                .hasMessage("1x10 is not legal: the jump must continue (1x10x19)");
        state.play(state.parseMove("1x19"));
        assertThat(state.notation()).isEqualTo("W:W:B19");
        assertThat(state.isTerminal()).as("White has no pieces left").isTrue();
        assertThat(state.outcome(0)).isEqualTo(1);
        assertThat(state.outcome(1)).isEqualTo(-1);
    }

    @Test
    void shouldEndTheMoveWhenAManIsCrowned() {
        // 22x31 crowns; a king on 31 could go on to jump 27, but the move ends at the crowning.
        CheckersState state = game.parseState("B:W26,27,32:B22");
        assertThat(moves(state)).containsExactly("22x31");
        play(state, "22x31");
        assertThat(state.notation()).isEqualTo("W:W27,32:BK31");
        assertThat(moves(state)).as("White's men cannot take the king backward")
                .containsExactlyInAnyOrder("27-23", "27-24", "32-28");
        play(state, "32-28");
        assertThat(moves(state)).as("the new king takes 27 on Black's next turn").containsExactly("31x24");
    }

    @Test
    void shouldCrownAManThatReachesTheFarRowByASimpleMove() {
        CheckersState state = game.parseState("W:W5:B20");
        play(state, "5-1");
        assertThat(state.notation()).isEqualTo("B:WK1:B20");
        assertThat(state.reversiblePlies()).as("a man move is irreversible").isZero();
    }

    @Test
    void shouldLetKingsCaptureBackwardButNotMen() {
        assertThat(moves(game.parseState("B:W19:BK23"))).containsExactly("23x16");
        assertThat(moves(game.parseState("B:W19:B23"))).containsExactlyInAnyOrder("23-26", "23-27");
        assertThat(moves(game.parseState("W:WK10:B15"))).containsExactly("10x19");
        assertThat(moves(game.parseState("W:W10:B15"))).containsExactlyInAnyOrder("10-6", "10-7");
    }

    @Test
    void shouldLetThePlayerChooseAnyCaptureSequence() {
        // No majority rule: the single jump is as legal as the double one.
        CheckersState state = game.parseState("B:W14,15,22:B10");
        assertThat(moves(state)).containsExactlyInAnyOrder("10x17x26", "10x19");
        play(state, "10x19");
        assertThat(state.notation()).isEqualTo("W:W14,22:B19");
    }

    @Test
    void shouldCountLoopsThatTakeTheSamePiecesByDifferentLandingSquaresAsDifferentMoves() {
        // The king on 10 can go round the four men either way, ending on its own start square.
        CheckersState state = game.parseState("B:W14,15,22,23:BK10");
        assertThat(moves(state)).containsExactlyInAnyOrder("10x19x26x17x10", "10x17x26x19x10");
        assertThatThrownBy(() -> state.parseMove("10x10")).isInstanceOf(IllegalMoveException.class)
                .hasMessage("10x10 is ambiguous: it could be 10x17x26x19x10, 10x19x26x17x10; write every landing"
                        + " square");
        play(state, "10x19x26x17x10");
        assertThat(state.notation()).as("all four taken, once each").isEqualTo("W:W:BK10");
    }

    @Test
    void shouldNotJumpAPieceTwiceWhenAKingPassesBackOverItsStartSquare() {
        // After going round, the king is back on 10 next to the men it took on 14 and 15: they stay on the
        // board until the move ends and cannot be jumped again, but the sequence goes on over 6.
        CheckersState state = game.parseState("B:W14,15,22,23,6:BK10");
        assertThat(moves(state)).containsExactlyInAnyOrder("10x19x26x17x10x1", "10x17x26x19x10x1", "10x1");
    }

    @Test
    void shouldLoseWithNoLegalMove() {
        CheckersState blocked = game.parseState("B:W9,14:B5");
        assertThat(moves(blocked)).isEmpty();
        assertThat(blocked.isTerminal()).isTrue();
        assertThat(blocked.isDraw()).isFalse();
        assertThat(blocked.outcome(0)).isEqualTo(-1);
        assertThat(blocked.outcome(1)).isEqualTo(1);
    }

    @Test
    void shouldDrawByThreefoldRepetition() {
        CheckersState state = game.parseState("B:WK29:BK4");
        play(state, "4-8", "29-25", "8-4", "25-29");
        assertThat(state.isRepetition()).as("second occurrence").isTrue();
        assertThat(state.isTerminal()).isFalse();
        play(state, "4-8", "29-25", "8-4");
        CheckersState copy = state.copy();
        play(state, "25-29");
        assertThat(state.isTerminal()).as("third occurrence").isTrue();
        assertThat(state.isDraw()).isTrue();
        assertThat(state.outcome(0)).isZero();
        assertThat(moves(state)).isEmpty();
        play(copy, "25-29");
        assertThat(copy.isTerminal()).as("a copy keeps the history").isTrue();
        state.undo();
        assertThat(state.isTerminal()).isFalse();
    }

    @Test
    void shouldNotCountPositionsBeforeAnIrreversibleMoveAsRepetitions() {
        CheckersState state = game.parseState("B:WK29,21:BK4");
        play(state, "4-8", "29-25", "8-4", "25-29", "4-8", "21-17", "8-4");
        assertThat(state.isRepetition()).as("the man move reset the history").isFalse();
        play(state, "29-25", "4-8", "25-29", "8-4");
        assertThat(state.isRepetition()).isTrue();
        assertThat(state.isTerminal()).isFalse();
    }

    @Test
    void shouldDrawAfterFortyMovesEachWithoutACaptureOrAManMove() {
        CheckersState state = game.parseState("B:WK29,K30:BK3,K4");
        Map<Long, Integer> seen = new HashMap<>();
        int[] buffer = new int[CheckersGame.MAX_MOVES];
        for (int ply = 0; ply < CheckersState.FORTY_MOVE_PLIES; ply++) {
            assertThat(state.isTerminal()).as("terminal after %d plies", ply).isFalse();
            assertThat(state.isDrawByRule()).isFalse();
            seen.merge(state.hash(), 1, Integer::sum);
            int count = state.legalMoves(buffer);
            int chosen = -1;
            int fewestVisits = 2;
            // Walk to the least visited position (never a third time) where the opponent has no capture.
            int[] replies = new int[CheckersGame.MAX_MOVES];
            for (int i = 0; i < count; i++) {
                state.play(buffer[i]);
                int visits = seen.getOrDefault(state.hash(), 0);
                if (visits < fewestVisits && state.tacticalMoves(replies) == 0) {
                    chosen = buffer[i];
                    fewestVisits = visits;
                }
                state.undo();
            }
            assertThat(chosen).as("a new quiet position after %d plies", ply).isNotNegative();
            assertThat(CheckersMove.isCapture(chosen)).isFalse();
            state.play(chosen);
        }
        assertThat(state.reversiblePlies()).isEqualTo(80);
        assertThat(state.isDrawByRule()).isTrue();
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.outcome(1)).isZero();
        assertThat(moves(state)).isEmpty();
    }

    @Test
    void shouldResetTheFortyMoveCountOnACaptureOrAManMove() {
        CheckersState state = game.parseState("B:WK29,24:BK4,K19:H79");
        assertThat(state.reversiblePlies()).isEqualTo(79);
        play(state, "19x28");
        assertThat(state.reversiblePlies()).isZero();
        CheckersState other = game.parseState("W:WK29,24:BK4:H79");
        play(other, "24-20");
        assertThat(other.reversiblePlies()).isZero();
        CheckersState last = game.parseState("W:WK29,24:BK4:H79");
        play(last, "29-25");
        assertThat(last.isTerminal()).isTrue();
        assertThat(last.outcome(0)).isZero();
        assertThat(last.notation()).isEqualTo("B:W24,K25:BK4:H80");
    }

    @Test
    void shouldListCapturesAsTheTacticalMoves() {
        int[] buffer = new int[CheckersGame.MAX_MOVES];
        CheckersState quiet = game.newState();
        assertThat(quiet.tacticalMoves(buffer)).isZero();
        CheckersState capture = game.parseState("B:W14,15,22:B10");
        int count = capture.tacticalMoves(buffer);
        assertThat(count).isEqualTo(2);
        for (int i = 0; i < count; i++) {
            assertThat(capture.isTactical(buffer[i])).isTrue();
        }
        assertThat(quiet.isTactical(quiet.parseMove("11-15"))).isFalse();
    }

    @Test
    void shouldKeepTheKeyOfAPositionIndependentOfHowItWasReached() {
        CheckersState one = game.newState();
        play(one, "11-15", "23-19", "9-13");
        CheckersState other = game.newState();
        play(other, "9-13", "23-19", "11-15");
        assertThat(one.hash()).isEqualTo(other.hash());
        assertThat(one.notation()).isEqualTo(other.notation());
        CheckersState sideToMove = game.parseState(one.notation().replaceFirst("^W", "B"));
        assertThat(sideToMove.hash()).isNotEqualTo(one.hash());
    }
}
