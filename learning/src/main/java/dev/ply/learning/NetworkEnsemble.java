package dev.ply.learning;

import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.eval.PolicyValueNetwork;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32;

/**
 * Several networks of one game and encoding that answer as one: each position's logits and value are the means of
 * its members'. Networks trained apart misjudge different positions, so their mean misjudges fewer: with Connect
 * Four's shipped perceptron and a wider one trained on from it, {@code mcts:az} plays a solver-optimal move in more
 * validation positions than with either alone (the learning README has the figures). An ensemble is searched like any
 * network ({@code mcts:az,net=FILE}) but not trained: training starts from one of its members.
 *
 * <p>Its file is the magic line {@code PLYNET ensemble 1}, a 4-byte length and a JSON header (game, encoding, the
 * number of members, the command that made it), each member as a 4-byte length and a whole {@link NetworkFile}, and
 * a CRC-32 of everything before it.
 *
 * <p>Immutable and thread-safe; each thread sums its members' answers in buffers of its own, so an evaluation
 * allocates nothing once a thread has evaluated a batch as large.
 */
public final class NetworkEnsemble implements PolicyValueNetwork {

    static final byte[] MAGIC = "PLYNET ensemble 1\n".getBytes(StandardCharsets.US_ASCII);
    /** The most members an ensemble holds: each costs a forward pass a position. */
    public static final int MAX_MEMBERS = 16;
    private static final int MAX_HEADER = 1 << 16;

    private final List<LearnedNetwork> members;
    private final String command;
    private final ThreadLocal<float[][]> scratch = new ThreadLocal<>();

    private NetworkEnsemble(List<LearnedNetwork> members, String command) {
        this.members = List.copyOf(members);
        this.command = command;
    }

    /**
     * An ensemble of networks made for the same game, encoding and sizes.
     *
     * @param members two to {@link #MAX_MEMBERS} networks
     * @param command the command that made the ensemble, recorded in its file
     * @return the ensemble
     * @throws InvalidInputException if there are too few or too many members, or they do not read the same inputs
     */
    public static NetworkEnsemble of(List<LearnedNetwork> members, String command) {
        if (members.size() < 2 || members.size() > MAX_MEMBERS) {
            throw new InvalidInputException("an ensemble holds 2 to " + MAX_MEMBERS + " networks, not "
                    + members.size());
        }
        LearnedNetwork first = members.get(0);
        for (LearnedNetwork member : members) {
            if (!member.gameId().equals(first.gameId()) || !member.encodingName().equals(first.encodingName())
                    || member.inputSize() != first.inputSize() || member.actionCount() != first.actionCount()) {
                throw new InvalidInputException("an ensemble's networks must read the same game and encoding: "
                        + first.gameId() + " (" + first.encodingName() + ") and " + member.gameId() + " ("
                        + member.encodingName() + ")");
            }
        }
        return new NetworkEnsemble(members, command);
    }

    /**
     * Reads network files, checks that each is made for the game, and writes their ensemble, atomically.
     *
     * @param game the game (variant) every member must be made for
     * @param files the members' files: single networks, not ensembles
     * @param out the ensemble's file
     * @param command the command that made it, recorded in the file
     * @return the ensemble written
     * @throws InvalidInputException naming the problem in one line: a member missing, damaged, an ensemble itself or
     *     made for another game or encoding; too few or too many members
     * @throws IOException if the file cannot be written
     */
    public static NetworkEnsemble write(Game game, List<Path> files, Path out, String command) throws IOException {
        List<LearnedNetwork> members = new ArrayList<>();
        for (Path file : files) {
            LearnedNetwork member = NetworkFile.read(file);
            LearnedNetworks.check(member, game, file.toString());
            members.add(member);
        }
        NetworkEnsemble ensemble = of(members, command);
        NetworkFile.writeAtomically(ensemble.toBytes(), out);
        return ensemble;
    }

    /**
     * The members, in the order of the file.
     *
     * @return the networks
     */
    public List<LearnedNetwork> members() {
        return members;
    }

    /**
     * The command that made the ensemble.
     *
     * @return the command line
     */
    public String command() {
        return command;
    }

    @Override
    public String gameId() {
        return members.get(0).gameId();
    }

    @Override
    public String encodingName() {
        return members.get(0).encodingName();
    }

    @Override
    public int inputSize() {
        return members.get(0).inputSize();
    }

    @Override
    public int actionCount() {
        return members.get(0).actionCount();
    }

    @Override
    public void evaluate(float[] inputs, int batch, float[] logits, float[] values) {
        int actions = actionCount();
        float[][] buffers = scratch.get();
        if (buffers == null || buffers[1].length < batch) {
            buffers = new float[][] {new float[batch * actions], new float[batch]};
            scratch.set(buffers);
        }
        float[] memberLogits = buffers[0];
        float[] memberValues = buffers[1];
        Arrays.fill(logits, 0, batch * actions, 0f);
        Arrays.fill(values, 0, batch, 0f);
        for (LearnedNetwork member : members) {
            member.evaluate(inputs, batch, memberLogits, memberValues);
            for (int i = 0; i < batch * actions; i++) {
                logits[i] += memberLogits[i];
            }
            for (int i = 0; i < batch; i++) {
                values[i] += memberValues[i];
            }
        }
        float share = 1f / members.size();
        for (int i = 0; i < batch * actions; i++) {
            logits[i] *= share;
        }
        for (int i = 0; i < batch; i++) {
            values[i] *= share;
        }
    }

    @Override
    public String description() {
        StringBuilder text = new StringBuilder("mean of ").append(members.size()).append(": ");
        for (int i = 0; i < members.size(); i++) {
            text.append(i == 0 ? "" : " + ").append(members.get(i).description());
        }
        return text.toString();
    }

    /** The file's bytes. */
    byte[] toBytes() {
        JsonObject header = new JsonObject();
        header.addProperty("game", gameId());
        header.addProperty("encoding", encodingName());
        header.addProperty("members", members.size());
        header.addProperty("command", command);
        return NetworkFile.framed(MAGIC, header, out -> {
            for (LearnedNetwork member : members) {
                byte[] memberBytes = NetworkFile.toBytes(member);
                out.writeInt(memberBytes.length);
                out.write(memberBytes);
            }
        });
    }

    /**
     * Reads an ensemble's bytes.
     *
     * @param bytes the file's bytes, starting with {@link #MAGIC}
     * @param name the name errors give
     * @return the ensemble
     * @throws InvalidInputException naming the problem in one line: cut short, damaged, members that disagree
     */
    static NetworkEnsemble fromBytes(byte[] bytes, String name) {
        String prefix = "network file " + name + ": ";
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        if (bytes.length < MAGIC.length + 8) {
            throw new InvalidInputException(prefix + "truncated ensemble");
        }
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, bytes.length - 4);
        boolean intact = (int) crc.getValue() == buffer.getInt(bytes.length - 4);
        buffer.position(MAGIC.length);
        int headerLength = buffer.getInt();
        if (headerLength <= 0 || headerLength > MAX_HEADER || headerLength > buffer.remaining() - 4) {
            throw new InvalidInputException(prefix + (intact ? "damaged" : "truncated or damaged") + " ensemble header");
        }
        int count;
        String command;
        String game;
        String encoding;
        try {
            JsonObject header = JsonParser.parseString(new String(bytes, buffer.position(), headerLength,
                    StandardCharsets.UTF_8)).getAsJsonObject();
            game = header.get("game").getAsString();
            encoding = header.get("encoding").getAsString();
            count = header.get("members").getAsInt();
            command = header.get("command").getAsString();
        } catch (JsonParseException | IllegalStateException | NullPointerException | UnsupportedOperationException
                | ClassCastException | NumberFormatException e) {
            throw new InvalidInputException(prefix + "damaged ensemble header");
        }
        if (count < 2 || count > MAX_MEMBERS) {
            throw new InvalidInputException(prefix + "an ensemble of " + count + " networks (2 to " + MAX_MEMBERS
                    + " expected)");
        }
        buffer.position(buffer.position() + headerLength);
        List<LearnedNetwork> members = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int length = buffer.remaining() >= 4 ? buffer.getInt() : -1;
            if (length <= 0 || length > buffer.remaining() - 4) {
                throw new InvalidInputException(prefix + "truncated: network " + (i + 1) + " of " + count
                        + " is cut short");
            }
            byte[] member = Arrays.copyOfRange(bytes, buffer.position(), buffer.position() + length);
            buffer.position(buffer.position() + length);
            members.add(NetworkFile.fromBytes(member, name + " (network " + (i + 1) + " of " + count + ")"));
        }
        if (buffer.remaining() != 4) {
            throw new InvalidInputException(prefix + (buffer.remaining() - 4) + " bytes after the networks");
        }
        if (!intact) {
            throw new InvalidInputException(prefix + "damaged (checksum mismatch)");
        }
        NetworkEnsemble ensemble;
        try {
            ensemble = of(members, command);
        } catch (InvalidInputException e) {
            throw new InvalidInputException(prefix + e.getMessage());
        }
        if (!ensemble.gameId().equals(game) || !ensemble.encodingName().equals(encoding)) {
            throw new InvalidInputException(prefix + "its header says " + game + " (" + encoding + "), its networks "
                    + ensemble.gameId() + " (" + ensemble.encodingName() + ")");
        }
        return ensemble;
    }
}
