package dev.ply.engine;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InputNumbers;
import dev.ply.core.InvalidInputException;
import dev.ply.core.capability.CheckAware;
import dev.ply.core.capability.ProtocolNotation;
import dev.ply.core.search.Scores;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchProgress;
import dev.ply.core.search.SearchResult;
import dev.ply.core.tt.LockFreeTranspositionTable;
import java.io.BufferedReader;
import java.io.PrintStream;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The engine side of the Chess Engine Communication Protocol (CECP, version 2), which xboard, WinBoard,
 * Cute Chess and other GUIs speak: reads commands line by line and answers on the output, searching with
 * any Ply search on a thread of its own so that {@code ?}, {@code force}, {@code ping} and {@code quit} are
 * answered while it thinks. {@code ./ply xboard} runs it.
 *
 * <p>After {@code protover 2} it announces {@code feature ping=1 setboard=1 usermove=1 playother=1
 * analyze=1 colors=0 sigint=0 sigterm=0 reuse=1 san=0 time=1 draw=0 memory=1 smp=1 nps=0
 * variants="normal" myname=...}, then {@code feature done=0}, warms the JVM's compilers up for a second as UCI's
 * first {@code isready} does, and sends {@code feature done=1}: moves come and go in coordinate notation ({@code e2e4},
 * {@code e7e8q}), positions as FEN. Commands: {@code xboard protover accepted rejected new variant force go
 * playother white black usermove ? ping result setboard undo remove level st sd time otim memory cores post
 * nopost hard easy random computer name rating ics draw hint bk analyze exit . quit}.
 *
 * <p>Bad input gets one line and changes nothing it does not name: an illegal or malformed move is
 * answered {@code Illegal move (reason): MOVE} and the position stays; an unknown command {@code Error
 * (unknown command): WORD}; a bad argument {@code Error (reason): COMMAND}; a FEN that cannot be read
 * {@code tellusererror Illegal position: reason}, after which there is no position until {@code new} or a
 * good {@code setboard} (so the engine never moves in a position it was not given). The end of the input
 * is {@code quit}.
 *
 * <p>Time: {@code level MPS BASE INC} with the clocks of {@code time}/{@code otim} (centiseconds) give a
 * clock budget; {@code st SECONDS} a fixed time a move; {@code sd DEPTH} a depth limit. Thinking output
 * ({@code post}) is {@code DEPTH SCORE TIME NODES PV}, the score in centipawns and a mate in N as
 * {@code 100000 + N} ({@code -100000 - N} when mated), the time in centiseconds. Hash size ({@code memory},
 * MiB) and threads ({@code cores}) go to the searches that declare them, as in {@link UciSession}.
 *
 * <p>The game must offer {@link ProtocolNotation} (chess does). One session per input stream.
 */
public final class XboardSession {

    /** Milliseconds kept back from the clock for the GUI and the pipe. */
    public static final int MOVE_OVERHEAD_MILLIS = 50;

    private static final Pattern COORDINATE_MOVE = Pattern.compile("[a-h][1-8][a-h][1-8][qrbnk]?");

    private final Game game;
    private final PrintStream out;
    private final SessionSearch search;
    private final String name;

    /** The position; {@code null} after a refused {@code setboard}. */
    private GameState position;
    private String noPosition = "";
    /** The side the engine plays, or -1 for neither (force mode). */
    private int engineSide = 1;
    private boolean analyzing;
    private boolean post;
    /** Counts searches started; a search's result is played only if no command has discarded it since. */
    private volatile int generation;

    private int movesPerSession;
    private long baseMillis = -1;
    private long incrementMillis;
    private long fixedMoveMillis = -1;
    private int depthLimit;
    private long engineClockMillis = -1;

    /**
     * Creates a session.
     *
     * @param game the game (chess)
     * @param algorithm the search, without the options the session sets itself ({@code hash}, {@code threads})
     * @param out where the answers go; every line is flushed
     * @throws InvalidInputException if the game has no protocol notation or the search does not exist
     */
    public XboardSession(Game game, String algorithm, PrintStream out) {
        if (!(game.newState() instanceof ProtocolNotation)) {
            throw new InvalidInputException("xboard needs a game with a protocol move notation, such as chess; "
                    + game.id() + " has none");
        }
        this.game = game;
        this.out = out;
        this.search = new SessionSearch(game, algorithm, "ply-xboard-search");
        this.name = "Ply " + algorithm;
        this.position = game.newState();
    }

    /**
     * Reads and answers commands until {@code quit} or the end of the input.
     *
     * @param in the commands, one a line
     */
    public void run(BufferedReader in) {
        // After quit, or the end of the input, a search still running is abandoned without a move.
        search.serve(in, this::handle, failure -> send("telluser " + failure), () -> generation++);
    }

    /**
     * Answers one command.
     *
     * @param line the command
     * @return {@code false} after {@code quit}
     */
    boolean handle(String line) {
        String trimmed = line.strip();
        if (trimmed.isEmpty()) {
            return true;
        }
        int space = trimmed.indexOf(' ');
        String command = space < 0 ? trimmed : trimmed.substring(0, space);
        String argument = space < 0 ? "" : trimmed.substring(space + 1).strip();
        try {
            switch (command) {
                case "xboard", "accepted", "rejected", "random", "hard", "easy", "computer", "name", "rating",
                        "ics", "draw", "hint", "bk", "otim", "nps", "." -> {
                    // Nothing to do: no book, no pondering, no draw offers; the opponent's clock is not used.
                }
                case "protover" -> features();
                case "new" -> newGame();
                case "variant" -> {
                    if (!argument.equals("normal")) {
                        throw new InvalidInputException("unsupported variant " + oneWord(argument));
                    }
                }
                case "force" -> {
                    discard();
                    engineSide = -1;
                }
                case "go" -> {
                    discard();
                    requirePosition();
                    engineSide = position.toMove();
                    thinkIfOnMove();
                }
                case "playother" -> {
                    discard();
                    requirePosition();
                    engineSide = 1 - position.toMove();
                }
                case "white", "black" -> {
                    // Protocol version 1: the named side is to move, the engine plays the other.
                    discard();
                    engineSide = command.equals("white") ? 1 : 0;
                }
                case "usermove" -> userMove(argument);
                case "?" -> search.stop();
                case "ping" -> send("pong " + oneWord(argument));
                case "result" -> {
                    discard();
                    engineSide = -1;
                }
                case "setboard" -> setBoard(argument);
                case "undo" -> takeBack(1);
                case "remove" -> takeBack(2);
                case "level" -> level(argument);
                case "st" -> fixedMoveMillis = Math.max(1, (long) (InputNumbers.parseDecimal(argument, "st", 0,
                        1e7) * 1000));
                case "sd" -> depthLimit = (int) InputNumbers.parseLong(argument, "sd", 1, SearchLimits.MAX_DEPTH);
                case "time" -> engineClockMillis = 10 * InputNumbers.parseLong(argument, "time", Long.MIN_VALUE / 20,
                        Long.MAX_VALUE / 20);
                case "memory" -> configure("memory", (int) InputNumbers.parseLong(argument, "memory", 1,
                        LockFreeTranspositionTable.MAX_SIZE_MIB), -1);
                case "cores" -> configure("cores", -1, (int) InputNumbers.parseLong(argument, "cores", 1,
                        SessionSearch.MAX_THREADS));
                case "post" -> post = true;
                case "nopost" -> post = false;
                case "analyze" -> {
                    discard();
                    requirePosition();
                    analyzing = true;
                    engineSide = -1;
                    analyze();
                }
                case "exit" -> {
                    discard();
                    analyzing = false;
                }
                case "quit" -> {
                    return false;
                }
                default -> {
                    if (COORDINATE_MOVE.matcher(command).matches() && argument.isEmpty()) {
                        userMove(command); // protocol version 1 sends moves bare
                    } else {
                        send("Error (unknown command): " + oneWord(command));
                    }
                }
            }
        } catch (InvalidInputException e) {
            send("Error (" + firstLine(e) + "): " + oneWord(command));
        }
        return true;
    }

    private void features() {
        send("feature ping=1 setboard=1 usermove=1 playother=1 analyze=1 colors=0 sigint=0 sigterm=0 reuse=1"
                + " san=0 time=1 draw=0 nps=0 memory=1 smp=1 variants=\"normal\" myname=\"" + name + "\"");
        // CECP lets an engine ask for time before it is ready (done=0): a fresh JVM's compilers are warmed up then, as
        // the first isready does for UCI.
        send("feature done=0");
        search.warmUp(UciSession.DEFAULT_WARM_UP_MILLIS);
        send("feature done=1");
    }

    private void newGame() {
        discard();
        analyzing = false;
        search.newGame();
        position = game.newState();
        engineSide = 1;
        depthLimit = 0;
        fixedMoveMillis = -1;
    }

    /** Stops a running search so that its move is not played. */
    private void discard() {
        generation++;
        search.stop();
    }

    private void requirePosition() {
        if (position == null) {
            throw new InvalidInputException("no position: " + noPosition);
        }
    }

    private void userMove(String text) {
        if (position == null) {
            send("Illegal move (no position): " + oneWord(text));
            return;
        }
        discard();
        int move;
        try {
            move = ((ProtocolNotation) position).parseProtocolMove(text);
        } catch (InvalidInputException e) {
            send("Illegal move (" + firstLine(e) + "): " + oneWord(text));
            if (analyzing) {
                analyze();
            }
            return;
        }
        position.play(move);
        if (analyzing) {
            analyze();
            return;
        }
        if (!announceResult(position)) {
            thinkIfOnMove();
        }
    }

    private void setBoard(String fen) {
        discard();
        position = null;
        noPosition = "the last setboard was refused";
        try {
            position = game.parseState(fen);
        } catch (InvalidInputException e) {
            noPosition = firstLine(e);
            send("tellusererror Illegal position: " + firstLine(e));
            return;
        }
        if (analyzing) {
            analyze();
        }
    }

    private void takeBack(int plies) {
        discard();
        requirePosition();
        if (position.plies() < plies) {
            throw new InvalidInputException("no move to take back");
        }
        for (int i = 0; i < plies; i++) {
            position.undo();
        }
        if (analyzing) {
            analyze();
        }
    }

    /** {@code level MPS BASE INC}: BASE in minutes or minutes:seconds, INC in seconds. */
    private void level(String argument) {
        String[] parts = argument.split("\\s+");
        if (parts.length != 3) {
            throw new InvalidInputException("level needs MPS BASE INC");
        }
        int mps = (int) InputNumbers.parseLong(parts[0], "level moves", 0, 10_000);
        String[] base = parts[1].split(":", -1);
        if (base.length > 2) {
            throw new InvalidInputException("level base is MINUTES or MINUTES:SECONDS, not '" + oneWord(parts[1])
                    + "'");
        }
        long minutes = InputNumbers.parseLong(base[0], "level minutes", 0, 100_000);
        long seconds = base.length == 2 ? InputNumbers.parseLong(base[1], "level seconds", 0, 59) : 0;
        double increment = InputNumbers.parseDecimal(parts[2], "level increment", 0, 100_000);
        movesPerSession = mps;
        baseMillis = (minutes * 60 + seconds) * 1000;
        incrementMillis = (long) (increment * 1000);
        fixedMoveMillis = -1;
    }

    private void configure(String what, int hashMiB, int threads) {
        String option = hashMiB > 0 ? "hash" : "threads";
        if (!search.uses(option)) {
            send("telluser " + search.algorithmName() + " has no " + option + " setting; " + what + " ignored");
            return;
        }
        discard();
        search.configure(hashMiB > 0 ? hashMiB : search.hashMiB(), threads > 0 ? threads : search.threads(),
                search.multiPv(), what);
    }

    private void thinkIfOnMove() {
        if (position == null || position.isTerminal() || position.toMove() != engineSide) {
            return;
        }
        GameState root = position.copy();
        int started = ++generation;
        search.start(root, limits(root), progress -> thinking(root, progress), false,
                result -> moved(root, result, started), failure -> send("telluser " + failure));
    }

    private void analyze() {
        if (position == null || position.isTerminal()) {
            return;
        }
        GameState root = position.copy();
        ++generation;
        search.start(root, SearchLimits.NONE.withInfinite(true), progress -> send(thinkingLine(root, progress)),
                false, result -> {
                }, failure -> send("telluser " + failure));
    }

    private SearchLimits limits(GameState root) {
        SearchLimits limits = depthLimit > 0 ? SearchLimits.ofDepth(depthLimit) : SearchLimits.NONE;
        if (fixedMoveMillis > 0) {
            return limits.withMoveTime(Math.max(1, fixedMoveMillis - MOVE_OVERHEAD_MILLIS));
        }
        long left = engineClockMillis >= 0 ? engineClockMillis : baseMillis;
        if (left < 0) {
            return depthLimit > 0 ? limits : limits.withMoveTime(5_000);
        }
        long usable = left - MOVE_OVERHEAD_MILLIS;
        if (usable <= 0) {
            return limits.withMoveTime(1);
        }
        int movesToGo = 0;
        if (movesPerSession > 0) {
            int played = root.plies() / 2;
            movesToGo = movesPerSession - played % movesPerSession;
        }
        return limits.withClock(usable, incrementMillis, movesToGo);
    }

    /** Plays the engine's move, unless a command has discarded the search meanwhile. */
    private void moved(GameState root, SearchResult result, int started) {
        if (started != generation || position == null) {
            return;
        }
        if (result == null || result.bestMove() == GameState.NO_MOVE) {
            send("telluser no move found");
            return;
        }
        String move = ((ProtocolNotation) root).moveToProtocol(result.bestMove());
        position.play(result.bestMove());
        send("move " + move);
        announceResult(position);
    }

    /** Sends the result when the game is over by the rules; says whether it is. */
    private boolean announceResult(GameState state) {
        if (!state.isTerminal()) {
            return false;
        }
        double white = state.outcome(0);
        boolean check = state instanceof CheckAware aware && aware.inCheck();
        int[] moves = new int[game.maxMoves()];
        boolean noMoves = state.legalMoves(moves) == 0;
        if (white > 0) {
            send("1-0 {" + (check && noMoves ? "White mates" : "White wins") + "}");
        } else if (white < 0) {
            send("0-1 {" + (check && noMoves ? "Black mates" : "Black wins") + "}");
        } else {
            send("1/2-1/2 {" + (noMoves && !check ? "Stalemate" : "Draw by the rules") + "}");
        }
        return true;
    }

    private void thinking(GameState root, SearchProgress progress) {
        if (post) {
            send(thinkingLine(root, progress));
        }
    }

    private static String thinkingLine(GameState root, SearchProgress progress) {
        List<String> pv = SessionSearch.protocolLine(root, progress.principalVariation());
        return Math.max(1, progress.depth()) + " " + score(progress.score()) + " " + progress.timeMillis() / 10 + " "
                + progress.nodes() + (pv.isEmpty() ? "" : " " + String.join(" ", pv));
    }

    /**
     * A score as CECP thinking output writes it: centipawns, or {@code 100000 + N} for a mate in N moves and
     * {@code -100000 - N} when mated in N.
     *
     * @param score a search score from the side to move's view
     * @return the score
     */
    static int score(int score) {
        if (Scores.isDecisive(score)) {
            int moves = (Scores.pliesToResult(score) + 1) / 2;
            return score > 0 ? 100_000 + moves : -100_000 - moves;
        }
        return score;
    }

    private static String firstLine(RuntimeException e) {
        return e.getMessage() == null ? e.toString() : e.getMessage().lines().findFirst().orElse("invalid input");
    }

    private static String oneWord(String word) {
        return word.length() > 40 ? word.substring(0, 40) + "..." : word;
    }

    private void send(String line) {
        synchronized (out) {
            out.println(line);
            out.flush();
        }
    }
}
