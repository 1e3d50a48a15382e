package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import java.io.PrintStream;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The game and start position every command that works on a position takes. */
final class GameOptions {

    @Parameters(index = "0", paramLabel = "GAME", description = "the game, such as tictactoe or chess ('./ply list')")
    String gameId;

    @Option(names = {"-p", "--position"}, paramLabel = "POSITION",
            description = "the start position in the game's notation (FEN for chess); default: the initial one")
    String position;

    @Option(names = "--dice", paramLabel = "OUTCOME",
            description = "when the start position is a chance node, the chance outcome to play first, in the game's"
                    + " notation (backgammon: the roll, such as 63); the same as writing it in the position where the"
                    + " notation can (backgammon: ID:X:63)")
    String dice;

    Game game() {
        return Ply.game(gameId);
    }

    /**
     * The start position for analysis: {@code --position} (read leniently, each repair noted on {@code notes}) or the game's {@link Game#referenceState()
     * reference position}, after the {@code --dice} outcome.
     *
     * @throws InvalidInputException if {@code --dice} is given for a position that is no chance node or names no
     *     outcome of it
     */
    GameState startState(Game game, PrintStream notes) {
        return withDice(position == null ? game.referenceState() : parse(game, notes));
    }

    /**
     * The start position for a game to be played: {@code --position} (read leniently) or the game's {@link Game#newState()
     * initial state}, after the {@code --dice} outcome.
     *
     * @throws InvalidInputException as {@link #startState(Game, PrintStream)}
     */
    GameState playStartState(Game game, PrintStream notes) {
        return withDice(position == null ? game.newState() : parse(game, notes));
    }

    /** Reads {@code --position} leniently, as engines read what GUIs send, saying each repair on {@code notes}. */
    private GameState parse(Game game, PrintStream notes) {
        return game.parseStateLeniently(position, repair -> notes.println("note: position: " + repair));
    }

    private GameState withDice(GameState state) {
        if (dice != null) {
            if (!state.isChanceNode()) {
                throw new InvalidInputException("--dice needs a start position before a chance event (such as a roll),"
                        + " but in " + state.notation() + " a player is to move");
            }
            state.play(state.parseMove(dice));
        }
        return state;
    }
}
