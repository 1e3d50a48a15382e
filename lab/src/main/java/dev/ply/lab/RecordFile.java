package dev.ply.lab;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.arena.GameResult;
import dev.ply.core.capability.RecordNotation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A run's games in the game's own record format ({@link RecordNotation}: PGN for chess, PDN for checkers), each
 * appended as it ends, so a stopped run keeps the games it played. Each game names its players by the game's
 * player names ({@code White} and {@code Black}), its round, the time control, and - for a game decided outside the
 * rules (a forfeit, an adjudication, the move limit) - the result as the arena scored it with a {@code Termination}
 * tag saying why.
 */
public final class RecordFile {

    private final Path file;
    private final Game game;
    private final RecordNotation format;
    private final String event;
    private final String timeControl;
    private final String date = LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd"));

    private RecordFile(Path file, Game game, RecordNotation format, String event, String timeControl) {
        this.file = file;
        this.game = game;
        this.format = format;
        this.event = event;
        this.timeControl = timeControl;
    }

    /**
     * Creates (or empties) the file.
     *
     * @param file where the games go
     * @param game the game, which must have a record format
     * @param event the {@code Event} tag, such as {@code ply match}
     * @param timeControl the {@code TimeControl} tag as the command line gave it, or {@code null}
     * @return the file
     * @throws InvalidInputException for a game without a record format or a file that cannot be written
     */
    public static RecordFile create(Path file, Game game, String event, String timeControl) {
        return open(file, game, event, timeControl, false);
    }

    /**
     * Opens the file to append to, as a resumed run does, or creates (or empties) it.
     *
     * @param file where the games go
     * @param game the game, which must have a record format
     * @param event the {@code Event} tag, such as {@code ply match}
     * @param timeControl the {@code TimeControl} tag as the command line gave it, or {@code null}
     * @param append whether to keep the games already in the file
     * @return the file
     * @throws InvalidInputException for a game without a record format or a file that cannot be written
     */
    public static RecordFile open(Path file, Game game, String event, String timeControl, boolean append) {
        if (!(game instanceof RecordNotation format)) {
            throw new InvalidInputException(game.id() + " has no record format such as PGN or PDN; --record writes"
                    + " its games as JSON lines");
        }
        OutputFiles.checkWritable(file, "record");
        try {
            if (append) {
                Files.writeString(file, "", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND);
            } else {
                Files.writeString(file, "", StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            throw new InvalidInputException("cannot write " + file + ": " + OutputFiles.reason(e));
        }
        return new RecordFile(file, game, format, event, timeControl);
    }

    /**
     * The format's name.
     *
     * @return such as {@code PGN}
     */
    public String format() {
        return format.recordFormat();
    }

    /**
     * Appends one game.
     *
     * @param result the game
     * @param agentA agent A's name
     * @param agentB agent B's name
     */
    public synchronized void append(GameResult result, String agentA, String agentB) {
        boolean aFirst = result.firstAgentStarted();
        int firstPoints = aFirst ? result.points() : -result.points();
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", event);
        tags.put("Site", "?");
        tags.put("Date", date);
        tags.put("Round", Integer.toString(result.index() + 1));
        tags.put(game.playerName(0), aFirst ? agentA : agentB);
        tags.put(game.playerName(1), aFirst ? agentB : agentA);
        if (!result.termination().equals("rules")) {
            tags.put("Result", firstPoints > 0 ? "1-0" : firstPoints < 0 ? "0-1" : "1/2-1/2");
            tags.put("Termination", result.termination() + (result.detail().isEmpty() ? "" : ": "
                    + result.detail()));
        }
        if (timeControl != null) {
            tags.put("TimeControl", timeControl.replace(" ", ""));
        }
        try {
            Files.writeString(file, format.writeRecord(result.record(), tags) + System.lineSeparator(),
                    StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new InvalidInputException("cannot append to " + file + ": " + OutputFiles.reason(e));
        }
    }
}
