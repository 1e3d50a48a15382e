package dev.ply.examples.minimal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Proves that each module can be picked alone: {@link TicTacToeWithAlphaBeta} compiles and runs with
 * only ply-core (and its Guava and SLF4J), one game and one search module on the class path.
 */
class StandaloneModulesTest {

    private static final List<String> ALLOWED = List.of("ply-core", "core", "ply-game-tictactoe", "tictactoe",
            "ply-search-alphabeta", "search-alphabeta", "guava", "failureaccess", "slf4j-api");

    @Test
    void shouldCompileAndRunWithOnlyCoreOneGameAndOneSearch(@TempDir Path classes) throws Exception {
        String classPath = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(StandaloneModulesTest::allowed).reduce((a, b) -> a + File.pathSeparator + b).orElseThrow();
        assertThat(classPath).contains("tictactoe").contains("alphabeta").doesNotContain("examples");

        Path source = Paths.get("src/main/java/dev/ply/examples/minimal/TicTacToeWithAlphaBeta.java");
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        int compiled = compiler.run(null, null, null, "-d", classes.toString(), "-cp", classPath,
                source.toString());
        assertThat(compiled).as("javac exit status").isZero();

        Process process = new ProcessBuilder(Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", classes + File.pathSeparator + classPath, TicTacToeWithAlphaBeta.class.getName())
                .redirectErrorStream(true).start();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.exitValue()).as(output).isZero();
        assertThat(output).contains("value of the empty board: 0").contains("result for X: 0");
    }

    private static boolean allowed(String entry) {
        Path path = Paths.get(entry);
        List<String> parts = new ArrayList<>();
        path.forEach(part -> parts.add(part.toString()));
        String name = path.getFileName().toString();
        if (name.equals("classes") && parts.size() >= 3) {
            String module = parts.get(parts.size() - 3);
            return ALLOWED.contains(module) && !parts.get(parts.size() - 2).equals("test-classes");
        }
        return ALLOWED.stream().anyMatch(prefix -> name.startsWith(prefix + "-")) && Files.exists(path);
    }
}
