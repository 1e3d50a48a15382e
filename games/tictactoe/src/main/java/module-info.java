/** Tic-tac-toe for Ply: the game and its evaluators. */
module dev.ply.games.tictactoe {
    requires transitive dev.ply.core;

    exports dev.ply.games.tictactoe;

    provides dev.ply.core.Game with dev.ply.games.tictactoe.TicTacToe;
    provides dev.ply.core.eval.EvaluatorProvider with dev.ply.games.tictactoe.TicTacToeEvaluatorProvider;
}
