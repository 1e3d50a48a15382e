package dev.ply.examples.cli;

import dev.ply.core.GameState;
import dev.ply.core.search.Scores;
import dev.ply.core.util.MoveLine;
import java.util.List;
import java.util.Locale;

/** How the CLI writes scores, lines and big numbers. */
final class TextFormat {

    private TextFormat() {
    }

    /** A score: {@code +35}, {@code -120}, or {@code win in 5 plies} for a forced result. */
    static String score(int score) {
        if (Scores.isDecisive(score)) {
            int plies = Scores.pliesToResult(score);
            return (score > 0 ? "win" : "loss") + " in " + plies + (plies == 1 ? " ply" : " plies");
        }
        return score == 0 ? "0" : String.format(Locale.ROOT, "%+d", score);
    }

    /** A line of moves from a position, each in the notation of the position it is played in. */
    static String line(GameState from, List<Integer> moves) {
        GameState state = from.copy();
        int[] legal = new int[state.game().maxMoves()];
        StringBuilder text = new StringBuilder();
        for (int move : moves) {
            if (!MoveLine.isLegal(state, move, legal)) {
                break; // a line from a stale table entry: print what is sound
            }
            if (text.length() > 0) {
                text.append(' ');
            }
            text.append(state.moveToString(move));
            state.play(move);
        }
        return text.toString();
    }

    /** A count with thousands separators: {@code 1,234,567}. */
    static String count(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }

    /** A rate in a compact form: {@code 950}, {@code 12.3k}, {@code 4.56M}. */
    static String rate(long perSecond) {
        if (perSecond >= 1_000_000) {
            return String.format(Locale.ROOT, "%.2fM", perSecond / 1e6);
        }
        if (perSecond >= 1_000) {
            return String.format(Locale.ROOT, "%.1fk", perSecond / 1e3);
        }
        return Long.toString(perSecond);
    }

    /** A statistic's value: whole numbers as they are, fractions to three decimals. */
    static String statistic(Number value) {
        if (value instanceof Double || value instanceof Float) {
            return String.format(Locale.ROOT, "%.3f", value.doubleValue());
        }
        return value.toString();
    }
}
