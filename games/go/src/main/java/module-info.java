/** Go for Ply: the game on boards of 5x5 to 19x19 and its evaluator. */
module dev.ply.games.go {
    requires transitive dev.ply.core;

    exports dev.ply.games.go;

    provides dev.ply.core.Game with dev.ply.games.go.GoGame;
    provides dev.ply.core.eval.EvaluatorProvider with dev.ply.games.go.GoEvaluatorProvider,
            dev.ply.games.go.GoEvaluatorProvider.Influence;
}
