package dev.ply.learning;

import com.google.gson.JsonObject;
import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.capability.SparseFeatures;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * An efficiently updatable value network (NNUE) over a game's {@link SparseFeatures}: one hidden layer whose sum is
 * kept per feature that is on ({@code hidden} weights for each of the game's features plus a bias), clipped to
 * [0, 1], then a linear output, the position's value from the side to move's view as a logit: the expected result
 * is {@code 1 / (1 + e^-logit)}, or, for a network with a {@code base} evaluator, that evaluator's score plus the
 * output. The output has {@code buckets} sets of weights, one chosen by how many features are
 * on ({@code count / bucketSize}, the last for all above): in chess, by the number of pieces, so that the endgame is
 * judged by weights of its own, as NNUE engines' output buckets do. A score in centipawns is the logit times {@link #unitsPerLogit()}
 * ({@code 400 / ln 10}, so that {@code 1 / (1 + 10^(-score / 400))} is the same expected result, as Texel tuning and
 * Stockfish's scores count). Its arrays are never changed once made, so {@link ValueNetworkEvaluator} reads it from any
 * number of threads.
 *
 * <p>The file: the magic line {@code PLYNNUE 1}, a 4-byte length and a JSON header (game, feature set, sizes,
 * buckets, positions trained on, command), the input weights feature by feature, the hidden biases, the output weights
 * bucket by bucket and the output biases as big-endian 32-bit floats, and a CRC-32 of everything before it, framed as {@link NetworkFile}'s.
 *
 * @param gameId the game it was trained for
 * @param featureSet the game's {@link SparseFeatures#featureSetName()}
 * @param features the number of features
 * @param hidden the number of hidden units
 * @param buckets the number of output buckets
 * @param bucketSize how many active features each bucket spans
 * @param inputWeights {@code features × hidden}: row {@code f} is what feature {@code f} adds to the hidden sums
 * @param hiddenBias the hidden sums with no feature on
 * @param outputWeights {@code buckets × hidden}: one per hidden unit for each bucket
 * @param outputBias one per bucket
 * @param positions the number of positions trained on
 * @param command the command that trained it
 * @param base the evaluator whose score the network corrects ({@code ply fit --base}), or empty: a network with a base
 *     answers the base's score plus its own output, and learns only what the base misses
 */
public record ValueNetwork(String gameId, String featureSet, int features, int hidden, int buckets, int bucketSize,
        float[] inputWeights, float[] hiddenBias, float[] outputWeights, float[] outputBias, long positions,
        String command, String base) {

    static final byte[] MAGIC = "PLYNNUE 1\n".getBytes(StandardCharsets.US_ASCII);
    /** The widest hidden layer read or trained. */
    public static final int MAX_HIDDEN = 4096;
    /** The most output buckets read or trained. */
    public static final int MAX_BUCKETS = 64;

    /**
     * Checks the sizes.
     *
     * @param gameId the game
     * @param featureSet the feature set's name
     * @param features the number of features
     * @param hidden the number of hidden units
     * @param buckets the number of output buckets
     * @param bucketSize how many active features each bucket spans
     * @param inputWeights {@code features × hidden}
     * @param hiddenBias {@code hidden}
     * @param outputWeights {@code buckets × hidden}
     * @param outputBias {@code buckets}
     * @param positions the positions trained on
     * @param command the command that trained it
     * @param base the evaluator it corrects, or empty
     */
    public ValueNetwork {
        if (features < 1 || hidden < 1 || hidden > MAX_HIDDEN || buckets < 1 || buckets > MAX_BUCKETS
                || bucketSize < 1 || inputWeights.length != features * hidden || hiddenBias.length != hidden
                || outputWeights.length != buckets * hidden || outputBias.length != buckets) {
            throw new IllegalArgumentException("a value network's sizes do not match: " + features + " features, "
                    + hidden + " hidden, " + buckets + " buckets");
        }
    }

    /**
     * Centipawns per unit of logit: {@code 400 / ln 10}.
     *
     * @return about 173.7
     */
    public static double unitsPerLogit() {
        return 400 / Math.log(10);
    }

    /**
     * The logit of a position from its features, computed afresh: what {@link ValueNetworkEvaluator} computes by
     * differences, and what its tests check that against.
     *
     * @param active the features that are on
     * @param count how many
     * @return the logit
     */
    public float logit(int[] active, int count) {
        float[] sums = hiddenBias.clone();
        for (int i = 0; i < count; i++) {
            int row = active[i] * hidden;
            for (int h = 0; h < hidden; h++) {
                sums[h] += inputWeights[row + h];
            }
        }
        int bucket = bucket(count);
        float out = outputBias[bucket];
        for (int h = 0; h < hidden; h++) {
            out += Math.min(1f, Math.max(0f, sums[h])) * outputWeights[bucket * hidden + h];
        }
        return out;
    }

    /**
     * The output bucket of a position.
     *
     * @param count how many features it has on
     * @return {@code count / bucketSize}, at most {@code buckets - 1}
     */
    public int bucket(int count) {
        return Math.min(buckets - 1, count / bucketSize);
    }

    /**
     * This network with {@code buckets} output buckets that each start as its one: the same function, for training
     * on with buckets.
     *
     * @param buckets the number of buckets
     * @param bucketSize how many active features each spans
     * @return the network with buckets
     * @throws IllegalStateException if this network has buckets already
     */
    public ValueNetwork withBuckets(int buckets, int bucketSize) {
        if (this.buckets != 1) {
            throw new IllegalStateException("the network has " + this.buckets + " buckets already");
        }
        float[] weights = new float[buckets * hidden];
        float[] bias = new float[buckets];
        for (int b = 0; b < buckets; b++) {
            System.arraycopy(outputWeights, 0, weights, b * hidden, hidden);
            bias[b] = outputBias[0];
        }
        return new ValueNetwork(gameId, featureSet, features, hidden, buckets, bucketSize, inputWeights, hiddenBias,
                weights, bias, positions, command, base);
    }

    /**
     * Checks that this network was made for a game's features.
     *
     * @param game the game (variant)
     * @param name the name errors give
     * @throws InvalidInputException naming the mismatch
     */
    void checkFor(Game game, String name) {
        if (!(game.newState() instanceof SparseFeatures sparse)) {
            throw new InvalidInputException("eval=nnue: " + game.id() + " has no sparse features");
        }
        if (!gameId.equals(game.id()) || !featureSet.equals(sparse.featureSetName())
                || features != sparse.featureCount()) {
            throw new InvalidInputException("value network " + name + ": made for " + gameId + " (" + featureSet
                    + ", " + features + " features), not for " + game.id() + " (" + sparse.featureSetName() + ", "
                    + sparse.featureCount() + " features)");
        }
    }

    /**
     * This network correcting another evaluator's score.
     *
     * @param evaluator the base evaluator's name, or empty for none
     * @return the network with that base
     */
    public ValueNetwork withBase(String evaluator) {
        return new ValueNetwork(gameId, featureSet, features, hidden, buckets, bucketSize, inputWeights, hiddenBias,
                outputWeights, outputBias, positions, command, evaluator);
    }

    /**
     * Writes the network, atomically.
     *
     * @param file the target
     * @throws IOException if it cannot be written
     */
    public void write(Path file) throws IOException {
        JsonObject header = new JsonObject();
        header.addProperty("game", gameId);
        header.addProperty("features", featureSet);
        header.addProperty("featureCount", features);
        header.addProperty("hidden", hidden);
        header.addProperty("buckets", buckets);
        header.addProperty("bucketSize", bucketSize);
        header.addProperty("positions", positions);
        header.addProperty("command", command);
        header.addProperty("base", base);
        NetworkFile.writeAtomically(NetworkFile.framed(MAGIC, header, out -> {
            for (float[] tensor : new float[][] {inputWeights, hiddenBias, outputWeights, outputBias}) {
                for (float w : tensor) {
                    out.writeFloat(w);
                }
            }
        }), file);
    }

    /**
     * Reads a value network file.
     *
     * @param file the file
     * @return the network
     * @throws InvalidInputException naming the problem in one line: missing, not a value network, cut short, damaged
     */
    public static ValueNetwork read(Path file) {
        return fromBytes(NetworkFile.readBytes(file), file.toString());
    }

    static ValueNetwork fromBytes(byte[] bytes, String name) {
        String prefix = "value network " + name + ": ";
        if (bytes.length < MAGIC.length + 8 || !NetworkFile.startsWith(bytes, MAGIC)) {
            throw new InvalidInputException(prefix + "not a Ply value network file (ply fit writes them)");
        }
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        buffer.position(MAGIC.length);
        JsonObject header = NetworkFile.header(bytes, buffer, prefix);
        String game;
        String featureSet;
        int features;
        int hidden;
        int buckets;
        int bucketSize;
        long positions;
        String command;
        String base;
        try {
            game = header.get("game").getAsString();
            featureSet = header.get("features").getAsString();
            features = header.get("featureCount").getAsInt();
            hidden = header.get("hidden").getAsInt();
            // Files written before output buckets have none: one bucket.
            buckets = header.has("buckets") ? header.get("buckets").getAsInt() : 1;
            bucketSize = header.has("bucketSize") ? header.get("bucketSize").getAsInt() : 1;
            positions = header.get("positions").getAsLong();
            command = header.get("command").getAsString();
            base = header.has("base") ? header.get("base").getAsString() : "";
        } catch (IllegalStateException | NullPointerException | UnsupportedOperationException | ClassCastException
                | NumberFormatException e) {
            throw new InvalidInputException(prefix + "damaged header");
        }
        if (features < 1 || features > 1 << 20 || hidden < 1 || hidden > MAX_HIDDEN || buckets < 1
                || buckets > MAX_BUCKETS || bucketSize < 1) {
            throw new InvalidInputException(prefix + "damaged header (" + features + " features, " + hidden
                    + " hidden units, " + buckets + " buckets of " + bucketSize + ")");
        }
        long expected = 4L * ((long) features * hidden + hidden + (long) buckets * hidden + buckets) + 4;
        if (buffer.remaining() != expected) {
            throw new InvalidInputException(prefix + (buffer.remaining() < expected ? "truncated: " : "too long: ")
                    + buffer.remaining() + " bytes of weights, " + expected + " expected");
        }
        NetworkFile.checkSum(bytes, prefix);
        float[] input = floats(buffer, features * hidden, prefix);
        float[] bias = floats(buffer, hidden, prefix);
        float[] output = floats(buffer, buckets * hidden, prefix);
        float[] outputBias = floats(buffer, buckets, prefix);
        return new ValueNetwork(game, featureSet, features, hidden, buckets, bucketSize, input, bias, output,
                outputBias, positions, command, base);
    }

    private static float[] floats(ByteBuffer buffer, int count, String prefix) {
        float[] values = new float[count];
        buffer.asFloatBuffer().get(values);
        buffer.position(buffer.position() + 4 * count);
        for (float w : values) {
            if (!Float.isFinite(w)) {
                throw new InvalidInputException(prefix + "weights that are not finite numbers");
            }
        }
        return values;
    }
}
