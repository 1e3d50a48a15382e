package dev.ply.examples.minimal;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.search.alphabeta.AlphaBeta;

/**
 * The smallest useful Ply program. It needs three artifacts and nothing else: {@code ply-core},
 * one game ({@code ply-game-tictactoe}) and one search module ({@code ply-search-alphabeta}), which
 * {@link Ply} finds on the class path through {@link java.util.ServiceLoader}. The search is made by its
 * typed builder, {@link AlphaBeta}; {@code Ply.search(game, "alphabeta")} makes the same one from a string.
 *
 * <p>It solves the empty board, then lets the search play both sides and prints the game.
 */
public final class TicTacToeWithAlphaBeta {

    private TicTacToeWithAlphaBeta() {
    }

    /**
     * Runs the program.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        Game game = Ply.game("tictactoe");
        GameState state = game.newState();
        try (Search search = AlphaBeta.builder().create(game)) {
            SearchResult solved = search.search(state, SearchLimits.NONE);
            System.out.println("value of the empty board: " + solved.score() + " (" + solved.nodes() + " nodes)");
            StringBuilder moves = new StringBuilder();
            while (!state.isTerminal()) {
                int move = search.search(state, SearchLimits.NONE).bestMove();
                moves.append(state.moveToString(move)).append(' ');
                state.play(move);
            }
            System.out.println("moves: " + moves.toString().trim());
            System.out.print(state);
            System.out.println("result for X: " + state.outcome(0));
        }
    }
}
