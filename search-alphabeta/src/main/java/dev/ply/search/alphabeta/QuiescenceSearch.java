package dev.ply.search.alphabeta;

import dev.ply.core.GameState;
import dev.ply.core.capability.CheckAware;
import dev.ply.core.capability.DrawRules;
import dev.ply.core.capability.TacticalMoves;
import dev.ply.core.eval.Evaluator;
import dev.ply.core.search.Scores;
import dev.ply.core.search.SearchTracer;
import dev.ply.core.search.support.PrincipalVariation;
import dev.ply.core.search.support.SearchControl;
import dev.ply.core.search.support.SearchCounters;
import dev.ply.core.tt.TranspositionTable;

/**
 * A searching thread below the horizon: what the thread owns, preallocated per ply (move lists, the moves on the
 * current path, the check status, the principal variation, move ordering and history), and the quiescence search
 * over it. {@link SearchWorker} adds the principal variation search above the horizon on the same state; the two
 * are one recursion, split in two classes only by what each decides.
 */
abstract class QuiescenceSearch {

    static final int NO_SCORE = TableScores.NO_SCORE;
    static final int NULL_MOVE_INDEX = -1;
    final EngineConfig config;
    final Pruning pruning;
    final Evaluator<GameState> evaluator;
    final TableScores table;
    final StopPoll stop;
    final int maxPly;
    final int[][] moves;
    final int[] indexAtPly;
    final CheckCache checkAtPly;
    final MoveHistory history;
    final MoveOrdering ordering;
    final PrincipalVariation pv;
    /** The thread's cache of static evaluations, or {@code null} without one ({@code evalcache=0}). */
    final EvalCache evalCache;

    GameState state;
    TacticalMoves tactical;
    CheckAware checks;
    DrawRules draws;
    /** Whether the root search running takes table cutoffs only from proven or decisive entries. */
    boolean exhaustive;

    /** This thread's counts of its work, read by the search when it reports. */
    final SearchCounters counters = new SearchCounters();
    boolean horizonReached;
    /** The attached tracer, or {@code null}; with none the node loop only tests this field. */
    SearchTracing tracer;

    /**
     * Allocates a thread's state.
     *
     * @param config the switches
     * @param evaluator the evaluator
     * @param table the shared table, or {@code null}
     * @param control the shared stop control
     * @param maxPly the deepest ply
     * @param maxMoves the game's {@code maxMoves()}
     * @param historySize the game's history size, or 0 when it has no ordering hints
     * @param singleThread whether this is the only thread (then the node limit is checked at every node)
     */
    QuiescenceSearch(EngineConfig config, Evaluator<GameState> evaluator, TranspositionTable table,
            SearchControl control, int maxPly, int maxMoves, int historySize, boolean singleThread) {
        this.config = config;
        this.pruning = new Pruning(config);
        this.evaluator = evaluator;
        this.table = new TableScores(table, config.distanceScoring());
        this.stop = new StopPoll(control, singleThread);
        this.maxPly = maxPly;
        this.moves = new int[maxPly + 2][maxMoves];
        this.indexAtPly = new int[maxPly + 2];
        this.checkAtPly = new CheckCache(maxPly);
        int size = historySize > 0 ? historySize : MoveOrdering.HASHED_HISTORY_SIZE;
        this.history = new MoveHistory(maxPly, size, maxMoves, config.continuationHistory(), config.captureHistory());
        this.ordering = new MoveOrdering(config, history, maxPly, maxMoves, MoveOrdering.HASHED_HISTORY_SIZE);
        this.pv = new PrincipalVariation(maxPly);
        this.evalCache = config.evalCacheEntries() > 0 ? new EvalCache(config.evalCacheEntries()) : null;
    }

    /** The static evaluation of the current position, through the thread's cache when it has one. */
    final int staticEvaluation() {
        return evalCache == null ? evaluator.evaluate(state) : evalCache.evaluate(evaluator, state);
    }

    /** {@link #quiescence} reported to the tracer. */
    final int tracedQuiescence(int ply, int alpha, int beta) {
        SearchTracing t = tracer;
        t.enter(ply, state.toMove(), SearchTracer.NodeKind.QUIESCENCE, alpha, beta);
        int value = quiescence(ply, alpha, beta);
        t.exit(ply, value, alpha, beta);
        return value;
    }

    /**
     * Quiescence search: below the horizon, only the moves that change the position's balance (captures, or every
     * evasion in check), so that no evaluation is taken in the middle of an exchange. One loop in numbered steps.
     */
    final int quiescence(int ply, int alpha, int beta) {
        // Step Q1. The stop test and the node's bookkeeping; draws by rule, the ply cap and finished games.
        if (stop.shouldStop(counters.nodes)) {
            return 0;
        }
        counters.enter(ply);
        counters.quiescenceNodes++;
        pv.clear(ply);
        horizonReached = true;
        if (draws != null && (draws.isRepetition() || draws.isDrawByRule())) {
            counters.leaves++;
            return 0;
        }
        if (ply >= maxPly || checks == null && state.isTerminal()) {
            // Games with check end, besides by their draw rules, when the side to move has no move: in
            // check that is found below with the evasions; out of check (stalemate) quiescence does not
            // look for it, as engines do not. Games without check are asked.
            counters.leaves++;
            return state.isTerminal() ? terminalScore(ply) : staticEvaluation();
        }
        // Step Q2. The transposition table: an entry whose bound settles the window ends the node.
        boolean pvNode = beta - alpha > 1;
        long key = table.key(state);
        long entry = table.probe(counters, key);
        if (!pvNode) {
            int settled = tableCutoff(entry, 0, ply, alpha, beta);
            if (settled != NO_SCORE) {
                return settled;
            }
        }
        int tableMove = TableScores.move(entry);
        // Step Q3. In check every evasion is searched (none: mated); out of check the side to move may stand pat on
        // its evaluation, which may already fail high.
        boolean inCheck = checkAtPly.inCheck(ply, checks);
        int[] list = moves[ply];
        int count;
        int best;
        int standPat = NO_SCORE;
        int originalAlpha = alpha;
        int bestMove = GameState.NO_MOVE;
        if (inCheck) {
            best = -Scores.INFINITY;
            count = state.legalMoves(list);
            if (count == 0) {
                counters.leaves++;
                return terminalScore(ply);
            }
        } else {
            standPat = staticEvaluation();
            if (standPat >= beta) {
                counters.leaves++;
                return standPat;
            }
            if (standPat > alpha) {
                alpha = standPat;
            }
            best = standPat;
            count = tactical.tacticalMoves(list);
        }
        // Step Q4. The moves: every evasion in check (ordered as the main search orders them), else the tactical moves
        // (captures by victim and attacker), each searched with the window as it stands.
        int mover = state.toMove();
        int previousIndex = inCheck && ply > 0 ? indexAtPly[ply - 1] : NULL_MOVE_INDEX;
        if (inCheck) {
            ordering.start(ply, list, count, tableMove);
        } else {
            ordering.startQuiescence(ply, list, count, tableMove);
        }
        int searched = 0;
        for (int i = 0; i < count; i++) {
            int move = ordering.pick(ply, list, i, count, mover, previousIndex, NULL_MOVE_INDEX);
            // Step Q5. Out of check, captures that cannot lift the stand-pat to alpha (delta pruning) or that lose
            // material by static exchange are skipped; never the table's move, never once every move loses.
            if (!inCheck && best > -Scores.WIN_THRESHOLD && move != tableMove) {
                if (config.futility() && ordering.hasHints()
                        && standPat + ordering.victimValue(move) + pruning.deltaMargin() <= alpha) {
                    best = Math.max(best, standPat + ordering.victimValue(move) + pruning.deltaMargin());
                    continue;
                }
                if (config.seePruning() && ordering.hasHints()
                        && ordering.victimValue(move) < ordering.attackerValue(move)
                        && ordering.staticExchange(move) < 0) {
                    continue;
                }
            }
            playCapture(ply, move);
            int value = state.toMove() == mover ? qs(ply + 1, alpha, beta) : -qs(ply + 1, -beta, -alpha);
            state.undo();
            if (tracer != null && !stop.aborted()) {
                tracer.child(ply, move, value, Math.max(alpha, value), beta);
            }
            if (stop.aborted()) {
                return best;
            }
            searched++;
            // Step Q6. A new best move; a cut-off at beta.
            if (value > best) {
                best = value;
                if (value > alpha) {
                    pv.update(ply, move);
                    bestMove = move;
                    alpha = value;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        if (!inCheck && searched == 0) {
            counters.leaves++;
        }
        // Step Q7. The result into the table, at depth 0.
        table.store(key, bestMove, best, ply, 0, originalAlpha, beta);
        return best;
    }

    /**
     * Plays a capture out of the main loop's bookkeeping (quiescence's moves, ProbCut's): its history index on the
     * path, its check status left to be asked, the tracer told.
     */
    final void playCapture(int ply, int move) {
        indexAtPly[ply] = ordering.historyIndex(move);
        checkAtPly.forget(ply + 1);
        if (tracer != null) {
            tracer.play(ply, move);
        }
        state.play(move);
    }

    /** A quiescence child: traced when a tracer is attached. */
    private int qs(int ply, int alpha, int beta) {
        return tracer == null ? quiescence(ply, alpha, beta) : tracedQuiescence(ply, alpha, beta);
    }

    final int terminalScore(int ply) {
        if (!config.distanceScoring()) {
            return evaluator.terminalScore(state);
        }
        int outcome = state.outcome(state.toMove());
        return outcome > 0 ? Scores.winIn(ply) : outcome < 0 ? Scores.lossIn(ply) : 0;
    }

    /** Steps 4 and Q2: a table cut-off's score, or {@link #NO_SCORE}; a cut-off by an unproven entry is a horizon. */
    final int tableCutoff(long entry, int depth, int ply, int alpha, int beta) {
        int score = table.cutoff(entry, depth, ply, alpha, beta, exhaustive);
        if (score != NO_SCORE) {
            horizonReached |= !TableScores.proven(entry);
            if (tracer != null) {
                tracer.tableHit(ply, score, entry);
            }
        }
        return score;
    }
}
