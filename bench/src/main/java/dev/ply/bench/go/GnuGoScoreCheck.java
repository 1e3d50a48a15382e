package dev.ply.bench.go;

import dev.ply.core.GameState;
import dev.ply.core.agent.GameRecord;
import dev.ply.core.capability.PointScore;
import dev.ply.engine.GtpEngineAgent;
import dev.ply.games.go.GoGame;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Checks that Ply's count of finished Go games agrees with GNU Go's: reads the games of an SGF file (such as the one
 * {@code bench/scripts/go-vs-gnugo.sh} writes), and for every game that ended by two passes sets its final position
 * up in a fresh GNU Go and compares GNU Go's {@code final_score} (which judges dead stones itself) with Ply's area
 * count of the board as it stands. They agree when the games were played out, as the {@code gtp:} agent makes GNU
 * Go do with {@code kgs-genmove_cleanup}.
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.ply.bench.go.GnuGoScoreCheck games.sgf [/usr/games/gnugo]
 * </pre>
 * Prints each disagreement and a summary; exits with status 1 if there was any.
 */
public final class GnuGoScoreCheck {

    private GnuGoScoreCheck() {
    }

    /**
     * Runs the check.
     *
     * @param args the SGF file, and GNU Go's path (default /usr/games/gnugo)
     * @throws IOException if the file cannot be read
     */
    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: GnuGoScoreCheck GAMES.sgf [GNUGO]");
            System.exit(2);
        }
        String gnugo = args.length > 1 ? args[1] : "/usr/games/gnugo";
        GoGame go = new GoGame();
        List<String> ends = go.readOpenings("sgf", Files.readString(Path.of(args[0]), StandardCharsets.UTF_8));
        int finished = 0;
        int agreed = 0;
        try (GtpEngineAgent engine = new GtpEngineAgent(go, gnugo, Map.of())) {
            for (int i = 0; i < ends.size(); i++) {
                GameState end = go.parseState(ends.get(i));
                if (!end.isTerminal()) {
                    continue;
                }
                finished++;
                String ply = text(((PointScore) end).pointScore());
                String gnu = engine.finalScore(new GameRecord(end));
                if (ply.equals(gnu)) {
                    agreed++;
                } else {
                    System.out.println("game " + (i + 1) + ": Ply counts " + ply + ", GNU Go " + gnu + "  " + ends.get(i));
                }
            }
        }
        System.out.println(finished + " finished games, " + agreed + " counted alike by Ply and GNU Go");
        System.exit(agreed == finished ? 0 : 1);
    }

    private static String text(double score) {
        if (score == 0) {
            return "0";
        }
        double points = Math.abs(score);
        return (score > 0 ? "B+" : "W+") + (points == Math.rint(points) ? Long.toString((long) points)
                : Double.toString(points));
    }
}
