package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.search.Scores;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchProgress;
import dev.ply.core.search.SearchResult;
import java.io.PrintStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

/** {@code ply solve}: the exact value of a small game, and of each move. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Solve a position of a small game without chance exactly: search every move to the end of the"
                + " game with alpha-beta and print the value of each move (win, loss or draw, and in how many plies)"
                + " and of the position. Only for games whose trees are small enough (tic-tac-toe, endgames);"
                + " a long solve reports its progress on standard error every few seconds, and Ctrl-C stops it with"
                + " what is solved so far.")
final class SolveCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Mixin
    private GameOptions gameOptions;

    /** The move being solved, for the progress line; written by the command, read by the ticker. */
    private volatile String solving = "";
    /** The latest report of the current move's search, or null. */
    private volatile SearchProgress progress;

    @Override
    public void run() {
        Game game = gameOptions.game();
        if (game.hasChanceNodes()) {
            throw new InvalidInputException("solve works on games without chance; " + game.id() + " has chance nodes");
        }
        GameState state = gameOptions.startState(game);
        PrintStream out = parent.out();
        if (state.isTerminal()) {
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
        for (int i = 0; i < count && !stop.interrupted(); i++) {
            GameState child = state.copy();
            child.play(moves[i]);
            String move = state.moveToString(moves[i]);
            int value;
            if (child.isTerminal()) {
                value = terminalValue(child, state.toMove());
            } else {
                solving = move + " (" + (i + 1) + "/" + count + ")";
                progress = null;
                SearchResult result = search.search(child, SearchLimits.NONE, report -> progress = report);
                if (stop.interrupted()) {
                    out.println(move + " unresolved (interrupted)");
                    break;
                }
                value = fromParent(state, child, result);
            }
            best = Math.max(best, value);
            out.println(move + " " + describe(value));
        }
        return best;
    }

    private String status() {
        SearchProgress report = progress;
        return "solve: " + solving + (report == null ? "" : ", depth " + report.depth() + ", "
                + TextFormat.count(report.nodes()) + " nodes");
    }

    private static int terminalValue(GameState child, int player) {
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
