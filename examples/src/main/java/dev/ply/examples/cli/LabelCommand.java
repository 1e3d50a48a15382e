package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agents;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchListener;
import dev.ply.lab.OutputFiles;
import dev.ply.lab.PositionLabeller;
import dev.ply.lab.PositionStream;
import dev.ply.lab.QuiescenceLeaves;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code ply label}: positions labelled by an agent's scores, for {@code ply tune} and {@code ply fit}. */
@Command(name = "label", mixinStandardHelpOptions = true,
        description = "Label positions with an agent's judgement: each distinct position is searched by the agent (a"
                + " search at a fixed depth, or an engine such as uci:/usr/games/stockfish?depth=8) and written to"
                + " --out as 'POSITION ; result P', P player 0's expected result 1/(1+10^(-score/SCALE)), the"
                + " positions file 'ply tune' and 'ply fit' read. Several positions are searched at once and written"
                + " in the order read; --resume goes on with a stopped run.")
final class LabelCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Parameters(index = "0", paramLabel = "GAME", description = "the game")
    private String gameId;

    @Option(names = "--positions", required = true, split = ",", paramLabel = "FILE",
            description = "positions files (their results are ignored), lists of positions one a line, or records"
                    + " (FILE.jsonl: every position of their games); several may be given")
    private List<Path> positionFiles;

    @Option(names = "--agent", required = true, paramLabel = "SPEC",
            description = "what judges them: a search with a fixed limit (alphabeta:depth=8) or an engine"
                    + " (uci:PROGRAM?depth=8); it must report scores")
    private String agent;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "the labelled positions")
    private Path out;

    @Option(names = "--resume", description = "go on with the run that wrote --out: the positions in it are not"
            + " searched again")
    private boolean resume;

    @Option(names = "--exclude", split = ",", paramLabel = "FILE",
            description = "leave out the positions of these files (labelled before, say, or held out)")
    private List<Path> excludeFiles;

    @Option(names = "--quiet", description = "label only quiet positions (not in check, and standing pat best in a"
            + " quiescence search by the game's own evaluator), the ones 'ply fit' trains on")
    private boolean quietOnly;

    @Option(names = "--warm", description = "search each run of " + PositionLabeller.WARM_RUN + " consecutive"
            + " positions as one game, the agent keeping what it learns (an engine's hash) from one to the next:"
            + " faster where consecutive positions come from one game, but each label then depends on the positions"
            + " before it in its run")
    private boolean warm;

    @Option(names = "--scale", paramLabel = "S", defaultValue = "400",
            description = "the score, in the agent's units, that means an expected result of 1/(1+10^-1), about"
                    + " 0.91 (default: ${DEFAULT-VALUE}, for centipawns)")
    private double scale;

    @Option(names = "--concurrency", paramLabel = "N", description = "positions searched at once (default: one per"
            + " core, one fewer for an engine in a process of its own)")
    private Integer concurrency;

    private volatile String status = "reading positions";

    @Override
    public void run() {
        Game game = Ply.game(gameId);
        int threads = Concurrency.resolve(concurrency, List.of(agent), Runtime.getRuntime().availableProcessors());
        PositionLabeller.checkScale(scale);
        if (Files.exists(out) && !resume) {
            throw new InvalidInputException("--out " + out + " exists; give --resume to go on labelling into it, or"
                    + " another --out");
        }
        SearchLimits perMove = SearchLimits.ofMoveTime(Agents.DEFAULT_MOVE_TIME_MILLIS);
        Agents.create(game, agent, SearchListener.NONE, perMove).close();
        OutputFiles claimed = OutputFiles.claim(Map.of("--out", out));
        ProgressTicker ticker = new ProgressTicker(parent.err(), () -> status);
        try {
            label(game, threads, perMove);
        } finally {
            ticker.close();
            claimed.close();
        }
    }

    private void label(Game game, int threads, SearchLimits perMove) {
        Set<Long> seen = new HashSet<>();
        long before = 0;
        if (resume && Files.exists(out)) {
            cutPartialLine();
            long[] count = new long[1];
            PositionStream.forEach(game, out, state -> {
                seen.add(state.hash());
                count[0]++;
            });
            before = count[0];
        }
        for (Path file : excludeFiles == null ? List.<Path>of() : excludeFiles) {
            status = "reading " + file;
            PositionStream.forEach(game, file, state -> seen.add(state.hash()));
        }
        QuiescenceLeaves quiescence = quietOnly
                ? new QuiescenceLeaves(game.defaultEvaluator(), game.maxMoves()) : null;
        long[] counts = new long[4]; // read, repeated or labelled before, finished, not quiet
        long start = System.nanoTime();
        try (BufferedWriter writer = Files.newBufferedWriter(out, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
                PositionLabeller labeller = new PositionLabeller(
                        () -> Agents.create(game, agent, SearchListener.NONE, perMove), threads, scale, warm,
                        line -> write(writer, line))) {
            for (Path file : positionFiles) {
                PositionStream.forEach(game, file, state -> {
                    counts[0]++;
                    if (state.isTerminal() || state.isChanceNode()) {
                        counts[2]++;
                    } else if (!seen.add(state.hash())) {
                        counts[1]++;
                    } else if (quiescence != null && !quiescence.quiet(state)) {
                        counts[3]++;
                    } else {
                        labeller.add(state);
                        double seconds = (System.nanoTime() - start) / 1e9;
                        status = String.format(Locale.ROOT, "labelled %d of %d positions read from %s, %.1f a"
                                + " second", labeller.written(), counts[0], file, labeller.written() / seconds);
                    }
                });
            }
            labeller.finish();
            parent.out().printf(Locale.ROOT, "%d positions labelled into %s%s; %d read: %d repeated or labelled"
                    + " before, %d finished%s%n", labeller.written(), out,
                    before > 0 ? " after the " + before + " it held" : "", counts[0], counts[1], counts[2],
                    quiescence == null ? "" : ", " + counts[3] + " not quiet");
        } catch (IOException e) {
            throw cannotWrite(e);
        } catch (UncheckedIOException e) {
            throw cannotWrite(e.getCause());
        }
    }

    private InvalidInputException cannotWrite(IOException e) {
        return new InvalidInputException("cannot write " + out + ": " + OutputFiles.reason(e));
    }

    private static void write(BufferedWriter writer, String line) {
        try {
            writer.write(line);
            writer.newLine();
            writer.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Drops a last line cut short by a run that was stopped while writing it. */
    private void cutPartialLine() {
        try (RandomAccessFile file = new RandomAccessFile(out.toFile(), "rw")) {
            long length = file.length();
            long end = length;
            while (end > 0) {
                file.seek(end - 1);
                if (file.read() == '\n') {
                    break;
                }
                end--;
            }
            if (end < length) {
                file.setLength(end);
            }
        } catch (IOException e) {
            throw new InvalidInputException("cannot read " + out + ": " + OutputFiles.reason(e));
        }
    }
}
