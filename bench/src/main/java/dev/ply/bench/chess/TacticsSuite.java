package dev.ply.bench.chess;

import dev.ply.bench.BenchArguments;
import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.arena.PositionSuite;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * The solve rate of a search on a tactical test suite in EPD: each position is searched for a fixed time
 * and counts as solved when the move played is one of its best moves ({@code bm}) and none of its
 * avoided moves ({@code am}). The default suite is "Win at Chess" (Fred Reinfeld, 1958: 300 positions,
 * in the EPD form engine authors have passed around for decades).
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.ply.bench.chess.TacticsSuite [--time MS] [--algorithm SPEC]
 *     [--nodes N] [--suite FILE.epd] [--first N] [--verbose]
 * </pre>
 *
 * Defaults: 1000 ms a position ({@code --nodes} limits nodes instead, for figures that do not depend on
 * the machine's load), {@code alphabeta}, the bundled {@code wac.epd}, all positions.
 */
public final class TacticsSuite {

    /** One test position. */
    record Position(String id, String fen, List<String> best, List<String> avoid) {
    }

    private TacticsSuite() {
    }

    /**
     * Runs the suite and prints one line per position and a summary.
     *
     * @param args {@code --time MS --algorithm SPEC --suite FILE --first N --verbose}
     */
    public static void main(String[] args) throws Exception {
        BenchArguments.run("TacticsSuite", () -> {
            BenchArguments arguments = BenchArguments.parse(args,
                    "--time MS --nodes N --algorithm SPEC --suite FILE --first N --verbose",
                    Set.of("--time", "--nodes", "--algorithm", "--suite", "--first"), Set.of("--verbose"));
            String suite = arguments.text("--suite", null);
            List<Position> positions = suite == null ? readResource("wac.epd") : readFile(Path.of(suite));
            long nodeLimit = arguments.positiveLong("--nodes", 0);
            SearchLimits limits = nodeLimit > 0 ? SearchLimits.ofNodes(nodeLimit)
                    : SearchLimits.ofMoveTime(arguments.positiveLong("--time", 1000));
            int first = arguments.positiveInt("--first", Integer.MAX_VALUE);
            run(positions.subList(0, Math.min(first, positions.size())), arguments.text("--algorithm", "alphabeta"),
                    limits, arguments.flag("--verbose"), System.out);
        });
    }

    /**
     * Searches every position and reports.
     *
     * @param positions the positions
     * @param algorithm the search specification
     * @param limits the limits of each search
     * @param verbose print every position, not only the failures
     * @param out where the report goes
     * @return the number solved
     */
    static int run(List<Position> positions, String algorithm, SearchLimits limits, boolean verbose,
            PrintStream out) {
        Game chess = Ply.game("chess");
        int solved = 0;
        long nodes = 0;
        long started = System.nanoTime();
        try (Search search = Ply.search(chess, algorithm)) {
            for (Position position : positions) {
                GameState state = chess.parseState(position.fen());
                search.newGame();
                SearchResult result = search.search(state, limits);
                nodes += result.nodes();
                String played = state.moveToString(result.bestMove());
                boolean ok = (position.best().isEmpty() || matchesAny(state, result.bestMove(), position.best()))
                        && !matchesAny(state, result.bestMove(), position.avoid());
                if (ok) {
                    solved++;
                }
                if (verbose || !ok) {
                    out.printf(Locale.ROOT, "%-8s %-7s played %-8s depth %2d score %6d  expected %s%n",
                            position.id(), ok ? "solved" : "FAILED", played, result.depth(), result.score(),
                            String.join(" ", position.best()));
                }
            }
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        String limit = limits.nodes() > 0 ? String.format(Locale.ROOT, "%,d nodes", limits.nodes())
                : limits.moveTimeMillis() + " ms";
        out.printf(Locale.ROOT, "%s: solved %d of %d (%.1f%%) at %s a position; %,d nodes in %.0f s (%,.0f nps)%n",
                algorithm, solved, positions.size(), 100.0 * solved / positions.size(), limit, nodes, seconds,
                nodes / seconds);
        return solved;
    }

    private static boolean matchesAny(GameState state, int move, List<String> sans) {
        for (String san : sans) {
            try {
                if (state.parseMove(san) == move) {
                    return true;
                }
            } catch (InvalidInputException e) {
                throw new InvalidInputException("the suite's move '" + san + "' is not legal in " + state.notation());
            }
        }
        return false;
    }

    static List<Position> readResource(String name) {
        InputStream in = Objects.requireNonNull(TacticsSuite.class.getResourceAsStream("/dev/ply/bench/" + name),
                name);
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            return parse(reader.lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<Position> readFile(Path file) {
        try {
            return parse(Files.readAllLines(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new InvalidInputException("cannot read " + file + ": " + e.getMessage());
        }
    }

    /**
     * Parses EPD lines: four FEN fields, then operations {@code bm}, {@code am} and {@code id} separated by
     * semicolons.
     */
    static List<Position> parse(List<String> lines) {
        // The lines as `ply suite` reads them (PositionSuite): EPD's four fields, then bm, am and id.
        List<Position> positions = new ArrayList<>();
        int number = 0;
        for (String raw : lines) {
            number++;
            String line = raw.trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            PositionSuite.Entry entry = PositionSuite.parse(line, number, "suite");
            String[] fields = entry.position().split("\\s+");
            if (fields.length != 4) {
                throw new InvalidInputException("not an EPD line: " + line);
            }
            String id = entry.id() != null ? entry.id() : "#" + (positions.size() + 1);
            positions.add(new Position(id, entry.position() + " 0 1", entry.best(), entry.avoid()));
        }
        return positions;
    }
}
