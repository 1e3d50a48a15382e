package dev.ply.engine;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InputNumbers;
import dev.ply.core.InvalidInputException;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.agent.Clock;
import dev.ply.core.agent.GameRecord;
import dev.ply.core.capability.GameVariants;
import dev.ply.core.capability.PassMove;
import dev.ply.core.capability.PointScore;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The engine side of the Go Text Protocol (GTP, version 2), which GNU Go, KGS, Sabaki, GoGui and match programs
 * speak: reads commands line by line and answers each with {@code =[id] result} or {@code ?[id] error} and an empty
 * line, with any Ply agent choosing the moves. {@code ./ply gtp} runs it.
 *
 * <p>Commands: {@code protocol_version name version known_command list_commands quit boardsize clear_board komi
 * play genmove reg_genmove kgs-genmove_cleanup undo showboard final_score time_settings time_left}. Input is cleaned as the protocol says (control characters dropped, tabs made spaces, {@code #}
 * comments and empty lines ignored); an optional numeric id is echoed. Bad input gets one error line and changes
 * nothing: an unknown command {@code ? unknown command}, a malformed argument {@code ? syntax error: ...}, an
 * unsupported size {@code ? unacceptable size}, an illegal move {@code ? illegal move: D4 is occupied}.
 *
 * <p>The game (Go) must offer {@link GameVariants} for {@code boardsize} and {@code komi}, and its states
 * {@link PassMove} and {@link PointScore}. Moves are the game's own notation, which for Go is GTP's vertices.
 * Ply's positions alternate turns, so a {@code play} or {@code genmove} for the player not to move counts as a
 * pass by the other one first. The game is scored by Ply's rules (area scoring, the game played out: stones on the
 * board count, so {@code kgs-genmove_cleanup} is {@code genmove}).
 *
 * <p>Time: without {@code time_settings} (or with {@code byo_yomi_stones} 0 and a byo-yomi time, which the protocol
 * means as no limit) the agent searches by its own limits (one second a move when it has none); with them, by the
 * clock {@code time_left} reports: main time as a clock with a byo-yomi period's share of a move added each move,
 * a byo-yomi period as its time for its stones.
 */
public final class GtpSession {

    /** The protocol version this session speaks. */
    public static final int PROTOCOL_VERSION = 2;

    /** Milliseconds kept back from the clock for the controller and the pipe. */
    public static final int MOVE_OVERHEAD_MILLIS = 100;

    private static final List<String> COMMANDS = List.of("protocol_version", "name", "version", "known_command",
            "list_commands", "quit", "boardsize", "clear_board", "komi", "play", "genmove", "reg_genmove",
            "kgs-genmove_cleanup", "undo", "showboard", "final_score", "time_settings", "time_left");

    private final String agentSpec;
    private final PrintStream out;
    private Game game;
    private GameRecord record;
    private Agent agent;
    private long seed = 1;

    private boolean timed;
    private long mainMillis;
    private long byoYomiMillis;
    private int byoYomiStones;
    /** Per player: the time left and the stones left in the byo-yomi period (0 in main time); -1 when unknown. */
    private final long[] timeLeftMillis = {-1, -1};
    private final int[] stonesLeft = {0, 0};

    /**
     * Creates a session on the game's default variant.
     *
     * @param game the game (Go)
     * @param agentSpec the agent that chooses the moves, such as {@code mcts:time=5s}
     * @param out where the answers go; every answer is flushed
     * @throws InvalidInputException if the game has no variants or its positions no pass or score, or the agent
     *     cannot be made
     */
    public GtpSession(Game game, String agentSpec, PrintStream out) {
        GameState probe = game.newState();
        if (!(game instanceof GameVariants) || !(probe instanceof PassMove) || !(probe instanceof PointScore)) {
            throw new InvalidInputException("GTP needs a game with board sizes, a pass and a score, such as go; "
                    + game.id() + " has not");
        }
        this.agentSpec = agentSpec;
        this.out = out;
        this.game = game;
        this.agent = Agents.create(game, agentSpec);
        this.record = new GameRecord(game.newState());
        agent.newGame(record, seed);
    }

    /**
     * Reads and answers commands until {@code quit} or the end of the input; then lets the agent go.
     *
     * @param in the commands, one a line
     */
    public void run(BufferedReader in) {
        // A reader of its own, so that 'quit' or the end of the input during a genmove hurries the agent: it
        // answers the move at once with what it has, then the session ends.
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try {
                String line;
                while ((line = in.readLine()) != null) {
                    lines.add(line);
                    if (isQuit(line)) {
                        agent.stop();
                        return;
                    }
                }
            } catch (IOException e) {
                // The controller went away: as the end of the input.
            }
            lines.add(END_OF_INPUT);
            agent.stop();
        }, "ply-gtp-reader");
        reader.setDaemon(true);
        reader.start();
        try {
            while (true) {
                String line = lines.take();
                if (line == END_OF_INPUT || !handle(line)) {
                    break;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            agent.close();
        }
    }

    /** What the reader queues when the input ends. */
    private static final String END_OF_INPUT = new String("\u0000end of input");

    /** Whether a line is the quit command, with or without an id. */
    private static boolean isQuit(String line) {
        String[] words = line.strip().split("\\s+");
        int at = words.length > 1 && words[0].chars().allMatch(Character::isDigit) ? 1 : 0;
        return words.length > at && words[at].equals("quit");
    }

    /**
     * Answers one line.
     *
     * @param line the raw line
     * @return {@code false} after {@code quit}
     */
    boolean handle(String line) {
        String cleaned = clean(line);
        if (cleaned.isEmpty()) {
            return true;
        }
        String[] words = cleaned.split(" +");
        int first = 0;
        String id = "";
        if (words[0].chars().allMatch(Character::isDigit)) {
            id = words[0];
            first = 1;
            if (words.length == 1) {
                respond(false, id, "syntax error: an id needs a command after it");
                return true;
            }
        }
        String command = words[first];
        String[] args = java.util.Arrays.copyOfRange(words, first + 1, words.length);
        try {
            String answer = answer(command, args);
            respond(true, id, answer);
            return !command.equals("quit");
        } catch (InvalidInputException | IllegalStateException e) {
            respond(false, id, oneLine(e.getMessage()));
            return true;
        }
    }

    private String answer(String command, String[] args) {
        return switch (command) {
            case "protocol_version" -> Integer.toString(PROTOCOL_VERSION);
            case "name" -> "Ply";
            case "version" -> version() + " (" + agentSpec + ")";
            case "known_command" -> Boolean.toString(COMMANDS.contains(arg(args, 0, "known_command COMMAND")));
            case "list_commands" -> String.join("\n", COMMANDS);
            case "quit" -> "";
            case "boardsize" -> boardSize(arg(args, 0, "boardsize SIZE"));
            case "clear_board" -> clearBoard();
            case "komi" -> komi(arg(args, 0, "komi KOMI"));
            case "play" -> play(arg(args, 0, "play COLOR VERTEX"), arg(args, 1, "play COLOR VERTEX"));
            case "genmove", "kgs-genmove_cleanup" -> generate(arg(args, 0, command + " COLOR"), true);
            case "reg_genmove" -> generate(arg(args, 0, "reg_genmove COLOR"), false);
            case "undo" -> undo();
            case "showboard" -> "\n" + record.current().toString().stripTrailing().replaceAll("\n\\s*\n", "\n");
            case "final_score" -> finalScore();
            case "time_settings" -> timeSettings(args);
            case "time_left" -> timeLeft(args);
            default -> throw new InvalidInputException("unknown command");
        };
    }

    private static String version() {
        String version = GtpSession.class.getPackage().getImplementationVersion();
        return version != null ? version : "development";
    }

    private String boardSize(String text) {
        long size;
        try {
            size = Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new InvalidInputException("syntax error: boardsize takes a whole number, not '" + word(text) + "'");
        }
        Game sized;
        try {
            sized = ((GameVariants) game).variant("size=" + size);
        } catch (InvalidInputException e) {
            throw new InvalidInputException("unacceptable size");
        }
        changeGame(sized, sized.newState());
        return "";
    }

    private String clearBoard() {
        record = new GameRecord(game.newState());
        agent.newGame(record, ++seed);
        return "";
    }

    private String komi(String text) {
        double komi;
        try {
            komi = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new InvalidInputException("syntax error: komi takes a number, not '" + word(text) + "'");
        }
        GameVariants variants = (GameVariants) game;
        Game changed = variants.variant("komi=" + komi);
        if (changed == game) {
            return "";
        }
        List<String> moves = record.moveNotations();
        GameState start = ((GameVariants) changed).translate(record.start());
        changeGame(changed, start);
        for (String move : moves) {
            record.play(record.current().parseMove(move));
        }
        return "";
    }

    /** Moves to another variant: a new agent for it (the old one searched the old rules), the given start. */
    private void changeGame(Game changed, GameState start) {
        Agent made = Agents.create(changed, agentSpec);
        agent.close();
        agent = made;
        game = changed;
        record = new GameRecord(start);
        agent.newGame(record, ++seed);
    }

    private static int colour(String text) {
        return switch (text.toLowerCase(Locale.ROOT)) {
            case "b", "black" -> 0;
            case "w", "white" -> 1;
            default -> throw new InvalidInputException("syntax error: a colour is b, black, w or white, not '"
                    + word(text) + "'");
        };
    }

    private String play(String colourText, String vertex) {
        int player = colour(colourText);
        GameState current = record.current();
        int move;
        try {
            if (current.isTerminal()) {
                throw new InvalidInputException("the game is over (two passes)");
            }
            int passedFirst = passFor(player, current);
            try {
                move = current.parseMove(vertex);
            } finally {
                if (passedFirst >= 0) {
                    current.undo();
                }
            }
            if (passedFirst >= 0) {
                record.play(passedFirst);
            }
        } catch (InvalidInputException e) {
            throw new InvalidInputException("illegal move: " + oneLine(e.getMessage()));
        }
        record.play(move);
        return "";
    }

    /**
     * When the player is not to move, plays the other player's pass on the state (not the record) and returns it
     * so that the caller records it; otherwise -1.
     */
    private static int passFor(int player, GameState current) {
        if (current.toMove() == player) {
            return -1;
        }
        int pass = ((PassMove) current).passMove();
        current.play(pass);
        if (current.isTerminal()) {
            current.undo();
            throw new InvalidInputException("it is not " + (player == 0 ? "Black" : "White") + "'s turn, and a pass"
                    + " by the other player would end the game");
        }
        return pass;
    }

    private String generate(String colourText, boolean playIt) {
        int player = colour(colourText);
        GameState current = record.current();
        if (current.isTerminal()) {
            return "pass";
        }
        int passedFirst = passFor(player, current);
        if (passedFirst >= 0) {
            current.undo();
            record.play(passedFirst);
        }
        int move;
        try {
            move = agent.chooseMove(record, clock(player));
        } catch (RuntimeException e) {
            if (passedFirst >= 0) {
                record.undo();
            }
            throw new IllegalStateException("the agent failed: " + oneLine(String.valueOf(e.getMessage())));
        }
        String text = record.current().moveToString(move);
        if (playIt) {
            record.play(move);
        } else if (passedFirst >= 0) {
            record.undo();
        }
        return text;
    }

    private Clock clock(int player) {
        if (!timed) {
            return Clock.UNTIMED;
        }
        long left = timeLeftMillis[player] >= 0 ? timeLeftMillis[player] : mainMillis;
        int stones = timeLeftMillis[player] >= 0 ? stonesLeft[player] : 0;
        if (stones > 0) {
            // In a byo-yomi period: its time is for its stones.
            return new Clock(Math.max(1, left - MOVE_OVERHEAD_MILLIS), 0, stones, 0);
        }
        long increment = byoYomiStones > 0 ? byoYomiMillis / byoYomiStones : 0;
        return new Clock(Math.max(1, left - MOVE_OVERHEAD_MILLIS), increment, 0, 0);
    }

    private String undo() {
        if (record.length() == 0) {
            throw new InvalidInputException("cannot undo");
        }
        record.undo();
        return "";
    }

    private String finalScore() {
        double score = ((PointScore) record.current()).pointScore();
        if (score == 0) {
            return "0";
        }
        return (score > 0 ? "B+" : "W+") + points(Math.abs(score));
    }

    private String timeSettings(String[] args) {
        if (args.length != 3) {
            throw new InvalidInputException("syntax error: time_settings MAIN_TIME BYO_YOMI_TIME BYO_YOMI_STONES");
        }
        long main = seconds(args[0], "main time");
        long byo = seconds(args[1], "byo-yomi time");
        int stones = (int) count(args[2], "byo-yomi stones");
        // Byo-yomi time with no stones means no limit, as does no time at all.
        timed = main > 0 || stones > 0 && byo > 0;
        mainMillis = main * 1000;
        byoYomiMillis = byo * 1000;
        byoYomiStones = stones;
        timeLeftMillis[0] = -1;
        timeLeftMillis[1] = -1;
        return "";
    }

    private String timeLeft(String[] args) {
        if (args.length != 3) {
            throw new InvalidInputException("syntax error: time_left COLOR TIME STONES");
        }
        int player = colour(args[0]);
        long time = seconds(args[1], "time");
        int stones = (int) count(args[2], "stones");
        timeLeftMillis[player] = time * 1000;
        stonesLeft[player] = stones;
        timed = true; // a controller that reports a clock expects it to be kept
        return "";
    }

    private static long seconds(String text, String what) {
        try {
            return (long) InputNumbers.parseDecimal(text, what, 0, 1e7);
        } catch (InvalidInputException e) {
            throw new InvalidInputException("syntax error: " + e.getMessage());
        }
    }

    private static long count(String text, String what) {
        try {
            return InputNumbers.parseLong(text, what, 0, 1_000_000);
        } catch (InvalidInputException e) {
            throw new InvalidInputException("syntax error: " + e.getMessage());
        }
    }

    private static String points(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    private static String arg(String[] args, int index, String usage) {
        if (index >= args.length) {
            throw new InvalidInputException("syntax error: " + usage);
        }
        return args[index];
    }

    /** The protocol's preprocessing: control characters but tab and newline dropped, tabs made spaces, comments cut. */
    static String clean(String line) {
        StringBuilder text = new StringBuilder(line.length());
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '#') {
                break;
            }
            if (c == '\t') {
                text.append(' ');
            } else if (c >= ' ' && c != 127) {
                text.append(c);
            }
        }
        return text.toString().strip();
    }

    private void respond(boolean success, String id, String text) {
        String body = text.isEmpty() ? "" : (text.startsWith("\n") ? text : " " + text);
        synchronized (out) {
            out.print((success ? "=" : "?") + id + body + "\n\n");
            out.flush();
        }
    }

    private static String oneLine(String message) {
        if (message == null || message.isBlank()) {
            return "failed";
        }
        return message.lines().findFirst().orElse("failed").strip();
    }

    private static String word(String text) {
        return text.length() > 40 ? text.substring(0, 40) + "..." : text;
    }
}
