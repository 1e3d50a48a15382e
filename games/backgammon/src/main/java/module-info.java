/** Backgammon for Ply: the game, its evaluators, and the pubeval and gnubg agents. */
module dev.ply.games.backgammon {
    requires transitive dev.ply.core;
    requires dev.ply.engine;
    requires com.google.common;
    requires org.slf4j;

    exports dev.ply.games.backgammon;
    exports dev.ply.games.backgammon.agent;
    exports dev.ply.games.backgammon.eval;
    exports dev.ply.games.backgammon.gnubg;

    provides dev.ply.core.Game with dev.ply.games.backgammon.BackgammonGame;
    provides dev.ply.core.eval.EvaluatorProvider with dev.ply.games.backgammon.eval.PubEvalEvaluator.Provider,
            dev.ply.games.backgammon.eval.PlyBackgammonEvaluator.Provider;
    provides dev.ply.core.agent.AgentProvider with dev.ply.games.backgammon.agent.PubEvalAgent.Provider,
            dev.ply.games.backgammon.agent.GnubgAgent.Provider;
}
