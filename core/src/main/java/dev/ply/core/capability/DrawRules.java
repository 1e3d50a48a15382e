package dev.ply.core.capability;

/**
 * Optional capability of a {@link dev.ply.core.GameState} for games with draws by repetition or by
 * a move counter. {@link dev.ply.core.GameState#isTerminal()} already applies the rules of the game
 * (threefold repetition, the fifty-move rule); this interface gives searches the earlier signal they
 * score as a draw inside the tree.
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
}
