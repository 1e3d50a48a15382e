package dev.ply.core.search;

/**
 * Receives progress reports from a running {@link Search}: the live display of the CLI, the
 * {@code info} lines of a UCI engine. Called on the search's own thread, a few times per second at
 * most, so implementations return quickly and must be thread-safe if they share state.
 */
@FunctionalInterface
public interface SearchListener {

    /** A listener that ignores every report. */
    SearchListener NONE = progress -> { };

    /**
     * Called when an iteration completes or the best line changes.
     *
     * @param progress the report; immutable
     */
    void onProgress(SearchProgress progress);
}
