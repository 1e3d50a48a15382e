package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.agent.Clock;
import dev.ply.core.agent.GameRecord;
import dev.ply.core.arena.PositionSuite;
import dev.ply.core.arena.PositionSuite.Entry;
import dev.ply.core.search.SearchListener;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code ply suite}: how many positions of a test suite an agent answers with one of their best moves. */
@Command(name = "suite", mixinStandardHelpOptions = true,
        description = "Ask an agent for a move in each position of a test suite and count the positions where it"
                + " plays one of the best moves (and none of the avoided ones). A line is POSITION ; bm MOVE [MOVE"
                + " ...] [; am MOVE ...] [; value V] [; id NAME] in the game's notation, or chess EPD (FEN's four fields, then"
                + " bm ...; id \"...\";). Lines starting with # and blank lines are skipped. The failures are listed;"
                + " the last line is 'solved K of N'.")
final class SuiteCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Parameters(index = "0", paramLabel = "GAME", description = "the game")
    private String gameId;

    @Parameters(index = "1", paramLabel = "FILE", description = "the suite")
    private Path file;

    @Option(names = "--agent", paramLabel = "SPEC", description = "the agent, as in play and match (default:"
            + " alphabeta; 1 s a move when the specification sets no limit)")
    private String agentSpec = "alphabeta";

    @Option(names = "--verbose", description = "list every position, not only the failures")
    private boolean verbose;

    @Override
    public void run() {
        Game game = Ply.game(gameId);
        List<Entry> entries = PositionSuite.read(file);
        PrintStream out = parent.out();
        int solved = 0;
        long started = System.nanoTime();
        try (Agent agent = Agents.create(game, agentSpec, SearchListener.NONE)) {
            for (Entry entry : entries) {
                GameState state = game.parseStateLeniently(entry.position(), repair -> { });
                if (state.isTerminal()) {
                    throw new InvalidInputException(file + " line " + entry.line() + ": the game is over there");
                }
                List<Integer> best = moves(state, entry.best(), entry);
                List<Integer> avoid = moves(state, entry.avoid(), entry);
                GameRecord record = new GameRecord(state);
                agent.newGame(record, entry.line());
                int move = agent.chooseMove(record, Clock.UNTIMED);
                boolean ok = (best.isEmpty() || best.contains(move)) && !avoid.contains(move);
                if (ok) {
                    solved++;
                }
                if (verbose || !ok) {
                    out.printf(Locale.ROOT, "%s %s: played %s, %s %s%n", ok ? "solved" : "FAILED",
                            entry.id() != null ? entry.id() : "line " + entry.line(), state.moveToString(move),
                            best.isEmpty() ? "avoid" : "best", String.join(" ",
                                    best.isEmpty() ? entry.avoid() : entry.best()));
                }
            }
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        out.printf(Locale.ROOT, "%s: %.1f%% in %.1f s%n", agentSpec, 100.0 * solved / entries.size(), seconds);
        out.printf(Locale.ROOT, "solved %d of %d%n", solved, entries.size());
    }

    private List<Integer> moves(GameState state, List<String> notations, Entry entry) {
        List<Integer> moves = new ArrayList<>();
        for (String notation : notations) {
            try {
                moves.add(state.parseMove(notation));
            } catch (InvalidInputException e) {
                throw new InvalidInputException(file + " line " + entry.line() + ": move '" + notation
                        + "' is not legal there");
            }
        }
        return moves;
    }
}
