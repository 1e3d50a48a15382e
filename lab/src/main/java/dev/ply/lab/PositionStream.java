package dev.ply.lab;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.NotationException;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Consumer;

/**
 * The positions of a file, read one at a time, so that files larger than memory can be worked through: a positions
 * file ({@code POSITION ; result R}, the label ignored), a list of positions one a line in the game's notation, or a
 * run's record ({@code FILE.jsonl}: every position a player moved in, each game replayed by the rules). Empty lines
 * and lines starting with {@code #} are skipped.
 */
public final class PositionStream {

    private PositionStream() {
    }

    /**
     * Hands each position of a file to an action, in the file's order.
     *
     * @param game the game the positions are of
     * @param file the file; a record if its name ends in {@code .jsonl}
     * @param action receives each position, a new state it may keep
     * @throws InvalidInputException naming the file and line of the first one that cannot be read, or the file if it
     *     is missing or unreadable; what the action throws passes through as it is
     */
    public static void forEach(Game game, Path file, Consumer<GameState> action) {
        forEachLine(file, (line, record) -> record ? LabelledPositions.positions(game, GameLine.fromJson(line))
                : List.of(parse(game, line)), positions -> positions.forEach(action));
    }

    /**
     * Walks the lines of a positions file or record that hold something (not empty, not a comment, not a record's
     * settings line): each is parsed, and what the parser makes goes to the sink.
     *
     * @param file the file; a record if its name ends in {@code .jsonl}
     * @param parser reads a line, told whether the file is a record; an {@link InvalidInputException} it throws is
     *     named by file and line number
     * @param sink receives what the parser made; what it throws passes through as it is, not being about this line
     * @param <T> what a line is read as
     * @throws InvalidInputException for a missing or unreadable file, or a line the parser refuses
     */
    static <T> void forEachLine(Path file, BiFunction<String, Boolean, T> parser, Consumer<T> sink) {
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw new InvalidInputException("positions file " + file + " is not a regular file");
        }
        boolean record = file.getFileName() != null && file.getFileName().toString().endsWith(".jsonl");
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            long number = 0;
            for (String text = reader.readLine(); text != null; text = reader.readLine()) {
                number++;
                String line = text.strip();
                if (line.isEmpty() || line.startsWith("#") || record && RunSettings.isSettingsLine(line)) {
                    continue;
                }
                T parsed;
                try {
                    parsed = parser.apply(line, record);
                } catch (InvalidInputException e) {
                    throw new InvalidInputException(file + " line " + number + ": " + e.getMessage());
                }
                sink.accept(parsed);
            }
        } catch (NoSuchFileException e) {
            throw new InvalidInputException("positions file " + file + " does not exist");
        } catch (CharacterCodingException e) {
            throw new InvalidInputException("cannot read " + file + ": not UTF-8 text");
        } catch (IOException e) {
            throw new InvalidInputException("cannot read " + file + ": " + OutputFiles.reason(e));
        }
    }

    private static GameState parse(Game game, String line) {
        int separator = line.lastIndexOf(';');
        String position = (separator < 0 ? line : line.substring(0, separator)).strip();
        try {
            return game.parseState(position);
        } catch (NotationException e) {
            throw new InvalidInputException("bad position: " + e.getMessage());
        }
    }
}
