package dev.ply.trace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The SVG pictures in a real browser: headless Chromium (Debian package {@code chromium}, which {@code .ci/run}
 * installs) renders them to PNG, and the picture holds the drawing: dark strokes and the red principal variation.
 * Skipped where Chromium is not installed.
 */
class BrowserRenderTest {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");

    private static Trace textbook() {
        GameState state = Ply.game("tree").parseState("((4,6,9),(2,7,8),(5,3,9))");
        TraceRecorder recorder = TraceRecorder.builder(state).build();
        try (Search search = Ply.search(state.game(), "alphabeta:plain")) {
            search.trace(recorder);
            SearchResult result = search.search(state, SearchLimits.NONE);
            return recorder.finish("alphabeta:plain", result);
        }
    }

    @Test
    void shouldRenderTheTextbookPictureInHeadlessChromium(@TempDir Path folder) throws Exception {
        assumeThat(Files.isExecutable(CHROMIUM)).as("chromium installed").isTrue();
        Path svg = folder.resolve("textbook.svg");
        Files.writeString(svg, SvgTrace.render(textbook(), 4));
        Path png = folder.resolve("textbook.png");
        Process chromium = new ProcessBuilder(List.of(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--hide-scrollbars", "--window-size=494,380", "--screenshot=" + png, svg.toUri().toString()))
                .redirectErrorStream(true).redirectOutput(folder.resolve("chromium.log").toFile()).start();
        assertThat(chromium.waitFor(90, TimeUnit.SECONDS)).as("chromium finished").isTrue();
        assertThat(chromium.exitValue()).as(Files.readString(folder.resolve("chromium.log"))).isZero();
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(494);
        int dark = 0;
        int red = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y);
                int r = (rgb >> 16) & 0xFF;
                int g = (rgb >> 8) & 0xFF;
                int b = rgb & 0xFF;
                if (r < 90 && g < 90 && b < 90) {
                    dark++;
                }
                if (r > 170 && g < 90 && b < 90) {
                    red++;
                }
            }
        }
        assertThat(dark).as("nodes, edges and text drawn").isGreaterThan(2_000);
        assertThat(red).as("the principal variation's red line").isGreaterThan(150);
    }
}
