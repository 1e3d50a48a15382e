package dev.ply.search.alphabeta;

import dev.ply.core.search.OptionKey;
import dev.ply.core.search.Scores;
import dev.ply.core.search.SearchBuilder;
import dev.ply.core.search.SearchOption;
import java.util.List;

/**
 * The typed builder of the {@code alphabeta} search, and the one declaration of its options: every
 * method sets the option of the same meaning that a specification string sets by name, so
 * {@code AlphaBeta.builder().threads(2).hashMiB(64)} and {@code alphabeta:threads=2,hash=64} configure
 * the same search. Every enhancement is on by default and has a switch of its own; {@link #plain()} is
 * the textbook algorithm. See {@link AlphaBetaProvider} for what the search does.
 *
 * <pre>{@code
 * Search search = AlphaBeta.builder().threads(2).hashMiB(64).create(game);
 * Search textbook = AlphaBeta.builder().plain().create(game);
 * Search parsed = AlphaBeta.builder().options("plain,tt=true").create(game);
 * }</pre>
 */
public final class AlphaBeta extends SearchBuilder<AlphaBeta> {

    /** When a node cuts off: at {@code alpha >= beta} (the textbook) or only at {@code alpha > beta}. */
    public enum Cut {
        /** Cut when {@code alpha >= beta}. */
        GE,
        /** Cut only when {@code alpha > beta}: searches more, for teaching. */
        GT
    }

    /** {@code threads}: search threads (Lazy SMP sharing the table). */
    public static final OptionKey<Integer> THREADS =
            OptionKey.integer("threads", 1, 1, 256, "search threads (Lazy SMP sharing the table)");
    /** {@code hash}: the transposition table's size in MiB. */
    public static final OptionKey<Integer> HASH =
            OptionKey.integer("hash", 16, 1, 8192, "transposition table size in MiB");
    /** {@code multipv}: the number of best lines searched and reported. */
    public static final OptionKey<Integer> MULTI_PV =
            OptionKey.integer("multipv", 1, 1, 256, "number of best lines to search and report");
    /** {@code tt}: use a transposition table. */
    public static final OptionKey<Boolean> TABLE =
            OptionKey.flag("tt", true, "use a transposition table (its move first, its bounds to cut)");
    /** {@code id}: iterative deepening. */
    public static final OptionKey<Boolean> ITERATIVE_DEEPENING =
            OptionKey.flag("id", true, "iterative deepening (time and node limits deepen regardless)");
    /** {@code distance}: score wins by their distance. */
    public static final OptionKey<Boolean> DISTANCE_SCORING =
            OptionKey.flag("distance", true, "score wins by their distance, preferring the shortest");
    /** {@code cut}: cut at {@code alpha >= beta} or only at {@code alpha > beta}. */
    public static final OptionKey<Cut> CUT = OptionKey.choice("cut", Cut.GE, "cut when alpha >= beta (ge, the"
            + " textbook) or only when alpha > beta (gt, for teaching: it searches more)");
    /** {@code window}: a fixed root window {@code (-w, +w)}; 0 for none. */
    public static final OptionKey<Integer> WINDOW = OptionKey.integer("window", 0, 0, Scores.INFINITY,
            "fixed root window (-w, +w) in evaluation units; 0 for (-inf, +inf) or aspiration windows");
    /** {@code pvs}: principal variation search. */
    public static final OptionKey<Boolean> PVS =
            OptionKey.flag("pvs", true, "principal variation search: null windows after the first move");
    /** {@code aspiration}: the aspiration window's half-width in hundredths of a pawn. */
    public static final OptionKey<Integer> ASPIRATION = OptionKey.integer("aspiration", 25, 0, 100_000,
            "aspiration window half-width around the last score, in hundredths of a pawn; 0 for none");
    /** {@code pawn}: the evaluator's value of a pawn; 0 for its {@code advantageUnit()}. */
    public static final OptionKey<Integer> PAWN = OptionKey.integer("pawn", 0, 0, 1_000_000, "the evaluator's"
            + " value of a pawn (a clear but undecided advantage): pruning margins and windows scale with it; 0 for"
            + " the evaluator's advantageUnit()");
    /** {@code killers}: killer moves. */
    public static final OptionKey<Boolean> KILLERS =
            OptionKey.flag("killers", true, "try two quiet moves that cut off at the same ply first");
    /** {@code history}: the history heuristic. */
    public static final OptionKey<Boolean> HISTORY =
            OptionKey.flag("history", true, "order quiet moves by the history heuristic");
    /** {@code countermove}: counter-moves. */
    public static final OptionKey<Boolean> COUNTER_MOVES =
            OptionKey.flag("countermove", true, "try the move that refuted the opponent's last move");
    /** {@code conthist}: continuation history, off until an SPRT shows it gains. */
    public static final OptionKey<Boolean> CONTINUATION_HISTORY = OptionKey.flag("conthist", false,
            "order and reduce quiet moves also by how well they answered the opponent's last move and the side's own"
                    + " move before it (continuation history; games whose move index space is at most 2,048)");
    /** {@code capthist}: capture history, off until an SPRT shows it gains. */
    public static final OptionKey<Boolean> CAPTURE_HISTORY = OptionKey.flag("capthist", false,
            "order winning captures also by how often each (move index, victim) cut off before (capture history)");
    /** {@code singular}: singular extensions and multi-cut (on since their SPRT in chess: +17 Elo, H1 accepted). */
    public static final OptionKey<Boolean> SINGULAR = OptionKey.flag("singular", true,
            "extend by a ply a table move that alone holds the node's value (a search without it fails low), and"
                    + " fail high when a move besides it beats beta (multi-cut)");
    /** {@code corrhist}: correction history, off until an SPRT shows it gains. */
    public static final OptionKey<Boolean> CORRECTION_HISTORY = OptionKey.flag("corrhist", false,
            "correct the static evaluation that pruning reads by how far search results at positions of the same"
                    + " structure (chess: pawns) differed from it, in games with a structure key");
    /**
     * {@code effort}: time management by the best move's share of the root's nodes, off until an SPRT shows it gains.
     */
    public static final OptionKey<Boolean> EFFORT_TIME = OptionKey.flag("effort", false,
            "on a clock, grant the next iteration less time the larger the best move's share of the last iteration's"
                    + " root nodes, and more when its rivals took most of them (node-based time management)");
    /** {@code timeuse}: the percent of a clock's soft time limit the search grants itself. */
    public static final OptionKey<Integer> TIME_USE = OptionKey.integer("timeuse", 100, 10, 1_000,
            "on a clock, the percent of the soft time limit (an even share of the time left plus most of the"
                    + " increment) after which no new iteration starts; the hard limit stays where it is");
    /** {@code evalcache}: static evaluations each thread keeps by position key; 0 for none. */
    public static final OptionKey<Integer> EVAL_CACHE = OptionKey.integer("evalcache", 0, 0, 1 << 22,
            "static evaluations each thread keeps by position key (rounded down to a power of two), so that a position"
                    + " evaluated again costs a lookup; 0 for none. The search is the same node for node");
    /** {@code probcut}: ProbCut, on since its SPRT (sprt-8 in docs/experiments/2026-12-04-chess-tuning.md). */
    public static final OptionKey<Boolean> PROBCUT = OptionKey.flag("probcut", true,
            "at a deep node outside the principal variation, a capture that wins enough by static exchange and still"
                    + " beats beta by a margin in a search four plies shallower fails the node high (ProbCut; games"
                    + " with tactical moves and exchange values)");
    /** {@code captures}: MVV-LVA ordering of tactical moves. */
    public static final OptionKey<Boolean> CAPTURE_ORDERING = OptionKey.flag("captures", true,
            "order tactical moves by MVV-LVA, losing ones (by SEE) last");
    /** {@code qs}: quiescence search. */
    public static final OptionKey<Boolean> QUIESCENCE = OptionKey.flag("qs", true,
            "quiescence search on tactical moves (all evasions in check)");
    /** {@code see}: static-exchange pruning of captures. */
    public static final OptionKey<Boolean> SEE_PRUNING =
            OptionKey.flag("see", true, "prune captures that lose material by static exchange");
    /** {@code seequiet}: static-exchange pruning of quiet moves, off until an SPRT shows it gains. */
    public static final OptionKey<Boolean> QUIET_SEE_PRUNING = OptionKey.flag("seequiet", false,
            "near the horizon, prune quiet moves that lose material by static exchange (a piece left where it is"
                    + " taken), checks and the table's move excepted (with see=true)");
    /** {@code checkext}: check extension. */
    public static final OptionKey<Boolean> CHECK_EXTENSION =
            OptionKey.flag("checkext", true, "extend moves that give check by one ply");
    /** {@code nullmove}: null-move pruning. */
    public static final OptionKey<Boolean> NULL_MOVE =
            OptionKey.flag("nullmove", true, "null-move pruning with an adaptive reduction");
    /** {@code lmr}: late move reductions. */
    public static final OptionKey<Boolean> LATE_MOVE_REDUCTIONS = OptionKey.flag("lmr", true, "late move reductions");
    /** {@code futility}: futility and delta pruning. */
    public static final OptionKey<Boolean> FUTILITY = OptionKey.flag("futility", true,
            "futility pruning near the horizon, delta pruning in quiescence");
    /** {@code rfp}: reverse futility pruning. */
    public static final OptionKey<Boolean> REVERSE_FUTILITY =
            OptionKey.flag("rfp", true, "reverse futility (static null move) pruning");
    /** {@code lmp}: late move pruning. */
    public static final OptionKey<Boolean> LATE_MOVE_PRUNING =
            OptionKey.flag("lmp", true, "late move pruning of quiet moves near the horizon");
    /** {@code iir}: internal iterative reduction. */
    public static final OptionKey<Boolean> INTERNAL_REDUCTION =
            OptionKey.flag("iir", true, "internal iterative reduction of nodes without a table move");
    /** {@code mdp}: mate distance pruning. */
    public static final OptionKey<Boolean> MATE_DISTANCE_PRUNING =
            OptionKey.flag("mdp", true, "mate distance pruning (with distance scoring)");

    /**
     * {@code wincheck}: a search limited to a depth no deeper than this looks once more at its last iteration, pruning
     * nothing, for a win within its depth; -1 for the game's own default.
     */
    public static final OptionKey<Integer> WIN_CHECK = OptionKey.integer("wincheck", -1, -1, Scores.MAX_PLY,
            "a search limited to this depth or less looks once more, pruning nothing, for a win within its depth that"
                    + " forward pruning hid; 0 for never, -1 (default) for the deepest depth whose look stays small for"
                    + " the game (maxMoves^(depth/2) <= 100,000, at most 8: chess 4, Connect Four 8)");

    /** {@code rfp-depth}: the deepest remaining depth reverse futility pruning applies at. */
    public static final OptionKey<Integer> RFP_DEPTH = OptionKey.integer("rfp-depth", 8, 0, Scores.MAX_PLY,
            "tuning: reverse futility pruning at this remaining depth and below");
    /** {@code rfp-margin}: the reverse futility margin per ply, in hundredths of a pawn. */
    public static final OptionKey<Integer> RFP_MARGIN = OptionKey.integer("rfp-margin", 75, 0, 10_000,
            "tuning: reverse futility margin per ply of depth, in hundredths of a pawn");
    /** {@code futility-depth}: the deepest remaining depth futility pruning applies at. */
    public static final OptionKey<Integer> FUTILITY_DEPTH = OptionKey.integer("futility-depth", 7, 0, Scores.MAX_PLY,
            "tuning: futility pruning of quiet moves at this remaining depth and below");
    /** {@code futility-base}: the futility margin at depth 0, in hundredths of a pawn. */
    public static final OptionKey<Integer> FUTILITY_BASE = OptionKey.integer("futility-base", 80, 0, 10_000,
            "tuning: futility margin at depth 0, in hundredths of a pawn");
    /** {@code futility-margin}: the futility margin per ply, in hundredths of a pawn. */
    public static final OptionKey<Integer> FUTILITY_MARGIN = OptionKey.integer("futility-margin", 80, 0, 10_000,
            "tuning: futility margin per ply of depth, in hundredths of a pawn");
    /** {@code lmp-depth}: the deepest remaining depth late move pruning applies at. */
    public static final OptionKey<Integer> LMP_DEPTH = OptionKey.integer("lmp-depth", 8, 0, Scores.MAX_PLY,
            "tuning: late move pruning at this remaining depth and below");
    /** {@code see-depth}: the deepest remaining depth captures losing by static exchange are pruned at. */
    public static final OptionKey<Integer> SEE_DEPTH = OptionKey.integer("see-depth", 6, 0, Scores.MAX_PLY,
            "tuning: pruning of captures that lose by static exchange at this remaining depth and below");
    /** {@code see-margin}: the material a capture may lose per ply before it is pruned, in hundredths of a pawn. */
    public static final OptionKey<Integer> SEE_MARGIN = OptionKey.integer("see-margin", 100, 0, 10_000,
            "tuning: material a capture may lose by static exchange per ply before it is pruned, in hundredths of"
                    + " a pawn");
    /** {@code see-quiet-margin}: the material a quiet move may lose per ply before {@code seequiet} prunes it. */
    public static final OptionKey<Integer> SEE_QUIET_MARGIN = OptionKey.integer("see-quiet-margin", 60, 0, 10_000,
            "tuning: material a quiet move may lose by static exchange per ply before it is pruned (seequiet), in"
                    + " hundredths of a pawn");
    /** {@code nmp-depth}: the least remaining depth null move pruning needs. */
    public static final OptionKey<Integer> NMP_DEPTH = OptionKey.integer("nmp-depth", 2, 1, Scores.MAX_PLY,
            "tuning: null move pruning from this remaining depth on");
    /** {@code nmp-reduction}: the null move's base reduction, in plies. */
    public static final OptionKey<Integer> NMP_REDUCTION = OptionKey.integer("nmp-reduction", 3, 0, 16,
            "tuning: the null move's base reduction, in plies");
    /** {@code nmp-divisor}: one more ply of null move reduction per this many plies of depth. */
    public static final OptionKey<Integer> NMP_DIVISOR = OptionKey.integer("nmp-divisor", 4, 1, Scores.MAX_PLY,
            "tuning: one more ply of null move reduction per this many plies of depth");
    /** {@code nmp-eval-step}: one more ply of null move reduction per this much evaluation above beta. */
    public static final OptionKey<Integer> NMP_EVAL_STEP = OptionKey.integer("nmp-eval-step", 200, 1, 100_000,
            "tuning: one more ply of null move reduction (at most 3) per this much evaluation above beta, in"
                    + " hundredths of a pawn");
    /** {@code iir-depth}: internal iterative reduction from this remaining depth on. */
    public static final OptionKey<Integer> IIR_DEPTH = OptionKey.integer("iir-depth", 4, 1, Scores.MAX_PLY,
            "tuning: internal iterative reduction from this remaining depth on");
    /** {@code lmr-depth}: late move reductions from this remaining depth on. */
    public static final OptionKey<Integer> LMR_DEPTH = OptionKey.integer("lmr-depth", 3, 1, Scores.MAX_PLY,
            "tuning: late move reductions from this remaining depth on");
    /** {@code lmr-base}: the constant of the late move reduction table, in hundredths of a ply. */
    public static final OptionKey<Integer> LMR_BASE = OptionKey.integer("lmr-base", 75, -500, 500,
            "tuning: late move reductions are lmr-base/100 + ln(depth) ln(moves) * 100/lmr-divisor plies");
    /** {@code lmr-divisor}: the divisor of the late move reduction table, in hundredths. */
    public static final OptionKey<Integer> LMR_DIVISOR = OptionKey.integer("lmr-divisor", 225, 10, 10_000,
            "tuning: the divisor of the late move reduction table, in hundredths (see lmr-base)");
    /** {@code lmr-cutnode}: late move reductions' extra plies at a node expected to fail high; 0 for none. */
    public static final OptionKey<Integer> LMR_CUTNODE = OptionKey.integer("lmr-cutnode", 0, 0, 16,
            "tuning: late move reductions' extra plies at a node expected to fail high (a cut node); 0 for none");
    /** {@code lmr-ttcapture}: late move reductions' extra plies when the table's move is a capture; 0 for none. */
    public static final OptionKey<Integer> LMR_TTCAPTURE = OptionKey.integer("lmr-ttcapture", 0, 0, 16,
            "tuning: late move reductions' extra plies at a node whose table move is a capture; 0 for none");
    /** {@code delta-margin}: quiescence's delta pruning margin, in hundredths of a pawn. */
    public static final OptionKey<Integer> DELTA_MARGIN = OptionKey.integer("delta-margin", 200, 0, 100_000,
            "tuning: quiescence skips a capture whose victim and this margin leave alpha out of reach, in hundredths"
                    + " of a pawn");

    /**
     * {@code se-depth}: singular extensions from this remaining depth on (3 or more: the search without the move
     * needs a ply).
     */
    public static final OptionKey<Integer> SE_DEPTH = OptionKey.integer("se-depth", 8, 3, Scores.MAX_PLY,
            "tuning: singular extensions from this remaining depth on");
    /** {@code se-margin}: the singular search's margin below the table's score, per ply of depth. */
    public static final OptionKey<Integer> SE_MARGIN = OptionKey.integer("se-margin", 2, 0, 10_000,
            "tuning: the search without the table move must fail below the table's score less this much per ply"
                    + " of depth, in hundredths of a pawn, for the move to be extended");
    /**
     * {@code se-negative}: plies the table move is searched shallower when the singular search finds it is not alone
     * but its table score beats beta (Stockfish's negative extension); 0 for none.
     */
    public static final OptionKey<Integer> SE_NEGATIVE = OptionKey.integer("se-negative", 0, 0, 3,
            "tuning: plies the table move is searched shallower when another move nearly matches it but its table"
                    + " score beats beta (a negative singular extension); 0 for none");
    /** {@code probcut-depth}: ProbCut from this remaining depth on (5 or more: its search is four plies shallower). */
    public static final OptionKey<Integer> PROBCUT_DEPTH = OptionKey.integer("probcut-depth", 5, 5, Scores.MAX_PLY,
            "tuning: ProbCut from this remaining depth on");
    /** {@code probcut-margin}: how far above beta ProbCut's shallower search must reach. */
    public static final OptionKey<Integer> PROBCUT_MARGIN = OptionKey.integer("probcut-margin", 100, 0, 10_000,
            "tuning: ProbCut's shallower search must reach beta plus this much, in hundredths of a pawn");
    /** {@code probcut-improving}: how much less ProbCut's margin is where the evaluation is improving. */
    public static final OptionKey<Integer> PROBCUT_IMPROVING = OptionKey.integer("probcut-improving", 25, 0, 10_000,
            "tuning: ProbCut's margin is this much less where the static evaluation is improving, in hundredths of"
                    + " a pawn");

    /**
     * The tuning parameters: every margin, depth bound and reduction of {@link Pruning}, each an integer option, so
     * that {@code ply spsa} tunes them by name and {@link #parameter} sets them.
     */
    public static final List<OptionKey<Integer>> PARAMETERS = List.of(RFP_DEPTH, RFP_MARGIN, FUTILITY_DEPTH,
            FUTILITY_BASE, FUTILITY_MARGIN, LMP_DEPTH, SEE_DEPTH, SEE_MARGIN, SEE_QUIET_MARGIN, NMP_DEPTH,
            NMP_REDUCTION, NMP_DIVISOR, NMP_EVAL_STEP, IIR_DEPTH, LMR_DEPTH, LMR_BASE, LMR_DIVISOR, LMR_CUTNODE,
            LMR_TTCAPTURE, DELTA_MARGIN, SE_DEPTH, SE_MARGIN, SE_NEGATIVE, PROBCUT_DEPTH, PROBCUT_MARGIN,
            PROBCUT_IMPROVING);

    /** Every option, in the order listings show them. */
    static final List<SearchOption> OPTIONS = java.util.stream.Stream.concat(java.util.stream.Stream.of(THREADS, HASH,
            MULTI_PV, TABLE, ITERATIVE_DEEPENING, DISTANCE_SCORING, CUT, WINDOW, PVS, ASPIRATION, PAWN, KILLERS,
            HISTORY, COUNTER_MOVES, CONTINUATION_HISTORY, CAPTURE_HISTORY, CAPTURE_ORDERING, QUIESCENCE, SEE_PRUNING,
            QUIET_SEE_PRUNING, CHECK_EXTENSION, SINGULAR, CORRECTION_HISTORY, PROBCUT, NULL_MOVE,
            LATE_MOVE_REDUCTIONS, FUTILITY, REVERSE_FUTILITY, LATE_MOVE_PRUNING, INTERNAL_REDUCTION,
            MATE_DISTANCE_PRUNING, WIN_CHECK, EFFORT_TIME, TIME_USE, EVAL_CACHE), PARAMETERS.stream())
            .map(OptionKey::option).toList();

    private AlphaBeta() {
        super(new AlphaBetaProvider());
    }

    /**
     * Sets a tuning parameter ({@link #PARAMETERS}), as {@code alphabeta:futility-base=90} does.
     *
     * @param parameter one of {@link #PARAMETERS}
     * @param value its value, within the option's range
     * @return this builder
     * @throws IllegalArgumentException for a key that is not a tuning parameter
     */
    public AlphaBeta parameter(OptionKey<Integer> parameter, int value) {
        if (!PARAMETERS.contains(parameter)) {
            throw new IllegalArgumentException(parameter.option().name() + " is not a tuning parameter");
        }
        return set(parameter, value);
    }

    /**
     * A builder with every option at its default: the full engine on one thread with a 16 MiB table.
     *
     * @return a new builder
     */
    public static AlphaBeta builder() {
        return new AlphaBeta();
    }

    /**
     * The textbook algorithm: every enhancement off (preset {@code plain}).
     *
     * @return this builder
     */
    public AlphaBeta plain() {
        return preset("plain");
    }

    /**
     * Ordering, windows and table kept, everything that changes a fixed-depth value off (preset
     * {@code fullwidth}): at a fixed depth the search returns the depth-limited minimax value.
     *
     * @return this builder
     */
    public AlphaBeta fullWidth() {
        return preset("fullwidth");
    }

    /**
     * Search threads; helpers search the same root and share the table (Lazy SMP).
     *
     * @param threads 1 to 256
     * @return this builder
     */
    public AlphaBeta threads(int threads) {
        return set(THREADS, threads);
    }

    /**
     * The transposition table's size.
     *
     * @param mebibytes 1 to 8192
     * @return this builder
     */
    public AlphaBeta hashMiB(int mebibytes) {
        return set(HASH, mebibytes);
    }

    /**
     * The number of best lines searched and reported.
     *
     * @param lines 1 to 256
     * @return this builder
     */
    public AlphaBeta multiPv(int lines) {
        return set(MULTI_PV, lines);
    }

    /**
     * Whether to use a transposition table.
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta table(boolean on) {
        return set(TABLE, on);
    }

    /**
     * Whether to deepen iteratively up to a depth limit (time and node limits deepen regardless).
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta iterativeDeepening(boolean on) {
        return set(ITERATIVE_DEEPENING, on);
    }

    /**
     * Whether to score wins by their distance, preferring the shortest.
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta distanceScoring(boolean on) {
        return set(DISTANCE_SCORING, on);
    }

    /**
     * When a node cuts off.
     *
     * @param cut {@link Cut#GE}, the textbook, or {@link Cut#GT}
     * @return this builder
     */
    public AlphaBeta cut(Cut cut) {
        return set(CUT, cut);
    }

    /**
     * A fixed root window {@code (-w, +w)}, in evaluation units, replacing aspiration windows.
     *
     * @param halfWidth the window's half-width; 0 for none
     * @return this builder
     */
    public AlphaBeta window(int halfWidth) {
        return set(WINDOW, halfWidth);
    }

    /**
     * Whether to run principal variation search (null windows after the first move).
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta pvs(boolean on) {
        return set(PVS, on);
    }

    /**
     * The aspiration window's half-width around the previous iteration's score.
     *
     * @param hundredthsOfAPawn the half-width; 0 for none
     * @return this builder
     */
    public AlphaBeta aspiration(int hundredthsOfAPawn) {
        return set(ASPIRATION, hundredthsOfAPawn);
    }

    /**
     * The evaluator's value of a pawn, which pruning margins and windows scale with.
     *
     * @param units the value; 0 for the evaluator's {@code advantageUnit()}
     * @return this builder
     */
    public AlphaBeta pawn(int units) {
        return set(PAWN, units);
    }

    /**
     * Whether to try killer moves early.
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta killers(boolean on) {
        return set(KILLERS, on);
    }

    /**
     * Whether to order quiet moves by the history heuristic.
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta history(boolean on) {
        return set(HISTORY, on);
    }

    /**
     * Whether to try counter-moves early.
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta counterMoves(boolean on) {
        return set(COUNTER_MOVES, on);
    }

    /**
     * Whether to order and reduce quiet moves also by continuation history: a score per pair of an earlier move (the
     * opponent's last, and the side's own before it) and the reply, learned from cut-offs as the history heuristic
     * is; late move reductions then read a quarter of twice the history score plus both continuation scores.
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta continuationHistory(boolean on) {
        return set(CONTINUATION_HISTORY, on);
    }

    /**
     * Whether to order winning tactical moves also by capture history: a score per move index and victim, learned
     * from cut-offs as the history heuristic is, that can reorder captures of victims of close value.
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta captureHistory(boolean on) {
        return set(CAPTURE_HISTORY, on);
    }

    /**
     * Whether to extend singular table moves: at a node deep enough whose table entry holds a lower bound, the
     * node is searched without the table move at half depth below the bound less a margin; if that fails low the
     * move is searched a ply deeper, and if it reaches beta the node fails high (multi-cut).
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta singularExtensions(boolean on) {
        return set(SINGULAR, on);
    }

    /**
     * Whether to correct the static evaluation by correction history: per structure key (chess: the pawns), the mean
     * gap between search results and the evaluation, which the pruning decisions then read corrected. Does nothing in
     * a game without {@link dev.ply.core.capability.StructureKey}.
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta correctionHistory(boolean on) {
        return set(CORRECTION_HISTORY, on);
    }

    /**
     * Whether a search on a clock steers its time also by the effort of its best move: from the sixth iteration on, the
     * soft limit is scaled by {@code 0.4 + 2 (1 - share)}, within 0.5 and 1.6, where {@code share} is the best move's
     * part of the nodes all root moves took in the iteration (Ethereal's node-based time management). Changes nothing
     * without a clock or with a fixed move time.
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta effortTime(boolean on) {
        return set(EFFORT_TIME, on);
    }

    /**
     * How much of a clock's soft time limit the search grants itself before it starts no new iteration, as a percent:
     * 100 as {@link dev.ply.core.search.support.TimeBudget} derives it, more to spend more of the clock on each move.
     * The stability of the best move and a falling score scale it further; the hard limit, where a search stops in
     * mid-iteration, does not move. Changes nothing without a clock or with a fixed move time.
     *
     * @param percent between 10 and 1,000
     * @return this builder
     */
    public AlphaBeta timeUse(int percent) {
        return set(TIME_USE, percent);
    }

    /**
     * How many static evaluations each searching thread keeps, by position key, so that a position evaluated again
     * (in the next iteration, a re-search, a verification) costs a lookup instead of an evaluation. The search is the
     * same node for node; only its speed changes, the more the dearer the evaluator.
     *
     * @param entries the cache's size in positions per thread, rounded down to a power of two; 0 for none
     * @return this builder
     */
    public AlphaBeta evalCache(int entries) {
        return set(EVAL_CACHE, entries);
    }

    /**
     * Whether to use ProbCut: at a node outside the principal variation, deep enough and out of check, each capture
     * whose static exchange wins at least the gap between the static evaluation and beta plus a margin is searched
     * four plies shallower against that raised bound (after a quiescence search says it may reach it); one that
     * reaches it fails the node high. Does nothing in a game without tactical moves and exchange values.
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta probCut(boolean on) {
        return set(PROBCUT, on);
    }

    /**
     * Whether to order tactical moves by MVV-LVA, losing ones last.
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta captureOrdering(boolean on) {
        return set(CAPTURE_ORDERING, on);
    }

    /**
     * Whether to resolve tactical moves at the horizon (quiescence search).
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta quiescence(boolean on) {
        return set(QUIESCENCE, on);
    }

    /**
     * Whether to prune captures that lose material by static exchange.
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta seePruning(boolean on) {
        return set(SEE_PRUNING, on);
    }

    /**
     * Whether to prune, near the horizon, quiet moves that lose material by static exchange (a piece moved where it
     * is taken for less), as Ethereal and Stockfish do; checks and the table's move are searched. Needs
     * {@link #seePruning(boolean)} and a game with exchange values.
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta quietSeePruning(boolean on) {
        return set(QUIET_SEE_PRUNING, on);
    }

    /**
     * Whether to extend checking moves by one ply.
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta checkExtension(boolean on) {
        return set(CHECK_EXTENSION, on);
    }

    /**
     * Whether to use null-move pruning.
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta nullMove(boolean on) {
        return set(NULL_MOVE, on);
    }

    /**
     * Whether to reduce late moves.
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta lateMoveReductions(boolean on) {
        return set(LATE_MOVE_REDUCTIONS, on);
    }

    /**
     * Whether to use futility pruning (and delta pruning in quiescence).
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta futility(boolean on) {
        return set(FUTILITY, on);
    }

    /**
     * Whether to use reverse futility (static null move) pruning.
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta reverseFutility(boolean on) {
        return set(REVERSE_FUTILITY, on);
    }

    /**
     * Whether to prune late quiet moves near the horizon.
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta lateMovePruning(boolean on) {
        return set(LATE_MOVE_PRUNING, on);
    }

    /**
     * Whether to search nodes without a table move one ply shallower.
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta internalReduction(boolean on) {
        return set(INTERNAL_REDUCTION, on);
    }

    /**
     * Whether to cut lines that cannot beat a mate already found.
     *
     * @param on the switch
     * @return this builder
     */
    public AlphaBeta mateDistancePruning(boolean on) {
        return set(MATE_DISTANCE_PRUNING, on);
    }

    /**
     * The deepest depth limit under which the search looks once more, pruning nothing, for a win within its depth.
     *
     * @param depth 0 for never, -1 for the game's default
     * @return this builder
     */
    public AlphaBeta winCheck(int depth) {
        return set(WIN_CHECK, depth);
    }
}
