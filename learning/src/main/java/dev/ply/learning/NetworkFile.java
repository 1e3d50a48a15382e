package dev.ply.learning;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.ply.core.InvalidInputException;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;

/**
 * The network file: one file holding a network's weights and what it is. Its layout is the magic line
 * {@code PLYNET 1}, a 4-byte length and a JSON header (game, encoding, architecture, training step, generation,
 * command), the weights and biases of each layer as big-endian 32-bit floats in the order of
 * {@link Architecture#layers()}, and a CRC-32 of everything before it. A file that is not a network, is cut short,
 * is damaged or does not match its header is refused with one line.
 */
public final class NetworkFile {

    private static final byte[] MAGIC = "PLYNET 1\n".getBytes(StandardCharsets.US_ASCII);
    /** The largest file read: far above any network this format describes (4,096-wide layers). */
    static final long MAX_BYTES = 1L << 30;
    private static final int MAX_HEADER = 1 << 16;

    private NetworkFile() {
    }

    /**
     * Writes a network, atomically: to a temporary file beside the target, then renamed over it, so that a reader
     * (or a crash) never sees half a file.
     *
     * @param network the network
     * @param file the target
     * @throws IOException if it cannot be written
     */
    public static void write(MlpNetwork network, Path file) throws IOException {
        byte[] bytes = toBytes(network);
        Path parent = file.toAbsolutePath().getParent();
        Path temporary = Files.createTempFile(parent, "." + file.getFileName(), ".tmp");
        try {
            Files.write(temporary, bytes);
            if (Files.getFileAttributeView(temporary, PosixFileAttributeView.class) != null) {
                // A temporary file is private to its owner; a network is as readable as any file written.
                Files.setPosixFilePermissions(temporary, PosixFilePermissions.fromString("rw-r--r--"));
            }
            try {
                Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /**
     * The file's bytes.
     *
     * @param network the network
     * @return the bytes
     */
    static byte[] toBytes(MlpNetwork network) {
        NetworkInfo info = network.info();
        JsonObject header = new JsonObject();
        header.addProperty("game", info.gameId());
        header.addProperty("encoding", info.encoding());
        JsonObject architecture = new JsonObject();
        architecture.addProperty("type", "mlp");
        architecture.addProperty("inputs", info.architecture().inputs());
        JsonArray hidden = new JsonArray();
        info.architecture().hidden().forEach(hidden::add);
        architecture.add("hidden", hidden);
        architecture.addProperty("actions", info.architecture().actions());
        header.add("architecture", architecture);
        header.addProperty("step", info.step());
        header.addProperty("generation", info.generation());
        header.addProperty("command", info.command());
        byte[] headerBytes = new Gson().toJson(header).getBytes(StandardCharsets.UTF_8);
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.write(MAGIC);
            out.writeInt(headerBytes.length);
            out.write(headerBytes);
            int[][] layers = info.architecture().layers();
            for (int i = 0; i < layers.length; i++) {
                for (float w : network.weights(i)) {
                    out.writeFloat(w);
                }
                for (float b : network.biases(i)) {
                    out.writeFloat(b);
                }
            }
            CRC32 crc = new CRC32();
            crc.update(bytes.toByteArray());
            out.writeInt((int) crc.getValue());
            out.flush();
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Reads a network file.
     *
     * @param file the file
     * @return the network
     * @throws InvalidInputException naming the problem in one line: missing, not a network, cut short, damaged
     */
    public static MlpNetwork read(Path file) {
        byte[] bytes;
        try {
            if (!Files.isRegularFile(file)) {
                throw new InvalidInputException("network file " + file + ": " + (Files.exists(file)
                        ? "not a regular file" : "no such file"));
            }
            if (Files.size(file) > MAX_BYTES) {
                throw new InvalidInputException("network file " + file + ": larger than any network (over 1 GiB)");
            }
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new InvalidInputException("network file " + file + ": no such file");
        } catch (IOException e) {
            throw new InvalidInputException("network file " + file + ": cannot read it ("
                    + (e.getMessage() == null ? "I/O error" : e.getMessage()) + ")");
        }
        return fromBytes(bytes, file.toString());
    }

    /**
     * Reads a network from a stream (a resource that ships with a module).
     *
     * @param in the stream, read to its end
     * @param name the name errors give
     * @return the network
     * @throws IOException if the stream fails
     */
    static MlpNetwork read(InputStream in, String name) throws IOException {
        return fromBytes(in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, MAX_BYTES)), name);
    }

    static MlpNetwork fromBytes(byte[] bytes, String name) {
        String prefix = "network file " + name + ": ";
        if (bytes.length < MAGIC.length + 8 || !startsWithMagic(bytes)) {
            throw new InvalidInputException(prefix + "not a Ply network file");
        }
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        buffer.position(MAGIC.length);
        int headerLength = buffer.getInt();
        if (headerLength <= 0 || headerLength > MAX_HEADER || headerLength > buffer.remaining()) {
            throw new InvalidInputException(prefix + "truncated or damaged header");
        }
        NetworkInfo info;
        try {
            JsonObject header = JsonParser.parseString(new String(bytes, buffer.position(), headerLength,
                    StandardCharsets.UTF_8)).getAsJsonObject();
            JsonObject architecture = header.getAsJsonObject("architecture");
            if (!"mlp".equals(architecture.get("type").getAsString())) {
                throw new InvalidInputException(prefix + "unknown architecture '"
                        + architecture.get("type").getAsString() + "'");
            }
            List<Integer> hidden = new ArrayList<>();
            architecture.getAsJsonArray("hidden").forEach(width -> hidden.add(width.getAsInt()));
            info = new NetworkInfo(header.get("game").getAsString(), header.get("encoding").getAsString(),
                    new Architecture(architecture.get("inputs").getAsInt(), hidden,
                            architecture.get("actions").getAsInt()),
                    header.get("step").getAsLong(), header.get("generation").getAsInt(),
                    header.get("command").getAsString());
        } catch (JsonParseException | IllegalStateException | NullPointerException | UnsupportedOperationException
                | ClassCastException | NumberFormatException e) {
            throw new InvalidInputException(prefix + "damaged header");
        } catch (InvalidInputException e) {
            throw e.getMessage().startsWith(prefix) ? e : new InvalidInputException(prefix + e.getMessage());
        }
        buffer.position(buffer.position() + headerLength);
        long expected = 4L * info.architecture().parameterCount() + 4;
        if (buffer.remaining() < expected) {
            throw new InvalidInputException(prefix + "truncated: " + buffer.remaining() + " bytes of weights, "
                    + expected + " expected");
        }
        if (buffer.remaining() > expected) {
            throw new InvalidInputException(prefix + (buffer.remaining() - expected) + " bytes after the weights");
        }
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, bytes.length - 4);
        if ((int) crc.getValue() != ByteBuffer.wrap(bytes, bytes.length - 4, 4).getInt()) {
            throw new InvalidInputException(prefix + "damaged (checksum mismatch)");
        }
        int[][] layers = info.architecture().layers();
        float[][] weights = new float[layers.length][];
        float[][] biases = new float[layers.length][];
        for (int i = 0; i < layers.length; i++) {
            weights[i] = new float[layers[i][0] * layers[i][1]];
            biases[i] = new float[layers[i][1]];
            buffer.asFloatBuffer().get(weights[i]);
            buffer.position(buffer.position() + 4 * weights[i].length);
            buffer.asFloatBuffer().get(biases[i]);
            buffer.position(buffer.position() + 4 * biases[i].length);
        }
        for (float[] layer : weights) {
            for (float w : layer) {
                if (!Float.isFinite(w)) {
                    throw new InvalidInputException(prefix + "weights that are not finite numbers");
                }
            }
        }
        return new MlpNetwork(info, weights, biases);
    }

    private static boolean startsWithMagic(byte[] bytes) {
        for (int i = 0; i < MAGIC.length; i++) {
            if (bytes[i] != MAGIC[i]) {
                return false;
            }
        }
        return true;
    }
}
