package dev.ply.core.capability;

/**
 * Optional capability of a {@link dev.ply.core.GameState}: a key of the part of the position that changes slowly and
 * shapes where a static evaluation goes wrong (in chess, the pawns of both sides). A search may learn, for each key,
 * how far its results have differed from the evaluation and correct the evaluation by that (alpha-beta's correction
 * history, option {@code corrhist}). Positions with the same structure have the same key; different structures
 * share one rarely, as different positions share a {@link dev.ply.core.GameState#hash()}.
 */
public interface StructureKey {

    /**
     * The key of the position's structure. Cheap: a search asks it at every node where it evaluates.
     *
     * @return the key, equal for positions of equal structure
     */
    long structureKey();
}
