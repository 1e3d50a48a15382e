package dev.ply.core.arena;

import static java.util.Objects.requireNonNull;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.agent.Agent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * A tournament of several agents in one game: a round robin (every pairing) or a gauntlet (the first agent against
 * each of the others), each pairing a match of colour-swapped pairs played by an {@link Arena} configured by the
 * caller, with fresh agents for every pairing. The result holds every match, a cross table, and ratings fitted to
 * all games together ({@link Ratings}).
 */
public final class Tournament {

    /** Who plays whom. */
    public enum Format {
        /** Every agent against every other. */
        ROUND_ROBIN,
        /** The first agent against each of the others. */
        GAUNTLET;

        /**
         * Reads {@code round-robin} or {@code gauntlet}.
         *
         * @param text the name
         * @return the format
         * @throws InvalidInputException for another name
         */
        public static Format parse(String text) {
            return switch (text.strip().toLowerCase(Locale.ROOT)) {
                case "round-robin", "roundrobin" -> ROUND_ROBIN;
                case "gauntlet" -> GAUNTLET;
                default -> throw new InvalidInputException("tournament format is round-robin or gauntlet, not '" + text
                        + "'");
            };
        }
    }

    /**
     * A finished tournament.
     *
     * @param agents the agents' specifications
     * @param matches every pairing's match, A being the agent listed first
     * @param ratings the ratings fitted to all games
     */
    public record Result(List<String> agents, List<MatchResult> matches, Ratings ratings) {

        /**
         * Tabulates matches already played (a tournament read back from its records, or any set of pairings), fitting
         * the ratings to all their games.
         *
         * @param agents the agents, each match's two among them
         * @param matches the matches
         * @return the result
         * @throws InvalidInputException if a match names an agent not in the list
         */
        public static Result of(List<String> agents, List<MatchResult> matches) {
            Tally tally = Tally.of(agents, matches);
            return new Result(List.copyOf(agents), List.copyOf(matches), Ratings.fit(agents, tally.points,
                    tally.games));
        }

        /**
         * The table: agents by rating, each with games, wins, draws, losses, score and rating with its interval,
         * then the cross table of points (row against column).
         *
         * @return lines of text
         */
        public String table() {
            int n = agents.size();
            Tally tally = Tally.of(agents, matches);
            double[][] points = tally.points;
            int[][] games = tally.games;
            long[][] wdl = tally.wdl;
            Integer[] order = new Integer[n];
            for (int i = 0; i < n; i++) {
                order[i] = i;
            }
            java.util.Arrays.sort(order, (x, y) -> Double.compare(ratings.ratings()[y], ratings.ratings()[x]));
            int width = agents.stream().mapToInt(String::length).max().orElse(5) + 2;
            StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "%-4s %-" + width + "s %6s %6s %6s %6s %7s %8s %8s%n",
                    "rank", "agent", "games", "wins", "draws", "losses", "score", "rating", "95%"));
            for (int k = 0; k < n; k++) {
                int i = order[k];
                long played = wdl[i][0] + wdl[i][1] + wdl[i][2];
                double error = ratings.errors()[i];
                out.append(String.format(Locale.ROOT, "%-4d %-" + width + "s %6d %6d %6d %6d %6.1f%% %+8.0f %8s%n", k + 1,
                        agents.get(i), played, wdl[i][0], wdl[i][1], wdl[i][2],
                        played == 0 ? 0 : 100.0 * (wdl[i][0] + 0.5 * wdl[i][1]) / played, ratings.ratings()[i],
                        Double.isFinite(error) ? String.format(Locale.ROOT, "\u00b1%.0f", error) : "\u00b1inf"));
            }
            out.append(String.format(Locale.ROOT, "%ncross table (points of the row against the column)%n%-" + width
                    + "s", ""));
            for (int k = 0; k < n; k++) {
                out.append(String.format(Locale.ROOT, " %8s", "#" + (k + 1)));
            }
            out.append('\n');
            for (int k = 0; k < n; k++) {
                int i = order[k];
                out.append(String.format(Locale.ROOT, "%-" + width + "s", "#" + (k + 1) + " " + agents.get(i)));
                for (int m = 0; m < n; m++) {
                    int j = order[m];
                    out.append(String.format(Locale.ROOT, " %8s", i == j ? "-" : games[i][j] == 0 ? "."
                            : TextPoints.of(points[i][j]) + "/" + games[i][j]));
                }
                out.append('\n');
            }
            return out.toString();
        }
    }

    /** Half points written as {@code 3.5}, whole ones as {@code 3}. */
    private static final class TextPoints {
        static String of(double points) {
            return points == Math.rint(points) ? Long.toString((long) points) : Double.toString(points);
        }
    }

    /** Points and games of each agent against each other, and each agent's wins, draws and losses. */
    private record Tally(double[][] points, int[][] games, long[][] wdl) {

        static Tally of(List<String> agents, List<MatchResult> matches) {
            int n = agents.size();
            Tally tally = new Tally(new double[n][n], new int[n][n], new long[n][3]);
            for (MatchResult match : matches) {
                int a = agents.indexOf(match.agentA());
                int b = agents.indexOf(match.agentB());
                if (a < 0 || b < 0) {
                    throw new InvalidInputException("the match " + match.agentA() + " vs " + match.agentB()
                            + " names an agent not among " + agents);
                }
                for (GameResult game : match.games()) {
                    double scoreA = game.points() > 0 ? 1 : game.points() == 0 ? 0.5 : 0;
                    tally.points[a][b] += scoreA;
                    tally.points[b][a] += 1 - scoreA;
                    tally.games[a][b]++;
                    tally.games[b][a]++;
                    int outcomeA = game.points() > 0 ? 0 : game.points() == 0 ? 1 : 2;
                    tally.wdl[a][outcomeA]++;
                    tally.wdl[b][2 - outcomeA]++;
                }
            }
            return tally;
        }
    }

    private Tournament() {
    }

    /**
     * Plays one pairing's match: on this machine's threads, or spread over other machines.
     */
    @FunctionalInterface
    public interface MatchRunner {
        /**
         * Plays a match.
         *
         * @param arena the pairing's arena, set up
         * @param agentA the first agent's specification
         * @param agentB the second's
         * @return the match, its agents named by their specifications
         */
        MatchResult play(Arena arena, String agentA, String agentB);
    }

    /**
     * Plays a tournament on this machine.
     *
     * @param game the game
     * @param agents the agents' specifications, at least two, all different
     * @param format round robin or gauntlet
     * @param arenaForPairing configures the arena of the pairing with this index (games, seed, openings, clocks)
     * @param create makes a fresh agent from a specification
     * @param onMatch told after each pairing's match
     * @param concurrency games played at once within a pairing, each with agents of its own
     * @return the result
     * @throws InvalidInputException for fewer than two agents or a repeated one
     */
    public static Result play(Game game, List<String> agents, Format format,
            Function<Integer, UnaryOperator<Arena>> arenaForPairing, Function<String, Agent> create,
            java.util.function.Consumer<MatchResult> onMatch, int concurrency) {
        return play(game, agents, format, arenaForPairing, (arena, a, b) -> arena.play(a, () -> create.apply(a), b,
                () -> create.apply(b), concurrency), onMatch);
    }

    /**
     * Plays a tournament, each pairing's match by the given runner.
     *
     * @param game the game
     * @param agents the agents' specifications, at least two, all different
     * @param format round robin or gauntlet
     * @param arenaForPairing configures the arena of the pairing with this index (games, seed, openings, clocks)
     * @param runner plays each pairing's match
     * @param onMatch told after each pairing's match
     * @return the result
     * @throws InvalidInputException for fewer than two agents or a repeated one
     */
    public static Result play(Game game, List<String> agents, Format format,
            Function<Integer, UnaryOperator<Arena>> arenaForPairing, MatchRunner runner,
            java.util.function.Consumer<MatchResult> onMatch) {
        requireNonNull(game, "game");
        if (agents.size() < 2) {
            throw new InvalidInputException("a tournament needs at least two agents, not " + agents.size());
        }
        if (agents.stream().distinct().count() != agents.size()) {
            throw new InvalidInputException("each agent may take part once; give a repeated one a different option"
                    + " (seed=2) to tell them apart");
        }
        List<int[]> pairings = new ArrayList<>();
        for (int i = 0; i < agents.size(); i++) {
            for (int j = i + 1; j < agents.size(); j++) {
                if (format == Format.ROUND_ROBIN || i == 0) {
                    pairings.add(new int[] {i, j});
                }
            }
        }
        List<MatchResult> matches = new ArrayList<>();
        for (int p = 0; p < pairings.size(); p++) {
            int[] pairing = pairings.get(p);
            Arena arena = arenaForPairing.apply(p).apply(new Arena(game));
            String nameA = agents.get(pairing[0]);
            String nameB = agents.get(pairing[1]);
            MatchResult match = runner.play(arena, nameA, nameB);
            matches.add(match);
            onMatch.accept(match);
        }
        return Result.of(agents, matches);
    }
}
