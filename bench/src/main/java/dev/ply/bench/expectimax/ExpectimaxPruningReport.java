package dev.ply.bench.expectimax;

import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.testkit.tree.GameTree;
import dev.ply.testkit.tree.GameTrees;
import dev.ply.testkit.tree.TreeGame;
import java.util.List;
import java.util.Locale;
import java.util.function.LongFunction;

/**
 * How much Star1 and Star2 prune: the nodes and evaluations of the {@code expectimax} search's
 * configurations, summed over families of synthetic trees searched to the end, printed as Markdown
 * tables (the figures in {@code search-expectimax/README.md}). Every search's value is checked against
 * the tree's exact expectiminimax value; a mismatch stops the report.
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
                    double value = result.statistics().get("value").doubleValue();
                    if (value != exact) {
                        throw new IllegalStateException(CONFIGURATIONS.get(c) + " returned " + value + " instead of "
                                + exact + " on tree " + seed + " of " + title);
                    }
                    nodes[c] += result.nodes();
                    evaluations[c] += result.statistics().get("leaves").longValue()
                            + result.statistics().get("ordering evaluations").longValue();
                }
            }
        }
        System.out.println("### " + title);
        System.out.println();
        System.out.println("| configuration | nodes | vs plain | evaluations | vs plain |");
        System.out.println("|---|---:|---:|---:|---:|");
        for (int c = 0; c < CONFIGURATIONS.size(); c++) {
            System.out.printf(Locale.ROOT, "| `expectimax:%s` | %,d | %+.0f%% | %,d | %+.0f%% |%n", CONFIGURATIONS.get(c),
                    nodes[c], 100.0 * (nodes[c] - nodes[0]) / nodes[0], evaluations[c],
                    100.0 * (evaluations[c] - evaluations[0]) / evaluations[0]);
        }
        System.out.println();
    }
}
