package dev.ply.examples.cli;

import dev.ply.cluster.ClusterArena;
import dev.ply.cluster.ClusterKey;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.function.Function;
import picocli.CommandLine.Option;

/**
 * The options of a command that can play its games on a cluster of {@code ply worker}s ({@code match},
 * {@code tournament}, {@code sweep}, {@code train}): where the cluster is, its name and its secret.
 */
final class ClusterOptions {

    /** How long a coordinator tries to reach a cluster before it gives up. */
    private static final long CLUSTER_TIMEOUT_MILLIS = 10_000;

    @Option(names = "--cluster", paramLabel = "HOST:PORT,...",
            description = "play the games on a cluster of './ply worker's instead of here; a game lost with a worker"
                    + " that leaves is played again on another")
    String cluster;

    @Option(names = "--cluster-name", paramLabel = "NAME", defaultValue = "ply",
            description = "the cluster's name (default: ${DEFAULT-VALUE})")
    String clusterName;

    @Option(names = "--secret-file", paramLabel = "FILE",
            description = "the cluster's secret, the workers' file (default: ~/.ply/cluster-secret)")
    Path secretFile;

    /**
     * Runs something on the cluster of {@code --cluster}, then disconnects and says how many games were played again
     * after a worker left.
     *
     * @param err where to say it
     * @param body what to play
     * @param <T> its result
     * @return the result
     */
    <T> T onCluster(PrintStream err, Function<ClusterArena, T> body) {
        ClusterKey key = ClusterKey.read(clusterName, secretFile == null ? ClusterKey.defaultFile() : secretFile);
        try (ClusterArena arena = ClusterArena.connect(cluster, key, CLUSTER_TIMEOUT_MILLIS)) {
            err.println("playing on " + arena.workers() + " worker(s) of cluster '" + clusterName + "' at " + cluster);
            T result = body.apply(arena);
            if (arena.replayedGames() > 0) {
                err.println(arena.replayedGames() + " game(s) played again after their worker left");
            }
            return result;
        }
    }
}
