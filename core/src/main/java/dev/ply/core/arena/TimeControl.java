package dev.ply.core.arena;

import dev.ply.core.InvalidInputException;

/**
 * A time control: each player starts with {@code baseMillis} and gains {@code incrementMillis} after
 * each of their moves (Fischer increment). Written {@code 10+0.1} (seconds): ten seconds plus a tenth
 * of a second a move.
 *
 * @param baseMillis each player's initial time, in milliseconds, positive
 * @param incrementMillis the time added after each move, in milliseconds
 */
public record TimeControl(long baseMillis, long incrementMillis) implements java.io.Serializable {

    /**
     * Checks the values.
     *
     * @param baseMillis each player's initial time, in milliseconds, positive
     * @param incrementMillis the time added after each move, in milliseconds
     * @throws InvalidInputException if the base is not positive or the increment is negative
     */
    public TimeControl {
        if (baseMillis <= 0 || incrementMillis < 0) {
            throw new InvalidInputException("a time control needs a positive base time and no negative increment");
        }
    }

    /**
     * Parses {@code BASE+INCREMENT} or {@code BASE}, both in seconds, such as {@code 10+0.1} or {@code 60}.
     *
     * @param text the time control
     * @return the time control
     * @throws InvalidInputException if the text is not of that form
     */
    public static TimeControl parse(String text) {
        String[] parts = text.trim().split("\\+", -1);
        if (parts.length > 2) {
            throw new InvalidInputException("time control '" + text + "' is not BASE+INCREMENT in seconds, e.g. 10+0.1");
        }
        try {
            double base = Double.parseDouble(parts[0]);
            double increment = parts.length == 2 ? Double.parseDouble(parts[1]) : 0;
            if (base > 0 && base < 1e7 && increment >= 0 && increment < 1e5) {
                return new TimeControl(Math.round(base * 1000), Math.round(increment * 1000));
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new InvalidInputException("time control '" + text + "' is not BASE+INCREMENT in seconds, e.g. 10+0.1");
    }

    @Override
    public String toString() {
        return (baseMillis / 1000.0) + "+" + (incrementMillis / 1000.0);
    }
}
