package dev.ply.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.InvalidInputException;
import java.util.Set;
import org.junit.jupiter.api.Test;

class BenchArgumentsTest {

    private static final String USAGE = "--depth D --algorithm SPEC --verbose";

    private static BenchArguments parse(String... args) {
        return BenchArguments.parse(args, USAGE, Set.of("--depth", "--algorithm"), Set.of("--verbose"));
    }

    @Test
    void shouldReadValuesFlagsAndDefaults() {
        BenchArguments arguments = parse("--depth", "12", "--verbose");
        assertThat(arguments.positiveInt("--depth", 5)).isEqualTo(12);
        assertThat(arguments.text("--algorithm", "alphabeta")).isEqualTo("alphabeta");
        assertThat(arguments.flag("--verbose")).isTrue();
        assertThat(parse().flag("--verbose")).isFalse();
        assertThat(parse().positiveLong("--depth", 7)).isEqualTo(7);
    }

    @Test
    void shouldNameTheArgumentThatIsWrong() {
        assertThatThrownBy(() -> parse("--dpeth", "3")).isInstanceOf(InvalidInputException.class)
                .hasMessage("unknown argument '--dpeth'; use " + USAGE);
        assertThatThrownBy(() -> parse("--depth")).isInstanceOf(InvalidInputException.class)
                .hasMessage("--depth needs a value; use " + USAGE);
        assertThatThrownBy(() -> parse("--depth", "x").positiveInt("--depth", 1))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageStartingWith("--depth needs a whole number of 1 or more, not 'x'");
        assertThatThrownBy(() -> parse("--depth", "0").positiveInt("--depth", 1))
                .isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> parse("--depth", "3000000000").positiveInt("--depth", 1))
                .isInstanceOf(InvalidInputException.class).hasMessage("--depth is too large: 3000000000");
    }
}
