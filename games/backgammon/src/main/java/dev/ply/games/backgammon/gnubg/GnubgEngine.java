package dev.ply.games.backgammon.gnubg;

import dev.ply.core.InvalidInputException;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
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
 * <p>Not thread-safe: one engine serves one caller at a time. Close it to end the process.
 */
public final class GnubgEngine implements AutoCloseable {

    /** Where Debian installs gnubg. */
    public static final String DEFAULT_PATH = "/usr/games/gnubg";

    private static final Logger LOG = LoggerFactory.getLogger(GnubgEngine.class);
    private static final String PREFIX = "ply-gnubg: ";
    private static final long STARTUP_SECONDS = 120;
    private static final long REPLY_SECONDS = 120;
    private static final String EOF = "\u0000eof";

    private final Process process;
    private final BufferedWriter input;
    private final BlockingQueue<String> replies = new LinkedBlockingQueue<>();
    private final Path script;

    /**
     * Starts gnubg and waits until it is ready.
     *
     * @param executable the gnubg program, such as {@value #DEFAULT_PATH}, or a name to look up on the PATH
     * @param plies the chequer-play evaluation depth, 0 to 7 (0 is gnubg's fast neural-network play)
     * @throws InvalidInputException if gnubg cannot be started or does not answer, with a one-line message
     */
    public GnubgEngine(String executable, int plies) {
        if (plies < 0 || plies > 7) {
            throw new InvalidInputException("gnubg evaluates 0 to 7 plies, not " + plies);
        }
        Path program = resolve(executable);
        try {
            script = Files.createTempFile("ply_gnubg_bridge", ".py");
            script.toFile().deleteOnExit();
            try (InputStream source = GnubgEngine.class.getResourceAsStream("ply_gnubg_bridge.py")) {
                if (source == null) {
                    throw new IllegalStateException("ply_gnubg_bridge.py is missing from the jar");
                }
                Files.write(script, source.readAllBytes());
            }
            process = new ProcessBuilder(program.toString(), "-t", "-q", "-r", "-p", script.toString())
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
        } catch (IOException e) {
            throw new InvalidInputException("cannot start gnubg at " + executable + ": " + e.getMessage());
        }
        input = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
        Thread reader = new Thread(this::readReplies, "ply-gnubg-reader");
        reader.setDaemon(true);
        reader.start();
        try {
            String ready = nextReply(STARTUP_SECONDS);
            if (!ready.equals("ready")) {
                throw new IllegalStateException("it answered '" + ready + "' instead of 'ready'");
            }
            if (plies != 0) {
                String ok = request("plies " + plies);
                if (!ok.equals("ok")) {
                    throw new IllegalStateException("it answered '" + ok + "' to setting " + plies + " plies");
                }
            }
        } catch (RuntimeException e) {
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

    private void readReplies() {
        try (BufferedReader output = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = output.readLine()) != null) {
                if (line.startsWith(PREFIX)) {
                    replies.add(line.substring(PREFIX.length()));
                } else if (!line.isBlank()) {
                    LOG.trace("gnubg: {}", line);
                }
            }
        } catch (IOException e) {
            LOG.debug("gnubg output closed", e);
        }
        replies.add(EOF);
    }

    private String request(String line) {
        try {
            input.write(line);
            input.write('\n');
            input.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("gnubg is not running: " + e.getMessage(), e);
        }
        return nextReply(REPLY_SECONDS);
    }

    private String nextReply(long seconds) {
        try {
            String reply = replies.poll(seconds, TimeUnit.SECONDS);
            if (reply == null) {
                throw new IllegalStateException("gnubg did not answer within " + seconds + " s");
            }
            if (reply.equals(EOF)) {
                throw new IllegalStateException("gnubg exited");
            }
            if (reply.startsWith("error")) {
                throw new IllegalStateException("gnubg: " + reply);
            }
            return reply;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for gnubg", e);
        }
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
            throw new IllegalStateException("gnubg answered '" + reply + "' to a '" + kind + "' request");
        }
        String rest = reply.substring(kind.length() + 1);
        int space = rest.indexOf(' ');
        int count = Integer.parseInt(space < 0 ? rest : rest.substring(0, space));
        if (count == 0) {
            return List.of();
        }
        List<String> plays = Arrays.asList(rest.substring(space + 1).split("\\|"));
        if (plays.size() != count) {
            throw new IllegalStateException("gnubg announced " + count + " plays but sent " + plays.size());
        }
        return plays;
    }

    /** Ends the gnubg process and deletes the bridge script. */
    @Override
    public void close() {
        try {
            input.write("quit\n");
            input.flush();
        } catch (IOException e) {
            LOG.debug("gnubg already gone", e);
        }
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroy();
                if (!process.waitFor(5, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
        try {
            Files.deleteIfExists(script);
        } catch (IOException e) {
            LOG.debug("could not delete {}", script, e);
        }
    }
}
