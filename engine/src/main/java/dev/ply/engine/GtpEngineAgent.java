package dev.ply.engine;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.AgentProvider;
import dev.ply.core.agent.Agents;
import dev.ply.core.agent.Clock;
import dev.ply.core.agent.GameRecord;
import dev.ply.core.agent.Resignation;
import dev.ply.core.capability.BoardView;
import dev.ply.core.capability.GameVariants;
import dev.ply.core.capability.PassMove;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * An external Go program that speaks the Go Text Protocol (GNU Go with {@code --mode gtp}, KataGo, Leela Zero,
 * Pachi, ...) as an {@link Agent}: {@code gtp:/usr/games/gnugo?--level=10}.
 *
 * <p>At each move the engine is brought to the game's position with the fewest commands: the new moves when it
 * has the game so far, else {@code boardsize}, {@code clear_board}, {@code komi}, the start position's stones
 * ({@code play} for each, read from its {@link BoardView}) and every move; then {@code genmove} for the player to
 * move - or {@code kgs-genmove_cleanup} when the engine knows it (GNU Go does), so that it does not pass while
 * dead stones of its opponent are on the board: Ply counts the board as it stands (area scoring, no dead-stone
 * agreement), so a game must be played out before both pass. Under a clock it gets {@code time_settings} (the time left as absolute time) and {@code time_left}. An
 * answer of {@code resign} resigns the game ({@link Resignation}); an engine that exits, stays silent past the
 * clock, or answers with an error or an illegal move fails with a one-line {@link EngineException}, which the arena
 * counts as a forfeit while the match goes on.
 *
 * <p>Settings after {@code ?} that start with {@code -} are the program's arguments ({@code --level=10}); for GNU
 * Go, {@code --mode gtp} is added when no {@code --mode} is given, and {@code --chinese-rules} (area scoring, as Ply
 * counts; GNU Go's default is Japanese) when no rules are. Commands are numbered and answers matched by
 * number, so a late answer is never read as the answer to another command.
 */
public final class GtpEngineAgent implements Agent {

    private static final long ANSWER_WAIT_MILLIS = 30_000;
    private static final long UNTIMED_MOVE_WAIT_MILLIS = 600_000;
    private static final long CLOCK_MARGIN_MILLIS = 5_000;

    private final String name;
    private final EngineProcess engine;
    /** The command that asks for a move: {@code kgs-genmove_cleanup} when the engine knows it, else genmove. */
    private final String genmove;
    private int nextId = 1;

    /** What the engine was last told: the game's variant, its start and the moves after it; null to resend. */
    private String sentStart;
    private final List<Integer> sentMoves = new ArrayList<>();

    /**
     * Starts an engine and checks that it speaks GTP.
     *
     * @param game the game (Go)
     * @param command the program and its arguments, separated by spaces
     * @param settings the settings after {@code ?}; those starting with {@code -} are arguments
     * @throws InvalidInputException for a setting that is not an argument, or a game without board sizes
     * @throws EngineException if the engine cannot be started or does not answer {@code protocol_version}
     */
    public GtpEngineAgent(Game game, String command, Map<String, String> settings) {
        if (!(game instanceof GameVariants) || !(game.newState() instanceof BoardView)
                || !(game.newState() instanceof PassMove)) {
            throw new InvalidInputException("a GTP engine plays Go; " + game.id() + " is not a game it can play");
        }
        List<String> arguments = new ArrayList<>(Arrays.asList(command.trim().split("\\s+")));
        StringBuilder spec = new StringBuilder("gtp:").append(command.trim());
        String separator = "?";
        for (Map.Entry<String, String> setting : settings.entrySet()) {
            if (!setting.getKey().startsWith("-")) {
                throw new InvalidInputException("gtp agent setting '" + setting.getKey() + "' is not a program argument"
                        + " (arguments start with -, such as --level=10)");
            }
            arguments.add(setting.getValue().isEmpty() ? setting.getKey() : setting.getKey() + "=" + setting.getValue());
            spec.append(separator).append(setting.getKey()).append('=').append(setting.getValue());
            separator = "&";
        }
        if (arguments.get(0).endsWith("gnugo")) {
            if (arguments.stream().noneMatch(a -> a.startsWith("--mode"))) {
                arguments.add("--mode");
                arguments.add("gtp");
            }
            if (arguments.stream().noneMatch(a -> a.endsWith("-rules"))) {
                arguments.add("--chinese-rules"); // area scoring, as Ply counts; GNU Go's default is Japanese
            }
        }
        this.name = spec.toString();
        this.engine = new EngineProcess(arguments);
        try {
            String version = ask("protocol_version", ANSWER_WAIT_MILLIS);
            if (!version.strip().equals("2")) {
                throw new EngineException("engine '" + engine.name() + "' speaks GTP version '" + version + "', not 2");
            }
            genmove = ask("known_command kgs-genmove_cleanup", ANSWER_WAIT_MILLIS).strip().equals("true")
                    ? "kgs-genmove_cleanup" : "genmove";
        } catch (EngineException e) {
            engine.close();
            throw e;
        }
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void newGame(GameRecord game, long seed) {
        sentStart = null;
        sentMoves.clear();
    }

    @Override
    public int chooseMove(GameRecord game, Clock clock) {
        synchronize(game);
        GameState position = game.current();
        String colour = position.toMove() == 0 ? "b" : "w";
        long wait = UNTIMED_MOVE_WAIT_MILLIS;
        if (clock.isTimed()) {
            long seconds = Math.max(1, clock.timeLeftMillis() / 1000);
            ask("time_settings " + seconds + " 0 0", ANSWER_WAIT_MILLIS);
            ask("time_left " + colour + " " + seconds + " 0", ANSWER_WAIT_MILLIS);
            wait = clock.timeLeftMillis() + CLOCK_MARGIN_MILLIS;
        }
        String answer = ask(genmove + " " + colour, wait).strip();
        if (answer.equalsIgnoreCase("resign")) {
            sentStart = null;
            throw new Resignation(name + " resigned");
        }
        int move;
        try {
            move = position.parseMove(answer);
        } catch (InvalidInputException e) {
            sentStart = null;
            throw new EngineException("engine '" + engine.name() + "' played '" + answer + "', which is not legal in "
                    + position.notation() + ": " + e.getMessage());
        }
        sentMoves.add(move);
        return move;
    }

    /** Tells the engine the moves it has not seen, or the whole game when what it has is not where the game is. */
    private void synchronize(GameRecord game) {
        List<Integer> moves = game.moves();
        String start = game.startNotation();
        boolean continues = start.equals(sentStart) && sentMoves.size() <= moves.size()
                && moves.subList(0, sentMoves.size()).equals(sentMoves);
        if (!continues) {
            sentStart = null;
            sentMoves.clear();
            GameState setUp = game.start();
            String options = ((GameVariants) setUp.game()).variantOptions();
            ask("boardsize " + option(options, "size"), ANSWER_WAIT_MILLIS);
            ask("clear_board", ANSWER_WAIT_MILLIS);
            ask("komi " + option(options, "komi"), ANSWER_WAIT_MILLIS);
            BoardView board = (BoardView) setUp;
            List<BoardView.Token> pieces = board.pieces();
            for (int cell = 0; cell < pieces.size(); cell++) {
                BoardView.Token token = pieces.get(cell);
                if (token != null) {
                    ask("play " + (token.player() == 0 ? "b" : "w") + " " + board.cellName(cell), ANSWER_WAIT_MILLIS);
                }
            }
            sentStart = start;
        }
        GameState replay = game.start();
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            if (i >= sentMoves.size()) {
                ask("play " + (replay.toMove() == 0 ? "b" : "w") + " " + replay.moveToString(move), ANSWER_WAIT_MILLIS);
                sentMoves.add(move);
            }
            replay.play(move);
        }
    }

    private static String option(String options, String key) {
        for (String item : options.split(",")) {
            if (item.startsWith(key + "=")) {
                return item.substring(key.length() + 1);
            }
        }
        throw new IllegalStateException("the game's options have no " + key + ": " + options);
    }

    /**
     * Sends a numbered command and returns its answer's text (the lines after {@code =ID}, joined by newlines).
     *
     * @throws EngineException for an error answer, an engine that exits, or no answer in time
     */
    private String ask(String command, long timeoutMillis) {
        int id = nextId++;
        engine.send(id + " " + command);
        String first = engine.await(line -> line.startsWith("=" + id) || line.startsWith("?" + id), timeoutMillis,
                "answer to '" + command + "'");
        StringBuilder text = new StringBuilder(first.substring(1 + Integer.toString(id).length()).strip());
        while (true) {
            String line = engine.await(any -> true, ANSWER_WAIT_MILLIS, "end of the answer to '" + command + "'");
            if (line.isBlank()) {
                break;
            }
            text.append('\n').append(line);
        }
        if (first.startsWith("?")) {
            sentStart = null;
            throw new EngineException("engine '" + engine.name() + "' refused '" + command + "': " + text);
        }
        return text.toString();
    }

    /**
     * The engine's own count of a game: brings it to the game's position and asks {@code final_score}.
     *
     * @param game the game
     * @return the answer, such as {@code B+3.5}, {@code W+12} or {@code 0}
     * @throws EngineException if the engine cannot answer
     */
    public String finalScore(GameRecord game) {
        synchronize(game);
        return ask("final_score", ANSWER_WAIT_MILLIS).strip();
    }

    @Override
    public void close() {
        engine.quit();
    }

    /** Registers {@link GtpEngineAgent} under the scheme {@code gtp}: {@code gtp:PROGRAM [ARGS][?--ARG=VALUE...]}. */
    public static final class Provider implements AgentProvider {

        /** Creates the instance; the service loader calls this. */
        public Provider() {
        }

        @Override
        public String scheme() {
            return "gtp";
        }

        @Override
        public String description() {
            return "an external Go Text Protocol engine: gtp:PROGRAM[?--ARG=VALUE&...], such as"
                    + " gtp:/usr/games/gnugo?--level=10";
        }

        @Override
        public Agent create(Game game, String argument) {
            return EngineSpec.start(argument, "GTP", "gtp:/usr/games/gnugo?--level=10",
                    (program, settings) -> new GtpEngineAgent(game, program, settings));
        }
    }
}
