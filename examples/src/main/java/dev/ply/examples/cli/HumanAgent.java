package dev.ply.examples.cli;

import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Clock;
import dev.ply.core.agent.GameRecord;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A person at the terminal: shows the board, reads a move in the game's notation, and asks again with
 * the reason when the move is malformed or illegal. Also understands {@code moves}, {@code undo} and
 * {@code quit}.
 */
final class HumanAgent implements Agent {

    /** What {@link #chooseMove} returns when the player asks to take back their last move. */
    static final int UNDO = -2;
    /** What {@link #chooseMove} returns when the player quits or the input ends. */
    static final int QUIT = -3;

    private final BufferedReader in;
    private final PrintStream out;

    HumanAgent(BufferedReader in, PrintStream out) {
        this.in = in;
        this.out = out;
    }

    @Override
    public String name() {
        return "human";
    }

    @Override
    public int chooseMove(GameRecord game, Clock clock) {
        GameState state = game.current();
        String player = state.game().playerName(state.toMove());
        while (true) {
            out.print(player + " to move (a move, or: moves, undo, quit)> ");
            out.flush();
            String line;
            try {
                line = in.readLine();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            if (line == null) {
                out.println();
                return QUIT;
            }
            String text = line.trim();
            switch (text) {
                case "" -> {
                    continue;
                }
                case "quit", "exit" -> {
                    return QUIT;
                }
                case "undo" -> {
                    return UNDO;
                }
                case "moves", "?", "help" -> {
                    out.println("legal moves: " + String.join(" ", legalMoves(state)));
                    continue;
                }
                default -> {
                }
            }
            try {
                return state.parseMove(text);
            } catch (InvalidInputException e) {
                out.println(e.getMessage());
            }
        }
    }

    static List<String> legalMoves(GameState state) {
        int[] moves = new int[state.game().maxMoves()];
        int count = state.legalMoves(moves);
        List<String> texts = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            texts.add(state.moveToString(moves[i]));
        }
        return texts;
    }
}
