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
 * asked for) and flushed at once, and the game to a PGN or PDN {@link RecordFile} when one is given, so a run that is stopped or fails keeps every game it finished; the lines kept in
 * memory make the run's {@link Results} at any point.
 */
public final class RunLog implements AutoCloseable {

    private final String gameId;
    private final BufferedWriter record;
    private final List<GameLine> lines = new ArrayList<>();
    private final RecordFile records;
    private final PositionsFile positions;

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
        this.gameId = gameId;
        this.records = records;
        this.positions = positions;
        if (recordFile == null) {
            this.record = null;
            return;
        }
        OutputFiles.checkWritable(recordFile, "the record");
        try {
            Path parent = recordFile.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            this.record = Files.newBufferedWriter(recordFile, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw new InvalidInputException("cannot write the record " + recordFile + ": " + OutputFiles.reason(e));
        }
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
            try {
                record.write(line.toJson());
                record.newLine();
                record.flush();
            } catch (IOException e) {
                throw new InvalidInputException("cannot append to the record: " + OutputFiles.reason(e));
            }
        }
        return line;
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
