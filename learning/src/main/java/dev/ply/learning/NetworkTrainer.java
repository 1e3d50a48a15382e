package dev.ply.learning;

import ai.djl.Model;
import ai.djl.engine.Engine;
import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.Shape;
import ai.djl.nn.Activation;
import ai.djl.nn.Block;
import ai.djl.nn.Blocks;
import ai.djl.nn.ParallelBlock;
import ai.djl.nn.Parameter;
import ai.djl.nn.SequentialBlock;
import ai.djl.nn.convolutional.Conv2d;
import ai.djl.nn.core.Linear;
import ai.djl.nn.norm.BatchNorm;
import ai.djl.training.DefaultTrainingConfig;
import ai.djl.training.GradientCollector;
import ai.djl.training.Trainer;
import ai.djl.training.loss.Loss;
import ai.djl.training.optimizer.Optimizer;
import ai.djl.training.tracker.Tracker;
import dev.ply.core.InvalidInputException;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Trains a policy-value network with DJL on PyTorch's CPU engine: mini-batches of positions with their search
 * policies and game results, Adam with weight decay, the loss AlphaZero's, the policy's cross-entropy against the
 * search's visit distribution plus the value's squared error against the result, reported apart. The weights come
 * in from a {@link LearnedNetwork} and go out as one, so that a search evaluates them in plain Java. Batch
 * normalisation's running statistics are trained as PyTorch keeps them and written with the weights.
 *
 * <p>DJL was chosen as the one maintained Java library with automatic differentiation and Adam whose PyTorch natives
 * come from Maven Central: {@code -Dai.djl.offline=true} (set here when unset) keeps it from any download.
 */
public final class NetworkTrainer implements AutoCloseable {

    /** The engine's parameter names of each kind of block, in the order of {@link Architecture#tensorSizes()}. */
    private static final List<String> LINEAR = List.of("weight", "bias");
    private static final List<String> CONVOLUTION = List.of("weight");
    private static final List<String> BATCH_NORM = List.of("gamma", "beta", "runningMean", "runningVar");

    /** How many mini-batches in a row may give gradients that are not finite before training gives up. */
    private static final int ATTEMPTS = 8;

    private final Architecture architecture;
    private final Model model;
    private final Trainer trainer;
    /** The engine's parameters in the order of {@link Architecture#tensorSizes()}. */
    private final List<Parameter> tensors = new ArrayList<>();
    private final int batchSize;
    private final Shape inputShape;
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
    public NetworkTrainer(LearnedNetwork start, float learningRate, float weightDecay, int batchSize) {
        if (System.getProperty("ai.djl.offline") == null) {
            System.setProperty("ai.djl.offline", "true");
        }
        this.architecture = start.info().architecture();
        this.batchSize = batchSize;
        this.inputShape = shape(batchSize);
        this.model = Model.newInstance("ply", Engine.getEngine("PyTorch").getEngineName());
        List<Block> order = new ArrayList<>();
        model.setBlock(architecture instanceof Architecture.Mlp mlp ? perceptron(mlp, order)
                : residual((Architecture.ResNet) architecture, order));
        DefaultTrainingConfig config = new DefaultTrainingConfig(Loss.l2Loss())
                .optOptimizer(Optimizer.adam().optLearningRateTracker(Tracker.fixed(learningRate))
                        .optWeightDecays(weightDecay).build());
        this.trainer = model.newTrainer(config);
        trainer.initialize(inputShape);
        for (Block block : order) {
            for (String name : block instanceof BatchNorm ? BATCH_NORM : block instanceof Conv2d ? CONVOLUTION
                    : LINEAR) {
                tensors.add(block.getParameters().get(name));
            }
        }
        float[][] weights = start.tensors();
        for (int i = 0; i < tensors.size(); i++) {
            tensors.get(i).getArray().set(FloatBuffer.wrap(weights[i]));
        }
        batchInputs = new float[batchSize * architecture.inputs()];
        batchPolicies = new float[batchSize * architecture.actions()];
        batchValues = new float[batchSize];
    }

    private Shape shape(int batch) {
        long[] one = architecture.inputShape();
        long[] dimensions = new long[one.length + 1];
        dimensions[0] = batch;
        System.arraycopy(one, 0, dimensions, 1, one.length);
        return new Shape(dimensions);
    }

    /** The trunk, then the policy and value heads side by side. */
    private static Block perceptron(Architecture.Mlp mlp, List<Block> order) {
        SequentialBlock trunk = new SequentialBlock();
        for (int width : mlp.hidden()) {
            trunk.add(add(order, Linear.builder().setUnits(width).build())).add(Activation::relu);
        }
        Block policy = add(order, Linear.builder().setUnits(mlp.actions()).build());
        SequentialBlock value = new SequentialBlock().add(add(order, Linear.builder().setUnits(1).build()))
                .add(Activation::tanh);
        return trunk.add(heads(policy, value));
    }

    /** AlphaZero's network: a convolution, residual blocks, then the policy and value heads side by side. */
    private static Block residual(Architecture.ResNet resnet, List<Block> order) {
        SequentialBlock trunk = new SequentialBlock();
        convolution(trunk, order, resnet.filters(), 3).add(Activation::relu);
        for (int i = 0; i < resnet.blocks(); i++) {
            SequentialBlock path = new SequentialBlock();
            convolution(path, order, resnet.filters(), 3).add(Activation::relu);
            convolution(path, order, resnet.filters(), 3);
            trunk.add(new ParallelBlock(outputs -> new NDList(outputs.get(0).singletonOrThrow()
                    .add(outputs.get(1).singletonOrThrow())), List.of(path, Blocks.identityBlock())))
                    .add(Activation::relu);
        }
        SequentialBlock policy = convolution(new SequentialBlock(), order, Architecture.ResNet.POLICY_PLANES, 1)
                .add(Activation::relu).add(Blocks.batchFlattenBlock())
                .add(add(order, Linear.builder().setUnits(resnet.actions()).build()));
        SequentialBlock value = convolution(new SequentialBlock(), order, 1, 1).add(Activation::relu)
                .add(Blocks.batchFlattenBlock())
                .add(add(order, Linear.builder().setUnits(resnet.valueHidden()).build())).add(Activation::relu)
                .add(add(order, Linear.builder().setUnits(1).build())).add(Activation::tanh);
        return trunk.add(heads(policy, value));
    }

    /** A convolution without bias that keeps the board's size, then batch normalisation. */
    private static SequentialBlock convolution(SequentialBlock into, List<Block> order, int filters, int kernel) {
        return into.add(add(order, Conv2d.builder().setKernelShape(new Shape(kernel, kernel)).setFilters(filters)
                        .optPadding(new Shape(kernel / 2, kernel / 2)).optBias(false).build()))
                .add(add(order, BatchNorm.builder().optEpsilon(ResidualNetwork.EPSILON).build()));
    }

    private static Block add(List<Block> order, Block block) {
        order.add(block);
        return block;
    }

    private static Block heads(Block policy, Block value) {
        return new ParallelBlock(outputs -> new NDList(outputs.get(0).singletonOrThrow(),
                outputs.get(1).singletonOrThrow()), List.of(policy, value));
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
        return train(samples, null, 0, steps, random);
    }

    /**
     * Takes training steps on mini-batches drawn from two sources: a share of each batch's rows from labelled
     * positions (an exact solver's, {@link SupervisedTraining}), the rest from the replay buffer, each position under
     * a random symmetry of its game. The labels anchor the network to the positions good play reaches while
     * self-play teaches it its own games.
     *
     * @param samples the replay buffer
     * @param labels labelled positions, or {@code null} for none
     * @param labelShare the share of each batch drawn from the labels, in [0, 1]; rounded to whole rows
     * @param steps the mini-batches to train on
     * @param random the source of the draws
     * @return the mean policy loss and the mean value loss over the steps
     */
    public double[] train(Samples samples, Samples labels, double labelShare, int steps, SplittableRandom random) {
        int fromLabels = labels == null || labels.size() == 0 ? 0
                : (int) Math.min(batchSize, Math.round(labelShare * batchSize));
        double policyLoss = 0;
        double valueLoss = 0;
        for (int step = 0; step < steps; step++) {
            float[] losses = null;
            for (int attempt = 1; losses == null; attempt++) {
                if (attempt > ATTEMPTS) {
                    throw new InvalidInputException("training failed: gradients that are not finite numbers on "
                            + ATTEMPTS + " mini-batches in a row at step " + (step + 1) + " (a learning rate too"
                            + " high, samples that are not numbers, or a residual network of fewer than 16"
                            + " filters, whose gradients PyTorch's CPU kernels sometimes get wrong)");
                }
                losses = step(drawBatch(samples, labels, fromLabels, random));
            }
            policyLoss += losses[0];
            valueLoss += losses[1];
        }
        return new double[] {policyLoss / Math.max(1, steps), valueLoss / Math.max(1, steps)};
    }

    /**
     * Fills the mini-batch's arrays: its first {@code fromLabels} rows from the labels, the rest from the buffer.
     *
     * @return the rows that have a policy target
     */
    private int drawBatch(Samples samples, Samples labels, int fromLabels, SplittableRandom random) {
        int withPolicy = 0;
        for (int b = 0; b < batchSize; b++) {
            Samples from = b < fromLabels ? labels : samples;
            from.copyAugmented(random.nextInt(from.size()), random.nextInt(from.symmetryCount()), batchInputs,
                    batchPolicies, batchValues, b);
            withPolicy += hasPolicy(b) ? 1 : 0;
        }
        return withPolicy;
    }

    /**
     * One optimiser step on the mini-batch in the arrays, unless its gradients are not all finite.
     *
     * @param withPolicy the rows that have a policy target
     * @return the policy's and the value's loss, or {@code null} when the batch was dropped
     */
    private float[] step(int withPolicy) {
        try (NDManager manager = trainer.getManager().newSubManager()) {
            NDArray x = manager.create(batchInputs, inputShape);
            NDArray pi = manager.create(batchPolicies, new Shape(batchSize, architecture.actions()));
            NDArray z = manager.create(batchValues, new Shape(batchSize, 1));
            float[] losses;
            try (GradientCollector collector = trainer.newGradientCollector()) {
                NDList out = trainer.forward(new NDList(x));
                // The mean over the positions that have a policy target: value-only ones (a target of zeros)
                // neither add to the policy's loss nor dilute it.
                NDArray policy = out.get(0).logSoftmax(1).mul(pi).sum().neg().div(Math.max(1, withPolicy));
                NDArray value = out.get(1).sub(z).square().mean();
                collector.backward(policy.add(value));
                losses = new float[] {policy.getFloat(), value.getFloat()};
            }
            if (!gradientsFinite()) {
                clearGradients();
                return null;
            }
            trainer.step();
            return losses;
        }
    }

    /**
     * Whether every gradient is a finite number. An optimiser step on one that is not would turn every weight into
     * NaN, so such a mini-batch is dropped and another drawn. Besides a diverging run, PyTorch 2.7.1's CPU kernels
     * give such gradients now and then, from the same inputs, to residual networks of fewer than 16 filters (seen on
     * an AMD EPYC: in a quarter to most of the steps of {@code resnet:1x8}, never in {@code resnet:1x16},
     * {@code resnet:2x32} or a perceptron).
     */
    private boolean gradientsFinite() {
        for (Parameter parameter : tensors) {
            NDArray weights = parameter.getArray();
            if (weights.hasGradient()) {
                // Each call hands out a new handle of the gradient: closed here, or DJL would keep it for good.
                try (NDArray gradient = weights.getGradient(); NDArray sum = gradient.sum()) {
                    if (!Float.isFinite(sum.getFloat())) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** Sets every gradient to zero (subtracting a gradient from itself, as DJL clears them, leaves NaN as it is). */
    private void clearGradients() {
        for (Parameter parameter : tensors) {
            NDArray weights = parameter.getArray();
            if (weights.hasGradient()) {
                try (NDArray gradient = weights.getGradient()) {
                    gradient.set(FloatBuffer.wrap(new float[Math.toIntExact(weights.size())]));
                }
            }
        }
    }

    private boolean hasPolicy(int row) {
        int actions = architecture.actions();
        for (int a = row * actions; a < (row + 1) * actions; a++) {
            if (batchPolicies[a] != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The weights as trained so far.
     *
     * @param info what the network is
     * @return a network evaluated in Java
     */
    public LearnedNetwork network(NetworkInfo info) {
        float[][] weights = new float[tensors.size()][];
        for (int i = 0; i < tensors.size(); i++) {
            weights[i] = tensors.get(i).getArray().toFloatArray();
        }
        return LearnedNetwork.of(info, weights);
    }

    /**
     * Evaluates positions with the engine, as the network is now: the reference that the Java forward passes are
     * tested against, and the engine's side of the speed comparison.
     *
     * @param inputs {@code batch × inputs} numbers
     * @param batch the positions
     * @param logits receives {@code batch × actions} logits
     * @param values receives {@code batch} values
     */
    public void predict(float[] inputs, int batch, float[] logits, float[] values) {
        try (NDManager manager = trainer.getManager().newSubManager()) {
            NDList out = trainer.evaluate(new NDList(manager.create(inputs, shape(batch))));
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
