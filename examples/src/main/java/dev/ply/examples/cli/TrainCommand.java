package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.lab.TrainingPlot;
import dev.ply.learning.Samples;
import dev.ply.learning.SupervisedTraining;
import dev.ply.learning.Training;
import dev.ply.learning.TrainingSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code ply train}: AlphaZero's self-play training of a game's policy-value network. */
@Command(name = "train", mixinStandardHelpOptions = true,
        description = "Learn a policy-value network for a game by self-play, as AlphaZero does: each generation plays"
                + " games with the current network's search (mcts:az), trains the network on the latest positions"
                + " and plays it against the best so far, keeping the winner as DIR/best.net. Stop it at any time;"
                + " the same command resumes where it stopped. Every generation is a JSON line in"
                + " DIR/generations.jsonl, drawn in DIR/training.svg (losses and the score against the best)."
                + " Then: ply play GAME --second mcts:az,net=DIR/best.net")
final class TrainCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Parameters(index = "0", paramLabel = "GAME", description = "the game (one with a network encoding:"
            + " tictactoe, connectfour)")
    private String game;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "the run's folder (created; resumed"
            + " if it holds a run of the same settings)")
    private Path out;

    @Option(names = "--generations", paramLabel = "N", description = "generations in all (default: 10)")
    private int generations = 10;

    @Option(names = "--games", paramLabel = "N", description = "self-play games a generation (default: 100)")
    private int games = 100;

    @Option(names = "--simulations", paramLabel = "N", description = "search iterations a self-play move"
            + " (default: 100)")
    private int simulations = 100;

    @Option(names = "--steps", paramLabel = "N", description = "training mini-batches a generation (default: 500)")
    private int steps = 500;

    @Option(names = "--batch", paramLabel = "N", description = "positions a mini-batch (default: 128)")
    private int batch = 128;

    @Option(names = "--buffer", paramLabel = "N", description = "positions the replay buffer keeps (default:"
            + " 50,000)")
    private int buffer = 50_000;

    @Option(names = "--network", paramLabel = "SPEC", description = "the network: mlp:W,W (a perceptron's hidden"
            + " layers) or resnet:BLOCKSxFILTERS (AlphaZero's residual network, such as resnet:4x64; default:"
            + " mlp:64,64)")
    private String network;

    @Option(names = "--hidden", paramLabel = "W,W", description = "short for --network mlp:W,W")
    private String hidden;

    @Option(names = "--learning-rate", paramLabel = "R", description = "Adam's learning rate (default: 0.003)")
    private double learningRate = 0.003;

    @Option(names = "--weight-decay", paramLabel = "D", description = "L2 weight decay (default: 0.0001)")
    private double weightDecay = 1e-4;

    @Option(names = "--noise", paramLabel = "A", description = "Dirichlet concentration of the root's noise in"
            + " self-play (default: 1.0)")
    private double noise = 1.0;

    @Option(names = "--temperature-plies", paramLabel = "N", description = "self-play plies whose move is drawn by"
            + " the root's visits (default: 4)")
    private int temperaturePlies = 4;

    @Option(names = "--evaluation-games", paramLabel = "N", description = "games of each new network against the"
            + " best so far; 0 to keep every new one (default: 20)")
    private int evaluationGames = 20;

    @Option(names = "--threshold", paramLabel = "S", description = "the score against the best that makes a new"
            + " network the best (default: 0.5, as good; AlphaGo Zero asked 0.55)")
    private double threshold = 0.5;

    @Option(names = "--threads", paramLabel = "N", description = "self-play games at once (default: the cores)")
    private int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--engine-batch", paramLabel = "N", description = "0 to evaluate each self-play leaf in Java in"
            + " its game's thread (default); N to have DJL's engine evaluate the leaves of the games in flight"
            + " together, up to N at once: faster for residual networks, with --threads well above the cores")
    private int engineBatch;

    @Option(names = "--seed", paramLabel = "N", description = "the run's seed (default: 1)")
    private long seed = 1;

    @Option(names = "--replay-from", paramLabel = "DIR", description = "another run's folder of the same game: its"
            + " newest self-play positions fill the replay buffer before this run's own (a warm start, such as a new"
            + " network learning from a finished run's games)")
    private Path replayFrom;

    @Option(names = "--start-from", paramLabel = "NET", description = "a network of the same game and shape to start"
            + " from instead of fresh weights, such as another run's best.net (to go on with another learning rate;"
            + " with --supervised too); a narrower perceptron of the same depth is widened, its outputs unchanged")
    private Path startFrom;

    @Option(names = "--value-mix", paramLabel = "W", description = "the weight of the search's root value in the"
            + " value target, mixed with the game's result (default: 0, the result alone)")
    private double valueMix;

    @Option(names = "--fast-simulations", paramLabel = "N", description = "KataGo's playout cap randomization: search"
            + " a share of the moves (--full-share) in full and keep them for training, the others with N iterations"
            + " and no noise, played but not kept; cheaper games, so more of them for the value to learn from"
            + " (default: 0, every move in full)")
    private int fastSimulations;

    @Option(names = "--full-share", paramLabel = "P", description = "with --fast-simulations, the share of moves"
            + " searched in full (default: 0.25, as KataGo)")
    private double fullShare = 0.25;

    @Option(names = "--exact", paramLabel = "NODES", description = "give each self-play position the game's exact"
            + " value (win, draw or loss with perfect play) as its value target where the game's solver finds it"
            + " within NODES positions, instead of the game's result (games with an exact solver: tictactoe,"
            + " connectfour; default: 0, off)")
    private long exactNodes;

    @Option(names = "--labels", paramLabel = "FILE", description = "labelled positions (POSITION ; bm MOVE ... ;"
            + " value V, as an exact solver writes them) to draw a share of every training batch from, with the"
            + " positions one move on whose value they decide: self-play learns its own games while the labels keep"
            + " it right on positions good play reaches")
    private Path labels;

    @Option(names = "--label-share", paramLabel = "P", description = "with --labels, the share of each batch drawn"
            + " from them (default: 0.25)")
    private Double labelShare;

    @Mixin
    private ClusterOptions clusterOptions = new ClusterOptions();

    @Option(names = "--supervised", paramLabel = "FILE", description = "train on labelled positions instead of"
            + " self-play: a suite whose lines give bm and value (POSITION ; bm MOVE ... ; value V), as an exact"
            + " solver writes them; --steps mini-batches, the network to DIR/best.net")
    private Path supervised;

    @Option(names = "--children", description = "with --supervised, also train the value on the positions one move"
            + " on whose exact value the labels decide (after a best move, and after any move of a drawn position)")
    private boolean children;

    @Override
    public void run() {
        if (supervised != null) {
            if (labels != null || labelShare != null) {
                throw new InvalidInputException("--labels and --label-share go with self-play; --supervised trains on"
                        + " labels alone");
            }
            runSupervised();
            return;
        }
        if (children) {
            throw new InvalidInputException("--children goes with --supervised (labelled positions)");
        }
        String spec = networkSpec();
        TrainingSettings settings = new TrainingSettings(game, spec, generations, games,
                simulations, steps, batch, buffer, learningRate, weightDecay, noise, temperaturePlies,
                evaluationGames, threshold, threads, engineBatch, seed,
                replayFrom == null ? null : replayFrom.toAbsolutePath().normalize().toString(),
                startFrom == null ? null : startFrom.toAbsolutePath().normalize().toString(), valueMix,
                fastSimulations, fullShare,
                labels == null ? null : labels.toAbsolutePath().normalize().toString(),
                labelShare != null ? labelShare : labels == null ? 0 : TrainingSettings.DEFAULT_LABEL_SHARE,
                exactNodes);
        String command = "ply train " + game + " --out " + out + " --generations " + generations + " --games " + games
                + " --simulations " + simulations + " --steps " + steps + " --batch " + batch + " --buffer " + buffer
                + " --network " + spec + " --learning-rate " + learningRate + " --weight-decay " + weightDecay
                + " --noise " + noise + " --temperature-plies " + temperaturePlies + " --evaluation-games "
                + evaluationGames + " --threshold " + threshold + " --seed " + seed
                + (replayFrom == null ? "" : " --replay-from " + replayFrom)
                + (startFrom == null ? "" : " --start-from " + startFrom)
                + (valueMix == 0 ? "" : " --value-mix " + valueMix)
                + (fastSimulations == 0 ? "" : " --fast-simulations " + fastSimulations + " --full-share " + fullShare)
                + (labels == null ? "" : " --labels " + labels + " --label-share " + settings.labelShare())
                + (exactNodes == 0 ? "" : " --exact " + exactNodes);
        boolean console = System.console() != null;
        Training training = new Training(settings, out, command,
                line -> {
                    parent.err().println(console ? "\r" + line + " ".repeat(20) : line);
                    if (Files.exists(out.resolve("generations.jsonl"))) {
                        TrainingPlot.write(out, game);
                    }
                },
                line -> {
                    if (console) {
                        parent.err().print("\r" + line + "   ");
                        parent.err().flush();
                    }
                });
        try {
            int finished = clusterOptions.cluster == null ? training.run() : clusterOptions.onCluster(parent.err(),
                    cluster -> {
                        AtomicInteger games = new AtomicInteger();
                        training.onWorkers(job -> cluster.run(job, games.getAndIncrement()));
                        try {
                            return training.run();
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    });
            parent.out().println("trained " + finished + " generations; the best network is " + out.resolve("best.net")
                    + "; play it: ply play " + game + " --second mcts:az,net=" + out.resolve("best.net"));
        } catch (IOException e) {
            throw new InvalidInputException("cannot write to " + out + ": " + Training.reason(e));
        } catch (UncheckedIOException e) {
            throw new InvalidInputException("cannot write to " + out + ": " + Training.reason(e.getCause()));
        }
    }

    /** The network option, or the perceptron {@code --hidden} names. */
    private String networkSpec() {
        if (network != null && hidden != null) {
            throw new InvalidInputException("--hidden is short for --network mlp:W,W: give one of them, not both");
        }
        return network != null ? network.trim() : "mlp:" + (hidden == null ? "64,64" : hidden.trim());
    }

    private void runSupervised() {
        Game learned = Ply.game(game);
        Samples samples = SupervisedTraining.read(learned, supervised, children);
        String command = "ply train " + game + " --out " + out + " --supervised " + supervised
                + (children ? " --children" : "") + (startFrom == null ? "" : " --start-from " + startFrom)
                + " --steps " + steps
                + " --batch " + batch + " --network " + networkSpec() + " --learning-rate " + learningRate
                + " --weight-decay " + weightDecay + " --seed " + seed;
        try {
            SupervisedTraining.train(learned, samples, networkSpec(), startFrom, steps, batch, learningRate,
                    weightDecay, seed, out, command, line -> parent.err().println(line));
        } catch (IOException e) {
            throw new InvalidInputException("cannot write to " + out + ": " + Training.reason(e));
        }
        parent.out().println("trained on " + samples.size() + (children ? " positions (labelled and one move on)"
                : " labelled positions") + "; the network is "
                + out.resolve("best.net"));
    }
}
