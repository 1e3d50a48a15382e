package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.GameResult;
import dev.ply.core.search.RootMoveStatistics;
import dev.ply.core.search.Scores;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchTracer;
import dev.ply.games.chess.ChessState;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The alpha-beta engine on chess: exact where it must be, and legal and sane with any option switched. */
class ChessEngineTest {

    private static final Game CHESS = Ply.game("chess");
    private static final List<GameState> POSITIONS = new ArrayList<>();
    /** Middlegames with captures about, where a good capture often beats beta by a margin at a shallower depth. */
    private static final List<String> MIDDLEGAMES = List.of(
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "r2q1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2Q1RK1 w - - 0 10",
            "r1b2rk1/2q1bppp/p2ppn2/1p6/3NP3/1BN1B3/PPP1QPPP/R4RK1 w - - 0 12");

    /** Positions from random play-outs, re-read from their FEN so that no history lies behind them. */
    @BeforeAll
    static void randomPositions() {
        SplittableRandom random = new SplittableRandom(11);
        int[] moves = new int[CHESS.maxMoves()];
        while (POSITIONS.size() < 24) {
            GameState state = CHESS.newState();
            int plies = 6 + random.nextInt(40);
            for (int i = 0; i < plies && !state.isTerminal(); i++) {
                state.play(moves[random.nextInt(state.legalMoves(moves))]);
            }
            if (!state.isTerminal()) {
                POSITIONS.add(CHESS.parseState(state.notation()));
            }
        }
    }

    @Test
    void shouldEndDeepNodesByProbCutOnlyWhenItIsOn() {
        assertThat(probCuts("alphabeta:hash=16", MIDDLEGAMES)).as("ProbCut is on by default").isPositive();
        assertThat(probCuts("alphabeta:hash=16,probcut=false", MIDDLEGAMES)).isZero();
        assertThat(probCuts("alphabeta:hash=16,fullwidth", MIDDLEGAMES)).as("fullwidth turns it off").isZero();
        assertThat(probCuts("alphabeta:hash=16,probcut=true,probcut-depth=99", MIDDLEGAMES))
                .as("no node is that deep").isZero();
    }

    @Test
    void shouldReduceMoreInCutNodesAndAfterATableCaptureOnlyWhenAsked() {
        long plain = nodes("alphabeta:hash=16", MIDDLEGAMES);
        assertThat(nodes("alphabeta:hash=16,lmr-cutnode=0,lmr-ttcapture=0", MIDDLEGAMES)).as("0 is the default")
                .isEqualTo(plain);
        assertThat(nodes("alphabeta:hash=16,lmr-cutnode=2", MIDDLEGAMES)).as("cut nodes reduced more")
                .isNotEqualTo(plain);
        assertThat(nodes("alphabeta:hash=16,lmr-ttcapture=1", MIDDLEGAMES)).as("after a table capture")
                .isNotEqualTo(plain);
    }

    /** The nodes of searches of the positions to depth 8, one search each from a new game. */
    private static long nodes(String spec, List<String> positions) {
        long nodes = 0;
        try (Search search = Ply.search(CHESS, spec)) {
            for (String fen : positions) {
                search.newGame();
                nodes += search.search(CHESS.parseState(fen), SearchLimits.ofDepth(8)).nodes();
            }
        }
        return nodes;
    }

    /** The nodes ProbCut ended in searches of the positions to depth 8. */
    private static int probCuts(String spec, List<String> positions) {
        int[] cuts = new int[1];
        try (Search search = Ply.search(CHESS, spec)) {
            search.trace(new SearchTracer() {
                @Override
                public void cutoff(int ply, int move, int notSearched, String reason) {
                    cuts[0] += reason.equals("probcut") ? 1 : 0;
                }
            });
            for (String fen : positions) {
                search.search(CHESS.parseState(fen), SearchLimits.ofDepth(8));
            }
        }
        return cuts[0];
    }

    @Test
    void shouldReturnTheMinimaxValueAtFixedDepthWithoutForwardPruning() {
        try (Search minimax = Ply.search(CHESS, "minimax");
                Search withTable = Ply.search(CHESS, "alphabeta:fullwidth,distance=false,hash=4");
                Search withoutTable = Ply.search(CHESS, "alphabeta:fullwidth,distance=false,tt=false")) {
            for (GameState position : POSITIONS) {
                for (int depth = 1; depth <= 3; depth++) {
                    SearchLimits limits = SearchLimits.ofDepth(depth);
                    int expected = minimax.search(position, limits).score();
                    // Within three plies no position recurs at another remaining depth, so the table is exact.
                    assertThat(withTable.search(position, limits).score()).as("%s at depth %d", position.notation(),
                            depth).isEqualTo(expected);
                    assertThat(withoutTable.search(position, limits).score()).as("%s at depth %d",
                            position.notation(), depth).isEqualTo(expected);
                }
            }
            for (GameState position : POSITIONS.subList(0, 3)) {
                SearchLimits limits = SearchLimits.ofDepth(4);
                assertThat(withoutTable.search(position, limits).score()).as("%s at depth 4", position.notation())
                        .isEqualTo(minimax.search(position, limits).score());
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"defaults", "tt=false", "id=false", "pvs=false", "aspiration=0", "killers=false", "history=false",
        "countermove=false", "captures=false", "qs=false", "see=false", "checkext=false", "nullmove=false",
        "lmr=false", "futility=false", "rfp=false", "lmp=false", "iir=false", "mdp=false", "threads=2", "plain,depth=3",
        "eval=chess:classic", "capthist=true", "singular=false", "singular=true,se-depth=3",
        "singular=true,se-depth=3,se-margin=0", "corrhist=true",
        "probcut=true", "probcut=true,probcut-margin=0", "lmr-cutnode=2,lmr-ttcapture=1", "seequiet=true", "conthist=true", "se-negative=1",
        "seequiet=true,see-quiet-margin=0"})
    void shouldFindMatesAndPlayLegalGamesWithAnyOptionChanged(String options) {
        // hash sizes the table, so it is not named where the table is off (the two would be refused together).
        String spec = "alphabeta:" + (options.startsWith("tt=false") ? "" : "hash=4")
                + (options.equals("defaults") ? "" : (options.startsWith("tt=false") ? "" : ",")
                        + options.replace(",depth=3", ""));
        SearchLimits limits = options.contains("depth=3") ? SearchLimits.ofDepth(3) : SearchLimits.ofDepth(6);
        try (Search search = Ply.search(CHESS, spec)) {
            // Mate in two with the rooks' ladder (1. Rb7 Kg8 2. Ra8#); every search must see it at depth 3.
            GameState mateInTwo = CHESS.parseState("7k/8/R7/1R6/8/8/8/6K1 w - - 0 1");
            SearchResult result = search.search(mateInTwo, limits);
            assertThat(result.score()).as(spec).isGreaterThan(20_000);
            GameState line = mateInTwo.copy();
            for (int move : result.principalVariation()) {
                line.play(move);
            }
            assertThat(((ChessState) line).isCheckmate()).as("%s: the line ends in mate", spec).isTrue();
            if (!spec.contains("distance=false") && !spec.contains("plain")) {
                assertThat(result.score()).isEqualTo(Scores.winIn(3));
            }
        }
        Arena arena = new Arena(CHESS).games(2).maxPlies(40).openings(List.of(
                "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"));
        String agentSpec = spec + (spec.contains("plain") ? ",depth=2" : ",nodes=3000");
        try (Agent a = Agents.create(CHESS, agentSpec); Agent b = Agents.create(CHESS, "alphabeta:hash=4,nodes=3000")) {
            for (GameResult game : arena.play(a, b).games()) {
                assertThat(game.termination()).as("%s: %s", agentSpec, game.detail()).isIn("rules", "move limit");
            }
        }
    }

    @Test
    void shouldReportDistinctLinesBestFirstWithMultiPv() {
        try (Search search = Ply.search(CHESS, "alphabeta:hash=4,multipv=4")) {
            GameState start = CHESS.newState();
            SearchResult result = search.search(start, SearchLimits.ofDepth(6));
            List<RootMoveStatistics> lines = result.rootMoves();
            assertThat(lines).hasSize(4);
            assertThat(lines.stream().map(RootMoveStatistics::move).distinct()).hasSize(4);
            for (int k = 1; k < lines.size(); k++) {
                assertThat(lines.get(k).value()).isLessThanOrEqualTo(lines.get(k - 1).value());
            }
            assertThat(result.bestMove()).isEqualTo(lines.get(0).move());
        }
    }

    @Test
    void shouldWinMaterialInSimpleTactics() {
        // Each position has one move that wins: a knight fork, an undefended queen, a back-rank mate.
        String[][] puzzles = {
            {"r3k3/8/8/3N4/8/8/7P/4K3 w - - 0 1", "Nc7+"},
            {"4k3/8/8/3q4/8/8/3R4/3RK3 w - - 0 1", "Rxd5"},
            {"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", "Ra8#"},
            {"8/8/4k3/8/2q5/8/8/2R1K3 w - - 0 1", "Rxc4"},
        };
        try (Search search = Ply.search(CHESS, "alphabeta:hash=4")) {
            for (String[] puzzle : puzzles) {
                GameState position = CHESS.parseState(puzzle[0]);
                SearchResult result = search.search(position, SearchLimits.ofDepth(8));
                assertThat(result.bestMove()).as(puzzle[0]).isEqualTo(position.parseMove(puzzle[1]));
            }
        }
    }
}
