package dev.ply.search.mcts;

import static dev.ply.testkit.BuilderEquivalence.option;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.search.RootMoveStatistics;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.search.mcts.backpropagation.BackpropagationPolicy;
import dev.ply.search.mcts.backpropagation.MonteCarloBackpropagation;
import dev.ply.search.mcts.finalmoveselection.ChildStatistics;
import dev.ply.search.mcts.finalmoveselection.FinalMoveSelection;
import dev.ply.search.mcts.playout.RandomPlayout;
import dev.ply.search.mcts.selection.GraveSelection;
import dev.ply.search.mcts.selection.SelectionPolicy;
import dev.ply.search.mcts.selection.UctSelection;
import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.SearchTree;
import dev.ply.testkit.BuilderEquivalence;
import dev.ply.testkit.BuilderEquivalence.Case;
import dev.ply.games.tree.GameTree;
import dev.ply.games.tree.GameTrees;
import dev.ply.games.tree.TreeGame;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class MctsBuilderTest {

    /** Two plies of wins (1) and losses (-1) for the first player: only the first move wins whatever the reply. */
    private static final String TREE = "((1,1,1),(-1,1,1),(-1,-1,-1),(1,-1,-1))";

    static List<Case> mctsCases() {
        return List.of(
                option("c=0.7", () -> Mcts.builder().exploration(0.7)),
                option("selection=grave", () -> Mcts.builder().selection(Mcts.Selection.GRAVE)),
                option("ref=100", () -> Mcts.builder().graveReference(100)),
                option("ravebias=0.001", () -> Mcts.builder().raveBias(0.001)),
                option("bias=2.5", () -> Mcts.builder().progressiveBias(2.5)),
                option("playout=greedy", () -> Mcts.builder().playout(Mcts.Playout.GREEDY)),
                option("playout=policy", () -> Mcts.builder().playout(Mcts.Playout.POLICY)),
                option("playout=mast", () -> Mcts.builder().playout(Mcts.Playout.MAST)),
                option("fpu=0.6", () -> Mcts.builder().firstPlayUrgency(0.6)),
                option("prior=10", () -> Mcts.builder().priorVisits(10)),
                option("epsilon=0.25", () -> Mcts.builder().epsilon(0.25)),
                option("cutoff=12", () -> Mcts.builder().cutoff(12)),
                option("evalscale=300", () -> Mcts.builder().evalScale(300)),
                option("final=secure", () -> Mcts.builder().finalMove(Mcts.FinalMove.SECURE)),
                option("solver", () -> Mcts.builder().solver(true)),
                option("transpositions=true", () -> Mcts.builder().transpositions(true)),
                option("reuse=false", () -> Mcts.builder().reuse(false)),
                option("threads=4", () -> Mcts.builder().threads(4)),
                option("parallel=root", () -> Mcts.builder().parallel(Mcts.Parallel.ROOT)),
                option("virtualloss=3", () -> Mcts.builder().virtualLoss(3)),
                option("memory=64", () -> Mcts.builder().memoryMiB(64)),
                option("treenodes=100000", () -> Mcts.builder().treeNodes(100_000)),
                option("seed=-42", () -> Mcts.builder().seed(-42)),
                option("plain,seed=7", () -> Mcts.builder().plain().seed(7)),
                option("mogo", () -> Mcts.builder().mogo()),
                option("az,net=runs/c4.net,noise=0.3", () -> Mcts.builder().az().net("runs/c4.net").noise(0.3)),
                option("az,threads=4,batch=4", () -> Mcts.builder().az().threads(4).batch(4)),
                option("selection=puct", () -> Mcts.builder().selection(Mcts.Selection.PUCT)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mctsCases")
    void shouldConfigureTheSameSearchTypedAsWritten(Case c) {
        BuilderEquivalence.assertEquivalent(c);
    }

    @Test
    void shouldHaveABuilderCaseForEveryOption() {
        BuilderEquivalence.assertCoversEveryOption(new MctsProvider(), mctsCases());
    }

    @Test
    void shouldSearchAsTheSpecificationDoesWhenBuiltTheSameWay() {
        TreeGame game = TreeRuns.game(TREE);
        SearchResult written = TreeRuns.run(game, "mcts:c=0.5,seed=3", 400);
        SearchResult built = run(game, Mcts.builder().exploration(0.5).seed(3), 400);
        assertThat(built.rootMoves()).isEqualTo(written.rootMoves());
        assertThat(built.bestMove()).isEqualTo(written.bestMove()).isZero();
    }

    @Test
    void shouldRunAGraveSelectionObjectAsTheGraveOptionDoesKeepingAmafStatisticsForIt() {
        // Four plies, so that the first player's later moves give the root AMAF statistics of their own.
        TreeGame game = new TreeGame(GameTree.of(GameTrees.uniform(3, 4, leaf -> Long.bitCount(leaf * 0x9E37L) % 2 == 0
                ? 1 : -1)));
        SearchResult option = TreeRuns.run(game, "mcts:selection=grave,ref=5,ravebias=0.01,seed=9", 600);
        SearchResult object = run(game,
                Mcts.builder().selection(GraveSelection.grave(Math.sqrt(2), 5, 0.01)).seed(9), 600);
        assertThat(object.rootMoves()).isEqualTo(option.rootMoves());
        SearchResult uct = TreeRuns.run(game, "mcts:seed=9", 600);
        assertThat(uct.rootMoves()).as("GRAVE and UCT share out the visits differently")
                .isNotEqualTo(option.rootMoves());
    }

    @Test
    void shouldCallTheStrategiesPassedInForEveryIteration() {
        TreeGame game = TreeRuns.game(TREE);
        AtomicLong selections = new AtomicLong();
        AtomicLong updates = new AtomicLong();
        AtomicLong playoutsBuilt = new AtomicLong();
        SelectionPolicy uct = UctSelection.withExploration(Math.sqrt(2));
        SelectionPolicy counting = (SearchTree tree, Iteration iteration, int node, int player) -> {
            selections.incrementAndGet();
            return uct.select(tree, iteration, node, player);
        };
        BackpropagationPolicy statistics = new MonteCarloBackpropagation(1);
        BackpropagationPolicy countingUpdate = (tree, iteration) -> {
            updates.incrementAndGet();
            statistics.update(tree, iteration);
        };
        Mcts builder = Mcts.builder().selection(counting).backpropagation(countingUpdate)
                .playoutFactory(context -> {
                    playoutsBuilt.incrementAndGet();
                    return new RandomPlayout(context.scale(), 0, context.game().maxPlies());
                });
        SearchResult result = run(game, builder, 500);
        assertThat(updates.get()).as("one back-propagation per iteration").isEqualTo(500);
        assertThat(selections.get()).as("a descent below the root's four children selects").isGreaterThan(400);
        assertThat(playoutsBuilt.get()).as("the factory runs once per search created").isEqualTo(1);
        assertThat(result.bestMove()).isZero();
        assertThat(builder.toString()).isEqualTo("mcts with its own selection, playout, backpropagation");
    }

    @Test
    void shouldPlayTheMoveAFinalMoveSelectionOfOneSOwnChooses() {
        FinalMoveSelection leastVisited = new FinalMoveSelection() {
            @Override
            protected double score(ChildStatistics child) {
                return -child.visits();
            }

            @Override
            public String name() {
                return "least-visited";
            }
        };
        TreeGame game = TreeRuns.game(TREE);
        SearchResult result = run(game, Mcts.builder().finalMove(leastVisited), 500);
        RootMoveStatistics fewest = result.rootMoves().stream()
                .min(Comparator.comparingLong(RootMoveStatistics::visits)).orElseThrow();
        assertThat(result.bestMove()).isEqualTo(fewest.move()).isNotZero();
    }

    @Test
    void shouldRefuseAnEmptyBackpropagationChain() {
        assertThatThrownBy(() -> Mcts.builder().backpropagation())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least one");
    }

    private static SearchResult run(TreeGame game, Mcts builder, long iterations) {
        try (Search search = builder.create(game)) {
            return search.search(game.newState(), SearchLimits.ofIterations(iterations));
        }
    }
}
