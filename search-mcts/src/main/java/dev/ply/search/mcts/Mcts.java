package dev.ply.search.mcts;

import static java.util.Objects.requireNonNull;

import dev.ply.core.eval.PolicyValueNetwork;
import dev.ply.core.search.OptionKey;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchBuilder;
import dev.ply.core.search.SearchOption;
import dev.ply.core.search.SearchSetup;
import dev.ply.search.mcts.backpropagation.BackpropagationPolicy;
import dev.ply.search.mcts.finalmoveselection.FinalMoveSelection;
import dev.ply.search.mcts.playout.PlayoutPolicy;
import dev.ply.search.mcts.selection.SelectionPolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The typed builder of the {@code mcts} search, the one declaration of its options, and the place
 * to plug in strategies of one's own. {@code Mcts.builder().solver(true).threads(2)} configures the same
 * search as {@code mcts:solver,threads=2}; see {@link MctsProvider} for what the search does.
 *
 * <p><b>Strategies.</b> As in Ludii's MCTS, each of the four phases is an object: a
 * {@link SelectionPolicy}, a {@link PlayoutPolicy}, a chain of {@link BackpropagationPolicy} and a
 * {@link FinalMoveSelection}. The options choose among the built-in ones (public classes:
 * {@code UctSelection}, {@code GraveSelection}, {@code RandomPlayout}, {@code EpsilonGreedyPlayout},
 * {@code MonteCarloBackpropagation}, {@code AmafBackpropagation}, {@code SolverBackpropagation},
 * {@code MostVisitedChild}, {@code HighestMeanChild}, {@code SecureChild}); the builder also takes
 * any object, or a factory that builds one from the {@link StrategyContext} of each search created.
 * A strategy passed in replaces what its option would choose. The tree keeps the statistics the
 * strategies declare they use ({@link SelectionPolicy#usesAmaf()}, ...), and the default
 * back-propagation chain updates what the selection reads.
 *
 * <pre>{@code
 * Search uct = Mcts.builder().exploration(0.7).solver(true).create(game);
 * Search own = Mcts.builder()
 *         .selection(UctSelection.withExploration(1.0).withSolver())
 *         .playoutFactory(context -> new RandomPlayout(context.scale(), 20, context.game().maxPlies()))
 *         .finalMove(new SecureChild(2.0))
 *         .create(game);
 * }</pre>
 *
 * <p>Strategies are not options: {@link #build()} and {@link #toString()} describe the options only.
 */
public final class Mcts extends SearchBuilder<Mcts> {

    /** The built-in selection strategies. */
    public enum Selection {
        /** UCT ({@code UctSelection}), with progressive bias and the solver's rules when those are on. */
        UCT,
        /** RAVE ({@code GraveSelection} with no reference): means blended with AMAF means. */
        RAVE,
        /** GRAVE ({@code GraveSelection}): the AMAF statistics of the closest well-visited ancestor. */
        GRAVE,
        /**
         * PUCT ({@code PuctSelection}), AlphaZero's: a network's priors steer the exploration, and a new leaf is
         * judged by the network's value instead of a play-out (option {@code net}).
         */
        PUCT
    }

    /** The built-in play-out strategies. */
    public enum Playout {
        /** Uniformly random moves ({@code RandomPlayout}). */
        RANDOM,
        /** The evaluator's favourite move, a random one with probability epsilon ({@code EpsilonGreedyPlayout}). */
        GREEDY,
        /** The game's own play-out policy where it has one, else uniform ({@code GamePolicyPlayout}). */
        POLICY,
        /** The move with the best average over the search's play-outs, a random one with probability epsilon. */
        MAST
    }

    /** The built-in final-move strategies. */
    public enum FinalMove {
        /** The most visited child ({@code MostVisitedChild}, robust child). */
        VISITS,
        /** The child with the highest mean ({@code HighestMeanChild}, max child). */
        MEAN,
        /** The child with the highest lower confidence bound ({@code SecureChild}). */
        SECURE
    }

    /** How several threads share the work. */
    public enum Parallel {
        /** One shared tree with virtual loss. */
        TREE,
        /** One tree per thread, merged at the root. */
        ROOT
    }

    /** {@code c}: the UCT exploration constant. */
    public static final OptionKey<Double> EXPLORATION =
            OptionKey.decimal("c", Math.sqrt(2), 0, 100, "UCT exploration constant");
    /** {@code selection}: UCT, RAVE or GRAVE. */
    public static final OptionKey<Selection> SELECTION = OptionKey.choice("selection", Selection.UCT, "uct, rave"
            + " (blend in all-moves-as-first statistics) or grave (borrow them from a well-visited ancestor)");
    /** {@code ref}: the visits a GRAVE ancestor needs to lend its statistics. */
    public static final OptionKey<Integer> GRAVE_REFERENCE = OptionKey.integer("ref", 50, 0, 1_000_000,
            "visits a GRAVE ancestor needs to lend its statistics");
    /** {@code ravebias}: the bias of the RAVE/GRAVE weight. */
    public static final OptionKey<Double> RAVE_BIAS = OptionKey.decimal("ravebias", 0.01, 0, 1, "bias b of the"
            + " RAVE/GRAVE weight m/(m+n+b*m*n); smaller trusts all-moves-as-first statistics longer");
    /** {@code fpu}: first-play urgency, the value of an unvisited child; -1 to take unvisited children first. */
    public static final OptionKey<Double> FPU = OptionKey.decimal("fpu", -1, -1, 1, "first-play urgency: the value"
            + " an unvisited child is scored with (its AMAF mean instead when RAVE/GRAVE has one), so that known good"
            + " moves are followed before every move is tried once; -1 to try unvisited children first");
    /** {@code prior}: virtual visits at each new child's prior. */
    public static final OptionKey<Integer> PRIOR = OptionKey.integer("prior", 0, 0, 1_000_000, "virtual visits each"
            + " new child starts with at its prior: the game's opinion of the move where it has one (Go: captures,"
            + " shapes, no eye-filling), else the evaluator's; 0 for none");
    /** {@code bias}: the progressive bias weight. */
    public static final OptionKey<Double> PROGRESSIVE_BIAS = OptionKey.decimal("bias", 0, 0, 1000, "progressive"
            + " bias weight W: adds W*H/(n+1), H the move's prior in [0, 1] (the game's opinion where it has one, else"
            + " the evaluator's); 0 for none");
    /** {@code playout}: random, epsilon-greedy or the game's own play-outs. */
    public static final OptionKey<Playout> PLAYOUT = OptionKey.choice("playout", Playout.RANDOM, "random moves,"
            + " greedy: the evaluator's favourite move except with probability epsilon, policy: the game's own"
            + " play-out policy (Go: ataris answered first, MoGo's shapes), or mast: the move with the best average"
            + " over the search's play-outs except with probability epsilon");
    /** {@code epsilon}: the random-move probability of greedy play-outs. */
    public static final OptionKey<Double> EPSILON =
            OptionKey.decimal("epsilon", 0.1, 0, 1, "probability of a random move in greedy and MAST play-outs");
    /** {@code cutoff}: plies after which play-outs are scored by the evaluator. */
    public static final OptionKey<Integer> CUTOFF = OptionKey.integer("cutoff", 0, 0, 100_000, "stop play-outs"
            + " after this many plies and score them with the evaluator; 0 to play to the end");
    /** {@code evalscale}: the evaluator score worth a reward of 0.73. */
    public static final OptionKey<Double> EVAL_SCALE = OptionKey.decimal("evalscale", 0, 0, 1e9, "evaluator"
            + " score worth a reward of 0.73 (logistic); 0 for the evaluator's advantage unit (a pawn in chess)");
    /** {@code final}: the move to play. */
    public static final OptionKey<FinalMove> FINAL_MOVE = OptionKey.choice("final", FinalMove.VISITS, "the move"
            + " to play: most visited, highest mean, or secure (lower confidence bound)");
    /** {@code solver}: MCTS-Solver. */
    public static final OptionKey<Boolean> SOLVER = OptionKey.flag("solver", false,
            "prove wins, losses and draws (MCTS-Solver) and play by them");
    /** {@code transpositions}: positions share nodes by their hash. */
    public static final OptionKey<Boolean> TRANSPOSITIONS = OptionKey.flag("transpositions", false,
            "positions reached by different move orders share one node (by the position hash)");
    /** {@code reuse}: keep the tree from one search to the next. */
    public static final OptionKey<Boolean> REUSE =
            OptionKey.flag("reuse", true, "keep the tree from one search to the next");
    /** {@code threads}: worker threads. */
    public static final OptionKey<Integer> THREADS = OptionKey.integer("threads", 1, 1, 256, "worker threads");
    /** {@code parallel}: tree or root parallelism. */
    public static final OptionKey<Parallel> PARALLEL = OptionKey.choice("parallel", Parallel.TREE, "with several"
            + " threads: one shared tree with virtual loss, or one tree per thread merged at the root");
    /** {@code virtualloss}: the visits a descending thread adds to each node on its path. */
    public static final OptionKey<Integer> VIRTUAL_LOSS = OptionKey.integer("virtualloss", 1, 1, 1000, "visits"
            + " a thread adds to each node on its path until its result is in (tree parallelism)");
    /** {@code memory}: the most memory the tree may take, in MiB. */
    public static final OptionKey<Integer> MEMORY = OptionKey.integer("memory", 512, 1, 65_536,
            "most memory the tree may take, in MiB; the search stops when it is full");
    /** {@code treenodes}: the most nodes the tree may hold; 0 for as many as memory allows. */
    public static final OptionKey<Integer> TREE_NODES = OptionKey.integer("treenodes", 0, 0, Integer.MAX_VALUE,
            "most nodes the tree (all trees together) may hold; 0 for as many as memory allows; the search stops"
                    + " when it is full");
    /** {@code net}: the policy-value network of PUCT, a file or {@code default}. */
    public static final OptionKey<String> NET = OptionKey.text("net", "default", "the policy-value network of"
            + " selection=puct: a network file made by 'ply train', or default for the one that ships for the game");
    /** {@code noise}: the Dirichlet concentration of the noise mixed into the root's priors. */
    public static final OptionKey<Double> NOISE = OptionKey.decimal("noise", 0, 0, 100, "selection=puct:"
            + " Dirichlet noise of this concentration mixed into a quarter of the root's priors, for self-play"
            + " (AlphaZero: 0.3 for chess, 0.03 for Go); 0 for none");
    /** {@code batch}: the leaves each thread gathers, with virtual loss, for one call of the network. */
    public static final OptionKey<Integer> BATCH = OptionKey.integer("batch", 1, 1, 4096, "selection=puct: the"
            + " leaves each thread gathers, with virtual loss on their paths, for one call of the network's engine,"
            + " which also evaluates the calls of all threads together (faster for networks DJL evaluates in"
            + " batches); 1 to evaluate each leaf at once");
    /** {@code seed}: the random seed. */
    public static final OptionKey<Long> SEED =
            OptionKey.longInteger("seed", 1, Long.MIN_VALUE, Long.MAX_VALUE, "random seed");

    /** Every option, in the order listings show them. */
    static final List<SearchOption> OPTIONS = List.of(EXPLORATION, SELECTION, GRAVE_REFERENCE, RAVE_BIAS,
            FPU, PRIOR, PROGRESSIVE_BIAS, PLAYOUT, EPSILON, CUTOFF, EVAL_SCALE, FINAL_MOVE, SOLVER, TRANSPOSITIONS, REUSE,
            THREADS, PARALLEL, VIRTUAL_LOSS, MEMORY, TREE_NODES, NET, NOISE, BATCH, SEED).stream().map(OptionKey::option).toList();

    private final CustomStrategies custom = new CustomStrategies();

    private Mcts() {
        super(new MctsProvider());
    }

    /**
     * A builder with every option at its default: the textbook UCT on one thread that keeps its tree.
     *
     * @return a new builder
     */
    public static Mcts builder() {
        return new Mcts();
    }

    /**
     * Textbook UCT that builds a new tree for every search (preset {@code plain}).
     *
     * @return this builder
     */
    public Mcts plain() {
        return preset("plain");
    }

    /**
     * MCTS as MoGo played Go (preset {@code mogo}): RAVE without an exploration term, its all-moves-as-first values
     * trusted long (bias 0.001), first-play urgency 0.5, and the game's own play-out policy
     * ({@code selection=rave,c=0,ravebias=0.001,fpu=0.5,playout=policy}).
     *
     * @return this builder
     */
    public Mcts mogo() {
        return preset("mogo");
    }

    /**
     * AlphaZero's search (preset {@code az}): PUCT with a network's priors and values, {@code c} 1.5, unvisited
     * children at their parent's mean ({@code selection=puct,c=1.5,fpu=-1}); the network is the game's shipped one
     * unless {@link #net(String)} names another.
     *
     * @return this builder
     */
    public Mcts az() {
        return preset("az");
    }

    /**
     * The policy-value network of PUCT.
     *
     * @param file a network file made by {@code ply train}, or {@code "default"} for the game's shipped one
     * @return this builder
     */
    public Mcts net(String file) {
        return set(NET, file);
    }

    /**
     * Dirichlet noise mixed into a quarter of the root's priors under PUCT, for self-play.
     *
     * @param alpha the concentration, 0 (none) to 100
     * @return this builder
     */
    public Mcts noise(double alpha) {
        return set(NOISE, alpha);
    }

    /**
     * Gathers this many leaves in each thread under PUCT, with virtual loss on their paths, for one call of the
     * network's engine, which evaluates the calls of all threads together.
     *
     * @param positions the leaves a thread gathers, 1 (each evaluated at once) to 4,096
     * @return this builder
     */
    public Mcts batch(int positions) {
        return set(BATCH, positions);
    }

    /**
     * The UCT exploration constant {@code c}.
     *
     * @param c 0 to 100; √2 by default
     * @return this builder
     */
    public Mcts exploration(double c) {
        return set(EXPLORATION, c);
    }

    /**
     * One of the built-in selection strategies.
     *
     * @param selection UCT, RAVE or GRAVE
     * @return this builder
     */
    public Mcts selection(Selection selection) {
        return set(SELECTION, selection);
    }

    /**
     * A selection strategy of one's own, replacing the {@code selection} option's.
     *
     * @param policy the policy, shared by every worker of every search created
     * @return this builder
     */
    public Mcts selection(SelectionPolicy policy) {
        requireNonNull(policy, "policy");
        return selectionFactory(context -> policy);
    }

    /**
     * A selection strategy built for each search created.
     *
     * @param factory builds the policy from the search's context
     * @return this builder
     */
    public Mcts selectionFactory(Function<StrategyContext, ? extends SelectionPolicy> factory) {
        custom.selection = requireNonNull(factory, "factory");
        return this;
    }

    /**
     * The visits a GRAVE ancestor needs to lend its statistics.
     *
     * @param visits 0 (plain RAVE) to 1,000,000
     * @return this builder
     */
    public Mcts graveReference(int visits) {
        return set(GRAVE_REFERENCE, visits);
    }

    /**
     * The bias {@code b} of the RAVE/GRAVE weight {@code m/(m+n+b·m·n)}.
     *
     * @param bias 0 to 1
     * @return this builder
     */
    public Mcts raveBias(double bias) {
        return set(RAVE_BIAS, bias);
    }

    /**
     * First-play urgency: the value an unvisited child is scored with (its AMAF mean where RAVE/GRAVE has one).
     *
     * @param urgency 0 to 1, or -1 to try unvisited children first (the default)
     * @return this builder
     */
    public Mcts firstPlayUrgency(double urgency) {
        return set(FPU, urgency);
    }

    /**
     * Priors as virtual visits: each new child starts with this many visits at its prior.
     *
     * @param visits 0 (none) or more
     * @return this builder
     */
    public Mcts priorVisits(int visits) {
        return set(PRIOR, visits);
    }

    /**
     * The progressive bias weight {@code W}.
     *
     * @param weight 0 (none) to 1000
     * @return this builder
     */
    public Mcts progressiveBias(double weight) {
        return set(PROGRESSIVE_BIAS, weight);
    }

    /**
     * One of the built-in play-out strategies.
     *
     * @param playout random or greedy
     * @return this builder
     */
    public Mcts playout(Playout playout) {
        return set(PLAYOUT, playout);
    }

    /**
     * A play-out strategy of one's own, replacing the {@code playout} option's.
     *
     * @param policy the policy, shared by every worker of every search created
     * @return this builder
     */
    public Mcts playout(PlayoutPolicy policy) {
        requireNonNull(policy, "policy");
        return playoutFactory(context -> policy);
    }

    /**
     * A play-out strategy built for each search created.
     *
     * @param factory builds the policy from the search's context
     * @return this builder
     */
    public Mcts playoutFactory(Function<StrategyContext, ? extends PlayoutPolicy> factory) {
        custom.playout = requireNonNull(factory, "factory");
        return this;
    }

    /**
     * The random-move probability of greedy play-outs.
     *
     * @param epsilon 0 to 1
     * @return this builder
     */
    public Mcts epsilon(double epsilon) {
        return set(EPSILON, epsilon);
    }

    /**
     * Plies after which play-outs stop and are scored by the evaluator.
     *
     * @param plies 0 (play to the end) to 100,000
     * @return this builder
     */
    public Mcts cutoff(int plies) {
        return set(CUTOFF, plies);
    }

    /**
     * The evaluator score worth a reward of about 0.73.
     *
     * @param units the score; 0 for the evaluator's advantage unit
     * @return this builder
     */
    public Mcts evalScale(double units) {
        return set(EVAL_SCALE, units);
    }

    /**
     * A back-propagation chain of one's own, run in order after every play-out, replacing the default
     * chain ({@code MonteCarloBackpropagation}, then {@code AmafBackpropagation} when the selection reads
     * AMAF statistics, then {@code SolverBackpropagation} with the solver).
     *
     * @param policies the chain, at least one
     * @return this builder
     */
    public Mcts backpropagation(BackpropagationPolicy... policies) {
        List<BackpropagationPolicy> chain = List.of(policies);
        if (chain.isEmpty()) {
            throw new IllegalArgumentException("a back-propagation chain needs at least one policy");
        }
        return backpropagationFactory(context -> chain);
    }

    /**
     * A back-propagation chain built for each search created.
     *
     * @param factory builds the chain, at least one policy, from the search's context
     * @return this builder
     */
    public Mcts backpropagationFactory(Function<StrategyContext, ? extends List<? extends BackpropagationPolicy>> factory) {
        custom.backpropagation = requireNonNull(factory, "factory");
        return this;
    }

    /**
     * One of the built-in final-move strategies.
     *
     * @param finalMove most visited, highest mean or secure
     * @return this builder
     */
    public Mcts finalMove(FinalMove finalMove) {
        return set(FINAL_MOVE, finalMove);
    }

    /**
     * A network object of one's own for {@code selection=puct}, replacing the {@code net} option's file: one held in
     * memory, or one that is no file at all (a stand-in that measures the search's cost outside the network).
     *
     * @param network the network, made for the game's encoding; shared by every search created
     * @return this builder
     */
    public Mcts network(PolicyValueNetwork network) {
        custom.network = requireNonNull(network, "network");
        return this;
    }

    /**
     * A final-move strategy of one's own, replacing the {@code final} option's.
     *
     * @param selection the strategy
     * @return this builder
     */
    public Mcts finalMove(FinalMoveSelection selection) {
        custom.finalMove = requireNonNull(selection, "selection");
        return this;
    }

    /**
     * Whether to prove wins, losses and draws (MCTS-Solver) and play by them.
     *
     * @param on the switch
     * @return this builder
     */
    public Mcts solver(boolean on) {
        return set(SOLVER, on);
    }

    /**
     * Whether positions reached by different move orders share one node.
     *
     * @param on the switch
     * @return this builder
     */
    public Mcts transpositions(boolean on) {
        return set(TRANSPOSITIONS, on);
    }

    /**
     * Whether to keep the tree from one search to the next.
     *
     * @param on the switch
     * @return this builder
     */
    public Mcts reuse(boolean on) {
        return set(REUSE, on);
    }

    /**
     * Worker threads.
     *
     * @param threads 1 to 256
     * @return this builder
     */
    public Mcts threads(int threads) {
        return set(THREADS, threads);
    }

    /**
     * How several threads share the work.
     *
     * @param parallel one shared tree or one tree per thread
     * @return this builder
     */
    public Mcts parallel(Parallel parallel) {
        return set(PARALLEL, parallel);
    }

    /**
     * The visits a descending thread adds to each node on its path (tree parallelism).
     *
     * @param visits 1 to 1000
     * @return this builder
     */
    public Mcts virtualLoss(int visits) {
        return set(VIRTUAL_LOSS, visits);
    }

    /**
     * The most memory the tree may take; the search stops when it is full.
     *
     * @param mebibytes 1 to 65,536
     * @return this builder
     */
    public Mcts memoryMiB(int mebibytes) {
        return set(MEMORY, mebibytes);
    }

    /**
     * The most nodes the tree (all trees together) may hold; the search stops when it is full.
     *
     * @param nodes the cap; 0 for as many as memory allows
     * @return this builder
     */
    public Mcts treeNodes(int nodes) {
        return set(TREE_NODES, nodes);
    }

    /**
     * The random seed.
     *
     * @param seed any value
     * @return this builder
     */
    public Mcts seed(long seed) {
        return set(SEED, seed);
    }

    @Override
    protected Search newSearch(SearchSetup setup) {
        return new MctsSearch(setup, MctsConfig.from(setup.options()).checked(setup.options()), custom.copy());
    }

    /**
     * The options as a specification writes them, and which strategies were passed in.
     *
     * @return such as {@code mcts:solver=true} or {@code mcts:c=0.7 with its own selection, playout}
     */
    @Override
    public String toString() {
        List<String> own = new ArrayList<>();
        if (custom.selection != null) {
            own.add("selection");
        }
        if (custom.playout != null) {
            own.add("playout");
        }
        if (custom.backpropagation != null) {
            own.add("backpropagation");
        }
        if (custom.finalMove != null) {
            own.add("final move");
        }
        return super.toString() + (own.isEmpty() ? "" : " with its own " + String.join(", ", own));
    }
}
