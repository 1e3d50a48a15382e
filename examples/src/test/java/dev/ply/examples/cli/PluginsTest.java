package dev.ply.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user's game in a jar of its own, compiled here against Ply's public SPI, loaded by the {@code ply} command from
 * each documented place: {@code --plugins}, {@code PLY_PLUGINS} and {@code ~/.ply/plugins}. The command runs in a
 * process of its own, as {@code ./ply} runs it, since registries load once per JVM.
 */
class PluginsTest {

    @TempDir
    static Path dir;
    private static Path jar;

    @BeforeAll
    static void buildThePlugin() throws IOException {
        Path source = dir.resolve("src/example/plugin/Subtraction.java");
        Files.createDirectories(source.getParent());
        try (InputStream in = PluginsTest.class.getResourceAsStream("/plugin/Subtraction.java.txt")) {
            Files.write(source, in.readAllBytes());
        }
        Path classes = Files.createDirectories(dir.resolve("classes"));
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        int status = compiler.run(null, null, null, "-d", classes.toString(), "-cp",
                System.getProperty("java.class.path"), source.toString());
        assertThat(status).as("the plug-in compiles against the SPI").isZero();
        jar = dir.resolve("subtraction.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new JarEntry("META-INF/services/dev.ply.core.Game"));
            out.write("example.plugin.Subtraction\n".getBytes(StandardCharsets.UTF_8));
            try (var files = Files.walk(classes)) {
                for (Path file : files.filter(Files::isRegularFile).toList()) {
                    out.putNextEntry(new JarEntry(classes.relativize(file).toString().replace('\\', '/')));
                    out.write(Files.readAllBytes(file));
                }
            }
        }
    }

    private record Run(int status, String out, String err) {
    }

    private static Run ply(Map<String, String> environment, String home, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Paths.get(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Duser.home=" + home, "-cp", System.getProperty("java.class.path"),
                "dev.ply.examples.cli.PlyCommand"));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().remove("PLY_PLUGINS");
        builder.environment().putAll(environment);
        Process process = builder.start();
        process.getOutputStream().close();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Thread copyErr = new Thread(() -> copy(process.getErrorStream(), err));
        copyErr.start();
        copy(process.getInputStream(), out);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        copyErr.join();
        return new Run(process.exitValue(), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static void copy(InputStream in, OutputStream out) {
        try {
            in.transferTo(out);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void shouldLoadAPluginNamedByTheOption() throws Exception {
        Run run = ply(Map.of(), dir.resolve("nohome").toString(), "--plugins", jar.toString(), "perft", "subtraction",
                "--depth", "3");
        assertThat(run.err()).doesNotContain("unknown game");
        assertThat(run.out()).contains("perft(3) = 27");
        Run after = ply(Map.of(), dir.resolve("nohome").toString(), "perft", "subtraction", "--depth", "3",
                "--plugins", jar.toString());
        assertThat(after.status()).as("--plugins after the command: %s", after.err()).isZero();
        assertThat(after.out()).contains("perft(3) = 27");
    }

    @Test
    void shouldLoadAPluginFolderNamedByTheVariableAndSolveWithIt() throws Exception {
        Run run = ply(Map.of("PLY_PLUGINS", dir.toString()), dir.resolve("nohome").toString(), "solve", "subtraction",
                "--position", "7");
        assertThat(run.status()).isZero();
        assertThat(run.out()).as("taking 3 leaves a multiple of four: a win").contains("3 win in");
        Run list = ply(Map.of("PLY_PLUGINS", jar.toString()), dir.resolve("nohome").toString(), "list");
        assertThat(list.out()).contains("subtraction");
    }

    @Test
    void shouldLoadPluginsFromTheHomeFolder() throws Exception {
        Path home = dir.resolve("home");
        Path folder = Files.createDirectories(home.resolve(".ply/plugins"));
        Files.copy(jar, folder.resolve("subtraction.jar"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Run run = ply(Map.of(), home.toString(), "match", "subtraction", "--a", "alphabeta", "--b", "random",
                "--games", "4");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("4 games");
    }

    @Test
    void shouldSayWherePluginsAreLookedForWhenAGameIsUnknown() throws Exception {
        Run run = ply(Map.of(), dir.resolve("nohome").toString(), "perft", "subtraction", "--depth", "1");
        assertThat(run.status()).isEqualTo(PlyCommand.EXIT_BAD_INPUT);
        assertThat(run.err().strip()).contains("unknown game 'subtraction'").contains("PLY_PLUGINS")
                .contains("~/.ply/plugins").doesNotContain("\n");
        Run missing = ply(Map.of(), dir.resolve("nohome").toString(), "--plugins", "/no/such.jar", "list");
        assertThat(missing.status()).isEqualTo(PlyCommand.EXIT_BAD_INPUT);
        assertThat(missing.err().strip()).contains("/no/such.jar");
    }
}
