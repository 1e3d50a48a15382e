package dev.ply.games.backgammon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.NotationException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PositionIdTest {

    private final BackgammonGame game = new BackgammonGame();

    @Test
    void shouldWriteTheStartingPositionAsGnubgDoes() {
        int[] start = BackgammonState.startingBoard();
        assertThat(PositionId.encode(start, start)).isEqualTo("4HPwATDgc/ABMA");
    }

    @Test
    void shouldPutThePlayerNotOnRollInTheFirstBlock() {
        // From REFERENCE.md: the player on roll has one checker moved from their 6-point to the bar.
        int[][] boards = PositionId.decode("4HPwATDgOfgAWA");
        assertThat(boards[0]).isEqualTo(BackgammonState.startingBoard());
        int[] onRoll = BackgammonState.startingBoard();
        onRoll[6] = 4;
        onRoll[BackgammonState.BAR] = 1;
        assertThat(boards[1]).isEqualTo(onRoll);
    }

    @Test
    void shouldListThePlaysGnubgListsForTheReferencePosition() {
        BackgammonState state = game.parseState("4HPwATDgOfgAWA:61");
        int[] moves = new int[game.maxMoves()];
        int count = state.legalMoves(moves);
        assertThat(count).isEqualTo(3);
        java.util.List<String> plays = new java.util.ArrayList<>();
        for (int i = 0; i < count; i++) {
            plays.add(state.moveToString(moves[i]));
        }
        assertThat(plays).containsExactlyInAnyOrder("bar/18", "bar/24 13/7", "bar/24 8/2");
    }

    @Test
    void shouldCountBorneOffCheckers() {
        int[][] boards = PositionId.decode("4P8PAABMAAAAAA");
        assertThat(boards[1][5]).isEqualTo(1);
        assertThat(boards[1][3]).isEqualTo(2);
        assertThat(boards[1][BackgammonState.OFF]).isEqualTo(12);
        assertThat(boards[0][6]).isEqualTo(15);
        assertThat(boards[0][BackgammonState.OFF]).isZero();
    }

    @Test
    void shouldRoundTripRandomBoards() {
        SplittableRandom random = new SplittableRandom(42);
        for (int trial = 0; trial < 2000; trial++) {
            int[][] boards = new int[2][BackgammonState.BAR + 1];
            for (int player = 0; player < 2; player++) {
                int left = random.nextInt(BackgammonState.CHECKERS + 1);
                boards[player][BackgammonState.OFF] = BackgammonState.CHECKERS - left;
                while (left > 0) {
                    int point = 1 + random.nextInt(BackgammonState.BAR);
                    int other = boards[1 - player][25 - point < 1 ? 0 : 25 - point];
                    if (point == BackgammonState.BAR || other == 0) {
                        boards[player][point]++;
                        left--;
                    }
                }
            }
            if (boards[1][BackgammonState.OFF] == BackgammonState.CHECKERS) {
                continue;
            }
            String id = PositionId.encode(boards[0], boards[1]);
            assertThat(id).hasSize(14);
            int[][] decoded = PositionId.decode(id);
            assertThat(decoded[0]).as("first block of %s", id).isEqualTo(boards[0]);
            assertThat(decoded[1]).as("second block of %s", id).isEqualTo(boards[1]);
        }
    }

    @Test
    void shouldRejectIdsOfTheWrongLength() {
        assertThatThrownBy(() -> PositionId.decode("4HPwATDgc/ABM")).isInstanceOf(NotationException.class)
                .hasMessageContaining("14 characters").hasMessageContaining("not 13");
    }

    @Test
    void shouldRejectCharactersOutsideBase64() {
        assertThatThrownBy(() -> PositionId.decode("4HPwATDgc/AB-A")).isInstanceOf(NotationException.class)
                .hasMessageContaining("'-' at character 13");
    }

    @Test
    void shouldRejectMoreThanFifteenCheckers() {
        assertThatThrownBy(() -> PositionId.decode("//////////////")).isInstanceOf(NotationException.class)
                .hasMessageContaining("80 checkers");
    }

    @Test
    void shouldRejectBothPlayersOnOnePoint() {
        int[] a = new int[BackgammonState.BAR + 1];
        int[] b = new int[BackgammonState.BAR + 1];
        a[6] = 15;
        b[19] = 15;
        String id = PositionId.encode(a, b);
        assertThatThrownBy(() -> PositionId.decode(id)).isInstanceOf(NotationException.class)
                .hasMessageContaining("same point");
    }

    @Test
    void shouldRejectBothPlayersOnTheBarAgainstClosedBoards() {
        int[] closed = new int[BackgammonState.BAR + 1];
        for (int point = 1; point <= 6; point++) {
            closed[point] = 2;
        }
        closed[BackgammonState.BAR] = 1;
        String id = PositionId.encode(closed, closed);
        assertThatThrownBy(() -> PositionId.decode(id)).isInstanceOf(NotationException.class)
                .hasMessageContaining("closed home boards");
    }
}
