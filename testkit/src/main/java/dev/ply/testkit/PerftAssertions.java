package dev.ply.testkit;

import static org.assertj.core.api.Assertions.fail;

import dev.ply.core.GameState;
import dev.ply.core.perft.Perft;

/**
 * Checks a move generator against reference perft counts (the number of move paths of each depth),
 * and on a mismatch shows the per-move breakdown of the first failing depth so the wrong move can be
 * found by comparing with a reference program's divide.
 */
public final class PerftAssertions {

    private PerftAssertions() {
    }

    /**
     * Asserts {@code perft(depth) == expected} for each depth from 1.
     *
     * @param state the position; restored afterwards
     * @param expected the reference counts of depths 1, 2, 3, ...
     */
    public static void assertPerft(GameState state, long... expected) {
        for (int depth = 1; depth <= expected.length; depth++) {
            assertPerftAt(state, depth, expected[depth - 1]);
        }
    }

    /**
     * Asserts {@code perft(depth) == expected} for one depth.
     *
     * @param state the position; restored afterwards
     * @param depth the depth
     * @param expected the reference count
     */
    public static void assertPerftAt(GameState state, int depth, long expected) {
        long actual = Perft.count(state, depth);
        if (actual != expected) {
            StringBuilder divide = new StringBuilder();
            for (Perft.Entry entry : Perft.divide(state, depth, 1, null)) {
                divide.append(entry.notation()).append(": ").append(entry.nodes()).append('\n');
            }
            fail("perft(" + depth + ") of " + state.notation() + " is " + actual + ", expected " + expected
                    + "\ndivide:\n" + divide);
        }
    }
}
