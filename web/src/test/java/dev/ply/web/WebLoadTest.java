package dev.ply.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.ply.engine.EnginePrograms;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What one page or request cannot do to the others: stall a game by not reading its events, keep a core busy past
 * the server's limits, leave games open for ever, or break a view that is read while agents move.
 */
class WebLoadTest {

    private static WebServer server;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        server = WebServer.start("127.0.0.1", 0, EnginePrograms.of(List.of()), List.of(), new SearchCaps(2, 300));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static HttpResponse<String> send(String method, String path, String body) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static JsonObject object(HttpResponse<String> response) {
        return JsonParser.parseString(response.body()).getAsJsonObject();
    }

    private static String newGame(String game, String first, String second) throws Exception {
        HttpResponse<String> created = send("POST", "/api/sessions", "{\"game\":\"" + game + "\",\"players\":[\""
                + first + "\",\"" + second + "\"]}");
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        return object(created).get("id").getAsString();
    }

    private static boolean finished(String id) throws Exception {
        HttpResponse<String> view = send("GET", "/api/sessions/" + id, null);
        return view.statusCode() == 200 && !object(view).get("result").isJsonNull();
    }

    @Test
    void shouldPlayOnWhileAPageNeverReadsItsEvents() throws Exception {
        String id = newGame("go", "random", "random");
        try (Socket page = new Socket()) {
            page.setReceiveBufferSize(1024);
            page.connect(new java.net.InetSocketAddress("127.0.0.1", server.port()));
            OutputStream out = page.getOutputStream();
            out.write(("GET /api/sessions/" + id + "/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            // The page reads nothing; the two agents play the whole game regardless.
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (!finished(id) && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertThat(finished(id)).as("the game ended although a page never read its events").isTrue();
        }
    }

    @Test
    void shouldEndItsEventStreamsWhenClosedAndLeaveNoThreadBusy() throws Exception {
        WebServer own = WebServer.start("127.0.0.1", 0);
        HttpResponse<String> created = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + own.port()
                + "/api/sessions")).header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers
                .ofString("{\"game\":\"go\",\"players\":[\"random\",\"random\"]}")).build(),
                HttpResponse.BodyHandlers.ofString());
        String id = object(created).get("id").getAsString();
        try (Socket page = new Socket("127.0.0.1", own.port())) {
            page.getOutputStream().write(("GET /api/sessions/" + id + "/events HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                    + "Accept: text/event-stream\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            page.getOutputStream().flush();
            assertThat(page.getInputStream().read()).as("the stream began").isPositive();
            own.close();
        }
        // A server stopped under a streaming request used to leave Javalin's thread retrying its error handling.
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        Thread.sleep(500);
        java.util.Map<Long, Long> before = javalinCpuNanos(threads);
        Thread.sleep(1_000);
        java.util.Map<Long, Long> after = javalinCpuNanos(threads);
        List<String> busy = new ArrayList<>();
        long total = 0;
        for (var entry : after.entrySet()) {
            long used = entry.getValue() - before.getOrDefault(entry.getKey(), 0L);
            total += used;
            if (used > TimeUnit.MILLISECONDS.toNanos(10)) {
                java.lang.management.ThreadInfo info = threads.getThreadInfo(entry.getKey(), 40);
                busy.add(info == null ? "gone" : info.getThreadName() + " " + java.util.Arrays.stream(
                        info.getStackTrace()).filter(f -> f.getClassName().startsWith("dev.ply")).findFirst()
                        .map(Object::toString).orElse(java.util.Arrays.toString(info.getStackTrace())));
            }
        }
        assertThat(total).as("CPU time of the server's request threads after close: %s", busy)
                .isLessThan(TimeUnit.MILLISECONDS.toNanos(50));
    }

    /** The CPU time of each of Javalin's threads, by thread id. */
    private static java.util.Map<Long, Long> javalinCpuNanos(java.lang.management.ThreadMXBean threads) {
        java.util.Map<Long, Long> times = new java.util.HashMap<>();
        for (java.lang.management.ThreadInfo info : threads.dumpAllThreads(false, false)) {
            if (info.getThreadName().startsWith("Javalin")) {
                times.put(info.getThreadId(), Math.max(0, threads.getThreadCpuTime(info.getThreadId())));
            }
        }
        return times;
    }

    @Test
    void shouldRefuseMoreThreadsOrTimeThanTheServerAllows() throws Exception {
        HttpResponse<String> threads = send("POST", "/api/sessions",
                "{\"game\":\"tictactoe\",\"players\":[\"human\",\"mcts:threads=256\"]}");
        assertThat(threads.statusCode()).isEqualTo(400);
        assertThat(object(threads).get("error").getAsString()).isEqualTo(
                "threads=256 is above this server's limit of 2");
        HttpResponse<String> time = send("GET", "/api/analyze?game=chess&algorithm=alphabeta:time=1000000s", null);
        assertThat(time.statusCode()).isEqualTo(400);
        assertThat(object(time).get("error").getAsString()).contains("above this server's limit of 300 ms");
        HttpResponse<String> analysis = send("GET", "/api/analyze?game=chess&algorithm=mcts:iterations=1000000000",
                null);
        assertThat(analysis.statusCode()).isEqualTo(200);
        // Only the iterations were limited: the server's 300 ms stopped it, far short of a billion iterations.
        assertThat(object(analysis).get("statistics").getAsJsonObject().get("iterations").getAsLong())
                .isLessThan(1_000_000_000L);
        assertThat(object(analysis).get("timeMillis").getAsLong()).isLessThan(5_000);
    }

    @Test
    void shouldCloseGamesNoPageWatchesOnceIdle() throws Exception {
        String id = newGame("tictactoe", "human", "human");
        assertThat(send("GET", "/api/sessions/" + id, null).statusCode()).isEqualTo(200);
        assertThat(server.expireIdle(60_000)).isZero();
        assertThat(server.expireIdle(0)).isPositive();
        assertThat(send("GET", "/api/sessions/" + id, null).statusCode()).isEqualTo(404);
    }

    @Test
    void shouldAnswerEveryViewWhileAgentsMove() throws Exception {
        String id = newGame("chess", "random", "random");
        ExecutorService readers = Executors.newFixedThreadPool(4);
        try {
            List<Future<Integer>> statuses = new ArrayList<>();
            for (int i = 0; i < 800; i++) {
                statuses.add(readers.submit(() -> send("GET", "/api/sessions/" + id, null).statusCode()));
            }
            for (Future<Integer> status : statuses) {
                assertThat(status.get(60, TimeUnit.SECONDS)).isIn(200, 404);
            }
        } finally {
            readers.shutdownNow();
            send("DELETE", "/api/sessions/" + id, null);
        }
    }
}
