package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.arena.GameResult;
import dev.ply.games.chess.Pgn;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The PGN file of {@code ply match --pgn}: each game of a chess match is appended as it ends, with the
 * agents' names, the round, the time control and how the game ended, so that an interrupted match keeps
 * the games it played. Results decided outside the rules (a time forfeit, an illegal move, a failed
 * engine, the move limit) are written as the arena scored them, with a {@code Termination} tag.
 */
final class PgnFile {

    private final Path file;
    private final String date = LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd"));

    private PgnFile(Path file) {
        this.file = file;
    }

    /**
     * Creates (or empties) the file.
     *
     * @param file where the games go
     * @param game the game of the match; only chess is written in PGN
     * @return the file
     * @throws InvalidInputException for another game or a file that cannot be written
     */
    static PgnFile create(Path file, Game game) {
        if (!game.id().equals("chess")) {
            throw new InvalidInputException("--pgn writes chess games; " + game.id() + " has no PGN");
        }
        try {
            Files.writeString(file, "", StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InvalidInputException("cannot write PGN file " + file + ": " + e.getMessage());
        }
        return new PgnFile(file);
    }

    /**
     * Appends one game.
     *
     * @param result the game
     * @param agentA the name of agent A
     * @param agentB the name of agent B
     * @param timeControl the time control as given on the command line, or {@code null}
     */
    void append(GameResult result, String agentA, String agentB, String timeControl) {
        boolean aWhite = result.firstAgentStarted();
        int whitePoints = aWhite ? result.points() : -result.points();
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "ply match");
        tags.put("Site", "?");
        tags.put("Date", date);
        tags.put("Round", Integer.toString(result.index() + 1));
        tags.put("White", aWhite ? agentA : agentB);
        tags.put("Black", aWhite ? agentB : agentA);
        if (!result.termination().equals("rules")) {
            tags.put("Result", whitePoints > 0 ? "1-0" : whitePoints < 0 ? "0-1" : "1/2-1/2");
            tags.put("Termination", result.termination() + (result.detail().isEmpty() ? "" : ": "
                    + result.detail()));
        }
        if (timeControl != null) {
            tags.put("TimeControl", timeControl.replace(" ", ""));
        }
        try {
            Files.writeString(file, Pgn.write(result.record(), tags) + System.lineSeparator(), StandardCharsets.UTF_8,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot append to PGN file " + file, e);
        }
    }
}
