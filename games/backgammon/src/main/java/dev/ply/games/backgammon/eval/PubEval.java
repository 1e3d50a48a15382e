package dev.ply.games.backgammon.eval;

import dev.ply.games.backgammon.BackgammonState;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Tesauro's public evaluation function "pubeval" (1993, public domain), the usual baseline of
 * backgammon programs: a linear function of 122 inputs with one set of weights for contact positions and
 * one for races. The weights are the published ones ({@code pubeval-contact.txt}, {@code pubeval-race.txt}
 * in this package's resources, with their {@code README.pubeval.txt}).
 *
 * <p>It scores the position <em>after</em> a player has played, from that player's side; the player
 * picks the play whose position scores highest. Scores are pubeval's own units (no probability or
 * equity); only their order matters. Thread-safe and allocation-free.
 */
public final class PubEval {

    /** The number of inputs. */
    public static final int INPUTS = 122;
    /** The score of a finished game (the mover has borne off all 15 checkers), above any other. */
    public static final double FINISHED = 99_999_999.0;

    private static final double[] CONTACT = load("pubeval-contact.txt");
    private static final double[] RACE = load("pubeval-race.txt");

    private PubEval() {
    }

    private static double[] load(String name) {
        double[] weights = new double[INPUTS];
        int count = 0;
        try (InputStream in = PubEval.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("pubeval weights " + name + " are missing from the jar");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII));
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.isBlank()) {
                    continue;
                }
                if (count == INPUTS) {
                    throw new IllegalStateException(name + " has more than " + INPUTS + " weights");
                }
                weights[count++] = Double.parseDouble(line.trim());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + name, e);
        }
        if (count != INPUTS) {
            throw new IllegalStateException(name + " has " + count + " weights, not " + INPUTS);
        }
        return weights;
    }

    /**
     * Scores a position from the side of the player who has just played.
     *
     * @param state the position; not modified
     * @param mover the player who has just played, 0 or 1
     * @return the score, higher is better for {@code mover}; {@link #FINISHED} when the mover has borne
     *     off all checkers
     */
    public static double score(BackgammonState state, int mover) {
        int opponent = 1 - mover;
        if (state.checkers(mover, BackgammonState.OFF) == BackgammonState.CHECKERS) {
            return FINISHED;
        }
        double[] weights = isRace(state, mover) ? RACE : CONTACT;
        double score = 0;
        for (int j = 1; j <= 24; j++) {
            int n = position(state, mover, 25 - j);
            if (n == 0) {
                continue;
            }
            int k = 5 * (j - 1);
            if (n == -1) {
                score += weights[k];
            } else if (n == 1) {
                score += weights[k + 1];
            } else if (n >= 2) {
                score += weights[k + 2];
                if (n == 3) {
                    score += weights[k + 3];
                } else if (n >= 4) {
                    score += weights[k + 4] * (n - 3) / 2.0;
                }
            }
        }
        score += weights[120] * state.checkers(opponent, BackgammonState.BAR) / 2.0;
        score += weights[121] * state.checkers(mover, BackgammonState.OFF) / 15.0;
        return score;
    }

    /**
     * Writes pubeval's inputs for a position, exactly as its published description defines them: for
     * {@code j = 1..24}, {@code n = pos[25-j]} sets {@code x[5(j-1)] = 1} when {@code n == -1},
     * {@code x[5(j-1)+1] = 1} when {@code n == 1}, {@code x[5(j-1)+2] = 1} when {@code n >= 2},
     * {@code x[5(j-1)+3] = 1} when {@code n == 3}, {@code x[5(j-1)+4] = (n-3)/2} when {@code n >= 4};
     * {@code x[120]} is the opponent's checkers on the bar over 2, {@code x[121]} the mover's checkers off
     * over 15. {@link #score} is the dot product of these with the weights, computed without the array.
     *
     * @param state the position; not modified
     * @param mover the player who has just played, 0 or 1
     * @param inputs receives the 122 inputs; owned by the caller
     */
    public static void inputs(BackgammonState state, int mover, double[] inputs) {
        java.util.Arrays.fill(inputs, 0, INPUTS, 0.0);
        for (int j = 1; j <= 24; j++) {
            int n = position(state, mover, 25 - j);
            int k = 5 * (j - 1);
            if (n == -1) {
                inputs[k] = 1;
            }
            if (n == 1) {
                inputs[k + 1] = 1;
            }
            if (n >= 2) {
                inputs[k + 2] = 1;
            }
            if (n == 3) {
                inputs[k + 3] = 1;
            }
            if (n >= 4) {
                inputs[k + 4] = (n - 3) / 2.0;
            }
        }
        inputs[120] = state.checkers(1 - mover, BackgammonState.BAR) / 2.0;
        inputs[121] = state.checkers(mover, BackgammonState.OFF) / 15.0;
    }

    /**
     * The weights pubeval uses for a position: the race weights when no contact remains.
     *
     * @param race whether the position is a race
     * @return a copy of the 122 weights
     */
    public static double[] weights(boolean race) {
        return (race ? RACE : CONTACT).clone();
    }

    /**
     * pubeval's {@code pos[p]} for p = 1..24: the mover's checkers on their point {@code p}, or minus the
     * opponent's checkers there (the opponent's point {@code 25 - p}).
     */
    private static int position(BackgammonState state, int mover, int point) {
        int mine = state.checkers(mover, point);
        return mine > 0 ? mine : -state.checkers(1 - mover, 25 - point);
    }

    /**
     * Whether no contact remains: every checker of the mover has passed every checker of the opponent
     * (checkers on the bar count as furthest back).
     *
     * @param state the position; not modified
     * @param mover either player (contact is mutual)
     * @return {@code true} for a race
     */
    public static boolean isRace(BackgammonState state, int mover) {
        return rearmost(state, mover) + rearmost(state, 1 - mover) < 25;
    }

    /**
     * The point of a player's rearmost checker, from their side.
     *
     * @param state the position
     * @param player 0 or 1
     * @return 25 when a checker is on the bar, 0 when all are off
     */
    static int rearmost(BackgammonState state, int player) {
        int point = BackgammonState.BAR;
        while (point > 0 && state.checkers(player, point) == 0) {
            point--;
        }
        return point;
    }
}
