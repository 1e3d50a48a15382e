package dev.ply.learning;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.arena.PositionSuite;
import dev.ply.core.capability.NetworkEncoding;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * Training from labelled positions instead of self-play: a {@link PositionSuite} file whose lines give each
 * position's best moves and exact value ({@code POSITION ; bm MOVE ... ; value V}, as an exact solver writes them),
 * the policy's target shared evenly among the best moves (none where every move keeps the value: such a position
 * teaches the value alone). What a network learns from an oracle's labels is the most
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
        return read(game, file, false);
    }

    /**
     * Reads labelled positions as training samples, and with {@code children} also the positions one move on whose
     * exact value the labels decide, as value targets alone (a policy target of zeros, which adds nothing to the
     * policy's loss). A move among the best moves keeps the position's value {@code v}, so the position after it is
     * worth {@code -v} to its side to move; in a drawn position every other move loses, so the position after it is
     * worth 1; after a move that is not among a won position's best nobody knows whether it draws or loses, and that
     * position is left out, as are finished ones. Leaves of a search are mostly such positions, good moves and bad
     * ones, which the labelled positions alone (good play) rarely show the value head.
     *
     * @param game the game, with {@link NetworkEncoding}
     * @param file the labelled positions
     * @param children whether to add the positions one move on
     * @return the samples
     * @throws InvalidInputException for a line without a value, a position or move the game refuses, or a game
     *     without an encoding
     */
    public static Samples read(Game game, Path file, boolean children) {
        if (!(game.newState() instanceof NetworkEncoding encoding)) {
            throw new InvalidInputException(game.id() + " has no network encoding (NetworkEncoding), so it cannot be"
                    + " learned");
        }
        List<PositionSuite.Entry> entries = PositionSuite.read(file);
        int[] moves = new int[game.maxMoves()];
        List<float[]> inputs = new ArrayList<>();
        List<float[]> policies = new ArrayList<>();
        List<Integer> values = new ArrayList<>();
        float[] noPolicy = new float[encoding.actionCount()];
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
            float[] input = new float[encoding.inputSize()];
            position.encode(input, 0);
            int value = entry.value().getAsInt();
            int count = state.legalMoves(moves);
            boolean everyMoveKeeps = true;
            for (int i = 0; i < count; i++) {
                everyMoveKeeps &= policy[position.actionIndex(moves[i])] > 0;
            }
            // Where every move keeps the value (a lost position, mostly) the labels prefer no move: a uniform target
            // would only blur the policy. Such a position teaches the value alone.
            inputs.add(input);
            policies.add(everyMoveKeeps ? noPolicy : policy);
            values.add(value);
            if (children) {
                for (int i = 0; i < count; i++) {
                    boolean keeps = policy[position.actionIndex(moves[i])] > 0;
                    if (!keeps && value != 0) {
                        continue;
                    }
                    state.play(moves[i]);
                    if (!state.isTerminal()) {
                        float[] after = new float[encoding.inputSize()];
                        ((NetworkEncoding) state).encode(after, 0);
                        inputs.add(after);
                        policies.add(noPolicy);
                        values.add(keeps ? -value : 1);
                    }
                    state.undo();
                }
            }
        }
        Samples samples = new Samples(encoding, inputs.size());
        for (int i = 0; i < inputs.size(); i++) {
            samples.add(inputs.get(i), policies.get(i), values.get(i));
        }
        return samples;
    }

    /**
     * Trains a network on labelled positions, fresh or from another's weights, and writes it as {@code DIR/best.net}.
     *
     * @param game the game
     * @param samples the labelled positions
     * @param network the network's shape, as {@link Architecture#parse} reads it
     * @param startFrom a network file of the same game, encoding and shape to start from, or {@code null} for fresh
     *     weights
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
     * @throws InvalidInputException if {@code startFrom} is no network, or one of another game, encoding or shape
     */
    public static LearnedNetwork train(Game game, Samples samples, String network, Path startFrom, int steps,
            int batch, double learningRate, double weightDecay, long seed, Path folder, String command,
            Consumer<String> progress) throws IOException {
        NetworkEncoding encoding = (NetworkEncoding) game.newState();
        NetworkInfo info = new NetworkInfo(game.id(), encoding.encodingName(), Architecture.parse(network, encoding),
                0, 0, command);
        Files.createDirectories(folder);
        SplittableRandom random = new SplittableRandom(seed);
        LearnedNetwork learned = Training.firstNetwork(startFrom, info, seed);
        long startStep = learned.info().step();
        try (NetworkTrainer trainer = new NetworkTrainer(learned, (float) learningRate, (float) weightDecay, batch)) {
            int chunk = Math.max(1, steps / 10);
            for (int done = 0; done < steps; done += chunk) {
                int now = Math.min(chunk, steps - done);
                double[] losses = trainer.train(samples, now, random);
                progress.accept(String.format("step %,d/%,d: policy loss %.3f, value loss %.3f", done + now, steps,
                        losses[0], losses[1]));
            }
            learned = trainer.network(info.trained(startStep + steps, 0));
        }
        NetworkFile.write(learned, folder.resolve("best.net"));
        return learned;
    }
}
