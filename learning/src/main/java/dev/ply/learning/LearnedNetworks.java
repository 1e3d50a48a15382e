package dev.ply.learning;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.capability.NetworkEncoding;
import dev.ply.core.eval.NetworkLoader;
import dev.ply.core.eval.PolicyValueNetwork;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The {@link NetworkLoader} of network files ({@link NetworkFile}) and ensembles ({@link NetworkEnsemble}), registered
 * through {@link java.util.ServiceLoader}:
 * checks that a file's network is made for the game and its encoding, and keeps what it read, so that the searches
 * of a match or of self-play share one copy of a file until it changes. Networks that ship with a game are the
 * resources {@code META-INF/ply/networks/GAME.net} on the class path.
 */
public final class LearnedNetworks implements NetworkLoader {

    /**
     * Where shipped networks are found on the class path, followed by the game's id and {@code .net} (a policy-value
     * network) or {@code .nnue} (a value network).
     */
    public static final String SHIPPED = "META-INF/ply/networks/";

    private static final Map<String, Cached> CACHE = new ConcurrentHashMap<>();

    private record Cached(long modified, long size, PolicyValueNetwork network) {
    }

    /** Creates the loader; the service loader calls this. */
    public LearnedNetworks() {
    }

    private static final Map<String, PolicyValueNetwork> SERVED = new ConcurrentHashMap<>();

    @Override
    public PolicyValueNetwork load(Game game, String file) {
        Path path = Path.of(file);
        PolicyValueNetwork served = SERVED.get(path.toAbsolutePath().normalize().toString());
        PolicyValueNetwork network = served != null ? served : cachedRead(path);
        check(network, game, file);
        return network;
    }

    /**
     * Serves a file's network from memory until {@link #unserve}: searches that name the file get this object (a
     * {@link BatchingNetwork}, say) instead of the file read. Self-play uses it so that the searches of the games in
     * flight share one batching engine.
     *
     * @param file the file searches name
     * @param network the network to give them, made from that file
     */
    public static void serve(Path file, PolicyValueNetwork network) {
        SERVED.put(file.toAbsolutePath().normalize().toString(), network);
    }

    /**
     * Ends {@link #serve}: searches that name the file read it again.
     *
     * @param file the file
     * @param network the network served for it
     */
    public static void unserve(Path file, PolicyValueNetwork network) {
        SERVED.remove(file.toAbsolutePath().normalize().toString(), network);
    }

    private static PolicyValueNetwork cachedRead(Path path) {
        try {
            BasicFileAttributes attributes = Files.readAttributes(path, BasicFileAttributes.class);
            String key = path.toAbsolutePath().normalize().toString();
            Cached cached = CACHE.get(key);
            long modified = attributes.lastModifiedTime().toMillis();
            if (cached != null && cached.modified == modified && cached.size == attributes.size()) {
                return cached.network;
            }
            PolicyValueNetwork network = NetworkFile.readAny(path);
            CACHE.put(key, new Cached(modified, attributes.size(), network));
            return network;
        } catch (IOException e) {
            return NetworkFile.readAny(path); // names the problem in one line
        }
    }

    private record CachedValue(long modified, long size, ValueNetworkEvaluator evaluator) {
    }

    private static final Map<String, CachedValue> VALUE_CACHE = new ConcurrentHashMap<>();

    /**
     * A {@link ValueNetwork} file as a {@link ValueNetworkEvaluator}, kept while the file is unchanged so that the
     * searches of a match share one; {@code "default"} is the resource {@code META-INF/ply/networks/GAME.nnue}.
     */
    @Override
    public dev.ply.core.eval.Evaluator<dev.ply.core.GameState> valueNetwork(Game game, String file) {
        int maxActive = ((dev.ply.core.capability.SparseFeatures) game.newState()).maxActiveFeatures();
        if (file.equals("default")) {
            String resource = SHIPPED + game.id() + ".nnue";
            CachedValue cached = VALUE_CACHE.get(resource);
            if (cached == null) {
                try (InputStream in = resource(resource)) {
                    if (in == null) {
                        throw new InvalidInputException("no value network ships for " + game.id() + ": fit one with"
                                + " 'ply fit " + game.id() + " --positions FILE --out NET' and pass eval=nnue:NET");
                    }
                    ValueNetwork network = ValueNetwork.fromBytes(in.readAllBytes(), resource);
                    network.checkFor(game, resource);
                    cached = new CachedValue(0, 0, evaluator(game, network, maxActive));
                    VALUE_CACHE.put(resource, cached);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            cached.evaluator.network().checkFor(game, resource);
            return cached.evaluator;
        }
        Path path = Path.of(file);
        String key = path.toAbsolutePath().normalize().toString();
        long modified = -1;
        long size = -1;
        try {
            BasicFileAttributes attributes = Files.readAttributes(path, BasicFileAttributes.class);
            modified = attributes.lastModifiedTime().toMillis();
            size = attributes.size();
        } catch (IOException e) {
            ValueNetwork.read(path); // names the problem in one line
        }
        CachedValue cached = VALUE_CACHE.get(key);
        if (cached == null || cached.modified != modified || cached.size != size) {
            ValueNetwork network = ValueNetwork.read(path);
            network.checkFor(game, file);
            cached = new CachedValue(modified, size, evaluator(game, network, maxActive));
            VALUE_CACHE.put(key, cached);
        }
        cached.evaluator.network().checkFor(game, file);
        return cached.evaluator;
    }

    /** The evaluator of a value network, with its base evaluator when it has one. */
    @SuppressWarnings("unchecked")
    private static ValueNetworkEvaluator evaluator(Game game, ValueNetwork network, int maxActive) {
        if (network.base().isEmpty()) {
            return new ValueNetworkEvaluator(network, maxActive);
        }
        if (network.base().startsWith("nnue")) {
            throw new InvalidInputException("a value network's base is another evaluator, not " + network.base());
        }
        return new ValueNetworkEvaluator(network, maxActive,
                (dev.ply.core.eval.Evaluator<dev.ply.core.GameState>) dev.ply.core.Ply.evaluator(game, network.base()));
    }

    /** A {@link BatchingNetwork} on DJL's engine for a network this module made; others as they are. */
    @Override
    public PolicyValueNetwork batching(PolicyValueNetwork network, int batch) {
        return network instanceof LearnedNetwork learned ? new BatchingNetwork(learned, batch) : network;
    }

    @Override
    public Optional<PolicyValueNetwork> shipped(Game game) {
        String resource = SHIPPED + game.id() + ".net";
        try (InputStream in = resource(resource)) {
            if (in == null) {
                return Optional.empty();
            }
            PolicyValueNetwork network = NetworkFile.readAny(in, resource);
            check(network, game, resource);
            return Optional.of(network);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A resource from the thread's class loader, else this module's; null when neither has it. */
    private static InputStream resource(String name) {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        if (loader == null || loader.getResource(name) == null) {
            loader = LearnedNetworks.class.getClassLoader();
        }
        return loader.getResourceAsStream(name);
    }

    /**
     * Refuses a network made for another game or encoding.
     *
     * @throws InvalidInputException naming both
     */
    static void check(PolicyValueNetwork network, Game game, String name) {
        if (!(game.newState() instanceof NetworkEncoding encoding)) {
            throw new InvalidInputException(game.id() + " has no network encoding, so no network can play it");
        }
        if (!network.gameId().equals(game.id())) {
            throw new InvalidInputException("network file " + name + " is made for " + network.gameId() + ", not "
                    + game.id());
        }
        if (!network.encodingName().equals(encoding.encodingName()) || network.inputSize() != encoding.inputSize()
                || network.actionCount() != encoding.actionCount()) {
            throw new InvalidInputException("network file " + name + " reads encoding " + network.encodingName()
                    + " (" + network.inputSize() + " inputs, " + network.actionCount() + " actions), not "
                    + encoding.encodingName() + " (" + encoding.inputSize() + ", " + encoding.actionCount() + ")");
        }
    }
}
