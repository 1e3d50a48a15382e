package dev.ply.examples.cli;

import dev.ply.cluster.ClusterKey;
import dev.ply.cluster.Worker;
import dev.ply.core.InvalidInputException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code ply worker}: this machine's share of a cluster that plays matches, tournaments and sweeps. */
@Command(name = "worker", mixinStandardHelpOptions = true,
        description = "Join (or found) a cluster of Ply workers and play the games that './ply match|tournament|sweep"
                + " --cluster HOST:PORT' hand out. Listens on this machine only unless --host says otherwise;"
                + " admits only members and coordinators with the cluster's secret; starts only the external engines"
                + " given with --engine, by name. Ctrl-C stops it, and the games it was playing are played again on"
                + " other workers.")
final class WorkerCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Option(names = "--host", paramLabel = "HOST", defaultValue = "127.0.0.1",
            description = "the address to listen on: 0.0.0.0 for every interface (default: ${DEFAULT-VALUE})")
    private String host;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "5701",
            description = "the first port to try; the next ones are tried when it is taken (default: ${DEFAULT-VALUE})")
    private int port;

    @Option(names = "--join", paramLabel = "HOST:PORT,...",
            description = "other workers to join; none founds a new cluster")
    private String join;

    @Option(names = "--cluster-name", paramLabel = "NAME", defaultValue = "ply",
            description = "the cluster's name; workers and coordinators of other names are ignored (default:"
                    + " ${DEFAULT-VALUE})")
    private String clusterName;

    @Option(names = "--secret-file", paramLabel = "FILE",
            description = "the cluster's secret, shared by its workers and coordinators (default: ~/.ply/cluster-secret,"
                    + " made with a new random secret when missing)")
    private Path secretFile;

    @Mixin
    private EngineListOptions engines;

    @Option(names = "--concurrency", paramLabel = "N",
            description = "games played at once on this worker (default: one per core)")
    private Integer concurrency;

    @Override
    public void run() {
        if (port < 1 || port > 65_535) {
            throw new InvalidInputException("--port must be from 1 to 65535, not " + port);
        }
        List<String> others = join == null ? List.of()
                : Arrays.stream(join.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
        int atOnce = concurrency == null ? Runtime.getRuntime().availableProcessors() : concurrency;
        ClusterKey key = ClusterKey.readOrCreate(clusterName, secretFile == null ? ClusterKey.defaultFile()
                : secretFile);
        var programs = engines.programs();
        Worker worker = Worker.start(host, port, others, key, atOnce, programs);
        parent.out().println("worker at " + worker.address() + " in cluster '" + clusterName + "' with "
                + worker.members() + " member(s), " + atOnce + " game(s) at once, engines: "
                + (programs.names().isEmpty() ? "none" : String.join(", ", programs.names())) + " (Ctrl-C stops it)");
        parent.out().flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            worker.close();
            stopped.countDown();
        }, "ply-worker-stop"));
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            worker.close();
        }
    }
}
