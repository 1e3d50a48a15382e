package dev.ply.core.arena;

/**
 * Follows a match while it is played: the {@code match} command prints running scores with it.
 * Called on the arena's thread after each game.
 */
@FunctionalInterface
public interface ArenaListener {

    /** A listener that ignores every report. */
    ArenaListener NONE = (game, soFar) -> { };

    /**
     * Called after each game.
     *
     * @param game the game just finished
     * @param soFar the match so far, that game included
     */
    void onGameFinished(GameResult game, MatchResult soFar);
}
