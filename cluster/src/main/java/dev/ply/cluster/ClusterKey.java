package dev.ply.cluster;

import dev.ply.core.InvalidInputException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Set;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * What admits a member or a coordinator to a cluster: its name and a shared secret, as Erlang's cookie does. The
 * secret is a file of at least 32 hexadecimal digits that only its owner reads; {@code ./ply worker} makes
 * {@code ~/.ply/cluster-secret} the first time when no other file is given, so every worker and coordinator of one
 * user on one machine shares it, and for several machines the same file is copied to each.
 *
 * <p>Hazelcast's open-source edition has no authentication of its own (its security and TLS are Enterprise
 * features), but it admits no member and no client whose cluster name differs from the cluster's. The name Ply gives
 * Hazelcast is therefore the cluster's name followed by an HMAC-SHA256 of it under the secret: whoever lacks the
 * secret cannot name the cluster and is refused at the handshake. The name crosses the network in clear, so on a
 * network one does not trust the cluster's traffic belongs in a tunnel (SSH, WireGuard); cluster/README.md says so.
 */
public final class ClusterKey {

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._-]{1,64}");
    private static final Pattern SECRET = Pattern.compile("[0-9a-fA-F]{32,256}");

    private final String name;
    private final String hazelcastName;

    private ClusterKey(String name, String secret) {
        if (!NAME.matcher(name).matches()) {
            throw new InvalidInputException("a cluster's name is letters, digits, '.', '_' and '-', not '"
                    + (name.length() > 80 ? name.substring(0, 77) + "..." : name) + "'");
        }
        this.name = name;
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(HexFormat.of().parseHex(secret.toLowerCase()), "HmacSHA256"));
            byte[] tag = mac.doFinal(name.getBytes(StandardCharsets.UTF_8));
            this.hazelcastName = name + "-" + HexFormat.of().formatHex(tag);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }

    /**
     * A key from a name and a secret in hexadecimal.
     *
     * @param name the cluster's name
     * @param secret 32 to 256 hexadecimal digits
     * @return the key
     * @throws InvalidInputException for a bad name or secret
     */
    public static ClusterKey of(String name, String secret) {
        if (!SECRET.matcher(secret).matches()) {
            throw new InvalidInputException("a cluster secret is 32 to 256 hexadecimal digits");
        }
        return new ClusterKey(name, secret);
    }

    /**
     * Where a user's secret is kept when no file is named: {@code ~/.ply/cluster-secret}.
     *
     * @return the path
     */
    public static Path defaultFile() {
        return Path.of(System.getProperty("user.home"), ".ply", "cluster-secret");
    }

    /**
     * Reads the secret of a cluster from its file.
     *
     * @param name the cluster's name
     * @param file the secret's file
     * @return the key
     * @throws InvalidInputException if the file is missing, unreadable, readable by others, or not a secret
     */
    public static ClusterKey read(String name, Path file) {
        if (!Files.exists(file)) {
            throw new InvalidInputException("no cluster secret at " + file + ": copy the workers' secret there or"
                    + " name it with --secret-file (a worker makes " + defaultFile() + " when it first starts)");
        }
        try {
            if (!Files.isRegularFile(file) || Files.size(file) > 1024) {
                throw new InvalidInputException(file + " is not a cluster secret (a file of hexadecimal digits)");
            }
            checkPrivate(file);
            String secret = Files.readString(file, StandardCharsets.UTF_8).strip();
            if (!SECRET.matcher(secret).matches()) {
                throw new InvalidInputException(file + " is not a cluster secret: it holds 32 to 256 hexadecimal"
                        + " digits");
            }
            return new ClusterKey(name, secret);
        } catch (IOException e) {
            throw new InvalidInputException("cannot read cluster secret " + file + ": " + e.getMessage());
        }
    }

    /**
     * Reads the secret, or makes a new random one (256 bits) in a file only its owner reads when there is none.
     *
     * @param name the cluster's name
     * @param file the secret's file
     * @return the key
     * @throws InvalidInputException if the file cannot be made or read, or is not a private secret
     */
    public static ClusterKey readOrCreate(String name, Path file) {
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            byte[] random = new byte[32];
            new SecureRandom().nextBytes(random);
            try {
                Path parent = file.toAbsolutePath().getParent();
                Files.createDirectories(parent);
                Set<PosixFilePermission> ownerOnly = PosixFilePermissions.fromString("rw-------");
                Path created = supportsPosix(parent)
                        ? Files.createFile(file, PosixFilePermissions.asFileAttribute(ownerOnly))
                        : Files.createFile(file);
                Files.writeString(created, HexFormat.of().formatHex(random) + "\n", StandardCharsets.UTF_8);
            } catch (FileAlreadyExistsException e) {
                // Another worker made it at the same moment: read theirs.
            } catch (IOException e) {
                throw new InvalidInputException("cannot make cluster secret " + file + ": " + e.getMessage());
            }
        }
        return read(name, file);
    }

    private static boolean supportsPosix(Path directory) {
        return directory.getFileSystem().supportedFileAttributeViews().contains("posix");
    }

    private static void checkPrivate(Path file) throws IOException {
        if (supportsPosix(file.toAbsolutePath().getParent())) {
            Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(file);
            if (permissions.contains(PosixFilePermission.GROUP_READ)
                    || permissions.contains(PosixFilePermission.OTHERS_READ)) {
                throw new InvalidInputException("cluster secret " + file + " is readable by others; chmod 600 it");
            }
        }
    }

    /**
     * The cluster's name, as people write it.
     *
     * @return such as {@code ply}
     */
    public String name() {
        return name;
    }

    /**
     * The name Hazelcast checks at every handshake: the cluster's name and its tag under the secret.
     *
     * @return the name members and clients present
     */
    String hazelcastName() {
        return hazelcastName;
    }

    @Override
    public String toString() {
        return name;
    }
}
