package dev.ply.bench.backgammon;

import dev.ply.games.backgammon.BackgammonGame;
import dev.ply.games.backgammon.BackgammonState;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Backgammon positions for benchmarks, taken from seeded games of uniformly random moves and rolls. */
final class BackgammonSamples {

    private BackgammonSamples() {
    }

    /**
     * Collects positions of one kind, in the order the games reach them.
     *
     * @param count how many
     * @param chanceNodes {@code true} for positions before a roll (not the opening one), {@code false} for
     *     positions with the dice rolled
     * @param seed the seed of the games
     * @return {@code count} independent copies
     */
    static List<BackgammonState> positions(int count, boolean chanceNodes, long seed) {
        BackgammonGame game = new BackgammonGame();
        int[] moves = new int[game.maxMoves()];
        List<BackgammonState> positions = new ArrayList<>(count);
        SplittableRandom random = new SplittableRandom(seed);
        BackgammonState state = game.newState();
        while (positions.size() < count) {
            if (state.isTerminal()) {
                state = game.newState();
            }
            int n = state.legalMoves(moves);
            if (state.isChanceNode() == chanceNodes && !state.isOpeningRoll()) {
                positions.add(state.copy());
            }
            state.play(moves[random.nextInt(n)]);
        }
        return positions;
    }
}
