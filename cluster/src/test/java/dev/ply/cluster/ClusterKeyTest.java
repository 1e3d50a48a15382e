package dev.ply.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.InvalidInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The cluster's secret: made private, read back, refused when it is not a secret or others can read it. */
class ClusterKeyTest {

    @TempDir
    Path dir;

    @Test
    void shouldMakeAPrivateRandomSecretOnceAndReadTheSameKeyBack() throws Exception {
        Path file = dir.resolve("ply").resolve("cluster-secret");
        ClusterKey made = ClusterKey.readOrCreate("ply", file);
        assertThat(Files.getPosixFilePermissions(file)).isEqualTo(PosixFilePermissions.fromString("rw-------"));
        assertThat(Files.readString(file).strip()).matches("[0-9a-f]{64}");
        assertThat(ClusterKey.readOrCreate("ply", file).hazelcastName()).isEqualTo(made.hazelcastName());
        assertThat(ClusterKey.read("ply", file).hazelcastName()).isEqualTo(made.hazelcastName());
        ClusterKey other = ClusterKey.readOrCreate("ply", dir.resolve("second"));
        assertThat(other.hazelcastName()).isNotEqualTo(made.hazelcastName()).startsWith("ply-");
    }

    @Test
    void shouldTagTheNameWithAnHmacOfTheSecretAndNeverShowTheSecret() {
        String secret = "00112233445566778899aabbccddeeff";
        ClusterKey key = ClusterKey.of("ply", secret);
        assertThat(key.hazelcastName()).matches("ply-[0-9a-f]{64}").doesNotContain(secret);
        assertThat(ClusterKey.of("lab", secret).hazelcastName()).isNotEqualTo(key.hazelcastName().replace("ply", "lab"));
        assertThat(ClusterKey.of("ply", secret.toUpperCase()).hazelcastName()).isEqualTo(key.hazelcastName());
        assertThat(key.toString()).isEqualTo("ply");
    }

    @Test
    void shouldRefuseAMissingShortForeignOrSharedSecretInOneLine() throws Exception {
        assertThatThrownBy(() -> ClusterKey.read("ply", dir.resolve("none"))).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("no cluster secret at");
        Path shortOne = Files.writeString(dir.resolve("short"), "abc");
        Files.setPosixFilePermissions(shortOne, PosixFilePermissions.fromString("rw-------"));
        assertThatThrownBy(() -> ClusterKey.read("ply", shortOne)).hasMessageContaining("is not a cluster secret");
        Path shared = Files.writeString(dir.resolve("shared"), "0123456789abcdef".repeat(2));
        Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rw-r--r--"));
        assertThatThrownBy(() -> ClusterKey.read("ply", shared)).hasMessageContaining("readable by others; chmod 600");
        assertThatThrownBy(() -> ClusterKey.read("ply", dir)).hasMessageContaining("is not a cluster secret");
        assertThatThrownBy(() -> ClusterKey.of("a b", "0123456789abcdef".repeat(2))).hasMessageContaining(
                "a cluster's name is letters");
        assertThatThrownBy(() -> ClusterKey.of("ply", "xyz")).hasMessageContaining("32 to 256 hexadecimal digits");
    }
}
