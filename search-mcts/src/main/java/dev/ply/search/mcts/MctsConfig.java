package dev.ply.search.mcts;

/**
 * The checked settings of one Monte Carlo search, as {@link MctsProvider} reads them from its options.
 *
 * @param exploration the UCT constant {@code c}
 * @param selection {@code uct}, {@code rave} or {@code grave}
 * @param graveReference the visits a GRAVE ancestor needs to lend its AMAF statistics
 * @param raveBias the bias of the RAVE/GRAVE {@code β} schedule
 * @param biasWeight the progressive bias weight; 0 for none
 * @param playout {@code random} or {@code greedy}
 * @param epsilon the random-move probability of greedy play-outs
 * @param cutoff plies after which play-outs stop and are scored by the evaluator; 0 for none
 * @param evalScale the evaluator score worth a reward of about 0.73; 0 for the default
 * @param finalMove {@code visits}, {@code mean} or {@code secure}
 * @param solver whether to prove wins, losses and draws (MCTS-Solver)
 * @param transpositions whether positions reached by different move orders share a node
 * @param reuse whether the tree is kept from one search to the next
 * @param threads the number of worker threads
 * @param rootParallel one tree per thread, merged at the root, instead of one shared tree
 * @param virtualLoss the visits a descending thread adds to each node on its path, at least 1
 * @param memoryMiB the most memory the tree (or all trees) may take
 * @param seed the random seed
 */
record MctsConfig(double exploration, String selection, int graveReference, double raveBias, double biasWeight,
        String playout, double epsilon, int cutoff, double evalScale, String finalMove, boolean solver,
        boolean transpositions, boolean reuse, int threads, boolean rootParallel, int virtualLoss, int memoryMiB,
        long seed) {

    /**
     * Whether the search keeps all-moves-as-first statistics.
     *
     * @return {@code true} with RAVE or GRAVE selection
     */
    boolean amaf() {
        return !selection.equals("uct");
    }

    /**
     * Whether several threads share one tree.
     *
     * @return {@code true} with more than one thread and tree parallelism
     */
    boolean treeParallel() {
        return threads > 1 && !rootParallel;
    }
}
