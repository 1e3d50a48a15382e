package dev.ply.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.ply.engine.EnginePrograms;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What a stranger cannot do through the web API: start a program, drive it from another site's page or through a
 * rebound host name, or reach another page's game. Each refusal is one JSON line with its status.
 */
class WebDoorsTest {

    private static WebServer server;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        // The operator allows one engine, under a name; it is a program that only answers, so nothing runs for real.
        server = WebServer.start("127.0.0.1", 0, EnginePrograms.of(List.of("fake=/bin/true")), List.of("ply.test"),
                new SearchCaps(2, 5_000));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private record Answer(int status, String contentType, String body) {
        String error() {
            return JsonParser.parseString(body).getAsJsonObject().get("error").getAsString();
        }
    }

    private static Answer send(String method, String path, String body, String... headers) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (headers.length > 0) {
            request.headers(headers);
        }
        HttpResponse<String> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
        return new Answer(response.statusCode(), response.headers().firstValue("Content-Type").orElse(""),
                response.body());
    }

    /** A request written by hand, since the JDK's client will not send another Host header. */
    private static Answer raw(String request) throws Exception {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.UTF_8));
            out.flush();
            BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(),
                    StandardCharsets.UTF_8));
            int status = Integer.parseInt(in.readLine().split(" ")[1]);
            String line;
            String type = "";
            int length = 0;
            while (!(line = in.readLine()).isEmpty()) {
                String lower = line.toLowerCase();
                if (lower.startsWith("content-type:")) {
                    type = line.substring(13).strip();
                } else if (lower.startsWith("content-length:")) {
                    length = Integer.parseInt(line.substring(15).strip());
                }
            }
            char[] body = new char[length];
            int read = 0;
            while (read < length) {
                read += in.read(body, read, length - read);
            }
            return new Answer(status, type, new String(body));
        }
    }

    @Test
    void shouldNotStartAProgramAnAgentSpecificationNamesByItsPath(@TempDir Path dir) throws Exception {
        Path witness = dir.resolve("touched");
        Answer answer = send("POST", "/api/sessions", "{\"game\":\"chess\",\"players\":[\"uci:/usr/bin/touch " + witness
                + "\",\"human\"]}", "Content-Type", "application/json");
        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.error()).contains("engine '/usr/bin/touch " + witness + "' is not one this process may start")
                .contains("one of fake");
        Answer shell = send("POST", "/api/sessions", "{\"game\":\"chess\",\"players\":[\"human\",\"xboard:sh -c 'touch "
                + witness + "'\"]}", "Content-Type", "application/json");
        assertThat(shell.status()).isEqualTo(400);
        Answer file = send("POST", "/api/sessions", "{\"game\":\"chess\",\"players\":[\"human\","
                + "\"uci:fake?Debug Log File=1\"]}", "Content-Type", "application/json");
        assertThat(file.status()).isEqualTo(400);
        assertThat(file.error()).contains("'Debug Log File' is the operator's");
        assertThat(witness).doesNotExist();
    }

    @Test
    void shouldNotReadAFileARequestNames() throws Exception {
        for (String player : java.util.List.of("alphabeta:eval=chess:classic,weights=/etc/passwd",
                "alphabeta:eval=net:/etc/passwd", "mcts:az,net=/etc/passwd", "policy:net=/etc/passwd")) {
            Answer answer = send("POST", "/api/sessions", "{\"game\":\"chess\",\"players\":[\"human\",\"" + player
                    + "\"]}", "Content-Type", "application/json");
            assertThat(answer.status()).as(player).isEqualTo(400);
            assertThat(answer.error()).as(player).contains("this server reads no file a request names")
                    .doesNotContain("root");
        }
        Answer analyse = send("GET", "/api/analyze?game=chess&algorithm=alphabeta:weights=/etc/passwd", null);
        assertThat(analyse.status()).isEqualTo(400);
        assertThat(analyse.error()).contains("'weights=...' names a file");
    }

    @Test
    void shouldRefuseARequestFromAnotherSitesPage() throws Exception {
        Answer plain = send("POST", "/api/sessions", "{\"game\":\"tictactoe\"}", "Content-Type", "text/plain",
                "Origin", "http://evil.example");
        assertThat(plain.status()).isEqualTo(403);
        assertThat(plain.error()).contains("another origin ('http://evil.example')");
        Answer json = send("POST", "/api/sessions", "{\"game\":\"tictactoe\"}", "Content-Type", "application/json",
                "Origin", "http://evil.example");
        assertThat(json.status()).isEqualTo(403);
        Answer nullOrigin = send("GET", "/api/games", null, "Origin", "null");
        assertThat(nullOrigin.status()).isEqualTo(403);
        assertThat(server.sessions()).isZero();
        Answer own = send("POST", "/api/sessions", "{\"game\":\"tictactoe\",\"players\":[\"human\",\"human\"]}",
                "Content-Type", "application/json", "Origin", "http://127.0.0.1:" + server.port());
        assertThat(own.status()).isEqualTo(201);
        send("DELETE", "/api/sessions/" + JsonParser.parseString(own.body()).getAsJsonObject().get("id").getAsString(),
                null);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {"text/plain", "application/x-www-form-urlencoded", "multipart/form-data"})
    void shouldTakeOnlyJsonBodies(String type) throws Exception {
        Answer answer = send("POST", "/api/sessions", "{\"game\":\"tictactoe\"}", "Content-Type", type);
        assertThat(answer.status()).isEqualTo(415);
        assertThat(answer.error()).contains("must be application/json");
        Answer untyped = send("POST", "/api/sessions", "{\"game\":\"tictactoe\"}");
        assertThat(untyped.status()).isEqualTo(415);
    }

    @Test
    void shouldAnswerOnlyToItsOwnHostNamesAgainstDnsRebinding() throws Exception {
        String body = "{\"game\":\"tictactoe\"}";
        Answer rebound = raw("POST /api/sessions HTTP/1.1\r\nHost: evil.example:" + server.port()
                + "\r\nContent-Type: application/json\r\nContent-Length: " + body.length() + "\r\nConnection: close\r\n\r\n"
                + body);
        assertThat(rebound.status()).isEqualTo(403);
        assertThat(rebound.error()).contains("does not answer to the host name 'evil.example:");
        for (String host : new String[] {"localhost", "127.0.0.1", "[::1]", "ply.test", "PLY.TEST"}) {
            Answer games = raw("GET /api/games HTTP/1.1\r\nHost: " + host + ":" + server.port()
                    + "\r\nConnection: close\r\n\r\n");
            assertThat(games.status()).as(host).isEqualTo(200);
        }
        Answer page = raw("GET / HTTP/1.1\r\nHost: attacker.ply.test.example\r\nConnection: close\r\n\r\n");
        assertThat(page.status()).isEqualTo(403);
    }

    @Test
    void shouldGiveEachGameAnIdNobodyCanGuess() throws Exception {
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < 3; i++) {
            Answer created = send("POST", "/api/sessions", "{\"game\":\"tictactoe\",\"players\":[\"human\",\"human\"]}",
                    "Content-Type", "application/json");
            String id = JsonParser.parseString(created.body()).getAsJsonObject().get("id").getAsString();
            assertThat(id).matches("[0-9a-f]{32}");
            ids.add(id);
        }
        assertThat(ids).hasSize(3);
        for (String id : ids) {
            send("DELETE", "/api/sessions/" + id, null);
        }
        assertThat(send("GET", "/api/sessions/1", null).status()).isEqualTo(404);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "[[],[]]|each player is a string",
        "[null,null]|each player is a string",
        "[1,\"human\"]|each player is a string",
        "[\"human\"]|a list of two"})
    void shouldRefuseMalformedPlayersInOneLine(String players, String message) throws Exception {
        Answer answer = send("POST", "/api/sessions", "{\"game\":\"tictactoe\",\"players\":" + players + "}",
                "Content-Type", "application/json");
        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.error()).contains(message);
    }

    @Test
    void shouldAnswerWrongMethodsUnknownPathsAndHugeBodiesInJson() throws Exception {
        Answer method = send("PUT", "/api/games", "{}", "Content-Type", "application/json");
        assertThat(method.status()).isEqualTo(405);
        assertThat(method.contentType()).startsWith("application/json");
        assertThat(method.error()).contains("PUT is not allowed on /api/games");
        Answer missing = send("GET", "/api/nothing", null);
        assertThat(missing.status()).isEqualTo(404);
        assertThat(missing.contentType()).startsWith("application/json");
        String huge = "{\"game\":\"" + "x".repeat(2 << 20) + "\"}";
        Answer tooBig = send("POST", "/api/sessions", huge, "Content-Type", "application/json");
        assertThat(tooBig.status()).isEqualTo(413);
        assertThat(tooBig.contentType()).startsWith("application/json");
        assertThat(tooBig.error()).contains("over 1 MB");
        JsonObject games = JsonParser.parseString(send("GET", "/api/games", null).body()).getAsJsonArray().get(0)
                .getAsJsonObject();
        assertThat(games.has("id")).isTrue();
        assertThat(Files.exists(Path.of("touched"))).isFalse();
    }
}
