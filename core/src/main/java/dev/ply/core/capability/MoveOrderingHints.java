package dev.ply.core.capability;

/**
 * Both move-ordering capabilities at once, {@link CaptureValues} and {@link MoveHistoryIndex}: what chess
 * offers. A game that has only one of them implements that one alone; searches look for each separately.
 */
public interface MoveOrderingHints extends CaptureValues, MoveHistoryIndex {
}
