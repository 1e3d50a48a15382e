/** Ply's engine protocols: the UCI, xboard and GTP servers, external engines as processes and as agents. */
module dev.ply.engine {
    requires transitive dev.ply.core;
    requires org.slf4j;

    exports dev.ply.engine;

    provides dev.ply.core.agent.AgentProvider with dev.ply.engine.UciEngineAgent.Provider,
            dev.ply.engine.XboardEngineAgent.Provider,
            dev.ply.engine.GtpEngineAgent.Provider;
}
