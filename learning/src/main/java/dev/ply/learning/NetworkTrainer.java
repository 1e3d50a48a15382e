package dev.ply.learning;

import ai.djl.Model;
import ai.djl.engine.Engine;
import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.Shape;
import ai.djl.nn.Activation;
import ai.djl.nn.Block;
import ai.djl.nn.ParallelBlock;
import ai.djl.nn.Parameter;
import ai.djl.nn.SequentialBlock;
import ai.djl.nn.core.Linear;
import ai.djl.training.DefaultTrainingConfig;
import ai.djl.training.GradientCollector;
import ai.djl.training.Trainer;
import ai.djl.training.loss.Loss;
import ai.djl.training.optimizer.Optimizer;
import ai.djl.training.tracker.Tracker;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Trains a policy-value network with DJL on PyTorch's CPU engine: mini-batches of positions with their search
 * policies and game results, Adam with weight decay, the loss AlphaZero's, the policy's cross-entropy against the
 * search's visit distribution plus the value's squared error against the result, reported apart. The weights come
 * in from an {@link MlpNetwork} and go out as one, so that a search evaluates them in plain Java.
 *
 * <p>DJL was chosen as the one maintained Java library with automatic differentiation and Adam whose PyTorch natives
 * come from Maven Central: {@code -Dai.djl.offline=true} (set here when unset) keeps it from any download.
 */
public final class NetworkTrainer implements AutoCloseable {

    private final Architecture architecture;
    private final Model model;
    private final Trainer trainer;
    private final List<Linear> linears = new ArrayList<>();
    private final int batchSize;
    private final float[] batchInputs;
    private final float[] batchPolicies;
    private final float[] batchValues;

    /**
     * Sets training up from a network's weights.
     *
     * @param start the weights to start from
     * @param learningRate Adam's learning rate
     * @param weightDecay L2 weight decay
     * @param batchSize positions per mini-batch
     */
    public NetworkTrainer(MlpNetwork start, float learningRate, float weightDecay, int batchSize) {
        if (System.getProperty("ai.djl.offline") == null) {
            System.setProperty("ai.djl.offline", "true");
        }
        this.architecture = start.info().architecture();
        this.batchSize = batchSize;
        this.model = Model.newInstance("ply", Engine.getEngine("PyTorch").getEngineName());
        model.setBlock(block());
        DefaultTrainingConfig config = new DefaultTrainingConfig(Loss.l2Loss())
                .optOptimizer(Optimizer.adam().optLearningRateTracker(Tracker.fixed(learningRate))
                        .optWeightDecays(weightDecay).build());
        this.trainer = model.newTrainer(config);
        trainer.initialize(new Shape(batchSize, architecture.inputs()));
        for (int i = 0; i < linears.size(); i++) {
            set(linears.get(i).getParameters().get("weight"), start.weights(i));
            set(linears.get(i).getParameters().get("bias"), start.biases(i));
        }
        batchInputs = new float[batchSize * architecture.inputs()];
        batchPolicies = new float[batchSize * architecture.actions()];
        batchValues = new float[batchSize];
    }

    /** The trunk, then the policy and value heads side by side. */
    private Block block() {
        SequentialBlock trunk = new SequentialBlock();
        for (int width : architecture.hidden()) {
            Linear layer = Linear.builder().setUnits(width).build();
            linears.add(layer);
            trunk.add(layer).add(Activation::relu);
        }
        Linear policy = Linear.builder().setUnits(architecture.actions()).build();
        Linear value = Linear.builder().setUnits(1).build();
        linears.add(policy);
        linears.add(value);
        SequentialBlock valueHead = new SequentialBlock().add(value).add(Activation::tanh);
        trunk.add(new ParallelBlock(outputs -> new NDList(outputs.get(0).singletonOrThrow(),
                outputs.get(1).singletonOrThrow()), List.of(policy, valueHead)));
        return trunk;
    }

    private static void set(Parameter parameter, float[] values) {
        parameter.getArray().set(FloatBuffer.wrap(values));
    }

    /**
     * Takes training steps on mini-batches drawn at random from the samples, each position under a random symmetry
     * of its game.
     *
     * @param samples the replay buffer
     * @param steps the mini-batches to train on
     * @param random the source of the draws
     * @return the mean policy loss and the mean value loss over the steps
     */
    public double[] train(Samples samples, int steps, SplittableRandom random) {
        double policyLoss = 0;
        double valueLoss = 0;
        for (int step = 0; step < steps; step++) {
            for (int b = 0; b < batchSize; b++) {
                samples.copyAugmented(random.nextInt(samples.size()), random.nextInt(samples.symmetryCount()),
                        batchInputs, batchPolicies, batchValues, b);
            }
            try (NDManager manager = trainer.getManager().newSubManager()) {
                NDArray x = manager.create(batchInputs, new Shape(batchSize, architecture.inputs()));
                NDArray pi = manager.create(batchPolicies, new Shape(batchSize, architecture.actions()));
                NDArray z = manager.create(batchValues, new Shape(batchSize, 1));
                try (GradientCollector collector = trainer.newGradientCollector()) {
                    NDList out = trainer.forward(new NDList(x));
                    NDArray policy = out.get(0).logSoftmax(1).mul(pi).sum(new int[] {1}).neg().mean();
                    NDArray value = out.get(1).sub(z).square().mean();
                    collector.backward(policy.add(value));
                    policyLoss += policy.getFloat();
                    valueLoss += value.getFloat();
                }
                trainer.step();
            }
        }
        return new double[] {policyLoss / Math.max(1, steps), valueLoss / Math.max(1, steps)};
    }

    /**
     * The weights as trained so far.
     *
     * @param info what the network is
     * @return a network evaluated in Java
     */
    public MlpNetwork network(NetworkInfo info) {
        float[][] weights = new float[linears.size()][];
        float[][] biases = new float[linears.size()][];
        for (int i = 0; i < linears.size(); i++) {
            weights[i] = linears.get(i).getParameters().get("weight").getArray().toFloatArray();
            biases[i] = linears.get(i).getParameters().get("bias").getArray().toFloatArray();
        }
        return new MlpNetwork(info, weights, biases);
    }

    /**
     * Evaluates positions with the engine, as the network is now: the reference that {@link MlpNetwork}'s forward
     * pass is tested against, and the engine's side of the speed comparison.
     *
     * @param inputs {@code batch × inputs} numbers
     * @param batch the positions
     * @param logits receives {@code batch × actions} logits
     * @param values receives {@code batch} values
     */
    public void predict(float[] inputs, int batch, float[] logits, float[] values) {
        try (NDManager manager = trainer.getManager().newSubManager()) {
            NDList out = trainer.evaluate(new NDList(manager.create(inputs, new Shape(batch,
                    architecture.inputs()))));
            float[] policy = out.get(0).toFloatArray();
            float[] value = out.get(1).toFloatArray();
            System.arraycopy(policy, 0, logits, 0, policy.length);
            System.arraycopy(value, 0, values, 0, value.length);
        }
    }

    @Override
    public void close() {
        trainer.close();
        model.close();
    }
}
