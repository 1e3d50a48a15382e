package dev.ply.games.backgammon.eval;

import dev.ply.core.eval.Evaluator;
import dev.ply.core.eval.EvaluatorProvider;
import dev.ply.games.backgammon.BackgammonState;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * Ply's own backgammon evaluator: the cubeless equity of a position for the side to move, in
 * thousandths of a point, estimated from {@link BackgammonFeatures} by two {@link FeatureNetwork}s, one
 * for contact positions (blots and the shots at them, points made, primes and the checkers trapped
 * behind them, anchors, home-board strength, back checkers and the blockade in front of them, pip
 * counts, and the checkers on each point: {@link BackgammonFeatures#contactWithPoints}) and one for
 * races (pip counts with the wastage of bearing off: crossovers, checkers on the lowest points, gaps).
 * The contact network may also be one over the features alone ({@link BackgammonFeatures#contact}); the
 * number of its inputs tells which.
 *
 * <p>Each network gives the chances of winning {@code p}, of winning a gammon {@code g} and of losing
 * one {@code l}; the equity is {@code 2p - 1 + g - l} (backgammons count as gammons), times 1,000. The
 * position is judged for the side to move as if about to roll: where the dice have already been rolled
 * they are not looked at. Scores lie within {@code ±bound()} = ±3,000, the value of a backgammon;
 * {@link #winScore()} is 1,000, one point, so a finished game scores 1,000, 2,000 or 3,000 and every
 * leaf of a search lies within the bound.
 *
 * <p>The weights ({@code ply-contact.weights}, {@code ply-race.weights} in this package's resources) were
 * learned by self-play; see the module's README for how, and for its strength against pubeval.
 * Thread-safe: each thread gets its own scratch buffers.
 */
public final class PlyBackgammonEvaluator implements Evaluator<BackgammonState> {

    /** The score of one point: 1,000 thousandths. */
    public static final int POINT = 1000;

    /** The learned weights, read when first needed. */
    private static final class Learned {
        static final FeatureNetwork CONTACT = load("ply-contact.weights");
        static final FeatureNetwork RACE = load("ply-race.weights");
    }

    private final FeatureNetwork contact;
    private final FeatureNetwork race;
    private final ThreadLocal<Scratch> scratch;

    /** Creates the evaluator with Ply's learned weights. */
    public PlyBackgammonEvaluator() {
        this(Learned.CONTACT, Learned.RACE);
    }

    /**
     * Creates the evaluator with other networks (to train or compare them).
     *
     * @param contact the network of contact positions, over {@link BackgammonFeatures#CONTACT_COUNT} inputs
     * @param race the network of races, over {@link BackgammonFeatures#RACE_COUNT} inputs
     */
    public PlyBackgammonEvaluator(FeatureNetwork contact, FeatureNetwork race) {
        boolean contactFits = contact.inputs() == BackgammonFeatures.CONTACT_COUNT
                || contact.inputs() == BackgammonFeatures.CONTACT_WITH_POINTS_COUNT;
        if (!contactFits || race.inputs() != BackgammonFeatures.RACE_COUNT) {
            throw new IllegalArgumentException("networks of " + contact.inputs() + " and " + race.inputs()
                    + " inputs do not fit the features (" + BackgammonFeatures.CONTACT_COUNT + " and "
                    + BackgammonFeatures.RACE_COUNT + ")");
        }
        this.contact = contact;
        this.race = race;
        int hidden = Math.max(contact.hidden(), race.hidden());
        this.scratch = ThreadLocal.withInitial(() -> new Scratch(hidden));
    }

    private static FeatureNetwork load(String name) {
        try (InputStream in = PlyBackgammonEvaluator.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the evaluator's weights " + name + " are missing from the jar");
            }
            return FeatureNetwork.read(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + name, e);
        }
    }

    /** Per-thread buffers of one evaluation. */
    private static final class Scratch {
        final double[] features = new double[BackgammonFeatures.CONTACT_WITH_POINTS_COUNT];
        final double[] hidden;
        final double[] outputs = new double[FeatureNetwork.OUTPUTS];

        Scratch(int hidden) {
            this.hidden = new double[hidden];
        }
    }

    @Override
    public int evaluate(BackgammonState state) {
        Scratch s = scratch.get();
        probabilities(state, s.outputs, s);
        double equity = equity(s.outputs);
        return (int) Math.max(-bound(), Math.min(bound(), Math.round(equity * POINT)));
    }

    /**
     * The chances of the side to move, before the roll: winning, winning a gammon, losing a gammon.
     *
     * @param state a position that is not over; not modified
     * @param out receives the {@value FeatureNetwork#OUTPUTS} chances; owned by the caller
     */
    public void probabilities(BackgammonState state, double[] out) {
        probabilities(state, out, scratch.get());
    }

    private void probabilities(BackgammonState state, double[] out, Scratch s) {
        if (BackgammonFeatures.isContact(state)) {
            contactFeatures(state, s.features);
            contact.forward(s.features, s.hidden, out);
        } else {
            BackgammonFeatures.race(state, s.features);
            race.forward(s.features, s.hidden, out);
        }
    }

    /**
     * Writes the inputs of the contact network for a position.
     *
     * @param state a contact position; not modified
     * @param features receives the inputs; owned by the caller
     */
    public void contactFeatures(BackgammonState state, double[] features) {
        if (contact.inputs() == BackgammonFeatures.CONTACT_COUNT) {
            BackgammonFeatures.contact(state, features);
        } else {
            BackgammonFeatures.contactWithPoints(state, features);
        }
    }

    /**
     * The cubeless equity of chances: {@code 2p - 1 + g - l}, with the gammon chances capped by the win
     * and loss chances.
     *
     * @param chances win, gammon win, gammon loss
     * @return the equity in points, between -2 and 2
     */
    public static double equity(double[] chances) {
        double win = chances[FeatureNetwork.WIN];
        double gammonWin = Math.min(chances[FeatureNetwork.GAMMON_WIN], win);
        double gammonLoss = Math.min(chances[FeatureNetwork.GAMMON_LOSS], 1 - win);
        return 2 * win - 1 + gammonWin - gammonLoss;
    }

    @Override
    public int bound() {
        return 3 * POINT;
    }

    @Override
    public int winScore() {
        return POINT;
    }

    /** Registers the evaluator as {@code backgammon:ply}, the game's default. */
    public static final class Provider implements EvaluatorProvider {

        /** Creates the instance; the service loader calls this. */
        public Provider() {
        }

        @Override
        public String gameId() {
            return "backgammon";
        }

        @Override
        public String name() {
            return "ply";
        }

        @Override
        public String description() {
            return "Ply's evaluator (the default): equity in thousandths from learned features of contact and race";
        }

        @Override
        public Evaluator<?> create() {
            return new PlyBackgammonEvaluator();
        }
    }
}
