package dev.ply.search.alphabeta;

import dev.ply.core.GameState;
import dev.ply.core.search.Scores;

/**
 * The guards that keep forward pruning from throwing away a win the search could see within its depth: a node that
 * already holds a win looks for a shorter one, which a pruned move may be; in a game that cannot say whether a move
 * checks, a move that ends the game is as forcing as a check; and one ply from the horizon only a check or a move
 * that ends the game can beat a win already held. Chess's mates are checks, so a game with
 * {@link dev.ply.core.capability.CheckAware} never pays for the look at whether a move ends the game.
 */
final class ShortWins {

    private ShortWins() {
    }

    /** Whether a node already holds a win and looks for a shorter one, which a pruned move may be. */
    static boolean seeksShorterWin(int alpha) {
        return alpha >= Scores.WIN_THRESHOLD && alpha <= Scores.WIN;
    }

    /**
     * Whether a quiet move just played, about to be pruned, ended the game, in a game that cannot say whether it
     * checks.
     */
    static boolean endsGameHere(GameState state, boolean checkAware, boolean aboutToPrune, boolean tactical) {
        return !checkAware && aboutToPrune && !tactical && state.isTerminal();
    }

    /** Whether a move just played, one ply from the horizon, cannot reach a win already held (no check, no end). */
    static boolean cannotBeatWin(GameState state, boolean checkAware, int alpha, boolean givesCheck) {
        return alpha >= Scores.WIN_THRESHOLD && !givesCheck && (checkAware || !state.isTerminal());
    }

    /** Whether a move ends the game, for games that cannot say whether it checks; plays it and takes it back. */
    static boolean endsGame(GameState state, boolean checkAware, int move) {
        if (checkAware) {
            return false;
        }
        state.play(move);
        boolean terminal = state.isTerminal();
        state.undo();
        return terminal;
    }
}
