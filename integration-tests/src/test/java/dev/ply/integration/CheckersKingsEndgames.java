package dev.ply.integration;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The exact value of every checkers position with kings only and at most three of them (one against
 * one, two against one), found by retrograde analysis over the game's own move generator: the oracle
 * that says where a win exists and how far away it is with best play, independent of any evaluator or
 * search.
 *
 * <p>Values are in plies from the side to move's point of view: {@code n > 0} wins in {@code n},
 * {@code n < 0} loses in {@code -n}, {@link #LOST} has already lost (no move), 0 is a draw. Draws by the
 * game's rules do not come into it: the longest win is far shorter than the 40-move rule.
 */
final class CheckersKingsEndgames {

    /** The value of a position whose side to move has no move: the game is lost. */
    static final int LOST = Integer.MIN_VALUE;

    private final Map<String, Integer> values = new HashMap<>();

    CheckersKingsEndgames(Game game) {
        List<String> positions = new ArrayList<>();
        for (int side = 0; side < 2; side++) {
            for (int a = 0; a < 32; a++) {
                for (int b = 0; b < 32; b++) {
                    if (a != b) {
                        positions.add(notation(side, List.of(a), List.of(b)));
                    }
                    for (int c = b + 1; c < 32; c++) {
                        if (a != b && a != c) {
                            positions.add(notation(side, List.of(b, c), List.of(a)));
                            positions.add(notation(side, List.of(a), List.of(b, c)));
                        }
                    }
                }
            }
        }
        Map<String, String[]> children = new HashMap<>();
        int[] moves = new int[game.maxMoves()];
        for (String position : positions) {
            GameState state = game.parseState(position);
            int count = state.legalMoves(moves);
            String[] next = new String[count];
            for (int i = 0; i < count; i++) {
                state.play(moves[i]);
                next[i] = state.isTerminal() ? "lost" : withoutClock(state.notation());
                state.undo();
            }
            children.put(position, next);
            if (count == 0) {
                values.put(position, LOST);
            }
        }
        // Round r finds the positions won or lost in exactly r plies.
        for (int round = 1; ; round++) {
            Map<String, Integer> found = new HashMap<>();
            for (String position : positions) {
                if (values.containsKey(position)) {
                    continue;
                }
                boolean wins = false;
                boolean allLose = true;
                for (String child : children.get(position)) {
                    Integer value = child.equals("lost") ? Integer.valueOf(LOST) : values.get(child);
                    boolean childLoses = value != null && value < 0;
                    wins |= childLoses;
                    allLose &= value != null && value > 0;
                }
                if (wins) {
                    found.put(position, round);
                } else if (allLose) {
                    found.put(position, -round);
                }
            }
            if (found.isEmpty()) {
                break;
            }
            values.putAll(found);
        }
        for (String position : positions) {
            values.putIfAbsent(position, 0);
        }
    }

    private static String withoutClock(String notation) {
        return notation.replaceFirst(":H\\d+$", "");
    }

    /**
     * A position in PDN FEN with kings only.
     *
     * @param side 0 for Black to move, 1 for White
     * @param black the squares (0 to 31) of Black's kings, ascending
     * @param white the squares of White's kings, ascending
     */
    static String notation(int side, List<Integer> black, List<Integer> white) {
        StringBuilder text = new StringBuilder(side == 0 ? "B" : "W").append(":W");
        for (int i = 0; i < white.size(); i++) {
            text.append(i > 0 ? "," : "").append('K').append(white.get(i) + 1);
        }
        text.append(":B");
        for (int i = 0; i < black.size(); i++) {
            text.append(i > 0 ? "," : "").append('K').append(black.get(i) + 1);
        }
        return text.toString();
    }

    /**
     * The value of a position.
     *
     * @param notation as {@link #notation} writes it
     * @return the value, see the class comment
     */
    int value(String notation) {
        Integer value = values.get(notation);
        if (value == null) {
            throw new IllegalArgumentException("not a kings-only position of at most three kings: " + notation);
        }
        return value;
    }

    /**
     * Whether the side with two kings wins a two-against-one position with best play, whoever is to move.
     *
     * @param notation a position with two kings against one
     * @param strongSide 0 if Black has the two kings, 1 if White has
     * @param side the side to move
     * @return {@code true} if the two kings win
     */
    boolean strongSideWins(String notation, int strongSide, int side) {
        int value = value(notation);
        return side == strongSide ? value > 0 : value < 0;
    }

    /**
     * The plies to the win with best play from a position the strong side wins.
     *
     * @param notation the position
     * @return the distance in plies
     */
    int pliesToWin(String notation) {
        int value = value(notation);
        return value == LOST ? 0 : Math.abs(value);
    }
}
