package dev.ply.core.perft;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.NimTestGames;
import dev.ply.core.capability.PerftMoves;
import java.util.List;
import org.junit.jupiter.api.Test;

class PerftMovesTest {

    /**
     * Nim whose "draw rule" ends the game once 4 stones or fewer are left: such a state is terminal and has no
     * legal moves, but its perft moves are Nim's, as a chess position drawn by insufficient material keeps
     * its moves for perft. Counts how often the bulk count was used.
     */
    private static final class DrawnBelowFive implements GameState, PerftMoves {
        private final GameState nim;
        int bulkCounts;

        DrawnBelowFive(GameState nim) {
            this.nim = nim;
        }

        private boolean drawn() {
            return Integer.parseInt(nim.notation().split("/")[0]) <= 4;
        }

        @Override
        public int perftMoves(int[] moves) {
            return nim.legalMoves(moves);
        }

        @Override
        public int countPerftMoves(int[] scratch) {
            bulkCounts++;
            return nim.legalMoves(scratch);
        }

        @Override
        public int legalMoves(int[] moves) {
            return drawn() ? 0 : nim.legalMoves(moves);
        }

        @Override
        public boolean isTerminal() {
            return drawn() || nim.isTerminal();
        }

        @Override
        public Game game() {
            return nim.game();
        }

        @Override
        public int toMove() {
            return nim.toMove();
        }

        @Override
        public boolean isChanceNode() {
            return false;
        }

        @Override
        public int chanceOutcomes(int[] outcomes, double[] probabilities) {
            return 0;
        }

        @Override
        public void play(int move) {
            nim.play(move);
        }

        @Override
        public void undo() {
            nim.undo();
        }

        @Override
        public long hash() {
            return nim.hash();
        }

        @Override
        public int outcome(int player) {
            return drawn() ? 0 : nim.outcome(player);
        }

        @Override
        public int plies() {
            return nim.plies();
        }

        @Override
        public GameState copy() {
            return new DrawnBelowFive(nim.copy());
        }

        @Override
        public String notation() {
            return nim.notation();
        }

        @Override
        public String moveToString(int move) {
            return nim.moveToString(move);
        }

        @Override
        public int parseMove(String text) {
            return nim.parseMove(text);
        }
    }

    @Test
    void shouldCountThroughPositionsTheDrawRulesEndedAndBulkCountTheLastPly() {
        GameState plain = NimTestGames.nim(8).newState();
        DrawnBelowFive drawn = new DrawnBelowFive(NimTestGames.nim(8).newState());
        for (int depth = 0; depth <= 6; depth++) {
            assertThat(Perft.count(drawn, depth)).as("depth %d", depth).isEqualTo(Perft.count(plain, depth));
        }
        assertThat(drawn.bulkCounts).isPositive();
        List<Perft.Entry> entries = Perft.divide(new DrawnBelowFive(NimTestGames.nim(3).newState()), 2, 1, null);
        assertThat(entries).extracting(Perft.Entry::notation).containsExactly("1", "2", "3");
        assertThat(Perft.count(new DrawnBelowFive(NimTestGames.nim(3).newState()), 2, 2))
                .isEqualTo(Perft.count(NimTestGames.nim(3).newState(), 2));
    }
}
