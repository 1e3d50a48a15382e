package dev.ply.learning;

import dev.ply.core.InvalidInputException;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The self-play games of a training run, appended one finished game at a time ({@code games.bin}), so that a run
 * stopped at any moment loses only the games it was playing. Each record is its generation, its position count and
 * the positions (inputs, visit distribution, result) as big-endian floats; a record cut short by a kill is dropped
 * when the log is read back, and the file is cut to its last whole record.
 */
final class GameLog {

    /** One game as the log holds it. */
    record Entry(int generation, SelfPlay.PlayedGame game) {
    }

    private final Path file;
    private final int inputs;
    private final int actions;

    GameLog(Path file, int inputs, int actions) {
        this.file = file;
        this.inputs = inputs;
        this.actions = actions;
    }

    /**
     * Reads every whole game, cutting the file after the last.
     *
     * @return the games in the order played
     * @throws IOException if the file cannot be read or cut
     */
    List<Entry> read() throws IOException {
        List<Entry> entries = new ArrayList<>();
        if (!Files.exists(file)) {
            return entries;
        }
        byte[] bytes = Files.readAllBytes(file);
        long whole = parse(ByteBuffer.wrap(bytes), entries, file.toString());
        if (whole < bytes.length) {
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
                channel.truncate(whole);
            }
        }
        return entries;
    }

    /**
     * Reads the newest games of another run's log, leaving the file as it is.
     *
     * @param positions the most positions to keep (the newest games whose positions add up to at most this)
     * @return the games, oldest first
     * @throws IOException if the file cannot be read
     */
    List<Entry> readNewest(int positions) throws IOException {
        List<Entry> all = new ArrayList<>();
        parse(ByteBuffer.wrap(Files.readAllBytes(file)), all, file.toString());
        int kept = 0;
        int from = all.size();
        while (from > 0 && kept + all.get(from - 1).game().positions() <= positions) {
            kept += all.get(--from).game().positions();
        }
        return new ArrayList<>(all.subList(from, all.size()));
    }

    /** Reads whole records into {@code entries}; returns the bytes they took. */
    private int parse(ByteBuffer buffer, List<Entry> entries, String name) {
        int perPosition = 4 * (inputs + actions + 1);
        int whole = 0;
        while (buffer.remaining() >= 8) {
            int generation = buffer.getInt();
            int positions = buffer.getInt();
            if (generation < 1 || positions < 0 || positions > 1_000_000) {
                throw new InvalidInputException(name + ": damaged at byte " + whole + " (not a game record)");
            }
            if ((long) positions * perPosition > buffer.remaining()) {
                break;
            }
            List<float[]> in = new ArrayList<>();
            List<float[]> policy = new ArrayList<>();
            float[] results = new float[positions];
            for (int p = 0; p < positions; p++) {
                float[] input = new float[inputs];
                buffer.asFloatBuffer().get(input);
                buffer.position(buffer.position() + 4 * inputs);
                float[] pi = new float[actions];
                buffer.asFloatBuffer().get(pi);
                buffer.position(buffer.position() + 4 * actions);
                results[p] = buffer.getFloat();
                in.add(input);
                policy.add(pi);
            }
            entries.add(new Entry(generation, new SelfPlay.PlayedGame(in, policy, results, positions)));
            whole = buffer.position();
        }
        return whole;
    }

    /**
     * Appends a finished game and forces it to the disk.
     *
     * @param generation its generation
     * @param game the game
     * @throws IOException if it cannot be written
     */
    synchronized void append(int generation, SelfPlay.PlayedGame game) throws IOException {
        byte[] record = encode(generation, game);
        try (OutputStream stream = new BufferedOutputStream(Files.newOutputStream(file, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND, StandardOpenOption.WRITE, StandardOpenOption.SYNC))) {
            stream.write(record);
        }
    }

    /**
     * A game as one record of the log: its generation, its position count, then each position's inputs, visit
     * distribution and result as big-endian floats.
     *
     * @param generation its generation
     * @param game the game
     * @return the record
     */
    static byte[] encode(int generation, SelfPlay.PlayedGame game) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeInt(generation);
            out.writeInt(game.inputs().size());
            for (int p = 0; p < game.inputs().size(); p++) {
                for (float x : game.inputs().get(p)) {
                    out.writeFloat(x);
                }
                for (float x : game.policies().get(p)) {
                    out.writeFloat(x);
                }
                out.writeFloat(game.results()[p]);
            }
            out.flush();
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Reads one record made by {@link #encode} (a game a worker played).
     *
     * @param record the record
     * @return its generation and game
     * @throws InvalidInputException if it is not one whole record of this log's sizes
     */
    Entry decode(byte[] record) {
        List<Entry> entries = new ArrayList<>();
        int used = parse(ByteBuffer.wrap(record), entries, "a self-play game's record");
        if (entries.size() != 1 || used != record.length) {
            throw new InvalidInputException("a self-play game's record is damaged (" + record.length + " bytes)");
        }
        return entries.get(0);
    }
}
