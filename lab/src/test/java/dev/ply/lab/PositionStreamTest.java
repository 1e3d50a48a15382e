package dev.ply.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A positions file read one position at a time: its errors named by line, the action's own errors left alone. */
class PositionStreamTest {

    private final Game tictactoe = Ply.game("tictactoe");

    @TempDir
    Path dir;

    @Test
    void readsPositionsInOrderAndNamesABadLineByNumber() throws IOException {
        Path file = Files.writeString(dir.resolve("p.txt"), "# a comment\nXO.X..O.. ; result 1\n\n.........\nXXXX\n");
        List<String> read = new ArrayList<>();
        assertThatThrownBy(() -> PositionStream.forEach(tictactoe, file, state -> read.add(state.notation())))
                .isInstanceOf(InvalidInputException.class).hasMessageStartingWith(file + " line 5: bad position");
        assertThat(read).containsExactly(tictactoe.parseState("XO.X..O..").notation(),
                tictactoe.parseState(".........").notation());
    }

    @Test
    void anActionsFailureToWritePassesThroughAsItIsNotAsAReadingError() throws IOException {
        Path file = Files.writeString(dir.resolve("p.txt"), "XO.X..O..\n");
        UncheckedIOException full = new UncheckedIOException(new IOException("No space left on device"));
        assertThatThrownBy(() -> PositionStream.forEach(tictactoe, file, state -> {
            throw full;
        })).isSameAs(full);
    }
}
