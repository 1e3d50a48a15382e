package dev.ply.core.capability;

import dev.ply.core.GameState;

/**
 * Optional capability of a {@link dev.ply.core.GameState} for games with draws by repetition, by a move
 * counter or by material. {@link dev.ply.core.GameState#isTerminal()} applies the rules that end a game by
 * themselves (in chess: fivefold repetition, the 75-move rule); this interface gives searches the earlier
 * signals they score as a draw inside the tree, and whoever runs a game the draws that are declared over the
 * board rather than by the rules alone ({@link #claimableDraw()}).
 */
public interface DrawRules {

    /**
     * Whether the current position already occurred earlier in the game (with the same player to move
     * and the same rights), counting only positions since the last irreversible move. A search treats
     * such a position as a draw, because the side that repeated could repeat again.
     *
     * @return {@code true} if the position repeats an earlier one
     */
    boolean isRepetition();

    /**
     * Whether the game is drawn by a rule other than repetition in this position: a move counter
     * (fifty-move rule, forty-move rule) or material that cannot win.
     *
     * @return {@code true} if the rules declare a draw here
     */
    boolean isDrawByRule();

    /**
     * The draw that a player may claim here, or that an arbiter declares, although the rules let play go on:
     * in chess a threefold repetition, the fifty-move rule, or material with which neither side can mate. A
     * game runner (the arena, {@code ply play}) ends the game here as a draw; a search given this position
     * still finds a move, as an engine asked to play on must.
     *
     * @return the reason in a few words, such as "threefold repetition"; empty if there is none (the default)
     */
    default String claimableDraw() {
        return "";
    }

    /**
     * Whether a game runner ends the game in this position: it is {@linkplain GameState#isTerminal() over by
     * the rules}, or a {@linkplain #claimableDraw() draw is declared} there.
     *
     * @param state a position
     * @return {@code true} if the game played to this position is over
     */
    static boolean gameOver(GameState state) {
        return state.isTerminal() || !drawDeclared(state).isEmpty();
    }

    /**
     * The draw a game runner declares in a position that is not terminal.
     *
     * @param state a position
     * @return {@link #claimableDraw()} for a state that has draw rules; empty otherwise
     */
    static String drawDeclared(GameState state) {
        return state instanceof DrawRules rules ? rules.claimableDraw() : "";
    }
}
