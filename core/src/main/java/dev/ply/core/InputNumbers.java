package dev.ply.core;

import java.util.Locale;

/**
 * Reads the numbers people and protocols write: ASCII digits only (Java's own parsers also take Arabic-Indic,
 * Devanagari and other digits, and {@code Double.parseDouble} takes {@code NaN}, {@code 1e9}, {@code 0x1p3} and a
 * trailing {@code d}), with messages that say whether the text is no number at all or a number out of range.
 * Every front end (specifications, options, protocol commands) reads numbers through it, so they agree.
 */
public final class InputNumbers {

    private static final int MAX_DIGITS = 19;

    private InputNumbers() {
    }

    /**
     * Whether a text is a whole number in ASCII digits with an optional leading {@code -} or {@code +}, of any
     * size.
     *
     * @param text the text
     * @return {@code true} for {@code 12}, {@code -3}, {@code +0099}; {@code false} for {@code 1.0}, {@code ١٢}
     */
    public static boolean isWholeNumber(String text) {
        int start = !text.isEmpty() && (text.charAt(0) == '-' || text.charAt(0) == '+') ? 1 : 0;
        if (start == text.length()) {
            return false;
        }
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a text is a decimal number in ASCII digits: an optional sign, digits and an optional fraction after a
     * point ({@code 1}, {@code -0.25}, {@code .5}); no exponent, no {@code NaN} or {@code Infinity}.
     *
     * @param text the text
     * @return {@code true} for such a number
     */
    public static boolean isDecimal(String text) {
        return text.length() <= 40 && text.matches("[-+]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)");
    }

    /**
     * Reads a whole number within a range.
     *
     * @param text the text, surrounding white space allowed
     * @param what what the number is, for the message ({@code "option 'hash'"}, {@code "go: wtime"})
     * @param min the smallest value accepted
     * @param max the largest value accepted
     * @return the value
     * @throws InvalidInputException "WHAT needs a whole number, not 'TEXT'" or "WHAT must be from MIN to MAX, not
     *     TEXT" (also for numbers beyond a {@code long})
     */
    public static long parseLong(String text, String what, long min, long max) {
        String t = text.strip();
        if (!isWholeNumber(t)) {
            throw new InvalidInputException(what + " needs a whole number, not '" + shown(text) + "'");
        }
        String digits = t.charAt(0) == '-' || t.charAt(0) == '+' ? t.substring(1) : t;
        String significant = digits.replaceFirst("^0+(?=.)", "");
        if (significant.length() > MAX_DIGITS) {
            throw outOfRange(what, min, max, t);
        }
        long value;
        try {
            // With its sign, so that every long parses, Long.MIN_VALUE included; beyond a long is out of range.
            value = Long.parseLong(t.charAt(0) == '-' ? "-" + significant : significant);
        } catch (NumberFormatException e) {
            throw outOfRange(what, min, max, t);
        }
        if (value < min || value > max) {
            throw outOfRange(what, min, max, t);
        }
        return value;
    }

    /**
     * Reads a decimal number within a range: ASCII digits with an optional sign and an optional fraction after
     * a point ({@code 1}, {@code -0.25}, {@code .5}), or with an exponent ({@code 1e-3}); no {@code NaN} or
     * {@code Infinity}.
     *
     * @param text the text, surrounding white space allowed
     * @param what what the number is, for the message
     * @param min the smallest value accepted
     * @param max the largest value accepted
     * @return the value
     * @throws InvalidInputException "WHAT needs a number, not 'TEXT'" or "WHAT must be from MIN to MAX, not TEXT"
     */
    public static double parseDecimal(String text, String what, double min, double max) {
        String t = text.strip();
        boolean scientific = t.length() <= 40 && t.matches("[-+]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)[eE][-+]?[0-9]{1,4}");
        if (!isDecimal(t) && !scientific) {
            throw new InvalidInputException(what + " needs a number, not '" + shown(text) + "'");
        }
        double value = Double.parseDouble(t);
        if (!(value >= min && value <= max)) {
            throw new InvalidInputException(what + " must be from " + decimal(min) + " to " + decimal(max) + ", not "
                    + t);
        }
        return value;
    }

    private static InvalidInputException outOfRange(String what, long min, long max, String text) {
        return new InvalidInputException(what + " must be from " + min + " to " + max + ", not " + shown(text));
    }

    private static String decimal(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value)
                : String.format(Locale.ROOT, "%s", value);
    }

    /** The text cut to a readable length and kept on one line, for messages. */
    static String shown(String text) {
        String line = text.replaceAll("\\p{Cntrl}", "?");
        return line.length() > 40 ? line.substring(0, 37) + "..." : line;
    }
}
