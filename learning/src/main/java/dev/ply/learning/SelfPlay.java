package dev.ply.learning;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.arena.Arena;
import dev.ply.core.capability.ExactValues;
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
 * <p>With {@code fastSimulations} above 0 the game uses KataGo's playout cap randomization: each move is searched in
 * full ({@code simulations}, with the root's noise) with probability {@code fullShare} and kept as a training
 * position; the other moves get a fast search of {@code fastSimulations} without noise and are played but not kept
 * (their visit counts are too few to teach the policy). The games are cheaper, so a generation's budget plays more
 * of them, and the value head, which learns one result a game, sees more independent games.
 *
 * <p>With {@code exactNodes} above 0, in a game with {@link ExactValues}, each kept position is given to the game's
 * exact solver with that budget; a position it solves takes its exact value as the value target (neither the game's
 * result nor the root's value), so the network learns true values wherever they are cheap to know.
 *
 * @param game the game
 * @param simulations the search's iterations a move
 * @param noise the Dirichlet concentration of the root's noise
 * @param temperaturePlies the plies whose move is drawn by visits
 * @param valueMix the root value's weight in the value target, in [0, 1] ({@link TrainingSettings#valueMix()})
 * @param fastSimulations the fast search's iterations, or 0 to search every move in full
 *     ({@link TrainingSettings#fastSimulations()})
 * @param fullShare the share of moves searched in full when {@code fastSimulations} is above 0
 * @param exactNodes 0, or the exact solver's budget for each kept position ({@link TrainingSettings#exactNodes()})
 */
public record SelfPlay(Game game, int simulations, double noise, int temperaturePlies, double valueMix,
        int fastSimulations, double fullShare, long exactNodes) {

    /**
     * Checks that a game with exact targets can solve its positions.
     *
     * @param game see the record's description
     * @param simulations see the record's description
     * @param noise see the record's description
     * @param temperaturePlies see the record's description
     * @param valueMix see the record's description
     * @param fastSimulations see the record's description
     * @param fullShare see the record's description
     * @param exactNodes see the record's description
     * @throws InvalidInputException if {@code exactNodes} is above 0 and the game has no exact solver
     */
    public SelfPlay {
        if (exactNodes > 0 && !(game instanceof ExactValues)) {
            throw new InvalidInputException(game.id() + " has no exact solver (ExactValues): exact value targets"
                    + " need one");
        }
    }

    /**
     * Self-play that searches every move in full.
     *
     * @param game the game
     * @param simulations the search's iterations a move
     * @param noise the Dirichlet concentration of the root's noise
     * @param temperaturePlies the plies whose move is drawn by visits
     * @param valueMix the root value's weight in the value target
     */
    public SelfPlay(Game game, int simulations, double noise, int temperaturePlies, double valueMix) {
        this(game, simulations, noise, temperaturePlies, valueMix, 0, 1, 0);
    }

    /**
     * One finished game's training positions: each one's encoding, visit distribution and value target (a game
     * whose moves were all fast searches has none).
     */
    record PlayedGame(List<float[]> inputs, List<float[]> policies, float[] results, int positions) {
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
        // Drawn only with fast searches, so that a seed plays the game it always did without them.
        String fastSpec = fastSimulations == 0 ? null
                : "mcts:az,net=" + network + ",noise=0,reuse=false,seed=" + random.nextLong();
        GameState state = game.newState();
        NetworkEncoding encoding = (NetworkEncoding) state;
        List<float[]> inputs = new ArrayList<>();
        List<float[]> policies = new ArrayList<>();
        List<Integer> movers = new ArrayList<>();
        List<Float> rootValues = new ArrayList<>();
        List<Integer> exact = new ArrayList<>();
        try (Search search = Ply.search(game, spec);
                Search fast = fastSimulations == 0 ? null : Ply.search(game, fastSpec)) {
            int[] outcomes = new int[game.maxMoves()];
            double[] probabilities = new double[outcomes.length];
            while (!state.isTerminal()) {
                if (state.isChanceNode()) {
                    // The dice are rolled with their probabilities, as the arena rolls them: no decision to learn.
                    state.play(Arena.sample(state, random, outcomes, probabilities));
                    continue;
                }
                if (fast != null && random.nextDouble() >= fullShare) {
                    SearchResult quick = fast.search(state, SearchLimits.ofIterations(fastSimulations));
                    state.play(chosen(state, quick, visits(quick), random));
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
                exact.add(exactNodes == 0 ? ExactValues.UNKNOWN : ((ExactValues) game).exactValue(state, exactNodes));
                state.play(chosen(state, result, total, random));
            }
        }
        float[] results = new float[inputs.size()];
        for (int i = 0; i < results.length; i++) {
            int result = Integer.signum(state.outcome(movers.get(i)));
            results[i] = exact.get(i) != ExactValues.UNKNOWN ? exact.get(i)
                    : (float) ((1 - valueMix) * result + valueMix * rootValues.get(i));
        }
        return new PlayedGame(inputs, policies, results, results.length);
    }

    /** The move to play: drawn by visits in the first plies, then the most visited. */
    private int chosen(GameState state, SearchResult result, long total, SplittableRandom random) {
        return state.plies() < temperaturePlies ? drawByVisits(result, total, random) : result.bestMove();
    }

    private static long visits(SearchResult result) {
        long total = 0;
        for (RootMoveStatistics move : result.rootMoves()) {
            total += move.visits();
        }
        return total;
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
