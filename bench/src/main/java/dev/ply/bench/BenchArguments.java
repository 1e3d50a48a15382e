package dev.ply.bench;

import dev.ply.core.InvalidInputException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The {@code --name value} and {@code --flag} arguments of the bench programs, read the same way by
 * all of them: an unknown name, a missing value or a value that is not a positive number is an
 * {@link InvalidInputException} naming it, which {@link #run} turns into one line on standard error and
 * exit status 2 (as is any other bad input the program's body meets, such as an unknown search option).
 */
public final class BenchArguments {

    private final String usage;
    private final Map<String, String> values = new HashMap<>();
    private final Set<String> flags = new HashSet<>();

    private BenchArguments(String usage) {
        this.usage = usage;
    }

    /**
     * Reads the arguments.
     *
     * @param args the program's arguments
     * @param usage the arguments it takes, for the error message, such as {@code --depth D --algorithm SPEC}
     * @param valued the names that take a value
     * @param flagNames the names that take none
     * @return the arguments
     * @throws InvalidInputException for an unknown name or a name without its value
     */
    public static BenchArguments parse(String[] args, String usage, Set<String> valued, Set<String> flagNames) {
        BenchArguments parsed = new BenchArguments(usage);
        for (int i = 0; i < args.length; i++) {
            String name = args[i];
            if (flagNames.contains(name)) {
                parsed.flags.add(name);
            } else if (valued.contains(name)) {
                if (i + 1 == args.length) {
                    throw new InvalidInputException(name + " needs a value; use " + usage);
                }
                parsed.values.put(name, args[++i]);
            } else {
                throw new InvalidInputException("unknown argument '" + name + "'; use " + usage);
            }
        }
        return parsed;
    }

    /**
     * A value as given.
     *
     * @param name the argument's name
     * @param fallback the value when it is not given
     * @return the value
     */
    public String text(String name, String fallback) {
        return values.getOrDefault(name, fallback);
    }

    /**
     * A positive whole number.
     *
     * @param name the argument's name
     * @param fallback the value when it is not given
     * @return the value
     * @throws InvalidInputException if the value given is not a whole number of 1 or more
     */
    public long positiveLong(String name, long fallback) {
        String text = values.get(name);
        if (text == null) {
            return fallback;
        }
        try {
            long value = Long.parseLong(text);
            if (value >= 1) {
                return value;
            }
        } catch (NumberFormatException e) {
            // Reported below, with the name.
        }
        throw new InvalidInputException(name + " needs a whole number of 1 or more, not '" + text + "'; use " + usage);
    }

    /**
     * A positive whole number that fits an {@code int}.
     *
     * @param name the argument's name
     * @param fallback the value when it is not given
     * @return the value
     * @throws InvalidInputException if the value given is not a whole number from 1 to 2<sup>31</sup> - 1
     */
    public int positiveInt(String name, int fallback) {
        long value = positiveLong(name, fallback);
        if (value > Integer.MAX_VALUE) {
            throw new InvalidInputException(name + " is too large: " + value);
        }
        return (int) value;
    }

    /**
     * Whether a flag was given.
     *
     * @param name the flag
     * @return {@code true} if it was
     */
    public boolean flag(String name) {
        return flags.contains(name);
    }

    /** A bench program's body. */
    @FunctionalInterface
    public interface Body {
        /**
         * Runs it.
         *
         * @throws Exception anything; bad input as {@link InvalidInputException}
         */
        void run() throws Exception;
    }

    /**
     * Runs a bench program: bad input ends it with one line naming the problem and exit status 2.
     *
     * @param program the program's name, put before the message
     * @param body what it does
     * @throws Exception whatever else the body throws
     */
    public static void run(String program, Body body) throws Exception {
        try {
            body.run();
        } catch (InvalidInputException e) {
            System.err.println(program + ": " + e.getMessage());
            System.exit(2);
        }
    }
}
