package dev.ply.bench.chess;

import dev.ply.bench.BenchArguments;
import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.capability.ProtocolNotation;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Checks every {@code bestmove} of {@code ply uci} against Stockfish's own list of legal moves ({@code go perft
 * 1}) on random games: each game is sent as {@code position startpos moves ...}, so that repetitions and move
 * counters in the list count as a GUI would send them. Ply must answer one of Stockfish's moves, or {@code 0000}
 * exactly where Stockfish lists none (mate, stalemate) or where the rules ended the game by themselves (fivefold
 * repetition, the 75-move rule, which Stockfish's perft does not apply). Prints one line per disagreement and
 * a summary; exits 1 if there was any. Not part of any build or test run:
 *
 * <pre>
 * apt-get update &amp;&amp; apt-get install -y stockfish
 * ./mvnw -B -q -pl bench,examples -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.ply.bench.chess.UciLegalityCheck [--games N] [--seed S]
 *     [--ply "java -jar examples/target/ply.jar uci"] [--stockfish /usr/games/stockfish]
 * </pre>
 */
public final class UciLegalityCheck {

    private static final long ANSWER_MILLIS = 30_000;

    private UciLegalityCheck() {
    }

    /**
     * Runs the check.
     *
     * @param args {@code --games N} (default 300), {@code --seed S} (default 1), {@code --ply COMMAND} and
     *     {@code --stockfish PATH}
     * @throws Exception if an engine cannot be started or stops answering
     */
    public static void main(String[] args) throws Exception {
        BenchArguments.run("UciLegalityCheck", () -> {
            BenchArguments arguments = BenchArguments.parse(args, "[--games N] [--seed S] [--ply COMMAND]"
                    + " [--stockfish PATH]", Set.of("--games", "--seed", "--ply", "--stockfish"), Set.of());
            int games = arguments.positiveInt("--games", 300);
            long seed = arguments.positiveLong("--seed", 1);
            Engine ply = new Engine(arguments.text("--ply", "java -jar examples/target/ply.jar uci").split(" "));
            Engine stockfish = new Engine(arguments.text("--stockfish", "/usr/games/stockfish"));
            int[] counts = check(Ply.game("chess"), games, new SplittableRandom(seed), ply, stockfish);
            ply.close();
            stockfish.close();
            System.out.printf("%d positions: %d answers among Stockfish's legal moves, %d bestmove 0000 where"
                    + " Stockfish has no move, %d bestmove 0000 where the rules ended the game, %d disagreements%n",
                    counts[0] + counts[1] + counts[2] + counts[3], counts[0], counts[1], counts[2], counts[3]);
            if (counts[3] > 0) {
                System.exit(1);
            }
        });
    }

    /** Plays random games and checks Ply's answer at every fourth position and at the end of each. */
    private static int[] check(Game game, int games, SplittableRandom random, Engine ply, Engine stockfish)
            throws IOException, InterruptedException {
        int[] counts = new int[4];
        int[] buffer = new int[game.maxMoves()];
        for (int g = 0; g < games; g++) {
            GameState state = game.newState();
            List<String> moves = new ArrayList<>();
            int length = random.nextInt(400);
            for (int ply0 = 0; ; ply0++) {
                boolean last = state.isTerminal() || ply0 == length;
                if (last || ply0 % 4 == 0) {
                    String position = "position startpos" + (moves.isEmpty() ? "" : " moves " + String.join(" ",
                            moves));
                    Set<String> legal = stockfish.perftMoves(position);
                    String best = ply.bestMove(position);
                    if (best.equals("0000") && legal.isEmpty()) {
                        counts[1]++;
                    } else if (best.equals("0000") && state.isTerminal()) {
                        counts[2]++;
                    } else if (legal.contains(best)) {
                        counts[0]++;
                    } else {
                        counts[3]++;
                        System.out.println("disagreement: " + position + " -> Ply " + best + ", Stockfish's moves "
                                + legal);
                    }
                }
                if (last) {
                    break;
                }
                int count = state.legalMoves(buffer);
                int move = buffer[random.nextInt(count)];
                moves.add(((ProtocolNotation) state).moveToProtocol(move));
                state.play(move);
            }
        }
        return counts;
    }

    /** A UCI engine in a process of its own, read line by line. */
    private static final class Engine {
        private final Process process;
        private final PrintWriter in;
        private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

        Engine(String... command) throws IOException, InterruptedException {
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
            Thread reader = new Thread(() -> {
                try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                        StandardCharsets.UTF_8))) {
                    String line;
                    while ((line = out.readLine()) != null) {
                        lines.add(line.strip());
                    }
                } catch (IOException e) {
                    // the process ended
                }
            }, "uci-reader");
            reader.setDaemon(true);
            reader.start();
            in.println("uci");
            await("uciok");
        }

        private String await(String prefix) throws InterruptedException {
            while (true) {
                String line = lines.poll(ANSWER_MILLIS, TimeUnit.MILLISECONDS);
                if (line == null) {
                    throw new IllegalStateException("no '" + prefix + "' within " + ANSWER_MILLIS + " ms");
                }
                if (line.startsWith(prefix)) {
                    return line;
                }
            }
        }

        Set<String> perftMoves(String position) throws InterruptedException {
            in.println(position);
            in.println("go perft 1");
            Set<String> moves = new HashSet<>();
            while (true) {
                String line = lines.poll(ANSWER_MILLIS, TimeUnit.MILLISECONDS);
                if (line == null) {
                    throw new IllegalStateException("Stockfish ended its perft without 'Nodes searched'");
                }
                if (line.startsWith("Nodes searched")) {
                    return moves;
                }
                if (line.matches("[a-h][1-8][a-h][1-8][qrbn]?: \\d+")) {
                    moves.add(line.substring(0, line.indexOf(':')));
                }
            }
        }

        String bestMove(String position) throws InterruptedException {
            in.println(position);
            in.println("go depth 2");
            return await("bestmove").split("\\s+")[1];
        }

        void close() throws InterruptedException {
            in.println("quit");
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }
}
