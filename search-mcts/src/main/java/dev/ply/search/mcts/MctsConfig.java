package dev.ply.search.mcts;

import dev.ply.core.InvalidInputException;
import dev.ply.core.search.SearchOptions;
import dev.ply.search.mcts.finalmoveselection.FinalMoveSelection;
import dev.ply.search.mcts.finalmoveselection.HighestMeanChild;
import dev.ply.search.mcts.finalmoveselection.MostVisitedChild;
import dev.ply.search.mcts.finalmoveselection.SecureChild;
import dev.ply.search.mcts.playout.EpsilonGreedyPlayout;
import dev.ply.search.mcts.playout.GamePolicyPlayout;
import dev.ply.search.mcts.playout.MastPlayout;
import dev.ply.search.mcts.playout.PlayoutPolicy;
import dev.ply.search.mcts.playout.RandomPlayout;
import dev.ply.search.mcts.selection.GraveSelection;
import dev.ply.search.mcts.selection.PuctSelection;
import dev.ply.search.mcts.selection.SelectionPolicy;
import dev.ply.search.mcts.selection.UctSelection;
import dev.ply.search.mcts.tree.RewardScale;

/**
 * The checked settings of one Monte Carlo search, read from its options ({@link Mcts} declares them).
 *
 * @param exploration the UCT constant {@code c}
 * @param selection UCT, RAVE or GRAVE
 * @param graveReference the visits a GRAVE ancestor needs to lend its AMAF statistics
 * @param raveBias the bias of the RAVE/GRAVE {@code β} schedule
 * @param fpu first-play urgency, the value of an unvisited child; negative to take unvisited children first
 * @param priorVisits virtual visits at each new child's prior; 0 for none
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
 * @param net the network file of PUCT, or {@code default}
 * @param noise the Dirichlet concentration of the root's noise under PUCT; 0 for none
 * @param batch the leaves each thread gathers, with virtual loss, for one call of the network; 1 for one at a time
 * @param seed the random seed
 */
record MctsConfig(double exploration, Mcts.Selection selection, int graveReference, double raveBias,
        double fpu, int priorVisits, double biasWeight, Mcts.Playout playout, double epsilon, int cutoff, double evalScale,
        Mcts.FinalMove finalMove, boolean solver, boolean transpositions, boolean reuse, int threads,
        boolean rootParallel, int virtualLoss, int memoryMiB, int treeNodes, String net, double noise, int batch, long seed) {

    /**
     * Reads the settings from checked options.
     *
     * @param o options of {@link MctsProvider}
     * @return the settings
     */
    static MctsConfig from(SearchOptions o) {
        return new MctsConfig(o.get(Mcts.EXPLORATION), o.get(Mcts.SELECTION), o.get(Mcts.GRAVE_REFERENCE),
                o.get(Mcts.RAVE_BIAS), o.get(Mcts.FPU), o.get(Mcts.PRIOR), o.get(Mcts.PROGRESSIVE_BIAS), o.get(Mcts.PLAYOUT), o.get(Mcts.EPSILON),
                o.get(Mcts.CUTOFF), o.get(Mcts.EVAL_SCALE), o.get(Mcts.FINAL_MOVE), o.get(Mcts.SOLVER),
                o.get(Mcts.TRANSPOSITIONS), o.get(Mcts.REUSE), o.get(Mcts.THREADS),
                o.get(Mcts.PARALLEL) == Mcts.Parallel.ROOT, o.get(Mcts.VIRTUAL_LOSS), o.get(Mcts.MEMORY),
                o.get(Mcts.TREE_NODES), o.get(Mcts.NET), o.get(Mcts.NOISE), o.get(Mcts.BATCH), o.get(Mcts.SEED));
    }

    /**
     * Refuses options that contradict each other or do nothing together, naming both.
     *
     * @param o the options as given
     * @return these settings
     * @throws InvalidInputException naming the two options
     */
    MctsConfig checked(SearchOptions o) {
        boolean single = threads == 1;
        o.refuseTogether(Mcts.GRAVE_REFERENCE, Mcts.SELECTION, selection != Mcts.Selection.GRAVE,
                "ref is GRAVE's (selection=grave)");
        o.refuseTogether(Mcts.RAVE_BIAS, Mcts.SELECTION, selection == Mcts.Selection.UCT
                || selection == Mcts.Selection.PUCT, "ravebias is RAVE's and GRAVE's");
        o.refuseTogether(Mcts.EPSILON, Mcts.PLAYOUT, playout != Mcts.Playout.GREEDY && playout != Mcts.Playout.MAST,
                "epsilon is the greedy and MAST play-outs'");
        o.refuseTogether(Mcts.VIRTUAL_LOSS, Mcts.THREADS, single || rootParallel,
                "virtual loss keeps the threads of one shared tree apart");
        o.refuseTogether(Mcts.PARALLEL, Mcts.THREADS, single, "one thread has nothing to share");
        boolean puct = selection == Mcts.Selection.PUCT;
        if (!puct && !net.equals(Mcts.NET.defaultValue())) {
            throw new InvalidInputException("mcts: net needs selection=puct (preset az)");
        }
        if (!puct && noise > 0) {
            throw new InvalidInputException("mcts: noise needs selection=puct (preset az)");
        }
        if (!puct && batch > 1) {
            throw new InvalidInputException("mcts: batch needs selection=puct (preset az)");
        }
        if (puct && transpositions) {
            throw new InvalidInputException("mcts: selection=puct does not work with transpositions");
        }
        if (puct && (priorVisits > 0 || biasWeight != 0)) {
            throw new InvalidInputException("mcts: selection=puct takes its priors from the network, not prior or"
                    + " bias");
        }
        return this;
    }

    /**
     * Whether several threads share one tree.
     *
     * @return {@code true} with more than one thread and tree parallelism
     */
    boolean treeParallel() {
        return threads > 1 && !rootParallel;
    }

    /**
     * The built-in selection policy the {@code selection} option names.
     *
     * @return a new policy
     */
    SelectionPolicy selectionPolicy() {
        return switch (selection) {
            case UCT -> {
                UctSelection uct = UctSelection.withExploration(exploration).withProgressiveBias(biasWeight)
                        .withFirstPlayUrgency(fpu).withPriorVisits(priorVisits);
                yield solver ? uct.withSolver() : uct;
            }
            case RAVE, GRAVE -> {
                GraveSelection grave = GraveSelection.grave(exploration, selection == Mcts.Selection.RAVE ? 0
                        : graveReference, raveBias).withProgressiveBias(biasWeight).withFirstPlayUrgency(fpu)
                        .withPriorVisits(priorVisits);
                yield solver ? grave.withSolver() : grave;
            }
            case PUCT -> {
                PuctSelection puct = PuctSelection.withExploration(exploration).withFirstPlayUrgency(fpu);
                yield solver ? puct.withSolver() : puct;
            }
        };
    }

    /**
     * The built-in play-out policy the {@code playout} option names.
     *
     * @param scale turns results and evaluations into rewards
     * @param maxPlies the game's longest game, which bounds a play-out
     * @return a new policy
     */
    PlayoutPolicy playoutPolicy(RewardScale scale, int maxPlies) {
        return switch (playout) {
            case RANDOM -> new RandomPlayout(scale, cutoff, maxPlies);
            case GREEDY -> new EpsilonGreedyPlayout(scale, epsilon, cutoff, maxPlies);
            case POLICY -> new GamePolicyPlayout(scale, cutoff, maxPlies);
            case MAST -> new MastPlayout(scale, epsilon, cutoff, maxPlies);
        };
    }

    /**
     * The built-in final-move strategy the {@code final} option names.
     *
     * @return a new strategy
     */
    FinalMoveSelection finalMoveSelection() {
        return switch (finalMove) {
            case VISITS -> new MostVisitedChild();
            case MEAN -> new HighestMeanChild();
            case SECURE -> new SecureChild(1.0);
        };
    }
}
