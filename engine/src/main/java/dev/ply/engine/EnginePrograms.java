package dev.ply.engine;

import dev.ply.core.InvalidInputException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Which external programs the agents of this process may start: the one door through which an agent specification
 * reaches {@link ProcessBuilder}.
 *
 * <p>A process starts <em>open</em>: a specification names the program itself ({@code uci:/usr/games/stockfish}),
 * as the person typing a command on their own machine expects. A process that takes specifications from others
 * (the web server, a cluster worker) calls {@link #restrictTo(EnginePrograms)} first, with the engines its operator
 * named ({@code --engine stockfish=/usr/games/stockfish}); from then on a specification names one of those engines
 * ({@code uci:stockfish?UCI_Elo=2000}) and never a path, and a setting it adds to the operator's may only be a
 * number or {@code true}/{@code false} and may not be a program argument ({@code --outfile}) or a setting that names
 * a file or place ({@code Debug Log File}, {@code SyzygyPath}, a book), so that no stranger's word becomes a file
 * the engine writes. There is no way back: a restricted process stays restricted.
 *
 * <p>An allow-list entry is {@code NAME=PROGRAM[ ARGUMENT...][?SETTING=VALUE&...]}: the program, its arguments
 * and settings the operator fixes, in the same form as an agent's argument. Names are letters, digits, {@code .},
 * {@code _} and {@code -}.
 */
public final class EnginePrograms {

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._-]{1,64}");
    private static final Pattern PLAIN_VALUE = Pattern.compile("true|false|[+-]?[0-9]{1,18}(\\.[0-9]{1,18})?");
    /** Setting names that name files or places whatever their value: the operator's alone. */
    private static final Pattern OPERATORS_SETTING = Pattern.compile("(?i).*(file|path|log|dir|book|tb|command).*");

    /** The process's allow-list; null while the process is open. */
    private static volatile EnginePrograms installed;

    private final Map<String, String> engines;

    private EnginePrograms(Map<String, String> engines) {
        this.engines = Collections.unmodifiableMap(new LinkedHashMap<>(engines));
    }

    /**
     * An allow-list from entries as the command line writes them.
     *
     * @param entries such as {@code stockfish=/usr/games/stockfish} or {@code gnugo=/usr/games/gnugo?--level=10}
     * @return the allow-list
     * @throws InvalidInputException for an entry that is not {@code NAME=PROGRAM}, a bad name or a name given twice
     */
    public static EnginePrograms of(List<String> entries) {
        Map<String, String> engines = new LinkedHashMap<>();
        for (String entry : entries) {
            add(engines, entry, "--engine '" + shorten(entry) + "'");
        }
        return new EnginePrograms(engines);
    }

    /**
     * An allow-list read from a file: one {@code NAME=PROGRAM} entry a line; blank lines and lines starting with
     * {@code #} are skipped.
     *
     * @param file the file
     * @return the allow-list
     * @throws InvalidInputException if the file cannot be read or a line is not an entry (named by its number)
     */
    public static EnginePrograms read(Path file) {
        List<String> lines;
        try {
            if (Files.size(file) > 1 << 20) {
                throw new InvalidInputException("engine list " + file + " is over 1 MB; it is not an engine list");
            }
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException | java.io.UncheckedIOException e) {
            throw new InvalidInputException("cannot read engine list " + file + ": " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
        }
        Map<String, String> engines = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (!line.isEmpty() && !line.startsWith("#")) {
                add(engines, line, file + " line " + (i + 1));
            }
        }
        return new EnginePrograms(engines);
    }

    /**
     * This allow-list with another's entries added.
     *
     * @param other more engines
     * @return both
     * @throws InvalidInputException if a name is in both
     */
    public EnginePrograms and(EnginePrograms other) {
        Map<String, String> both = new LinkedHashMap<>(engines);
        for (Map.Entry<String, String> entry : other.engines.entrySet()) {
            if (both.putIfAbsent(entry.getKey(), entry.getValue()) != null) {
                throw new InvalidInputException("engine '" + entry.getKey() + "' is named twice");
            }
        }
        return new EnginePrograms(both);
    }

    private static void add(Map<String, String> engines, String entry, String where) {
        int eq = entry.indexOf('=');
        String name = eq < 0 ? "" : entry.substring(0, eq).strip();
        String command = eq < 0 ? "" : entry.substring(eq + 1).strip();
        if (eq < 0 || command.isEmpty()) {
            throw new InvalidInputException(where + " is not NAME=PROGRAM, such as stockfish=/usr/games/stockfish");
        }
        if (!NAME.matcher(name).matches()) {
            throw new InvalidInputException(where + ": an engine's name is letters, digits, '.', '_' and '-', not '"
                    + shorten(name) + "'");
        }
        EngineSpec.parse(command, "engine", "stockfish=/usr/games/stockfish");
        if (engines.putIfAbsent(name, command) != null) {
            throw new InvalidInputException(where + ": engine '" + name + "' is named twice");
        }
    }

    /**
     * The engines' names, in the order given.
     *
     * @return the names
     */
    public List<String> names() {
        return List.copyOf(engines.keySet());
    }

    /**
     * Restricts this process to the given engines, for good: from now on a specification names one of them. Called
     * again, the newer list replaces the older one; the process never becomes open again.
     *
     * @param allowed the engines the operator allows, possibly none
     */
    public static synchronized void restrictTo(EnginePrograms allowed) {
        installed = allowed;
    }

    /**
     * Whether this process takes engines only from an operator's list.
     *
     * @return {@code true} after {@link #restrictTo(EnginePrograms)}
     */
    public static boolean restricted() {
        return installed != null;
    }

    /**
     * The engine a specification's program part names, with the operator's settings first and the specification's
     * after them. In an open process that is the specification itself.
     *
     * @param spec the parsed argument of an agent
     * @param protocol the protocol's name, for messages
     * @return the program to start and all its settings
     * @throws InvalidInputException in a restricted process, for a program that is not a listed engine's name or a
     *     setting whose value is not a number or {@code true}/{@code false}
     */
    static EngineSpec resolve(EngineSpec spec, String protocol) {
        EnginePrograms allowed = installed;
        return allowed == null ? spec : allowed.resolveListed(spec, protocol);
    }

    /**
     * What {@link #resolve} answers in a process restricted to this list.
     *
     * @param spec the parsed argument of an agent
     * @param protocol the protocol's name, for messages
     * @return the listed engine's program with the operator's settings, then the specification's
     */
    EngineSpec resolveListed(EngineSpec spec, String protocol) {
        String command = engines.get(spec.program());
        if (command == null) {
            throw new InvalidInputException(protocol + " engine '" + shorten(spec.program())
                    + "' is not one this process may start; name " + listed());
        }
        EngineSpec operator = EngineSpec.parse(command, protocol, "stockfish=/usr/games/stockfish");
        Map<String, String> settings = new LinkedHashMap<>(operator.settings());
        for (Map.Entry<String, String> setting : spec.settings().entrySet()) {
            if (setting.getKey().startsWith("-") || OPERATORS_SETTING.matcher(setting.getKey()).matches()) {
                throw new InvalidInputException(protocol + " setting '" + shorten(setting.getKey())
                        + "' is the operator's to give here (in --engine), not a specification's");
            }
            if (!PLAIN_VALUE.matcher(setting.getValue()).matches()) {
                throw new InvalidInputException(protocol + " setting '" + shorten(setting.getKey())
                        + "' may only be a number or true/false here (settings with words or paths are the"
                        + " operator's, in --engine)");
            }
            settings.put(setting.getKey(), setting.getValue());
        }
        return new EngineSpec(operator.program(), settings);
    }

    /**
     * The program of a listed engine, for bridges that add arguments of their own (backgammon's gnubg); in an open
     * process the text itself.
     *
     * @param nameOrPath what the specification wrote
     * @param what what the program is, for messages
     * @return the program and the operator's arguments, split at spaces
     * @throws InvalidInputException in a restricted process, for a name that is not listed
     */
    public static List<String> command(String nameOrPath, String what) {
        EngineSpec resolved = resolve(new EngineSpec(nameOrPath.strip(), Map.of()), what);
        return List.of(resolved.program().split("\\s+"));
    }

    /**
     * Checks the program a process is about to start, the last guard before {@link ProcessBuilder}: in a restricted
     * process it must be the program of a listed engine.
     *
     * @param command the program and its arguments
     * @throws EngineException if it is not
     */
    static void checkStart(List<String> command) {
        EnginePrograms allowed = installed;
        if (allowed != null && !allowed.listsProgram(command.get(0))) {
            throw new EngineException("program '" + shorten(command.get(0)) + "' is not one this process may start");
        }
    }

    /**
     * Whether a program is that of a listed engine.
     *
     * @param program the program's path or name as it would be started
     * @return {@code true} if an entry starts it
     */
    boolean listsProgram(String program) {
        for (String listed : engines.values()) {
            if (EngineSpec.parse(listed, "engine", "").program().split("\\s+")[0].equals(program)) {
                return true;
            }
        }
        return false;
    }

    private String listed() {
        return engines.isEmpty() ? "none: this process was started with no --engine NAME=PROGRAM"
                : "one of " + String.join(", ", engines.keySet()) + " (its operator's --engine list)";
    }

    private static String shorten(String text) {
        return text.length() <= 80 ? text : text.substring(0, 77) + "...";
    }

    @Override
    public String toString() {
        List<String> lines = new ArrayList<>();
        engines.forEach((name, command) -> lines.add(name + "=" + command));
        return String.join(", ", lines);
    }
}
