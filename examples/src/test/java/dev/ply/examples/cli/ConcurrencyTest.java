package dev.ply.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.InvalidInputException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code --concurrency}: the default per core, a core left when agents search on threads of their own. */
class ConcurrencyTest {

    @Test
    void shouldPlayOneGamePerCoreWithSingleThreadedAgents() {
        assertThat(Concurrency.resolve(null, List.of("alphabeta:depth=4", "mcts:threads=1"), 8)).isEqualTo(8);
    }

    @Test
    void shouldLeaveACoreWhenAnAgentSearchesOnThreadsOfItsOwn() {
        assertThat(Concurrency.resolve(null, List.of("alphabeta:threads=2,depth=4", "random"), 8)).isEqualTo(7);
        assertThat(Concurrency.resolve(null, List.of("random", "uci:/usr/games/stockfish"), 4)).isEqualTo(3);
        assertThat(Concurrency.resolve(null, List.of("alphabeta:threads=2"), 1)).isEqualTo(1);
    }

    @Test
    void shouldTakeTheGivenNumberAndRefuseLessThanOne() {
        assertThat(Concurrency.resolve(3, List.of("alphabeta:threads=4"), 2)).isEqualTo(3);
        assertThatThrownBy(() -> Concurrency.resolve(0, List.of("random"), 2))
                .isInstanceOf(InvalidInputException.class).hasMessage("--concurrency must be 1 or more, not 0");
    }

    @Test
    void shouldPrintTheSameMatchWithSeveralGamesAtOnce() {
        String[] match = {"match", "tictactoe", "--a", "alphabeta:depth=3", "--b", "mcts:iterations=200,seed=5",
                "--games", "8", "--random-plies", "2"};
        CommandLineRunner.Run serial = CommandLineRunner.run(concat(match, "--concurrency", "1"));
        CommandLineRunner.Run parallel = CommandLineRunner.run(concat(match, "--concurrency", "3"));
        assertThat(serial.status()).as(serial.err()).isZero();
        assertThat(parallel.status()).as(parallel.err()).isZero();
        assertThat(parallel.out()).isEqualTo(serial.out());
        assertThat(parallel.err().lines().filter(line -> line.startsWith("game ")))
                .containsExactlyElementsOf(serial.err().lines().filter(line -> line.startsWith("game ")).toList())
                .hasSize(8);
    }

    @Test
    void shouldRefuseAZeroConcurrencyInOneLine() {
        CommandLineRunner.Run run = CommandLineRunner.run("tournament", "tictactoe", "--agents", "random",
                "alphabeta:depth=1", "--concurrency", "0");
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err().strip()).isEqualTo("tournament: --concurrency must be 1 or more, not 0");
    }

    private static String[] concat(String[] head, String... tail) {
        String[] all = java.util.Arrays.copyOf(head, head.length + tail.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        return all;
    }
}
