package dev.ply.bench.chess;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;

/** The position files bundled with the bench module, one position a line, {@code #} comments skipped. */
final class BenchPositions {

    private BenchPositions() {
    }

    /**
     * Reads a bundled file.
     *
     * @param name the file's name under {@code dev/ply/bench/}
     * @return its positions, in order
     */
    static List<String> read(String name) {
        InputStream in = Objects.requireNonNull(BenchPositions.class.getResourceAsStream("/dev/ply/bench/" + name),
                name);
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            return reader.lines().map(String::trim).filter(line -> !line.isEmpty() && !line.startsWith("#")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The sixteen middlegame positions of {@code middlegames.fen}. */
    static List<String> middlegames() {
        return read("middlegames.fen");
    }
}
