package dev.ply.engine;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InputNumbers;
import dev.ply.core.InvalidInputException;
import dev.ply.core.capability.ProtocolNotation;
import dev.ply.core.search.Scores;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchProgress;
import dev.ply.core.search.SearchResult;
import dev.ply.core.tt.LockFreeTranspositionTable;
import java.io.BufferedReader;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The engine side of the Universal Chess Interface: reads commands from a GUI or match manager line by
 * line and answers on the output, searching with any Ply search (by default {@code alphabeta}) on a thread
 * of its own so that {@code isready}, {@code stop} and {@code quit} are answered while it thinks.
 *
 * <p>Commands: {@code uci}, {@code debug}, {@code isready}, {@code setoption name Hash|Threads|MultiPV|Move
 * Overhead|Warm Up|Clear Hash [value V]}, {@code ucinewgame}, {@code position startpos|fen FEN [moves M...]},
 * {@code go [wtime T] [btime T] [winc T] [binc T] [movestogo N] [depth D] [nodes N] [movetime T] [mate N]
 * [infinite]}, {@code stop}, {@code ponderhit}, {@code quit}. While searching it prints {@code info} lines
 * (depth, seldepth, multipv, score cp|mate, nodes, nps, time, hashfull, pv) after every iteration, and
 * {@code bestmove} at the end; after {@code go infinite} only once {@code stop} arrives. The first {@code isready}
 * before any search warms the JVM's compilers up for {@code Warm Up} milliseconds (default 1,000; 0 for none), so
 * that a fresh engine searches at full speed from its first move.
 *
 * <p>The input never makes it answer for a position it was not given, and every {@code go} gets exactly one
 * {@code bestmove}:
 * <ul>
 *   <li>A FEN is read {@linkplain Game#parseStateLeniently leniently} (four fields, a fullmove number of 0,
 *       impossible castling rights or en-passant squares), each repair said in an {@code info string}. A
 *       {@code moves} list keeps the legal moves before a bad token, as Stockfish does, and names the token.
 *       A {@code position} command that cannot be used at all leaves no position: the next {@code go}
 *       answers an {@code info string} with the reason and {@code bestmove 0000} at once.</li>
 *   <li>Draws a player must claim do not end the game (the engine plays on); only a position the rules have
 *       ended (checkmate, stalemate, fivefold repetition, the 75-move rule) gets {@code bestmove 0000}.</li>
 *   <li>Malformed {@code go} arguments are reported and the search runs with what was understood; a clock at
 *       or below zero means "move now"; {@code go mate N} searches to the 2N-1 plies a mate in N needs (the
 *       search stops sooner when it proves one); {@code ponder} is not offered, so {@code go ponder} is an
 *       ordinary search.</li>
 *   <li>Unknown commands and bad options are answered with an {@code info string} and otherwise ignored; a
 *       {@code Hash} size the heap cannot hold is refused and the table keeps its size.</li>
 *   <li>The end of the input is {@code quit}: a running search stops, answers, and the session ends.</li>
 * </ul>
 *
 * <p>Any search can play: the session passes {@code Hash}, {@code Threads} and {@code MultiPV} to those that
 * declare the options {@code hash}, {@code threads} and {@code multipv}, and tells the GUI in an {@code info
 * string} when it sets one the search does not use ({@code ply uci --algorithm mcts} has no table).
 *
 * <p>The game must offer {@link ProtocolNotation} (chess does). One session per input stream.
 */
public final class UciSession {

    /** The default of the {@code Move Overhead} option: milliseconds kept back from the clock for the GUI. */
    public static final int DEFAULT_MOVE_OVERHEAD_MILLIS = 30;

    /**
     * The default of the {@code Warm Up} option: milliseconds the first {@code isready} spends getting the Java
     * virtual machine's compilers ready ({@link SessionSearch#warmUp}).
     */
    public static final int DEFAULT_WARM_UP_MILLIS = 1_000;

    /** The most search threads the {@code Threads} option accepts. */
    public static final int MAX_THREADS = SessionSearch.MAX_THREADS;

    private final Game game;
    private final PrintStream out;
    private final SessionSearch search;
    private int moveOverheadMillis = DEFAULT_MOVE_OVERHEAD_MILLIS;
    private int warmUpMillis = DEFAULT_WARM_UP_MILLIS;
    /** The position of the last usable {@code position} command; {@code null} after one that was refused. */
    private GameState position;
    /** Commands that wait for the end of a {@code go infinite}. */
    private static final Set<String> DEFERRED = Set.of("position", "setoption", "ucinewgame");
    /** Whether the search running was started by {@code go infinite}. */
    private boolean infinite;
    /** Commands that came during {@code go infinite}, to run after {@code stop}. */
    private final List<String> deferred = new ArrayList<>();

    /** Why there is no position, when {@link #position} is {@code null}. */
    private String noPosition = "";

    /**
     * Creates a session.
     *
     * @param game the game (chess)
     * @param algorithm the search, as a specification without the options the session sets itself
     *     ({@code hash}, {@code threads}, {@code multipv}): {@code alphabeta}, {@code alphabeta:lmr=false}
     * @param out where the answers go; the session flushes every line
     * @throws InvalidInputException if the game has no protocol notation or the search does not exist
     */
    public UciSession(Game game, String algorithm, PrintStream out) {
        if (!(game.newState() instanceof ProtocolNotation)) {
            throw new InvalidInputException("UCI needs a game with a protocol move notation, such as chess; "
                    + game.id() + " has none");
        }
        this.game = game;
        this.out = out;
        this.position = game.newState();
        this.search = new SessionSearch(game, algorithm, "ply-uci-search");
    }

    /** Whether the algorithm uses a setting, saying so to the GUI when it does not. */
    private boolean uses(String option, String uciName) {
        if (search.uses(option)) {
            return true;
        }
        send("info string " + search.algorithmName() + " has no " + uciName + " setting; ignored");
        return false;
    }

    /**
     * Reads and answers commands until {@code quit} or the end of the input.
     *
     * @param in the commands, one a line
     */
    public void run(BufferedReader in) {
        // The end of the input is 'quit', as for Stockfish: the search stops and answers.
        search.serve(in, this::handle, failure -> send("info string " + failure), () -> {
        });
    }

    /**
     * Answers one command.
     *
     * @param line the command
     * @return {@code false} after {@code quit}
     */
    boolean handle(String line) {
        String[] words = line.trim().split("\\s+");
        if (words[0].isEmpty()) {
            return true;
        }
        if (infinite && search.isRunning() && DEFERRED.contains(words[0])) {
            // UCI: nothing but 'stop' ends 'go infinite'; what changes the position or the settings waits for it.
            deferred.add(line);
            return true;
        }
        try {
            switch (words[0]) {
                case "uci" -> identify();
                case "debug", "register", "ponderhit" -> {
                    // Nothing to do: no debug output, no registration, no pondering.
                }
                case "isready" -> {
                    if (warmUpMillis > 0) {
                        search.warmUp(warmUpMillis);
                    }
                    send("readyok");
                }
                case "setoption" -> setOption(words);
                case "ucinewgame" -> {
                    search.newGame();
                    position = game.newState();
                }
                case "position" -> {
                    search.stop();
                    setPosition(words);
                }
                case "go" -> go(words);
                case "stop" -> {
                    search.stop();
                    infinite = false;
                    List<String> waiting = new ArrayList<>(deferred);
                    deferred.clear();
                    for (String command : waiting) {
                        handle(command);
                    }
                }
                case "quit" -> {
                    return false;
                }
                default -> send("info string unknown command '" + oneWord(words[0]) + "'");
            }
        } catch (InvalidInputException e) {
            send("info string " + e.getMessage().lines().findFirst().orElse("invalid input"));
        }
        return true;
    }

    private static String oneWord(String word) {
        return word.length() > 40 ? word.substring(0, 40) + "..." : word;
    }

    private void identify() {
        send("id name Ply " + search.algorithm());
        send("id author the Ply authors");
        send("option name Hash type spin default 16 min 1 max " + maxHashMiB());
        send("option name Threads type spin default 1 min 1 max " + MAX_THREADS);
        send("option name MultiPV type spin default 1 min 1 max 256");
        send("option name Move Overhead type spin default " + DEFAULT_MOVE_OVERHEAD_MILLIS + " min 0 max 5000");
        send("option name Warm Up type spin default " + DEFAULT_WARM_UP_MILLIS + " min 0 max 10000");
        send("option name Clear Hash type button");
        send("uciok");
    }

    private void setOption(String[] words) {
        int nameAt = indexOf(words, "name");
        int valueAt = indexOf(words, "value");
        if (nameAt < 0 || nameAt + 1 >= words.length || valueAt >= 0 && valueAt < nameAt) {
            throw new InvalidInputException("setoption needs 'name NAME [value VALUE]'");
        }
        int nameEnd = valueAt < 0 ? words.length : valueAt;
        String name = String.join(" ", Arrays.copyOfRange(words, nameAt + 1, nameEnd)).toLowerCase(Locale.ROOT);
        String value = valueAt < 0 ? "" : String.join(" ", Arrays.copyOfRange(words, valueAt + 1, words.length));
        search.stop();
        int hashMiB = search.hashMiB();
        int threads = search.threads();
        int multiPv = search.multiPv();
        switch (name) {
            case "hash" -> {
                int parsed = spin("Hash", value, 1, LockFreeTranspositionTable.MAX_SIZE_MIB);
                if (!uses("hash", "Hash")) {
                    return;
                }
                hashMiB = parsed;
            }
            case "threads" -> {
                int parsed = spin("Threads", value, 1, MAX_THREADS);
                if (!uses("threads", "Threads")) {
                    return;
                }
                threads = parsed;
            }
            case "multipv" -> {
                int parsed = spin("MultiPV", value, 1, 256);
                if (!uses("multipv", "MultiPV")) {
                    return;
                }
                multiPv = parsed;
            }
            case "move overhead" -> {
                moveOverheadMillis = spin("Move Overhead", value, 0, 5000);
                return;
            }
            case "warm up" -> {
                warmUpMillis = spin("Warm Up", value, 0, 10_000);
                return;
            }
            case "clear hash" -> {
                search.newGame();
                return;
            }
            default -> throw new InvalidInputException("unknown option '" + oneWord(name) + "'");
        }
        search.configure(hashMiB, threads, multiPv, "option " + name);
    }

    /** The largest {@code Hash} advertised: what the heap could hold, so that a GUI's maximum works. */
    private static int maxHashMiB() {
        return Math.max(16, LockFreeTranspositionTable.availableMiB());
    }

    private static int spin(String name, String value, int min, int max) {
        return (int) InputNumbers.parseLong(value, "option " + name, min, max);
    }

    private static int indexOf(String[] words, String word) {
        for (int i = 1; i < words.length; i++) {
            if (words[i].equals(word)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Sets the position of a {@code position} command. A command that cannot be used at all leaves no position
     * (the next {@code go} answers {@code bestmove 0000}); a bad token in the moves keeps the moves before it.
     */
    private void setPosition(String[] words) {
        position = null;
        noPosition = "the last position command was refused";
        GameState state;
        try {
            state = parsePosition(words);
        } catch (InvalidInputException e) {
            noPosition = firstLine(e);
            throw e;
        }
        position = state;
        int movesAt = indexOf(words, "moves");
        if (movesAt < 0) {
            return;
        }
        ProtocolNotation notation = (ProtocolNotation) state;
        for (int i = movesAt + 1; i < words.length; i++) {
            try {
                state.play(notation.parseProtocolMove(words[i]));
            } catch (InvalidInputException e) {
                send("info string position: move " + (i - movesAt) + " '" + oneWord(words[i]) + "' refused ("
                        + firstLine(e) + "); the position is the one after the " + (i - movesAt - 1) + " moves before"
                        + " it");
                return;
            }
        }
    }

    /** The start position of a {@code position} command, before its moves. */
    private GameState parsePosition(String[] words) {
        if (words.length < 2) {
            throw new InvalidInputException("position needs 'startpos' or 'fen FEN', then optionally 'moves ...'");
        }
        int movesAt = indexOf(words, "moves");
        int end = movesAt < 0 ? words.length : movesAt;
        if (words[1].equals("startpos")) {
            if (end > 2) {
                throw new InvalidInputException("position startpos: '" + oneWord(words[2]) + "' is neither 'moves'"
                        + " nor the end of the command");
            }
            return game.newState();
        }
        if (words[1].equals("fen")) {
            String fen = String.join(" ", Arrays.asList(words).subList(2, end));
            return game.parseStateLeniently(fen, repair -> send("info string position: " + repair));
        }
        throw new InvalidInputException("position needs 'startpos' or 'fen FEN', not '" + oneWord(words[1]) + "'");
    }

    private static String firstLine(RuntimeException e) {
        return e.getMessage() == null ? e.toString() : e.getMessage().lines().findFirst().orElse("invalid input");
    }

    private void go(String[] words) {
        search.stop();
        if (position == null) {
            send("info string no position to search: " + noPosition);
            send("bestmove 0000");
            return;
        }
        SearchLimits limits = SearchLimits.NONE;
        long[] clock = {NOT_GIVEN, NOT_GIVEN, 0, 0}; // wtime, btime, winc, binc
        int movesToGo = 0;
        long moveTime = NOT_GIVEN;
        boolean infinite = false;
        for (int i = 1; i < words.length; i++) {
            String key = words[i];
            switch (key) {
                case "infinite" -> infinite = true;
                case "ponder" -> {
                    // Pondering is not offered; a 'go ponder' is searched as an ordinary 'go'.
                }
                case "wtime", "btime", "winc", "binc", "movestogo", "depth", "nodes", "movetime", "mate" -> {
                    boolean hasValue = i + 1 < words.length && !isGoKeyword(words[i + 1]);
                    long value = hasValue ? number(key, words[++i]) : missing(key);
                    if (value == NOT_GIVEN) {
                        continue;
                    }
                    switch (key) {
                        case "wtime" -> clock[0] = value;
                        case "btime" -> clock[1] = value;
                        case "winc" -> clock[2] = Math.max(0, value);
                        case "binc" -> clock[3] = Math.max(0, value);
                        case "movestogo" -> movesToGo = (int) Math.max(0, Math.min(value, 10_000));
                        case "depth" -> limits = limits.withDepth((int) Math.max(1, Math.min(value,
                                SearchLimits.MAX_DEPTH)));
                        case "nodes" -> limits = limits.withNodes(Math.max(1, value));
                        case "movetime" -> moveTime = value;
                        case "mate" -> {
                            long plies = Math.max(1, Math.min(2 * Math.min(value, SearchLimits.MAX_DEPTH) - 1,
                                    SearchLimits.MAX_DEPTH));
                            send("info string go mate " + value + ": searching to depth " + plies + ", where a mate in "
                                    + value + " shows");
                            limits = limits.withDepth((int) Math.min(plies, limits.depth() > 0 ? limits.depth()
                                    : plies));
                        }
                        default -> throw new AssertionError(key);
                    }
                }
                case "searchmoves" -> {
                    send("info string searchmoves is not supported; searching all moves");
                    while (i + 1 < words.length && !isGoKeyword(words[i + 1])) {
                        i++;
                    }
                }
                default -> send("info string go: unknown argument '" + oneWord(key) + "' ignored");
            }
        }
        if (moveTime != NOT_GIVEN) {
            // Zero or less, or no more than the overhead: move now.
            limits = limits.withMoveTime(Math.max(1, moveTime - moveOverheadMillis));
        }
        boolean white = position.toMove() == 0;
        long timeLeft = clock[white ? 0 : 1];
        if (timeLeft != NOT_GIVEN) {
            long usable = timeLeft - moveOverheadMillis;
            if (usable <= 0) {
                limits = limits.withMoveTime(1); // the clock is (nearly) out: move now
            } else {
                limits = limits.withClock(usable, clock[white ? 2 : 3], movesToGo);
            }
        }
        limits = limits.withInfinite(infinite);
        this.infinite = infinite;
        GameState root = position.copy();
        search.start(root, limits, progress -> send(info(root, progress)), infinite,
                result -> send(bestMove(root, result)), failure -> send("info string " + failure));
    }

    /** What {@link #number} returns for a value that could not be read. */
    private static final long NOT_GIVEN = Long.MIN_VALUE;

    private long missing(String key) {
        send("info string go: '" + key + "' needs a number; ignored");
        return NOT_GIVEN;
    }

    private static boolean isGoKeyword(String word) {
        return GO_KEYWORDS.contains(word);
    }

    private static final List<String> GO_KEYWORDS = List.of("wtime", "btime", "winc", "binc", "movestogo", "depth",
            "nodes", "movetime", "infinite", "mate", "ponder", "searchmoves");

    /** A number of a {@code go} argument, or {@link #NOT_GIVEN} (reported) if it is none or too large. */
    private long number(String key, String text) {
        try {
            return InputNumbers.parseLong(text, "go: '" + key + "'", Long.MIN_VALUE + 1, Long.MAX_VALUE);
        } catch (InvalidInputException e) {
            send("info string " + e.getMessage() + "; ignored");
            return NOT_GIVEN;
        }
    }

    private String info(GameState root, SearchProgress progress) {
        StringBuilder line = new StringBuilder("info depth ").append(Math.max(1, progress.depth()))
                .append(" seldepth ").append(Math.max(progress.depth(), progress.selectiveDepth()));
        if (search.multiPv() > 1) {
            line.append(" multipv ").append(progress.multiPv());
        }
        line.append(" score ").append(score(progress.score()))
                .append(" nodes ").append(progress.nodes())
                .append(" nps ").append(progress.nodesPerSecond())
                .append(" time ").append(progress.timeMillis())
                .append(" hashfull ").append(progress.hashfull());
        List<String> pv = SessionSearch.protocolLine(root, progress.principalVariation());
        if (!pv.isEmpty()) {
            line.append(" pv ").append(String.join(" ", pv));
        }
        return line.toString();
    }

    /**
     * A score as UCI writes it: {@code cp N} in centipawns, or {@code mate N} in moves (negative when the
     * side to move is mated) for a forced result.
     *
     * @param score a search score from the side to move's view
     * @return the UCI score
     */
    static String score(int score) {
        if (Scores.isDecisive(score)) {
            int moves = (Scores.pliesToResult(score) + 1) / 2;
            return "mate " + (score > 0 ? moves : -moves);
        }
        return "cp " + score;
    }

    private String bestMove(GameState root, SearchResult result) {
        if (result == null || result.bestMove() == GameState.NO_MOVE) {
            return "bestmove 0000";
        }
        List<String> line = SessionSearch.protocolLine(root, result.principalVariation());
        String best = ((ProtocolNotation) root).moveToProtocol(result.bestMove());
        if (line.size() >= 2 && line.get(0).equals(best)) {
            return "bestmove " + best + " ponder " + line.get(1);
        }
        return "bestmove " + best;
    }

    private void send(String line) {
        synchronized (out) {
            out.println(line);
            out.flush();
        }
    }
}
