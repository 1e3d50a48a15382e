package dev.ply.web;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InputNumbers;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.UnknownNameException;
import dev.ply.core.agent.SearchSpecification;
import dev.ply.core.arena.TimeControl;
import dev.ply.core.capability.BoardView;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.core.util.MoveLine;
import dev.ply.trace.JsonTrace;
import dev.ply.trace.Trace;
import dev.ply.trace.TraceRecorder;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Ply in the browser: a local web application served by Javalin (on Jetty), a thin adapter over the library
 * calls the CLI makes. The page ({@code /}) plays any game with a {@link BoardView} between people and agents,
 * shows the agents' thinking live (server-sent events), and steps through search traces.
 *
 * <p>The API (JSON; errors are {@code {"error": "one line"}} with a 4xx status):
 * <ul>
 *   <li>{@code GET /api/games}: the registered games, and whether each has a board view.</li>
 *   <li>{@code POST /api/sessions} {@code {"game", "position"?, "players": [first, second], "timeControl"?}}: a
 *       new game; players are {@code human} or agent specifications ({@code alphabeta:time=1s},
 *       {@code mcts:iterations=5000}); a time control such as {@code 60+1} (seconds, increment) starts clocks.</li>
 *   <li>{@code GET /api/sessions/{id}}: its view; {@code POST /api/sessions/{id}/moves} {@code {"move"}}: a
 *       person's move; {@code POST /api/sessions/{id}/undo}; {@code DELETE /api/sessions/{id}}.</li>
 *   <li>{@code GET /api/sessions/{id}/events}: server-sent events {@code state}, {@code progress}, {@code visits},
 *       {@code error}. When a session's last page goes away, its searches stop and it is closed.</li>
 *   <li>{@code GET /api/trace?game&position&algorithm&at&max}: a search's trace as {@link JsonTrace} writes it.</li>
 * </ul>
 *
 * <p>Listens on loopback unless told otherwise. Several tabs are served at once, each with sessions of its own.
 */
public final class WebServer implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(WebServer.class);
    private static final Gson GSON = new GsonBuilder().serializeNulls().disableHtmlEscaping().create();
    private static final int MAX_SESSIONS = 64;

    private final Map<String, GameSession> sessions = new ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();
    private final ExecutorService pool = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "ply-web-agent");
        thread.setDaemon(true);
        return thread;
    });
    private final ScheduledExecutorService clocks = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "ply-web-clocks");
        thread.setDaemon(true);
        return thread;
    });
    private final Javalin app;

    private WebServer(String host, int port) {
        app = Javalin.create(config -> {
            config.staticFiles.add("/dev/ply/web/static", Location.CLASSPATH);
            config.startup.showJavalinBanner = false;
            config.routes.get("/api/games", this::games);
            config.routes.post("/api/sessions", this::newSession);
            config.routes.get("/api/sessions/{id}", ctx -> json(ctx, 200, session(ctx).view()));
            config.routes.post("/api/sessions/{id}/moves", this::move);
            config.routes.post("/api/sessions/{id}/undo", ctx -> json(ctx, 200, session(ctx).undo()));
            config.routes.delete("/api/sessions/{id}", this::closeSession);
            config.routes.get("/api/sessions/{id}/export", ctx -> json(ctx, 200, session(ctx).export()));
            config.routes.get("/api/analyze", this::analyze);
            config.routes.sse("/api/sessions/{id}/events", client -> {
                GameSession session = sessions.get(client.ctx().pathParam("id"));
                if (session == null) {
                    client.sendEvent("error", GSON.toJson(Map.of("error", "no such game")));
                    client.close();
                    return;
                }
                client.keepAlive();
                // Events come from the search thread and from requests at once; one at a time on the stream.
                Runnable stop = session.watch((event, data) -> {
                    synchronized (client) {
                        if (client.terminated()) {
                            throw new IllegalStateException("the page has gone");
                        }
                        client.sendEvent(event, GSON.toJson(data));
                    }
                });
                client.onClose(() -> {
                    stop.run();
                    if (session.watchers() == 0) {
                        // The page went away: stop its searches rather than let them run on.
                        session.close();
                        sessions.remove(session.id());
                    }
                });
            });
            config.routes.get("/api/trace", this::trace);
            config.routes.exception(NotFound.class, (e, ctx) -> json(ctx, 404, Map.of("error", e.getMessage())));
            config.routes.exception(InvalidInputException.class, (e, ctx) -> json(ctx,
                    e instanceof UnknownNameException ? 404 : 400, Map.of("error", GameSession.firstLine(e))));
            config.routes.exception(JsonParseException.class, (e, ctx) -> json(ctx, 400,
                    Map.of("error", "the request body is not JSON")));
            config.routes.exception(UnsupportedOperationException.class, (e, ctx) -> json(ctx, 400,
                    Map.of("error", GameSession.firstLine(e))));
        });
        app.start(host, port);
    }

    /**
     * Starts a server.
     *
     * @param host the address to listen on ({@code 127.0.0.1} for this machine only)
     * @param port the port; 0 for a free one
     * @return the running server
     */
    public static WebServer start(String host, int port) {
        return new WebServer(host, port);
    }

    /**
     * The port the server listens on.
     *
     * @return the port
     */
    public int port() {
        return app.port();
    }

    /**
     * The number of games being played, for tests and logs.
     *
     * @return open sessions
     */
    public int sessions() {
        return sessions.size();
    }

    /**
     * Whether an agent of any session is thinking.
     *
     * @return {@code true} while a search runs
     */
    public boolean anyThinking() {
        return sessions.values().stream().anyMatch(GameSession::isThinking);
    }

    /** Stops every search and the server. */
    @Override
    public void close() {
        sessions.values().forEach(GameSession::close);
        sessions.clear();
        app.stop();
        pool.shutdownNow();
        clocks.shutdownNow();
    }

    /** A missing session or resource: 404. */
    private static final class NotFound extends RuntimeException {
        private static final long serialVersionUID = 1L;

        NotFound(String message) {
            super(message);
        }
    }

    private static void json(Context ctx, int status, Object body) {
        ctx.status(status).contentType("application/json").result(GSON.toJson(body));
    }

    private static JsonObject body(Context ctx) {
        String text = ctx.body();
        if (text == null || text.isBlank()) {
            throw new InvalidInputException("the request needs a JSON body");
        }
        var element = JsonParser.parseString(text);
        if (!element.isJsonObject()) {
            throw new InvalidInputException("the request body must be a JSON object");
        }
        return element.getAsJsonObject();
    }

    private static String string(JsonObject body, String name, String otherwise) {
        if (!body.has(name) || body.get(name).isJsonNull()) {
            if (otherwise == null) {
                throw new InvalidInputException("the request needs '" + name + "'");
            }
            return otherwise;
        }
        if (!body.get(name).isJsonPrimitive()) {
            throw new InvalidInputException("'" + name + "' must be a string");
        }
        return body.get(name).getAsString();
    }

    private GameSession session(Context ctx) {
        GameSession session = sessions.get(ctx.pathParam("id"));
        if (session == null) {
            throw new NotFound("no game " + ctx.pathParam("id") + " (it ended when its page closed)");
        }
        return session;
    }

    private void games(Context ctx) {
        List<Map<String, Object>> games = new ArrayList<>();
        for (Game game : Ply.games().all()) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("id", game.id());
            entry.put("name", game.displayName());
            entry.put("board", game.newState() instanceof BoardView);
            entry.put("start", game.newState().notation());
            games.add(entry);
        }
        json(ctx, 200, games);
    }

    private void newSession(Context ctx) {
        JsonObject body = body(ctx);
        Game registered = Ply.game(string(body, "game", null));
        String position = string(body, "position", "");
        GameState start = position.isBlank() ? registered.newState() : registered.parseStateLeniently(position,
                repair -> { });
        String first = GameSession.HUMAN;
        String second = "alphabeta:time=1s";
        if (body.has("players")) {
            if (!body.get("players").isJsonArray() || body.getAsJsonArray("players").size() != 2) {
                throw new InvalidInputException("'players' is a list of two: [\"human\", \"alphabeta:time=1s\"]");
            }
            first = body.getAsJsonArray("players").get(0).getAsString().strip();
            second = body.getAsJsonArray("players").get(1).getAsString().strip();
        }
        if (sessions.size() >= MAX_SESSIONS) {
            throw new InvalidInputException("too many games open (" + MAX_SESSIONS + "); close some tabs");
        }
        String clock = string(body, "timeControl", "");
        TimeControl timeControl = clock.isBlank() ? null : TimeControl.parse(clock);
        String id = Long.toString(ids.incrementAndGet());
        GameSession session = new GameSession(id, start.game(), start, first, second, pool, ids.get(), timeControl,
                clocks);
        sessions.put(id, session);
        LOG.debug("game {}: {} {} vs {}", id, start.game().id(), first, second);
        session.afterChange();
        json(ctx, 201, session.view());
    }

    private void move(Context ctx) {
        GameSession session = session(ctx);
        json(ctx, 200, session.play(string(body(ctx), "move", null)));
    }

    private void closeSession(Context ctx) {
        GameSession session = session(ctx);
        session.close();
        sessions.remove(session.id());
        ctx.status(204);
    }

    /** The position a request names: {@code game} and {@code position} (the initial one when empty). */
    private static GameState position(Context ctx) {
        String gameId = ctx.queryParam("game");
        if (gameId == null || gameId.isBlank()) {
            throw new InvalidInputException("the request needs 'game'");
        }
        Game registered = Ply.game(gameId);
        String position = ctx.queryParam("position");
        return position == null || position.isBlank() ? registered.newState()
                : registered.parseStateLeniently(position, repair -> { });
    }

    private void analyze(Context ctx) {
        GameState state = position(ctx);
        Game game = state.game();
        if (state.isTerminal()) {
            throw new InvalidInputException("the game is over in this position: there is nothing to search");
        }
        String algorithm = ctx.queryParam("algorithm");
        SearchSpecification spec = SearchSpecification.parse(algorithm == null || algorithm.isBlank()
                ? (game.hasChanceNodes() ? "expectimax" : "alphabeta") : algorithm);
        SearchLimits limits = spec.limits();
        if (limits.depth() == 0 && limits.nodes() == 0 && limits.iterations() == 0 && !limits.isTimed()) {
            limits = limits.withMoveTime(1_000);
        }
        SearchResult result;
        try (Search search = Ply.search(game, spec.search())) {
            result = search.search(state, limits);
        }
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("position", state.notation());
        answer.put("algorithm", spec.search());
        answer.put("bestMove", result.bestMove() < 0 ? null : state.moveToString(result.bestMove()));
        answer.put("score", result.score());
        answer.put("pv", MoveLine.notation(state, result.principalVariation()));
        answer.put("depth", result.depth());
        answer.put("nodes", result.nodes());
        answer.put("timeMillis", result.timeMillis());
        Map<String, Object> statistics = new LinkedHashMap<>();
        result.statistics().forEach(statistics::put);
        answer.put("statistics", statistics);
        List<Map<String, Object>> rootMoves = new ArrayList<>();
        for (var move : result.rootMoves()) {
            rootMoves.add(Map.of("move", state.moveToString(move.move()), "visits", move.visits(), "value",
                    move.value()));
        }
        answer.put("rootMoves", rootMoves);
        json(ctx, 200, answer);
    }

    private void trace(Context ctx) {
        GameState state = position(ctx);
        Game game = state.game();
        String algorithm = ctx.queryParam("algorithm");
        SearchSpecification spec = SearchSpecification.parse(algorithm == null || algorithm.isBlank()
                ? (game.hasChanceNodes() ? "expectimax:plain" : "alphabeta:plain") : algorithm);
        int maxEvents = ctx.queryParam("max") == null ? 2_000
                : (int) InputNumbers.parseLong(ctx.queryParam("max"), "max", 1, 20_000);
        List<Long> checkpoints = new ArrayList<>();
        String at = ctx.queryParam("at");
        if (at != null && !at.isBlank()) {
            for (String item : at.split(",")) {
                checkpoints.add(InputNumbers.parseLong(item.strip(), "at", 1, 1_000_000));
            }
        }
        boolean monteCarlo = spec.search().startsWith("mcts");
        SearchLimits limits = spec.limits();
        if (monteCarlo && limits.iterations() == 0 && !limits.isTimed()) {
            limits = limits.withIterations(checkpoints.isEmpty() ? 1_000
                    : checkpoints.stream().mapToLong(Long::longValue).max().getAsLong());
        } else if (!monteCarlo && limits.depth() == 0 && !limits.isTimed() && !game.id().equals("tree")) {
            limits = limits.withDepth(3);
        }
        // A Monte Carlo trace keeps every iteration up to its last checkpoint (at most 2,000), to be stepped through.
        int detail = monteCarlo ? (int) Math.min(2_000, Math.max(limits.iterations(), 50)) : 0;
        TraceRecorder recorder = TraceRecorder.builder(state).maxEvents(Math.max(maxEvents, detail))
                .checkpoints(checkpoints).iterationDetail(detail).visitDepth(3).build();
        SearchResult result;
        try (Search search = Ply.search(game, spec.search())) {
            search.trace(recorder);
            result = search.search(state, limits);
        }
        Trace trace = recorder.finish(spec.search(), result);
        ctx.status(200).contentType("application/json").result(JsonTrace.render(trace));
    }
}
