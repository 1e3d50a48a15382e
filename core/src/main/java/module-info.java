/**
 * Ply's core: the game, evaluation, transposition-table and search SPIs, agents, the arena and the
 * registries that find games, searches, evaluators and agents through {@link java.util.ServiceLoader}.
 * On the module path, implementations register with {@code provides}; on the class path, with
 * {@code META-INF/services} files (both are shipped).
 */
module dev.ply.core {
    requires com.google.common;
    requires org.slf4j;

    exports dev.ply.core;
    exports dev.ply.core.agent;
    exports dev.ply.core.arena;
    exports dev.ply.core.capability;
    exports dev.ply.core.eval;
    exports dev.ply.core.perft;
    exports dev.ply.core.search;
    exports dev.ply.core.search.support;
    exports dev.ply.core.tt;
    exports dev.ply.core.util;

    uses dev.ply.core.Game;
    uses dev.ply.core.search.SearchProvider;
    uses dev.ply.core.eval.EvaluatorProvider;
    uses dev.ply.core.agent.AgentProvider;
    uses dev.ply.core.eval.NetworkLoader;

    provides dev.ply.core.agent.AgentProvider with dev.ply.core.agent.RandomAgent.Provider;
}
