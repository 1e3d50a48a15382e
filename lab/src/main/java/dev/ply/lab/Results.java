package dev.ply.lab;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.arena.EloEstimate;
import dev.ply.core.arena.GameResult;
import dev.ply.core.arena.MatchResult;
import dev.ply.core.arena.Ratings;
import dev.ply.core.arena.Tournament;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * The results of a run - a match, a tournament or a sweep - made from its games' lines: tabulated as the CLI prints
 * them, written as a results file (JSON with the standings and every game, CSV with the standings), read back from
 * either the results file or the run's JSON-lines record, and plotted.
 *
 * <p>What a run was follows from its games: lines with a {@link GameLine#sweep() sweep} setting make a sweep (one
 * match per setting against the same opponent), a single pairing a match, several pairings a tournament. Games are
 * grouped into matches in the order their pairings first appear and ordered by their index within a match, so a run
 * recorded with several games at once reads back as the serial run.
 */
public final class Results {

    /** The kinds of run. */
    public enum Kind {
        /** Two agents. */
        MATCH,
        /** Several pairings, ratings fitted to all games. */
        TOURNAMENT,
        /** One agent's setting swept against one opponent. */
        SWEEP
    }

    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().setPrettyPrinting().create();
    private static final String FORMAT = "ply-results/1";

    private final String gameId;
    private final Kind kind;
    private final List<GameLine> lines;
    private final List<String> agents;
    private final List<MatchResult> matches;
    private final List<String> sweeps;

    private Results(String gameId, Kind kind, List<GameLine> lines, List<String> agents, List<MatchResult> matches,
            List<String> sweeps) {
        this.gameId = gameId;
        this.kind = kind;
        this.lines = lines;
        this.agents = agents;
        this.matches = matches;
        this.sweeps = sweeps;
    }

    /**
     * Tabulates games, replaying each by the rules.
     *
     * @param lines the games, of one game and at least one
     * @param games finds the game by its identifier (the registry, with plug-ins)
     * @return the results
     * @throws InvalidInputException if there are no games, they belong to different games, or one cannot be replayed
     */
    public static Results of(List<GameLine> lines, Function<String, Game> games) {
        if (lines.isEmpty()) {
            throw new InvalidInputException("no games to tabulate");
        }
        String gameId = lines.get(0).game();
        for (GameLine line : lines) {
            if (!line.game().equals(gameId)) {
                throw new InvalidInputException("a results file holds one game's games, not " + gameId + " and "
                        + line.game());
            }
        }
        Game game = games.apply(gameId);
        Map<List<String>, List<GameLine>> byMatch = new LinkedHashMap<>();
        for (GameLine line : lines) {
            byMatch.computeIfAbsent(java.util.Arrays.asList(line.sweep(), line.agentA(), line.agentB()),
                    key -> new ArrayList<>()).add(line);
        }
        boolean sweep = lines.stream().anyMatch(line -> line.sweep() != null);
        if (sweep && lines.stream().anyMatch(line -> line.sweep() == null)) {
            throw new InvalidInputException("a sweep's games all name their setting");
        }
        List<MatchResult> matches = new ArrayList<>();
        List<String> sweeps = new ArrayList<>();
        LinkedHashSet<String> agents = new LinkedHashSet<>();
        List<GameLine> ordered = new ArrayList<>();
        for (Map.Entry<List<String>, List<GameLine>> entry : byMatch.entrySet()) {
            List<GameLine> matchLines = new ArrayList<>(entry.getValue());
            matchLines.sort(Comparator.comparingInt(GameLine::index));
            List<GameResult> results = new ArrayList<>();
            for (GameLine line : matchLines) {
                results.add(line.replay(game));
            }
            ordered.addAll(matchLines);
            String a = entry.getKey().get(1);
            String b = entry.getKey().get(2);
            if (a.equals(b)) { // self-play: the standings need two names
                a += " (A)";
                b += " (B)";
            }
            matches.add(new MatchResult(a, b, results));
            sweeps.add(entry.getKey().get(0));
            agents.add(a);
            agents.add(b);
        }
        Kind kind = sweep ? Kind.SWEEP : matches.size() == 1 ? Kind.MATCH : Kind.TOURNAMENT;
        return new Results(gameId, kind, List.copyOf(ordered), List.copyOf(agents), List.copyOf(matches),
                sweeps);
    }

    /**
     * Reads a results file ({@code .json}, as {@link #writeJson(Path)} writes it) or a run's JSON-lines record.
     *
     * @param file the file
     * @param games finds a game by its identifier
     * @return the results
     * @throws InvalidInputException if the file is missing or unreadable, or a game in it is malformed (its line
     *     named) or cannot be replayed
     */
    public static Results read(Path file, Function<String, Game> games) {
        return read(file, games, warning -> { });
    }

    /**
     * Reads a results file or a run's record, telling what it had to leave out: the last line of a record cut short
     * when its run was stopped while writing it (every complete game before it is read).
     *
     * @param file the file
     * @param games finds a game by its identifier
     * @param warnings receives one line for each thing left out
     * @return the results
     * @throws InvalidInputException if the file is missing, unreadable or not a regular file, or a game in it is
     *     malformed (its line named), given twice, or cannot be replayed, or its result is not what its moves give
     */
    public static Results read(Path file, Function<String, Game> games, java.util.function.Consumer<String> warnings) {
        return of(lines(file, warnings), games);
    }

    /**
     * Reads the results files or records of one run's parts, such as the two halves of a match played at once, and
     * counts their games together: each file's games are numbered after those of the files before it (from the next
     * even number, so that a pair of games with the colours swapped stays a pair).
     *
     * @param files the files, at least one
     * @param games finds a game by its identifier
     * @param warnings receives one line for each thing left out
     * @return the results of all their games
     * @throws InvalidInputException as {@link #read(Path, Function, java.util.function.Consumer)} for any file, or if
     *     the files hold different games
     */
    public static Results read(List<Path> files, Function<String, Game> games,
            java.util.function.Consumer<String> warnings) {
        if (files.isEmpty()) {
            throw new InvalidInputException("no results file given");
        }
        List<GameLine> all = new ArrayList<>();
        int offset = 0;
        for (Path file : files) {
            int next = offset;
            for (GameLine line : lines(file, warnings)) {
                all.add(line.withIndex(offset + line.index()));
                next = Math.max(next, offset + line.index() + 1);
            }
            offset = next + (next & 1);
        }
        return of(all, games);
    }

    /** The games of a results file or a record, checked as {@link #read(Path, Function)} says. */
    private static List<GameLine> lines(Path file, java.util.function.Consumer<String> warnings) {
        String text;
        try {
            OutputFiles.checkReadable(file, "results file");
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new InvalidInputException("no such results file: " + file);
        } catch (IOException e) {
            throw new InvalidInputException("cannot read " + file + ": " + OutputFiles.reason(e));
        }
        JsonElement whole = null;
        try {
            whole = JsonParser.parseString(text);
        } catch (JsonParseException e) {
            // Not one JSON document: a JSON-lines record, read line by line below.
        }
        if (whole != null && whole.isJsonObject() && whole.getAsJsonObject().has("format")) {
            return fromResultsJson(file, whole.getAsJsonObject());
        }
        if (whole == null && (text.stripLeading().startsWith("{\n") || text.stripLeading().startsWith("{\r\n"))) {
            throw new InvalidInputException(file + " is a results file cut short or damaged (it is not one JSON"
                    + " document); the run's record (--record) holds its games");
        }
        List<GameLine> lines = new ArrayList<>();
        String[] rows = text.split("\r?\n", -1);
        int last = rows.length - 1;
        while (last >= 0 && rows[last].isBlank()) {
            last--;
        }
        Map<String, Integer> seen = new HashMap<>();
        for (int row = 0; row <= last; row++) {
            if (rows[row].isBlank() || row == 0 && RunSettings.isSettingsLine(rows[row])) {
                continue; // a match's record begins with its settings
            }
            GameLine line;
            try {
                line = GameLine.fromJson(rows[row]);
            } catch (InvalidInputException e) {
                if (row == last && !text.endsWith("\n")) {
                    // A run killed while it wrote: every complete game before the cut is kept.
                    warnings.accept(file + " line " + (row + 1) + " was cut short (the run was stopped while"
                            + " writing it); reading the " + lines.size() + " complete games before it");
                    break;
                }
                throw new InvalidInputException(file + " line " + (row + 1) + ": " + e.getMessage());
            }
            String key = line.sweep() + "\u0000" + line.agentA() + "\u0000" + line.agentB() + "\u0000" + line.index();
            Integer earlier = seen.putIfAbsent(key, row + 1);
            if (earlier != null) {
                throw new InvalidInputException(file + " line " + (row + 1) + ": game " + (line.index() + 1) + " of "
                        + line.agentA() + " vs " + line.agentB() + " is there already (line " + earlier
                        + "); a game is counted once");
            }
            lines.add(line);
        }
        if (lines.isEmpty()) {
            throw new InvalidInputException(file + " holds no games");
        }
        return lines;
    }

    private static List<GameLine> fromResultsJson(Path file, JsonObject root) {
        JsonElement format = root.get("format");
        if (format == null || !format.isJsonPrimitive() || !FORMAT.equals(format.getAsString())) {
            throw new InvalidInputException(file + " is not a results file of format " + FORMAT);
        }
        JsonElement games = root.get("games");
        if (games == null || !games.isJsonArray()) {
            throw new InvalidInputException(file + " has no list of games");
        }
        List<GameLine> lines = new ArrayList<>();
        JsonArray array = games.getAsJsonArray();
        for (int i = 0; i < array.size(); i++) {
            try {
                lines.add(GameLine.fromJson(array.get(i).toString()));
            } catch (InvalidInputException e) {
                throw new InvalidInputException(file + " game " + (i + 1) + ": " + e.getMessage());
            }
        }
        return lines;
    }

    /**
     * What the run was.
     *
     * @return its kind
     */
    public Kind kind() {
        return kind;
    }

    /**
     * The game's identifier.
     *
     * @return the game
     */
    public String game() {
        return gameId;
    }

    /**
     * The matches, in the order their pairings first appeared; in a sweep, one per setting.
     *
     * @return the matches
     */
    public List<MatchResult> matches() {
        return matches;
    }

    /**
     * The swept settings, one per match ({@code c=0.5}); {@code null} entries outside a sweep.
     *
     * @return the settings
     */
    public List<String> sweeps() {
        return java.util.Collections.unmodifiableList(sweeps);
    }

    /**
     * The games, match by match, each match's in index order.
     *
     * @return the game lines
     */
    public List<GameLine> games() {
        return lines;
    }

    /**
     * The run as a tournament: agents with games, W/D/L and ratings fitted to all games (for a match, the two
     * agents; for a sweep, each setting's agent and the opponent).
     *
     * @return the standings
     */
    public Tournament.Result standings() {
        return Tournament.Result.of(agents, matches);
    }

    /**
     * The table the CLI prints: a match's summary, a tournament's standings and cross table, or a sweep's row per
     * setting.
     *
     * @return lines of text
     */
    public String table() {
        return switch (kind) {
            case MATCH -> matches.get(0).summary();
            case TOURNAMENT -> standings().table();
            case SWEEP -> sweepTable();
        };
    }

    private String sweepTable() {
        int width = Math.max(7, sweeps.stream().mapToInt(String::length).max().orElse(0) + 2);
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "%s against %s%n", sweptAgent(),
                matches.get(0).agentB()));
        out.append(String.format(Locale.ROOT, "%-" + width + "s %6s %6s %6s %6s %7s %6s %17s%n", "setting", "games",
                "wins", "draws", "losses", "score", "elo", "95%"));
        for (int i = 0; i < matches.size(); i++) {
            MatchResult match = matches.get(i);
            EloEstimate elo = match.elo();
            out.append(String.format(Locale.ROOT, "%-" + width + "s %6d %6d %6d %6d %6.1f%% %6s %17s%n",
                    sweeps.get(i), match.games().size(), match.wins(), match.draws(), match.losses(),
                    100 * match.score(), signed(elo.elo()), signed(elo.lower()) + " .. " + signed(elo.upper())));
        }
        return out.toString();
    }

    /** The sweep's agent with its braces put back: {@code mcts:c={0.5,1}}. */
    private String sweptAgent() {
        String first = matches.get(0).agentA();
        String setting = sweeps.get(0);
        int at = first.lastIndexOf(setting);
        String key = setting.substring(0, setting.indexOf('='));
        List<String> values = sweeps.stream().map(s -> s.substring(s.indexOf('=') + 1)).toList();
        return at < 0 ? first : first.substring(0, at) + key + "={" + String.join(",", values) + "}"
                + first.substring(at + setting.length());
    }

    static String signed(double value) {
        if (Double.isInfinite(value)) {
            return value > 0 ? "+inf" : "-inf";
        }
        return Math.abs(value) < 0.5 ? "0" : String.format(Locale.ROOT, "%+.0f", value);
    }

    /**
     * Writes the results file: the run's kind, game, standings (or a sweep's rows) and every game's line.
     *
     * @param file the file, replaced
     */
    public void writeJson(Path file) {
        JsonObject root = new JsonObject();
        root.addProperty("format", FORMAT);
        root.addProperty("kind", kind.name().toLowerCase(Locale.ROOT));
        root.addProperty("game", gameId);
        JsonArray rows = new JsonArray();
        for (Row row : rows()) {
            JsonObject object = new JsonObject();
            if (row.setting() != null) {
                object.addProperty("setting", row.setting());
            }
            object.addProperty("agent", row.agent());
            if (row.opponent() != null) {
                object.addProperty("opponent", row.opponent());
            }
            object.addProperty("games", row.games());
            object.addProperty("wins", row.wins());
            object.addProperty("draws", row.draws());
            object.addProperty("losses", row.losses());
            object.addProperty("score", row.score());
            addElo(object, "elo", row.elo());
            addElo(object, "eloLow", row.eloLow());
            addElo(object, "eloHigh", row.eloHigh());
            rows.add(object);
        }
        root.add(kind == Kind.SWEEP ? "sweep" : "standings", rows);
        JsonArray games = new JsonArray();
        for (GameLine line : lines) {
            games.add(GSON.toJsonTree(line));
        }
        root.add("games", games);
        write(file, writer -> GSON.toJson(root, writer));
    }

    /** JSON has no infinity: an interval open at one end (every game won) says so in words. */
    private static void addElo(JsonObject object, String name, double value) {
        if (Double.isFinite(value)) {
            object.addProperty(name, Math.round(value * 10) / 10.0);
        } else {
            object.addProperty(name, value > 0 ? "+inf" : "-inf");
        }
    }

    /**
     * Writes the standings (or a sweep's rows) as CSV with a header row.
     *
     * @param file the file, replaced
     */
    public void writeCsv(Path file) {
        write(file, writer -> {
            try (CSVPrinter csv = CSVFormat.DEFAULT.builder().setRecordSeparator("\n").get().print(writer)) {
                csv.printRecord("setting", "agent", "opponent", "games", "wins", "draws", "losses", "score", "elo",
                        "elo_low", "elo_high");
                for (Row row : rows()) {
                    csv.printRecord(row.setting == null ? "" : row.setting, row.agent,
                            row.opponent == null ? "" : row.opponent, row.games, row.wins, row.draws, row.losses,
                            String.format(Locale.ROOT, "%.4f", row.score), number(row.elo), number(row.eloLow),
                            number(row.eloHigh));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    private static String number(double value) {
        if (!Double.isFinite(value)) {
            return value > 0 ? "inf" : "-inf";
        }
        String text = String.format(Locale.ROOT, "%.1f", value);
        return text.equals("-0.0") ? "0.0" : text;
    }

    /**
     * One row of the standings, a match or a sweep: an agent (or a setting's agent) with its games and rating. For
     * standings, {@code elo} is the fitted rating (mean 0) and the interval its 95% interval; for a match or a sweep,
     * the Elo difference against the opponent.
     *
     * @param setting the swept setting, or {@code null}
     * @param agent the agent
     * @param opponent the sweep's opponent, or {@code null}
     * @param games games played
     * @param wins wins
     * @param draws draws
     * @param losses losses
     * @param score the share of points, 0 to 1
     * @param elo the rating or Elo difference
     * @param eloLow the lower end of its 95% interval
     * @param eloHigh the upper end
     */
    public record Row(String setting, String agent, String opponent, long games, long wins, long draws, long losses,
            double score, double elo, double eloLow, double eloHigh) {
    }

    /**
     * The rows the results file and the plot show: a tournament's standings by rating; a match's one row (A against
     * B, the Elo difference with its interval as the match summary gives it); a sweep's settings in order.
     *
     * @return the rows
     */
    public List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        if (kind != Kind.TOURNAMENT) {
            for (int i = 0; i < matches.size(); i++) {
                MatchResult match = matches.get(i);
                EloEstimate elo = match.elo();
                rows.add(new Row(sweeps.get(i), match.agentA(), match.agentB(), match.games().size(), match.wins(),
                        match.draws(), match.losses(), match.score(), elo.elo(), elo.lower(), elo.upper()));
            }
            return rows;
        }
        Tournament.Result standings = standings();
        Ratings ratings = standings.ratings();
        long[][] wdl = new long[agents.size()][3];
        for (MatchResult match : matches) {
            int a = agents.indexOf(match.agentA());
            int b = agents.indexOf(match.agentB());
            wdl[a][0] += match.wins();
            wdl[a][1] += match.draws();
            wdl[a][2] += match.losses();
            wdl[b][0] += match.losses();
            wdl[b][1] += match.draws();
            wdl[b][2] += match.wins();
        }
        for (int i = 0; i < agents.size(); i++) {
            long games = wdl[i][0] + wdl[i][1] + wdl[i][2];
            double rating = ratings.ratings()[i];
            double error = ratings.errors()[i];
            rows.add(new Row(null, agents.get(i), null, games, wdl[i][0], wdl[i][1], wdl[i][2],
                    games == 0 ? 0 : (wdl[i][0] + 0.5 * wdl[i][1]) / games, rating, rating - error, rating + error));
        }
        rows.sort(Comparator.comparingDouble(Row::elo).reversed());
        return rows;
    }

    private interface Body {
        void write(Writer writer) throws IOException;
    }

    private static void write(Path file, Body body) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            OutputFiles.checkWritable(file, "output");
            Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
            try (Writer writer = Files.newBufferedWriter(temporary, StandardCharsets.UTF_8)) {
                body.write(writer);
            }
            Files.move(temporary, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new InvalidInputException("cannot write " + file + ": " + OutputFiles.reason(e));
        }
    }
}
