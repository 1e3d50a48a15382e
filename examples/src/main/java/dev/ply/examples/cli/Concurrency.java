package dev.ply.examples.cli;

import dev.ply.core.InvalidInputException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The number of games a match or tournament plays at once, when {@code --concurrency} is not given. */
final class Concurrency {

    private static final Pattern THREADS = Pattern.compile("(?:^|[:,])threads=(\\d+)");

    private Concurrency() {
    }

    /**
     * Resolves {@code --concurrency}: the given number, or one game per available core, leaving one core for the
     * system when an agent searches on threads of its own (a {@code threads=} option above 1, or an engine in
     * another process).
     *
     * @param requested the option's value, or {@code null} when it was not given
     * @param agents the agents' specifications
     * @param cores the available cores
     * @return games at once, 1 or more
     */
    static int resolve(Integer requested, List<String> agents, int cores) {
        if (requested != null) {
            if (requested < 1) {
                throw new InvalidInputException("--concurrency must be 1 or more, not " + requested);
            }
            return requested;
        }
        boolean ownThreads = agents.stream().anyMatch(Concurrency::searchesOnItsOwnThreads);
        return Math.max(1, ownThreads ? cores - 1 : cores);
    }

    private static boolean searchesOnItsOwnThreads(String spec) {
        if (spec.startsWith("uci:") || spec.startsWith("xboard:") || spec.startsWith("gnubg")
                || spec.startsWith("gtp:")) {
            return true;
        }
        Matcher threads = THREADS.matcher(spec);
        while (threads.find()) {
            if (Long.parseLong(threads.group(1)) > 1) {
                return true;
            }
        }
        return false;
    }
}
