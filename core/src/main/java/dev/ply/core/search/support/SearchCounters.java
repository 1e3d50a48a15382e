package dev.ply.core.search.support;

import dev.ply.core.tt.TranspositionTable;

/**
 * The counts every tree search keeps of its own work, in one object that alpha-beta, minimax and expectimax
 * share: nodes entered, leaves scored, table probes and hits, cut-offs, the deepest ply. One per search
 * thread, written only by it. The fields are plain and public because the node loop increments them millions
 * of times a second; {@link #reset()} clears them when a search starts.
 */
public final class SearchCounters {

    /** Positions entered, the quiescence search's included. */
    public long nodes;
    /** Positions the quiescence search entered. */
    public long quiescenceNodes;
    /** Positions scored by the evaluator or as finished games, and draws by rule. */
    public long leaves;
    /** Probes of the transposition table. */
    public long tableProbes;
    /** Probes that found an entry. */
    public long tableHits;
    /** Nodes that a table entry settled without a search. */
    public long tableCutoffs;
    /** Beta cut-offs at player nodes. */
    public long cutoffs;
    /** Cut-offs made by the first move searched: the quality of the move ordering. */
    public long firstMoveCutoffs;
    /** The deepest ply entered. */
    public int selectiveDepth;

    /** Creates an instance. */
    public SearchCounters() {
    }

    /** Clears every count, as a search does when it starts. */
    public void reset() {
        nodes = 0;
        quiescenceNodes = 0;
        leaves = 0;
        tableProbes = 0;
        tableHits = 0;
        tableCutoffs = 0;
        cutoffs = 0;
        firstMoveCutoffs = 0;
        selectiveDepth = 0;
    }

    /**
     * Counts a node entered at a ply.
     *
     * @param ply the node's distance from the root
     */
    public void enter(int ply) {
        nodes++;
        if (ply > selectiveDepth) {
            selectiveDepth = ply;
        }
    }

    /**
     * Probes a table, counting the probe and, if it finds an entry, the hit: the one table probe of every search.
     *
     * @param table the table
     * @param key the position's key
     * @return the entry, or {@link TranspositionTable#MISS}
     */
    public long probe(TranspositionTable table, long key) {
        tableProbes++;
        long entry = table.probe(key);
        if (entry != TranspositionTable.MISS) {
            tableHits++;
        }
        return entry;
    }

    /**
     * The share of probes that found an entry.
     *
     * @return from 0 to 1; 0 without probes
     */
    public double tableHitRate() {
        return tableProbes == 0 ? 0.0 : (double) tableHits / tableProbes;
    }
}
