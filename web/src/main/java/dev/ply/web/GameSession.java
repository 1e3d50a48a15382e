package dev.ply.web;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.IllegalMoveException;
import dev.ply.core.InvalidInputException;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.agent.Clock;
import dev.ply.core.agent.GameRecord;
import dev.ply.core.agent.SearchAgent;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.TimeControl;
import dev.ply.core.capability.BoardView;
import dev.ply.core.capability.RecordNotation;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchProgress;
import dev.ply.core.search.SearchTracer;
import dev.ply.core.util.MoveLine;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One game in the browser: its record, its two players (a person clicking, or any agent specification) and the
 * pages watching it. When an agent is to move, it thinks on the server's pool and its progress goes to the pages
 * as it comes; a person's move arrives over HTTP and is checked against the rules. Thread-safe.
 */
final class GameSession {
    private static final Logger LOG = LoggerFactory.getLogger(GameSession.class);

    /** A player that is a person at the page. */
    static final String HUMAN = "human";

    private final String id;
    private final Game game;
    private final GameRecord record;
    private final String[] players;
    private final Agent[] agents = new Agent[2];
    private final ExecutorService pool;
    private final List<BiConsumer<String, Object>> watchers = new CopyOnWriteArrayList<>();
    private final long seed;
    private final java.util.SplittableRandom dice;
    /** Bumped by every change of the position, so that a search answering for an older one is ignored. */
    private int generation;
    private boolean thinking;
    private boolean closed;
    /** Bumped by every change a page shows; pages keep the newest view, as responses and events can cross. */
    private long version;
    private Map<String, Object> lastProgress;
    /** The score (player 0's view) an agent gave each of its moves, by ply; {@code null} for people's moves. */
    private final List<Integer> evaluations = new ArrayList<>();
    /** The clicks of each move played, by ply ({@code null} for chance outcomes). */
    private final List<int[]> moveClicks = new ArrayList<>();

    /** The clocks, when the game is timed: milliseconds left for each side, and when the side to move started. */
    private final TimeControl timeControl;
    private final long[] timeLeft = new long[2];
    private long turnStarted;
    /** Why the game ended off the board (a flag fell), or {@code null}. */
    private String endedOnTime;
    private final ScheduledExecutorService timer;

    GameSession(String id, Game game, GameState start, String first, String second, ExecutorService pool, long seed) {
        this(id, game, start, first, second, pool, seed, null, null);
    }

    GameSession(String id, Game game, GameState start, String first, String second, ExecutorService pool, long seed,
            TimeControl timeControl, ScheduledExecutorService timer) {
        this.id = id;
        this.timeControl = timeControl;
        this.timer = timer;
        if (timeControl != null) {
            timeLeft[0] = timeControl.baseMillis();
            timeLeft[1] = timeControl.baseMillis();
            turnStarted = System.nanoTime();
        }
        this.game = game;
        this.record = new GameRecord(start);
        this.players = new String[] {first, second};
        this.pool = pool;
        this.seed = seed;
        this.dice = new java.util.SplittableRandom(seed);
        try {
            for (int side = 0; side < 2; side++) {
                if (!players[side].equals(HUMAN)) {
                    int player = side;
                    agents[side] = Agents.create(game, players[side], progress -> progress(player, progress),
                            SearchLimits.ofMoveTime(1_000));
                    agents[side].newGame(record, seed + side);
                    if (agents[side] instanceof SearchAgent searching && players[side].startsWith("mcts")) {
                        searching.search().trace(new VisitShares(player));
                    }
                }
            }
        } catch (RuntimeException e) {
            closeAgents();
            throw e;
        }
    }

    String id() {
        return id;
    }

    Game game() {
        return game;
    }

    /** Adds a page that receives events ({@code state}, {@code progress}); returns how to remove it. */
    Runnable watch(BiConsumer<String, Object> watcher) {
        watchers.add(watcher);
        watcher.accept("state", view());
        return () -> watchers.remove(watcher);
    }

    int watchers() {
        return watchers.size();
    }

    private volatile long lastTouched = System.nanoTime();

    /** Notes that a request or a page has just used the game. */
    void touch() {
        lastTouched = System.nanoTime();
    }

    /** Milliseconds since the game was last used. */
    long idleMillis() {
        return (System.nanoTime() - lastTouched) / 1_000_000;
    }

    private void broadcast(String event, Object data) {
        for (BiConsumer<String, Object> watcher : watchers) {
            try {
                watcher.accept(event, data);
            } catch (RuntimeException e) {
                watchers.remove(watcher);
            }
        }
    }

    /**
     * Plays a person's move.
     *
     * @param text the move in the game's notation
     * @return the new view
     * @throws InvalidInputException a malformed or illegal move, or no person to move
     */
    synchronized Map<String, Object> play(String text) {
        GameState current = record.current();
        if (endedOnTime != null) {
            throw new IllegalMoveException("the game is over: " + endedOnTime);
        }
        if (current.isTerminal()) {
            throw new IllegalMoveException("the game is over: " + result(current));
        }
        int side = current.isChanceNode() ? -1 : current.toMove();
        if (side >= 0 && !players[side].equals(HUMAN)) {
            throw new IllegalMoveException(game.playerName(side) + " is played by " + players[side]
                    + ", not from the page");
        }
        int move = current.parseMove(text);
        if (!chargeClock(side)) {
            afterChange();
            return view();
        }
        playMove(move);
        evaluations.add(null);
        generation++;
        afterChange();
        return view();
    }

    /**
     * Takes back moves until a person is to move again (or the start).
     *
     * @return the new view
     * @throws InvalidInputException when there is nothing to take back
     */
    synchronized Map<String, Object> undo() {
        if (record.length() == 0) {
            throw new InvalidInputException("nothing to take back: no move has been played");
        }
        stopThinking();
        do {
            record.undo();
            moveClicks.remove(moveClicks.size() - 1);
            evaluations.remove(evaluations.size() - 1);
        } while (record.length() > 0 && !isHumanToMove());
        generation++;
        afterChange();
        return view();
    }

    /** Plays a move on the record, keeping its clicks for the page's last-move highlight. */
    private void playMove(int move) {
        GameState current = record.current();
        moveClicks.add(current.isChanceNode() ? null : current instanceof BoardView board ? board.clicks(move)
                : new int[0]);
        record.play(move);
    }

    private boolean isHumanToMove() {
        GameState current = record.current();
        return !current.isChanceNode() && players[current.toMove()].equals(HUMAN);
    }

    /**
     * Charges the side that moved for the time it took, with the increment; ends the game if its flag fell.
     *
     * @param side the side that moved, or -1 for a chance event
     * @return {@code false} when the flag fell: the move does not count
     */
    private boolean chargeClock(int side) {
        if (timeControl == null || side < 0) {
            return true;
        }
        long now = System.nanoTime();
        timeLeft[side] -= (now - turnStarted) / 1_000_000;
        turnStarted = now;
        if (timeLeft[side] < 0) {
            timeLeft[side] = 0;
            endedOnTime = game.playerName(side) + " lost on time";
            generation++;
            return false;
        }
        timeLeft[side] += timeControl.incrementMillis();
        return true;
    }

    /** Watches the clock of the side to move, to end the game when its flag falls while it thinks. */
    private void watchFlag() {
        GameState current = record.current();
        if (timeControl == null || timer == null || current.isTerminal() || current.isChanceNode()) {
            return;
        }
        int side = current.toMove();
        int watched = generation;
        long left = timeLeft[side] - (System.nanoTime() - turnStarted) / 1_000_000;
        timer.schedule(() -> {
            synchronized (this) {
                if (watched == generation && endedOnTime == null && !closed) {
                    chargeClock(side);
                    if (endedOnTime != null) {
                        stopThinking();
                        afterChange();
                    }
                }
            }
        }, Math.max(0, left) + 1, TimeUnit.MILLISECONDS);
    }

    /** Starts the agent to move, if any. Called with the lock held. */
    synchronized void afterChange() {
        version++;
        broadcast("state", view());
        GameState current = record.current();
        if (closed || thinking || current.isTerminal() || endedOnTime != null) {
            return;
        }
        watchFlag();
        if (current.isChanceNode()) {
            // The dice are rolled here, with their probabilities, as the arena rolls them.
            int[] outcomes = new int[game.maxMoves()];
            playMove(Arena.sample(current, dice, outcomes, new double[outcomes.length]));
            evaluations.add(null);
            generation++;
            afterChange();
            return;
        }
        int side = current.toMove();
        Agent agent = agents[side];
        if (agent == null) {
            return;
        }
        thinking = true;
        version++;
        int started = generation;
        lastProgress = null;
        broadcast("state", view());
        pool.submit(() -> think(agent, started));
    }

    private void think(Agent agent, int started) {
        int move;
        Clock clock;
        synchronized (this) {
            GameState current = record.current();
            int side = current.isChanceNode() ? -1 : current.toMove();
            clock = timeControl == null || side < 0 ? Clock.UNTIMED : new Clock(timeLeft[side]
                    - (System.nanoTime() - turnStarted) / 1_000_000, timeControl.incrementMillis(), 0,
                    timeLeft[1 - side]);
        }
        try {
            move = agent.chooseMove(record, clock);
        } catch (RuntimeException e) {
            synchronized (this) {
                if (!(e instanceof InvalidInputException)) { // a bug: its trace goes to the server's log
                    LOG.error("{} failed at {}", agent.name(), record.current().notation(), e);
                }
                thinking = false;
                version++;
                broadcast("error", Map.of("error", agent.name() + " failed: " + firstLine(e)));
                broadcast("state", view());
            }
            return;
        }
        synchronized (this) {
            thinking = false;
            if (closed || started != generation) {
                afterChange();
                return;
            }
            Map<String, Object> progress = lastProgress;
            Integer score = progress == null ? null : (Integer) progress.get("score");
            int mover = record.current().isChanceNode() ? -1 : record.current().toMove();
            if (!chargeClock(mover)) {
                afterChange();
                return;
            }
            evaluations.add(score == null || mover < 0 ? null : mover == 0 ? score : -score);
            playMove(move);
            generation++;
            afterChange();
        }
    }

    private void progress(int player, SearchProgress progress) {
        GameState root;
        synchronized (this) {
            root = record.current();
        }
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("player", player);
        data.put("depth", progress.depth());
        data.put("score", progress.score());
        data.put("nodes", progress.nodes());
        data.put("nps", progress.nodesPerSecond());
        data.put("pv", MoveLine.notation(root, progress.principalVariation()));
        if (root instanceof BoardView) {
            data.put("pvClicks", lineClicks(root, progress.principalVariation(), 2));
        }
        lastProgress = data;
        broadcast("progress", data);
    }

    /**
     * Reports an MCTS search's root visit shares for the heat map, at most every {@value #REPORT_MILLIS} ms: a
     * search of millions of iterations would otherwise flood the page with thousands of redraws a second and starve
     * the browser (and the machine's cores) it reports to.
     */
    private final class VisitShares implements SearchTracer {
        private static final long REPORT_MILLIS = 200;
        private final int player;
        private long lastReport = System.nanoTime() - TimeUnit.MILLISECONDS.toNanos(REPORT_MILLIS);

        VisitShares(int player) {
            this.player = player;
        }

        @Override
        public synchronized boolean wantsRootStatistics(long iterations) { // workers ask in parallel
            if (iterations % 500 != 0) {
                return false;
            }
            long now = System.nanoTime();
            if (now - lastReport < TimeUnit.MILLISECONDS.toNanos(REPORT_MILLIS)) {
                return false;
            }
            lastReport = now;
            return true;
        }

        @Override
        public void rootStatistics(long iterations, List<NodeStatistics> children) {
            GameState root;
            synchronized (GameSession.this) {
                root = record.current();
            }
            long total = children.stream().mapToLong(NodeStatistics::visits).sum();
            List<Map<String, Object>> shares = new ArrayList<>();
            for (NodeStatistics child : children) {
                Map<String, Object> share = new LinkedHashMap<>();
                share.put("move", root.moveToString(child.move()));
                int[] clicks = root instanceof BoardView view ? view.clicks(child.move()) : new int[0];
                if (clicks.length > 0) { // a move with no clicks (Go's pass) has no cell to shade
                    share.put("cell", clicks[clicks.length - 1]);
                }
                share.put("share", total == 0 ? 0 : (double) child.visits() / total);
                share.put("mean", child.mean());
                if (!Double.isNaN(child.prior())) {
                    share.put("prior", child.prior()); // the network's, under mcts:az
                }
                shares.add(share);
            }
            broadcast("visits", Map.of("player", player, "iterations", iterations, "moves", shares));
        }
    }

    /**
     * The clicks of the first moves of a line, for arrows on the board; the arrows stop before the first move that
     * is not a click on the board (Go's pass).
     */
    private static List<int[]> lineClicks(GameState root, List<Integer> moves, int most) {
        List<int[]> clicks = MoveLine.map(root, moves, (state, move) -> ((BoardView) state).clicks(move));
        int drawn = 0;
        while (drawn < Math.min(most, clicks.size()) && clicks.get(drawn).length > 0) {
            drawn++;
        }
        return clicks.subList(0, drawn);
    }


    /** What a page draws: the position, the board, the legal moves as clicks, the move list, the result. */
    synchronized Map<String, Object> view() {
        GameState current = record.current();
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("id", id);
        view.put("version", version);
        view.put("game", game.id());
        view.put("position", current.notation());
        view.put("players", List.of(players[0], players[1]));
        view.put("playerNames", List.of(game.playerName(0), game.playerName(1)));
        view.put("toMove", current.isTerminal() ? -1 : current.toMove());
        view.put("chance", current.isChanceNode());
        view.put("thinking", thinking);
        view.put("history", List.copyOf(record.moveNotations())); // a copy: the live list changes as agents move
        view.put("evaluations", new ArrayList<>(evaluations));
        view.put("result", endedOnTime != null ? endedOnTime : current.isTerminal() ? result(current) : null);
        if (timeControl != null) {
            long elapsed = (System.nanoTime() - turnStarted) / 1_000_000;
            int running = endedOnTime != null || current.isTerminal() || current.isChanceNode() ? -1 : current.toMove();
            view.put("clocks", List.of(Math.max(0, timeLeft[0] - (running == 0 ? elapsed : 0)),
                    Math.max(0, timeLeft[1] - (running == 1 ? elapsed : 0))));
            view.put("clockRunning", running);
        }
        view.put("text", current.toString());
        if (current instanceof BoardView board) {
            view.put("board", BoardDrawing.of(board, lastClicks(moveClicks.size())));
        }
        // Chess's and checkers' records number a move of each side together (1. e4 e5); other games by ply.
        view.put("numbering", game instanceof RecordNotation notation && List.of("PGN", "PDN").contains(
                notation.recordFormat()) ? "pairs" : "plies");
        view.put("firstMover", record.start().isChanceNode() ? 0 : record.start().toMove());
        List<Map<String, Object>> moves = new ArrayList<>();
        if (!current.isTerminal()) {
            int[] legal = new int[game.maxMoves()];
            int count = current.legalMoves(legal);
            for (int i = 0; i < count; i++) {
                Map<String, Object> move = new LinkedHashMap<>();
                move.put("text", current.moveToString(legal[i]));
                if (current instanceof BoardView board && !current.isChanceNode()) {
                    move.put("clicks", board.clicks(legal[i]));
                    String option = board.option(legal[i]);
                    if (option != null) {
                        move.put("option", option);
                    }
                }
                moves.add(move);
            }
        }
        view.put("moves", moves);
        view.put("humanToMove", endedOnTime == null && !current.isTerminal() && !current.isChanceNode()
                && players[current.toMove()].equals(HUMAN));
        return view;
    }

    /** The clicks of the last move (not a chance outcome) among the first {@code plies}; none after a pass. */
    private int[] lastClicks(int plies) {
        for (int ply = plies - 1; ply >= 0; ply--) {
            if (moveClicks.get(ply) != null) {
                return moveClicks.get(ply);
            }
        }
        return null;
    }

    /**
     * The position after the first {@code ply} moves of the game, for the page to show while the game goes on.
     *
     * @param ply from 0 (the start) to the number of moves played
     * @return the position's notation, the move that led to it and its board
     * @throws InvalidInputException when there is no such ply
     */
    synchronized Map<String, Object> positionAt(int ply) {
        if (ply < 0 || ply > record.length()) {
            throw new InvalidInputException("no ply " + ply + ": the game has " + record.length() + " moves");
        }
        GameState state = record.start();
        for (int i = 0; i < ply; i++) {
            state.play(record.moves().get(i));
        }
        Map<String, Object> position = new LinkedHashMap<>();
        position.put("ply", ply);
        position.put("position", state.notation());
        position.put("move", ply == 0 ? null : record.moveNotations().get(ply - 1));
        if (state instanceof BoardView board) {
            position.put("board", BoardDrawing.of(board, lastClicks(ply)));
        }
        return position;
    }

    /**
     * The game as a record: PGN, PDN or whatever the game's {@link RecordNotation} writes, else the move list.
     *
     * @return the format's name, its file extension and the text
     */
    synchronized Map<String, String> export() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Ply in the browser");
        tags.put(game.playerName(0), players[0]);
        tags.put(game.playerName(1), players[1]);
        if (game instanceof RecordNotation notation) {
            return Map.of("format", notation.recordFormat(), "extension", notation.recordExtension(), "text",
                    notation.writeRecord(record, tags));
        }
        StringBuilder text = new StringBuilder("start ").append(record.startNotation()).append('\n');
        List<String> moves = record.moveNotations();
        for (int i = 0; i < moves.size(); i++) {
            text.append(i % 2 == 0 ? (i / 2 + 1) + ". " : "").append(moves.get(i)).append(i % 2 == 0 ? " " : "\n");
        }
        GameState current = record.current();
        text.append(current.isTerminal() ? (moves.size() % 2 == 1 ? "\n" : "") + result(current) + "\n" : "");
        return Map.of("format", "moves", "extension", "txt", "text", text.toString());
    }

    private String result(GameState state) {
        int outcome = state.outcome(0);
        return outcome > 0 ? game.playerName(0) + " wins" : outcome < 0 ? game.playerName(1) + " wins" : "draw";
    }

    private void stopThinking() {
        generation++;
        for (Agent agent : agents) {
            if (agent instanceof SearchAgent searching) {
                searching.search().stop();
            }
        }
    }

    /** Stops any search and releases the agents: the page went away or a new game began. */
    synchronized void close() {
        closed = true;
        stopThinking();
        closeAgents();
        watchers.clear();
    }

    synchronized boolean isThinking() {
        return thinking;
    }

    private void closeAgents() {
        for (int i = 0; i < 2; i++) {
            if (agents[i] != null) {
                Agent agent = agents[i];
                agents[i] = null;
                pool.submit(agent::close);
            }
        }
    }

    static String firstLine(RuntimeException e) {
        String message = e.getMessage() == null ? e.toString() : e.getMessage();
        return message.lines().findFirst().orElse(message);
    }
}
