package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Ply's published modules on the module path: their {@code module-info} descriptors must export what a
 * program uses and register every game, search, evaluator and agent with {@code provides} (named modules
 * ignore {@code META-INF/services}). The other tests run on the class path.
 */
class ModulePathTest {

    /** The class-path entries that are Ply's published modules or their libraries, for the module path. */
    private static List<String> modulePath() {
        List<String> modules = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            String normalized = entry.replace(File.separatorChar, '/');
            boolean plyModule = normalized.matches(".*/ply-(core|search-[a-z]+|game-[a-z]+|engine)-[^/]*\\.jar")
                    || normalized.matches(".*/(core|search-[a-z]+|games/[a-z]+|engine)/target/classes/?");
            boolean library = normalized.matches(".*/(guava|failureaccess|slf4j-api)-[^/]*\\.jar");
            if (plyModule || library) {
                modules.add(entry);
            }
        }
        return modules;
    }

    @Test
    void shouldFindEveryProviderAndSearchWithThePublishedModulesOnTheModulePath() throws Exception {
        List<String> modules = modulePath();
        assertThat(modules).as("Ply's modules found on the test class path").hasSizeGreaterThanOrEqualTo(9);
        String testClasses = Path.of(ModulePathProbe.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .toString();
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--module-path", String.join(File.pathSeparator, modules), "--add-modules", "ALL-MODULE-PATH",
                "-cp", testClasses, ModulePathProbe.class.getName());
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(output).isZero();
        Map<String, String> facts = new LinkedHashMap<>();
        output.lines().filter(line -> line.contains("=")).forEach(line -> facts.put(line.substring(0,
                line.indexOf('=')), line.substring(line.indexOf('=') + 1)));
        assertThat(facts.get("core-module")).as(output).isEqualTo("dev.ply.core");
        assertThat(list(facts.get("games"))).containsExactlyInAnyOrder("backgammon", "checkers", "chess", "go",
                "tictactoe", "tree");
        assertThat(list(facts.get("searches"))).containsExactlyInAnyOrder("alphabeta", "expectimax", "mcts",
                "minimax");
        assertThat(list(facts.get("evaluators"))).contains("chess:classic", "backgammon:pubeval", "tictactoe:lines");
        assertThat(list(facts.get("agents"))).contains("random", "uci", "xboard", "gtp", "gnubg", "pubeval");
        assertThat(facts.get("failures")).isEqualTo("0");
        assertThat(facts.get("alphabeta")).as("X wins from X.O......").matches("\\S+ [1-9][0-9]*");
        assertThat(facts.get("mcts")).isEqualTo("2000");
    }

    private static List<String> list(String joined) {
        return joined == null ? List.of() : Arrays.stream(joined.split(",")).collect(Collectors.toList());
    }
}
