package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The game and start position every command that works on a position takes. */
final class GameOptions {

    @Parameters(index = "0", paramLabel = "GAME", description = "the game, such as tictactoe or chess ('./ply list')")
    String gameId;

    @Option(names = {"-p", "--position"}, paramLabel = "POSITION",
            description = "the start position in the game's notation (FEN for chess); default: the initial one")
    String position;

    Game game() {
        return Ply.game(gameId);
    }

    GameState startState(Game game) {
        return position == null ? game.newState() : game.parseState(position);
    }
}
