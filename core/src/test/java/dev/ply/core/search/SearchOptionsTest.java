package dev.ply.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.InvalidInputException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SearchOptionsTest {

    private static final SearchProvider PROVIDER = new SearchProvider() {
        @Override
        public String name() {
            return "test";
        }

        @Override
        public String description() {
            return "a provider for option tests";
        }

        @Override
        public List<SearchOption> options() {
            return List.of(
                    SearchOption.ofInteger("threads", 1, 1, 64, "threads"),
                    SearchOption.ofDecimal("c", 1.41, 0, 10, "exploration"),
                    SearchOption.ofBoolean("tt", true, "use a table"),
                    SearchOption.ofBoolean("solver", false, "prove wins"),
                    SearchOption.ofChoice("order", "best", "move order", "best", "none"));
        }

        @Override
        public Map<String, String> presets() {
            return Map.of("plain", "tt=false,order=none");
        }

        @Override
        public Search create(SearchSetup setup) {
            throw new UnsupportedOperationException();
        }
    };

    @Test
    void shouldGiveEveryDeclaredOptionItsDefault() {
        SearchOptions options = SearchOptions.parse(PROVIDER, "");
        assertThat(options.getInt("threads")).isEqualTo(1);
        assertThat(options.getDouble("c")).isEqualTo(1.41);
        assertThat(options.getBoolean("tt")).isTrue();
        assertThat(options.getString("order")).isEqualTo("best");
        assertThat(options.toString()).isEqualTo("threads=1,c=1.41,tt=true,solver=false,order=best");
    }

    @Test
    void shouldApplyPresetsThenLaterItemsAndBareSwitches() {
        SearchOptions options = SearchOptions.parse(PROVIDER, "plain, threads=4 ,solver,tt=on");
        assertThat(options.getBoolean("tt")).isTrue();
        assertThat(options.getString("order")).isEqualTo("none");
        assertThat(options.getInt("threads")).isEqualTo(4);
        assertThat(options.getBoolean("solver")).isTrue();
    }

    @Test
    void shouldRejectUnknownOptionsListingWhatExists() {
        assertThatThrownBy(() -> SearchOptions.parse(PROVIDER, "thread=2"))
                .isInstanceOf(InvalidInputException.class)
                .hasMessage("unknown option 'thread' for test; options: threads, c, tt, solver, order; presets: plain");
    }

    @Test
    void shouldRejectBadValuesNamingTheOption() {
        assertThatThrownBy(() -> SearchOptions.parse(PROVIDER, "threads=0"))
                .hasMessage("option 'threads' must be from 1 to 64, not 0");
        assertThatThrownBy(() -> SearchOptions.parse(PROVIDER, "threads=99999999999999999999999"))
                .hasMessage("option 'threads' must be from 1 to 64, not 99999999999999999999999");
        assertThatThrownBy(() -> SearchOptions.parse(PROVIDER, "threads=\u0663"))
                .as("an Arabic-Indic three is no ASCII digit").hasMessage("option 'threads' needs a whole number, not '\u0663'");
        assertThatThrownBy(() -> SearchOptions.parse(PROVIDER, "c=1e3"))
                .as("a number in exponent form is a number, here too large").hasMessage(
                        "option 'c' must be from 0 to 10, not 1e3");
        assertThat(SearchOptions.parse(PROVIDER, "c=5e-1").getDouble("c")).isEqualTo(0.5);
        assertThatThrownBy(() -> SearchOptions.parse(PROVIDER, "c=1e"))
                .hasMessage("option 'c' needs a number, not '1e'");
        assertThatThrownBy(() -> SearchOptions.parse(PROVIDER, "threads=two"))
                .hasMessage("option 'threads' needs a whole number, not 'two'");
        assertThatThrownBy(() -> SearchOptions.parse(PROVIDER, "c=NaN"))
                .hasMessage("option 'c' needs a number, not 'NaN'");
        assertThatThrownBy(() -> SearchOptions.parse(PROVIDER, "tt=maybe"))
                .hasMessage("option 'tt' is true or false, not 'maybe'");
        assertThatThrownBy(() -> SearchOptions.parse(PROVIDER, "order=worst"))
                .hasMessage("option 'order' is one of best, none, not 'worst'");
        assertThatThrownBy(() -> SearchOptions.parse(PROVIDER, "threads"))
                .hasMessageStartingWith("option 'threads' of test needs a value");
    }

    @Test
    void shouldRefuseAKeyGivenTwiceButLetAPresetBeOverridden() {
        assertThatThrownBy(() -> SearchOptions.parse(PROVIDER, "threads=2,threads=3"))
                .isInstanceOf(InvalidInputException.class).hasMessage("option 'threads' of test is given twice");
        assertThatThrownBy(() -> SearchOptions.parse(PROVIDER, "tt,tt=false"))
                .hasMessage("option 'tt' of test is given twice");
        assertThat(SearchOptions.parse(PROVIDER, "plain,tt=true").getBoolean("tt")).isTrue();
    }

    @Test
    void shouldRefuseToReadAnOptionAsTheWrongType() {
        SearchOptions options = SearchOptions.parse(PROVIDER, "");
        assertThatThrownBy(() -> options.getBoolean("threads")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> options.getInt("nonsense")).isInstanceOf(IllegalArgumentException.class);
    }
}
