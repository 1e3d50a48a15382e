/** English draughts (checkers) for Ply: the game and its evaluators. */
module dev.ply.games.checkers {
    requires transitive dev.ply.core;

    exports dev.ply.games.checkers;

    provides dev.ply.core.Game with dev.ply.games.checkers.CheckersGame;
    provides dev.ply.core.eval.EvaluatorProvider with dev.ply.games.checkers.CheckersEvaluatorProvider;
}
