package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.core.eval.TunableEvaluator;
import dev.ply.core.eval.WeightsFile;
import dev.ply.lab.LabelledPositions;
import dev.ply.lab.OutputFiles;
import dev.ply.lab.TexelTuner;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code ply tune}: Texel tuning of an evaluator's weights to the results of games. */
@Command(name = "tune", mixinStandardHelpOptions = true,
        description = "Fit an evaluator's weights to game results (Texel tuning): each position is resolved to the"
                + " quiet one at the end of its quiescence search, the scaling constant K is fitted first, then each"
                + " weight moves while the squared error of 1/(1+10^(-K*score/400)) against the results falls. The"
                + " weights are written to --out after every pass (a stopped run keeps its last pass; --weights"
                + " resumes from it) and the changes to OUT.diff; load them with eval=NAME,weights=OUT.")
final class TuneCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Parameters(index = "0", paramLabel = "GAME", description = "the game")
    private String gameId;

    @Option(names = "--evaluator", paramLabel = "NAME", defaultValue = "default",
            description = "the evaluator, which must have weights, such as chess:classic (default: the game's own)")
    private String evaluatorName;

    @Option(names = "--positions", required = true, split = ",", paramLabel = "FILE",
            description = "positions with results ('ply match ... --positions FILE' writes them), or records"
                    + " (FILE.jsonl from --record); several may be given")
    private List<Path> positionFiles;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "where the tuned weights go")
    private Path out;

    @Option(names = "--weights", paramLabel = "FILE", description = "start from these weights instead of the"
            + " evaluator's own (a file an earlier run wrote)")
    private Path start;

    @Option(names = "--only", split = ",", paramLabel = "PREFIX",
            description = "tune only the weights whose names start with one of these, such as mobility,pawns")
    private List<String> only;

    @Option(names = "--quiet", description = "keep only positions that are quiet already, instead of resolving the"
            + " others by a quiescence search")
    private boolean quietOnly;

    @Option(names = "--passes", paramLabel = "N", defaultValue = "20",
            description = "the most passes over the weights (default: ${DEFAULT-VALUE})")
    private int passes;

    @Option(names = "--step", paramLabel = "S", defaultValue = "4",
            description = "each weight's first step, halved when neither direction helps (default: ${DEFAULT-VALUE})")
    private int step;

    @Option(names = "--threads", paramLabel = "N", description = "threads that sum the error (default: one per"
            + " core)")
    private Integer threads;

    private volatile String status = "reading positions";

    @Override
    public void run() {
        if (passes < 1 || step < 1 || threads != null && threads < 1) {
            throw new InvalidInputException("--passes, --step and --threads are at least 1");
        }
        Game game = Ply.game(gameId);
        String qualified = Ply.qualifiedEvaluatorName(game, evaluatorName);
        TunableEvaluator<? extends GameState> evaluator = start == null ? Ply.tunableEvaluator(game, evaluatorName)
                : Ply.evaluator(game, evaluatorName, start);
        EvaluatorWeights original = evaluator.weights();
        boolean[] tuned = selected(original, qualified);
        Path diff = out.resolveSibling(out.getFileName() + ".diff");
        Map<String, Path> outputs = new LinkedHashMap<>();
        outputs.put("--out", out);
        outputs.put("--out's diff", diff);
        PrintStream err = parent.err();
        OutputFiles claimed = OutputFiles.claim(outputs);
        // On a terminal the bar is redrawn in place; in a log, a line every few seconds.
        boolean console = System.console() != null;
        ProgressTicker ticker = console ? null : new ProgressTicker(err, () -> status);
        try {
            LabelledPositions positions = LabelledPositions.read(game, positionFiles);
            status = "resolving " + positions.size() + " positions by quiescence search";
            int cores = threads != null ? threads : Runtime.getRuntime().availableProcessors();
            try (TexelTuner tuner = new TexelTuner(evaluator, positions, game.maxMoves(), quietOnly, cores)) {
                PrintStream stdout = parent.out();
                stdout.printf(Locale.ROOT, "%d positions read, %d distinct, %d fitted (%d in check, finished%s)%n",
                        positions.read(), positions.size(), tuner.positions(), tuner.dropped(),
                        quietOnly ? " or not quiet" : "");
                status = "fitting the scaling constant";
                double k = tuner.fitScale();
                double before = tuner.error(evaluator, k);
                stdout.printf(Locale.ROOT, "K = %.4f, error %.6f with %s's weights%n", k, before,
                        start == null ? qualified : start.toString());
                int count = 0;
                for (boolean t : tuned) {
                    count += t ? 1 : 0;
                }
                int selected = count;
                EvaluatorWeights result = tuner.tune(k, i -> tuned[i], step, passes, new TexelTuner.Progress() {
                    private int tried;
                    private long shown;

                    @Override
                    public void reach(int weights, int of) {
                        show(String.format(Locale.ROOT, "finding the positions each weight reaches %s %d/%d",
                                bar(weights, of), weights, of));
                    }

                    @Override
                    public void weight(int pass, int index, double error) {
                        tried = tried % selected + 1;
                        show(String.format(Locale.ROOT, "pass %d of at most %d %s %d/%d weights (%s), error %.6f"
                                + " (from %.6f)", pass, passes, bar(tried, selected), tried, selected,
                                original.name(index), error, before));
                    }

                    private void show(String now) {
                        status = now;
                        if (console && System.nanoTime() - shown > 200_000_000L) {
                            shown = System.nanoTime();
                            err.print("\r" + status + "   ");
                            err.flush();
                        }
                    }

                    @Override
                    public void pass(int pass, double error, int moved, EvaluatorWeights now) {
                        if (console) {
                            err.print("\r" + " ".repeat(status.length() + 3) + "\r");
                        }
                        stdout.printf(Locale.ROOT, "pass %d: error %.6f, %d of %d weights moved%n", pass, error,
                                moved, selected);
                        write(qualified, original, now, k, before, error, pass, diff);
                    }
                });
                double after = tuner.error(evaluator.withWeights(result.values()), k);
                stdout.printf(Locale.ROOT, "error %.6f -> %.6f; weights in %s, changes in %s%n", before, after, out,
                        diff);
                diffLines(original, result).forEach(stdout::println);
            }
        } finally {
            if (ticker != null) {
                ticker.close();
            }
            claimed.close();
        }
    }

    private boolean[] selected(EvaluatorWeights weights, String qualified) {
        boolean[] tuned = new boolean[weights.size()];
        if (only == null || only.isEmpty()) {
            java.util.Arrays.fill(tuned, true);
            return tuned;
        }
        for (String prefix : only) {
            boolean any = false;
            for (int i = 0; i < weights.size(); i++) {
                if (weights.name(i).startsWith(prefix)) {
                    tuned[i] = true;
                    any = true;
                }
            }
            if (!any) {
                TreeSet<String> groups = new TreeSet<>();
                for (int i = 0; i < weights.size(); i++) {
                    groups.add(weights.name(i).split("\\.")[0]);
                }
                throw new InvalidInputException("--only " + prefix + ": no weight of " + qualified
                        + " starts with it; its weights start with " + String.join(", ", groups));
            }
        }
        return tuned;
    }

    private void write(String qualified, EvaluatorWeights original, EvaluatorWeights now, double k, double before,
            double error, int pass, Path diff) {
        List<String> comments = List.of("tuned by ply tune " + gameId + " --evaluator " + evaluatorName
                        + " --positions " + String.join(",", positionFiles.stream().map(Path::toString).toList()),
                String.format(Locale.ROOT, "after pass %d: error %.6f (from %.6f), K %.4f", pass, error, before, k));
        OutputFiles.replace(out, String.join("\n", WeightsFile.lines(qualified, now, comments)) + "\n");
        OutputFiles.replace(diff, String.join("\n", diffLines(original, now)) + "\n");
    }

    private static String bar(int done, int total) {
        int width = 20;
        int filled = (int) ((long) width * done / Math.max(1, total));
        return "[" + "#".repeat(filled) + ".".repeat(width - filled) + "]";
    }

    static List<String> diffLines(EvaluatorWeights from, EvaluatorWeights to) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < from.size(); i++) {
            if (from.value(i) != to.value(i)) {
                lines.add(String.format(Locale.ROOT, "%s %d -> %d (%+d)", from.name(i), from.value(i), to.value(i),
                        to.value(i) - from.value(i)));
            }
        }
        if (lines.isEmpty()) {
            lines.add("# no weight changed");
        }
        return lines;
    }
}
