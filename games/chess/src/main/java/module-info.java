/** Chess for Ply: the game and its evaluators. */
module dev.ply.games.chess {
    requires transitive dev.ply.core;

    exports dev.ply.games.chess;

    provides dev.ply.core.Game with dev.ply.games.chess.ChessGame;
    provides dev.ply.core.eval.EvaluatorProvider with dev.ply.games.chess.ChessEvaluatorProvider,
            dev.ply.games.chess.ChessClassicEvaluatorProvider;
}
