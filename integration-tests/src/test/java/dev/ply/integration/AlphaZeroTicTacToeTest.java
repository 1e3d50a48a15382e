package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.MatchResult;
import dev.ply.core.search.RootMoveStatistics;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchTracer;
import dev.ply.learning.Architecture;
import dev.ply.learning.LearnedNetwork;
import dev.ply.learning.NetworkFile;
import dev.ply.learning.NetworkInfo;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** AlphaZero's search ({@code mcts:az}) on tic-tac-toe with the network that ships with the game. */
class AlphaZeroTicTacToeTest {

    private static final Game TICTACTOE = Ply.game("tictactoe");

    @TempDir
    Path folder;

    @Test
    void theShippedNetworkWithAHundredSimulationsNeverLosesToRandomOrToAlphaBeta() {
        MatchResult random = new Arena(TICTACTOE).games(200).seed(1).play(
                Agents.create(TICTACTOE, "mcts:az,iterations=100"), Agents.create(TICTACTOE, "random"));
        assertThat(random.losses()).as(random.summary()).isZero();
        assertThat(random.wins()).as(random.summary()).isGreaterThan(150);
        MatchResult perfect = new Arena(TICTACTOE).games(40).seed(2).play(
                Agents.create(TICTACTOE, "mcts:az,iterations=100"), Agents.create(TICTACTOE, "alphabeta"));
        assertThat(perfect.losses()).as(perfect.summary()).isZero();
    }

    @Test
    void theSearchFindsTheOnlyMoveThatDoesNotLoseAndSpendsItsVisitsThere() {
        // The textbook's position: X to move wins only by the centre, which threatens two lines.
        GameState state = TICTACTOE.parseState("XO.X..O..");
        try (Search search = Ply.search(TICTACTOE, "mcts:az")) {
            SearchResult result = search.search(state, SearchLimits.ofIterations(400));
            assertThat(result.bestMove()).isEqualTo(state.parseMove("4"));
            long total = result.rootMoves().stream().mapToLong(RootMoveStatistics::visits).sum();
            RootMoveStatistics best = result.rootMoves().stream().filter(m -> m.move() == result.bestMove())
                    .findFirst().orElseThrow();
            assertThat(best.visits()).isGreaterThan(total / 2);
        }
    }

    @Test
    void oneThreadGatheringLeavesWithVirtualLossFindsTheMoveAndVisitsEachRootChildAsItsIterationsSay() {
        GameState state = TICTACTOE.parseState("XO.X..O..");
        for (String spec : List.of("mcts:az,batch=8", "mcts:az,batch=8,threads=2", "mcts:az,batch=3")) {
            try (Search search = Ply.search(TICTACTOE, spec)) {
                SearchResult result = search.search(state, SearchLimits.ofIterations(400));
                assertThat(result.bestMove()).as(spec).isEqualTo(state.parseMove("4"));
                long total = result.rootMoves().stream().mapToLong(RootMoveStatistics::visits).sum();
                // Every iteration ends as one visit of a root child (the root's first expansion aside): no virtual
                // visit is left behind, none lost, whatever the gathering did.
                assertThat(total).as(spec).isBetween(399L, 400L);
            }
        }
        // Gathered leaves change the order of the updates, not the judgement: the same agent gathering 8 leaves
        // still never loses to random play.
        try (Agent gathering = Agents.create(TICTACTOE, "mcts:az,iterations=100,batch=8");
                Agent random = Agents.create(TICTACTOE, "random")) {
            MatchResult match = new Arena(TICTACTOE).games(100).seed(5).play(gathering, random);
            assertThat(match.losses()).as(match.summary()).isZero();
        }
    }

    @Test
    void threadsWhoseLeavesTheEngineEvaluatesInBatchesFindTheSameMoveAndStopTheirBatchThread() {
        GameState state = TICTACTOE.parseState("XO.X..O..");
        try (Search search = Ply.search(TICTACTOE, "mcts:az,threads=4,batch=4")) {
            SearchResult result = search.search(state, SearchLimits.ofIterations(400));
            assertThat(result.bestMove()).isEqualTo(state.parseMove("4"));
            assertThat(result.nodes()).isGreaterThanOrEqualTo(400);
            assertThat(Thread.getAllStackTraces().keySet()).anyMatch(t -> t.getName().equals("ply-network-batches"));
        }
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(t -> t.getName().equals("ply-network-batches")
                && t.isAlive());
    }

    @Test
    void theTracerIsShownEachRootMovesPriorAndItsPriorWeightedExplorationTerm() {
        List<SearchTracer.NodeStatistics> seen = new ArrayList<>();
        try (Search search = Ply.search(TICTACTOE, "mcts:az")) {
            search.trace(new SearchTracer() {
                @Override
                public boolean wantsRootStatistics(long iteration) {
                    return iteration == 50;
                }

                @Override
                public void rootStatistics(long iteration, List<SearchTracer.NodeStatistics> children) {
                    seen.addAll(children);
                }
            });
            search.search(TICTACTOE.newState(), SearchLimits.ofIterations(50));
        }
        assertThat(seen).hasSize(9);
        assertThat(seen).allSatisfy(child -> assertThat(child.exploration()).isFinite().isPositive());
        // The network's priors: a softmax over the nine legal moves.
        assertThat(seen.stream().mapToDouble(SearchTracer.NodeStatistics::prior).sum())
                .isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-4));
    }

    @Test
    void alphaBetaStopsAtTheNetworksValue() {
        // One ply and the value of the position after it: the network's judgement alone must beat random play.
        MatchResult match = new Arena(TICTACTOE).games(200).seed(3).play(
                Agents.create(TICTACTOE, "alphabeta:eval=net,depth=1"), Agents.create(TICTACTOE, "random"));
        assertThat(match.score()).as(match.summary()).isGreaterThan(0.85);
        assertThatThrownBy(() -> Ply.search(Ply.game("tree"), "alphabeta:eval=net"))
                .isInstanceOf(InvalidInputException.class).hasMessage("eval=net: tree has no network encoding");
        assertThatThrownBy(() -> Ply.search(Ply.game("chess"), "alphabeta:eval=net"))
                .hasMessage("no network ships for chess: train one with 'ply train chess --out DIR' and pass"
                        + " net=DIR/best.net");
    }

    @Test
    void nonsenseIsRefusedInOneLine() throws IOException {
        assertThatThrownBy(() -> Ply.search(TICTACTOE, "mcts:net=some.net"))
                .isInstanceOf(InvalidInputException.class).hasMessage("mcts: net needs selection=puct (preset az)");
        assertThatThrownBy(() -> Ply.search(TICTACTOE, "mcts:noise=0.3"))
                .hasMessage("mcts: noise needs selection=puct (preset az)");
        assertThatThrownBy(() -> Ply.search(TICTACTOE, "mcts:batch=8"))
                .hasMessage("mcts: batch needs selection=puct (preset az)");
        assertThatThrownBy(() -> Ply.search(TICTACTOE, "mcts:az,transpositions"))
                .hasMessage("mcts: selection=puct does not work with transpositions");
        assertThatThrownBy(() -> Ply.search(Ply.game("tree"), "mcts:az"))
                .hasMessage("mcts: selection=puct needs a game a network can read; tree has no network encoding");
        assertThatThrownBy(() -> Ply.search(Ply.game("checkers"), "mcts:az"))
                .hasMessage("no network ships for checkers: train one with 'ply train checkers --out DIR' and pass"
                        + " net=DIR/best.net");
        assertThatThrownBy(() -> Ply.search(TICTACTOE, "mcts:az,net=" + folder.resolve("missing.net")))
                .hasMessageEndingWith("missing.net: no such file");
        Path chessNet = folder.resolve("chess.net");
        NetworkFile.write(LearnedNetwork.initial(new NetworkInfo("chess", "chess-x", new Architecture.Mlp(18, List.of(4), 9),
                0, 0, "test"), 1), chessNet);
        assertThatThrownBy(() -> Ply.search(TICTACTOE, "mcts:az,net=" + chessNet))
                .hasMessageContaining("is made for chess, not tictactoe");
    }
}
