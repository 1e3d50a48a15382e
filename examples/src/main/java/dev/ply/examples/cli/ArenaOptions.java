package dev.ply.examples.cli;

import dev.ply.cluster.ClusterArena;
import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.NotationException;
import dev.ply.core.agent.Agents;
import dev.ply.core.arena.Adjudication;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.TimeControl;
import dev.ply.core.arena.Tournament;
import dev.ply.core.capability.OpeningFormats;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchListener;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Option;

/** The options every command that plays matches shares (match, tournament, sweep): games, openings, clocks. */
final class ArenaOptions {


    @Option(names = {"-g", "--games"}, paramLabel = "N", defaultValue = "10",
            description = "games per match (per pairing of a tournament, per value of a sweep) (default:"
                    + " ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "seed of openings, dice and random agents (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--tc", paramLabel = "BASE+INC",
            description = "time control in seconds, such as 10+0.1; agents then search by the clock")
    String timeControl;

    @Option(names = {"-t", "--time"}, paramLabel = "T", defaultValue = "1s",
            description = "thinking time a move of agents whose specification sets no limit, without --tc (default:"
                    + " ${DEFAULT-VALUE})")
    String time;

    @Option(names = "--openings", paramLabel = "FILE",
            description = "start positions, one per line in the game's notation (# comments); pair k uses line k")
    Path openings;

    @Option(names = "--random-plies", paramLabel = "K", defaultValue = "0",
            description = "random plies played from each start position, the same for both games of a pair")
    int randomPlies;

    @Option(names = "--max-plies", paramLabel = "M", defaultValue = "2000",
            description = "plies after which a game is adjudicated a draw (default: ${DEFAULT-VALUE})")
    int maxPlies;

    @Option(names = "--draw", paramLabel = "SETTINGS",
            description = "adjudicate a draw when both agents' last movecount scores are within ±score after full move"
                    + " movenumber: movenumber=40,movecount=8,score=10 (scores in the evaluator's units)")
    String draw;

    @Option(names = "--resign", paramLabel = "SETTINGS",
            description = "adjudicate a loss when an agent's last movecount scores are at or below -score (and, with"
                    + " twosided=true, its opponent's at or above score): movecount=3,score=500[,twosided=true]")
    String resign;

    @picocli.CommandLine.Mixin
    ClusterOptions clusterOptions = new ClusterOptions();

    @Option(names = "--concurrency", paramLabel = "N",
            description = "games at once, each with agents of its own; results as a serial run gives them for agents"
                    + " that depend only on their seeds (default: one per core, leaving one for the system when an"
                    + " agent searches on threads of its own)")
    Integer concurrency;

    /** Refuses impossible numbers before anything is played. */
    void check() {
        adjudication();
        if (games < 1) {
            throw new InvalidInputException("games must be 1 or more, not " + games);
        }
        if (randomPlies < 0 || maxPlies < 1) {
            throw new InvalidInputException("random plies must be 0 or more and the move limit 1 or more");
        }
    }

    /**
     * Sets an arena up with these options.
     *
     * @param arena the arena
     * @param game its game, which reads the openings
     * @param matchSeed the seed of this match ({@link #seed} for a single match)
     * @return the arena
     */
    Arena configure(Arena arena, Game game, long matchSeed) {
        arena.games(games).seed(matchSeed).randomPlies(randomPlies).maxPlies(maxPlies);
        if (timeControl != null) {
            arena.timeControl(clock());
        }
        if (openings != null) {
            arena.openings(readOpenings(game));
        }
        return arena.adjudication(adjudication());
    }

    /**
     * The adjudication rules of {@code --draw} and {@code --resign}.
     *
     * @return the rules, {@link Adjudication#NONE} without either
     */
    Adjudication adjudication() {
        Adjudication rules = Adjudication.NONE;
        if (draw != null) {
            rules = rules.withDraw(draw);
        }
        if (resign != null) {
            rules = rules.withResign(resign);
        }
        return rules;
    }

    /**
     * The time control, or {@code null} for untimed games.
     *
     * @return the control
     */
    TimeControl clock() {
        return timeControl == null ? null : TimeControl.parse(timeControl);
    }

    /**
     * The limits of an agent whose specification sets none.
     *
     * @return a move time
     */
    SearchLimits perMove() {
        return SearchLimits.ofMoveTime(Agents.parseMillis(time));
    }

    /**
     * The move time of agents whose specification sets no limit.
     *
     * @return milliseconds
     */
    long moveMillis() {
        return Agents.parseMillis(time);
    }

    /**
     * Runs a match, tournament or sweep on the cluster of {@code --cluster} ({@link ClusterOptions#onCluster}).
     *
     * @param err where to say it
     * @param body what to play
     * @param <T> its result
     * @return the result
     */
    <T> T onCluster(java.io.PrintStream err, java.util.function.Function<ClusterArena, T> body) {
        return clusterOptions.onCluster(err, body);
    }

    /**
     * Runs matches with the runner the options ask for: on the cluster of {@code --cluster}, or here with
     * {@code --concurrency} games at once, each with agents of its own.
     *
     * @param game the game
     * @param err where progress about the cluster goes
     * @param agents the agents' specifications
     * @param body plays with the runner
     * @param <T> its result
     * @return the result
     */
    <T> T withRunner(Game game, java.io.PrintStream err, List<String> agents,
            java.util.function.Function<Tournament.MatchRunner, T> body) {
        if (clusterOptions.cluster != null) {
            return onCluster(err, on -> body.apply((arena, a, b) -> on.play(game, arena, a, b, moveMillis())));
        }
        int atOnce = concurrency(agents);
        SearchLimits limits = perMove();
        return body.apply((arena, a, b) -> arena.play(a, () -> Agents.create(game, a, SearchListener.NONE, limits),
                b, () -> Agents.create(game, b, SearchListener.NONE, limits), atOnce));
    }

    /**
     * Makes and closes each agent once here, so a bad specification is refused in one line before any game; with
     * {@code --cluster}, the workers make them (and refuse what they cannot).
     *
     * @param game the game
     * @param agents the specifications
     */
    void checkAgents(Game game, List<String> agents) {
        if (clusterOptions.cluster == null) {
            for (String agent : agents) {
                Agents.create(game, agent, SearchListener.NONE, perMove()).close();
            }
        }
    }

    /**
     * Games at once.
     *
     * @param agents the agents' specifications
     * @return the resolved {@code --concurrency}
     */
    int concurrency(List<String> agents) {
        return Concurrency.resolve(concurrency, agents, Runtime.getRuntime().availableProcessors());
    }

    /**
     * Each position parsed now, so a bad one is named by its line (or game) before any game is played. A file whose
     * extension is one of the game's {@link OpeningFormats} (EPD and PGN in chess, PDN in checkers) is read in that
     * format; any other holds one position per line in the game's notation.
     */
    /** The longest line an openings file may hold: a position, not a novel. */
    static final int MAX_OPENING_CHARS = 10_000;

    /** A message's first line, at most 200 characters: an error never echoes a whole input. */
    static String shorten(String message) {
        String first = message == null ? "" : message.lines().findFirst().orElse("");
        return first.length() <= 200 ? first : first.substring(0, 197) + "...";
    }

    List<String> readOpenings(Game game) {
        String text;
        try {
            dev.ply.lab.OutputFiles.checkReadable(openings, "openings file");
            text = Files.readString(openings, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new InvalidInputException("no such openings file: " + openings);
        } catch (IOException | java.io.UncheckedIOException e) {
            throw new InvalidInputException("cannot read openings file " + openings + ": " + shorten(e.getMessage()));
        }
        String name = openings.getFileName().toString();
        String extension = name.contains(".") ? name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT)
                : "";
        if (game instanceof OpeningFormats formats && formats.openingExtensions().contains(extension)) {
            try {
                return formats.readOpenings(extension, text);
            } catch (NotationException e) {
                throw new InvalidInputException(openings + ": " + shorten(e.getMessage()));
            }
        }
        List<String> lines = text.lines().toList();
        List<String> positions = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (line.length() > MAX_OPENING_CHARS) {
                throw new InvalidInputException(openings + " line " + (i + 1) + " is " + line.length()
                        + " characters long: not a position (at most " + MAX_OPENING_CHARS + ")");
            }
            try {
                game.parseState(line);
            } catch (NotationException e) {
                throw new InvalidInputException(openings + " line " + (i + 1) + ": " + shorten(e.getMessage()));
            }
            positions.add(line);
        }
        if (positions.isEmpty()) {
            throw new InvalidInputException("the openings file " + openings + " holds no positions");
        }
        return positions;
    }
}
