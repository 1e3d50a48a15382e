package dev.ply.lab;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A run's positions labelled with their games' results ({@code --positions FILE}), appended as each game ends in
 * the format {@link LabelledPositions} reads: the data {@code ply tune} fits an evaluator to.
 */
public final class PositionsFile implements AutoCloseable {

    private final Game game;
    private final BufferedWriter out;

    private PositionsFile(Game game, BufferedWriter out) {
        this.game = game;
        this.out = out;
    }

    /**
     * Creates (or empties) the file.
     *
     * @param file where the positions go
     * @param game the game played
     * @return the file, open for appending
     * @throws InvalidInputException if the file cannot be written
     */
    public static PositionsFile create(Path file, Game game) {
        return open(file, game, false);
    }

    /**
     * Opens the file to append to, as a resumed run does, or creates (or empties) it.
     *
     * @param file where the positions go
     * @param game the game played
     * @param append whether to keep the positions already in the file
     * @return the file, open for appending
     * @throws InvalidInputException if the file cannot be written
     */
    public static PositionsFile open(Path file, Game game, boolean append) {
        OutputFiles.checkWritable(file, "--positions");
        try {
            return new PositionsFile(game, append ? Files.newBufferedWriter(file, StandardCharsets.UTF_8,
                    java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND)
                    : Files.newBufferedWriter(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new InvalidInputException("cannot write " + file + ": " + OutputFiles.reason(e));
        }
    }

    /**
     * Appends a finished game's positions and flushes them.
     *
     * @param line the game
     */
    public synchronized void append(GameLine line) {
        try {
            for (String position : LabelledPositions.lines(game, line)) {
                out.write(position);
                out.newLine();
            }
            out.flush();
        } catch (IOException e) {
            throw new InvalidInputException("cannot append positions: " + OutputFiles.reason(e));
        }
    }

    @Override
    public synchronized void close() {
        try {
            out.close();
        } catch (IOException e) {
            throw new InvalidInputException("cannot close the positions file: " + e.getMessage());
        }
    }
}
