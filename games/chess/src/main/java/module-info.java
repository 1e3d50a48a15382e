/** Chess for Ply: the game and its evaluators. */
module dev.ply.games.chess {
    requires transitive dev.ply.core;

    exports dev.ply.games.chess;
    exports dev.ply.games.chess.eval;
    exports dev.ply.games.chess.notation;

    provides dev.ply.core.Game with dev.ply.games.chess.ChessGame;
    provides dev.ply.core.eval.EvaluatorProvider with dev.ply.games.chess.eval.ChessEvaluatorProvider,
            dev.ply.games.chess.eval.ChessClassicEvaluatorProvider;
}
