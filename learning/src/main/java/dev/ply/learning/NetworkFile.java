package dev.ply.learning;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.ply.core.InvalidInputException;
import dev.ply.core.eval.PolicyValueNetwork;
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
 * command), the architecture's tensors as big-endian 32-bit floats in the order of
 * {@link Architecture#tensorSizes()}, and a CRC-32 of everything before it. A file that is not a network, is cut short,
 * is damaged or does not match its header is refused with one line. Searches also read {@link NetworkEnsemble}s
 * ({@link #readAny}).
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
    public static void write(LearnedNetwork network, Path file) throws IOException {
        writeAtomically(toBytes(network), file);
    }

    /**
     * Writes a file's bytes atomically: to a temporary file beside the target, then renamed over it.
     *
     * @param bytes the bytes
     * @param file the target
     * @throws IOException if it cannot be written
     */
    static void writeAtomically(byte[] bytes, Path file) throws IOException {
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
    static byte[] toBytes(LearnedNetwork network) {
        NetworkInfo info = network.info();
        JsonObject header = new JsonObject();
        header.addProperty("game", info.gameId());
        header.addProperty("encoding", info.encoding());
        header.add("architecture", toJson(info.architecture()));
        header.addProperty("step", info.step());
        header.addProperty("generation", info.generation());
        header.addProperty("command", info.command());
        return framed(MAGIC, header, out -> {
            for (float[] tensor : network.tensors()) {
                for (float w : tensor) {
                    out.writeFloat(w);
                }
            }
        });
    }

    /** What follows a file's header. */
    interface Body {
        void write(DataOutputStream out) throws IOException;
    }

    /**
     * A file of this format's frame: its magic line, the header's length and JSON, the body and a CRC-32 of all of it.
     *
     * @param magic the magic line
     * @param header the header
     * @param body writes the rest
     * @return the bytes
     */
    static byte[] framed(byte[] magic, JsonObject header, Body body) {
        byte[] headerBytes = new Gson().toJson(header).getBytes(StandardCharsets.UTF_8);
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.write(magic);
            out.writeInt(headerBytes.length);
            out.write(headerBytes);
            body.write(out);
            out.flush();
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
    public static LearnedNetwork read(Path file) {
        return fromBytes(readBytes(file), file.toString());
    }

    /**
     * Reads a network file or an {@link NetworkEnsemble ensemble}'s: what a search can use.
     *
     * @param file the file
     * @return the network or ensemble
     * @throws InvalidInputException naming the problem in one line: missing, not a network, cut short, damaged
     */
    public static PolicyValueNetwork readAny(Path file) {
        return anyFromBytes(readBytes(file), file.toString());
    }

    static byte[] readBytes(Path file) {
        try {
            if (!Files.isRegularFile(file)) {
                throw new InvalidInputException("network file " + file + ": " + (Files.exists(file)
                        ? "not a regular file" : "no such file"));
            }
            if (Files.size(file) > MAX_BYTES) {
                throw new InvalidInputException("network file " + file + ": larger than any network (over 1 GiB)");
            }
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new InvalidInputException("network file " + file + ": no such file");
        } catch (IOException e) {
            throw new InvalidInputException("network file " + file + ": cannot read it ("
                    + (e.getMessage() == null ? "I/O error" : e.getMessage()) + ")");
        }
    }

    /**
     * Reads a network or an ensemble from a stream (a resource that ships with a module).
     *
     * @param in the stream, read to its end
     * @param name the name errors give
     * @return the network or ensemble
     * @throws IOException if the stream fails
     */
    static PolicyValueNetwork readAny(InputStream in, String name) throws IOException {
        return anyFromBytes(in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, MAX_BYTES)), name);
    }

    private static PolicyValueNetwork anyFromBytes(byte[] bytes, String name) {
        return startsWith(bytes, NetworkEnsemble.MAGIC) ? NetworkEnsemble.fromBytes(bytes, name)
                : fromBytes(bytes, name);
    }

    static LearnedNetwork fromBytes(byte[] bytes, String name) {
        String prefix = "network file " + name + ": ";
        if (startsWith(bytes, NetworkEnsemble.MAGIC)) {
            throw new InvalidInputException(prefix + "an ensemble of networks, which searches read but training"
                    + " does not: name one of the networks it was made of");
        }
        if (bytes.length < MAGIC.length + 8 || !startsWith(bytes, MAGIC)) {
            throw new InvalidInputException(prefix + "not a Ply network file");
        }
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        buffer.position(MAGIC.length);
        JsonObject header = header(bytes, buffer, prefix);
        NetworkInfo info;
        try {
            info = new NetworkInfo(header.get("game").getAsString(), header.get("encoding").getAsString(),
                    fromJson(header.getAsJsonObject("architecture"), prefix),
                    header.get("step").getAsLong(), header.get("generation").getAsInt(),
                    header.get("command").getAsString());
        } catch (JsonParseException | IllegalStateException | NullPointerException | UnsupportedOperationException
                | ClassCastException | NumberFormatException e) {
            throw new InvalidInputException(prefix + "damaged header");
        } catch (InvalidInputException e) {
            throw e.getMessage().startsWith(prefix) ? e : new InvalidInputException(prefix + e.getMessage());
        }
        long expected = 4L * info.architecture().parameterCount() + 4;
        if (buffer.remaining() < expected) {
            throw new InvalidInputException(prefix + "truncated: " + buffer.remaining() + " bytes of weights, "
                    + expected + " expected");
        }
        if (buffer.remaining() > expected) {
            throw new InvalidInputException(prefix + (buffer.remaining() - expected) + " bytes after the weights");
        }
        checkSum(bytes, prefix);
        int[] sizes = info.architecture().tensorSizes();
        float[][] tensors = new float[sizes.length][];
        for (int i = 0; i < sizes.length; i++) {
            tensors[i] = new float[sizes[i]];
            buffer.asFloatBuffer().get(tensors[i]);
            buffer.position(buffer.position() + 4 * sizes[i]);
            for (float w : tensors[i]) {
                if (!Float.isFinite(w)) {
                    throw new InvalidInputException(prefix + "weights that are not finite numbers");
                }
            }
        }
        return LearnedNetwork.of(info, tensors);
    }

    /**
     * Reads the header that follows a file's magic line: its 4-byte length and its JSON object; leaves the buffer after
     * it.
     *
     * @param bytes the file
     * @param buffer over the file, at the header's length
     * @param prefix what errors start with (the file's name)
     * @return the header
     * @throws InvalidInputException if the header is cut short or not a JSON object
     */
    static JsonObject header(byte[] bytes, ByteBuffer buffer, String prefix) {
        int headerLength = buffer.remaining() >= 4 ? buffer.getInt() : -1;
        if (headerLength <= 0 || headerLength > MAX_HEADER || headerLength > buffer.remaining()) {
            throw new InvalidInputException(prefix + "truncated or damaged header");
        }
        try {
            JsonObject header = JsonParser.parseString(new String(bytes, buffer.position(), headerLength,
                    StandardCharsets.UTF_8)).getAsJsonObject();
            buffer.position(buffer.position() + headerLength);
            return header;
        } catch (JsonParseException | IllegalStateException e) {
            throw new InvalidInputException(prefix + "damaged header");
        }
    }

    /**
     * Checks a file's last four bytes, the CRC-32 of all before them.
     *
     * @param bytes the file, at least four bytes
     * @param prefix what errors start with (the file's name)
     * @throws InvalidInputException if they do not match
     */
    static void checkSum(byte[] bytes, String prefix) {
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, bytes.length - 4);
        if ((int) crc.getValue() != ByteBuffer.wrap(bytes, bytes.length - 4, 4).getInt()) {
            throw new InvalidInputException(prefix + "damaged (checksum mismatch)");
        }
    }

    private static JsonObject toJson(Architecture architecture) {
        JsonObject json = new JsonObject();
        if (architecture instanceof Architecture.Mlp mlp) {
            json.addProperty("type", "mlp");
            json.addProperty("inputs", mlp.inputs());
            JsonArray hidden = new JsonArray();
            mlp.hidden().forEach(hidden::add);
            json.add("hidden", hidden);
        } else if (architecture instanceof Architecture.ResNet resnet) {
            json.addProperty("type", "resnet");
            json.addProperty("planes", resnet.planes());
            json.addProperty("height", resnet.height());
            json.addProperty("width", resnet.width());
            json.addProperty("blocks", resnet.blocks());
            json.addProperty("filters", resnet.filters());
            json.addProperty("valueHidden", resnet.valueHidden());
        }
        json.addProperty("actions", architecture.actions());
        return json;
    }

    private static Architecture fromJson(JsonObject json, String prefix) {
        String type = json.get("type").getAsString();
        int actions = json.get("actions").getAsInt();
        return switch (type) {
            case "mlp" -> {
                List<Integer> hidden = new ArrayList<>();
                json.getAsJsonArray("hidden").forEach(width -> hidden.add(width.getAsInt()));
                yield new Architecture.Mlp(json.get("inputs").getAsInt(), hidden, actions);
            }
            case "resnet" -> new Architecture.ResNet(json.get("planes").getAsInt(), json.get("height").getAsInt(),
                    json.get("width").getAsInt(), json.get("blocks").getAsInt(), json.get("filters").getAsInt(),
                    json.get("valueHidden").getAsInt(), actions);
            default -> throw new InvalidInputException(prefix + "unknown architecture '" + type + "'");
        };
    }

    static boolean startsWith(byte[] bytes, byte[] magic) {
        if (bytes.length < magic.length) {
            return false;
        }
        for (int i = 0; i < magic.length; i++) {
            if (bytes[i] != magic[i]) {
                return false;
            }
        }
        return true;
    }
}
