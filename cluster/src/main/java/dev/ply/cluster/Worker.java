package dev.ply.cluster;

import com.hazelcast.config.ClassFilter;
import com.hazelcast.config.Config;
import com.hazelcast.config.JavaSerializationFilterConfig;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import dev.ply.core.InvalidInputException;
import dev.ply.engine.EnginePrograms;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;

/**
 * A machine's share of a cluster: a Hazelcast member that plays the games coordinators hand it, a given number at
 * once. Members find each other through the addresses they are given (TCP/IP join; multicast is off, so nothing is
 * discovered that was not named).
 *
 * <p>Nobody without the cluster's secret joins it or hands it a game ({@link ClusterKey}); a task arrives only as
 * one of Ply's own classes (Java deserialization is limited to them and the JDK's collections); and the worker's
 * process starts only the external engines its operator listed ({@link EnginePrograms}), so a coordinator names an
 * engine and never a program.
 */
public final class Worker implements AutoCloseable {

    /** The name of the executor the games run on. */
    static final String EXECUTOR = "ply-games";

    private final HazelcastInstance member;

    private Worker(HazelcastInstance member) {
        this.member = member;
    }

    /**
     * Starts a worker and joins (or founds) the cluster.
     *
     * @param host the address to listen on ({@code 127.0.0.1} for this machine only, {@code 0.0.0.0} for every
     *     interface)
     * @param port the first port to try (the next ones are tried when it is taken)
     * @param join other members' addresses ({@code host:port}), empty to found a cluster
     * @param key the cluster's name and secret; members and coordinators without both are refused
     * @param concurrency games played at once on this worker
     * @param engines the external engines this worker's agents may start, by name; its process is restricted to
     *     them for good
     * @return the running worker
     * @throws InvalidInputException for an unknown host or a concurrency below 1
     */
    public static Worker start(String host, int port, List<String> join, ClusterKey key, int concurrency,
            EnginePrograms engines) {
        if (concurrency < 1) {
            throw new InvalidInputException("--concurrency must be 1 or more, not " + concurrency);
        }
        EnginePrograms.restrictTo(engines);
        Config config = new Config();
        config.setClusterName(key.hazelcastName());
        ClusterSupport.quiet(config.getProperties());
        config.getSerializationConfig().setJavaSerializationFilterConfig(new JavaSerializationFilterConfig()
                .setWhitelist(new ClassFilter().addPrefixes("dev.ply.", "java.lang.", "java.util.", "[")));
        NetworkConfig network = config.getNetworkConfig();
        network.setPort(port).setPortAutoIncrement(true).setPortCount(20);
        if (!host.equals("0.0.0.0")) {
            config.setProperty("hazelcast.socket.bind.any", "false");
            network.getInterfaces().setEnabled(true).addInterface(ipOf(host));
        }
        JoinConfig joining = network.getJoin();
        joining.getMulticastConfig().setEnabled(false);
        joining.getAutoDetectionConfig().setEnabled(false);
        List<String> members = new ArrayList<>(join);
        members.add(ipOf(host.equals("0.0.0.0") ? "127.0.0.1" : host) + ":" + port);
        joining.getTcpIpConfig().setEnabled(true).setMembers(members);
        config.getExecutorConfig(EXECUTOR).setPoolSize(concurrency);
        return new Worker(Hazelcast.newHazelcastInstance(config));
    }

    private static String ipOf(String host) {
        try {
            return InetAddress.getByName(host).getHostAddress();
        } catch (UnknownHostException e) {
            throw new InvalidInputException("unknown host '" + host + "'");
        }
    }

    /**
     * The address this worker listens on.
     *
     * @return {@code host:port}
     */
    public String address() {
        return member.getCluster().getLocalMember().getAddress().getHost() + ":"
                + member.getCluster().getLocalMember().getAddress().getPort();
    }

    /**
     * The members of the cluster, this one included.
     *
     * @return their number
     */
    public int members() {
        return member.getCluster().getMembers().size();
    }

    /** Leaves the cluster; games it was playing are played again elsewhere by their coordinators. */
    @Override
    public void close() {
        member.shutdown();
    }
}
