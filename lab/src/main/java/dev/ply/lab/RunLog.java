package dev.ply.lab;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.arena.GameResult;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Keeps a run's games as they finish: each game's {@link GameLine} is appended to the JSON-lines record (when one is
 * asked for) and flushed at once, and the game to a PGN or PDN {@link RecordFile} when one is given, so a run that
 * is stopped or fails keeps every game it finished; the lines kept in memory make the run's {@link Results} at any
 * point. A record that begins with its run's {@link RunSettings} lets a stopped run go on ({@link #resume}).
 */
public final class RunLog implements AutoCloseable {

    private final String gameId;
    private final BufferedWriter record;
    private final List<GameLine> lines = new ArrayList<>();
    private final RecordFile records;
    private final PositionsFile positions;
    private final List<GameResult> earlierGames;

    /**
     * Starts a run's log.
     *
     * @param gameId the game's identifier
     * @param recordFile the JSON-lines record to write (replaced), or {@code null} for none
     * @throws InvalidInputException if the record cannot be created
     */
    public RunLog(String gameId, Path recordFile) {
        this(gameId, recordFile, null);
    }

    /**
     * Starts a run's log that also writes each game in the game's record format.
     *
     * @param gameId the game's identifier
     * @param recordFile the JSON-lines record to write (replaced), or {@code null} for none
     * @param records the PGN or PDN file to append each game to, or {@code null} for none
     * @throws InvalidInputException if the record cannot be created
     */
    public RunLog(String gameId, Path recordFile, RecordFile records) {
        this(gameId, recordFile, records, null);
    }

    /**
     * Starts a run's log that also writes each game in the game's record format and its positions with the result.
     *
     * @param gameId the game's identifier
     * @param recordFile the JSON-lines record to write (replaced), or {@code null} for none
     * @param records the PGN or PDN file to append each game to, or {@code null} for none
     * @param positions the file to append each game's labelled positions to, or {@code null} for none; closed with
     *     this log
     * @throws InvalidInputException if the record cannot be created
     */
    public RunLog(String gameId, Path recordFile, RecordFile records, PositionsFile positions) {
        this(gameId, recordFile, records, positions, null);
    }

    /**
     * Starts a run's log whose record begins with the run's settings, so that {@link #resume} can go on with it.
     *
     * @param gameId the game's identifier
     * @param recordFile the JSON-lines record to write (replaced), or {@code null} for none
     * @param records the PGN or PDN file to append each game to, or {@code null} for none
     * @param positions the file to append each game's labelled positions to, or {@code null} for none; closed with
     *     this log
     * @param settings the run's settings, written as the record's first line, or {@code null} for none
     * @throws InvalidInputException if the record cannot be created
     */
    public RunLog(String gameId, Path recordFile, RecordFile records, PositionsFile positions,
            RunSettings settings) {
        this(gameId, open(recordFile, false), records, positions, List.of(), List.of());
        if (record != null && settings != null) {
            write(settings.toLine());
        }
    }

    private RunLog(String gameId, BufferedWriter record, RecordFile records, PositionsFile positions,
            List<GameLine> earlier, List<GameResult> earlierGames) {
        this.gameId = gameId;
        this.record = record;
        this.records = records;
        this.positions = positions;
        this.lines.addAll(earlier);
        this.earlierGames = List.copyOf(earlierGames);
    }

    /**
     * Goes on with a run stopped before its end: reads its record, checks that it was made with these settings,
     * replays every game in it by the rules, and appends the games still to come. A last line cut short when the run
     * was stopped while writing it is dropped from the file (that game is played again).
     *
     * @param game the game
     * @param recordFile the record of the stopped run, which must begin with its settings
     * @param settings this run's settings
     * @param games the games the run plays in all: every game in the record must be one of them
     * @param records the PGN or PDN file to append each new game to, or {@code null} for none
     * @param positions the file to append each new game's labelled positions to, or {@code null} for none
     * @param warnings receives one line for each thing left out
     * @return the log, holding the recorded games' lines
     * @throws InvalidInputException if the record is missing, unreadable, made with other settings, holds another
     *     run's games or a game twice, or a game in it cannot be replayed
     */
    public static RunLog resume(Game game, Path recordFile, RunSettings settings, int games, RecordFile records,
            PositionsFile positions, java.util.function.Consumer<String> warnings) {
        String text;
        try {
            OutputFiles.checkReadable(recordFile, "record to resume");
            text = Files.readString(recordFile, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InvalidInputException("cannot read " + recordFile + ": " + OutputFiles.reason(e));
        }
        List<String> rows = new ArrayList<>(text.lines().toList());
        if (rows.isEmpty() || !RunSettings.isSettingsLine(rows.get(0))) {
            throw new InvalidInputException(recordFile + " does not begin with its run's settings (a record of a"
                    + " tournament, a sweep or an older Ply), so it cannot be resumed");
        }
        settings.checkSameAs(RunSettings.fromLine(rows.get(0), recordFile), recordFile);
        long keep = text.length();
        if (!text.endsWith("\n") && rows.size() > 1) {
            String cut = rows.remove(rows.size() - 1);
            keep = text.length() - cut.length();
            warnings.accept(recordFile + " line " + (rows.size() + 1) + " was cut short (the run was stopped while"
                    + " writing it); that game is played again");
        }
        List<GameLine> earlier = new ArrayList<>();
        List<GameResult> replayed = new ArrayList<>();
        java.util.Set<Integer> indices = new java.util.HashSet<>();
        for (int row = 1; row < rows.size(); row++) {
            if (rows.get(row).isBlank()) {
                continue;
            }
            GameLine line;
            try {
                line = GameLine.fromJson(rows.get(row));
            } catch (InvalidInputException e) {
                throw new InvalidInputException(recordFile + " line " + (row + 1) + ": " + e.getMessage());
            }
            if (line.sweep() != null || !line.game().equals(game.id())
                    || !earlier.isEmpty() && !(line.agentA().equals(earlier.get(0).agentA())
                    && line.agentB().equals(earlier.get(0).agentB()))) {
                throw new InvalidInputException(recordFile + " line " + (row + 1) + " is a game of another run ("
                        + line.game() + ", " + line.agentA() + " vs " + line.agentB() + ")");
            }
            if (line.index() < 0) {
                throw new InvalidInputException(recordFile + " line " + (row + 1) + ": a game's number is 1 or more");
            }
            if (!indices.add(line.index())) {
                throw new InvalidInputException(recordFile + " line " + (row + 1) + ": game " + (line.index() + 1)
                        + " is there already; a game is counted once");
            }
            replayed.add(line.replay(game));
            earlier.add(line);
        }
        int last = earlier.stream().mapToInt(GameLine::index).max().orElse(-1);
        if (last >= games) {
            throw new InvalidInputException(recordFile + " holds game " + (last + 1) + ", beyond the " + games
                    + " games of this run; give --games " + (last + 1) + " or more");
        }
        try {
            if (keep < text.length()) {
                Files.writeString(recordFile, text.substring(0, (int) keep), StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            throw new InvalidInputException("cannot write " + recordFile + ": " + OutputFiles.reason(e));
        }
        return new RunLog(game.id(), open(recordFile, true), records, positions, earlier, replayed);
    }

    private static BufferedWriter open(Path recordFile, boolean append) {
        if (recordFile == null) {
            return null;
        }
        OutputFiles.checkWritable(recordFile, "the record");
        try {
            Path parent = recordFile.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            return Files.newBufferedWriter(recordFile, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    append ? StandardOpenOption.APPEND : StandardOpenOption.TRUNCATE_EXISTING,
                    StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw new InvalidInputException("cannot write the record " + recordFile + ": " + OutputFiles.reason(e));
        }
    }

    /**
     * The games a resumed run's record held, each replayed by the rules, for the arena to count rather than play
     * again.
     *
     * @return the games, empty for a new run
     */
    public List<GameResult> earlierGames() {
        return earlierGames;
    }

    /**
     * Logs a finished game.
     *
     * @param agentA the match's first agent
     * @param agentB the second agent
     * @param sweep the swept setting, or {@code null}
     * @param result the game
     * @return its line
     */
    public synchronized GameLine add(String agentA, String agentB, String sweep, GameResult result) {
        GameLine line = GameLine.of(gameId, agentA, agentB, sweep, result);
        lines.add(line);
        if (records != null) {
            records.append(result, agentA, agentB);
        }
        if (positions != null) {
            positions.append(line);
        }
        if (record != null) {
            write(line.toJson());
        }
        return line;
    }

    private void write(String line) {
        try {
            record.write(line);
            record.newLine();
            record.flush();
        } catch (IOException e) {
            throw new InvalidInputException("cannot append to the record: " + OutputFiles.reason(e));
        }
    }

    /**
     * The games logged so far.
     *
     * @return their lines, in the order they were logged
     */
    public synchronized List<GameLine> lines() {
        return List.copyOf(lines);
    }

    /**
     * The results of the games logged so far.
     *
     * @param games finds the game by its identifier
     * @return the results, or {@code null} before the first game
     */
    public Results results(Function<String, Game> games) {
        List<GameLine> now = lines();
        return now.isEmpty() ? null : Results.of(now, games);
    }

    /** Closes the record and the positions file. */
    @Override
    public synchronized void close() {
        if (positions != null) {
            positions.close();
        }
        if (record != null) {
            try {
                record.close();
            } catch (IOException e) {
                throw new InvalidInputException("cannot close the record: " + e.getMessage());
            }
        }
    }
}
