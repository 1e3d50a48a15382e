package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.capability.SparseFeatures;
import dev.ply.core.eval.Evaluator;
import dev.ply.lab.LabelledPositions;
import dev.ply.lab.OutputFiles;
import dev.ply.lab.QuiescenceLeaves;
import dev.ply.learning.FeatureSamples;
import dev.ply.learning.ValueNetwork;
import dev.ply.learning.ValueNetworkTrainer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code ply fit}: an efficiently updatable value network (NNUE) fitted to labelled positions. */
@Command(name = "fit", mixinStandardHelpOptions = true,
        description = "Fit an efficiently updatable value network (NNUE) to positions with results or scores, the"
                + " positions files 'ply tune' reads: the game's sparse features, one hidden layer clipped to [0, 1],"
                + " one output, trained by DJL to the squared error of 1/(1+10^(-score/400)) against the results on"
                + " the quiet positions (not in check, and standing pat best in a quiescence search by the game's"
                + " own evaluator). The network goes to --out after every epoch; search with eval=nnue:OUT.")
final class FitCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Parameters(index = "0", paramLabel = "GAME", description = "the game, whose positions have sparse features")
    private String gameId;

    @Option(names = "--positions", required = true, split = ",", paramLabel = "FILE",
            description = "positions with results ('ply match ... --positions FILE' writes them), or records"
                    + " (FILE.jsonl); several may be given")
    private List<Path> positionFiles;

    @Option(names = "--validation", split = ",", paramLabel = "FILE", description = "positions the error is"
            + " measured on and never trained on (default: every 50th position of --positions)")
    private List<Path> validationFiles;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "the network's file")
    private Path out;

    @Option(names = "--start-from", paramLabel = "FILE", description = "train on from this network (--out itself"
            + " to go on with a run) instead of fresh weights")
    private Path startFrom;

    @Option(names = "--hidden", paramLabel = "N", defaultValue = "256",
            description = "hidden units (default: ${DEFAULT-VALUE})")
    private int hidden;

    @Option(names = "--buckets", paramLabel = "N", defaultValue = "1",
            description = "output buckets, chosen by how many features a position has on (in chess, pieces): each"
                    + " spans the most any position has, divided by N (default: ${DEFAULT-VALUE})")
    private int buckets;

    @Option(names = "--base", paramLabel = "EVAL", defaultValue = "",
            description = "an evaluator whose score the network learns to correct (such as chess:classic): the network"
                    + " answers its score plus the network's output, and where the positions taught it nothing, the"
                    + " evaluator's score stands")
    private String base;

    @Option(names = "--reference", paramLabel = "EVAL", defaultValue = "",
            description = "the evaluator whose error on the validation positions is printed beside the network's"
                    + " (default: --base, else the game's default evaluator)")
    private String reference;

    @Option(names = "--epochs", paramLabel = "N", defaultValue = "10",
            description = "passes over the positions (default: ${DEFAULT-VALUE})")
    private int epochs;

    @Option(names = "--batch", paramLabel = "N", defaultValue = "4096",
            description = "positions per mini-batch (default: ${DEFAULT-VALUE})")
    private int batch;

    @Option(names = "--learning-rate", paramLabel = "R", defaultValue = "0.001",
            description = "Adam's first learning rate, falling along a cosine to a hundredth (default:"
                    + " ${DEFAULT-VALUE})")
    private float learningRate;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
            description = "the seed of the fresh weights and the order of the positions (default: ${DEFAULT-VALUE})")
    private long seed;

    @Override
    public void run() {
        if (hidden < 1 || hidden > ValueNetwork.MAX_HIDDEN || buckets < 1 || buckets > ValueNetwork.MAX_BUCKETS
                || epochs < 1 || batch < 1 || batch > 1 << 20 || !(learningRate > 0 && learningRate < 1)) {
            throw new InvalidInputException("--hidden is 1 to " + ValueNetwork.MAX_HIDDEN + ", --buckets 1 to "
                    + ValueNetwork.MAX_BUCKETS + ", --epochs and --batch at least 1 (--batch at most 1048576),"
                    + " --learning-rate between 0 and 1");
        }
        Game game = Ply.game(gameId);
        if (!(game.newState() instanceof SparseFeatures sparse)) {
            throw new InvalidInputException(game.id() + " has no sparse features for a value network"
                    + " to read (its positions do not implement SparseFeatures)");
        }
        if (Files.exists(out) && startFrom == null) {
            throw new InvalidInputException("--out " + out + " exists; give --start-from " + out
                    + " to train it on, or another --out");
        }
        ValueNetwork start = startFrom == null ? null : ValueNetwork.read(startFrom);
        if (start != null) {
            startCheck(start, game, sparse);
        }
        OutputFiles claimed = OutputFiles.claim(Map.of("--out", out));
        ProgressTicker ticker = new ProgressTicker(parent.err(), () -> status);
        try {
            fit(game, start, sparse);
        } finally {
            ticker.close();
            claimed.close();
        }
    }

    private volatile String status = "reading positions";

    private void startCheck(ValueNetwork start, Game game, SparseFeatures sparse) {
        if (!start.gameId().equals(game.id()) || !start.featureSet().equals(sparse.featureSetName())) {
            throw new InvalidInputException("--start-from " + startFrom + " is a network of " + start.gameId() + " ("
                    + start.featureSet() + "), not of " + game.id() + " (" + sparse.featureSetName() + ")");
        }
        if (start.hidden() != hidden) {
            throw new InvalidInputException("--start-from " + startFrom + " has " + start.hidden()
                    + " hidden units, not " + hidden + " (--hidden)");
        }
        if (!start.base().equals(base)) {
            throw new InvalidInputException("--start-from " + startFrom + " corrects "
                    + (start.base().isEmpty() ? "no evaluator" : start.base()) + ", not "
                    + (base.isEmpty() ? "no evaluator" : base) + " (--base)");
        }
        if (start.buckets() != buckets && start.buckets() != 1) {
            throw new InvalidInputException("--start-from " + startFrom + " has " + start.buckets()
                    + " output buckets, not " + buckets + " (--buckets; a network of one bucket may gain more)");
        }
    }

    private void fit(Game game, ValueNetwork start, SparseFeatures sparse) {
        FeatureSamples training = new FeatureSamples();
        FeatureSamples validation = new FeatureSamples();
        if (base.startsWith("nnue")) {
            throw new InvalidInputException("--base " + base + ": a network corrects another evaluator, not a network");
        }
        String referenceName = !reference.isEmpty() ? reference : !base.isEmpty() ? base : "default";
        Evaluator<? extends GameState> referenceEvaluator = Ply.evaluator(game, referenceName);
        String referenceLabel = Ply.qualifiedEvaluatorName(game, referenceName);
        @SuppressWarnings("unchecked")
        Evaluator<GameState> baseEvaluator = base.isEmpty() ? null
                : (Evaluator<GameState>) Ply.evaluator(game, base);
        double[] referenceSums = new double[2];
        int[] active = new int[sparse.maxActiveFeatures()];
        long read = 0;
        for (Path file : positionFiles) {
            read += add(game, file, active, training, validationFiles == null ? validation : null,
                    referenceEvaluator, baseEvaluator, referenceSums);
        }
        if (validationFiles != null) {
            for (Path file : validationFiles) {
                add(game, file, active, null, validation, referenceEvaluator, baseEvaluator, referenceSums);
            }
        }
        if (training.size() == 0 || validation.size() == 0) {
            throw new InvalidInputException("no quiet position to " + (training.size() == 0 ? "train on"
                    : "validate on") + " in " + (training.size() == 0 ? positionFiles : validationFiles));
        }
        double referenceError = referenceSums[0] / referenceSums[1];
        int bucketSize = Math.max(1, (training.mostActive() + buckets - 1) / buckets);
        if (start == null) {
            start = ValueNetworkTrainer.fresh(game.id(), sparse.featureSetName(), sparse.featureCount(), hidden,
                    buckets, bucketSize, Math.max(1, training.mostActive()), seed);
            if (!base.isEmpty()) {
                // A correction starts at none: the base evaluator's own scores.
                start = new ValueNetwork(start.gameId(), start.featureSet(), start.features(), hidden, buckets,
                        bucketSize, start.inputWeights(), start.hiddenBias(), new float[buckets * hidden],
                        new float[buckets], 0, "", base);
            }
        } else if (start.buckets() != buckets) {
            start = start.withBuckets(buckets, bucketSize);
        }
        parent.out().printf(Locale.ROOT, "%d positions read; %d quiet to train on, %d to validate on; error of %s on"
                + " them %.6f%n", read, training.size(), validation.size(), referenceLabel, referenceError);
        String command = "ply fit " + gameId + " --positions " + join(positionFiles)
                + (validationFiles == null ? "" : " --validation " + join(validationFiles)) + " --hidden " + hidden
                + " --buckets " + buckets + (base.isEmpty() ? "" : " --base " + base) + " --epochs " + epochs
                + " --batch " + batch + " --learning-rate " + learningRate + " --seed " + seed
                + (startFrom == null ? "" : " --start-from " + startFrom);
        int perEpoch = Math.max(1, training.size() / batch);
        int[] order = new int[training.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        SplittableRandom random = new SplittableRandom(seed);
        parent.out().printf(Locale.ROOT, "epoch 0: validation error %.6f%n", validation.error(start));
        try (ValueNetworkTrainer trainer = new ValueNetworkTrainer(start, learningRate, batch, perEpoch * epochs)) {
            for (int epoch = 1; epoch <= epochs; epoch++) {
                shuffle(order, random);
                double loss = 0;
                for (int step = 0; step < perEpoch; step++) {
                    loss += trainer.step(training, order, step * batch);
                    status = String.format(Locale.ROOT, "epoch %d of %d, step %d of %d, loss %.6f", epoch, epochs,
                            step + 1, perEpoch, loss / (step + 1));
                }
                ValueNetwork network = trainer.network(start.positions() + (long) epoch * perEpoch * batch, command);
                try {
                    network.write(out);
                } catch (IOException e) {
                    throw new InvalidInputException("cannot write " + out + ": " + OutputFiles.reason(e));
                }
                parent.out().printf(Locale.ROOT, "epoch %d: training loss %.6f, validation error %.6f (%s %.6f);"
                        + " written to %s%n", epoch, loss / perEpoch, validation.error(network), referenceLabel,
                        referenceError, out);
            }
        }
        parent.out().println("search with it: ply play " + gameId + " --second alphabeta:eval=nnue:" + out);
    }

    /**
     * Adds a file's quiet positions: all to {@code heldOut} when {@code into} is null, else every 50th to
     * {@code heldOut} (when given) and the others to {@code into}; sums the squared error of the reference evaluator
     * on those that go to {@code heldOut} (in {@code referenceSums}: the sum, then the count).
     */
    private long add(Game game, Path file, int[] active, FeatureSamples into, FeatureSamples heldOut,
            Evaluator<? extends GameState> referenceEvaluator, Evaluator<GameState> baseEvaluator,
            double[] referenceSums) {
        status = "reading " + file;
        LabelledPositions positions = LabelledPositions.read(game, List.of(file));
        @SuppressWarnings("unchecked")
        Evaluator<GameState> evaluator = (Evaluator<GameState>) referenceEvaluator;
        QuiescenceLeaves quiescence = new QuiescenceLeaves(game.defaultEvaluator(), game.maxMoves());
        double perUnit = Math.log(10) / 400;
        for (int i = 0; i < positions.size(); i++) {
            GameState state = positions.state(i);
            if (!quiescence.quiet(state)) {
                continue;
            }
            double result = positions.result(i);
            float target = (float) (state.toMove() == 0 ? result : 1 - result);
            int count = ((SparseFeatures) state).activeFeatures(active);
            FeatureSamples set = into == null || heldOut != null && i % 50 == 0 ? heldOut : into;
            set.add(active, count, target, baseEvaluator == null ? 0
                    : (float) (baseEvaluator.evaluate(state) / ValueNetwork.unitsPerLogit()));
            if (set == heldOut) {
                double p = 1 / (1 + Math.exp(-evaluator.evaluate(state) * perUnit));
                referenceSums[0] += (p - target) * (p - target);
                referenceSums[1]++;
            }
            if (i % 10_000 == 0) {
                status = String.format(Locale.ROOT, "reading %s: %d of %d positions", file, i, positions.size());
            }
        }
        return positions.read();
    }

    private static void shuffle(int[] order, SplittableRandom random) {
        for (int i = order.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
    }

    private static String join(List<Path> files) {
        return String.join(",", files.stream().map(Path::toString).toList());
    }
}
