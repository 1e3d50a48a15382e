package dev.ply.games.backgammon.gnubg;

import dev.ply.core.InvalidInputException;
import dev.ply.engine.EngineException;
import dev.ply.engine.EngineProcess;
import dev.ply.engine.EnginePrograms;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A running GNU Backgammon (the Debian package {@code gnubg}) that Ply asks for plays, through gnubg's
 * Python scripting interface: gnubg runs Ply's bridge script ({@code ply_gnubg_bridge.py}, shipped in
 * this jar) with {@code gnubg -t -q -r -p SCRIPT}, and the script answers one request a line on
 * gnubg's standard input and output. Positions travel as GNU Backgammon position ids (the second block
 * on roll) and plays come back in gnubg's notation, which {@link
 * dev.ply.games.backgammon.BackgammonState#parseMove(String)} reads.
 *
 * <p>gnubg plays cubeless money backgammon here, without the Jacoby rule, so its equity counts gammons
 * and backgammons as Ply's games do; its chequer play is evaluated at {@code plies} plies (0 by
 * default, the fast neural-network evaluation).
 *
 * <p>The process is an {@link EngineProcess} of {@code ply-engine}, as for the UCI and xboard agents: its
 * output is read on a thread of its own, so a silent or dead gnubg is reported, never waited for forever.
 *
 * <p>Not thread-safe: one engine serves one caller at a time. Close it to end the process.
 */
public final class GnubgEngine implements AutoCloseable {

    /** Where Debian installs gnubg. */
    public static final String DEFAULT_PATH = "/usr/games/gnubg";

    private static final Logger LOG = LoggerFactory.getLogger(GnubgEngine.class);
    private static final String PREFIX = "ply-gnubg: ";
    private static final long STARTUP_MILLIS = 120_000;
    private static final long REPLY_MILLIS = 120_000;

    private final EngineProcess process;
    private final Path script;

    /**
     * Starts gnubg and waits until it is ready.
     *
     * @param executable the gnubg program, such as {@value #DEFAULT_PATH}, or a name to look up on the PATH;
     *     in a process restricted to its operator's engines ({@link EnginePrograms}), a listed engine's name
     * @param plies the chequer-play evaluation depth, 0 to 7 (0 is gnubg's fast neural-network play)
     * @throws InvalidInputException if gnubg cannot be started or does not answer, with a one-line message
     */
    public GnubgEngine(String executable, int plies) {
        if (plies < 0 || plies > 7) {
            throw new InvalidInputException("gnubg evaluates 0 to 7 plies, not " + plies);
        }
        Path program = resolve(EnginePrograms.command(executable, "gnubg").get(0));
        try {
            script = Files.createTempFile("ply_gnubg_bridge", ".py");
            script.toFile().deleteOnExit();
            try (InputStream source = GnubgEngine.class.getResourceAsStream("ply_gnubg_bridge.py")) {
                if (source == null) {
                    throw new IllegalStateException("ply_gnubg_bridge.py is missing from the jar");
                }
                Files.write(script, source.readAllBytes());
            }
        } catch (IOException e) {
            throw new InvalidInputException("cannot write gnubg's bridge script: " + e.getMessage());
        }
        try {
            process = new EngineProcess(List.of(program.toString(), "-t", "-q", "-r", "-p", script.toString()));
        } catch (EngineException e) {
            deleteScript();
            throw new InvalidInputException("cannot start gnubg at " + executable + ": " + e.getMessage());
        }
        try {
            String ready = reply(STARTUP_MILLIS, "its start");
            if (!ready.equals("ready")) {
                throw new EngineException("it answered '" + ready + "' instead of 'ready'");
            }
            if (plies != 0) {
                String ok = request("plies " + plies);
                if (!ok.equals("ok")) {
                    throw new EngineException("it answered '" + ok + "' to setting " + plies + " plies");
                }
            }
        } catch (EngineException e) {
            close();
            throw new InvalidInputException("gnubg at " + executable + " did not start: " + e.getMessage());
        }
    }

    /** The program: a path, or a name looked up on the PATH. */
    private static Path resolve(String executable) {
        if (executable.contains("/")) {
            Path path = Path.of(executable);
            if (Files.isExecutable(path)) {
                return path;
            }
        } else {
            String searchPath = System.getenv().getOrDefault("PATH", "") + java.io.File.pathSeparator + "/usr/games";
            for (String directory : searchPath.split(java.io.File.pathSeparator)) {
                if (!directory.isEmpty() && Files.isExecutable(Path.of(directory, executable))) {
                    return Path.of(directory, executable);
                }
            }
        }
        throw new InvalidInputException("gnubg not found at " + executable
                + " (install it with: apt-get update && apt-get install -y gnubg)");
    }

    private String request(String line) {
        process.send(line);
        return reply(REPLY_MILLIS, "an answer to '" + line + "'");
    }

    /** The bridge's next answer (its lines carry a prefix; gnubg's own output is skipped). */
    private String reply(long timeoutMillis, String what) {
        String reply = process.await(line -> line.startsWith(PREFIX), timeoutMillis, what).substring(PREFIX.length());
        if (reply.startsWith("error")) {
            throw new EngineException("gnubg: " + reply);
        }
        return reply;
    }

    /**
     * All legal plays gnubg lists for a position and roll, best first by its evaluation.
     *
     * @param positionId the GNU Backgammon position id, the player to play in the second block
     * @param high one die
     * @param low the other die
     * @return the plays in gnubg's notation; empty when nothing can be played
     */
    public List<String> plays(String positionId, int high, int low) {
        return parsePlays("plays", request("plays " + positionId + " " + high + low));
    }

    /**
     * The play gnubg chooses for a position and roll.
     *
     * @param positionId the GNU Backgammon position id, the player to play in the second block
     * @param high one die
     * @param low the other die
     * @return the play in gnubg's notation, or the empty string when nothing can be played
     */
    public String bestPlay(String positionId, int high, int low) {
        List<String> plays = parsePlays("best", request("best " + positionId + " " + high + low));
        return plays.isEmpty() ? "" : plays.get(0);
    }

    private static List<String> parsePlays(String kind, String reply) {
        if (!reply.startsWith(kind + " ")) {
            throw new EngineException("gnubg answered '" + reply + "' to a '" + kind + "' request");
        }
        String rest = reply.substring(kind.length() + 1);
        int space = rest.indexOf(' ');
        int count = Integer.parseInt(space < 0 ? rest : rest.substring(0, space));
        if (count == 0) {
            return List.of();
        }
        List<String> plays = Arrays.asList(rest.substring(space + 1).split("\\|"));
        if (plays.size() != count) {
            throw new EngineException("gnubg announced " + count + " plays but sent " + plays.size());
        }
        return plays;
    }

    /** Ends the gnubg process and deletes the bridge script. */
    @Override
    public void close() {
        process.quit();
        deleteScript();
    }

    private void deleteScript() {
        try {
            Files.deleteIfExists(script);
        } catch (IOException e) {
            LOG.debug("could not delete {}", script, e);
        }
    }
}
