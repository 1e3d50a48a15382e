package dev.ply.examples.cli;

import dev.ply.core.InvalidInputException;
import dev.ply.core.UnknownNameException;
import dev.ply.engine.EngineException;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Spec;

/**
 * The {@code ply} command: games, searches, matches and perft from the terminal. Results go to
 * standard output, progress and logs to standard error; wrong input prints one line naming the problem
 * and exits with status 2.
 */
@Command(name = "ply", mixinStandardHelpOptions = true, version = "ply 0.1.0-SNAPSHOT",
        description = "Game-tree search from the command line: play, analyze, perft and match any game on the"
                + " class path with any search algorithm.",
        subcommands = {ListCommand.class, PlayCommand.class, AnalyzeCommand.class, PerftCommand.class,
            MatchCommand.class, SolveCommand.class, TournamentCommand.class, SweepCommand.class,
            ResultsCommand.class, SuiteCommand.class, TrainCommand.class, EnsembleCommand.class, TuneCommand.class,
            LabelCommand.class, FitCommand.class, SpsaCommand.class, WorkerCommand.class, ServeCommand.class,
            TraceCommand.class, UciCommand.class, XboardCommand.class, GtpCommand.class},
        commandListHeading = "%nCommands:%n")
public final class PlyCommand implements Runnable {

    /** Exit status for input the command cannot use. */
    public static final int EXIT_BAD_INPUT = 2;
    /** Exit status when an external engine fails during a command (it died, hung or answered nonsense). */
    public static final int EXIT_ENGINE_FAILED = 1;
    /** Exit status for a failure inside Ply. */
    public static final int EXIT_INTERNAL_ERROR = 1;

    @Spec
    private CommandLine.Model.CommandSpec spec;

    @CommandLine.Option(names = "--plugins", scope = CommandLine.ScopeType.INHERIT, paramLabel = "PATHS",
            description = "plug-in jars, or folders of jars, separated by ':' (also $PLY_PLUGINS and ~/.ply/plugins):"
                    + " their games, searches, evaluators and agents join the built-in ones; before or after the"
                    + " command: ./ply --plugins my-game.jar list, ./ply serve --plugins my-game.jar")
    private String plugins;

    private PrintStream out = System.out;
    private PrintStream err = System.err;
    private BufferedReader in;

    PrintStream out() {
        return out;
    }

    PrintStream err() {
        return err;
    }

    BufferedReader in() {
        return in;
    }

    @Override
    public void run() {
        spec.commandLine().usage(out);
    }

    /**
     * Runs the command line and exits with its status.
     *
     * @param args the arguments
     */
    public static void main(String[] args) {
        System.exit(execute(args, System.out, System.err, System.in));
    }

    /**
     * Runs the command line on given streams, for tests and embedding.
     *
     * @param args the arguments
     * @param out where results go
     * @param err where progress and errors go
     * @param in where a human player's moves come from
     * @return the exit status: 0, {@link #EXIT_BAD_INPUT} or {@link #EXIT_INTERNAL_ERROR}
     */
    public static int execute(String[] args, PrintStream out, PrintStream err, InputStream in) {
        try {
            // Before anything loads a registry: the plug-ins' providers must be on the context class loader.
            Plugins.install(Plugins.jars(Plugins.option(args), System.getenv(Plugins.VARIABLE)));
        } catch (InvalidInputException e) {
            err.println("ply: " + firstLine(e.getMessage()));
            return EXIT_BAD_INPUT;
        }
        PlyCommand root = new PlyCommand();
        root.out = out;
        root.err = err;
        root.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        CommandLine commandLine = new CommandLine(root);
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        commandLine.setParameterExceptionHandler((e, arguments) -> {
            String command = e.getCommandLine().getCommandName();
            err.println(command + ": " + firstLine(e.getMessage()) + " (see './ply "
                    + (command.equals("ply") ? "" : command + " ") + "--help')");
            return EXIT_BAD_INPUT;
        });
        commandLine.setExecutionExceptionHandler((e, line, parseResult) -> {
            String command = line.getCommandName();
            if (e instanceof UnknownNameException) {
                err.println(command + ": " + firstLine(e.getMessage()) + " (plug-ins are loaded from " + Plugins.WHERE
                        + ")");
                return EXIT_BAD_INPUT;
            }
            if (e instanceof InvalidInputException) {
                err.println(command + ": " + firstLine(e.getMessage()));
                return EXIT_BAD_INPUT;
            }
            if (e instanceof EngineException) {
                // An external engine died, hung or answered nonsense: its fault, said in one line.
                err.println(command + ": " + firstLine(e.getMessage()));
                return EXIT_ENGINE_FAILED;
            }
            err.println(command + ": internal error: " + e);
            if (Boolean.getBoolean("ply.stacktrace")) {
                e.printStackTrace(err);
            } else {
                err.println("(run with -Dply.stacktrace=true, e.g. JAVA_OPTS=-Dply.stacktrace=true ./ply ..., for"
                        + " the stack trace)");
            }
            return EXIT_INTERNAL_ERROR;
        });
        int status = commandLine.execute(args);
        out.flush();
        err.flush();
        return status;
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "invalid input";
        }
        return message.lines().findFirst().orElse(message).trim();
    }
}
