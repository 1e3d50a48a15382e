package dev.ply.engine;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.AgentProvider;
import dev.ply.core.agent.Agents;
import dev.ply.core.agent.Clock;
import dev.ply.core.agent.GameRecord;
import dev.ply.core.capability.ProtocolNotation;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An external chess engine that speaks the Chess Engine Communication Protocol (CECP, the protocol of
 * xboard and WinBoard), as an {@link Agent}: {@code xboard:/usr/games/fairymax},
 * {@code xboard:/usr/games/phalanx}, {@code xboard:/usr/games/gnuchess --xboard}. After a question mark,
 * {@code sd=D} limits the depth, {@code st=S} sets a fixed number of seconds a move, and
 * {@code memory=MB} and {@code cores=N} are passed on when the engine asks for them.
 *
 * <p>The agent sends {@code protover 2} and reads the engine's {@code feature} list (waiting at most two
 * seconds, as the protocol says, for an engine that sends none). For each move it sets the game up from
 * the start ({@code new}, {@code force}, {@code setboard FEN} where the engine offers it, then the moves,
 * with {@code usermove} where asked), gives the clocks ({@code level}, {@code time}, {@code otim} in
 * centiseconds) and says {@code go}; the engine answers {@code move M} in coordinate notation (or SAN, if
 * it asked for {@code san=1}). An engine that resigns, claims a result, exits or plays an illegal move
 * makes {@link #chooseMove} throw an {@link EngineException}, which the arena scores as a loss.
 */
public final class XboardEngineAgent implements Agent {

    private static final long FEATURE_WAIT_MILLIS = 2_000;
    private static final long STARTUP_WAIT_MILLIS = 15_000;
    private static final long ANSWER_MARGIN_MILLIS = 5_000;
    private static final long UNBOUNDED_SEARCH_MILLIS = 600_000;
    private static final Pattern FEATURE = Pattern.compile("(\\w+)=(\"[^\"]*\"|\\S+)");

    private final String name;
    private final EngineProcess engine;
    private final Map<String, String> features = new HashMap<>();
    private final Map<String, String> settings;
    private final String startPositionNotation;
    /** Set while a 'go' waits for its move; still set at the next call if the engine never answered. */
    private boolean answerPending;
    private int pings;

    /**
     * Starts an engine and reads its features.
     *
     * @param game the game (chess)
     * @param command the engine's program and its arguments, separated by spaces
     * @param settings {@code sd}, {@code st}, {@code memory}, {@code cores}
     * @throws InvalidInputException if the game has no protocol notation or a setting is unknown or malformed
     * @throws EngineException if the engine cannot be started
     */
    public XboardEngineAgent(Game game, String command, Map<String, String> settings) {
        if (!(game.newState() instanceof ProtocolNotation)) {
            throw new InvalidInputException("an xboard engine needs a game with a protocol move notation, such as"
                    + " chess; " + game.id() + " has none");
        }
        for (Map.Entry<String, String> setting : settings.entrySet()) {
            if (!List.of("sd", "st", "memory", "cores").contains(setting.getKey())) {
                throw new InvalidInputException("unknown xboard agent setting '" + setting.getKey()
                        + "'; settings: sd, st, memory, cores");
            }
            positive(setting.getKey(), setting.getValue());
        }
        this.settings = new LinkedHashMap<>(settings);
        this.startPositionNotation = game.newState().notation();
        StringBuilder spec = new StringBuilder("xboard:").append(command.trim());
        String separator = "?";
        for (Map.Entry<String, String> setting : settings.entrySet()) {
            spec.append(separator).append(setting.getKey()).append('=').append(setting.getValue());
            separator = "&";
        }
        this.name = spec.toString();
        this.engine = new EngineProcess(List.of(command.trim().split("\\s+")));
        try {
            engine.send("xboard");
            engine.send("protover 2");
            readFeatures();
            if (features.containsKey("memory") && settings.containsKey("memory")) {
                engine.send("memory " + settings.get("memory"));
            }
            if (features.containsKey("smp") && settings.containsKey("cores")) {
                engine.send("cores " + settings.get("cores"));
            }
        } catch (EngineException e) {
            engine.close();
            throw e;
        }
    }

    private static long positive(String key, String value) {
        try {
            long parsed = Long.parseLong(value.trim());
            if (parsed > 0) {
                return parsed;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new InvalidInputException("xboard agent setting '" + key + "' needs a positive whole number, not '"
                + value + "'");
    }

    /**
     * Reads feature lines until {@code done=1}, or for two seconds from an engine that sends none (the
     * protocol's rule for version 1 engines). The two seconds count from the engine's first line, or from
     * {@value #STARTUP_WAIT_MILLIS} ms after the start if it prints none: a program that is still loading
     * (a JVM on a busy machine, say) has not yet had the chance to answer {@code protover}.
     */
    private void readFeatures() {
        if (!engine.awaitOutput(STARTUP_WAIT_MILLIS)) {
            return;
        }
        long deadline = System.currentTimeMillis() + FEATURE_WAIT_MILLIS;
        while (true) {
            long left = deadline - System.currentTimeMillis();
            if (left <= 0) {
                return;
            }
            String line;
            try {
                line = engine.await(text -> text.startsWith("feature"), left, "features");
            } catch (EngineException e) {
                if (e.getMessage().contains("exited")) {
                    throw e;
                }
                return;
            }
            Matcher matcher = FEATURE.matcher(line);
            while (matcher.find()) {
                String key = matcher.group(1);
                String value = matcher.group(2).replace("\"", "");
                features.put(key, value);
                engine.send("accepted " + key);
            }
            if ("1".equals(features.get("done"))) {
                return;
            }
            if ("0".equals(features.get("done"))) {
                // The engine needs more time to start; the protocol allows it as long as it likes.
                deadline = System.currentTimeMillis() + 10 * FEATURE_WAIT_MILLIS;
                features.remove("done");
            }
        }
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int chooseMove(GameRecord game, Clock clock) {
        if (answerPending) {
            resynchronize();
        }
        engine.drain();
        engine.send("new");
        engine.send("force");
        engine.send("easy");
        engine.send("nopost");
        GameState replay = game.start();
        if (!game.startNotation().equals(startPositionNotation)) {
            if ("1".equals(features.get("setboard"))) {
                engine.send("setboard " + game.startNotation());
            } else {
                editPosition(game.startNotation());
            }
        }
        boolean usermove = "1".equals(features.get("usermove"));
        boolean san = "1".equals(features.get("san"));
        for (int move : game.moves()) {
            String text = san ? replay.moveToString(move) : ((ProtocolNotation) replay).moveToProtocol(move);
            engine.send(usermove ? "usermove " + text : text);
            replay.play(move);
        }
        long waitMillis;
        if (settings.containsKey("st")) {
            engine.send("st " + settings.get("st"));
            waitMillis = Long.parseLong(settings.get("st")) * 1000 + ANSWER_MARGIN_MILLIS;
        } else if (clock.isTimed()) {
            long seconds = Math.max(1, clock.timeLeftMillis() / 1000);
            engine.send(String.format(Locale.ROOT, "level 0 %d:%02d %s", seconds / 60, seconds % 60,
                    trimmed(clock.incrementMillis() / 1000.0)));
            engine.send("time " + Math.max(1, clock.timeLeftMillis() / 10));
            engine.send("otim " + Math.max(1, clock.opponentTimeLeftMillis() / 10));
            waitMillis = clock.timeLeftMillis() + ANSWER_MARGIN_MILLIS;
        } else if (settings.containsKey("sd")) {
            waitMillis = UNBOUNDED_SEARCH_MILLIS;
        } else {
            engine.send("st " + Math.max(1, Agents.DEFAULT_MOVE_TIME_MILLIS / 1000));
            waitMillis = Agents.DEFAULT_MOVE_TIME_MILLIS + ANSWER_MARGIN_MILLIS;
        }
        if (settings.containsKey("sd")) {
            engine.send("sd " + settings.get("sd"));
        }
        engine.send("go");
        answerPending = true;
        // Complaints about a setting the engine does not know ("Error (unknown command): sd") are skipped.
        String answer = engine.await(line -> line.startsWith("move ") || line.startsWith("resign")
                || line.startsWith("1-0") || line.startsWith("0-1") || line.startsWith("1/2-1/2"), waitMillis,
                "'move'");
        answerPending = false;
        if (!answer.startsWith("move ")) {
            throw new EngineException("engine '" + engine.name() + "' answered '" + answer + "' instead of a move");
        }
        String text = answer.substring(5).trim();
        GameState position = game.current();
        try {
            return san ? position.parseMove(text) : ((ProtocolNotation) position).parseProtocolMove(text);
        } catch (InvalidInputException e) {
            try {
                // Some engines write castling as O-O even in coordinate mode.
                return position.parseMove(text);
            } catch (InvalidInputException again) {
                throw new EngineException("engine '" + engine.name() + "' played '" + text + "', which is not legal in "
                        + position.notation() + ": " + e.getMessage());
            }
        }
    }

    /**
     * After a move that never came (the arena has already counted the game lost), makes sure the late
     * answer cannot be read as the answer to the next {@code go}: the engine is told to move now
     * ({@code ?}) and, if it offers {@code ping}, asked for a {@code pong} that it may only send after
     * everything before it, so everything up to that line is skipped; otherwise whatever arrives in the
     * answer margin is.
     */
    private void resynchronize() {
        answerPending = false;
        engine.send("?");
        if ("1".equals(features.get("ping"))) {
            String pong = "pong " + ++pings;
            engine.send("ping " + pings);
            engine.await(pong::equals, ANSWER_MARGIN_MILLIS, "'" + pong + "'");
        } else {
            try {
                engine.await(line -> line.startsWith("move "), ANSWER_MARGIN_MILLIS, "late move");
            } catch (EngineException e) {
                if (e.getMessage().contains("exited")) {
                    throw e;
                }
            }
        }
    }

    /**
     * Sets a position up in the protocol's edit mode, for engines without {@code setboard}: the board is
     * cleared and the pieces placed, White's then Black's; a position with Black to move is reached
     * through a dummy first move, as the protocol prescribes. Castling rights are what the pieces on
     * their original squares imply; an en-passant square cannot be given.
     */
    private void editPosition(String fen) {
        String[] fields = fen.split("\\s+");
        if (fields.length > 1 && fields[1].equals("b")) {
            engine.send("a2a3");
        }
        engine.send("edit");
        engine.send("#");
        StringBuilder black = new StringBuilder();
        String[] ranks = fields[0].split("/");
        for (int r = 0; r < ranks.length; r++) {
            int file = 0;
            for (char c : ranks[r].toCharArray()) {
                if (Character.isDigit(c)) {
                    file += c - '0';
                    continue;
                }
                String square = "" + (char) ('a' + file) + (char) ('8' - r);
                String piece = Character.toUpperCase(c) + square;
                if (Character.isUpperCase(c)) {
                    engine.send(piece);
                } else {
                    black.append(piece).append(' ');
                }
                file++;
            }
        }
        engine.send("c");
        for (String piece : black.toString().trim().split(" ")) {
            if (!piece.isEmpty()) {
                engine.send(piece);
            }
        }
        engine.send(".");
    }

    private static String trimmed(double seconds) {
        return seconds == Math.rint(seconds) ? Long.toString((long) seconds)
                : String.format(Locale.ROOT, "%s", seconds);
    }

    @Override
    public void close() {
        engine.quit();
    }

    /**
     * Registers {@link XboardEngineAgent} under the scheme {@code xboard}:
     * {@code xboard:PROGRAM [ARGS][?sd=D&st=S&memory=MB&cores=N]}.
     */
    public static final class Provider implements AgentProvider {

        /** Creates the instance; the service loader calls this. */
        public Provider() {
        }

        @Override
        public String scheme() {
            return "xboard";
        }

        @Override
        public String description() {
            return "an external CECP (xboard) chess engine: xboard:PROGRAM[?sd=DEPTH&st=SECONDS], such as"
                    + " xboard:/usr/games/fairymax";
        }

        @Override
        public Agent create(Game game, String argument) {
            return EngineSpec.start(argument, "xboard", "xboard:/usr/games/fairymax",
                    (program, settings) -> new XboardEngineAgent(game, program, settings));
        }
    }
}
