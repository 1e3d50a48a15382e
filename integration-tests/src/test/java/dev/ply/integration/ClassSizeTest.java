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
 * The size rule of docs/architecture.md: no class in a search or game module over 700 lines; a class that grows
 * past it fails the build.
 */
class ClassSizeTest {

    private static final int LIMIT = 700;

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
            if (lines > LIMIT) {
                over.put(file, lines);
            }
        });
        assertThat(over).as("classes over %d lines", LIMIT).isEmpty();
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
