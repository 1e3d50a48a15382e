package dev.ply.core.eval;

import dev.ply.core.InvalidInputException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The text file of a {@link TunableEvaluator}'s weights, as {@code ply tune} writes it and
 * {@code eval=NAME,weights=FILE} reads it: comment lines starting with {@code #}, one line
 * {@code evaluator GAME:NAME} naming the evaluator the weights belong to, then one line {@code name value} per
 * weight. Weights the file leaves out keep the evaluator's values, so a file may hold only the ones that changed.
 */
public final class WeightsFile {

    /** The largest weights file read, so that a device named by mistake cannot fill the heap. */
    static final long MAX_BYTES = 16L << 20;

    private WeightsFile() {
    }

    /**
     * Reads a weights file for an evaluator.
     *
     * @param file the file
     * @param evaluator the evaluator's qualified name ({@code chess:classic}), which the file must name
     * @param current the evaluator's weights, whose values the file's lines replace
     * @return the weights with the file's values
     * @throws InvalidInputException in one line naming the file (and the line): missing or unreadable, too large,
     *     for another evaluator, a malformed line, an unknown weight or a value outside its bounds
     */
    public static EvaluatorWeights read(Path file, String evaluator, EvaluatorWeights current) {
        List<String> lines;
        try {
            if (Files.exists(file) && !Files.isRegularFile(file)) {
                throw new InvalidInputException("weights file " + file + " is not a regular file");
            }
            if (Files.isRegularFile(file) && Files.size(file) > MAX_BYTES) {
                throw new InvalidInputException("weights file " + file + " is over " + (MAX_BYTES >> 20) + " MB");
            }
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new InvalidInputException("weights file " + file + " does not exist");
        } catch (IOException | UncheckedIOException e) {
            throw new InvalidInputException("cannot read weights file " + file + ": " + e.getMessage());
        }
        return parse(file.toString(), lines, evaluator, current);
    }

    /**
     * Reads a weights file's lines, such as a file an evaluator ships as a class-path resource.
     *
     * @param source what the lines came from, named in errors
     * @param lines the lines
     * @param evaluator the evaluator's qualified name ({@code chess:classic}), which the lines must name
     * @param current the evaluator's weights, whose values the lines replace
     * @return the weights with the lines' values
     * @throws InvalidInputException in one line naming the source and the line, as {@link #read} does
     */
    public static EvaluatorWeights parse(String source, List<String> lines, String evaluator,
            EvaluatorWeights current) {
        int[] values = current.values();
        String named = null;
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.split("\\s+");
            String where = source + " line " + (n + 1) + ": ";
            if (fields.length != 2) {
                // The line itself is not repeated: a file named by mistake should not have its text shown.
                throw new InvalidInputException(where + "expected 'name value', found " + fields.length + " fields");
            }
            if (fields[0].equals("evaluator")) {
                named = fields[1];
                if (!named.equals(evaluator)) {
                    throw new InvalidInputException("weights file " + source + " holds weights of " + named + ", not "
                            + evaluator);
                }
                continue;
            }
            if (named == null) {
                throw new InvalidInputException(where + "the first line that is not a comment must be 'evaluator "
                        + evaluator + "'");
            }
            int i = current.indexOf(fields[0]);
            if (i < 0) {
                throw new InvalidInputException(where + evaluator + " has no weight '" + shown(fields[0]) + "'");
            }
            try {
                values[i] = Integer.parseInt(fields[1]);
            } catch (NumberFormatException e) {
                throw new InvalidInputException(where + "'" + shown(fields[1]) + "' is not a whole number");
            }
            try {
                current.checkBounds(i, values[i]);
            } catch (InvalidInputException e) {
                throw new InvalidInputException(where + e.getMessage());
            }
        }
        if (named == null) {
            throw new InvalidInputException("weights file " + source + " names no evaluator: is it a weights file?");
        }
        return current.withValues(values);
    }

    private static String shown(String text) {
        return text.length() <= 40 ? text : text.substring(0, 37) + "...";
    }

    /**
     * The text of a weights file.
     *
     * @param evaluator the evaluator's qualified name
     * @param weights all its weights
     * @param comments lines written first as comments (the command that made the file, the fit's error)
     * @return the file's lines
     */
    public static List<String> lines(String evaluator, EvaluatorWeights weights, List<String> comments) {
        List<String> lines = new ArrayList<>();
        for (String comment : comments) {
            lines.add("# " + comment);
        }
        lines.add("evaluator " + evaluator);
        for (int i = 0; i < weights.size(); i++) {
            lines.add(weights.name(i) + " " + weights.value(i));
        }
        return lines;
    }
}
