package dev.ply.learning;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.arena.Arena;
import dev.ply.core.capability.NetworkEncoding;
import dev.ply.core.search.RootMoveStatistics;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One game of AlphaZero's self-play: the network's own search ({@code mcts:az}) plays both sides, with Dirichlet
 * noise at the root; in the first plies the move is drawn in proportion to the root's visits (temperature 1), then
 * the most visited is played. Every position is kept with the root's visit distribution and, once the game is
 * over, its value target from its side to move's view: the game's result, or with {@code valueMix} above 0 that
 * result mixed with the root's value after the search.
 *
 * @param game the game
 * @param simulations the search's iterations a move
 * @param noise the Dirichlet concentration of the root's noise
 * @param temperaturePlies the plies whose move is drawn by visits
 * @param valueMix the root value's weight in the value target, in [0, 1] ({@link TrainingSettings#valueMix()})
 */
public record SelfPlay(Game game, int simulations, double noise, int temperaturePlies, double valueMix) {

    /** One finished game: each position's encoding, visit distribution and result. */
    record PlayedGame(List<float[]> inputs, List<float[]> policies, float[] results, int plies) {
    }

    /**
     * Plays a game.
     *
     * @param network the network file both sides search with
     * @param seed the game's seed
     * @return the positions with their targets
     */
    PlayedGame play(Path network, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        String spec = "mcts:az,net=" + network + ",noise=" + noise + ",reuse=false,seed=" + random.nextLong();
        GameState state = game.newState();
        NetworkEncoding encoding = (NetworkEncoding) state;
        List<float[]> inputs = new ArrayList<>();
        List<float[]> policies = new ArrayList<>();
        List<Integer> movers = new ArrayList<>();
        List<Float> rootValues = new ArrayList<>();
        try (Search search = Ply.search(game, spec)) {
            int[] outcomes = new int[game.maxMoves()];
            double[] probabilities = new double[outcomes.length];
            while (!state.isTerminal()) {
                if (state.isChanceNode()) {
                    // The dice are rolled with their probabilities, as the arena rolls them: no decision to learn.
                    state.play(Arena.sample(state, random, outcomes, probabilities));
                    continue;
                }
                SearchResult result = search.search(state, SearchLimits.ofIterations(simulations));
                float[] input = new float[encoding.inputSize()];
                encoding.encode(input, 0);
                float[] policy = new float[encoding.actionCount()];
                long total = 0;
                double rewards = 0;
                for (RootMoveStatistics move : result.rootMoves()) {
                    total += move.visits();
                    rewards += move.visits() * move.value();
                }
                // The mean reward in [0, 1] over the root's visits, as a value in [-1, 1] for the side to move.
                rootValues.add(total == 0 ? 0f : (float) (2 * rewards / total - 1));
                for (RootMoveStatistics move : result.rootMoves()) {
                    policy[encoding.actionIndex(move.move())] += total == 0 ? 0 : (float) move.visits() / total;
                }
                inputs.add(input);
                policies.add(policy);
                movers.add(state.toMove());
                int move = state.plies() < temperaturePlies ? drawByVisits(result, total, random)
                        : result.bestMove();
                state.play(move);
            }
        }
        float[] results = new float[inputs.size()];
        for (int i = 0; i < results.length; i++) {
            int result = Integer.signum(state.outcome(movers.get(i)));
            results[i] = (float) ((1 - valueMix) * result + valueMix * rootValues.get(i));
        }
        return new PlayedGame(inputs, policies, results, state.plies());
    }

    private static int drawByVisits(SearchResult result, long total, SplittableRandom random) {
        long r = total <= 0 ? 0 : random.nextLong(total);
        for (RootMoveStatistics move : result.rootMoves()) {
            r -= move.visits();
            if (r < 0) {
                return move.move();
            }
        }
        return result.bestMove();
    }
}
