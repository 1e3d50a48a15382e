package dev.ply.web;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.IllegalMoveException;
import dev.ply.core.InvalidInputException;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Clock;
import dev.ply.core.agent.GameRecord;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.TimeControl;
import dev.ply.core.capability.BoardView;
import dev.ply.core.capability.RecordNotation;
import dev.ply.core.search.SearchProgress;
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
    private final AgentSeats agents;
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
    private SessionViews.Progress lastProgress;
    /** The score (player 0's view) an agent gave each of its moves, by ply; {@code null} for people's moves. */
    private final List<Integer> evaluations = new ArrayList<>();
    /** The clicks of each move played, by ply ({@code null} for chance outcomes). */
    private final List<int[]> moveClicks = new ArrayList<>();

    /** The clocks, when the game is timed; {@code null} otherwise. */
    private final GameClocks clocks;
    /** Why the game ended off the board (a flag fell), or {@code null}. */
    private String endedOnTime;
    private final ScheduledExecutorService timer;

    GameSession(String id, Game game, GameState start, String first, String second, ExecutorService pool, long seed) {
        this(id, game, start, first, second, pool, seed, null, null);
    }

    GameSession(String id, Game game, GameState start, String first, String second, ExecutorService pool, long seed,
            TimeControl timeControl, ScheduledExecutorService timer) {
        this.id = id;
        this.clocks = timeControl == null ? null : new GameClocks(timeControl);
        this.timer = timer;
        this.game = game;
        this.record = new GameRecord(start);
        this.players = new String[] {first, second};
        this.pool = pool;
        this.seed = seed;
        this.dice = new java.util.SplittableRandom(seed);
        this.agents = new AgentSeats(game, players, HUMAN, record, seed, pool, this::progress,
                player -> new VisitShares(player, this::currentPosition, this::broadcast));
    }

    private synchronized GameState currentPosition() {
        return record.current();
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
    synchronized SessionViews.View play(String text) {
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
    synchronized SessionViews.View undo() {
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
        if (clocks == null || side < 0 || clocks.charge(side)) {
            return true;
        }
        endedOnTime = game.playerName(side) + " lost on time";
        generation++;
        return false;
    }

    /** Watches the clock of the side to move, to end the game when its flag falls while it thinks. */
    private void watchFlag() {
        GameState current = record.current();
        if (clocks == null || timer == null || current.isTerminal() || current.isChanceNode()) {
            return;
        }
        int side = current.toMove();
        int watched = generation;
        long left = clocks.remaining(side, side);
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
        Agent agent = agents.at(side);
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
            clock = clocks == null || side < 0 ? Clock.UNTIMED : clocks.clockFor(side);
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
                broadcast("error", new SessionViews.Failure(agent.name() + " failed: " + firstLine(e)));
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
            SessionViews.Progress progress = lastProgress;
            Integer score = progress == null ? null : progress.score();
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
        SessionViews.Progress data = new SessionViews.Progress(player, progress.depth(), progress.score(),
                progress.nodes(), progress.nodesPerSecond(), MoveLine.notation(root, progress.principalVariation()),
                root instanceof BoardView ? lineClicks(root, progress.principalVariation(), 2) : null);
        lastProgress = data;
        broadcast("progress", data);
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
    synchronized SessionViews.View view() {
        GameState current = record.current();
        int running = clocks == null || endedOnTime != null || current.isTerminal() || current.isChanceNode() ? -1
                : current.toMove();
        List<SessionViews.Move> moves = new ArrayList<>();
        if (!current.isTerminal()) {
            int[] legal = new int[game.maxMoves()];
            int count = current.legalMoves(legal);
            for (int i = 0; i < count; i++) {
                boolean clicked = current instanceof BoardView && !current.isChanceNode();
                moves.add(new SessionViews.Move(current.moveToString(legal[i]),
                        clicked ? ((BoardView) current).clicks(legal[i]) : null,
                        clicked ? ((BoardView) current).option(legal[i]) : null));
            }
        }
        return new SessionViews.View(id, version, game.id(), current.notation(), List.of(players[0], players[1]),
                List.of(game.playerName(0), game.playerName(1)), current.isTerminal() ? -1 : current.toMove(),
                current.isChanceNode(), thinking,
                List.copyOf(record.moveNotations()), // a copy: the live list changes as agents move
                new ArrayList<>(evaluations),
                endedOnTime != null ? endedOnTime : current.isTerminal() ? result(current) : null,
                clocks == null ? null : clocks.shown(running), clocks == null ? null : running,
                current.toString(),
                current instanceof BoardView board ? BoardDrawing.of(board, lastClicks(moveClicks.size())) : null,
                // Chess's and checkers' records number a move of each side together (1. e4 e5); others by ply.
                game instanceof RecordNotation notation && List.of("PGN", "PDN").contains(notation.recordFormat())
                        ? "pairs" : "plies",
                record.start().isChanceNode() ? 0 : record.start().toMove(), moves,
                endedOnTime == null && !current.isTerminal() && !current.isChanceNode()
                        && players[current.toMove()].equals(HUMAN));
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
    synchronized SessionViews.Position positionAt(int ply) {
        if (ply < 0 || ply > record.length()) {
            throw new InvalidInputException("no ply " + ply + ": the game has " + record.length() + " moves");
        }
        GameState state = record.start();
        for (int i = 0; i < ply; i++) {
            state.play(record.moves().get(i));
        }
        return new SessionViews.Position(ply, state.notation(), ply == 0 ? null : record.moveNotations().get(ply - 1),
                state instanceof BoardView board ? BoardDrawing.of(board, lastClicks(ply)) : null);
    }

    /**
     * The game as a record: PGN, PDN or whatever the game's {@link RecordNotation} writes, else the move list.
     *
     * @return the format's name, its file extension and the text
     */
    synchronized SessionViews.Export export() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Ply in the browser");
        tags.put(game.playerName(0), players[0]);
        tags.put(game.playerName(1), players[1]);
        if (game instanceof RecordNotation notation) {
            return new SessionViews.Export(notation.recordFormat(), notation.recordExtension(),
                    notation.writeRecord(record, tags));
        }
        StringBuilder text = new StringBuilder("start ").append(record.startNotation()).append('\n');
        List<String> moves = record.moveNotations();
        for (int i = 0; i < moves.size(); i++) {
            text.append(i % 2 == 0 ? (i / 2 + 1) + ". " : "").append(moves.get(i)).append(i % 2 == 0 ? " " : "\n");
        }
        GameState current = record.current();
        text.append(current.isTerminal() ? (moves.size() % 2 == 1 ? "\n" : "") + result(current) + "\n" : "");
        return new SessionViews.Export("moves", "txt", text.toString());
    }

    private String result(GameState state) {
        int outcome = state.outcome(0);
        return outcome > 0 ? game.playerName(0) + " wins" : outcome < 0 ? game.playerName(1) + " wins" : "draw";
    }

    private void stopThinking() {
        generation++;
        agents.stop();
    }

    /** Stops any search and releases the agents: the page went away or a new game began. */
    synchronized void close() {
        closed = true;
        stopThinking();
        agents.close();
        watchers.clear();
    }

    synchronized boolean isThinking() {
        return thinking;
    }

    static String firstLine(RuntimeException e) {
        String message = e.getMessage() == null ? e.toString() : e.getMessage();
        return message.lines().findFirst().orElse(message);
    }
}
