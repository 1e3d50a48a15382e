package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InputNumbers;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.agent.SearchSpecification;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.trace.DotTrace;
import dev.ply.trace.JsonTrace;
import dev.ply.trace.SvgTrace;
import dev.ply.trace.TextTrace;
import dev.ply.trace.Trace;
import dev.ply.trace.TraceRecorder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code ply trace}: search one position and show how: the textbook's table, a picture, or the event stream. */
@Command(name = "trace", mixinStandardHelpOptions = true,
        description = "Search one position and show the work: for minimax, alpha-beta and expectimax each node's"
                + " window on entry, the value each child returned, the children cut and the value returned; for MCTS"
                + " the root's visits, means and UCT terms at checkpoints (--at) and the first iterations step by"
                + " step. As text (the textbook's table), svg or dot (a picture of the tree) or json (the events).")
final class TraceCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Mixin
    private GameOptions gameOptions;

    @Mixin
    private LimitOptions limitOptions;

    @Option(names = {"-a", "--algorithm"}, paramLabel = "SPEC",
            description = "the search, as for analyze (default: alphabeta:plain, or expectimax:plain for games with"
                    + " chance)")
    private String algorithm;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "text, svg, dot or json (default: ${DEFAULT-VALUE})")
    private String format;

    @Option(names = "--at", paramLabel = "N,N,...",
            description = "MCTS: the iteration counts at which to show the root's statistics, such as 100,300,1000")
    private String at;

    @Option(names = "--iterations-detail", paramLabel = "N", defaultValue = "0",
            description = "MCTS: show the first N iterations step by step (default: ${DEFAULT-VALUE})")
    private int iterationDetail;

    @Option(names = "--max-nodes", paramLabel = "N", defaultValue = "" + TraceRecorder.DEFAULT_MAX_EVENTS,
            description = "record at most N events; the search goes on, the trace says it was cut (default:"
                    + " ${DEFAULT-VALUE})")
    private int maxEvents;

    @Option(names = "--depth-limit", paramLabel = "D", defaultValue = "4",
            description = "pictures: draw the tree this many levels deep (default: ${DEFAULT-VALUE})")
    private int depthLimit;

    @Option(names = {"-o", "--out"}, paramLabel = "FILE", description = "write the trace to FILE instead of the output")
    private Path out;

    @Override
    public void run() {
        String kind = format.toLowerCase(Locale.ROOT);
        if (!List.of("text", "svg", "dot", "json").contains(kind)) {
            throw new InvalidInputException("unknown format '" + format + "'; formats: text, svg, dot, json");
        }
        if (maxEvents < 1) {
            throw new InvalidInputException("--max-nodes must be 1 or more, not " + maxEvents);
        }
        if (depthLimit < 1) {
            throw new InvalidInputException("--depth-limit must be 1 or more, not " + depthLimit);
        }
        if (iterationDetail < 0) {
            throw new InvalidInputException("--iterations-detail must be 0 or more, not " + iterationDetail);
        }
        GameState state = gameOptions.startState(gameOptions.game(), parent.err());
        Game game = state.game();
        SearchSpecification specification = SearchSpecification.parse(algorithm != null ? algorithm
                : game.hasChanceNodes() ? "expectimax:plain" : "alphabeta:plain");
        String spec = specification.search();
        boolean monteCarlo = spec.equals("mcts") || spec.startsWith("mcts:");
        List<Long> checkpoints = checkpoints();
        if (!checkpoints.isEmpty() && !monteCarlo) {
            throw new InvalidInputException("--at is for Monte Carlo searches (mcts); " + spec + " has no iterations");
        }
        SearchLimits limits = limitOptions.limits(specification.limits());
        if (monteCarlo && limits.iterations() == 0 && limits.nodes() == 0 && !limits.isTimed()) {
            limits = limits.withIterations(checkpoints.isEmpty() ? 1_000 : checkpoints.get(checkpoints.size() - 1));
        } else if (!monteCarlo && limits.depth() == 0 && limits.nodes() == 0 && !limits.isTimed()
                && !game.id().equals("tree")) {
            limits = limits.withDepth(3); // a readable trace of a real game; the tree game's trees are searched whole
        }
        TraceRecorder recorder = TraceRecorder.builder(state).maxEvents(maxEvents).checkpoints(checkpoints)
                .iterationDetail(iterationDetail).visitDepth(depthLimit).build();
        SearchResult result;
        try (Search search = Ply.search(game, spec)) {
            try {
                search.trace(recorder);
            } catch (UnsupportedOperationException e) {
                throw new InvalidInputException(spec + " does not report traces");
            }
            result = search.search(state, limits);
        }
        Trace trace = recorder.finish(spec, result);
        String text = switch (kind) {
            case "svg" -> SvgTrace.render(trace, depthLimit);
            case "dot" -> DotTrace.render(trace, depthLimit);
            case "json" -> JsonTrace.render(trace);
            default -> TextTrace.render(trace);
        };
        if (out == null) {
            parent.out().print(text);
            parent.out().flush();
            return;
        }
        try {
            Files.writeString(out, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InvalidInputException("cannot write " + out + ": " + e.getMessage());
        }
        parent.err().println("trace: wrote " + out + (trace.truncated() ? " (cut at " + trace.events().size()
                + " of " + trace.eventsSeen() + " events)" : ""));
    }

    private List<Long> checkpoints() {
        List<Long> counts = new ArrayList<>();
        if (at == null) {
            return counts;
        }
        for (String item : at.split(",")) {
            long n = InputNumbers.parseLong(item.strip(), "--at", 1, 100_000_000);
            if (!counts.isEmpty() && n <= counts.get(counts.size() - 1)) {
                throw new InvalidInputException("--at takes increasing iteration counts, such as 100,300,1000");
            }
            counts.add(n);
        }
        return counts;
    }
}
