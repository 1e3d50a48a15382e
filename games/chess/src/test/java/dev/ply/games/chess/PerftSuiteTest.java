package dev.ply.games.chess;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.perft.Perft;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The 126 positions of {@code perftsuite.epd} with their reference counts. */
class PerftSuiteTest {

    private static final ChessGame CHESS = new ChessGame();
    private static final Pattern DEPTH = Pattern.compile(";D(\\d) (\\d+)");

    /** One suite line: a FEN and its counts by depth (index 0 is depth 1; -1 where the suite gives none). */
    record Entry(int line, String fen, long[] counts) {
        @Override
        public String toString() {
            return "line " + line + ": " + fen;
        }
    }

    static List<Entry> suite() {
        List<Entry> entries = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(Objects.requireNonNull(
                PerftSuiteTest.class.getResourceAsStream("perftsuite.epd")), StandardCharsets.UTF_8))) {
            String line;
            int number = 0;
            while ((line = reader.readLine()) != null) {
                number++;
                if (line.isBlank()) {
                    continue;
                }
                long[] counts = {-1, -1, -1, -1, -1, -1};
                Matcher matcher = DEPTH.matcher(line);
                while (matcher.find()) {
                    counts[Integer.parseInt(matcher.group(1)) - 1] = Long.parseLong(matcher.group(2));
                }
                entries.add(new Entry(number, line.substring(0, line.indexOf(';')).strip(), counts));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return entries;
    }

    @Test
    void shouldReadAllTheSuitesPositions() {
        assertThat(suite()).hasSize(126);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("suite")
    void shouldMatchTheSuiteToDepthThree(Entry entry) {
        ChessState state = CHESS.parseState(entry.fen());
        for (int depth = 1; depth <= 3; depth++) {
            assertThat(Perft.count(state, depth)).as("%s depth %d", entry, depth).isEqualTo(entry.counts()[depth - 1]);
        }
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("suite")
    void shouldMatchTheSuiteToDepthFive(Entry entry) {
        ChessState state = CHESS.parseState(entry.fen());
        for (int depth = 4; depth <= 5; depth++) {
            assertThat(Perft.count(state, depth)).as("%s depth %d", entry, depth).isEqualTo(entry.counts()[depth - 1]);
        }
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("suite")
    void shouldMatchTheSuiteAtDepthSix(Entry entry) {
        long expected = entry.counts()[5];
        if (expected >= 0) {
            assertThat(ChessPerft.count(CHESS.parseState(entry.fen()), 6)).as("%s depth 6", entry).isEqualTo(expected);
        }
    }
}
