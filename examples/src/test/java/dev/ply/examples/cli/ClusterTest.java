package dev.ply.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.lab.GameLine;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real cluster on loopback: worker JVMs started as './ply worker' is, a coordinator in this JVM, and a worker killed
 * in the middle of a match. The cluster's games must be the serial run's, none lost and none counted twice.
 */
class ClusterTest {

    @TempDir
    Path dir;

    private final List<Process> workers = new ArrayList<>();

    @AfterEach
    void stopWorkers() throws InterruptedException {
        for (Process worker : workers) {
            worker.destroyForcibly();
            worker.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    /** Starts a worker JVM and waits until it has joined a cluster of {@code members}. */
    private Process worker(int port, String join, int members) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path log = dir.resolve("worker-" + port + ".log");
        Process process = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                "dev.ply.examples.cli.PlyCommand", "worker", "--port", Integer.toString(port), "--join", join,
                "--concurrency", "1", "--secret-file", secret().toString(), "--engine", "fake=/bin/true").redirectErrorStream(true).redirectOutput(log.toFile()).start();
        workers.add(process);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            String text = Files.exists(log) ? Files.readString(log) : "";
            if (text.contains("with " + members + " member(s)")) {
                return process;
            }
            assertThat(process.isAlive()).as(text).isTrue();
            Thread.sleep(100);
        }
        throw new AssertionError("worker on port " + port + " did not start: " + Files.readString(log));
    }

    /** The cluster's secret: made by the first worker, read by the others and the coordinator. */
    private Path secret() {
        return dir.resolve("secret");
    }

    /** The games a worker's log says it has started. */
    private static long startedGames(Path log) throws IOException {
        return Files.exists(log) ? Files.readString(log).lines().filter(line -> line.contains(" started: ")).count() : 0;
    }

    private static List<String> games(Path record) throws IOException {
        // Everything but the thinking times, which differ from run to run.
        return Files.readAllLines(record).stream().filter(line -> !dev.ply.lab.RunSettings.isSettingsLine(line))
                .map(GameLine::fromJson).map(line -> line.index() + " "
                + line.points() + " " + line.termination() + " " + line.start() + " " + line.moves()).toList();
    }

    @Test
    void shouldPlayTheSerialRunsGamesAndLoseNoneWhenAWorkerDies() throws Exception {
        int first = freePort();
        int second = freePort();
        String join = "127.0.0.1:" + first + ",127.0.0.1:" + second;
        worker(first, join, 1);
        Process doomed = worker(second, join, 2);

        List<String> match = List.of("match", "chess", "--a", "alphabeta:depth=5,hash=1", "--b",
                "alphabeta:depth=4,hash=1", "--games", "24", "--random-plies", "4", "--max-plies", "120");
        Path serialRecord = dir.resolve("serial.jsonl");
        CommandLineRunner.Run serial = CommandLineRunner.run(with(match, "--concurrency", "1", "--record",
                serialRecord.toString()));
        assertThat(serial.status()).as(serial.err()).isZero();

        Path clusterRecord = dir.resolve("cluster.jsonl");
        CompletableFuture<CommandLineRunner.Run> coordinator = CompletableFuture.supplyAsync(() ->
                CommandLineRunner.run(with(match, "--cluster", join, "--record", clusterRecord.toString(),
                        "--secret-file", secret().toString())));
        // Killed once it has finished a game and started its next: the rest of its half of the match is in its
        // queue then (each worker is handed every other game at the start), so games are lost whatever the timing.
        Path doomedLog = dir.resolve("worker-" + second + ".log");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (startedGames(doomedLog) < 2 && System.nanoTime() < deadline && !coordinator.isDone()) {
            Thread.sleep(20);
        }
        assertThat(coordinator).as("the match was still running when the worker died").isNotDone();
        doomed.destroyForcibly(); // a crash: no goodbye to the cluster
        doomed.waitFor(10, TimeUnit.SECONDS);
        String doomedText = Files.readString(doomedLog);
        assertThat(doomedText.lines().filter(line -> line.contains(" finished after ")).count())
                .as(doomedText).isBetween(1L, 11L);
        CommandLineRunner.Run cluster = coordinator.get(180, TimeUnit.SECONDS);

        assertThat(cluster.status()).as(cluster.err()).isZero();
        assertThat(cluster.err()).as(doomedText).contains("playing on 2 worker(s)")
                .contains("played again after their worker left");
        assertThat(cluster.out()).isEqualTo(serial.out());
        assertThat(games(clusterRecord)).hasSize(24).isEqualTo(games(serialRecord));

        // The worker left starts no program a coordinator names: it refuses the games, nothing is forfeited or run.
        Path witness = dir.resolve("touched");
        CommandLineRunner.Run refused = CommandLineRunner.run("match", "chess", "--a", "uci:/usr/bin/touch " + witness,
                "--b", "random", "--games", "2", "--cluster", join, "--secret-file", secret().toString());
        assertThat(refused.status()).isEqualTo(2);
        assertThat(refused.err()).contains("match: no worker can play game 1: worker [127.0.0.1]:" + first
                + " cannot play uci:/usr/bin/touch " + witness + ": UCI engine '/usr/bin/touch " + witness
                + "' is not one this process may start; name one of fake");
        assertThat(witness).doesNotExist();

        // A coordinator without the cluster's secret is not admitted: one line, and no game reaches a worker.
        Path otherSecret = Files.writeString(dir.resolve("other-secret"), "0123456789abcdef".repeat(4));
        Files.setPosixFilePermissions(otherSecret, java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));
        CommandLineRunner.Run stranger = CommandLineRunner.run("match", "chess", "--a", "uci:/usr/bin/touch " + witness,
                "--b", "random", "--games", "2", "--cluster", join, "--secret-file", otherSecret.toString());
        assertThat(stranger.status()).isEqualTo(2);
        assertThat(stranger.err().lines().filter(line -> line.startsWith("match: "))).singleElement().asString()
                .contains("no Ply worker of cluster 'ply' answers at " + join);
        assertThat(witness).doesNotExist();
    }

    @Test
    void shouldPlayATrainingRunsSelfPlayGamesOnTheWorkers() throws Exception {
        int port = freePort();
        String join = "127.0.0.1:" + port;
        worker(port, join, 1);
        List<String> train = List.of("train", "tictactoe", "--generations", "1", "--games", "6", "--simulations",
                "16", "--steps", "5", "--batch", "16", "--hidden", "16", "--evaluation-games", "0");
        Path local = dir.resolve("local");
        CommandLineRunner.Run here = CommandLineRunner.run(with(train, "--out", local.toString(), "--threads", "1"));
        assertThat(here.status()).as(here.err()).isZero();
        Path remote = dir.resolve("remote");
        CommandLineRunner.Run there = CommandLineRunner.run(with(train, "--out", remote.toString(), "--cluster", join,
                "--secret-file", secret().toString()));
        assertThat(there.status()).as(there.err()).isZero();
        assertThat(there.err()).contains("playing on 1 worker(s)").contains("generation 1/1: 6 games");
        // Each game is decided by its seed and the network: the worker played the games this process plays.
        assertThat(Files.size(remote.resolve("games.bin"))).isEqualTo(Files.size(local.resolve("games.bin")));
        String positions = "\"positions\":";
        assertThat(field(remote.resolve("generations.jsonl"), positions))
                .isEqualTo(field(local.resolve("generations.jsonl"), positions));
    }

    private static String field(Path jsonLines, String name) throws IOException {
        String line = Files.readAllLines(jsonLines).get(0);
        int at = line.indexOf(name) + name.length();
        return line.substring(at, line.indexOf(',', at));
    }

    @Test
    void shouldRefuseAClusterAddressThatDoesNotAnswerInOneLine() throws Exception {
        Path secret = Files.writeString(dir.resolve("own-secret"), "fedcba9876543210".repeat(4));
        Files.setPosixFilePermissions(secret, java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));
        CommandLineRunner.Run run = CommandLineRunner.run("match", "tictactoe", "--a", "random", "--b", "random",
                "--cluster", "127.0.0.1:" + freePort(), "--secret-file", secret.toString());
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err().lines().filter(line -> line.startsWith("match: ")))
                .singleElement().asString().contains("no Ply worker of cluster 'ply' answers at 127.0.0.1:");
    }

    private static String[] with(List<String> head, String... tail) {
        List<String> all = new ArrayList<>(head);
        all.addAll(List.of(tail));
        return all.toArray(String[]::new);
    }
}
