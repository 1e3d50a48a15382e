package dev.ply.core.arena;

import dev.ply.core.InputNumbers;
import dev.ply.core.InvalidInputException;
import dev.ply.core.search.Scores;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Ends games early by the agents' own evaluations, as engine testers' match managers do (cutechess-cli's
 * {@code -draw} and {@code -resign}): a draw when both agents have seen the game as level for a while, a
 * resignation when the side to lose has seen itself lost (and, two-sided, its opponent agreed). Scores are each
 * agent's {@link dev.ply.core.agent.Agent#lastScore()}, from its own view; a move without a score (an agent that
 * reports none) breaks the run, so agents that never report are never adjudicated.
 *
 * @param drawMoveNumber the full move (pair of plies) after which a draw may be adjudicated (0: from the start)
 * @param drawMoveCount the moves each agent must have scored within the margin, one after another, or 0 for no
 *     draw adjudication
 * @param drawScore the margin: every one of those scores within {@code ±drawScore}
 * @param resignMoveCount the moves the losing agent must have scored at or below {@code -resignScore}, one after
 *     another, or 0 for no resignation
 * @param resignScore the margin of a lost position
 * @param resignTwoSided whether the opponent must also have scored its last {@code resignMoveCount} moves at or
 *     above {@code resignScore}
 */
public record Adjudication(int drawMoveNumber, int drawMoveCount, int drawScore, int resignMoveCount,
        int resignScore, boolean resignTwoSided) implements java.io.Serializable {

    /** No adjudication: games end by the rules, forfeits and the move limit only. */
    public static final Adjudication NONE = new Adjudication(0, 0, 0, 0, 0, false);

    /**
     * Checks the settings.
     *
     * @param drawMoveNumber the full move after which a draw may be adjudicated
     * @param drawMoveCount consecutive level moves of each agent, or 0
     * @param drawScore the level margin
     * @param resignMoveCount consecutive lost moves, or 0
     * @param resignScore the lost margin
     * @param resignTwoSided whether the winner must agree
     * @throws InvalidInputException for a negative setting or an enabled rule without its count
     */
    public Adjudication {
        if (drawMoveNumber < 0 || drawMoveCount < 0 || drawScore < 0 || resignMoveCount < 0 || resignScore < 0) {
            throw new InvalidInputException("adjudication settings must not be negative");
        }
        if (drawMoveNumber > 0 && drawMoveCount == 0) {
            throw new InvalidInputException("draw adjudication needs movecount of 1 or more");
        }
        if (resignMoveCount > 0 && resignScore == 0) {
            throw new InvalidInputException("resign adjudication needs a score above 0");
        }
    }

    /**
     * Adds draw adjudication, read from {@code movenumber=40,movecount=8,score=10}.
     *
     * @param text the settings; movenumber defaults to 0 (from the start), movecount and score are required
     * @return a copy with draw adjudication
     * @throws InvalidInputException one line naming the problem
     */
    public Adjudication withDraw(String text) {
        Map<String, String> settings = settings(text, "draw", List.of("movenumber", "movecount", "score"));
        int count = (int) required(settings, "draw", "movecount", 1, 10_000);
        int score = (int) required(settings, "draw", "score", 0, Scores.WIN_THRESHOLD);
        int number = settings.containsKey("movenumber")
                ? (int) InputNumbers.parseLong(settings.get("movenumber"), "draw movenumber", 0, 100_000) : 0;
        return new Adjudication(number, count, score, resignMoveCount, resignScore, resignTwoSided);
    }

    /**
     * Adds resignation, read from {@code movecount=3,score=500[,twosided=true]}.
     *
     * @param text the settings; twosided defaults to false
     * @return a copy with resignation
     * @throws InvalidInputException one line naming the problem
     */
    public Adjudication withResign(String text) {
        Map<String, String> settings = settings(text, "resign", List.of("movecount", "score", "twosided"));
        int count = (int) required(settings, "resign", "movecount", 1, 10_000);
        int score = (int) required(settings, "resign", "score", 1, Scores.WIN);
        String twoSided = settings.getOrDefault("twosided", "false");
        if (!twoSided.equals("true") && !twoSided.equals("false")) {
            throw new InvalidInputException("resign twosided is true or false, not '" + twoSided + "'");
        }
        return new Adjudication(drawMoveNumber, drawMoveCount, drawScore, count, score, Boolean.parseBoolean(twoSided));
    }

    private static Map<String, String> settings(String text, String rule, List<String> known) {
        Map<String, String> settings = new LinkedHashMap<>();
        for (String item : text.split(",")) {
            if (item.isBlank()) {
                continue;
            }
            int eq = item.indexOf('=');
            String key = (eq < 0 ? item : item.substring(0, eq)).strip();
            if (!known.contains(key)) {
                throw new InvalidInputException("unknown " + rule + " adjudication setting '" + key + "'; settings: "
                        + String.join(", ", known));
            }
            if (settings.put(key, eq < 0 ? "" : item.substring(eq + 1).strip()) != null) {
                throw new InvalidInputException(rule + " adjudication setting '" + key + "' given twice");
            }
        }
        return settings;
    }

    private static long required(Map<String, String> settings, String rule, String key, long min, long max) {
        String value = settings.get(key);
        if (value == null) {
            throw new InvalidInputException(rule + " adjudication needs " + key);
        }
        return InputNumbers.parseLong(value, rule + " " + key, min, max);
    }

    /**
     * Whether draws are adjudicated.
     *
     * @return true when a draw rule is set
     */
    public boolean adjudicatesDraws() {
        return drawMoveCount > 0;
    }

    /**
     * Whether resignations are adjudicated.
     *
     * @return true when a resign rule is set
     */
    public boolean adjudicatesResignations() {
        return resignMoveCount > 0;
    }

    /**
     * The draw rule's verdict on the scores so far.
     *
     * @param plies the plies played
     * @param own the scores of one agent's moves, in order, {@code null} for a move without one
     * @param other the other agent's
     * @return true when the game is to be drawn now
     */
    boolean drawNow(int plies, List<Integer> own, List<Integer> other) {
        return adjudicatesDraws() && plies >= 2 * drawMoveNumber && lastAll(own, drawMoveCount,
                score -> Math.abs(score) <= drawScore) && lastAll(other, drawMoveCount,
                        score -> Math.abs(score) <= drawScore);
    }

    /**
     * The resign rule's verdict on the agent that has just moved.
     *
     * @param mover the scores of the agent that has just moved
     * @param opponent its opponent's
     * @return true when the mover resigns
     */
    boolean resignNow(List<Integer> mover, List<Integer> opponent) {
        return adjudicatesResignations() && lastAll(mover, resignMoveCount, score -> score <= -resignScore)
                && (!resignTwoSided || lastAll(opponent, resignMoveCount, score -> score >= resignScore));
    }

    private static boolean lastAll(List<Integer> scores, int count, java.util.function.IntPredicate test) {
        if (scores.size() < count) {
            return false;
        }
        for (int i = scores.size() - count; i < scores.size(); i++) {
            Integer score = scores.get(i);
            if (score == null || !test.test(score)) {
                return false;
            }
        }
        return true;
    }
}
