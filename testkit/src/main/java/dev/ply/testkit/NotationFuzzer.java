package dev.ply.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Seeded random mutations of valid notation texts (positions or moves), for checking that a reader of a game's
 * notation answers every text it is given either with a one-line {@link InvalidInputException} or with a state
 * that is sound: one whose notation reads back to itself and whose moves play and undo. Anything else (another
 * exception, a stack overflow, a state that does not round-trip) fails the test with the text that caused it.
 * {@link GameContract} runs it over the positions of its play-outs; tests of other readers (protocol commands)
 * use {@link #mutate} directly.
 */
public final class NotationFuzzer {

    /** Characters that mutations insert: those notations use, digits, separators and some that none does. */
    private static final String ALPHABET = "0123456789-/:.,;()[] wbxXoO+=#KQRBNPkqrbnp-_abcdefgh\u0000\t\u00e9\u0663";

    private final SplittableRandom random;

    /**
     * Creates a fuzzer.
     *
     * @param seed the seed: the same seed gives the same mutations
     */
    public NotationFuzzer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /**
     * One random mutation of a text: a character replaced, deleted, inserted or repeated, two space-separated
     * fields swapped or one dropped, the text cut short, or a number made huge, negative or zero.
     *
     * @param text a valid text
     * @return a text that may or may not still be valid
     */
    public String mutate(String text) {
        StringBuilder b = new StringBuilder(text);
        int at = text.isEmpty() ? 0 : random.nextInt(text.length());
        switch (random.nextInt(9)) {
            case 0 -> {
                if (!text.isEmpty()) {
                    b.setCharAt(at, randomChar());
                }
            }
            case 1 -> {
                if (!text.isEmpty()) {
                    b.deleteCharAt(at);
                }
            }
            case 2 -> b.insert(at, randomChar());
            case 3 -> b.insert(at, text, at, Math.min(text.length(), at + 1 + random.nextInt(8)));
            case 4 -> {
                String[] fields = text.split(" ", -1);
                if (fields.length > 1) {
                    int i = random.nextInt(fields.length);
                    int j = random.nextInt(fields.length);
                    String swap = fields[i];
                    fields[i] = fields[j];
                    fields[j] = swap;
                }
                return String.join(" ", fields);
            }
            case 5 -> {
                List<String> fields = new ArrayList<>(List.of(text.split(" ", -1)));
                fields.remove(random.nextInt(fields.size()));
                return String.join(" ", fields);
            }
            case 6 -> b.setLength(at);
            case 7 -> b.insert(at, List.of("99999999999999999999", "-1", "0", "9223372036854775807", "2147483648")
                    .get(random.nextInt(5)));
            default -> {
                for (int i = 0; i < 3; i++) {
                    b.insert(random.nextInt(b.length() + 1), randomChar());
                }
            }
        }
        return b.toString();
    }

    private char randomChar() {
        return ALPHABET.charAt(random.nextInt(ALPHABET.length()));
    }

    /**
     * Reads {@code count} mutations of the given positions, strictly and leniently, checking each answer.
     *
     * @param game the game whose {@link Game#parseState} and {@link Game#parseStateLeniently} are read
     * @param positions valid positions to mutate
     * @param count how many mutations in all
     * @return how many mutations were accepted as positions, so that a caller can see the fuzzing reached both
     *     outcomes
     */
    public int checkPositionReaders(Game game, List<String> positions, int count) {
        int accepted = 0;
        for (int i = 0; i < count; i++) {
            String text = mutate(positions.get(random.nextInt(positions.size())));
            boolean lenient = i % 2 == 1;
            GameState state;
            try {
                state = lenient ? game.parseStateLeniently(text, repair -> assertOneLine(repair, text))
                        : game.parseState(text);
            } catch (InvalidInputException e) {
                assertOneLine(e.getMessage(), text);
                continue;
            } catch (RuntimeException | StackOverflowError e) {
                throw new AssertionError("reading '" + printable(text) + "' " + (lenient ? "leniently " : "")
                        + "threw " + e + " instead of a one-line InvalidInputException", e);
            }
            accepted++;
            String notation = state.notation();
            assertThat(game.parseState(notation).notation()).as("'%s' read as %s, which reads back", printable(text),
                    notation).isEqualTo(notation);
            // The position's own game: a variant where positions carry parameters (the tree game's trees).
            int[] moves = new int[state.game().maxMoves()];
            int moveCount = state.legalMoves(moves);
            assertThat(moveCount).as("moves of %s", notation).isBetween(0, state.game().maxMoves());
            long hash = state.hash();
            for (int m = 0; m < moveCount; m++) {
                state.play(moves[m]);
                state.undo();
            }
            assertThat(state.hash()).as("play and undo every move of %s", notation).isEqualTo(hash);
        }
        return accepted;
    }

    private static void assertOneLine(String message, String text) {
        assertThat(message).as("message for '%s'", printable(text)).isNotBlank().doesNotContain("\n")
                .doesNotContain("Exception");
    }

    /** A text with control characters made visible, for failure messages. */
    static String printable(String text) {
        StringBuilder b = new StringBuilder();
        for (char c : text.toCharArray()) {
            b.append(Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : String.valueOf(c));
        }
        return b.toString();
    }
}
