package dev.ply.examples;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.agent.SearchSpecification;
import dev.ply.core.search.Scores;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.examples.connectfour.ConnectFourSolver;
import dev.ply.examples.connectfour.ConnectFourState;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * the value tests nothing and is left out.
 */
public final class LabelPositions {

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
            System.err.println("usage: LabelPositions GAME (--all | --count N --plies P [--seed S]) --out FILE");
            System.exit(2);
        }
        Game game = Ply.game(args[0]);
        boolean all = false;
        int count = 100;
        int plies = 10;
        int maxPlies = -1;
        long seed = 1;
        String player = null;
        int randomPlies = 0;
        Path out = null;
        for (int i = 1; i < args.length; i++) {
            switch (args[i]) {
                case "--all" -> all = true;
                case "--count" -> count = Integer.parseInt(args[++i]);
                case "--plies" -> plies = Integer.parseInt(args[++i]);
                case "--max-plies" -> maxPlies = Integer.parseInt(args[++i]);
                case "--seed" -> seed = Long.parseLong(args[++i]);
                case "--from-play" -> player = args[++i];
                case "--random-plies" -> randomPlies = Integer.parseInt(args[++i]);
                case "--out" -> out = Path.of(args[++i]);
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        if (out == null) {
            throw new IllegalArgumentException("--out FILE is required");
        }
        SplittableRandom random = new SplittableRandom(seed);
        Set<String> positions;
        if (all) {
            positions = every(game);
        } else if (player != null) {
            SearchSpecification specification = SearchSpecification.parse(player);
            try (Search search = Ply.search(game, specification.search())) {
                positions = played(game, search, specification.limits(), count, plies, Math.max(plies, maxPlies),
                        randomPlies, random);
            }
        } else {
            positions = sampled(game, count, plies, Math.max(plies, maxPlies), random);
        }
        long started = System.nanoTime();
        try (Search search = Ply.search(game, "alphabeta:hash=64");
                PrintWriter writer = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8))) {
            ConnectFourSolver solver = game.id().equals("connectfour") ? new ConnectFourSolver(24) : null;
            writer.println("# " + game.id() + ": " + positions.size() + " positions, each with every move that keeps"
                    + " its exact value; made by LabelPositions " + String.join(" ", args));
            int done = 0;
            for (String notation : positions) {
                GameState state = game.parseState(notation);
                int[] value = new int[1];
                List<String> best = solver != null ? bestMoves(solver, (ConnectFourState) state, value)
                        : bestMoves(search, state, value);
                if (all || best.size() < state.legalMoves(new int[game.maxMoves()])) {
                    writer.println(notation + " ; bm " + String.join(" ", best) + " ; value " + value[0]);
                    writer.flush();
                }
                if (++done % 100 == 0) {
                    System.err.printf("%d/%d positions, %.0f s%n", done, positions.size(),
                            (System.nanoTime() - started) / 1e9);
                }
            }
        }
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
        int[] values = solver.moveValues(state);
        int best = Integer.MIN_VALUE;
        for (int v : values) {
            best = Math.max(best, v);
        }
        value[0] = best;
        List<String> bestMoves = new ArrayList<>();
        for (int column = 0; column < values.length; column++) {
            if (values[column] == best) {
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
     * One position from each game the search plays against itself after random opening moves (all moves random
     * without a search).
     */
    private static Set<String> played(Game game, Search search, SearchLimits limits, int count, int minPlies,
            int maxPlies, int randomPlies, SplittableRandom random) {
        Set<String> positions = new LinkedHashSet<>();
        int[] moves = new int[game.maxMoves()];
        int attempts = 0;
        while (positions.size() < count && attempts++ < 100 * count) {
            GameState state = game.newState();
            int plies = minPlies + random.nextInt(maxPlies - minPlies + 1);
            for (int p = 0; p < plies && !state.isTerminal(); p++) {
                state.play(p < randomPlies ? moves[random.nextInt(state.legalMoves(moves))]
                        : search.search(state, limits).bestMove());
            }
            if (!state.isTerminal()) {
                positions.add(state.notation());
            }
            if (search != null) {
                search.newGame();
            }
        }
        return positions;
    }

    private static Set<String> sampled(Game game, int count, int minPlies, int maxPlies, SplittableRandom random) {
        return played(game, null, null, count, minPlies, maxPlies, Integer.MAX_VALUE, random);
    }
}
