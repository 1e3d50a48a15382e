package dev.ply.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.Scores;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The check that a search's forward pruning throws away no win it could see: in every position with a forced win in
 * {@code k} plies or fewer, the search at depth {@code k + 1} must report that win with its exact distance. The
 * shortest forced win is found by a reference search that prunes nothing but alpha-beta ({@code alphabeta:fullwidth}
 * by default), whose distance scoring is exact within its depth.
 *
 * <p>Positions come from the caller (a mate-in-two collection) or from random games of a given seed.
 */
public final class ForcedWins {

    private ForcedWins() {
    }

    /**
     * Positions reached by random moves from the game's start: for each, a random number of plies up to
     * {@code maxPlies}; finished positions are skipped.
     *
     * @param game the game
     * @param count how many positions
     * @param maxPlies the longest random game
     * @param seed the random seed
     * @return the positions, none finished
     */
    public static List<GameState> randomPositions(Game game, int count, int maxPlies, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<GameState> positions = new ArrayList<>();
        int[] moves = new int[game.maxMoves()];
        int attempts = 0;
        while (positions.size() < count && attempts++ < count * 20) {
            GameState state = game.newState();
            int plies = random.nextInt(maxPlies + 1);
            for (int i = 0; i < plies && !state.isTerminal(); i++) {
                int n = state.legalMoves(moves);
                state.play(moves[random.nextInt(n)]);
            }
            if (!state.isTerminal()) {
                positions.add(state.copy());
            }
        }
        return positions;
    }

    /**
     * Checks every position with a forced win of at most {@code maxPlies} plies for the side to move: the search at
     * depth {@code k + 1} reports a win in exactly {@code k} plies.
     *
     * @param game the game
     * @param positions the positions
     * @param specification the search under test, such as {@code "alphabeta"}
     * @param maxPlies the longest win looked for
     * @return how many positions had such a win, so that a caller can check its set was not empty of them
     */
    public static int assertFound(Game game, List<GameState> positions, String specification, int maxPlies) {
        return assertFound(game, positions, specification, "alphabeta:fullwidth", maxPlies);
    }

    /**
     * As {@link #assertFound(Game, List, String, int)}, with another reference search.
     *
     * @param game the game
     * @param positions the positions
     * @param specification the search under test
     * @param reference a search that prunes nothing but alpha-beta
     * @param maxPlies the longest win looked for
     * @return how many positions had such a win
     */
    public static int assertFound(Game game, List<GameState> positions, String specification, String reference,
            int maxPlies) {
        int wins = 0;
        for (GameState position : positions) {
            int shortest = shortestWin(game, position, reference, maxPlies);
            if (shortest < 0) {
                continue;
            }
            wins++;
            try (Search search = Ply.search(game, specification)) {
                SearchResult result = search.search(position.copy(), SearchLimits.ofDepth(shortest + 1));
                assertThat(Scores.isDecisive(result.score()) && result.score() > 0
                        ? Scores.pliesToResult(result.score()) : -1)
                        .as("%s at depth %d in %s (a win in %d plies)", specification, shortest + 1,
                                position.notation(), shortest)
                        .isEqualTo(shortest);
                GameState after = position.copy();
                after.play(result.bestMove());
                int rest = after.isTerminal() ? 0 : remaining(game, after, position.toMove(), reference, shortest - 1);
                assertThat(rest).as("%s's move %s in %s keeps the win in %d plies", specification,
                        position.moveToString(result.bestMove()), position.notation(), shortest)
                        .isEqualTo(shortest - 1);
            }
        }
        return wins;
    }

    /** The plies of the shortest forced win of the side to move, or -1 when there is none within {@code maxPlies}. */
    private static int shortestWin(Game game, GameState position, String reference, int maxPlies) {
        try (Search search = Ply.search(game, reference)) {
            SearchResult result = search.search(position.copy(), SearchLimits.ofDepth(maxPlies + 1));
            if (Scores.isDecisive(result.score()) && result.score() > 0
                    && Scores.pliesToResult(result.score()) <= maxPlies) {
                return Scores.pliesToResult(result.score());
            }
            return -1;
        }
    }

    /**
     * The plies to the win of {@code winner} within {@code plies}, from a position where either side may be to move
     * (turns need not alternate), or -1 when it is not won that soon.
     */
    private static int remaining(Game game, GameState position, int winner, String reference, int plies) {
        try (Search search = Ply.search(game, reference)) {
            SearchResult result = search.search(position.copy(), SearchLimits.ofDepth(plies + 1));
            int forWinner = position.toMove() == winner ? result.score() : -result.score();
            return Scores.isDecisive(forWinner) && forWinner > 0 ? Scores.pliesToResult(forWinner) : -1;
        }
    }
}
