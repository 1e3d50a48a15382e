package dev.ply.core.arena;

import dev.ply.core.InvalidInputException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A test suite of positions with their best moves, for any game: one position a line,
 * {@code POSITION ; bm MOVE [MOVE ...] [; am MOVE ...] [; value V] [; id NAME]} in the game's notation, or chess EPD
 * (FEN's four fields, then {@code bm Qg6; id "WAC.001";}). {@code value} is the position's exact value for the side to
 * move (1, 0 or -1), which supervised training reads; other EPD operations are skipped, as are lines starting with
 * {@code #} and blank ones. {@code ply suite} asks agents for moves in them.
 */
public final class PositionSuite {

    /** The longest line read. */
    public static final int MAX_LINE = 10_000;
    /** The largest file read. */
    public static final long MAX_BYTES = 256L << 20;
    private static final Pattern EPD_OPERATION = Pattern.compile("\\s(bm|am|id|value)\\s");

    private PositionSuite() {
    }

    /**
     * One position of a suite.
     *
     * @param line its line number
     * @param position the position in the game's notation
     * @param best the best moves ({@code bm}), in the game's notation
     * @param avoid the moves to avoid ({@code am})
     * @param value the exact value for the side to move, when the line gives one
     * @param id its name, or {@code null}
     */
    public record Entry(int line, String position, List<String> best, List<String> avoid, OptionalInt value,
            String id) {
    }

    /**
     * Reads a suite file.
     *
     * @param file the file
     * @return its positions, at least one
     * @throws InvalidInputException naming the file's problem or the line at fault
     */
    public static List<Entry> read(Path file) {
        List<String> lines;
        try {
            if (!Files.isRegularFile(file)) {
                throw new InvalidInputException("suite " + file + ": " + (Files.exists(file) ? "not a regular file"
                        : "no such file"));
            }
            if (Files.size(file) > MAX_BYTES) {
                throw new InvalidInputException("suite " + file + ": larger than 256 MB");
            }
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new InvalidInputException("suite " + file + ": not a text file (UTF-8)");
        } catch (IOException e) {
            throw new InvalidInputException("suite " + file + ": cannot read it (" + e.getMessage() + ")");
        }
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (line.length() > MAX_LINE) {
                throw new InvalidInputException(file + " line " + (i + 1) + ": longer than " + MAX_LINE
                        + " characters");
            }
            entries.add(parse(line, i + 1, file.toString()));
        }
        if (entries.isEmpty()) {
            throw new InvalidInputException("suite " + file + ": no positions");
        }
        return entries;
    }

    /**
     * Reads one line.
     *
     * @param line the line
     * @param number its number, for errors
     * @param source the file's name, for errors
     * @return the entry
     * @throws InvalidInputException naming the line when it has no position or no best or avoided move
     */
    public static Entry parse(String line, int number, String source) {
        String[] segments = line.split(";");
        String position = segments[0].strip();
        List<String> operations = new ArrayList<>();
        // EPD: "FEN4 bm Qg6" — the first operation is in the first segment.
        Matcher epd = EPD_OPERATION.matcher(position);
        if (epd.find()) {
            operations.add(position.substring(epd.start() + 1));
            position = position.substring(0, epd.start()).strip();
        }
        for (int s = 1; s < segments.length; s++) {
            operations.add(segments[s].strip());
        }
        List<String> best = new ArrayList<>();
        List<String> avoid = new ArrayList<>();
        OptionalInt value = OptionalInt.empty();
        String id = null;
        for (String operation : operations) {
            String[] words = operation.split("\\s+");
            switch (words[0]) {
                case "bm" -> best.addAll(List.of(words).subList(1, words.length));
                case "am" -> avoid.addAll(List.of(words).subList(1, words.length));
                case "id" -> id = operation.substring(2).strip().replace("\"", "");
                case "value" -> {
                    if (words.length != 2 || !words[1].matches("-1|0|1")) {
                        throw new InvalidInputException(source + " line " + number + ": value must be 1, 0 or -1");
                    }
                    value = OptionalInt.of(Integer.parseInt(words[1]));
                }
                default -> {
                    // other EPD operations (c0, dm, ...) say nothing about the move
                }
            }
        }
        if (position.isEmpty() || best.isEmpty() && avoid.isEmpty()) {
            throw new InvalidInputException(source + " line " + number + ": expected POSITION ; bm MOVE [MOVE ...]");
        }
        return new Entry(number, position, best, avoid, value, id);
    }
}
