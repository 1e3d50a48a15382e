package dev.ply.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.capability.ProtocolNotation;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Scripted UCI sessions, as a GUI would hold them, line by line with the engine thinking in between. */
class UciSessionTest {

    private static final Game CHESS = Ply.game("chess");

    private ScriptedSession session;

    @BeforeEach
    void startSession() {
        session = new ScriptedSession((in, out) -> new UciSession(CHESS, "alphabeta", out).run(in),
                "uci-session-under-test");
    }

    @AfterEach
    void quit() throws InterruptedException {
        session.quit();
    }

    private void send(String line) {
        session.send(line);
    }

    private String await(Predicate<String> wanted, long timeoutMillis) throws InterruptedException {
        return session.await(wanted, timeoutMillis);
    }

    private List<String> linesSoFar() {
        return session.linesSoFar();
    }

    @Test
    void shouldIdentifyItselfWithItsOptionsAndAnswerIsReady() throws Exception {
        send("uci");
        assertThat(await(line -> line.startsWith("id name"), 5000)).contains("Ply");
        await("uciok"::equals, 5000);
        assertThat(linesSoFar()).anyMatch(line -> line.startsWith("option name Hash type spin"))
                .anyMatch(line -> line.startsWith("option name Threads type spin"))
                .anyMatch(line -> line.startsWith("option name MultiPV type spin"));
        send("isready");
        await("readyok"::equals, 5000);
    }

    @Test
    void shouldWarmUpAtTheFirstIsReadyAndThenPlayExactlyAsAColdEngine() throws Exception {
        ScriptedSession cold = new ScriptedSession((in, out) -> new UciSession(CHESS, "alphabeta", out).run(in),
                "uci-cold-session");
        try {
            cold.send("setoption name Warm Up value 0");
            cold.send("isready");
            cold.await("readyok"::equals, 5000);
            cold.send("position startpos moves e2e4 c7c5");
            cold.send("go depth 9");
            cold.await(line -> line.startsWith("bestmove"), 60_000);
            send("uci");
            await("uciok"::equals, 5000);
            assertThat(linesSoFar()).anyMatch(line -> line.equals(
                    "option name Warm Up type spin default 1000 min 0 max 10000"));
            long started = System.nanoTime();
            send("isready");
            await("readyok"::equals, 15_000);
            long warmingMillis = (System.nanoTime() - started) / 1_000_000;
            assertThat(warmingMillis).as("milliseconds the first isready took").isGreaterThanOrEqualTo(900);
            send("position startpos moves e2e4 c7c5");
            send("go depth 9");
            String best = await(line -> line.startsWith("bestmove"), 60_000);
            // The warm-up leaves nothing behind: the same line, the same nodes as the engine that did not warm up.
            assertThat(best).isEqualTo(cold.linesSoFar().stream().filter(line -> line.startsWith("bestmove"))
                    .findFirst().orElseThrow());
            assertThat(lastNodes(linesSoFar())).isEqualTo(lastNodes(cold.linesSoFar())).isPositive();
            long again = System.nanoTime();
            send("isready");
            await("readyok"::equals, 5000);
            assertThat((System.nanoTime() - again) / 1_000_000).as("a later isready warms nothing up")
                    .isLessThan(500);
        } finally {
            cold.quit();
        }
    }

    private static long lastNodes(List<String> lines) {
        return lines.stream().filter(line -> line.startsWith("info depth 9 ")).map(line -> {
            String[] words = line.split("\\s+");
            for (int i = 0; i < words.length - 1; i++) {
                if (words[i].equals("nodes")) {
                    return Long.parseLong(words[i + 1]);
                }
            }
            return -1L;
        }).reduce((first, second) -> second).orElse(-1L);
    }

    @Test
    void shouldSearchAPositionWithMovesToADepthReportingEachIteration() throws Exception {
        send("ucinewgame");
        send("position startpos moves e2e4 e7e5 g1f3");
        send("go depth 5");
        String best = await(line -> line.startsWith("bestmove"), 30_000);
        List<String> infos = linesSoFar().stream().filter(line -> line.startsWith("info depth")).toList();
        assertThat(infos).hasSizeGreaterThanOrEqualTo(5);
        for (int depth = 1; depth <= 5; depth++) {
            String prefix = "info depth " + depth + " ";
            assertThat(infos).anyMatch(line -> line.startsWith(prefix) && line.contains(" seldepth ")
                    && line.contains(" score cp ") && line.contains(" nodes ") && line.contains(" nps ")
                    && line.contains(" time ") && line.contains(" hashfull ") && line.contains(" pv "));
        }
        GameState position = CHESS.newState();
        for (String move : List.of("e2e4", "e7e5", "g1f3")) {
            position.play(((ProtocolNotation) position).parseProtocolMove(move));
        }
        String move = best.split("\\s+")[1];
        assertThat(((ProtocolNotation) position).parseProtocolMove(move)).as("a legal move for Black").isNotNegative();
    }

    @Test
    void shouldSearchUntilStoppedAfterGoInfiniteAndStayResponsive() throws Exception {
        send("position startpos");
        send("go infinite");
        await(line -> line.startsWith("info depth 3"), 30_000);
        Thread.sleep(300);
        send("isready");
        await("readyok"::equals, 2000);
        assertThat(linesSoFar()).noneMatch(line -> line.startsWith("bestmove"));
        send("stop");
        String best = await(line -> line.startsWith("bestmove"), 5000);
        assertThat(((ProtocolNotation) CHESS.newState()).parseProtocolMove(best.split("\\s+")[1])).isNotNegative();
    }

    /** Only 'stop' ends 'go infinite': a position, a setting or a new game sent meanwhile waits for it. */
    @Test
    void shouldAnswerGoInfiniteOnlyAfterStopAndThenTakeWhatCameMeanwhile() throws Exception {
        send("position startpos");
        send("go infinite");
        await(line -> line.startsWith("info depth 2"), 30_000);
        send("position startpos moves e2e4");
        send("setoption name MultiPV value 2");
        send("ucinewgame");
        send("position startpos moves d2d4");
        send("isready");
        await("readyok"::equals, 5000);
        assertThat(linesSoFar()).noneMatch(line -> line.startsWith("bestmove"));
        send("stop");
        String best = await(line -> line.startsWith("bestmove"), 5000);
        assertThat(((ProtocolNotation) CHESS.newState()).parseProtocolMove(best.split("\\s+")[1]))
                .as("the move answers the position searched, the start").isNotNegative();
        send("go depth 2");
        String next = await(line -> line.startsWith("bestmove") && line != best, 10_000);
        GameState afterD4 = CHESS.parseState("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1");
        assertThat(((ProtocolNotation) afterD4).parseProtocolMove(next.split("\\s+")[1]))
                .as("the deferred position (after d4) is the one searched next").isNotNegative();
        assertThat(linesSoFar()).anyMatch(line -> line.contains("multipv 2"));
    }

    /** A search without depths (Monte Carlo) still answers 'go depth' with a move, and says what it did. */
    @Test
    void shouldAnswerGoDepthWithAMoveWhenTheSearchHasNoDepths() throws Exception {
        ScriptedSession mcts = new ScriptedSession((in, out) -> new UciSession(CHESS, "mcts", out).run(in),
                "uci-mcts-under-test");
        try {
            mcts.send("position startpos");
            mcts.send("go depth 5");
            String best = mcts.await(line -> line.startsWith("bestmove"), 10_000);
            assertThat(best).isNotEqualTo("bestmove 0000");
            assertThat(((ProtocolNotation) CHESS.newState()).parseProtocolMove(best.split("\\s+")[1])).isNotNegative();
            assertThat(mcts.linesSoFar()).anyMatch(line -> line.startsWith("info string mcts has no search depth")
                    && line.endsWith("searching 1000 ms instead")).noneMatch(line -> line.contains("Exception"));
        } finally {
            mcts.quit();
        }
    }

    @Test
    void shouldIgnoreGarbageAndMalformedCommandsWithoutDying() throws Exception {
        send("hello engine");
        send("position fen not/a/fen w");
        send("position startpos moves e2e5");
        send("position sideways");
        send("go depth many");
        send("setoption name Hash value -3");
        send("setoption name NoSuchOption value 1");
        send("setoption");
        send("");
        send("isready");
        await("readyok"::equals, 5000);
        assertThat(linesSoFar().stream().filter(line -> line.startsWith("info string")).count())
                .as("each bad line is answered with one info string").isGreaterThanOrEqualTo(7);
        send("position startpos moves e2e4");
        send("go depth 3");
        String best = await(line -> line.startsWith("bestmove"), 30_000);
        GameState afterE4 = CHESS.newState();
        afterE4.play(((ProtocolNotation) afterE4).parseProtocolMove("e2e4"));
        assertThat(((ProtocolNotation) afterE4).parseProtocolMove(best.split("\\s+")[1]))
                .as("the bad position command left the last good one").isNotNegative();
    }

    @Test
    void shouldFindAMateInOneAndReportItAsAMateScore() throws Exception {
        send("position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
        send("go depth 4");
        String best = await(line -> line.startsWith("bestmove"), 30_000);
        assertThat(best).startsWith("bestmove d1d8");
        assertThat(linesSoFar()).anyMatch(line -> line.contains(" score mate 1 "));
    }

    @Test
    void shouldReportSeveralLinesWithMultiPvOnTwoThreads() throws Exception {
        send("setoption name Threads value 2");
        send("setoption name MultiPV value 3");
        send("setoption name Hash value 8");
        send("position startpos");
        send("go depth 4");
        await(line -> line.startsWith("bestmove"), 30_000);
        for (int k = 1; k <= 3; k++) {
            String marker = " multipv " + k + " ";
            assertThat(linesSoFar()).anyMatch(line -> line.startsWith("info depth 4 ") && line.contains(marker));
        }
    }

    @Test
    void shouldMoveWithinItsClock() throws Exception {
        send("position startpos moves d2d4");
        long started = System.nanoTime();
        send("go wtime 900 btime 1000 winc 0 binc 0");
        await(line -> line.startsWith("bestmove"), 5000);
        long elapsedMillis = (System.nanoTime() - started) / 1_000_000;
        assertThat(elapsedMillis).as("Black has one second for the game").isLessThan(1000);
    }

    @Test
    void shouldStopTheSearchAndEndWhenTheInputEndsWithoutQuit() throws Exception {
        // The end of the input is 'quit', as for Stockfish: the search stops at once and answers.
        send("position startpos moves e2e4");
        send("go depth 60");
        await(line -> line.startsWith("info depth 3 "), 30_000);
        session.closeInput();
        String best = await(line -> line.startsWith("bestmove"), 10_000);
        assertThat(session.ended(5000)).isTrue();
        assertThat(linesSoFar()).noneMatch(line -> line.startsWith("info depth 60 "));
        assertThat(best.split("\\s+")).hasSizeGreaterThanOrEqualTo(2);
    }
}
