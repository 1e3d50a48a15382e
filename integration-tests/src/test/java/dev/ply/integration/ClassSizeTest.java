package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The size rule of docs/architecture.md: no class in a search or game module over 700 lines. The classes still over
 * it are named with the size they may not outgrow, so the list only shrinks: a class that grows past its ceiling, a
 * new class over the rule, or a listed class that has come under the rule (its entry is stale) fails the build.
 */
class ClassSizeTest {

    private static final int LIMIT = 700;

    /** Still over the rule, each with its ceiling: the node loops whose fields every node reads. */
    private static final Map<String, Integer> OVER = Map.of(
            "search-mcts/src/main/java/dev/ply/search/mcts/tree/SearchTree.java", 1_019,
            "search-alphabeta/src/main/java/dev/ply/search/alphabeta/SearchWorker.java", 828);

    @Test
    void shouldKeepEverySearchAndGameClassWithinTheSizeRule() throws IOException {
        Path root = projectRoot();
        Map<String, Integer> sizes = new TreeMap<>();
        try (Stream<Path> modules = Files.list(root)) {
            modules.filter(module -> module.getFileName().toString().startsWith("search-")).forEach(module ->
                    measure(root, module, sizes));
        }
        try (Stream<Path> games = Files.list(root.resolve("games"))) {
            games.forEach(game -> measure(root, game, sizes));
        }
        assertThat(sizes).as("source files measured").hasSizeGreaterThan(100);
        Map<String, Integer> over = new TreeMap<>();
        sizes.forEach((file, lines) -> {
            if (lines > OVER.getOrDefault(file, LIMIT)) {
                over.put(file, lines);
            }
        });
        assertThat(over).as("classes over %d lines (or over their listed ceiling)", LIMIT).isEmpty();
        for (String listed : OVER.keySet()) {
            assertThat(sizes).as("a listed class exists").containsKey(listed);
            assertThat(sizes.get(listed)).as("%s is listed as over the rule; take it off the list", listed)
                    .isGreaterThan(LIMIT);
        }
    }

    private static void measure(Path root, Path module, Map<String, Integer> sizes) {
        Path sources = module.resolve("src/main/java");
        if (!Files.isDirectory(sources)) {
            return;
        }
        try (Stream<Path> files = Files.walk(sources)) {
            files.filter(file -> file.toString().endsWith(".java")).forEach(file -> {
                try (Stream<String> lines = Files.lines(file)) {
                    sizes.put(root.relativize(file).toString().replace('\\', '/'), (int) lines.count());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The directory holding the root pom.xml, from the module directory the tests run in. */
    private static Path projectRoot() {
        Path directory = Path.of("").toAbsolutePath();
        while (directory != null && !Files.isDirectory(directory.resolve("games"))) {
            directory = directory.getParent();
        }
        assertThat(directory).as("the project root above %s", Path.of("").toAbsolutePath()).isNotNull();
        return directory;
    }
}
