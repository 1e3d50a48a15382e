package dev.ply.core.search;

import dev.ply.core.InputNumbers;
import dev.ply.core.InvalidInputException;
import java.util.List;
import java.util.Locale;

/**
 * One option a {@link SearchProvider} accepts, with its type, default and range, so that option
 * strings ({@code alphabeta:threads=2,hash=64}) are checked and listed the same way for every
 * algorithm.
 *
 * @param name the key, lower case ({@code "threads"})
 * @param type how the value is written and checked
 * @param defaultValue the value when the option is not given, written as the user would write it
 * @param description one line for listings
 * @param min the smallest value of a numeric option
 * @param max the largest value of a numeric option
 * @param choices the allowed values of a {@link Type#CHOICE} option
 */
public record SearchOption(String name, Type type, String defaultValue, String description, double min, double max,
        List<String> choices) {

    /** How an option's value is written. */
    public enum Type {
        /** A whole number within {@code [min, max]}. */
        INTEGER,
        /** A decimal number within {@code [min, max]}. */
        DECIMAL,
        /** {@code true} or {@code false}; a bare key means {@code true}. */
        BOOLEAN,
        /** One of {@code choices}. */
        CHOICE,
        /** Any text without commas. */
        TEXT
    }

    /**
     * Copies the choices and checks that the default is itself a valid value.
     *
     * @param name the key, lower case ({@code "threads"})
     * @param type how the value is written and checked
     * @param defaultValue the value when the option is not given, written as the user would write it
     * @param description one line for listings
     * @param min the smallest value of a numeric option
     * @param max the largest value of a numeric option
     * @param choices the allowed values of a {@link Type#CHOICE} option
     */
    public SearchOption {
        choices = List.copyOf(choices);
        validate(name, type, defaultValue, min, max, choices);
    }

    /**
     * A whole-number option.
     *
     * @param name the key
     * @param defaultValue the default
     * @param min the smallest value allowed
     * @param max the largest value allowed
     * @param description one line for listings
     * @return the option
     */
    public static SearchOption ofInteger(String name, long defaultValue, long min, long max, String description) {
        return new SearchOption(name, Type.INTEGER, Long.toString(defaultValue), description, min, max, List.of());
    }

    /**
     * A decimal option.
     *
     * @param name the key
     * @param defaultValue the default
     * @param min the smallest value allowed
     * @param max the largest value allowed
     * @param description one line for listings
     * @return the option
     */
    public static SearchOption ofDecimal(String name, double defaultValue, double min, double max,
            String description) {
        return new SearchOption(name, Type.DECIMAL, Double.toString(defaultValue), description, min, max, List.of());
    }

    /**
     * A switch.
     *
     * @param name the key
     * @param defaultValue the default
     * @param description one line for listings
     * @return the option
     */
    public static SearchOption ofBoolean(String name, boolean defaultValue, String description) {
        return new SearchOption(name, Type.BOOLEAN, Boolean.toString(defaultValue), description, 0, 1, List.of());
    }

    /**
     * An option taking one of a few words.
     *
     * @param name the key
     * @param defaultValue the default, one of {@code choices}
     * @param description one line for listings
     * @param choices the allowed values
     * @return the option
     */
    public static SearchOption ofChoice(String name, String defaultValue, String description, String... choices) {
        return new SearchOption(name, Type.CHOICE, defaultValue, description, 0, 0, List.of(choices));
    }

    /**
     * A free-text option (a file name, an evaluator name).
     *
     * @param name the key
     * @param defaultValue the default; may be empty
     * @param description one line for listings
     * @return the option
     */
    public static SearchOption ofText(String name, String defaultValue, String description) {
        return new SearchOption(name, Type.TEXT, defaultValue, description, 0, 0, List.of());
    }

    /**
     * Checks a value written for this option and returns it in canonical form.
     *
     * @param value the value as given
     * @return the canonical value ({@code "true"}, {@code "64"}, ...)
     * @throws InvalidInputException naming the option and the problem
     */
    public String canonicalize(String value) {
        return validate(name, type, value, min, max, choices);
    }

    private static String validate(String name, Type type, String value, double min, double max,
            List<String> choices) {
        String v = value.trim();
        switch (type) {
            case INTEGER -> {
                return Long.toString(InputNumbers.parseLong(v, "option '" + name + "'", (long) min, (long) max));
            }
            case DECIMAL -> {
                return Double.toString(InputNumbers.parseDecimal(v, "option '" + name + "'", min, max));
            }
            case BOOLEAN -> {
                String lower = v.toLowerCase(Locale.ROOT);
                if (lower.equals("true") || lower.equals("on") || lower.equals("yes")) {
                    return "true";
                }
                if (lower.equals("false") || lower.equals("off") || lower.equals("no")) {
                    return "false";
                }
                throw new InvalidInputException("option '" + name + "' is true or false, not '" + value + "'");
            }
            case CHOICE -> {
                if (!choices.contains(v)) {
                    throw new InvalidInputException("option '" + name + "' is one of " + String.join(", ", choices)
                            + ", not '" + value + "'");
                }
                return v;
            }
            case TEXT -> {
                return v;
            }
            default -> throw new AssertionError(type);
        }
    }

    /**
     * How the option reads in a listing: {@code threads=1 (1..256) the number of search threads}.
     *
     * @return one line
     */
    public String usage() {
        String range = switch (type) {
            case INTEGER -> " (" + (long) min + ".." + (long) max + ")";
            case DECIMAL -> " (" + min + ".." + max + ")";
            case CHOICE -> " (" + String.join("|", choices) + ")";
            case BOOLEAN -> " (true|false)";
            case TEXT -> "";
        };
        return name + "=" + defaultValue + range + "  " + description;
    }
}
