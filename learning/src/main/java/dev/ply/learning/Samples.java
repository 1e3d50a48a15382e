package dev.ply.learning;

import dev.ply.core.capability.NetworkEncoding;
import java.util.Arrays;

/**
 * The replay buffer: positions as the network reads them, each with the search's visit distribution over the
 * actions and the game's result from the side to move's view, the newest kept when it is full. Positions are read
 * back under any symmetry of their game, so that one game teaches every mirror image of itself.
 */
public final class Samples {

    private final NetworkEncoding encoding;
    private final int inputs;
    private final int actions;
    private final int capacity;
    private final float[] input;
    private final float[] policy;
    private final float[] value;
    private int size;
    private int next;

    /**
     * Creates an empty buffer.
     *
     * @param encoding the game's encoding (a position of the game)
     * @param capacity the most positions kept
     */
    public Samples(NetworkEncoding encoding, int capacity) {
        this.encoding = encoding;
        this.inputs = encoding.inputSize();
        this.actions = encoding.actionCount();
        this.capacity = capacity;
        this.input = new float[capacity * inputs];
        this.policy = new float[capacity * actions];
        this.value = new float[capacity];
    }

    /**
     * Adds a position, replacing the oldest when full.
     *
     * @param positionInput its encoding
     * @param visitShares the search's visit distribution over the actions
     * @param result the game's result from the side to move's view: 1, 0 or -1
     */
    public void add(float[] positionInput, float[] visitShares, float result) {
        System.arraycopy(positionInput, 0, input, next * inputs, inputs);
        System.arraycopy(visitShares, 0, policy, next * actions, actions);
        value[next] = result;
        next = (next + 1) % capacity;
        size = Math.min(size + 1, capacity);
    }

    /**
     * The positions held.
     *
     * @return at most the capacity
     */
    public int size() {
        return size;
    }

    /**
     * The symmetries positions may be read under.
     *
     * @return the encoding's symmetry count
     */
    public int symmetryCount() {
        return encoding.symmetryCount();
    }

    /**
     * Copies position {@code i} under a symmetry into row {@code row} of a mini-batch.
     *
     * @param i the position
     * @param symmetry the symmetry, 0 for none
     * @param inputsOut the batch's inputs
     * @param policiesOut the batch's policy targets
     * @param valuesOut the batch's value targets
     * @param row the row
     */
    void copyAugmented(int i, int symmetry, float[] inputsOut, float[] policiesOut, float[] valuesOut, int row) {
        int cells = encoding.inputHeight() * encoding.inputWidth();
        int planes = encoding.inputPlanes();
        if (symmetry == 0) {
            System.arraycopy(input, i * inputs, inputsOut, row * inputs, inputs);
            System.arraycopy(policy, i * actions, policiesOut, row * actions, actions);
        } else {
            for (int p = 0; p < planes; p++) {
                for (int c = 0; c < cells; c++) {
                    inputsOut[row * inputs + p * cells + encoding.symmetricCell(symmetry, c)] =
                            input[i * inputs + p * cells + c];
                }
            }
            Arrays.fill(policiesOut, row * actions, (row + 1) * actions, 0);
            for (int a = 0; a < actions; a++) {
                policiesOut[row * actions + encoding.symmetricAction(symmetry, a)] = policy[i * actions + a];
            }
        }
        valuesOut[row] = value[i];
    }
}
