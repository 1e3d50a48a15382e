package dev.ply.core.tt;

/**
 * Creates the transposition table a search uses, so that a user can give every search an
 * implementation of their own. The default is {@link LockFreeTranspositionTable#LockFreeTranspositionTable(int)}.
 */
@FunctionalInterface
public interface TranspositionTableFactory {

    /** The default factory: a {@link LockFreeTranspositionTable}. */
    TranspositionTableFactory DEFAULT = LockFreeTranspositionTable::new;

    /**
     * Creates an empty table.
     *
     * @param sizeMiB the size in mebibytes, at least 1
     * @return a new table, safe to share between the threads of one search
     */
    TranspositionTable create(int sizeMiB);
}
