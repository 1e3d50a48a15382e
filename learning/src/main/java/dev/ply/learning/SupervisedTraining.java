package dev.ply.learning;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.arena.PositionSuite;
import dev.ply.core.capability.NetworkEncoding;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * Training from labelled positions instead of self-play: a {@link PositionSuite} file whose lines give each
 * position's best moves and exact value ({@code POSITION ; bm MOVE ... ; value V}, as an exact solver writes them),
 * the policy's target shared evenly among the best moves. What a network learns from an oracle's labels is the most
 * its architecture can learn, the measure AlphaZero users take before long self-play runs.
 */
public final class SupervisedTraining {

    private SupervisedTraining() {
    }

    /**
     * Reads labelled positions as training samples.
     *
     * @param game the game, with {@link NetworkEncoding}
     * @param file the labelled positions
     * @return the samples
     * @throws InvalidInputException for a line without a value, a position or move the game refuses, or a game
     *     without an encoding
     */
    public static Samples read(Game game, Path file) {
        if (!(game.newState() instanceof NetworkEncoding encoding)) {
            throw new InvalidInputException(game.id() + " has no network encoding (NetworkEncoding), so it cannot be"
                    + " learned");
        }
        List<PositionSuite.Entry> entries = PositionSuite.read(file);
        Samples samples = new Samples(encoding, entries.size());
        float[] input = new float[encoding.inputSize()];
        for (PositionSuite.Entry entry : entries) {
            String where = file + " line " + entry.line() + ": ";
            if (entry.value().isEmpty() || entry.best().isEmpty()) {
                throw new InvalidInputException(where + "supervised training needs bm and value on every line");
            }
            GameState state;
            try {
                state = game.parseState(entry.position());
            } catch (InvalidInputException e) {
                throw new InvalidInputException(where + e.getMessage());
            }
            NetworkEncoding position = (NetworkEncoding) state;
            float[] policy = new float[encoding.actionCount()];
            for (String move : entry.best()) {
                try {
                    policy[position.actionIndex(state.parseMove(move))] += 1f / entry.best().size();
                } catch (InvalidInputException e) {
                    throw new InvalidInputException(where + "move '" + move + "' is not legal there");
                }
            }
            position.encode(input, 0);
            samples.add(input, policy, entry.value().getAsInt());
        }
        return samples;
    }

    /**
     * Trains a fresh network on labelled positions and writes it as {@code DIR/best.net}.
     *
     * @param game the game
     * @param samples the labelled positions
     * @param network the network's shape, as {@link Architecture#parse} reads it
     * @param steps mini-batches
     * @param batch positions a mini-batch
     * @param learningRate Adam's learning rate
     * @param weightDecay L2 weight decay
     * @param seed the seed
     * @param folder where the network goes
     * @param command the command, recorded in the network
     * @param progress receives a line every tenth of the steps
     * @return the network
     * @throws IOException if the folder cannot be written
     */
    public static LearnedNetwork train(Game game, Samples samples, String network, int steps, int batch,
            double learningRate, double weightDecay, long seed, Path folder, String command,
            Consumer<String> progress) throws IOException {
        NetworkEncoding encoding = (NetworkEncoding) game.newState();
        NetworkInfo info = new NetworkInfo(game.id(), encoding.encodingName(), Architecture.parse(network, encoding),
                0, 0, command);
        Files.createDirectories(folder);
        SplittableRandom random = new SplittableRandom(seed);
        LearnedNetwork learned = LearnedNetwork.initial(info, seed);
        try (NetworkTrainer trainer = new NetworkTrainer(learned, (float) learningRate, (float) weightDecay, batch)) {
            int chunk = Math.max(1, steps / 10);
            for (int done = 0; done < steps; done += chunk) {
                int now = Math.min(chunk, steps - done);
                double[] losses = trainer.train(samples, now, random);
                progress.accept(String.format("step %,d/%,d: policy loss %.3f, value loss %.3f", done + now, steps,
                        losses[0], losses[1]));
            }
            learned = trainer.network(info.trained(steps, 0));
        }
        NetworkFile.write(learned, folder.resolve("best.net"));
        return learned;
    }
}
