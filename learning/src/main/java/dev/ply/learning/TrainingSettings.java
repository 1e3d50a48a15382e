package dev.ply.learning;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.ply.core.InvalidInputException;
import java.util.Objects;

/**
 * The settings of a training run, kept in its folder ({@code training.json}) so that running the same command again
 * resumes it, and a resume with other settings is refused. Only {@link #generations()} may change on a resume (to
 * train on).
 *
 * @param game the game specification ({@code connectfour}, {@code go:9})
 * @param network the network's shape, as {@link Architecture#parse} reads it ({@code mlp:64,64}, {@code resnet:4x64})
 * @param generations the generations to run in all
 * @param games self-play games a generation
 * @param simulations search iterations a self-play move
 * @param steps training mini-batches a generation
 * @param batch positions a mini-batch
 * @param buffer positions the replay buffer keeps
 * @param learningRate Adam's learning rate
 * @param weightDecay L2 weight decay
 * @param noise Dirichlet concentration of the root's noise in self-play
 * @param temperaturePlies self-play plies whose move is drawn by visits
 * @param evaluationGames games of each new network against the best so far; 0 to keep every new one
 * @param threshold the score over the best that makes a new network the best
 * @param threads self-play games played at once
 * @param engineBatch 0 to evaluate each self-play leaf in plain Java in its game's thread; N to have DJL's engine
 *     evaluate the leaves of the games in flight together, up to N at once ({@link BatchingNetwork}): faster for
 *     residual networks, with many more games at once than cores
 * @param seed the run's seed
 * @param replayFrom another run's folder of the same game whose newest self-play positions fill the replay buffer
 *     before this run's own games (a warm start, such as a new network learning from a finished run's games), or
 *     {@code null}
 * @param startFrom a network file of the same game and shape whose weights the run starts from instead of fresh ones
 *     (such as another run's {@code best.net}, to go on with another learning rate), or {@code null}
 * @param valueMix the weight of the search's root value in each position's value target, in [0, 1]: the target is
 *     {@code (1 - valueMix) * z + valueMix * q}, {@code z} the game's result and {@code q} the root's mean value after
 *     the search (0: the result alone, as AlphaZero trains)
 * @param fastSimulations 0 to search every self-play move in full; N (fewer than {@code simulations}) for KataGo's
 *     playout cap randomization: a move is searched in full with probability {@code fullShare} and kept for
 *     training, the others with N iterations and no noise, played but not kept ({@link SelfPlay})
 * @param fullShare the share of self-play moves searched in full with fast searches on, in (0, 1]; 1 when
 *     {@code fastSimulations} is 0
 * @param labels a file of labelled positions ({@code POSITION ; bm MOVE ... ; value V}, as an exact solver writes
 *     them) that a share of every training batch is drawn from, with the positions one move on whose value they
 *     decide ({@link SupervisedTraining#read(dev.ply.core.Game, java.nio.file.Path, boolean)}), or {@code null}
 * @param labelShare the share of each training batch drawn from {@code labels}, in (0, 1]; 0 without labels
 * @param exactNodes 0, or the most positions an exact solver may visit for each self-play position: the positions it
 *     solves within them take their exact value as the value target instead of the game's result (a game with
 *     {@link dev.ply.core.capability.ExactValues} only; {@link SelfPlay})
 */
public record TrainingSettings(String game, String network, int generations, int games, int simulations,
        int steps, int batch, int buffer, double learningRate, double weightDecay, double noise, int temperaturePlies,
        int evaluationGames, double threshold, int threads, int engineBatch, long seed, String replayFrom,
        String startFrom, double valueMix, int fastSimulations, double fullShare, String labels, double labelShare,
        long exactNodes) {

    /** The share of each batch drawn from the labels when a run has labels and names no share. */
    public static final double DEFAULT_LABEL_SHARE = 0.25;

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().create();

    /**
     * Checks the ranges.
     *
     * @param game see the record's description
     * @param network see the record's description
     * @param generations see the record's description
     * @param games see the record's description
     * @param simulations see the record's description
     * @param steps see the record's description
     * @param batch see the record's description
     * @param buffer see the record's description
     * @param learningRate see the record's description
     * @param weightDecay see the record's description
     * @param noise see the record's description
     * @param temperaturePlies see the record's description
     * @param evaluationGames see the record's description
     * @param threshold see the record's description
     * @param threads see the record's description
     * @param engineBatch see the record's description
     * @param seed see the record's description
     * @param replayFrom see the record's description
     * @param startFrom see the record's description
     * @param valueMix see the record's description
     * @param fastSimulations see the record's description
     * @param fullShare see the record's description
     * @param labels see the record's description
     * @param labelShare see the record's description
     * @param exactNodes see the record's description
     * @throws InvalidInputException naming a setting out of range
     */
    public TrainingSettings {
        Objects.requireNonNull(network, "network");
        positive("generations", generations);
        positive("games", games);
        positive("simulations", simulations);
        positive("steps", steps);
        positive("batch", batch);
        positive("buffer", buffer);
        positive("threads", threads);
        if (engineBatch < 0 || engineBatch > 4096) {
            throw new InvalidInputException("the engine's batch must be in [0, 4096], not " + engineBatch);
        }
        if (evaluationGames < 0 || temperaturePlies < 0) {
            throw new InvalidInputException("evaluation games and temperature plies must be 0 or more");
        }
        if (!(learningRate > 0 && learningRate < 1) || !(weightDecay >= 0 && weightDecay < 1)) {
            throw new InvalidInputException("learning rate must be in (0, 1) and weight decay in [0, 1)");
        }
        if (!(noise >= 0 && noise <= 100) || !(threshold >= 0 && threshold <= 1)) {
            throw new InvalidInputException("noise must be in [0, 100] and the threshold in [0, 1]");
        }
        if (!(valueMix >= 0 && valueMix <= 1)) {
            throw new InvalidInputException("the value mix must be in [0, 1], not " + valueMix);
        }
        if (fastSimulations < 0 || fastSimulations >= simulations) {
            throw new InvalidInputException("fast simulations must be 0 (off) or fewer than the simulations ("
                    + simulations + "), not " + fastSimulations);
        }
        if (fastSimulations == 0) {
            fullShare = 1; // one way to write "every move in full", so that a resume compares equal
        } else if (!(fullShare > 0 && fullShare <= 1)) {
            throw new InvalidInputException("the full search's share must be in (0, 1], not " + fullShare);
        }
        if (labels == null) {
            if (labelShare != 0) {
                throw new InvalidInputException("a label share needs a file of labels (--labels)");
            }
        } else if (!(labelShare > 0 && labelShare <= 1)) {
            throw new InvalidInputException("the labels' share of a batch must be in (0, 1], not " + labelShare);
        }
        if (exactNodes < 0) {
            throw new InvalidInputException("the exact solver's budget must be 0 (off) or more nodes, not "
                    + exactNodes);
        }
    }

    /**
     * Settings without exact value targets.
     *
     * @param game see the record's description
     * @param network see the record's description
     * @param generations see the record's description
     * @param games see the record's description
     * @param simulations see the record's description
     * @param steps see the record's description
     * @param batch see the record's description
     * @param buffer see the record's description
     * @param learningRate see the record's description
     * @param weightDecay see the record's description
     * @param noise see the record's description
     * @param temperaturePlies see the record's description
     * @param evaluationGames see the record's description
     * @param threshold see the record's description
     * @param threads see the record's description
     * @param engineBatch see the record's description
     * @param seed see the record's description
     * @param replayFrom see the record's description
     * @param startFrom see the record's description
     * @param valueMix see the record's description
     * @param fastSimulations see the record's description
     * @param fullShare see the record's description
     * @param labels see the record's description
     * @param labelShare see the record's description
     * @throws InvalidInputException naming a setting out of range
     */
    public TrainingSettings(String game, String network, int generations, int games, int simulations, int steps,
            int batch, int buffer, double learningRate, double weightDecay, double noise, int temperaturePlies,
            int evaluationGames, double threshold, int threads, int engineBatch, long seed, String replayFrom,
            String startFrom, double valueMix, int fastSimulations, double fullShare, String labels,
            double labelShare) {
        this(game, network, generations, games, simulations, steps, batch, buffer, learningRate, weightDecay, noise,
                temperaturePlies, evaluationGames, threshold, threads, engineBatch, seed, replayFrom, startFrom,
                valueMix, fastSimulations, fullShare, labels, labelShare, 0);
    }

    private static void positive(String name, int value) {
        if (value < 1) {
            throw new InvalidInputException(name + " must be at least 1, not " + value);
        }
    }

    /**
     * The settings as the run's folder keeps them.
     *
     * @return JSON
     */
    public String toJson() {
        return GSON.toJson(this);
    }

    /**
     * Reads settings back.
     *
     * @param json the folder's {@code training.json}
     * @param name the file's name, for errors
     * @return the settings
     * @throws InvalidInputException if the file is damaged
     */
    public static TrainingSettings fromJson(String json, String name) {
        try {
            JsonObject object = JsonParser.parseString(json).getAsJsonObject();
            if (!object.has("network") && object.has("hidden")) {
                // A folder from before residual networks: its hidden widths name a perceptron.
                StringBuilder widths = new StringBuilder("mlp:");
                object.getAsJsonArray("hidden").forEach(width -> widths.append(widths.length() > 4 ? "," : "")
                        .append(width.getAsInt()));
                object.addProperty("network", widths.toString());
            }
            TrainingSettings settings = GSON.fromJson(object, TrainingSettings.class);
            if (settings == null || settings.game == null || settings.network == null) {
                throw new InvalidInputException(name + ": damaged training settings");
            }
            return new TrainingSettings(settings.game, settings.network, settings.generations, settings.games,
                    settings.simulations, settings.steps, settings.batch, settings.buffer, settings.learningRate,
                    settings.weightDecay, settings.noise, settings.temperaturePlies, settings.evaluationGames,
                    settings.threshold, settings.threads, settings.engineBatch, settings.seed,
                    settings.replayFrom, settings.startFrom, settings.valueMix, settings.fastSimulations,
                    settings.fullShare, settings.labels, settings.labelShare, settings.exactNodes);
        } catch (JsonParseException | IllegalStateException | UnsupportedOperationException e) {
            throw new InvalidInputException(name + ": damaged training settings");
        }
    }

    /**
     * The first setting other than the generation count in which two runs differ.
     *
     * @param other the settings of the command run again
     * @return its name, or {@code null} if they agree
     */
    public String firstDifference(TrainingSettings other) {
        Object[][] pairs = {{"game", game, other.game}, {"network", network, other.network}, {"games", games, other.games},
            {"simulations", simulations, other.simulations}, {"steps", steps, other.steps},
            {"batch", batch, other.batch}, {"buffer", buffer, other.buffer},
            {"learning rate", learningRate, other.learningRate}, {"weight decay", weightDecay, other.weightDecay},
            {"noise", noise, other.noise}, {"temperature plies", temperaturePlies, other.temperaturePlies},
            {"evaluation games", evaluationGames, other.evaluationGames}, {"threshold", threshold, other.threshold},
            {"seed", seed, other.seed}, {"replay from", replayFrom, other.replayFrom},
            {"start from", startFrom, other.startFrom}, {"value mix", valueMix, other.valueMix},
            {"fast simulations", fastSimulations, other.fastSimulations}, {"full share", fullShare, other.fullShare},
            {"labels", labels, other.labels}, {"label share", labelShare, other.labelShare},
            {"exact nodes", exactNodes, other.exactNodes}};
        for (Object[] pair : pairs) {
            if (!Objects.equals(pair[1], pair[2])) {
                return pair[0] + " (" + pair[1] + " in the folder, " + pair[2] + " now)";
            }
        }
        return null;
    }
}
