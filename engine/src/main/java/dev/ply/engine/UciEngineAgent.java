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
import dev.ply.core.search.Scores;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An external chess engine that speaks UCI, as an {@link Agent}: {@code uci:/usr/games/stockfish}, with
 * UCI options after a question mark, {@code uci:/usr/games/stockfish?UCI_LimitStrength=true&UCI_Elo=2000}.
 * The part before the question mark is the program and its arguments, separated by spaces.
 *
 * <p>Each move sends the game from its start ({@code position startpos|fen ... moves ...}, so the engine
 * sees repetitions) and {@code go} with both clocks when the arena runs one ({@code wtime btime winc
 * binc}); otherwise the engine thinks for {@code movetime}. The lower-case keys {@code depth},
 * {@code nodes} and {@code movetime} (milliseconds) in the options set a fixed limit instead, and
 * {@code reserve} (milliseconds) keeps that much of the engine's own clock from it: the arena charges the
 * engine for the pipe and the scheduler too, which on a loaded machine can exceed the engine's own safety
 * margin (and a large {@code Move Overhead} cripples some engines' time management, which multiplies it by
 * the moves it plans for). Every other key is sent as {@code setoption name KEY value VALUE} after the
 * handshake. An engine that exits, stops
 * answering, or answers with an illegal move makes {@link #chooseMove} throw an {@link EngineException},
 * which the arena scores as a loss for the engine.
 */
public final class UciEngineAgent implements Agent {

    private volatile java.util.OptionalInt lastScore = java.util.OptionalInt.empty();

    private static final long HANDSHAKE_MILLIS = 10_000;
    private static final long ANSWER_MARGIN_MILLIS = 5_000;
    private static final long UNBOUNDED_SEARCH_MILLIS = 600_000;

    private final String name;
    private final EngineProcess engine;
    private final Map<String, String> limits;
    private final long reserveMillis;
    private final String startPositionNotation;

    /**
     * Starts an engine and completes the UCI handshake.
     *
     * @param game the game (chess)
     * @param path the engine's program, followed by its arguments if it takes any
     * @param options UCI options to set, the limit keys {@code depth}, {@code nodes}, {@code movetime}, and
     *     {@code reserve}
     * @throws InvalidInputException if the game has no protocol notation or a limit is malformed
     * @throws EngineException if the engine cannot be started or does not complete the handshake
     */
    public UciEngineAgent(Game game, String path, Map<String, String> options) {
        if (!(game.newState() instanceof ProtocolNotation)) {
            throw new InvalidInputException("a UCI engine needs a game with a protocol move notation, such as chess;"
                    + " " + game.id() + " has none");
        }
        this.startPositionNotation = game.newState().notation();
        this.limits = new LinkedHashMap<>();
        Map<String, String> engineOptions = new LinkedHashMap<>();
        options.forEach((key, value) -> {
            if (key.equals("depth") || key.equals("nodes") || key.equals("movetime")) {
                limits.put(key, Long.toString(positive(key, value)));
            } else if (!key.equals("reserve")) {
                engineOptions.put(key, value);
            }
        });
        this.reserveMillis = options.containsKey("reserve") ? positive("reserve", options.get("reserve")) : 0;
        StringBuilder spec = new StringBuilder("uci:").append(path);
        if (!options.isEmpty()) {
            spec.append('?');
            options.forEach((key, value) -> spec.append(spec.charAt(spec.length() - 1) == '?' ? "" : "&")
                    .append(key).append('=').append(value));
        }
        this.name = spec.toString();
        this.engine = new EngineProcess(List.of(path.trim().split("\\s+")));
        try {
            engine.send("uci");
            engine.await(line -> line.equals("uciok"), HANDSHAKE_MILLIS, "'uciok'");
            engineOptions.forEach((key, value) -> engine.send("setoption name " + key + " value " + value));
            isReady();
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
        throw new InvalidInputException("UCI agent limit '" + key + "' needs a positive whole number, not '" + value
                + "'");
    }

    private void isReady() {
        engine.send("isready");
        engine.await(line -> line.equals("readyok"), HANDSHAKE_MILLIS, "'readyok'");
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void newGame(GameRecord game, long seed) {
        engine.send("ucinewgame");
        isReady();
    }

    @Override
    public int chooseMove(GameRecord game, Clock clock) {
        engine.drain();
        engine.send(positionCommand(game));
        long waitMillis;
        String go;
        if (!limits.isEmpty()) {
            StringBuilder command = new StringBuilder("go");
            limits.forEach((key, value) -> command.append(' ').append(key).append(' ').append(value));
            go = command.toString();
            waitMillis = limits.containsKey("movetime") ? Long.parseLong(limits.get("movetime")) + ANSWER_MARGIN_MILLIS
                    : UNBOUNDED_SEARCH_MILLIS;
        } else if (clock.isTimed()) {
            boolean whiteToMove = game.current().toMove() == 0;
            long own = Math.max(1, clock.timeLeftMillis() - reserveMillis);
            long white = whiteToMove ? own : clock.opponentTimeLeftMillis();
            long black = whiteToMove ? clock.opponentTimeLeftMillis() : own;
            go = "go wtime " + Math.max(1, white) + " btime " + Math.max(1, black) + " winc "
                    + clock.incrementMillis() + " binc " + clock.incrementMillis()
                    + (clock.movesToGo() > 0 ? " movestogo " + clock.movesToGo() : "");
            waitMillis = clock.timeLeftMillis() + ANSWER_MARGIN_MILLIS;
        } else {
            go = "go movetime " + Agents.DEFAULT_MOVE_TIME_MILLIS;
            waitMillis = Agents.DEFAULT_MOVE_TIME_MILLIS + ANSWER_MARGIN_MILLIS;
        }
        engine.send(go);
        lastScore = java.util.OptionalInt.empty();
        String answer = engine.await(line -> {
            if (line.startsWith("info ")) {
                readScore(line);
            }
            return line.startsWith("bestmove");
        }, waitMillis, "'bestmove'");
        String[] words = answer.trim().split("\\s+");
        if (words.length < 2) {
            throw new EngineException("engine '" + engine.name() + "' answered '" + answer + "' without a move");
        }
        GameState position = game.current();
        try {
            return ((ProtocolNotation) position).parseProtocolMove(words[1]);
        } catch (InvalidInputException e) {
            throw new EngineException("engine '" + engine.name() + "' played '" + words[1] + "', which is not legal in "
                    + position.notation() + ": " + e.getMessage());
        }
    }

    /**
     * Keeps the score of an {@code info} line: {@code score cp N} as N centipawns, {@code score mate N} as a win
     * (or, negative, a loss) in N moves; bounds ({@code lowerbound}, {@code upperbound}) are skipped.
     */
    private void readScore(String line) {
        String[] words = line.trim().split("\\s+");
        for (int i = 0; i + 2 < words.length; i++) {
            if (!words[i].equals("score")) {
                continue;
            }
            if (i + 3 < words.length && (words[i + 3].equals("lowerbound") || words[i + 3].equals("upperbound"))) {
                return;
            }
            try {
                int value = Integer.parseInt(words[i + 2]);
                if (words[i + 1].equals("cp")) {
                    lastScore = java.util.OptionalInt.of(Math.max(-Scores.WIN_THRESHOLD + 1,
                            Math.min(Scores.WIN_THRESHOLD - 1, value)));
                } else if (words[i + 1].equals("mate")) {
                    lastScore = java.util.OptionalInt.of(value > 0 ? Scores.winIn(2 * value - 1)
                            : Scores.lossIn(-2 * value));
                }
            } catch (NumberFormatException e) {
                return; // a garbled score says nothing
            }
            return;
        }
    }

    /**
     * The score of the engine's last {@code info ... score} line before its move, from its own view.
     *
     * @return centipawns, a forced result as {@link Scores} encodes it, or empty when the engine gave none
     */
    @Override
    public java.util.OptionalInt lastScore() {
        return lastScore;
    }

    /** The UCI {@code position} command for the game so far, from its start position. */
    private String positionCommand(GameRecord game) {
        GameState replay = game.start();
        List<String> moves = new ArrayList<>(game.length());
        for (int move : game.moves()) {
            moves.add(((ProtocolNotation) replay).moveToProtocol(move));
            replay.play(move);
        }
        String start = game.startNotation();
        StringBuilder command = new StringBuilder("position ");
        command.append(start.equals(startPositionNotation) ? "startpos" : "fen " + start);
        if (!moves.isEmpty()) {
            command.append(" moves ").append(String.join(" ", moves));
        }
        return command.toString();
    }

    @Override
    public void close() {
        engine.quit();
    }

    /**
     * Registers {@link UciEngineAgent} under the scheme {@code uci}: {@code uci:PATH[?KEY=VALUE&...]}.
     */
    public static final class Provider implements AgentProvider {

        /** Creates the instance; the service loader calls this. */
        public Provider() {
        }

        @Override
        public String scheme() {
            return "uci";
        }

        @Override
        public String description() {
            return "an external UCI chess engine: uci:PATH[?Option=value&...], such as"
                    + " uci:/usr/games/stockfish?UCI_LimitStrength=true&UCI_Elo=2000; depth=, nodes=, movetime= set"
                    + " a fixed limit, reserve=MS hides that much of the engine's clock from it";
        }

        @Override
        public Agent create(Game game, String argument) {
            return EngineSpec.start(argument, "UCI", "uci:/usr/games/stockfish",
                    (program, settings) -> new UciEngineAgent(game, program, settings));
        }
    }
}
