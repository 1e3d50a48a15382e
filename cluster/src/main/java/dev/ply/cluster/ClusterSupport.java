package dev.ply.cluster;

import java.util.Properties;

/** Settings every Ply member and client shares. */
final class ClusterSupport {

    private ClusterSupport() {
    }

    /** Logs through SLF4J (so the application's logging configuration applies) and never phones home. */
    static void quiet(Properties properties) {
        properties.setProperty("hazelcast.logging.type", "slf4j");
        properties.setProperty("hazelcast.phone.home.enabled", "false");
    }
}
