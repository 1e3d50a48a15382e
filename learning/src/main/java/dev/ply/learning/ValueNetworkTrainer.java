package dev.ply.learning;

import ai.djl.Model;
import ai.djl.engine.Engine;
import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.DataType;
import ai.djl.ndarray.types.Shape;
import ai.djl.nn.Activation;
import ai.djl.nn.LambdaBlock;
import ai.djl.nn.Parameter;
import ai.djl.nn.SequentialBlock;
import ai.djl.nn.core.Linear;
import ai.djl.training.DefaultTrainingConfig;
import ai.djl.training.GradientCollector;
import ai.djl.training.Trainer;
import ai.djl.training.loss.Loss;
import ai.djl.training.optimizer.Optimizer;
import ai.djl.training.tracker.Tracker;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Trains a {@link ValueNetwork} with DJL on PyTorch's CPU engine: mini-batches of {@link FeatureSamples}, the first
 * layer fed the features as a dense row of zeros and ones, the output of each position's bucket chosen by a mask, Adam with a learning rate falling along a cosine to a
 * hundredth, the loss the squared error of the expected result {@code 1 / (1 + e^-logit)} against the target (the
 * error Texel tuning fits). The weights come in from a network and go out as one, so that a search evaluates them
 * in plain Java ({@link ValueNetworkEvaluator}). DJL was chosen for the reasons {@link NetworkTrainer} gives.
 */
public final class ValueNetworkTrainer implements AutoCloseable {

    private final ValueNetwork start;
    private final Model model;
    private final Trainer trainer;
    private final Parameter[] parameters;
    private final int batchSize;
    private final float[] inputs;
    private final float[] targets;
    private final float[] offsets;
    /** For each position of a batch, a one at its output bucket. */
    private final float[] masks;
    private final int[] active;
    /**
     * Native memory the mini-batch's arrays are made from, allocated once: made from a Java array, each would take
     * a direct buffer of its own, freed only when the garbage collector next runs, and with a large heap those
     * buffers grew by a batch's inputs a step until the kernel killed the process.
     */
    private final ByteBuffer inputBuffer;
    private final ByteBuffer targetBuffer;
    private final ByteBuffer maskBuffer;
    private final ByteBuffer offsetBuffer;

    /**
     * Sets training up.
     *
     * @param start the weights to start from ({@link #fresh} for new ones)
     * @param learningRate Adam's first learning rate
     * @param batchSize positions per mini-batch
     * @param steps the mini-batches the learning rate falls over
     */
    public ValueNetworkTrainer(ValueNetwork start, float learningRate, int batchSize, int steps) {
        if (System.getProperty("ai.djl.offline") == null) {
            System.setProperty("ai.djl.offline", "true");
        }
        this.start = start;
        this.batchSize = batchSize;
        int features = start.features();
        int hidden = start.hidden();
        Linear first = Linear.builder().setUnits(hidden).build();
        Linear output = Linear.builder().setUnits(start.buckets()).build();
        SequentialBlock block = new SequentialBlock().add(first)
                .add(LambdaBlock.singleton(x -> x.clip(0, 1), "clipped-relu")).add(output);
        this.model = Model.newInstance("ply-nnue", Engine.getEngine("PyTorch").getEngineName());
        model.setBlock(block);
        Tracker rate = Tracker.cosine().setBaseValue(learningRate).optFinalValue(learningRate / 100)
                .setMaxUpdates(Math.max(1, steps)).build();
        this.trainer = model.newTrainer(new DefaultTrainingConfig(Loss.l2Loss())
                .optOptimizer(Optimizer.adam().optLearningRateTracker(rate).build()));
        trainer.initialize(new Shape(batchSize, features));
        parameters = new Parameter[] {first.getParameters().get("weight"), first.getParameters().get("bias"),
            output.getParameters().get("weight"), output.getParameters().get("bias")};
        // DJL's linear weights are (units, inputs): the file's rows per feature, transposed.
        parameters[0].getArray().set(FloatBuffer.wrap(transpose(start.inputWeights(), features, hidden)));
        parameters[1].getArray().set(FloatBuffer.wrap(start.hiddenBias()));
        parameters[2].getArray().set(FloatBuffer.wrap(start.outputWeights()));
        parameters[3].getArray().set(FloatBuffer.wrap(start.outputBias()));
        inputs = new float[batchSize * features];
        masks = new float[batchSize * start.buckets()];
        targets = new float[batchSize];
        offsets = new float[batchSize];
        active = new int[Short.MAX_VALUE];
        inputBuffer = direct(inputs.length);
        targetBuffer = direct(targets.length);
        maskBuffer = direct(masks.length);
        offsetBuffer = direct(offsets.length);
    }

    private static ByteBuffer direct(int floats) {
        return ByteBuffer.allocateDirect(floats * Float.BYTES).order(ByteOrder.nativeOrder());
    }

    /** The floats in the buffer, for an array of {@code shape} made from it. */
    private static NDArray array(NDManager manager, ByteBuffer buffer, float[] values, Shape shape) {
        buffer.clear();
        buffer.asFloatBuffer().put(values);
        return manager.create(buffer, shape, DataType.FLOAT32);
    }

    /**
     * A network of fresh weights: the first layer's uniform in ±{@code 1/sqrt(typical)}, so that a position of
     * {@code typical} features starts with hidden sums of about unit size, the output's uniform in ±{@code
     * 1/sqrt(hidden)}.
     *
     * @param gameId the game
     * @param featureSet the feature set's name
     * @param features the number of features
     * @param hidden the number of hidden units
     * @param buckets the number of output buckets
     * @param bucketSize how many active features each spans
     * @param typical about how many features a position has on
     * @param seed the random seed
     * @return the network
     */
    public static ValueNetwork fresh(String gameId, String featureSet, int features, int hidden, int buckets,
            int bucketSize, int typical, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        float[] input = new float[features * hidden];
        double a = 1 / Math.sqrt(Math.max(1, typical));
        for (int i = 0; i < input.length; i++) {
            input[i] = (float) random.nextDouble(-a, a);
        }
        float[] bias = new float[hidden];
        Arrays.fill(bias, 0.5f);
        float[] output = new float[buckets * hidden];
        double b = 1 / Math.sqrt(hidden);
        for (int i = 0; i < output.length; i++) {
            output[i] = (float) random.nextDouble(-b, b);
        }
        return new ValueNetwork(gameId, featureSet, features, hidden, buckets, bucketSize, input, bias, output,
                new float[buckets], 0, "", "");
    }

    private static float[] transpose(float[] matrix, int rows, int columns) {
        float[] transposed = new float[matrix.length];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                transposed[c * rows + r] = matrix[r * columns + c];
            }
        }
        return transposed;
    }

    /**
     * One optimiser step on a mini-batch.
     *
     * @param samples the positions
     * @param order the positions' indices in the order training takes them
     * @param from where this mini-batch starts in {@code order}; it takes {@code batchSize} indices, wrapping round
     * @return the mini-batch's loss (the squared error)
     */
    public float step(FeatureSamples samples, int[] order, int from) {
        int features = start.features();
        int buckets = start.buckets();
        Arrays.fill(inputs, 0);
        Arrays.fill(masks, 0);
        for (int b = 0; b < batchSize; b++) {
            int i = order[(from + b) % order.length];
            int count = samples.features(i, active);
            for (int j = 0; j < count; j++) {
                inputs[b * features + active[j]] = 1;
            }
            masks[b * buckets + start.bucket(count)] = 1;
            targets[b] = samples.target(i);
            offsets[b] = samples.offset(i);
        }
        try (NDManager manager = trainer.getManager().newSubManager()) {
            NDArray x = array(manager, inputBuffer, inputs, new Shape(batchSize, features));
            NDArray y = array(manager, targetBuffer, targets, new Shape(batchSize, 1));
            NDArray mask = array(manager, maskBuffer, masks, new Shape(batchSize, buckets));
            NDArray offset = array(manager, offsetBuffer, offsets, new Shape(batchSize, 1));
            float loss;
            try (GradientCollector collector = trainer.newGradientCollector()) {
                NDList out = trainer.forward(new NDList(x));
                NDArray logit = out.singletonOrThrow().mul(mask).sum(new int[] {1}, true).add(offset);
                NDArray error = Activation.sigmoid(logit).sub(y).square().mean();
                collector.backward(error);
                loss = error.getFloat();
            }
            trainer.step();
            return loss;
        }
    }

    /**
     * The weights as trained so far.
     *
     * @param positions the positions trained on, for the file's header
     * @param command the command that trained it, for the file's header
     * @return the network
     */
    public ValueNetwork network(long positions, String command) {
        int features = start.features();
        int hidden = start.hidden();
        return new ValueNetwork(start.gameId(), start.featureSet(), features, hidden, start.buckets(),
                start.bucketSize(), transpose(parameters[0].getArray().toFloatArray(), hidden, features),
                parameters[1].getArray().toFloatArray(), parameters[2].getArray().toFloatArray(),
                parameters[3].getArray().toFloatArray(), positions, command, start.base());
    }

    @Override
    public void close() {
        trainer.close();
        model.close();
    }
}
