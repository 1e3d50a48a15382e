package dev.ply.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.InputStream;
import java.net.URI;
import java.net.URLEncoder;
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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The HTTP API without a browser: answers, errors, several clients at once, searches stopped with their page. */
class WebApiTest {

    private static WebServer server;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        server = WebServer.start("127.0.0.1", 0);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private record Answer(int status, JsonElement body) {
        JsonObject object() {
            return body.getAsJsonObject();
        }
    }

    private static Answer call(String method, String path, String body) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path));
        request.method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(body));
        if (method.equals("POST")) {
            request.header("Content-Type", "application/json");
        }
        HttpResponse<String> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
        return new Answer(response.statusCode(), response.body().isEmpty() ? null : JsonParser.parseString(response.body()));
    }

    private static String newGame(String game, String first, String second) throws Exception {
        Answer created = call("POST", "/api/sessions", "{\"game\":\"" + game + "\",\"players\":[\"" + first + "\",\""
                + second + "\"]}");
        assertThat(created.status()).isEqualTo(201);
        return created.object().get("id").getAsString();
    }

    @Test
    void shouldGiveThePositionAfterAnyPlyOfTheGameAndRefuseAPlyItHasNot() throws Exception {
        String id = newGame("chess", "human", "human");
        for (String move : List.of("e4", "e5", "Nf3")) {
            assertThat(call("POST", "/api/sessions/" + id + "/moves", "{\"move\":\"" + move + "\"}").status())
                    .isEqualTo(200);
        }
        JsonObject afterE5 = call("GET", "/api/sessions/" + id + "/positions/2", null).object();
        assertThat(afterE5.get("position").getAsString())
                .isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        assertThat(afterE5.get("move").getAsString()).isEqualTo("e5");
        JsonObject board = afterE5.getAsJsonObject("board");
        List<String> names = new ArrayList<>();
        board.getAsJsonArray("cellNames").forEach(name -> names.add(name.getAsString()));
        List<String> lastMove = new ArrayList<>();
        board.getAsJsonArray("lastMove").forEach(cell -> lastMove.add(names.get(cell.getAsInt())));
        assertThat(lastMove).containsExactly("e7", "e5");
        assertThat(call("GET", "/api/sessions/" + id + "/positions/0", null).object().get("position").getAsString())
                .startsWith("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w");
        JsonObject view = call("GET", "/api/sessions/" + id, null).object();
        assertThat(view.get("numbering").getAsString()).isEqualTo("pairs");
        for (String ply : List.of("4", "-1", "x", "99999999999")) {
            Answer refused = call("GET", "/api/sessions/" + id + "/positions/" + ply, null);
            assertThat(refused.status()).as(ply).isEqualTo(400);
            assertThat(refused.object().get("error").getAsString()).as(ply).contains("ply");
        }
    }

    @Test
    void shouldListTheGamesWithTheirBoards() throws Exception {
        Answer games = call("GET", "/api/games", null);
        assertThat(games.status()).isEqualTo(200);
        List<String> withBoards = new ArrayList<>();
        for (JsonElement game : games.body().getAsJsonArray()) {
            if (game.getAsJsonObject().get("board").getAsBoolean()) {
                withBoards.add(game.getAsJsonObject().get("id").getAsString());
            }
        }
        assertThat(withBoards).contains("tictactoe", "chess");
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        "POST|/api/sessions|{\"game\":\"nosuch\"}|404|unknown game 'nosuch'",
        "POST|/api/sessions|{\"game\":\"chess\",\"position\":\"rnbqkbnr/pppppppp/8\"}|400|FEN",
        "POST|/api/sessions|{\"game\":\"tictactoe\",\"players\":[\"human\",\"alphabeta:depth=x\"]}|400|depth",
        "POST|/api/sessions|{\"game\":\"tictactoe\",\"players\":[\"human\",\"nosuchagent\"]}|404|nosuchagent",
        "POST|/api/sessions|not json|400|JSON",
        "POST|/api/sessions||400|needs a JSON body",
        "POST|/api/sessions|{\"game\":\"tictactoe\",\"players\":[\"human\"]}|400|a list of two",
        "GET|/api/sessions/999|null|404|no game 999",
        "POST|/api/sessions/999/moves|{\"move\":\"4\"}|404|no game 999",
        "GET|/api/trace?game=tree&position=((4,6),(2,|null|400|the text ends",
        "GET|/api/trace?game=tree&algorithm=nosearch|null|404|nosearch",
        "GET|/api/trace|null|400|needs 'game'",
        "GET|/api/analyze?game=tictactoe&position=XXXOO....|null|400|the game is over",
        "GET|/api/analyze?game=tictactoe&algorithm=nosearch|null|404|nosearch",
        "GET|/api/sessions/999/export|null|404|no game 999"})
    void shouldAnswerBadRequestsWithAnErrorAndA4xxStatus(String method, String path, String body, int status,
            String message) throws Exception {
        String encoded = path.contains("?") ? path.substring(0, path.indexOf('?') + 1) + encode(path.substring(
                path.indexOf('?') + 1)) : path;
        Answer answer = call(method, encoded, "null".equals(body) ? null : body == null ? "" : body);
        assertThat(answer.status()).isEqualTo(status);
        assertThat(answer.object().get("error").getAsString()).contains(message).doesNotContain("\n")
                .doesNotContain("Exception");
    }

    private static String encode(String query) {
        StringBuilder out = new StringBuilder();
        for (String pair : query.split("&")) {
            int eq = pair.indexOf('=');
            out.append(out.length() == 0 ? "" : "&").append(pair, 0, eq + 1)
                    .append(URLEncoder.encode(pair.substring(eq + 1), StandardCharsets.UTF_8));
        }
        return out.toString();
    }

    @Test
    void shouldRefuseIllegalLateAndOutOfTurnMovesWithoutChangingTheGame() throws Exception {
        String id = newGame("tictactoe", "human", "human");
        assertThat(call("POST", "/api/sessions/" + id + "/moves", "{\"move\":\"4\"}").status()).isEqualTo(200);
        Answer taken = call("POST", "/api/sessions/" + id + "/moves", "{\"move\":\"4\"}");
        assertThat(taken.status()).isEqualTo(400);
        assertThat(taken.object().get("error").getAsString()).isEqualTo("square 4 is already taken by X");
        assertThat(call("POST", "/api/sessions/" + id + "/moves", "{\"move\":\"nine\"}").status()).isEqualTo(400);
        for (String move : List.of("0", "2", "1", "6")) {
            assertThat(call("POST", "/api/sessions/" + id + "/moves", "{\"move\":\"" + move + "\"}").status())
                    .isEqualTo(200);
        }
        // X: 4, 2, 6; O: 0, 1. X wins on the diagonal 2-4-6.
        Answer finished = call("GET", "/api/sessions/" + id, null);
        assertThat(finished.object().get("result").getAsString()).isEqualTo("X wins");
        Answer late = call("POST", "/api/sessions/" + id + "/moves", "{\"move\":\"8\"}");
        assertThat(late.status()).isEqualTo(400);
        assertThat(late.object().get("error").getAsString()).startsWith("the game is over");
        assertThat(call("GET", "/api/sessions/" + id, null).object().getAsJsonArray("history")).hasSize(5);

        // X is an agent that thinks for ten seconds: a move sent for it meanwhile is refused.
        String against = newGame("tictactoe", "mcts:time=10s", "human");
        Answer outOfTurn = call("POST", "/api/sessions/" + against + "/moves", "{\"move\":\"4\"}");
        assertThat(outOfTurn.status()).isEqualTo(400);
        assertThat(outOfTurn.object().get("error").getAsString()).isEqualTo("X is played by mcts:time=10s, not from the"
                + " page");
        assertThat(call("GET", "/api/sessions/" + against, null).object().getAsJsonArray("history")).isEmpty();
        assertThat(call("DELETE", "/api/sessions/" + against, null).status()).isEqualTo(204);
    }

    @Test
    void shouldAnalyseAPositionWithAnySearch() throws Exception {
        JsonObject alphaBeta = call("GET", "/api/analyze?game=tictactoe&position=X.O......&algorithm=alphabeta", null)
                .object();
        assertThat(alphaBeta.get("bestMove").getAsString()).isIn("3", "6", "8");
        assertThat(alphaBeta.get("score").getAsInt()).as("a win for X").isPositive();
        JsonObject mcts = call("GET", "/api/analyze?game=tictactoe&position=X.O......&algorithm="
                + encode("a=mcts:iterations=2000").substring(2), null).object();
        assertThat(mcts.getAsJsonArray("rootMoves")).hasSize(7);
        assertThat(mcts.getAsJsonObject("statistics").get("iterations").getAsLong()).isEqualTo(2000);
    }

    @Test
    void shouldExportChessAsPgnAndOtherGamesAsTheirMoveList() throws Exception {
        String chess = newGame("chess", "human", "human");
        call("POST", "/api/sessions/" + chess + "/moves", "{\"move\":\"e4\"}");
        call("POST", "/api/sessions/" + chess + "/moves", "{\"move\":\"e5\"}");
        JsonObject pgn = call("GET", "/api/sessions/" + chess + "/export", null).object();
        assertThat(pgn.get("format").getAsString()).isEqualTo("PGN");
        assertThat(pgn.get("text").getAsString()).contains("[White \"human\"]", "1. e4 e5", "*");
        String tictactoe = newGame("tictactoe", "human", "human");
        call("POST", "/api/sessions/" + tictactoe + "/moves", "{\"move\":\"4\"}");
        JsonObject moves = call("GET", "/api/sessions/" + tictactoe + "/export", null).object();
        assertThat(moves.get("format").getAsString()).isEqualTo("moves");
        assertThat(moves.get("text").getAsString()).isEqualTo("start .........\n1. 4 ");
        call("DELETE", "/api/sessions/" + chess, null);
        call("DELETE", "/api/sessions/" + tictactoe, null);
    }

    @Test
    void shouldRunTheClocksAndEndTheGameWhenAFlagFalls() throws Exception {
        Answer created = call("POST", "/api/sessions", "{\"game\":\"tictactoe\",\"players\":[\"human\",\"human\"],"
                + "\"timeControl\":\"1+0.5\"}");
        String id = created.object().get("id").getAsString();
        assertThat(created.object().getAsJsonArray("clocks").get(0).getAsLong()).isBetween(900L, 1000L);
        assertThat(created.object().get("clockRunning").getAsInt()).isZero();
        JsonObject afterMove = call("POST", "/api/sessions/" + id + "/moves", "{\"move\":\"4\"}").object();
        long x = afterMove.getAsJsonArray("clocks").get(0).getAsLong();
        assertThat(x).as("X's second plus the half-second increment, less the time X took").isBetween(1_000L, 1_500L);
        assertThat(afterMove.get("clockRunning").getAsInt()).isEqualTo(1);
        // O does not move: its flag falls after its one second.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        JsonObject view = afterMove;
        while (view.get("result").isJsonNull() && System.nanoTime() < deadline) {
            Thread.sleep(100);
            view = call("GET", "/api/sessions/" + id, null).object();
        }
        assertThat(view.get("result").getAsString()).isEqualTo("O lost on time");
        Answer late = call("POST", "/api/sessions/" + id + "/moves", "{\"move\":\"0\"}");
        assertThat(late.status()).isEqualTo(400);
        assertThat(late.object().get("error").getAsString()).isEqualTo("the game is over: O lost on time");
        call("DELETE", "/api/sessions/" + id, null);
    }

    @Test
    void shouldPlayATextbookTreeFromItsBoardView() throws Exception {
        Answer created = call("POST", "/api/sessions", "{\"game\":\"tree\",\"position\":\"A:(B:(4,6),C:(2,7))\","
                + "\"players\":[\"human\",\"human\"]}");
        JsonObject view = created.object();
        JsonArray pieces = view.getAsJsonObject("board").getAsJsonArray("pieces");
        assertThat(pieces).hasSize(2);
        assertThat(pieces.get(0).getAsJsonObject().get("glyph").getAsString()).isEqualTo("B");
        String id = view.get("id").getAsString();
        JsonObject afterB = call("POST", "/api/sessions/" + id + "/moves", "{\"move\":\"B\"}").object();
        assertThat(afterB.getAsJsonObject("board").getAsJsonArray("pieces").get(1).getAsJsonObject().get("glyph")
                .getAsString()).isEqualTo("6");
        JsonObject end = call("POST", "/api/sessions/" + id + "/moves", "{\"move\":\"0\"}").object();
        assertThat(end.get("result").getAsString()).isEqualTo("MAX wins");
        call("DELETE", "/api/sessions/" + id, null);
    }

    @Test
    void shouldPlayGoFromItsBoardViewAndExportSgf() throws Exception {
        String id = newGame("go:size=5,komi=0.5", "human", "human");
        JsonObject view = call("GET", "/api/sessions/" + id, null).object();
        JsonArray pieces = view.getAsJsonObject("board").getAsJsonArray("pieces");
        assertThat(pieces).hasSize(25);
        JsonObject afterC3 = call("POST", "/api/sessions/" + id + "/moves", "{\"move\":\"C3\"}").object();
        // C3 is the centre cell, 12, drawn as Black's stone.
        JsonObject stone = afterC3.getAsJsonObject("board").getAsJsonArray("pieces").get(12).getAsJsonObject();
        assertThat(stone.get("player").getAsInt()).isZero();
        Answer occupied = call("POST", "/api/sessions/" + id + "/moves", "{\"move\":\"C3\"}");
        assertThat(occupied.status()).isEqualTo(400);
        assertThat(occupied.object().get("error").getAsString()).contains("C3 is occupied");
        call("POST", "/api/sessions/" + id + "/moves", "{\"move\":\"pass\"}");
        JsonObject end = call("POST", "/api/sessions/" + id + "/moves", "{\"move\":\"pass\"}").object();
        assertThat(end.get("result").isJsonNull()).isFalse();
        JsonObject sgf = call("GET", "/api/sessions/" + id + "/export", null).object();
        assertThat(sgf.get("format").getAsString()).isEqualTo("SGF");
        assertThat(sgf.get("text").getAsString()).contains("SZ[5]", "KM[0.5]", ";B[cc]", ";W[]", "RE[B+24.5]");
        call("DELETE", "/api/sessions/" + id, null);
    }

    @Test
    void shouldServeManyClientsAtOnce() throws Exception {
        ExecutorService clients = Executors.newFixedThreadPool(8);
        try {
            List<Future<JsonObject>> games = new ArrayList<>();
            for (int c = 0; c < 8; c++) {
                games.add(clients.submit(() -> {
                    String id = newGame("tictactoe", "human", "human");
                    for (String move : List.of("0", "3", "1", "4", "2")) {
                        Answer answer = call("POST", "/api/sessions/" + id + "/moves", "{\"move\":\"" + move + "\"}");
                        assertThat(answer.status()).isEqualTo(200);
                    }
                    JsonObject view = call("GET", "/api/sessions/" + id, null).object();
                    call("DELETE", "/api/sessions/" + id, null);
                    return view;
                }));
            }
            for (Future<JsonObject> game : games) {
                JsonObject view = game.get(60, TimeUnit.SECONDS);
                assertThat(view.get("result").getAsString()).isEqualTo("X wins");
                JsonArray history = view.getAsJsonArray("history");
                assertThat(history).hasSize(5);
            }
        } finally {
            clients.shutdownNow();
        }
    }

    @Test
    void shouldStopTheSearchWhenItsPageGoesAway() throws Exception {
        int before = server.sessions();
        String id = newGame("chess", "mcts:time=60s", "human");
        HttpRequest events = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/api/sessions/" + id
                + "/events")).header("Accept", "text/event-stream").build();
        HttpResponse<InputStream> stream = HTTP.send(events, HttpResponse.BodyHandlers.ofInputStream());
        InputStream body = stream.body();
        byte[] buffer = new byte[4096];
        StringBuilder seen = new StringBuilder();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!seen.toString().contains("event: visits") && System.nanoTime() < deadline) {
            int read = body.read(buffer);
            if (read < 0) {
                break;
            }
            seen.append(new String(buffer, 0, read, StandardCharsets.UTF_8));
        }
        assertThat(seen.toString()).contains("event: state", "event: visits");
        assertThat(server.anyThinking()).isTrue();
        body.close();
        deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while ((server.anyThinking() || server.sessions() > before) && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertThat(server.anyThinking()).as("the search stopped with its page").isFalse();
        assertThat(server.sessions()).isEqualTo(before);
        assertThat(call("GET", "/api/sessions/" + id, null).status()).isEqualTo(404);
    }
}
