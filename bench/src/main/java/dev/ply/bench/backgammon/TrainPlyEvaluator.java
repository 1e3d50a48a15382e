package dev.ply.bench.backgammon;

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
    private final double[] features = new double[Math.max(BackgammonFeatures.CONTACT_COUNT,
            BackgammonFeatures.RACE_COUNT)];
    private final double[] chances = new double[FeatureNetwork.OUTPUTS];
    private final double[] bestChances = new double[FeatureNetwork.OUTPUTS];
    private final double[] target = new double[FeatureNetwork.OUTPUTS];
    private final double[] hidden;
    private final double[] delta;
    private final double[] out = new double[FeatureNetwork.OUTPUTS];

    private TrainPlyEvaluator(int hiddenUnits, long seed) {
        contact = new FeatureNetwork(BackgammonFeatures.CONTACT_COUNT, hiddenUnits, seed);
        race = new FeatureNetwork(BackgammonFeatures.RACE_COUNT, hiddenUnits, seed + 1);
        evaluator = new PlyBackgammonEvaluator(contact, race);
        hidden = new double[hiddenUnits];
        delta = new double[hiddenUnits];
    }

    /**
     * Runs the training.
     *
     * @param args {@code --games N --hidden H --rate A --final-rate B --seed S --check-every N --check-games N
     *     --out DIR}
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
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        TrainPlyEvaluator trainer = new TrainPlyEvaluator(hiddenUnits, seed);
        SplittableRandom dice = new SplittableRandom(seed * 31 + 7);
        long started = System.nanoTime();
        for (int g = 1; g <= games; g++) {
            double progress = (g - 1) / (double) games;
            double currentRate = rate * Math.pow(finalRate / rate, progress);
            trainer.selfPlay(dice, currentRate);
            if (g % checkEvery == 0 || g == games) {
                double points = trainer.matchAgainstPubeval(checkGames, 12345);
                System.out.printf(Locale.ROOT, "%d games (%.0f s, rate %.4f): %+.3f points a game against pubeval%n", g,
                        (System.nanoTime() - started) / 1e9, currentRate, points);
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

    /** Plays one game against itself, learning after every turn. */
    private void selfPlay(SplittableRandom dice, double rate) {
        BackgammonState state = game.newState();
        int[] outcomes = new int[30];
        double[] probabilities = new double[30];
        while (!state.isTerminal()) {
            // The state is a chance node: the position before the roll of the player on roll.
            FeatureNetwork net = BackgammonFeatures.isContact(state) ? contact : race;
            features(state, net);
            int count = state.chanceOutcomes(outcomes, probabilities);
            state.play(sample(outcomes, probabilities, count, dice));
            int mover = state.toMove();
            state.play(choose(state, bestChances));
            if (state.isTerminal()) {
                target[FeatureNetwork.WIN] = 1;
                target[FeatureNetwork.GAMMON_WIN] = state.outcome(mover) >= 2 ? 1 : 0;
                target[FeatureNetwork.GAMMON_LOSS] = 0;
            } else {
                target[FeatureNetwork.WIN] = 1 - bestChances[FeatureNetwork.WIN];
                target[FeatureNetwork.GAMMON_WIN] = bestChances[FeatureNetwork.GAMMON_LOSS];
                target[FeatureNetwork.GAMMON_LOSS] = bestChances[FeatureNetwork.GAMMON_WIN];
            }
            net.train(features, target, rate, hidden, out, delta);
        }
    }

    private static int sample(int[] outcomes, double[] probabilities, int count, SplittableRandom dice) {
        double r = dice.nextDouble();
        for (int i = 0; i < count - 1; i++) {
            r -= probabilities[i];
            if (r < 0) {
                return outcomes[i];
            }
        }
        return outcomes[count - 1];
    }

    private void features(BackgammonState state, FeatureNetwork net) {
        if (net == contact) {
            BackgammonFeatures.contact(state, features);
        } else {
            BackgammonFeatures.race(state, features);
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
                    int count = state.chanceOutcomes(outcomes, probabilities);
                    state.play(sample(outcomes, probabilities, count, dice));
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
