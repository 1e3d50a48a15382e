package dev.ply.examples;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.agent.SearchSpecification;
import dev.ply.core.search.Scores;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.examples.connectfour.ConnectFour;
import dev.ply.examples.connectfour.ConnectFourSolver;
import dev.ply.examples.connectfour.ConnectFourState;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Writes a test suite for {@code ply suite} labelled by an exact solver: each position with every move that keeps
 * its game-theoretic value (win, draw or loss; the distance to a win is not asked for) and that value
 * ({@code ; value 1}), which supervised training ({@code ply train --supervised}) reads. Either every reachable
 * position that is not over ({@code --all}, for tic-tac-toe's 4,520) or positions from random games after a number
 * of plies. Each move is solved to the end of the game: by Connect Four's own solver ({@link ConnectFourSolver}) for
 * Connect Four, by alpha-beta for other games, so this is for games whose positions can be solved.
 *
 * <pre>
 * java -cp examples/target/ply.jar dev.ply.examples.LabelPositions tictactoe --all --out tictactoe-all.suite
 * java -cp examples/target/ply.jar dev.ply.examples.LabelPositions connectfour --count 1000 --plies 12 \
 *     --max-plies 24 --seed 7 --out connectfour.suite
 * java -cp examples/target/ply.jar dev.ply.examples.LabelPositions connectfour --count 400 --plies 6 \
 *     --max-plies 20 --from-play alphabeta:time=50ms --random-plies 4 --seed 5 --out connectfour-played.suite
 * </pre>
 *
 * <p>Sampled positions come from one game each, after a number of plies drawn from {@code [--plies, --max-plies]}:
 * games of uniformly random moves, or with {@code --from-play SPEC} games that search plays for both sides after
 * {@code --random-plies} random moves (positions good players reach). A position in which every legal move keeps
 * the value tests nothing and is left out (kept as a comment line), unless {@code --keep-all} asks for every
 * position (a training set for {@code ply train --supervised}, whose value targets those positions still teach).
 *
 * <p>Each position is written as soon as it is labelled, so a long run can be stopped at any time: the same command
 * run again reads the file back, skips the positions it holds and goes on until {@code --count} are labelled, so a larger
 * count labels more (a file made with other settings is refused).
 */
public final class LabelPositions {

    /** The comment line of a position labelled but left out: every move keeps its value. */
    private static final String SAME_VALUE = "# every move keeps the value: ";

    private LabelPositions() {
    }

    /**
     * Writes the suite.
     *
     * @param args {@code GAME (--all | --count N --plies P [--seed S]) --out FILE}
     * @throws IOException if the file cannot be written
     */
    public static void main(String[] args) throws IOException {
        if (args.length < 3) {
            System.err.println("usage: LabelPositions GAME (--all | --count N --plies P [--max-plies P]"
                    + " [--from-play SPEC [--random-plies R]] [--seed S] [--keep-all]) --out FILE");
            System.exit(2);
        }
        Game game = Ply.game(args[0]);
        boolean all = false;
        boolean keepAll = false;
        int count = 100;
        int plies = 10;
        int maxPlies = -1;
        long seed = 1;
        String playerSpec = null;
        int randomPlies = 0;
        Path out = null;
        for (int i = 1; i < args.length; i++) {
            switch (args[i]) {
                case "--all" -> all = true;
                case "--keep-all" -> keepAll = true;
                case "--count" -> count = Integer.parseInt(args[++i]);
                case "--plies" -> plies = Integer.parseInt(args[++i]);
                case "--max-plies" -> maxPlies = Integer.parseInt(args[++i]);
                case "--seed" -> seed = Long.parseLong(args[++i]);
                case "--from-play" -> playerSpec = args[++i];
                case "--random-plies" -> randomPlies = Integer.parseInt(args[++i]);
                case "--out" -> out = Path.of(args[++i]);
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        if (out == null) {
            throw new IllegalArgumentException("--out FILE is required");
        }
        String header = "# " + game.id() + ": positions each with every move that keeps its exact value; made by"
                + " LabelPositions " + String.join(" ", args).replaceAll(" --(count|out) \\S+", "");
        Set<String> done = resume(out, header);
        int target = all ? Integer.MAX_VALUE : count;
        if (done.size() >= target) {
            System.err.printf("%s already holds %d positions%n", out, done.size());
            return;
        }
        // A resumed run draws new games: the stream of positions goes on from a seed of its own.
        SplittableRandom random = new SplittableRandom(seed + 0x9E3779B97F4A7C15L * done.size());
        int[] moves = new int[game.maxMoves()];
        long started = System.nanoTime();
        int labelled = 0;
        try (Search search = Ply.search(game, "alphabeta:hash=64");
                Search player = playerSpec == null ? null : Ply.search(game, SearchSpecification.parse(playerSpec)
                        .search());
                PrintWriter writer = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8,
                        StandardOpenOption.CREATE, StandardOpenOption.APPEND))) {
            if (done.isEmpty()) {
                writer.println(header);
            }
            ConnectFourSolver solver = game.id().equals("connectfour") ? new ConnectFourSolver(24) : null;
            SearchLimits limits = playerSpec == null ? null : SearchSpecification.parse(playerSpec).limits();
            java.util.Iterator<String> every = all ? every(game).iterator() : null;
            int attempts = 0;
            while (done.size() < target && (all || attempts++ < 100L * count)) {
                String notation;
                if (every != null) {
                    if (!every.hasNext()) {
                        break;
                    }
                    notation = every.next();
                } else {
                    notation = played(game, player, limits, plies, Math.max(plies, maxPlies),
                            player == null ? Integer.MAX_VALUE : randomPlies, random, moves);
                }
                if (notation == null || !done.add(notation)) {
                    continue;
                }
                GameState state = game.parseState(notation);
                int[] value = new int[1];
                List<String> best = solver != null ? bestMoves(solver, (ConnectFourState) state, value)
                        : bestMoves(search, state, value);
                if (all || keepAll || best.size() < state.legalMoves(moves)) {
                    writer.println(notation + " ; bm " + String.join(" ", best) + " ; value " + value[0]);
                } else {
                    // Labelled, but every move keeps the value: no test, kept as a comment so a resumed run skips it.
                    writer.println(SAME_VALUE + notation);
                }
                writer.flush();
                if (++labelled % 100 == 0) {
                    System.err.printf("%d positions (%d this run), %.0f s%n", done.size(), labelled,
                            (System.nanoTime() - started) / 1e9);
                }
            }
        }
    }

    /**
     * The positions a file of an earlier run of the same command holds (suite lines and positions left out), or none
     * for a new file.
     *
     * @throws IllegalArgumentException if the file was made by another command
     */
    static Set<String> resume(Path out, String header) throws IOException {
        Set<String> done = new LinkedHashSet<>();
        if (!Files.exists(out) || Files.size(out) == 0) {
            return done;
        }
        List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        if (!lines.get(0).equals(header)) {
            throw new IllegalArgumentException(out + " was made with other settings (its first line: "
                    + lines.get(0) + "); use another --out");
        }
        for (String line : lines.subList(1, lines.size())) {
            if (line.startsWith(SAME_VALUE)) {
                done.add(line.substring(SAME_VALUE.length()));
            } else if (!line.isBlank() && !line.startsWith("#")) {
                done.add(line.substring(0, line.indexOf(" ; ")).strip());
            }
        }
        return done;
    }

    /** Every move of the position whose exact value is the position's; that value goes to {@code value[0]}. */
    static List<String> bestMoves(Search search, GameState state, int[] value) {
        int[] moves = new int[state.game().maxMoves()];
        int count = state.legalMoves(moves);
        int[] values = new int[count];
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < count; i++) {
            state.play(moves[i]);
            values[i] = -exactValue(search, state);
            state.undo();
            best = Math.max(best, values[i]);
        }
        value[0] = best;
        List<String> bestMoves = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (values[i] == best) {
                bestMoves.add(state.moveToString(moves[i]));
            }
        }
        return bestMoves;
    }

    /** {@link #bestMoves(Search, GameState, int[])} by Connect Four's solver. */
    static List<String> bestMoves(ConnectFourSolver solver, ConnectFourState state, int[] value) {
        boolean[] keeps = new boolean[ConnectFour.COLUMNS];
        value[0] = solver.bestColumns(state, keeps);
        List<String> bestMoves = new ArrayList<>();
        for (int column = 0; column < keeps.length; column++) {
            if (keeps[column]) {
                bestMoves.add(state.moveToString(column));
            }
        }
        return bestMoves;
    }

    /** The exact value for the side to move: 1, 0 or -1. */
    static int exactValue(Search search, GameState state) {
        if (state.isTerminal()) {
            return Integer.signum(state.outcome(state.toMove()));
        }
        int depth = state.game().maxPlies() - state.plies();
        SearchResult result = search.search(state, SearchLimits.ofDepth(Math.min(depth, SearchLimits.MAX_DEPTH)));
        int score = result.score();
        if (Scores.isDecisive(score)) {
            return Integer.signum(score);
        }
        if (score != 0) {
            throw new IllegalStateException("not solved: " + state.notation() + " scores " + score);
        }
        return 0;
    }

    private static Set<String> every(Game game) {
        Set<String> seen = new LinkedHashSet<>();
        walk(game.newState(), seen);
        return seen;
    }

    private static void walk(GameState state, Set<String> seen) {
        if (state.isTerminal() || !seen.add(state.notation())) {
            return;
        }
        int[] moves = new int[state.game().maxMoves()];
        int count = state.legalMoves(moves);
        for (int i = 0; i < count; i++) {
            state.play(moves[i]);
            walk(state, seen);
            state.undo();
        }
    }

    /**
     * The position after a number of plies drawn from {@code [minPlies, maxPlies]} of a game the search plays
     * against itself after {@code randomPlies} random moves (all moves random without a search), or {@code null} if
     * the game ended first.
     */
    private static String played(Game game, Search search, SearchLimits limits, int minPlies, int maxPlies,
            int randomPlies, SplittableRandom random, int[] moves) {
        GameState state = game.newState();
        int plies = minPlies + random.nextInt(maxPlies - minPlies + 1);
        for (int p = 0; p < plies && !state.isTerminal(); p++) {
            state.play(p < randomPlies ? moves[random.nextInt(state.legalMoves(moves))]
                    : search.search(state, limits).bestMove());
        }
        if (search != null) {
            search.newGame();
        }
        return state.isTerminal() ? null : state.notation();
    }
}
