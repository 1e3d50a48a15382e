package dev.ply.core.util;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import dev.ply.core.eval.Evaluator;
import org.junit.jupiter.api.Test;

/**
 * A game written on {@link CellGameState} with nothing but its rules (three heaps of pebbles; a move takes one pebble
 * from heap a, b or c; whoever takes the last wins), checked for what the base gives it: notation, undo, keys, moves
 * read by name, and one-line refusals of bad positions and moves.
 */
class CellGameStateTest {

    private static final CellNotation NOTATION = new CellNotation("Pebbles", "XY");

    private static final class Pebbles implements Game {
        @Override
        public String id() {
            return "pebbles";
        }

        @Override
        public String displayName() {
            return "Pebbles";
        }

        @Override
        public PebbleState newState() {
            return parseState("1,2,3 X");
        }

        @Override
        public PebbleState parseState(String notation) {
            CellBoard board = new CellBoard(3, 5, 2, 99);
            NOTATION.read(notation, board);
            return new PebbleState(this, board);
        }

        @Override
        public int maxMoves() {
            return 3;
        }

        @Override
        public Evaluator<PebbleState> defaultEvaluator() {
            return Evaluator.of(5, state -> state.board.get(0) - state.board.get(1));
        }
    }

    private static final class PebbleState extends CellGameState {
        PebbleState(Game game, CellBoard board) {
            super(game, NOTATION, board);
        }

        @Override
        public int legalMoves(int[] moves) {
            int count = 0;
            for (int heap = 0; heap < 3; heap++) {
                if (board.get(heap) > 0) {
                    moves[count++] = heap;
                }
            }
            return count;
        }

        @Override
        public void play(int move) {
            board.begin();
            board.add(move, -1);
            board.setToMove(1 - board.toMove());
        }

        @Override
        public boolean isTerminal() {
            return board.get(0) + board.get(1) + board.get(2) == 0;
        }

        @Override
        public int outcome(int player) {
            return player == board.toMove() ? -1 : 1;
        }

        @Override
        public GameState copy() {
            return new PebbleState(game(), board.copy());
        }

        @Override
        public String moveToString(int move) {
            return String.valueOf((char) ('a' + move));
        }
    }

    private final Pebbles game = new Pebbles();

    @Test
    void shouldWriteReadPlayAndTakeBackAPositionWithNothingButTheRules() {
        GameState state = game.newState();
        long key = state.hash();
        assertThat(state.notation()).isEqualTo("1,2,3 X").isEqualTo(state.toString());
        state.play(state.parseMove("c"));
        state.play(state.parseMove(" a "));
        assertThat(state.notation()).isEqualTo("0,2,2 X");
        assertThat(state.plies()).isEqualTo(2);
        assertThat(state.hash()).isEqualTo(game.parseState("0,2,2 X").hash()).isNotEqualTo(key);
        assertThat(game.parseState("0,2,2 Y").hash()).as("the player to move is in the key").isNotEqualTo(state.hash());
        state.undo();
        state.undo();
        assertThat(state.notation()).isEqualTo("1,2,3 X");
        assertThat(state.hash()).isEqualTo(key);
        assertThat(state.plies()).isZero();
        assertThat(game.hasChanceNodes()).as("the default").isFalse();
        assertThat(game.defaultEvaluator().evaluate(game.parseState("4,1,0 Y"))).isEqualTo(3);
        assertThat(game.defaultEvaluator().bound()).isEqualTo(5);
    }

    @Test
    void shouldRefuseMovesByNameWithTheLegalOnesListed() {
        GameState state = game.parseState("0,2,1 X");
        assertThatThrownBy(() -> state.parseMove("a")).isInstanceOf(IllegalMoveException.class)
                .hasMessage("'a' is not a legal move here; legal: b, c");
        assertThatThrownBy(() -> state.parseMove("  ")).isInstanceOf(NotationException.class)
                .hasMessage("no move given");
        assertThatThrownBy(() -> game.parseState("0,0,0 Y").parseMove("b")).isInstanceOf(IllegalMoveException.class)
                .hasMessage("'b' cannot be played: the game is over");
    }

    @Test
    void shouldRefuseABadPositionWithOneLineAndLeaveTheBoardAsItWas() {
        assertThatThrownBy(() -> game.parseState("1,2,3")).hasMessage(
                "a Pebbles position is 3 numbers separated by commas, a space and the player to move (X or Y); "
                        + "not '1,2,3'");
        assertThatThrownBy(() -> game.parseState("1,2,3 Z")).isInstanceOf(NotationException.class)
                .hasMessageContaining("(X or Y)");
        assertThatThrownBy(() -> game.parseState("1,2 X")).hasMessage("a Pebbles position has 3 cells, not 2: '1,2'");
        assertThatThrownBy(() -> game.parseState("1,x,3 X")).hasMessage("Pebbles cell 2: 'x' is not a number from 0 to 5");
        assertThatThrownBy(() -> game.parseState("1,2,6 X")).hasMessage("Pebbles cell 3: '6' is not a number from 0 to 5");
        assertThatThrownBy(() -> game.parseState("1,-2,3 X")).isInstanceOf(NotationException.class);
        CellBoard board = new CellBoard(3, 5, 2, 99);
        NOTATION.read("4,4,4 Y", board);
        assertThatThrownBy(() -> NOTATION.read("1,2,99 X", board)).isInstanceOf(NotationException.class);
        assertThat(NOTATION.write(board)).as("nothing written by a refused read").isEqualTo("4,4,4 Y");
        assertThatThrownBy(() -> new CellNotation("Bad", "XX")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Evaluator.of(0, state -> 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
