package dev.ply.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.search.SearchBuilder;
import dev.ply.core.search.SearchOption;
import dev.ply.core.search.SearchOptions;
import dev.ply.core.search.SearchProvider;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Checks that a search's typed builder and its specification strings configure the same search: for
 * each case, an option string such as {@code "threads=3"} and the builder calls that mean the same
 * ({@code () -> AlphaBeta.builder().threads(3)}). A search module's test lists one case per option with
 * a value other than the default, runs {@link #assertEquivalent(Case)} on each (as a parameterised
 * test) and {@link #assertCoversEveryOption(SearchProvider, List)} on the list, so that an option added
 * without its builder method, or a builder method that sets the wrong option, fails.
 */
public final class BuilderEquivalence {

    private BuilderEquivalence() {
    }

    /**
     * One option written out and set through the builder.
     *
     * @param written the option string, {@code key=value} items
     * @param typed makes a builder with the same options set through its typed methods
     */
    public record Case(String written, Supplier<? extends SearchBuilder<?>> typed) {

        @Override
        public String toString() {
            return written;
        }
    }

    /**
     * A case.
     *
     * @param written the option string, such as {@code "threads=3"}
     * @param typed the builder calls that mean the same
     * @return the case
     */
    public static Case option(String written, Supplier<? extends SearchBuilder<?>> typed) {
        return new Case(written, typed);
    }

    /**
     * Asserts that the builder's options equal the parsed string's, differ from the defaults, equal
     * those of a fresh builder given the string, and survive the builder's own specification string.
     *
     * @param c the case
     */
    public static void assertEquivalent(Case c) {
        SearchBuilder<?> builder = c.typed().get();
        SearchProvider provider = builder.provider();
        SearchOptions typed = builder.build();
        SearchOptions parsed = SearchOptions.parse(provider, c.written());
        assertThat(typed).as("typed %s against written '%s'", typed, c.written()).isEqualTo(parsed);
        assertThat(typed.hashCode()).isEqualTo(parsed.hashCode());
        assertThat(typed).as("'%s' must change something", c.written())
                .isNotEqualTo(SearchOptions.parse(provider, ""));
        String spec = builder.toString();
        String afterName = spec.indexOf(':') < 0 ? "" : spec.substring(spec.indexOf(':') + 1);
        assertThat(SearchOptions.parse(provider, afterName)).as("the builder's specification %s", spec)
                .isEqualTo(typed);
    }

    /**
     * Asserts that the cases name every option the provider declares.
     *
     * @param provider the search's provider
     * @param cases the cases of its test
     */
    public static void assertCoversEveryOption(SearchProvider provider, List<Case> cases) {
        Set<String> covered = new TreeSet<>();
        for (Case c : cases) {
            for (String item : c.written().split(",")) {
                covered.add(item.split("=", 2)[0].trim());
            }
        }
        Set<String> declared = provider.options().stream().map(SearchOption::name)
                .collect(Collectors.toCollection(TreeSet::new));
        assertThat(covered).as("options with a builder case").containsAll(declared);
    }
}
