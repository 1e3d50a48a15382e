package dev.ply.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.capability.ProtocolNotation;
import dev.ply.testkit.NotationFuzzer;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Seeded random mutations of the {@code position} and {@code go} commands a GUI sends, each followed by a
 * {@code go}: the session must answer every {@code go} with exactly one {@code bestmove}, and that move must be
 * {@code 0000} when the position command could not be used and a move of the position the command describes
 * otherwise, never one of another position. Runs the session in this process, so that thousands of commands
 * take seconds; {@link UciRobustnessTest} drives it in a process of its own.
 */
class UciFuzzTest {

    private static final Game CHESS = Ply.game("chess");
    private static final List<String> FENS = List.of(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "7k/8/6K1/8/8/8/8/R7 w - - 99 80");
    private static final List<String> MOVE_LISTS = List.of("e2e4 e7e5 g1f3 b8c6 f1b5", "d2d4 d7d5 c2c4 e7e6",
            "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8", "e2e4 d7d5 e4d5 d8d5 b1c3 d5a5");

    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

    @Test
    void shouldAnswerEveryMutatedCommandForThePositionItDescribesOrWithNoMove() {
        PrintStream out = new PrintStream(new LineSink(), true, StandardCharsets.UTF_8);
        UciSession session = new UciSession(CHESS, "alphabeta", out);
        NotationFuzzer fuzzer = new NotationFuzzer(0xC0FFEEL);
        int[] counts = new int[2];
        assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            for (int i = 0; i < 1500; i++) {
                String command = i % 2 == 0
                        ? "position fen " + fuzzer.mutate(FENS.get(i / 2 % FENS.size()))
                        : "position startpos moves " + fuzzer.mutate(MOVE_LISTS.get(i / 2 % MOVE_LISTS.size()));
                List<String> expected = expectedAnswers(command);
                counts[expected.equals(List.of("0000")) ? 0 : 1]++;
                lines.clear();
                session.handle(command);
                String go = i % 3 == 0 ? fuzzer.mutate("go depth 1") : "go depth 1";
                if (go.trim().split("\\s+")[0].equals("go")) {
                    // A mutated go may have lost its limit: stop it, as a GUI would.
                    session.handle(go);
                    session.handle("stop");
                } else {
                    session.handle("go depth 1");
                }
                String best = awaitBestMove(command);
                assertThat(best).as("answer to %s", command).isIn(expected);
            }
        });
        session.handle("quit");
        assertThat(counts[0]).as("refused or finished positions").isPositive();
        assertThat(counts[1]).as("searchable positions").isPositive();
    }

    /**
     * What the session may answer: {@code 0000} if the command gives no position or one without moves, else
     * the moves of the position the command describes (its moves up to the first bad one).
     */
    private static List<String> expectedAnswers(String command) {
        String[] words = command.trim().split("\\s+");
        int movesAt = List.of(words).indexOf("moves");
        GameState state;
        try {
            state = words[1].equals("startpos") ? CHESS.newState()
                    : CHESS.parseStateLeniently(String.join(" ", List.of(words).subList(2,
                            movesAt < 0 ? words.length : movesAt)), note -> { });
            if (words[1].equals("startpos") && movesAt != 2 && words.length > 2) {
                return List.of("0000");
            }
        } catch (InvalidInputException e) {
            return List.of("0000");
        }
        for (int i = movesAt + 1; movesAt >= 0 && i < words.length; i++) {
            try {
                state.play(((ProtocolNotation) state).parseProtocolMove(words[i]));
            } catch (InvalidInputException e) {
                break;
            }
        }
        int[] buffer = new int[CHESS.maxMoves()];
        int count = state.legalMoves(buffer);
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            moves.add(((ProtocolNotation) state).moveToProtocol(buffer[i]));
        }
        return moves.isEmpty() ? List.of("0000") : moves;
    }

    private String awaitBestMove(String command) throws InterruptedException {
        while (true) {
            String line = lines.poll(30, TimeUnit.SECONDS);
            if (line == null) {
                throw new AssertionError("no bestmove after " + command);
            }
            assertThat(line).as("output after %s", command).doesNotContain("Exception");
            if (line.startsWith("bestmove")) {
                return line.split("\\s+")[1];
            }
        }
    }

    /** Collects the session's output lines. */
    private final class LineSink extends OutputStream {
        private final StringBuilder line = new StringBuilder();

        @Override
        public void write(int b) {
            if (b == '\n') {
                lines.add(line.toString().strip());
                line.setLength(0);
            } else {
                line.append((char) b);
            }
        }
    }
}
