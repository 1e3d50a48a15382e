package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.capability.DrawRules;
import dev.ply.core.search.Scores;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchProgress;
import dev.ply.core.search.SearchResult;
import java.io.PrintStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code ply solve}: the exact value of a small game, and of each move. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Solve a position of a small game without chance exactly: search every move to the end of the"
                + " game with alpha-beta and print the value of each move (win, loss or draw, and in how many plies)"
                + " and of the position. Only for games whose trees are small enough (tic-tac-toe, endgames);"
                + " a long solve reports its progress on standard error every few seconds, and Ctrl-C stops it with"
                + " what is solved so far. Each move's search stops at a depth and a node cap (--depth, --nodes);"
                + " a move whose search reaches a cap is reported unresolved, with the best score found.")
final class SolveCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Mixin
    private GameOptions gameOptions;

    /** The default of {@code --depth}: deeper than any game Ply's small games reach. */
    static final int DEFAULT_DEPTH_CAP = 100;
    /** The default of {@code --nodes}: a few seconds a move. */
    static final long DEFAULT_NODE_CAP = 5_000_000;

    @Option(names = {"-d", "--depth"}, paramLabel = "D", description = "the deepest each move is searched, in plies"
            + " (default: " + DEFAULT_DEPTH_CAP + ")")
    private int depthCap = DEFAULT_DEPTH_CAP;

    @Option(names = {"-n", "--nodes"}, paramLabel = "N", description = "the most nodes each move's search may visit"
            + " (default: 5,000,000)")
    private long nodeCap = DEFAULT_NODE_CAP;

    /** The move being solved, for the progress line; written by the command, read by the ticker. */
    private volatile String solving = "";
    /** The latest report of the current move's search, or null. */
    private volatile SearchProgress progress;

    @Override
    public void run() {
        GameState state = gameOptions.startState(gameOptions.game(), parent.err());
        Game game = state.game();
        if (game.hasChanceNodes()) {
            throw new InvalidInputException("solve works on games without chance; " + game.id() + " has chance nodes");
        }
        if (depthCap < 1 || depthCap > SearchLimits.MAX_DEPTH) {
            throw new InvalidInputException("--depth must be from 1 to " + SearchLimits.MAX_DEPTH + ", not " + depthCap);
        }
        if (nodeCap < 1) {
            throw new InvalidInputException("--nodes must be 1 or more, not " + nodeCap);
        }
        PrintStream out = parent.out();
        if (DrawRules.gameOver(state)) {
            out.println("the game is over: " + PlayCommand.result(game, state));
            return;
        }
        int[] moves = new int[game.maxMoves()];
        int count = state.legalMoves(moves);
        try (Search search = Ply.search(game, "alphabeta"); StopOnInterrupt stop = new StopOnInterrupt(search)) {
            ProgressTicker ticker = new ProgressTicker(parent.err(), this::status);
            int best;
            try {
                best = solveEachMove(search, stop, state, moves, count, out);
            } finally {
                ticker.close();
            }
            if (stop.interrupted()) {
                out.println("interrupted: the value of the position is not known");
            } else if (unresolved > 0) {
                out.println("value not known: " + unresolved + " of " + count + " moves unresolved within the caps"
                        + " (depth " + depthCap + ", " + TextFormat.count(nodeCap) + " nodes a move); the best"
                        + " resolved or estimated value is " + describe(best));
            } else {
                out.println("value " + describe(best) + " for " + game.playerName(state.toMove()));
            }
            out.flush();
        }
    }

    /** Prints each move's value as it is found and returns the best, or stops at an interrupt. */
    private int solveEachMove(Search search, StopOnInterrupt stop, GameState state, int[] moves, int count,
            PrintStream out) {
        int best = -Scores.INFINITY;
        SearchLimits caps = SearchLimits.ofDepth(depthCap).withNodes(nodeCap);
        for (int i = 0; i < count && !stop.interrupted(); i++) {
            GameState child = state.copy();
            child.play(moves[i]);
            String move = state.moveToString(moves[i]);
            int value;
            String cap = "";
            if (DrawRules.gameOver(child)) {
                value = terminalValue(child, state.toMove());
            } else {
                solving = move + " (" + (i + 1) + "/" + count + ")";
                progress = null;
                SearchResult result = search.search(child, caps, report -> progress = report);
                if (stop.interrupted()) {
                    out.println(move + " unresolved (interrupted)");
                    break;
                }
                value = fromParent(state, child, result);
                if (result.nodes() >= nodeCap) {
                    cap = "node cap " + TextFormat.count(nodeCap) + " reached at depth " + result.depth();
                } else if (result.depth() >= depthCap && !Scores.isDecisive(value)) {
                    cap = "depth cap " + depthCap + " reached";
                }
            }
            best = Math.max(best, value);
            if (cap.isEmpty()) {
                out.println(move + " " + describe(value));
            } else {
                unresolved++;
                out.println(move + " unresolved (" + cap + "): " + (result(value)));
            }
        }
        return best;
    }

    private String status() {
        SearchProgress report = progress;
        return "solve: " + solving + (report == null ? "" : ", depth " + report.depth() + ", "
                + TextFormat.count(report.nodes()) + " nodes");
    }

    /** How many moves' searches reached a cap before their value was known. */
    private int unresolved;

    private static String result(int value) {
        return Scores.isDecisive(value) ? TextFormat.score(value) : "best score found " + TextFormat.score(value);
    }

    private static int terminalValue(GameState child, int player) {
        if (!child.isTerminal()) {
            return 0; // a declared draw
        }
        int outcome = child.outcome(player);
        return outcome > 0 ? Scores.winIn(1) : outcome < 0 ? Scores.lossIn(1) : 0;
    }

    /** The child's score is from its side to move; seen from the parent it is one ply further away. */
    private static int fromParent(GameState parentState, GameState child, SearchResult result) {
        int score = child.toMove() == parentState.toMove() ? result.score() : -result.score();
        if (!Scores.isDecisive(score)) {
            return score;
        }
        return score > 0 ? score - 1 : score + 1;
    }

    private static String describe(int value) {
        if (Scores.isDecisive(value)) {
            return TextFormat.score(value);
        }
        return value == 0 ? "draw" : "unresolved " + TextFormat.score(value);
    }
}
