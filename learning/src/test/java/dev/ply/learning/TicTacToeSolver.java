package dev.ply.learning;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Exact values of every tic-tac-toe position by negamax, and the reachable positions that are not over. */
final class TicTacToeSolver {

    private final Map<String, Integer> values = new HashMap<>();
    private final Map<String, GameState> positions = new LinkedHashMap<>();

    TicTacToeSolver(Game game) {
        solve(game.newState());
    }

    /** The value for the side to move: 1 win, 0 draw, -1 loss. */
    int value(GameState state) {
        return solve(state);
    }

    private int solve(GameState state) {
        String key = state.notation();
        Integer known = values.get(key);
        if (known != null) {
            return known;
        }
        int value;
        if (state.isTerminal()) {
            value = Integer.signum(state.outcome(state.toMove()));
        } else {
            positions.putIfAbsent(key, state.copy());
            int[] moves = new int[9];
            int count = state.legalMoves(moves);
            value = -2;
            for (int i = 0; i < count; i++) {
                state.play(moves[i]);
                value = Math.max(value, -solve(state));
                state.undo();
            }
        }
        values.put(key, value);
        return value;
    }

    /** The reachable positions that are not over. */
    Iterable<GameState> positions() {
        return positions.values();
    }

    int positionCount() {
        return positions.size();
    }

    /** Every position's label as a suite line: {@code POSITION ; bm MOVE ... ; value V}. */
    List<String> labelLines() {
        List<String> lines = new ArrayList<>();
        int[] moves = new int[9];
        for (GameState position : positions()) {
            List<String> best = new ArrayList<>();
            int count = position.legalMoves(moves);
            for (int i = 0; i < count; i++) {
                if (isOptimal(position, moves[i])) {
                    best.add(position.moveToString(moves[i]));
                }
            }
            lines.add(position.notation() + " ; bm " + String.join(" ", best) + " ; value " + value(position));
        }
        return lines;
    }

    /** Whether a move keeps the position's value. */
    boolean isOptimal(GameState state, int move) {
        int best = value(state);
        state.play(move);
        int after = -value(state);
        state.undo();
        return after == best;
    }
}
