package com.example.nim;

import dev.ply.core.Game;
import dev.ply.core.InputNumbers;
import dev.ply.core.InvalidInputException;
import dev.ply.core.NotationException;

/**
 * Nim, normal play: players take turns removing one or more stones from a single heap, and whoever takes the
 * last stone wins. A position is written as the heap sizes and the player to move, {@code 3,4,5 1}: heaps of
 * three, four and five stones, the first player to move. Up to {@value #MAX_HEAPS} heaps of up to
 * {@value #MAX_STONES} stones each.
 *
 * <p>This is the game of Ply's template: copy the folder, rename the package, and replace the rules.
 */
public final class Nim implements Game {

    /** The most heaps a position may have. */
    public static final int MAX_HEAPS = 8;
    /** The most stones a heap may hold. */
    public static final int MAX_STONES = 15;

    private static final NimEvaluator EVALUATOR = new NimEvaluator();

    @Override
    public String id() {
        return "nim";
    }

    @Override
    public String displayName() {
        return "Nim";
    }

    @Override
    public NimState newState() {
        return new NimState(this, new int[] {3, 4, 5}, 0);
    }

    @Override
    public NimState parseState(String notation) {
        String[] parts = notation.trim().split("\\s+");
        if (parts.length != 2) {
            throw new NotationException("a Nim position is heap sizes and the player to move, like '3,4,5 1', not '"
                    + notation + "'");
        }
        String[] sizes = parts[0].split(",", -1);
        if (sizes.length > MAX_HEAPS) {
            throw new NotationException("at most " + MAX_HEAPS + " heaps, not " + sizes.length + " ('" + notation + "')");
        }
        int[] heaps = new int[sizes.length];
        for (int i = 0; i < sizes.length; i++) {
            heaps[i] = number(sizes[i], 0, MAX_STONES, "heap " + (i + 1), notation);
        }
        int player = number(parts[1], 1, 2, "the player to move", notation);
        return new NimState(this, heaps, player - 1);
    }

    /** A number of the notation, read by core's {@link InputNumbers} and reported as a notation error. */
    private static int number(String text, int min, int max, String what, String notation) {
        try {
            return (int) InputNumbers.parseLong(text, what, min, max);
        } catch (InvalidInputException e) {
            throw new NotationException(e.getMessage() + " ('" + notation + "')");
        }
    }

    @Override
    public int maxMoves() {
        return MAX_HEAPS * MAX_STONES;
    }

    @Override
    public int maxPlies() {
        return MAX_HEAPS * MAX_STONES;
    }

    @Override
    public String playerName(int player) {
        return player == 0 ? "First" : "Second";
    }

    @Override
    public NimEvaluator defaultEvaluator() {
        return EVALUATOR;
    }
}
