package dev.ply.learning;

import dev.ply.core.eval.PolicyValueNetwork;

/**
 * A policy-value network this module reads, writes, trains and evaluates in plain Java: its description and its
 * parameter tensors in the order of {@link Architecture#tensorSizes()}. Immutable and thread-safe.
 */
public sealed interface LearnedNetwork extends PolicyValueNetwork permits MlpNetwork, ResidualNetwork {

    /**
     * What the network is.
     *
     * @return its description
     */
    NetworkInfo info();

    /**
     * The parameter tensors as the file and the trainer keep them (not copied: do not change them).
     *
     * @return one array per tensor, in the order of {@link Architecture#tensorSizes()}
     */
    float[][] tensors();

    /**
     * The same weights with another description (a new training step or command).
     *
     * @param newInfo the description, of the same architecture
     * @return the network
     */
    LearnedNetwork withInfo(NetworkInfo newInfo);

    @Override
    default String gameId() {
        return info().gameId();
    }

    @Override
    default String encodingName() {
        return info().encoding();
    }

    @Override
    default int inputSize() {
        return info().architecture().inputs();
    }

    @Override
    default int actionCount() {
        return info().architecture().actions();
    }

    @Override
    default String description() {
        return info().describe();
    }

    /**
     * A network from its tensors.
     *
     * @param info what the network is
     * @param tensors its tensors, in the order and of the sizes of its architecture's {@link
     *     Architecture#tensorSizes()}
     * @return the network
     * @throws IllegalArgumentException if a tensor has the wrong size
     */
    static LearnedNetwork of(NetworkInfo info, float[][] tensors) {
        int[] sizes = info.architecture().tensorSizes();
        if (tensors.length != sizes.length) {
            throw new IllegalArgumentException("expected " + sizes.length + " tensors, not " + tensors.length);
        }
        for (int i = 0; i < sizes.length; i++) {
            if (tensors[i].length != sizes[i]) {
                throw new IllegalArgumentException("tensor " + i + " has " + tensors[i].length + " numbers, not "
                        + sizes[i]);
            }
        }
        return info.architecture() instanceof Architecture.Mlp ? new MlpNetwork(info, tensors)
                : new ResidualNetwork(info, tensors);
    }

    /**
     * A network with fresh weights: He-initialised trunk, small heads, zero biases; batch normalisation the identity.
     *
     * @param info what the network is (its training step 0)
     * @param seed the random seed
     * @return the network
     */
    static LearnedNetwork initial(NetworkInfo info, long seed) {
        return of(info, info.architecture() instanceof Architecture.Mlp mlp ? MlpNetwork.initialTensors(mlp, seed)
                : ResidualNetwork.initialTensors((Architecture.ResNet) info.architecture(), seed));
    }
}
