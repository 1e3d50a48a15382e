package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.RootMoveStatistics;
import dev.ply.core.search.Scores;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchStatistics;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The convergence criteria of the Monte Carlo search on tic-tac-toe, with the textbook settings
 * (c = √2, random play-outs, the most visited move), every run seeded so that it repeats.
 */
class MctsTicTacToeTest {

    /** The textbook's position: X to move; the centre wins with a fork, 7 draws, 2, 5 and 8 lose. */
    private static final String TEXTBOOK = "XO.X..O..";
    /** X to move; squares 3, 6 and 8 win. */
    private static final String X_WINS = "X.O......";
    /** O to move; only the centre draws. */
    private static final String O_MUST_TAKE_CENTRE = "X........";
    /**
     * The smallest budgets (iterations per move) from which MCTS lost none of 100 games against the
     * perfect player at every budget scanned, as search-mcts/README.md reports them. They depend on
     * the seeds and on the game's hash keys, which fix the order in which moves are expanded.
     */
    static final int SMALLEST_SAFE_BUDGET_AS_X = 90;
    static final int SMALLEST_SAFE_BUDGET_AS_O = 2000;

    private static Game game;
    private static TicTacToePerfectPlayer perfect;

    @BeforeAll
    static void setUp() {
        game = Ply.game("tictactoe");
        perfect = new TicTacToePerfectPlayer(game);
    }

    @AfterAll
    static void tearDown() {
        perfect.close();
    }

    static Set<Integer> optimal(String position) {
        return Set.copyOf(perfect.optimalMoves(game.parseState(position)));
    }

    static SearchResult search(String spec, String position, long iterations) {
        try (Search search = Ply.search(game, spec)) {
            return search.search(game.parseState(position), SearchLimits.ofIterations(iterations));
        }
    }

    static int optimalChoices(String spec, String position, long iterations, int seeds) {
        Set<Integer> optimal = optimal(position);
        int hits = 0;
        for (int seed = 1; seed <= seeds; seed++) {
            String seeded = spec + (spec.contains(":") ? "," : ":") + "seed=" + seed;
            if (optimal.contains(search(seeded, position, iterations).bestMove())) {
                hits++;
            }
        }
        return hits;
    }

    @Test
    void shouldKnowTheOptimalMovesOfTheReferencePositions() {
        assertThat(optimal(X_WINS)).containsExactlyInAnyOrder(3, 6, 8);
        assertThat(optimal(O_MUST_TAKE_CENTRE)).containsExactly(4);
        assertThat(optimal(TEXTBOOK)).as("the textbook's fork").containsExactly(4);
    }

    @Test
    void shouldReproduceTheTextbooksMonteCarloFiguresInDistribution() {
        // The textbook's one run at 1,000 iterations: the centre 856 visits (mean 0.94), the drawing move 7 52,
        // UCT values of the root moves 1.049 to 1.068; at 100 iterations the centre 47. Averaged over 100 seeds:
        int seeds = 100;
        double centre = 0;
        double centreMean = 0;
        double draw = 0;
        double centreAt100 = 0;
        double lowestUct = Double.MAX_VALUE;
        double highestUct = 0;
        for (int seed = 1; seed <= seeds; seed++) {
            SearchResult result = search("mcts:seed=" + seed, TEXTBOOK, 1000);
            for (RootMoveStatistics move : result.rootMoves()) {
                double uct = move.value() + Math.sqrt(2) * Math.sqrt(Math.log(1000) / move.visits());
                lowestUct = Math.min(lowestUct, uct);
                highestUct = Math.max(highestUct, uct);
                if (move.move() == 4) {
                    centre += move.visits() / (double) seeds;
                    centreMean += move.value() / seeds;
                } else if (move.move() == 7) {
                    draw += move.visits() / (double) seeds;
                }
            }
            centreAt100 += search("mcts:seed=" + seed, TEXTBOOK, 100).rootMoves().stream()
                    .filter(move -> move.move() == 4).mapToLong(RootMoveStatistics::visits).sum() / (double) seeds;
        }
        assertThat(centre).as("the centre's visits").isBetween(845.0, 865.0);
        assertThat(centreMean).as("the centre's mean result").isBetween(0.92, 0.96);
        assertThat(draw).as("the drawing move's visits").isBetween(40.0, 60.0);
        assertThat(lowestUct).as("the lowest UCT value of a root move").isGreaterThan(1.03);
        assertThat(highestUct).as("the highest").isLessThan(1.09);
        assertThat(centreAt100).as("the centre's visits at 100 iterations").isBetween(30.0, 60.0);
    }

    @ParameterizedTest(name = "{0} at {1} iterations: at least {2} of 100 seeds")
    @CsvSource({
        X_WINS + ", 1000, 95",
        X_WINS + ", 3000, 100",
        O_MUST_TAKE_CENTRE + ", 1000, 95",
        O_MUST_TAKE_CENTRE + ", 3000, 100",
    })
    void shouldChooseAnOptimalMoveInNearlyEverySeed(String position, int iterations, int atLeast) {
        assertThat(optimalChoices("mcts", position, iterations, 100)).isGreaterThanOrEqualTo(atLeast);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"'mcts:solver'", "'mcts:selection=rave'", "'mcts:selection=grave'", "'mcts:bias=2'",
        "'mcts:playout=greedy'", "'mcts:cutoff=2'", "'mcts:transpositions'", "'mcts:final=mean'",
        "'mcts:final=secure'", "'mcts:solver,transpositions,selection=rave,bias=1,threads=2'"})
    void shouldStillChooseOptimalMovesWithEachEnhancement(String spec) {
        for (String position : List.of(X_WINS, O_MUST_TAKE_CENTRE)) {
            assertThat(optimalChoices(spec, position, 3000, 50)).as(position).isGreaterThanOrEqualTo(49);
        }
    }

    @Test
    void shouldSumTheRootChildrensVisitsToTheIterations() {
        for (String spec : List.of("mcts", "mcts:threads=2", "mcts:threads=2,parallel=root", "mcts:solver")) {
            SearchResult result = search(spec, O_MUST_TAKE_CENTRE, 1000);
            long visits = result.rootMoves().stream().mapToLong(RootMoveStatistics::visits).sum();
            assertThat(visits).as(spec).isEqualTo(1000).isEqualTo(result.statistics().get(SearchStatistics.ITERATIONS));
        }
    }

    @Test
    void shouldProveTheWinWithTheSolverWithinAThousandIterations() {
        SearchResult result = search("mcts:solver", X_WINS, 1000);
        assertThat(result.score()).as("a proven win").isGreaterThanOrEqualTo(Scores.WIN_THRESHOLD);
        assertThat(result.bestMove()).isIn(3, 6, 8);
        // X wins with its third mark at the earliest: X, O, X, O, X is five plies from here.
        assertThat(Scores.pliesToResult(result.score())).isEqualTo(5);
        assertThat(result.statistics().get(SearchStatistics.ITERATIONS).longValue()).as("stops once proven").isLessThan(1000);
    }

    @Test
    void shouldProveTheEmptyBoardADrawWithTheSolverAndTranspositions() {
        try (Search search = Ply.search(game, "mcts:solver,transpositions")) {
            SearchResult result = search.search(game.newState(), SearchLimits.ofIterations(50_000));
            assertThat(result.score()).isZero();
            assertThat(result.statistics().get(SearchStatistics.ITERATIONS).longValue()).as("stops once proven").isLessThan(50_000);
            assertThat(result.statistics().get(SearchStatistics.SHARED_NODES).longValue()).isPositive();
            assertThat(perfect.optimalMoves(game.newState())).contains(result.bestMove());
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"'mcts:threads=2'", "'mcts:threads=2,parallel=root'"})
    void shouldKeepTheOptimalMoveRateWhenParallel(String spec) {
        // Tree parallelism varies from one execution to the next (the threads interleave differently, and
        // more so when other work competes for the cores); root parallelism under an iteration limit repeats
        // exactly. At 1,000 iterations two threads sharing a tree chose an optimal move from X........ only 279
        // and 281 times in 300 in two runs of the whole module (one thread: 297), so the comparison runs at
        // 2,000 iterations, where the 15 points allowed cover the noise rather than a small budget's cost.
        for (String position : List.of(X_WINS, O_MUST_TAKE_CENTRE)) {
            int single = optimalChoices("mcts", position, 2000, 300);
            int parallel = optimalChoices(spec, position, 2000, 300);
            assertThat(Math.abs(parallel - single)).as("%s from %s: %d vs %d of 300", spec, position, parallel, single)
                    .isLessThanOrEqualTo(15);
        }
    }

    @Test
    void shouldKeepTheChosenChildsStatisticsWhenReusingTheTree() {
        try (Search search = Ply.search(game, "mcts:seed=3"); Search fresh = Ply.search(game, "mcts:reuse=false")) {
            GameState state = game.parseState(X_WINS);
            SearchResult first = search.search(state, SearchLimits.ofIterations(2000));
            RootMoveStatistics chosen = first.rootMoves().stream().filter(m -> m.move() == first.bestMove())
                    .findFirst().orElseThrow();
            state.play(first.bestMove());
            SearchResult next = search.search(state, SearchLimits.ofIterations(1));
            long visits = next.rootMoves().stream().mapToLong(RootMoveStatistics::visits).sum();
            // The child's first visit was its own play-out; every later one went through one of its children.
            assertThat(visits).isEqualTo(chosen.visits());
            assertThat(next.statistics().get(SearchStatistics.REUSED_NODES).longValue()).isPositive();
            // Its children's rewards are the chosen child's reward seen from the other side.
            double meanForO = next.rootMoves().stream().mapToDouble(m -> m.value() * m.visits()).sum() / visits;
            assertThat(meanForO).isCloseTo(1 - chosen.value(), org.assertj.core.data.Offset.offset(0.01));
            SearchResult unreused = fresh.search(state, SearchLimits.ofIterations(1));
            assertThat(unreused.rootMoves().stream().mapToLong(RootMoveStatistics::visits).sum()).isEqualTo(1);
        }
    }

    @Test
    void shouldReuseTheTreeTwoPliesOnAndWhenSearchingTheSamePositionAgain() {
        try (Search search = Ply.search(game, "mcts:seed=5")) {
            GameState state = game.newState();
            SearchResult first = search.search(state, SearchLimits.ofIterations(3000));
            SearchResult again = search.search(state, SearchLimits.ofIterations(1000));
            assertThat(again.rootMoves().stream().mapToLong(RootMoveStatistics::visits).sum()).isEqualTo(4000);
            state.play(first.bestMove());
            state.play(first.principalVariation().get(1));
            SearchResult later = search.search(state, SearchLimits.ofIterations(100));
            assertThat(later.statistics().get(SearchStatistics.REUSED_NODES).longValue()).isPositive();
            assertThat(later.rootMoves().stream().mapToLong(RootMoveStatistics::visits).sum()).isGreaterThan(100);
        }
    }

    @Test
    void shouldLoseNoGameToAPerfectPlayerAtTenThousandIterations() {
        assertThat(losses(10_000, 0, 100)).as("as X").isZero();
        assertThat(losses(10_000, 1, 100)).as("as O").isZero();
    }

    @Test
    void shouldLoseNoGameAtTheSmallestBudgetsTheReadmeReports() {
        assertThat(losses(SMALLEST_SAFE_BUDGET_AS_X, 0, 100)).as("as X").isZero();
        assertThat(losses(SMALLEST_SAFE_BUDGET_AS_O, 1, 100)).as("as O").isZero();
    }

    /**
     * Plays games of MCTS (a fresh, seeded search per game, its tree reused from move to move) against
     * the perfect player and counts MCTS's losses.
     */
    static int losses(int iterations, int mctsPlayer, int games) {
        int losses = 0;
        for (int g = 0; g < games; g++) {
            SplittableRandom random = new SplittableRandom(1000 + g);
            try (Search mcts = Ply.search(game, "mcts:seed=" + (g + 1))) {
                GameState state = game.newState();
                while (!state.isTerminal()) {
                    int move = state.toMove() == mctsPlayer
                            ? mcts.search(state, SearchLimits.ofIterations(iterations)).bestMove()
                            : perfect.choose(state, random);
                    state.play(move);
                }
                if (state.outcome(mctsPlayer) < 0) {
                    losses++;
                }
            }
        }
        return losses;
    }
}
