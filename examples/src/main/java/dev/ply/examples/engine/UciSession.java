package dev.ply.examples.engine;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.capability.ProtocolNotation;
import dev.ply.core.search.Scores;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchProgress;
import dev.ply.core.search.SearchResult;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * The engine side of the Universal Chess Interface: reads commands from a GUI or match manager line by
 * line and answers on the output, searching with any Ply search (by default {@code alphabeta}) on a thread
 * of its own so that {@code isready}, {@code stop} and {@code quit} are answered while it thinks.
 *
 * <p>Commands: {@code uci}, {@code debug}, {@code isready}, {@code setoption name Hash|Threads|MultiPV|Move
 * Overhead|Clear Hash [value V]}, {@code ucinewgame}, {@code position startpos|fen FEN [moves M...]},
 * {@code go [wtime T] [btime T] [winc T] [binc T] [movestogo N] [depth D] [nodes N] [movetime T]
 * [infinite]}, {@code stop}, {@code ponderhit}, {@code quit}. While searching it prints {@code info} lines
 * (depth, seldepth, multipv, score cp|mate, nodes, nps, time, hashfull, pv) after every iteration, and
 * {@code bestmove} at the end; after {@code go infinite} only once {@code stop} arrives. Unknown commands
 * and malformed arguments are answered with an {@code info string} naming the problem and otherwise
 * ignored: the session never dies of its input. When the input ends without {@code quit}, a search with
 * limits finishes and answers first.
 *
 * <p>The game must offer {@link ProtocolNotation} (chess does). One session per input stream.
 */
public final class UciSession {

    /** The default of the {@code Move Overhead} option: milliseconds kept back from the clock for the GUI. */
    public static final int DEFAULT_MOVE_OVERHEAD_MILLIS = 30;

    private final Game game;
    private final String algorithm;
    private final PrintStream out;
    private final ExecutorService searcher;
    private int hashMiB = 16;
    private int threads = 1;
    private int multiPv = 1;
    private int moveOverheadMillis = DEFAULT_MOVE_OVERHEAD_MILLIS;
    private Search search;
    private GameState position;
    private Future<?> running;
    private volatile CountDownLatch stopped = new CountDownLatch(0);
    private boolean infiniteSearch;

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
        this.algorithm = algorithm;
        this.out = out;
        this.position = game.newState();
        this.search = Ply.search(game, spec());
        this.searcher = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "ply-uci-search");
            thread.setDaemon(true);
            return thread;
        });
    }

    private String spec() {
        String name = algorithm.contains(":") ? algorithm + "," : algorithm + ":";
        return name + "hash=" + hashMiB + ",threads=" + threads + ",multipv=" + multiPv;
    }

    /**
     * Reads and answers commands until {@code quit} or the end of the input.
     *
     * @param in the commands, one a line
     */
    public void run(BufferedReader in) {
        try {
            String line;
            while ((line = in.readLine()) != null) {
                if (!handle(line)) {
                    stopSearch();
                    return;
                }
            }
            // The input ended without 'quit' (a script piped into the engine): a search with limits is
            // allowed to finish and answer; an infinite one is stopped.
            finishSearch();
        } catch (IOException e) {
            send("info string input failed: " + e.getMessage());
        } finally {
            stopSearch();
            searcher.shutdownNow();
            search.close();
        }
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
        try {
            switch (words[0]) {
                case "uci" -> identify();
                case "debug", "register", "ponderhit" -> {
                    // Nothing to do: no debug output, no registration, no pondering.
                }
                case "isready" -> send("readyok");
                case "setoption" -> setOption(words);
                case "ucinewgame" -> {
                    stopSearch();
                    search.newGame();
                    position = game.newState();
                }
                case "position" -> {
                    stopSearch();
                    position = parsePosition(words);
                }
                case "go" -> go(words);
                case "stop" -> stopSearch();
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
        send("id name Ply " + algorithm);
        send("id author the Ply authors");
        send("option name Hash type spin default 16 min 1 max 8192");
        send("option name Threads type spin default 1 min 1 max 256");
        send("option name MultiPV type spin default 1 min 1 max 256");
        send("option name Move Overhead type spin default " + DEFAULT_MOVE_OVERHEAD_MILLIS + " min 0 max 5000");
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
        stopSearch();
        switch (name) {
            case "hash" -> hashMiB = spin("Hash", value, 1, 8192);
            case "threads" -> threads = spin("Threads", value, 1, 256);
            case "multipv" -> multiPv = spin("MultiPV", value, 1, 256);
            case "move overhead" -> {
                moveOverheadMillis = spin("Move Overhead", value, 0, 5000);
                return;
            }
            case "clear hash" -> {
                search.newGame();
                return;
            }
            default -> throw new InvalidInputException("unknown option '" + name + "'");
        }
        Search replacement = Ply.search(game, spec());
        search.close();
        search = replacement;
    }

    private static int spin(String name, String value, int min, int max) {
        try {
            int parsed = Integer.parseInt(value.trim());
            if (parsed >= min && parsed <= max) {
                return parsed;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new InvalidInputException("option " + name + " needs a whole number from " + min + " to " + max
                + ", not '" + value + "'");
    }

    private static int indexOf(String[] words, String word) {
        for (int i = 1; i < words.length; i++) {
            if (words[i].equals(word)) {
                return i;
            }
        }
        return -1;
    }

    /** Builds the position of a {@code position} command; the current one stays if the command is bad. */
    private GameState parsePosition(String[] words) {
        if (words.length < 2) {
            throw new InvalidInputException("position needs 'startpos' or 'fen FEN', then optionally 'moves ...'");
        }
        int movesAt = indexOf(words, "moves");
        int end = movesAt < 0 ? words.length : movesAt;
        GameState state;
        if (words[1].equals("startpos")) {
            state = game.newState();
        } else if (words[1].equals("fen")) {
            List<String> fields = new ArrayList<>(Arrays.asList(words).subList(2, end));
            // GUIs may leave out the move counters; FEN proper has six fields.
            if (fields.size() == 4) {
                fields.add("0");
                fields.add("1");
            }
            state = game.parseState(String.join(" ", fields));
        } else {
            throw new InvalidInputException("position needs 'startpos' or 'fen FEN', not '" + oneWord(words[1]) + "'");
        }
        if (movesAt >= 0) {
            for (int i = movesAt + 1; i < words.length; i++) {
                try {
                    state.play(((ProtocolNotation) state).parseProtocolMove(words[i]));
                } catch (InvalidInputException e) {
                    throw new InvalidInputException("position: move " + (i - movesAt) + " '" + oneWord(words[i])
                            + "': " + e.getMessage());
                }
            }
        }
        return state;
    }

    private void go(String[] words) {
        stopSearch();
        SearchLimits limits = SearchLimits.NONE;
        long whiteTime = 0;
        long blackTime = 0;
        long whiteIncrement = 0;
        long blackIncrement = 0;
        int movesToGo = 0;
        boolean infinite = false;
        for (int i = 1; i < words.length; i++) {
            String key = words[i];
            switch (key) {
                case "infinite" -> infinite = true;
                case "ponder" -> {
                    // Pondering is not offered; a 'go ponder' is searched as an ordinary 'go'.
                }
                case "wtime" -> whiteTime = number(words, ++i, key);
                case "btime" -> blackTime = number(words, ++i, key);
                case "winc" -> whiteIncrement = number(words, ++i, key);
                case "binc" -> blackIncrement = number(words, ++i, key);
                case "movestogo" -> movesToGo = (int) Math.min(number(words, ++i, key), 10_000);
                case "depth" -> limits = limits.withDepth((int) Math.min(Math.max(1, number(words, ++i, key)), 999));
                case "nodes" -> limits = limits.withNodes(Math.max(1, number(words, ++i, key)));
                case "movetime" -> limits = limits.withMoveTime(Math.max(1,
                        number(words, ++i, key) - moveOverheadMillis));
                case "mate" -> number(words, ++i, key);
                case "searchmoves" -> {
                    send("info string searchmoves is not supported; searching all moves");
                    while (i + 1 < words.length && !isGoKeyword(words[i + 1])) {
                        i++;
                    }
                }
                default -> send("info string go: unknown argument '" + oneWord(key) + "' ignored");
            }
        }
        boolean white = position.toMove() == 0;
        long timeLeft = white ? whiteTime : blackTime;
        if (timeLeft > 0) {
            limits = limits.withClock(Math.max(1, timeLeft - moveOverheadMillis), white ? whiteIncrement
                    : blackIncrement, movesToGo);
        }
        limits = limits.withInfinite(infinite);
        GameState root = position.copy();
        SearchLimits finalLimits = limits;
        boolean waitForStop = infinite;
        infiniteSearch = infinite;
        stopped = new CountDownLatch(1);
        CountDownLatch stopSignal = stopped;
        running = searcher.submit(() -> {
            SearchResult result;
            try {
                result = search.search(root, finalLimits, progress -> send(info(root, progress)));
            } catch (RuntimeException e) {
                send("info string search failed: " + e);
                result = null;
            }
            if (waitForStop) {
                // UCI: after 'go infinite' the best move is given only when the GUI says stop.
                try {
                    stopSignal.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            send(bestMove(root, result));
        });
    }

    private static boolean isGoKeyword(String word) {
        return List.of("wtime", "btime", "winc", "binc", "movestogo", "depth", "nodes", "movetime", "infinite",
                "mate", "ponder").contains(word);
    }

    private static long number(String[] words, int at, String key) {
        if (at >= words.length) {
            throw new InvalidInputException("go: '" + key + "' needs a number");
        }
        try {
            return Math.max(0, Long.parseLong(words[at]));
        } catch (NumberFormatException e) {
            throw new InvalidInputException("go: '" + key + "' needs a number, not '" + oneWord(words[at]) + "'");
        }
    }

    /** Waits for a running search with limits to end by itself; stops an infinite one. */
    private void finishSearch() {
        Future<?> current = running;
        if (current == null) {
            return;
        }
        if (stopped.getCount() == 0 || !infiniteSearch) {
            try {
                current.get();
            } catch (java.util.concurrent.ExecutionException e) {
                send("info string search failed: " + e.getCause());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            running = null;
        }
        stopSearch();
    }

    /** Stops a running search and waits until it has printed its best move. */
    private void stopSearch() {
        Future<?> current = running;
        if (current == null) {
            return;
        }
        stopped.countDown();
        while (!current.isDone()) {
            // A stop can arrive before the search thread has started its search, which forgets earlier
            // stops: keep asking until it is done.
            search.stop();
            try {
                current.get(10, TimeUnit.MILLISECONDS);
            } catch (java.util.concurrent.TimeoutException e) {
                // ask again
            } catch (java.util.concurrent.ExecutionException e) {
                break;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        running = null;
    }

    private String info(GameState root, SearchProgress progress) {
        StringBuilder line = new StringBuilder("info depth ").append(Math.max(1, progress.depth()))
                .append(" seldepth ").append(Math.max(progress.depth(), progress.selectiveDepth()));
        if (multiPv > 1) {
            line.append(" multipv ").append(progress.multiPv());
        }
        line.append(" score ").append(score(progress.score()))
                .append(" nodes ").append(progress.nodes())
                .append(" nps ").append(progress.nodesPerSecond())
                .append(" time ").append(progress.timeMillis())
                .append(" hashfull ").append(progress.hashfull());
        List<String> pv = protocolLine(root, progress.principalVariation());
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
        List<String> line = protocolLine(root, result.principalVariation());
        String best = ((ProtocolNotation) root).moveToProtocol(result.bestMove());
        if (line.size() >= 2 && line.get(0).equals(best)) {
            return "bestmove " + best + " ponder " + line.get(1);
        }
        return "bestmove " + best;
    }

    /** The moves of a line in protocol notation, as far as they are legal one after the other. */
    private static List<String> protocolLine(GameState root, List<Integer> moves) {
        GameState state = root.copy();
        int[] legal = new int[state.game().maxMoves()];
        List<String> text = new ArrayList<>(moves.size());
        for (int move : moves) {
            int count = state.legalMoves(legal);
            boolean found = false;
            for (int i = 0; i < count && !found; i++) {
                found = legal[i] == move;
            }
            if (!found) {
                break;
            }
            text.add(((ProtocolNotation) state).moveToProtocol(move));
            state.play(move);
        }
        return text;
    }

    private void send(String line) {
        synchronized (out) {
            out.println(line);
            out.flush();
        }
    }
}
