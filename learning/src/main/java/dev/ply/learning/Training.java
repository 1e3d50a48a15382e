package dev.ply.learning;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.agent.SearchAgent;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.MatchResult;
import dev.ply.core.capability.ExactValues;
import dev.ply.core.capability.NetworkEncoding;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchListener;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * AlphaZero's training loop, in generations: self-play games with the current network ({@link SelfPlay}), a replay
 * buffer of the latest positions ({@link Samples}), training ({@link NetworkTrainer}), and a match of the new network
 * against the best so far through the {@link Arena}, keeping the winner as {@code best.net}.
 *
 * <p>Everything lives in one folder: {@code training.json} (the settings), {@code current.net}, {@code best.net},
 * {@code games.bin} (every finished self-play game, see {@link GameLog}) and {@code generations.jsonl} (one JSON line
 * per finished generation). Stopped at any moment, the same command resumes: the finished generations are kept, the
 * current one's finished games are read back and only the rest are played, and a network already trained for the
 * generation is not trained again.
 */
public final class Training {

    private static final Gson GSON = new Gson();

    private final TrainingSettings settings;
    private final Path folder;
    private final String command;
    private final Consumer<String> progress;
    private final Consumer<String> status;
    private final Game game;
    private final NetworkEncoding encoding;
    private final Architecture architecture;
    /** The labelled positions of {@code --labels}, with those one move on, or {@code null}. */
    private final Samples labels;
    private Function<SelfPlayJob, CompletableFuture<byte[]>> workers;

    /**
     * Prepares a run in a folder, checking the folder against the settings.
     *
     * @param settings the settings
     * @param folder the run's folder, created if missing
     * @param command the command line, recorded in every network
     * @param progress receives a line for each finished generation (and, first, one for the positions read with
     *     {@code --replay-from})
     * @param status receives the state of the generation under way (games played, games a second) now and then,
     *     for a progress bar
     * @throws InvalidInputException if the game has no network encoding, the network's shape is unknown, the label
     *     file cannot be read, the folder cannot be written or holds a run with other settings
     */
    public Training(TrainingSettings settings, Path folder, String command, Consumer<String> progress,
            Consumer<String> status) {
        this.settings = settings;
        this.folder = folder;
        this.command = command;
        this.progress = progress;
        this.status = status;
        this.game = Ply.game(settings.game());
        if (!(game.newState() instanceof NetworkEncoding gameEncoding)) {
            throw new InvalidInputException(game.id() + " has no network encoding (NetworkEncoding), so it cannot be"
                    + " learned");
        }
        this.encoding = gameEncoding;
        if (settings.exactNodes() > 0 && !(game instanceof ExactValues)) {
            throw new InvalidInputException(game.id() + " has no exact solver (ExactValues), so --exact cannot give its"
                    + " positions exact values");
        }
        this.architecture = Architecture.parse(settings.network(), encoding);
        this.labels = labels(); // before the folder: a bad file leaves nothing that would refuse the corrected command
        prepareFolder();
    }

    /**
     * Plays the self-play games elsewhere: each game goes out as a {@link SelfPlayJob} (to a cluster's workers, say)
     * and comes back as a record of the run's log; everything else (the log, training, evaluation) stays here.
     *
     * @param runner sends a game out and answers with its record
     * @return this run
     */
    public Training onWorkers(Function<SelfPlayJob, CompletableFuture<byte[]>> runner) {
        this.workers = runner;
        return this;
    }

    private Path file(String name) {
        return folder.resolve(name);
    }

    private void prepareFolder() {
        try {
            Files.createDirectories(folder);
            if (!Files.isWritable(folder)) {
                throw new InvalidInputException("cannot write to " + folder);
            }
            Path saved = file("training.json");
            if (Files.exists(saved)) {
                TrainingSettings before = TrainingSettings.fromJson(Files.readString(saved), saved.toString());
                String difference = before.firstDifference(settings);
                if (difference != null) {
                    throw new InvalidInputException(folder + " holds a run with other settings: " + difference
                            + "; use another --out folder");
                }
            }
            write(saved, settings.toJson());
        } catch (IOException e) {
            throw new InvalidInputException("cannot write to " + folder + ": " + reason(e));
        }
    }

    /**
     * Why a file operation failed, in words (the JDK's messages for these are only the path).
     *
     * @param e the failure
     * @return a few words, such as {@code "it exists and is not a folder"}
     */
    public static String reason(IOException e) {
        if (e instanceof java.nio.file.FileAlreadyExistsException) {
            return "it exists and is not a folder";
        }
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        return e.getMessage() == null ? "I/O error" : e.getMessage();
    }

    private static void write(Path file, String text) throws IOException {
        Path temporary = file.resolveSibling("." + file.getFileName() + ".tmp");
        Files.writeString(temporary, text, StandardCharsets.UTF_8);
        Files.move(temporary, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * Runs the generations not yet finished.
     *
     * @return the generations finished in all
     * @throws IOException if the folder cannot be written
     */
    public int run() throws IOException {
        Path current = file("current.net");
        Path best = file("best.net");
        if (!Files.exists(current)) {
            NetworkInfo info = new NetworkInfo(game.id(), encoding.encodingName(), architecture, 0, 0,
                    command);
            LearnedNetwork initial = firstNetwork(settings.startFrom() == null ? null
                    : Path.of(settings.startFrom()), info, settings.seed());
            NetworkFile.write(initial, current);
            NetworkFile.write(initial, best);
        }
        GameLog log = new GameLog(file("games.bin"), encoding.inputSize(), encoding.actionCount());
        List<GameLog.Entry> played = new java.util.ArrayList<>(log.read());
        List<GameLog.Entry> replayed = replayedGames();
        int finished = finishedGenerations();
        for (int generation = finished + 1; generation <= settings.generations(); generation++) {
            long start = System.nanoTime();
            int thisGeneration = generation;
            int already = (int) played.stream().filter(e -> e.generation() == thisGeneration).count();
            List<GameLog.Entry> fresh = selfPlay(generation, already, log);
            played.addAll(fresh);
            double selfPlaySeconds = (System.nanoTime() - start) / 1e9;
            LearnedNetwork network = NetworkFile.read(current);
            double[] losses = {Double.NaN, Double.NaN};
            if (network.info().generation() < generation) {
                Samples samples = buffer(replayed, played);
                try (NetworkTrainer trainer = new NetworkTrainer(network, (float) settings.learningRate(),
                        (float) settings.weightDecay(), settings.batch())) {
                    losses = trainer.train(samples, labels, settings.labelShare(), settings.steps(),
                            new SplittableRandom(settings.seed()
                            ^ generation * 0x9E3779B97F4A7C15L));
                    network = trainer.network(network.info().trained(network.info().step() + settings.steps(),
                            generation));
                }
                NetworkFile.write(network, current);
            }
            MatchResult match = evaluate(current, best, generation);
            boolean promoted = match == null || match.score() >= settings.threshold();
            if (promoted) {
                NetworkFile.write(network, best);
            }
            JsonObject line = new JsonObject();
            line.addProperty("generation", generation);
            line.addProperty("games", settings.games());
            line.addProperty("positions", played.stream().filter(e -> e.generation() == thisGeneration)
                    .mapToInt(e -> e.game().positions()).sum());
            if (!fresh.isEmpty()) { // none when a resumed generation had finished its games
                line.addProperty("gamesPerSecond", fresh.size() / Math.max(1e-9, selfPlaySeconds));
            }
            if (!Double.isNaN(losses[0])) { // none when a resumed generation's network was trained before the stop
                line.addProperty("policyLoss", losses[0]);
                line.addProperty("valueLoss", losses[1]);
            }
            line.addProperty("step", network.info().step());
            if (match != null) {
                line.addProperty("evaluationGames", match.games().size());
                line.addProperty("evaluationScore", match.score());
                line.addProperty("wins", match.wins());
                line.addProperty("draws", match.draws());
                line.addProperty("losses", match.losses());
            }
            line.addProperty("promoted", promoted);
            line.addProperty("seconds", (System.nanoTime() - start) / 1e9);
            Files.writeString(file("generations.jsonl"), GSON.toJson(line) + "\n", StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            int positions = fresh.stream().mapToInt(e -> e.game().positions()).sum();
            progress.accept(String.format("generation %d/%d: %d games (%.1f/s, %,.0f positions/s), policy loss %.3f,"
                    + " value loss %.3f%s", generation, settings.generations(), settings.games(),
                    fresh.size() / Math.max(1e-9, selfPlaySeconds), positions / Math.max(1e-9, selfPlaySeconds),
                    losses[0], losses[1], match == null ? ""
                            : String.format(", against the best %.1f%% (+%d =%d -%d)%s", 100 * match.score(),
                            match.wins(), match.draws(), match.losses(), promoted ? ", new best" : "")));
        }
        return finishedGenerations();
    }

    /**
     * A run's first network: fresh weights, or those of {@code --start-from} (their training steps kept), widened
     * where the run's perceptron has wider layers ({@link MlpNetwork#widen}).
     *
     * @param file the network file to start from, or {@code null} for fresh weights
     * @param info what the run's network is
     * @param seed the seed of fresh weights
     * @return the weights with the run's description
     * @throws InvalidInputException if the file is no network, or one of another game, encoding or shape that
     *         cannot be widened into the run's
     */
    static LearnedNetwork firstNetwork(Path file, NetworkInfo info, long seed) {
        if (file == null) {
            return LearnedNetwork.initial(info, seed);
        }
        LearnedNetwork start = NetworkFile.read(file);
        NetworkInfo its = start.info();
        if (!its.gameId().equals(info.gameId()) || !its.encoding().equals(info.encoding())) {
            throw new InvalidInputException("--start-from " + file + ": a network of " + its.gameId() + " ("
                    + its.encoding() + "), not " + info.gameId() + " (" + info.encoding() + ")");
        }
        NetworkInfo carried = new NetworkInfo(info.gameId(), info.encoding(), info.architecture(), its.step(), 0,
                info.command());
        if (!its.architecture().equals(info.architecture())) {
            if (MlpNetwork.canWiden(its.architecture(), info.architecture())) {
                return MlpNetwork.widen(start, carried, seed);
            }
            throw new InvalidInputException("--start-from " + file + ": a network of shape "
                    + its.architecture().describe() + ", not " + info.architecture().describe()
                    + " (--network; a perceptron can start from a narrower one of the same depth)");
        }
        return start.withInfo(carried);
    }

    /** The generations whose line is in {@code generations.jsonl}. */
    private int finishedGenerations() throws IOException {
        Path lines = file("generations.jsonl");
        if (!Files.exists(lines)) {
            return 0;
        }
        return (int) Files.readAllLines(lines).stream().filter(line -> line.endsWith("}")).count();
    }

    /** Plays the generation's games not yet in the log, several at once, each appended as it ends. */
    private List<GameLog.Entry> selfPlay(int generation, int already, GameLog log) throws IOException {
        if (workers != null) {
            return selfPlayOnWorkers(generation, already, log);
        }
        SelfPlay selfPlay = new SelfPlay(game, settings.simulations(), settings.noise(), settings.temperaturePlies(),
                settings.valueMix(), settings.fastSimulations(), settings.fullShare(), settings.exactNodes());
        Path network = file("current.net");
        List<GameLog.Entry> games = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        AtomicInteger done = new AtomicInteger(already);
        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(settings.threads());
        BatchingNetwork batching = settings.engineBatch() == 0 ? null
                : new BatchingNetwork(NetworkFile.read(network), settings.engineBatch());
        if (batching != null) {
            LearnedNetworks.serve(network, batching);
        }
        try {
            List<Future<?>> futures = new java.util.ArrayList<>();
            for (int index = already; index < settings.games(); index++) {
                long seed = gameSeed(generation, index);
                futures.add(pool.submit(() -> {
                    finished(new GameLog.Entry(generation, selfPlay.play(network, seed)), log, games, done,
                            already, start);
                }));
            }
            for (Future<?> future : futures) {
                future.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("self-play interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof UncheckedIOException io) {
                throw io.getCause();
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
            if (batching != null) {
                LearnedNetworks.unserve(network, batching);
                batching.close();
            }
        }
        return games;
    }

    /**
     * The newest games of the run named by {@code --replay-from}, as many as the buffer holds positions of.
     *
     * @throws InvalidInputException if the folder holds no run of this game
     */
    private List<GameLog.Entry> replayedGames() throws IOException {
        if (settings.replayFrom() == null) {
            return List.of();
        }
        Path other = Path.of(settings.replayFrom());
        if (other.toAbsolutePath().normalize().equals(folder.toAbsolutePath().normalize())) {
            throw new InvalidInputException("--replay-from " + other + " is this run's own folder");
        }
        Path otherSettings = other.resolve("training.json");
        if (!Files.isRegularFile(otherSettings) || !Files.isRegularFile(other.resolve("games.bin"))) {
            throw new InvalidInputException("--replay-from " + other + ": not a training run's folder (no"
                    + " training.json and games.bin)");
        }
        String otherGame = TrainingSettings.fromJson(Files.readString(otherSettings), otherSettings.toString()).game();
        if (!Ply.game(otherGame).id().equals(game.id())) {
            throw new InvalidInputException("--replay-from " + other + ": a run of " + otherGame + ", not "
                    + settings.game());
        }
        List<GameLog.Entry> games = new GameLog(other.resolve("games.bin"), encoding.inputSize(),
                encoding.actionCount()).readNewest(settings.buffer());
        progress.accept(String.format("replay buffer: %,d positions of %d games from %s",
                games.stream().mapToInt(e -> e.game().positions()).sum(), games.size(), other));
        return games;
    }

    /** {@link #selfPlay} with the games sent out, all at once; each is logged as it comes back. */
    private List<GameLog.Entry> selfPlayOnWorkers(int generation, int already, GameLog log) throws IOException {
        byte[] network = Files.readAllBytes(file("current.net"));
        List<GameLog.Entry> games = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        AtomicInteger done = new AtomicInteger(already);
        long start = System.nanoTime();
        List<CompletableFuture<Void>> futures = new java.util.ArrayList<>();
        for (int index = already; index < settings.games(); index++) {
            long seed = gameSeed(generation, index);
            SelfPlayJob job = new SelfPlayJob(settings.game(), network, settings.simulations(), settings.noise(),
                    settings.temperaturePlies(), settings.valueMix(), settings.fastSimulations(), settings.fullShare(),
                    settings.exactNodes(), generation, seed);
            futures.add(workers.apply(job).thenAccept(record -> finished(SelfPlayJob.decode(encoding, record), log,
                    games, done, already, start)));
        }
        try {
            CompletableFuture.allOf(futures.toArray(new CompletableFuture<?>[0])).join();
        } catch (java.util.concurrent.CompletionException e) {
            futures.forEach(future -> future.cancel(true));
            if (e.getCause() instanceof UncheckedIOException io) {
                throw io.getCause();
            }
            throw e.getCause() instanceof RuntimeException runtime ? runtime : e;
        }
        return games;
    }

    /** Logs a finished self-play game, keeps it for the buffer and reports the generation's progress. */
    private void finished(GameLog.Entry entry, GameLog log, List<GameLog.Entry> games, AtomicInteger done,
            int already, long start) {
        try {
            log.append(entry.generation(), entry.game());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        games.add(entry);
        int count = done.incrementAndGet();
        double seconds = (System.nanoTime() - start) / 1e9;
        status.accept(String.format("generation %d: %d/%d games (%.1f/s)", entry.generation(), count,
                settings.games(), (count - already) / Math.max(1e-9, seconds)));
    }

    private long gameSeed(int generation, int index) {
        return settings.seed() * 31 + (long) generation * 1_000_003 + index;
    }

    /** Reads the labelled positions of {@code --labels}, with those one move on, or {@code null} without. */
    private Samples labels() {
        if (settings.labels() == null) {
            return null;
        }
        Samples read = SupervisedTraining.read(game, Path.of(settings.labels()), true);
        progress.accept(String.format("labels: %,d positions (with those one move on) from %s, %.0f%% of each batch",
                read.size(), settings.labels(), 100 * settings.labelShare()));
        return read;
    }

    /** The replay buffer: the newest positions of the games played, up to its size. */
    private Samples buffer(List<GameLog.Entry> replayed, List<GameLog.Entry> played) {
        Samples samples = new Samples(encoding, settings.buffer());
        for (GameLog.Entry entry : (Iterable<GameLog.Entry>) java.util.stream.Stream.concat(replayed.stream(),
                played.stream())::iterator) {
            SelfPlay.PlayedGame game = entry.game();
            for (int p = 0; p < game.inputs().size(); p++) {
                samples.add(game.inputs().get(p), game.policies().get(p), game.results()[p]);
            }
        }
        return samples;
    }

    /** The new network against the best so far, colours alternating, two random opening plies each pair. */
    private MatchResult evaluate(Path current, Path best, int generation) {
        if (settings.evaluationGames() == 0) {
            return null;
        }
        Arena arena = new Arena(game).games(settings.evaluationGames()).seed(settings.seed() + generation)
                .randomPlies(2);
        String spec = ",reuse=false,seed=" + generation;
        try (SearchAgent candidate = agent("new", current, spec); SearchAgent incumbent = agent("best", best, spec)) {
            return arena.play(candidate, incumbent);
        }
    }

    private SearchAgent agent(String name, Path network, String options) {
        return new SearchAgent(name, Ply.search(game, "mcts:az,net=" + network + options),
                SearchLimits.ofIterations(settings.simulations()), SearchListener.NONE);
    }
}
