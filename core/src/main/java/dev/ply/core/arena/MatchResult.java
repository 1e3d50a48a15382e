package dev.ply.core.arena;

import java.util.List;
import java.util.Locale;

/**
 * The results of a match between two agents, A and B, from A's point of view.
 *
 * @param agentA the first agent's name
 * @param agentB the second agent's name
 * @param games every game played, in order
 */
public record MatchResult(String agentA, String agentB, List<GameResult> games) {

    /**
     * Copies the list of games.
     *
     * @param agentA the first agent's name
     * @param agentB the second agent's name
     * @param games every game played, in order
     */
    public MatchResult {
        games = List.copyOf(games);
    }

    /**
     * Games A won.
     *
     * @return the count
     */
    public long wins() {
        return games.stream().filter(g -> g.points() > 0).count();
    }

    /**
     * Games drawn.
     *
     * @return the count
     */
    public long draws() {
        return games.stream().filter(g -> g.points() == 0).count();
    }

    /**
     * Games A lost.
     *
     * @return the count
     */
    public long losses() {
        return games.stream().filter(g -> g.points() < 0).count();
    }

    /**
     * Points A won, counting the game's multiple wins (a backgammon gammon scores 2).
     *
     * @return the sum of A's positive results
     */
    public long pointsA() {
        return games.stream().mapToLong(g -> Math.max(0, g.points())).sum();
    }

    /**
     * Points B won.
     *
     * @return the sum of B's positive results
     */
    public long pointsB() {
        return games.stream().mapToLong(g -> Math.max(0, -g.points())).sum();
    }

    /**
     * A's mean score per game: a win 1, a draw ½, a loss 0.
     *
     * @return 0 to 1, or {@code NaN} before any game
     */
    public double score() {
        return (wins() + 0.5 * draws()) / games.size();
    }

    /**
     * The Elo difference between A and B implied by the wins, draws and losses.
     *
     * @return the estimate with its 95% interval
     */
    public EloEstimate elo() {
        return EloEstimate.of(wins(), draws(), losses());
    }

    /**
     * The match as reports print it, one line each: games and W/D/L, score, points where a game can
     * be worth more than one, Elo.
     *
     * @return the summary
     */
    public String summary() {
        StringBuilder text = new StringBuilder();
        text.append(String.format(Locale.ROOT, "%s vs %s: %d games, +%d =%d -%d%n", agentA, agentB, games.size(),
                wins(), draws(), losses()));
        text.append(String.format(Locale.ROOT, "score %.1f%% (%.1f/%d)%n", 100 * score(),
                wins() + 0.5 * draws(), games.size()));
        if (pointsA() != wins() || pointsB() != losses()) {
            long total = pointsA() + pointsB();
            text.append(String.format(Locale.ROOT, "points %d - %d (%.1f%% of points)%n", pointsA(), pointsB(),
                    total == 0 ? 50.0 : 100.0 * pointsA() / total));
        }
        text.append("elo ").append(elo()).append(System.lineSeparator());
        return text.toString();
    }
}
