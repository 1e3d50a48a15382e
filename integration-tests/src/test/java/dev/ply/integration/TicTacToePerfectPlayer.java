package dev.ply.integration;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A perfect tic-tac-toe player: it plays a uniformly random move among those with the best
 * game-theoretic value, which full-depth alpha-beta gives it. Values are cached by position.
 */
final class TicTacToePerfectPlayer implements AutoCloseable {

    private final Game game;
    private final Search alphaBeta;
    private final Map<String, Integer> values = new HashMap<>();
    private final int[] moves;

    TicTacToePerfectPlayer(Game game) {
        this.game = game;
        this.alphaBeta = Ply.search(game, "alphabeta:distance=false");
        this.moves = new int[game.maxMoves()];
    }

    /** The value of a position for the side to move: 1, 0 or -1. */
    int value(GameState state) {
        return values.computeIfAbsent(state.notation(), n -> {
            if (state.isTerminal()) {
                return state.outcome(state.toMove());
            }
            return Integer.signum(alphaBeta.search(state, SearchLimits.NONE).score());
        });
    }

    /** The moves of a position that keep its value. */
    List<Integer> optimalMoves(GameState state) {
        int count = state.legalMoves(moves);
        int mover = state.toMove();
        int best = Integer.MIN_VALUE;
        List<Integer> optimal = new ArrayList<>();
        int[] own = moves.clone();
        for (int i = 0; i < count; i++) {
            GameState child = state.copy();
            child.play(own[i]);
            int value = child.toMove() == mover ? value(child) : -value(child);
            if (value > best) {
                best = value;
                optimal.clear();
            }
            if (value == best) {
                optimal.add(own[i]);
            }
        }
        return optimal;
    }

    int choose(GameState state, SplittableRandom random) {
        List<Integer> optimal = optimalMoves(state);
        return optimal.get(random.nextInt(optimal.size()));
    }

    Game game() {
        return game;
    }

    @Override
    public void close() {
        alphaBeta.close();
    }
}
