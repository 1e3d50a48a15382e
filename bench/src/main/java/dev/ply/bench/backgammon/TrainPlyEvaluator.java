package dev.ply.bench.backgammon;

import dev.ply.core.arena.Arena;
import dev.ply.games.backgammon.BackgammonGame;
import dev.ply.games.backgammon.BackgammonState;
import dev.ply.games.backgammon.agent.PubEvalAgent;
import dev.ply.games.backgammon.eval.BackgammonFeatures;
import dev.ply.games.backgammon.eval.FeatureNetwork;
import dev.ply.games.backgammon.eval.PlyBackgammonEvaluator;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Learns the weights of Ply's backgammon evaluator ({@link PlyBackgammonEvaluator}) by
 * temporal-difference learning in self-play, TD(0) as in Tesauro's TD-Gammon: both sides play the play
 * the current networks like best (1-ply), and after each turn the network's chances for the position
 * before the roll are moved towards its chances for the position after the play (or towards the result,
 * when the play ends the game). Every so often it plays a seeded match against the pubeval player to show
 * progress, and it writes the weights in the form the evaluator reads.
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.ply.bench.backgammon.TrainPlyEvaluator \
 *     --games 200000 --hidden 16 --rate 0.1 --final-rate 0.02 --out /tmp/ply-weights
 * cp /tmp/ply-weights/ply-*.weights games/backgammon/src/main/resources/dev/ply/games/backgammon/eval/
 * </pre>
 */
public final class TrainPlyEvaluator {

    private final BackgammonGame game = new BackgammonGame();
    private final FeatureNetwork contact;
    private final FeatureNetwork race;
    private final PlyBackgammonEvaluator evaluator;
    private final int[] moves = new int[BackgammonGame.MAX_MOVES];
    private final double[] features = new double[BackgammonFeatures.CONTACT_WITH_POINTS_COUNT];
    private final double[] chances = new double[FeatureNetwork.OUTPUTS];
    private final double[] bestChances = new double[FeatureNetwork.OUTPUTS];
    private final double[] current = new double[FeatureNetwork.OUTPUTS];
    private final double[] previous = new double[FeatureNetwork.OUTPUTS];
    private final double[] hidden;
    private final double[] out = new double[FeatureNetwork.OUTPUTS];
    private final double[][] contactGradient;
    private final double[][] raceGradient;
    private final double[][] contactTraces;
    private final double[][] raceTraces;
    private final double lambda;

    private TrainPlyEvaluator(int hiddenUnits, boolean points, double lambda, long seed) {
        contact = new FeatureNetwork(points ? BackgammonFeatures.CONTACT_WITH_POINTS_COUNT
                : BackgammonFeatures.CONTACT_COUNT, hiddenUnits, seed);
        race = new FeatureNetwork(BackgammonFeatures.RACE_COUNT, hiddenUnits, seed + 1);
        evaluator = new PlyBackgammonEvaluator(contact, race);
        hidden = new double[hiddenUnits];
        this.lambda = lambda;
        contactGradient = new double[FeatureNetwork.OUTPUTS][contact.parameterCount()];
        raceGradient = new double[FeatureNetwork.OUTPUTS][race.parameterCount()];
        contactTraces = new double[FeatureNetwork.OUTPUTS][contact.parameterCount()];
        raceTraces = new double[FeatureNetwork.OUTPUTS][race.parameterCount()];
    }

    /**
     * Runs the training.
     *
     * @param args {@code --games N --hidden H --rate A --final-rate B --lambda L --points true|false --seed S
     *     --check-every N --check-games N --out DIR}
     * @throws IOException if the weights cannot be written
     */
    public static void main(String[] args) throws IOException {
        int games = 100_000;
        int hiddenUnits = 16;
        double rate = 0.1;
        double finalRate = 0.02;
        long seed = 1;
        int checkEvery = 10_000;
        int checkGames = 1000;
        boolean points = false;
        double lambda = 0.7;
        Path out = Path.of("ply-weights");
        for (int i = 0; i + 1 < args.length; i += 2) {
            String value = args[i + 1];
            switch (args[i]) {
                case "--games" -> games = Integer.parseInt(value);
                case "--hidden" -> hiddenUnits = Integer.parseInt(value);
                case "--rate" -> rate = Double.parseDouble(value);
                case "--final-rate" -> finalRate = Double.parseDouble(value);
                case "--seed" -> seed = Long.parseLong(value);
                case "--check-every" -> checkEvery = Integer.parseInt(value);
                case "--check-games" -> checkGames = Integer.parseInt(value);
                case "--out" -> out = Path.of(value);
                case "--points" -> points = Boolean.parseBoolean(value);
                case "--lambda" -> lambda = Double.parseDouble(value);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        TrainPlyEvaluator trainer = new TrainPlyEvaluator(hiddenUnits, points, lambda, seed);
        SplittableRandom dice = new SplittableRandom(seed * 31 + 7);
        long started = System.nanoTime();
        for (int g = 1; g <= games; g++) {
            double progress = (g - 1) / (double) games;
            double currentRate = rate * Math.pow(finalRate / rate, progress);
            trainer.selfPlay(dice, currentRate);
            if (g % checkEvery == 0 || g == games) {
                double score = trainer.matchAgainstPubeval(checkGames, 12345);
                System.out.printf(Locale.ROOT, "%d games (%.0f s, rate %.4f): %+.3f points a game against pubeval%n", g,
                        (System.nanoTime() - started) / 1e9, currentRate, score);
                trainer.save(out);
            }
        }
    }

    private void save(Path directory) throws IOException {
        Files.createDirectories(directory);
        try (Writer writer = Files.newBufferedWriter(directory.resolve("ply-contact.weights"), StandardCharsets.US_ASCII)) {
            contact.write(writer);
        }
        try (Writer writer = Files.newBufferedWriter(directory.resolve("ply-race.weights"), StandardCharsets.US_ASCII)) {
            race.write(writer);
        }
    }

    /**
     * Plays one game against itself, learning after every turn by TD(lambda): the chances are kept from
     * player 0's side so that successive positions of both players form one sequence.
     */
    private void selfPlay(SplittableRandom dice, double rate) {
        clear(contactTraces);
        clear(raceTraces);
        BackgammonState state = game.newState();
        int[] outcomes = new int[30];
        double[] probabilities = new double[30];
        boolean first = true;
        while (true) {
            if (state.isTerminal()) {
                // The player not to move has won.
                int winner = 1 - state.toMove();
                boolean gammon = state.outcome(winner) >= 2;
                current[FeatureNetwork.WIN] = winner == 0 ? 1 : 0;
                current[FeatureNetwork.GAMMON_WIN] = winner == 0 && gammon ? 1 : 0;
                current[FeatureNetwork.GAMMON_LOSS] = winner == 1 && gammon ? 1 : 0;
                learn(rate);
                return;
            }
            // The state is a chance node: the position before the roll of the player on roll.
            boolean isContact = BackgammonFeatures.isContact(state);
            FeatureNetwork net = isContact ? contact : race;
            if (isContact) {
                evaluator.contactFeatures(state, features);
            } else {
                BackgammonFeatures.race(state, features);
            }
            double[][] gradient = isContact ? contactGradient : raceGradient;
            net.gradients(features, gradient, hidden, out);
            int player = state.toMove();
            toPlayerZero(out, player, current);
            if (!first) {
                learn(rate);
            }
            first = false;
            decay(contactTraces);
            decay(raceTraces);
            double[][] traces = isContact ? contactTraces : raceTraces;
            for (int k = 0; k < FeatureNetwork.OUTPUTS; k++) {
                // From player 0's side: player 1's win is player 0's loss, its gammons player 0's gammon losses.
                int source = player == 0 ? k : k == FeatureNetwork.WIN ? k
                        : k == FeatureNetwork.GAMMON_WIN ? FeatureNetwork.GAMMON_LOSS : FeatureNetwork.GAMMON_WIN;
                double sign = player == 1 && k == FeatureNetwork.WIN ? -1 : 1;
                double[] trace = traces[k];
                double[] g = gradient[source];
                for (int i = 0; i < trace.length; i++) {
                    trace[i] += sign * g[i];
                }
            }
            System.arraycopy(current, 0, previous, 0, FeatureNetwork.OUTPUTS);
            state.play(Arena.sample(state, dice, outcomes, probabilities));
            state.play(choose(state, bestChances));
        }
    }

    /** Moves the weights by the TD errors from {@code previous} to {@code current} along the traces. */
    private void learn(double rate) {
        for (int k = 0; k < FeatureNetwork.OUTPUTS; k++) {
            double error = current[k] - previous[k];
            if (error != 0) {
                contact.addToWeights(contactTraces[k], rate * error);
                race.addToWeights(raceTraces[k], rate * error);
            }
        }
    }

    private void decay(double[][] traces) {
        for (double[] trace : traces) {
            for (int i = 0; i < trace.length; i++) {
                trace[i] *= lambda;
            }
        }
    }

    private static void clear(double[][] traces) {
        for (double[] trace : traces) {
            java.util.Arrays.fill(trace, 0.0);
        }
    }

    private static void toPlayerZero(double[] chances, int player, double[] target) {
        if (player == 0) {
            System.arraycopy(chances, 0, target, 0, FeatureNetwork.OUTPUTS);
        } else {
            target[FeatureNetwork.WIN] = 1 - chances[FeatureNetwork.WIN];
            target[FeatureNetwork.GAMMON_WIN] = chances[FeatureNetwork.GAMMON_LOSS];
            target[FeatureNetwork.GAMMON_LOSS] = chances[FeatureNetwork.GAMMON_WIN];
        }
    }



    /**
     * The best play by the current networks at 1 ply; writes the chances of the position it reaches, from
     * the side of the player then on roll (the opponent), into {@code reached}.
     */
    private int choose(BackgammonState state, double[] reached) {
        int count = state.legalMoves(moves);
        int mover = state.toMove();
        int best = moves[0];
        double bestEquity = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < count; i++) {
            int play = moves[i];
            state.play(play);
            double equity;
            if (state.isTerminal()) {
                equity = 10 + state.outcome(mover);
                chances[FeatureNetwork.WIN] = 0;
                chances[FeatureNetwork.GAMMON_WIN] = 0;
                chances[FeatureNetwork.GAMMON_LOSS] = 1;
            } else {
                evaluator.probabilities(state, chances);
                equity = -PlyBackgammonEvaluator.equity(chances);
            }
            state.undo();
            if (equity > bestEquity) {
                bestEquity = equity;
                best = play;
                System.arraycopy(chances, 0, reached, 0, FeatureNetwork.OUTPUTS);
            }
        }
        return best;
    }

    /** Points a game won by the current networks at 1 ply against the pubeval player, in pairs of games. */
    private double matchAgainstPubeval(int games, long seed) {
        long points = 0;
        for (int g = 0; g < games; g++) {
            SplittableRandom dice = new SplittableRandom(seed + g / 2);
            int plyPlayer = g % 2;
            BackgammonState state = game.newState();
            int[] outcomes = new int[30];
            double[] probabilities = new double[30];
            while (!state.isTerminal()) {
                if (state.isChanceNode()) {
                    state.play(Arena.sample(state, dice, outcomes, probabilities));
                } else if (state.toMove() == plyPlayer) {
                    state.play(choose(state, bestChances));
                } else {
                    state.play(PubEvalAgent.bestPlay(state, moves));
                }
            }
            points += state.outcome(plyPlayer);
        }
        return points / (double) games;
    }
}
