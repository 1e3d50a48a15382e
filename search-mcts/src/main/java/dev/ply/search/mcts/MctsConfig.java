package dev.ply.search.mcts;

import dev.ply.search.mcts.finalmoveselection.FinalMoveSelection;
import dev.ply.search.mcts.finalmoveselection.HighestMeanChild;
import dev.ply.search.mcts.finalmoveselection.MostVisitedChild;
import dev.ply.search.mcts.finalmoveselection.SecureChild;
import dev.ply.search.mcts.playout.EpsilonGreedyPlayout;
import dev.ply.search.mcts.playout.PlayoutPolicy;
import dev.ply.search.mcts.playout.RandomPlayout;
import dev.ply.search.mcts.selection.GraveSelection;
import dev.ply.search.mcts.selection.SelectionPolicy;
import dev.ply.search.mcts.selection.UctSelection;
import dev.ply.search.mcts.tree.RewardScale;

/**
 * The checked settings of one Monte Carlo search, as {@link MctsProvider} reads them from its options.
 *
 * @param exploration the UCT constant {@code c}
 * @param selection UCT, RAVE or GRAVE
 * @param graveReference the visits a GRAVE ancestor needs to lend its AMAF statistics
 * @param raveBias the bias of the RAVE/GRAVE {@code β} schedule
 * @param biasWeight the progressive bias weight; 0 for none
 * @param playout random or epsilon-greedy
 * @param epsilon the random-move probability of greedy play-outs
 * @param cutoff plies after which play-outs stop and are scored by the evaluator; 0 for none
 * @param evalScale the evaluator score worth a reward of about 0.73; 0 for the default
 * @param finalMove the most visited child, the highest mean or the secure child
 * @param solver whether to prove wins, losses and draws (MCTS-Solver)
 * @param transpositions whether positions reached by different move orders share a node
 * @param reuse whether the tree is kept from one search to the next
 * @param threads the number of worker threads
 * @param rootParallel one tree per thread, merged at the root, instead of one shared tree
 * @param virtualLoss the visits a descending thread adds to each node on its path, at least 1
 * @param memoryMiB the most memory the tree (or all trees) may take
 * @param treeNodes the most nodes the tree (or all trees together) may hold; 0 for as many as memory allows
 * @param seed the random seed
 */
record MctsConfig(double exploration, Selection selection, int graveReference, double raveBias, double biasWeight,
        Playout playout, double epsilon, int cutoff, double evalScale, FinalMove finalMove, boolean solver,
        boolean transpositions, boolean reuse, int threads, boolean rootParallel, int virtualLoss, int memoryMiB,
        int treeNodes, long seed) {

    /**
     * Whether the search keeps all-moves-as-first statistics.
     *
     * @return {@code true} with RAVE or GRAVE selection
     */
    boolean amaf() {
        return selection != Selection.UCT;
    }

    /**
     * Whether several threads share one tree.
     *
     * @return {@code true} with more than one thread and tree parallelism
     */
    boolean treeParallel() {
        return threads > 1 && !rootParallel;
    }

    /** The selection strategies the {@code selection} option names; each builds its policy. */
    enum Selection {
        /** UCT, with progressive bias and the solver's rules when those are on. */
        UCT {
            @Override
            SelectionPolicy create(MctsConfig c) {
                return new UctSelection(c.exploration(), c.biasWeight(), c.solver());
            }
        },
        /** RAVE: each child's mean blended with its all-moves-as-first mean. */
        RAVE {
            @Override
            SelectionPolicy create(MctsConfig c) {
                return new GraveSelection(c.exploration(), 0, c.raveBias(), c.biasWeight(), c.solver());
            }
        },
        /** GRAVE: the AMAF statistics of the closest ancestor with enough visits. */
        GRAVE {
            @Override
            SelectionPolicy create(MctsConfig c) {
                return new GraveSelection(c.exploration(), c.graveReference(), c.raveBias(), c.biasWeight(),
                        c.solver());
            }
        };

        abstract SelectionPolicy create(MctsConfig config);
    }

    /** The play-out strategies the {@code playout} option names; each builds its policy. */
    enum Playout {
        /** Uniformly random moves. */
        RANDOM {
            @Override
            PlayoutPolicy create(MctsConfig c, RewardScale scale, int maxPlies) {
                return new RandomPlayout(scale, c.cutoff(), maxPlies);
            }
        },
        /** The evaluator's favourite move, except a random one with probability epsilon. */
        GREEDY {
            @Override
            PlayoutPolicy create(MctsConfig c, RewardScale scale, int maxPlies) {
                return new EpsilonGreedyPlayout(scale, c.epsilon(), c.cutoff(), maxPlies);
            }
        };

        abstract PlayoutPolicy create(MctsConfig config, RewardScale scale, int maxPlies);
    }

    /** The final-move strategies the {@code final} option names; each builds its policy. */
    enum FinalMove {
        /** The most visited child (robust child). */
        VISITS {
            @Override
            FinalMoveSelection create() {
                return new MostVisitedChild();
            }
        },
        /** The child with the highest mean (max child). */
        MEAN {
            @Override
            FinalMoveSelection create() {
                return new HighestMeanChild();
            }
        },
        /** The child with the highest lower confidence bound (secure child). */
        SECURE {
            @Override
            FinalMoveSelection create() {
                return new SecureChild(1.0);
            }
        };

        abstract FinalMoveSelection create();
    }

    /**
     * The constant an option's value names.
     *
     * @param type the enum
     * @param value the option's value, in lower case
     * @param <E> the enum type
     * @return the constant
     */
    static <E extends Enum<E>> E named(Class<E> type, String value) {
        return Enum.valueOf(type, value.toUpperCase(java.util.Locale.ROOT));
    }
}
