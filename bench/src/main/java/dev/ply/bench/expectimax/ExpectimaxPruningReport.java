package dev.ply.bench.expectimax;

import dev.ply.core.Game;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchStatistics;
import dev.ply.games.tree.GameTree;
import dev.ply.games.tree.GameTrees;
import dev.ply.games.tree.TreeGame;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.LongFunction;

/**
 * How much Star1 and Star2 prune: the nodes and evaluations of the {@code expectimax} search's
 * configurations, summed over families of synthetic trees searched to the end and over backgammon
 * positions searched to depths 2 and 3, printed as Markdown tables (the figures in
 * {@code search-expectimax/README.md}). Every search's value is checked against the tree's exact
 * expectiminimax value, or on backgammon against plain expectiminimax; a mismatch stops the report.
 * The backgammon part takes a few minutes (plain expectiminimax three plies deep visits millions of
 * positions).
 *
 * <p>Evaluations are the leaves the search scored plus the positions its move ordering scored: the
 * evaluator's work, which ordering adds to.
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.ply.bench.expectimax.ExpectimaxPruningReport
 * </pre>
 */
public final class ExpectimaxPruningReport {

    private static final List<String> CONFIGURATIONS = List.of(
            "plain",
            "pruning=none,tt=false,id=false,order=none",
            "star1,tt=false,id=false,order=none",
            "star2,tt=false,id=false,order=none",
            "star1",
            "star2");

    /**
     * Backgammon positions with the dice rolled: the start with 3-1, 6-4 and 5-5, then positions from
     * seeded random games.
     */
    private static final List<String> BACKGAMMON = List.of(
            "4HPwATDgc/ABMA:O:31", "4HPwATDgc/ABMA:O:64", "4HPwATDgc/ABMA:O:55",
            "0NfCASiMz8EAWA:O:42", "4LlDhEjEMzigSg:X:51", "zXZUACTCzwMwRA:X:21", "iR0DaDR4dMmAEg:O:31",
            "0PPgCSCK5+ABMA:O:43", "0Bl5QhR4cfAJIA:X:21", "Rh9wkAbBZ+QQUA:O:31", "nrwkgER3+AQEIQ:O:43");

    private ExpectimaxPruningReport() {
    }

    /**
     * Prints the report.
     *
     * @param args none
     */
    public static void main(String[] args) {
        for (double share : new double[] {0.3, 0.5, 0.7}) {
            report(String.format(Locale.ROOT, "400 random trees (`GameTrees.random(seed, 2 + seed %% 5, 6, 100, 0.1,"
                    + " %.1f)`, seeds 0-399)", share), 400,
                    seed -> GameTree.of(GameTrees.random(seed, 2 + (int) (seed % 5), 6, 100, 0.1, share)));
        }
        for (int noise : new int[] {0, 10, 50}) {
            report("12 alternating trees, 5 moves, 6 outcomes, 4 turns, static values within " + noise
                    + " of the truth (`GameTrees.withTrueStaticValues(GameTrees.alternating(seed, 5, 6, 4, 100), "
                    + noise + ", seed)`, seeds 0-11)", 12,
                    seed -> GameTree.of(GameTrees.withTrueStaticValues(GameTrees.alternating(seed, 5, 6, 4, 100), noise,
                            seed)));
        }
        Optional<Game> backgammon = Ply.games().find("backgammon");
        if (backgammon.isEmpty()) {
            System.out.println("(backgammon is not on the class path: its figures are left out)");
            return;
        }
        for (String evaluator : List.of("", ",eval=backgammon:pubeval")) {
            reportPositions("The " + BACKGAMMON.size() + " backgammon positions, depth 2"
                    + (evaluator.isEmpty() ? ", Ply's evaluator" : ", pubeval"), backgammon.get(), BACKGAMMON, 2,
                    evaluator);
        }
        reportPositions("The start with 3-1 to play, depth 3, Ply's evaluator", backgammon.get(),
                BACKGAMMON.subList(0, 1), 3, "");
    }

    private static void reportPositions(String title, Game game, List<String> positions, int depth,
            String evaluator) {
        long[] nodes = new long[CONFIGURATIONS.size()];
        long[] evaluations = new long[CONFIGURATIONS.size()];
        for (String position : positions) {
            double plain = Double.NaN;
            for (int c = 0; c < CONFIGURATIONS.size(); c++) {
                try (Search search = Ply.search(game, "expectimax:" + CONFIGURATIONS.get(c) + evaluator)) {
                    SearchResult result = search.search(game.parseState(position), SearchLimits.ofDepth(depth));
                    double value = result.statistics().get(SearchStatistics.VALUE).doubleValue();
                    if (c == 0) {
                        plain = value;
                    } else if (value != plain) {
                        throw new IllegalStateException(CONFIGURATIONS.get(c) + " returned " + value + " instead of "
                                + plain + " at " + position);
                    }
                    nodes[c] += result.nodes();
                    evaluations[c] += result.statistics().get(SearchStatistics.LEAVES).longValue()
                            + result.statistics().get(SearchStatistics.ORDERING_EVALUATIONS).longValue();
                }
            }
        }
        print(title, nodes, evaluations);
    }

    private static void report(String title, int trees, LongFunction<GameTree> family) {
        long[] nodes = new long[CONFIGURATIONS.size()];
        long[] evaluations = new long[CONFIGURATIONS.size()];
        for (long seed = 0; seed < trees; seed++) {
            GameTree tree = family.apply(seed);
            double exact = tree.exactValue();
            for (int c = 0; c < CONFIGURATIONS.size(); c++) {
                TreeGame game = new TreeGame(tree);
                try (Search search = Ply.search(game, "expectimax:" + CONFIGURATIONS.get(c) + ",hash=1")) {
                    SearchResult result = search.search(game.newState(), SearchLimits.NONE);
                    double value = result.statistics().get(SearchStatistics.VALUE).doubleValue();
                    if (value != exact) {
                        throw new IllegalStateException(CONFIGURATIONS.get(c) + " returned " + value + " instead of "
                                + exact + " on tree " + seed + " of " + title);
                    }
                    nodes[c] += result.nodes();
                    evaluations[c] += result.statistics().get(SearchStatistics.LEAVES).longValue()
                            + result.statistics().get(SearchStatistics.ORDERING_EVALUATIONS).longValue();
                }
            }
        }
        print(title, nodes, evaluations);
    }

    private static void print(String title, long[] nodes, long[] evaluations) {
        System.out.println("### " + title);
        System.out.println();
        System.out.println("| configuration | nodes | vs plain | evaluations | vs plain |");
        System.out.println("|---|---:|---:|---:|---:|");
        for (int c = 0; c < CONFIGURATIONS.size(); c++) {
            System.out.printf(Locale.ROOT, "| `expectimax:%s` | %,d | %+.0f%% | %,d | %+.0f%% |%n",
                    CONFIGURATIONS.get(c), nodes[c], 100.0 * (nodes[c] - nodes[0]) / nodes[0], evaluations[c],
                    100.0 * (evaluations[c] - evaluations[0]) / evaluations[0]);
        }
        System.out.println();
    }
}
