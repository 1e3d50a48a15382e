package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The alpha-beta engine plays tic-tac-toe perfectly: from every reachable position it keeps the
 * game-theoretic value (it wins every won position and never loses a drawn one), whatever enhancement is
 * switched off.
 */
class TicTacToeEngineTest {

    private static final Game GAME = Ply.game("tictactoe");
    private static final Map<Long, Integer> VALUES = new HashMap<>();
    private static final List<GameState> POSITIONS = new ArrayList<>();

    @BeforeAll
    static void solveEveryReachablePosition() {
        collect(GAME.newState(), new int[10][9], 0);
        assertThat(VALUES).as("distinct reachable positions").hasSize(5478);
    }

    /** The exact value from the side to move's view (+1, 0, -1), by memoised negamax. */
    private static int collect(GameState state, int[][] moves, int ply) {
        Integer known = VALUES.get(state.hash());
        if (known != null) {
            return known;
        }
        int value;
        if (state.isTerminal()) {
            value = Integer.signum(state.outcome(state.toMove()));
        } else {
            POSITIONS.add(state.copy());
            value = -2;
            int count = state.legalMoves(moves[ply]);
            for (int i = 0; i < count; i++) {
                state.play(moves[ply][i]);
                value = Math.max(value, -collect(state, moves, ply + 1));
                state.undo();
            }
        }
        VALUES.put(state.hash(), value);
        return value;
    }

    private static int valueAfter(GameState state, int move) {
        GameState child = state.copy();
        child.play(move);
        return -VALUES.get(child.hash());
    }

    @Test
    void shouldKeepTheValueOfEveryReachablePosition() {
        try (Search search = Ply.search(GAME, "alphabeta")) {
            for (GameState position : POSITIONS) {
                int value = VALUES.get(position.hash());
                SearchResult result = search.search(position, SearchLimits.NONE);
                assertThat(valueAfter(position, result.bestMove())).as("move %d in %s", result.bestMove(),
                        position.notation()).isEqualTo(value);
                assertThat(Integer.signum(result.score())).as("score in %s", position.notation()).isEqualTo(value);
                if (value > 0) {
                    assertThat(result.score()).as("a forced win in %s", position.notation()).isGreaterThan(30_000);
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tt=false", "id=false", "pvs=false", "aspiration=0", "killers=false", "history=false",
        "countermove=false", "captures=false", "qs=false", "see=false", "checkext=false", "nullmove=false",
        "lmr=false", "futility=false", "rfp=false", "lmp=false", "iir=false", "mdp=false", "distance=false",
        "threads=2", "multipv=3", "pawn=1", "plain", "fullwidth", "plain,tt=true", "plain,lmr=true,pvs=true",
        "singular=true,se-depth=3"})
    void shouldPlayPerfectlyWithAnyOptionChanged(String options) {
        // hash sizes the table, so it is not named where the table is off (the two would be refused together).
        try (Search search = Ply.search(GAME, "alphabeta:" + (options.contains("tt=false") ? "" : "hash=1,")
                + options)) {
            for (int i = 0; i < POSITIONS.size(); i += 7) {
                GameState position = POSITIONS.get(i);
                int value = VALUES.get(position.hash());
                SearchResult result = search.search(position, SearchLimits.NONE);
                assertThat(valueAfter(position, result.bestMove())).as("%s: move %d in %s", options,
                        result.bestMove(), position.notation()).isEqualTo(value);
                assertThat(Integer.signum(result.score())).as("%s: score in %s", options, position.notation())
                        .isEqualTo(value);
                assertThat(result.principalVariation()).startsWith(result.bestMove());
            }
        }
    }

    @Test
    void shouldAgreeWithMinimaxAtFixedDepthWithoutForwardPruningOnRandomPositions() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(4);
        try (Search minimax = Ply.search(GAME, "minimax");
                Search engine = Ply.search(GAME, "alphabeta:fullwidth,distance=false,hash=1")) {
            for (int n = 0; n < 300; n++) {
                GameState position = POSITIONS.get(random.nextInt(POSITIONS.size()));
                int depth = 1 + random.nextInt(5);
                SearchLimits limits = SearchLimits.ofDepth(depth);
                assertThat(engine.search(position, limits).score()).as("%s at depth %d", position.notation(), depth)
                        .isEqualTo(minimax.search(position, limits).score());
            }
        }
    }
}
