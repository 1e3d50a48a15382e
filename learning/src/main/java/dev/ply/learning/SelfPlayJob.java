package dev.ply.learning;

import dev.ply.core.Ply;
import dev.ply.core.capability.NetworkEncoding;
import java.io.IOException;
import java.io.Serial;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.CRC32;

/**
 * One self-play game of a training run as a task another process can run (a {@code ply worker} of a cluster): the
 * game, the network file's bytes and the self-play settings go with it, and the answer is the game as one record of
 * the run's log ({@link GameLog}). The worker keeps each network it receives in a temporary file, once per content,
 * so that its games share one copy of it as local games do.
 *
 * @param game the game specification ({@code connectfour}, {@code go:9})
 * @param network the network file's bytes
 * @param simulations the search's iterations a move
 * @param noise the Dirichlet concentration of the root's noise
 * @param temperaturePlies the plies whose move is drawn by visits
 * @param valueMix the root value's weight in the value target ({@link TrainingSettings#valueMix()})
 * @param fastSimulations the fast search's iterations, or 0 ({@link TrainingSettings#fastSimulations()})
 * @param fullShare the share of moves searched in full ({@link TrainingSettings#fullShare()})
 * @param exactNodes the exact solver's budget a kept position, or 0 ({@link TrainingSettings#exactNodes()})
 * @param generation the generation the game belongs to
 * @param seed the game's seed
 */
public record SelfPlayJob(String game, byte[] network, int simulations, double noise, int temperaturePlies,
        double valueMix, int fastSimulations, double fullShare, long exactNodes, int generation, long seed)
        implements Callable<byte[]>, Serializable {

    @Serial
    private static final long serialVersionUID = 4L;

    private static final Map<Long, Path> NETWORKS = new ConcurrentHashMap<>();

    /**
     * Plays the game here.
     *
     * @return the game as a record of the run's log
     */
    @Override
    public byte[] call() {
        SelfPlay selfPlay = new SelfPlay(Ply.game(game), simulations, noise, temperaturePlies, valueMix,
                fastSimulations, fullShare, exactNodes);
        return GameLog.encode(generation, selfPlay.play(networkFile(), seed));
    }

    private Path networkFile() {
        CRC32 crc = new CRC32();
        crc.update(network);
        long key = crc.getValue() ^ ((long) network.length << 32);
        return NETWORKS.computeIfAbsent(key, k -> {
            try {
                Path file = Files.createTempFile("ply-selfplay-", ".net");
                file.toFile().deleteOnExit();
                Files.write(file, network);
                NetworkFile.read(file); // a damaged transfer is refused here, in one line
                return file;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /**
     * Reads a worker's answer as the run's log would.
     *
     * @param encoding the game's encoding
     * @param record the answer
     * @return the game
     */
    static GameLog.Entry decode(NetworkEncoding encoding, byte[] record) {
        return new GameLog(null, encoding.inputSize(), encoding.actionCount()).decode(record);
    }
}
