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
import dev.ply.engine.EnginePrograms;
import dev.ply.trace.JsonTrace;
import dev.ply.trace.Trace;
import dev.ply.trace.TraceRecorder;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import io.javalin.http.staticfiles.Location;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
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
 *       person's move; {@code POST /api/sessions/{id}/undo}; {@code DELETE /api/sessions/{id}};
 *       {@code GET /api/sessions/{id}/export}: the game's record (PGN, PDN, SGF or the move list);
 *       {@code GET /api/sessions/{id}/positions/{ply}}: the board after the first {@code ply} moves.</li>
 *   <li>{@code GET /api/sessions/{id}/events}: server-sent events {@code state}, {@code progress}, {@code visits},
 *       {@code error}. When a session's last page goes away, its searches stop and it is closed.</li>
 *   <li>{@code GET /api/trace?game&position&algorithm&at&max}: a search's trace as {@link JsonTrace} writes it.</li>
 * </ul>
 *
 * <p>Listens on loopback unless told otherwise. Several tabs are served at once, each with sessions of its own.
 *
 * <p>No stranger's word starts a program: the server restricts its process to the engines its operator lists
 * ({@link EnginePrograms}), so an agent specification names one of those ({@code uci:stockfish}) and never a path.
 * Every request must come to a host name of this server (a literal address, {@code localhost}, or a name the
 * operator allows), which defeats DNS rebinding; a request that carries another origin's {@code Origin} is
 * refused (403), so another site's page cannot drive the API; and a {@code POST} must be {@code application/json}
 * (415 otherwise), which a cross-site form cannot send without the browser asking first. Session ids are random
 * (128 bits), so one page cannot reach another's game.
 */
public final class WebServer implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(WebServer.class);
    private static final Gson GSON = new GsonBuilder().serializeNulls().disableHtmlEscaping().create();
    private static final int MAX_SESSIONS = 64;

    private static final Pattern IPV4 = Pattern.compile("[0-9]{1,3}(\\.[0-9]{1,3}){3}");

    private final Map<String, GameSession> sessions = new ConcurrentHashMap<>();
    private final SecureRandom ids = new SecureRandom();
    private final Set<String> hostNames;
    private final SearchCaps caps;
    /** Searches that requests run on the server's own threads (analysis, traces), at most one per core at once. */
    private final java.util.concurrent.Semaphore requestSearches;
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
    /** The event streams being delivered, one per open page. */
    private final Set<EventStream> streams = ConcurrentHashMap.newKeySet();

    private WebServer(String host, int port, EnginePrograms engines, Collection<String> hostNames, SearchCaps caps) {
        EnginePrograms.restrictTo(engines);
        this.caps = caps;
        this.requestSearches = new java.util.concurrent.Semaphore(Runtime.getRuntime().availableProcessors());
        this.hostNames = hostNames.stream().map(name -> name.toLowerCase(Locale.ROOT)).collect(Collectors.toSet());
        app = Javalin.create(config -> {
            config.http.prefer405over404 = true;
            config.http.maxRequestSize = 1 << 20;
            config.routes.before(this::guard);
            config.staticFiles.add("/dev/ply/web/static", Location.CLASSPATH);
            config.startup.showJavalinBanner = false;
            // Browsers ask for /favicon.ico before reading the page's icon link.
            config.routes.get("/favicon.ico", ctx -> ctx.redirect("/favicon.svg"));
            config.routes.get("/api/games", this::games);
            config.routes.post("/api/sessions", this::newSession);
            config.routes.get("/api/sessions/{id}", ctx -> json(ctx, 200, session(ctx).view()));
            config.routes.post("/api/sessions/{id}/moves", this::move);
            config.routes.post("/api/sessions/{id}/undo", ctx -> json(ctx, 200, session(ctx).undo()));
            config.routes.delete("/api/sessions/{id}", this::closeSession);
            config.routes.get("/api/sessions/{id}/export", ctx -> json(ctx, 200, session(ctx).export()));
            config.routes.get("/api/sessions/{id}/positions/{ply}", ctx -> json(ctx, 200,
                    session(ctx).positionAt((int) InputNumbers.parseLong(ctx.pathParam("ply"), "ply", 0, 100_000))));
            config.routes.get("/api/analyze", this::analyze);
            config.routes.sse("/api/sessions/{id}/events", client -> {
                GameSession session = sessions.get(client.ctx().pathParam("id"));
                if (session == null) {
                    client.sendEvent("error", GSON.toJson(Map.of("error", "no such game")));
                    client.close();
                    return;
                }
                // Events are queued as they happen and written here, on this page's own request thread: a page
                // that does not read is dropped, and the game never waits for it.
                EventStream stream = new EventStream(GSON::toJson);
                Runnable stop = session.watch(stream::offer);
                streams.add(stream);
                try {
                    stream.deliver(client);
                } finally {
                    streams.remove(stream);
                    try {
                        stop.run();
                        session.touch();
                        if (session.watchers() == 0) {
                            // The page went away: stop its searches rather than let them run on.
                            session.close();
                            sessions.remove(session.id());
                        }
                    } catch (RuntimeException e) {
                        LOG.warn("closing game {} after its page left failed", session.id(), e);
                    }
                }
            });
            config.routes.get("/api/trace", this::trace);
            config.routes.exception(NotFound.class, (e, ctx) -> json(ctx, 404, Map.of("error", e.getMessage())));
            config.routes.exception(Refused.class, (e, ctx) -> json(ctx, e.status, Map.of("error", e.getMessage())));
            config.routes.error(404, ctx -> {
                String type = ctx.res().getContentType();
                if (type == null || !type.startsWith("application/json")) {
                    json(ctx, 404, Map.of("error", "no such page or API: " + ctx.method() + " " + ctx.path()));
                }
            });
            config.routes.error(405, ctx -> json(ctx, 405, Map.of("error", ctx.method() + " is not allowed on "
                    + ctx.path())));
            config.routes.error(413, ctx -> json(ctx, 413, Map.of("error", "the request body is over 1 MB")));
            config.routes.exception(InvalidInputException.class, (e, ctx) -> json(ctx,
                    e instanceof UnknownNameException ? 404 : 400, Map.of("error", GameSession.firstLine(e))));
            config.routes.exception(JsonParseException.class, (e, ctx) -> json(ctx, 400,
                    Map.of("error", "the request body is not JSON")));
            config.routes.exception(UnsupportedOperationException.class, (e, ctx) -> json(ctx, 400,
                    Map.of("error", GameSession.firstLine(e))));
            // Javalin's own responses (its default mapper reads the request's headers, which throws once a page has
            // gone, and Javalin then retries its error handling for good): answered while the response can be.
            config.routes.exception(io.javalin.http.HttpResponseException.class, (e, ctx) -> {
                try {
                    if (!ctx.res().isCommitted()) {
                        json(ctx, e.getStatus(), Map.of("error", String.valueOf(e.getMessage())));
                    }
                } catch (RuntimeException ignored) {
                    // The connection has gone.
                }
            });
            // Anything else is a bug: logged, answered 500 while the response can still be written. Never thrown
            // on: Javalin runs its exception handling again for an exception its handler throws, and a request
            // whose page has gone (an event stream) would loop there for good.
            config.routes.exception(Exception.class, (e, ctx) -> {
                String request;
                try {
                    request = ctx.method() + " " + ctx.path();
                } catch (RuntimeException gone) {
                    request = "a request whose page has gone";
                }
                LOG.error("{} failed", request, e);
                try {
                    if (!ctx.res().isCommitted()) {
                        json(ctx, 500, Map.of("error", "internal error: " + GameSession.firstLine(
                                e instanceof RuntimeException runtime ? runtime : new RuntimeException(e))));
                    }
                } catch (RuntimeException ignored) {
                    // The connection has gone.
                }
            });
        });
        app.start(host, port);
        clocks.scheduleWithFixedDelay(() -> expireIdle(IDLE_MILLIS), 30, 30, TimeUnit.SECONDS);
    }

    /** How long a game no page watches is kept after its last request. */
    static final long IDLE_MILLIS = 10 * 60_000;

    /**
     * Closes the games that no page watches and no request has touched for a while.
     *
     * @param idleMillis how long they have been left
     * @return how many were closed
     */
    int expireIdle(long idleMillis) {
        int closed = 0;
        for (GameSession session : sessions.values()) {
            if (session.watchers() == 0 && session.idleMillis() >= idleMillis) {
                session.close();
                sessions.remove(session.id());
                closed++;
            }
        }
        return closed;
    }

    /**
     * Starts a server whose agents start no external program, answering to literal addresses and
     * {@code localhost} only.
     *
     * @param host the address to listen on ({@code 127.0.0.1} for this machine only)
     * @param port the port; 0 for a free one
     * @return the running server
     */
    public static WebServer start(String host, int port) {
        return start(host, port, EnginePrograms.of(List.of()), List.of(), SearchCaps.defaults());
    }

    /**
     * Starts a server. Its process is restricted to the given engines for good ({@link EnginePrograms}).
     *
     * @param host the address to listen on ({@code 127.0.0.1} for this machine only)
     * @param port the port; 0 for a free one
     * @param engines the external engines agents may start, by name
     * @param hostNames host names the server answers to besides literal addresses and {@code localhost} (the
     *     machine's name, when it serves others)
     * @param caps the threads and time one search may take
     * @return the running server
     */
    public static WebServer start(String host, int port, EnginePrograms engines, Collection<String> hostNames,
            SearchCaps caps) {
        return new WebServer(host, port, engines, hostNames, caps);
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
        // Every page's event stream ends first, its request completing normally, and only then does the server stop.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
        for (EventStream stream : List.copyOf(streams)) {
            stream.end(Math.max(0, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
        }
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

    /** A request refused before it reaches the API: another origin, a foreign host name, a body not JSON. */
    private static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final int status;

        Refused(int status, String message) {
            super(message);
            this.status = status;
        }
    }

    private void guard(Context ctx) {
        String hostHeader = ctx.header("Host");
        if (hostHeader == null || !allowedHost(hostHeader)) {
            throw new Refused(403, "this server does not answer to the host name '" + shorten(String.valueOf(
                    hostHeader)) + "'; its operator names allowed ones with --allow-host");
        }
        String origin = ctx.header("Origin");
        if (origin != null && !origin.equalsIgnoreCase("http://" + hostHeader)) {
            throw new Refused(403, "requests from pages of another origin ('" + shorten(origin) + "') are refused");
        }
        HandlerType method = ctx.method();
        if (method == HandlerType.POST || method == HandlerType.PUT || method == HandlerType.PATCH) {
            String type = ctx.contentType();
            if (type == null || !type.toLowerCase(Locale.ROOT).strip().startsWith("application/json")) {
                throw new Refused(415, "the request body must be application/json, not " + (type == null ? "untyped"
                        : "'" + shorten(type) + "'"));
            }
        }
    }

    /** A literal address, {@code localhost} or a name the operator allows, with or without a port. */
    private boolean allowedHost(String hostHeader) {
        String name = hostHeader.strip().toLowerCase(Locale.ROOT);
        if (name.startsWith("[")) {
            int close = name.indexOf(']');
            return close > 0 && (close == name.length() - 1 || name.substring(close + 1).matches(":[0-9]{1,5}"));
        }
        int colon = name.lastIndexOf(':');
        if (colon >= 0) {
            if (!name.substring(colon + 1).matches("[0-9]{1,5}")) {
                return false;
            }
            name = name.substring(0, colon);
        }
        return IPV4.matcher(name).matches() || name.equals("localhost") || hostNames.contains(name);
    }

    private static String shorten(String text) {
        return text.length() <= 80 ? text : text.substring(0, 77) + "...";
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
        session.touch();
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
            first = player(body.getAsJsonArray("players").get(0));
            second = player(body.getAsJsonArray("players").get(1));
        }
        first = first.equals(GameSession.HUMAN) ? first : caps.agent(first);
        second = second.equals(GameSession.HUMAN) ? second : caps.agent(second);
        if (sessions.size() >= MAX_SESSIONS) {
            expireIdle(60_000);
        }
        if (sessions.size() >= MAX_SESSIONS) {
            throw new Refused(503, "too many games open (" + MAX_SESSIONS + "); close some tabs");
        }
        String clock = string(body, "timeControl", "");
        TimeControl timeControl = clock.isBlank() ? null : TimeControl.parse(clock);
        byte[] random = new byte[16];
        ids.nextBytes(random);
        String id = HexFormat.of().formatHex(random);
        GameSession session = new GameSession(id, start.game(), start, first, second, pool, ids.nextLong(),
                timeControl, clocks);
        sessions.put(id, session);
        LOG.debug("game {}: {} {} vs {}", id, start.game().id(), first, second);
        session.afterChange();
        json(ctx, 201, session.view());
    }

    private static String player(com.google.gson.JsonElement element) {
        if (element == null || !element.isJsonPrimitive() || !element.getAsJsonPrimitive().isString()) {
            throw new InvalidInputException("each player is a string: \"human\" or an agent such as"
                    + " \"alphabeta:time=1s\"");
        }
        return element.getAsString().strip();
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
        SearchLimits limits = caps.limits(spec, SearchLimits.ofMoveTime(1_000));
        // The newest report of each line (several under multipv=N), best line first.
        Map<Integer, dev.ply.core.search.SearchProgress> lines = new java.util.TreeMap<>();
        SearchResult result = searchOnRequest(() -> {
            try (Search search = Ply.search(game, spec.search())) {
                return search.search(state, limits, progress -> {
                    synchronized (lines) {
                        lines.put(progress.multiPv(), progress);
                    }
                });
            }
        });
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
        List<Map<String, Object>> reported = new ArrayList<>();
        synchronized (lines) {
            for (var line : lines.values()) {
                if (!line.principalVariation().isEmpty()) {
                    reported.add(Map.of("multipv", line.multiPv(), "depth", line.depth(), "score", line.score(),
                            "pv", MoveLine.notation(state, line.principalVariation())));
                }
            }
        }
        answer.put("lines", reported);
        answer.put("toMove", state.isChanceNode() ? -1 : state.toMove());
        if (state instanceof BoardView board) {
            int[] clicks = result.bestMove() < 0 ? null : board.clicks(result.bestMove());
            answer.put("board", BoardDrawing.of(board, null));
            answer.put("bestClicks", clicks == null ? List.of() : clicks);
        }
        json(ctx, 200, answer);
    }

    /** Runs a request's search if a core is free for it; a server busy with as many searches answers 503. */
    private SearchResult searchOnRequest(java.util.function.Supplier<SearchResult> search) {
        if (!requestSearches.tryAcquire()) {
            throw new Refused(503, "the server is busy with " + Runtime.getRuntime().availableProcessors()
                    + " searches; try again when one has ended");
        }
        try {
            return search.get();
        } finally {
            requestSearches.release();
        }
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
            // A chance node multiplies the tree by its outcomes (21 rolls in backgammon): one ply less.
            limits = limits.withDepth(game.hasChanceNodes() ? 2 : 3);
        }
        // A Monte Carlo trace keeps every iteration up to its last checkpoint (at most 2,000), to be stepped through.
        int detail = monteCarlo ? (int) Math.min(2_000, Math.max(limits.iterations(), 50)) : 0;
        TraceRecorder recorder = TraceRecorder.builder(state).maxEvents(Math.max(maxEvents, detail))
                .checkpoints(checkpoints).iterationDetail(detail).visitDepth(3).build();
        SearchLimits withinCaps = caps.limits(new SearchSpecification(spec.search(), limits), limits);
        // The tree game's trees (at most 2,000,000 nodes) are searched whole in one pass, as the textbook does: the
        // time cap would make alpha-beta deepen from depth 1 and the trace show every pass.
        SearchLimits capped = !monteCarlo && game.id().equals("tree") && !limits.isTimed() && limits.nodes() == 0
                ? limits : withinCaps;
        SearchResult result = searchOnRequest(() -> {
            try (Search search = Ply.search(game, spec.search())) {
                search.trace(recorder);
                return search.search(state, capped);
            }
        });
        Trace trace = recorder.finish(spec.search(), result);
        String rendered = JsonTrace.render(trace);
        if (state instanceof BoardView board) {
            // The root's board, and where each root move goes on it, for the checkpoint tables' small boards.
            JsonObject withBoard = JsonParser.parseString(rendered).getAsJsonObject();
            withBoard.add("board", GSON.toJsonTree(BoardDrawing.of(board, null)));
            withBoard.add("moveCells", GSON.toJsonTree(BoardDrawing.moveCells(state)));
            rendered = GSON.toJson(withBoard);
        }
        ctx.status(200).contentType("application/json").result(rendered);
    }
}
