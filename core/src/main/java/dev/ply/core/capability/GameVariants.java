package dev.ply.core.capability;

import dev.ply.core.Game;

/**
 * Optional capability of a {@link Game} that comes in variants chosen by options, such as Go's board size and komi:
 * {@code go:size=13,komi=6.5}. {@link dev.ply.core.Ply#game(String)} reads a game specification {@code id:options}
 * through it, and the Go Text Protocol server changes the board size and komi with it.
 */
public interface GameVariants {

    /**
     * This game with some options changed; the options not given keep this game's values.
     *
     * @param options {@code name=value} items separated by commas, such as {@code size=13,komi=6.5}
     * @return the variant (this game when nothing changes)
     * @throws dev.ply.core.InvalidInputException for an unknown option, one given twice, or a value out of range;
     *     the message is one line and names the option
     */
    Game variant(String options);

    /**
     * A position of another variant of this game, the same pieces on the board, under this variant's rules (the
     * Go Text Protocol's {@code komi} changes the komi of the game under way). Its history is not carried over: a
     * caller that needs it replays the moves from a translated start.
     *
     * @param state a position of this game or of one of its variants
     * @return the position as a state of this variant
     * @throws dev.ply.core.InvalidInputException when the position does not fit this variant (a board of
     *     another size)
     */
    dev.ply.core.GameState translate(dev.ply.core.GameState state);

    /**
     * This game's options, as {@link #variant(String)} reads them.
     *
     * @return such as {@code size=9,komi=7.5,superko=positional}
     */
    String variantOptions();

    /**
     * The options and their values, for listings and messages.
     *
     * @return such as {@code size=5..19, komi=a multiple of 0.5, superko=positional|situational}
     */
    String variantHelp();
}
