package dev.ply.engine;

import dev.ply.core.InvalidInputException;
import dev.ply.core.agent.Agent;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The argument of an external engine agent, {@code PROGRAM[?NAME=value&NAME=value...]}: the program to
 * start and the settings that follow it, in the order given.
 *
 * @param program the engine's program, possibly with arguments separated by spaces
 * @param settings the settings, by name, in the order written
 */
record EngineSpec(String program, Map<String, String> settings) {

    /**
     * Parses an agent argument.
     *
     * @param argument the text after the agent's scheme, such as {@code /usr/games/stockfish?Threads=1}
     * @param protocol the protocol's name for messages, such as {@code UCI}
     * @param example an example of a whole specification for the message when the program is missing
     * @return the program and its settings
     * @throws InvalidInputException if the program is missing or a setting is not {@code NAME=VALUE}
     */
    static EngineSpec parse(String argument, String protocol, String example) {
        int question = argument.indexOf('?');
        String program = (question < 0 ? argument : argument.substring(0, question)).trim();
        if (program.isEmpty()) {
            throw new InvalidInputException("the " + protocol + " agent needs the engine's program: " + example);
        }
        Map<String, String> settings = new LinkedHashMap<>();
        if (question >= 0) {
            for (String pair : argument.substring(question + 1).split("&")) {
                if (pair.isBlank()) {
                    continue;
                }
                int eq = pair.indexOf('=');
                if (eq <= 0) {
                    throw new InvalidInputException(protocol + " agent setting '" + pair + "' is not NAME=VALUE");
                }
                settings.put(pair.substring(0, eq).trim(), pair.substring(eq + 1).trim());
            }
        }
        return new EngineSpec(program, settings);
    }

    /** Starts an engine agent from its program and settings. */
    @FunctionalInterface
    interface Starter {
        /**
         * Starts the agent.
         *
         * @param program the program and its arguments
         * @param settings the settings
         * @return the agent
         */
        Agent start(String program, Map<String, String> settings);
    }

    /**
     * Parses an agent argument and starts the agent: what every engine agent's provider does. In a process restricted
     * to its operator's engines ({@link EnginePrograms}) the program part names one of them. An engine that cannot
     * be started is reported as bad input, in one line.
     *
     * @param argument the text after the agent's scheme
     * @param protocol the protocol's name for messages
     * @param example an example of a whole specification
     * @param starter makes the agent
     * @return the agent
     * @throws InvalidInputException for a malformed argument or an engine that cannot be started
     */
    static Agent start(String argument, String protocol, String example, Starter starter) {
        EngineSpec spec = EnginePrograms.resolve(parse(argument, protocol, example), protocol);
        try {
            return starter.start(spec.program(), spec.settings());
        } catch (EngineException e) {
            throw new InvalidInputException(e.getMessage());
        }
    }
}
