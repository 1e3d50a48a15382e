package dev.ply.core.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.InvalidInputException;
import dev.ply.core.search.SearchLimits;
import org.junit.jupiter.api.Test;

class SearchSpecificationTest {

    @Test
    void shouldSplitTheLimitKeysFromTheSearchsOptions() {
        SearchSpecification spec = SearchSpecification.parse(" mcts:solver, iterations=1000,threads=2,time=2s ");
        assertThat(spec.search()).isEqualTo("mcts:solver,threads=2");
        assertThat(spec.limits()).isEqualTo(SearchLimits.ofIterations(1000).withMoveTime(2000));
        assertThat(SearchSpecification.parse("alphabeta:depth=4")).isEqualTo(
                new SearchSpecification("alphabeta", SearchLimits.ofDepth(4)));
        assertThat(SearchSpecification.parse("minimax").limits()).isEqualTo(SearchLimits.NONE);
    }

    @Test
    void shouldRejectALimitWithoutAPositiveValue() {
        assertThatThrownBy(() -> SearchSpecification.parse("mcts:nodes")).isInstanceOf(InvalidInputException.class)
                .hasMessage("limit 'nodes' needs a value, such as nodes=10");
        assertThatThrownBy(() -> SearchSpecification.parse("mcts:iterations=-5"))
                .hasMessage("limit 'iterations' must be from 1 to " + Long.MAX_VALUE + ", not -5");
        assertThatThrownBy(() -> SearchSpecification.parse("alphabeta:depth=5000"))
                .hasMessage("limit 'depth' must be from 1 to " + SearchLimits.MAX_DEPTH + ", not 5000");
        assertThatThrownBy(() -> SearchSpecification.parse("alphabeta:depth=x"))
                .hasMessage("limit 'depth' needs a whole number, not 'x'");
    }

    @Test
    void shouldRefuseALimitGivenTwice() {
        assertThatThrownBy(() -> SearchSpecification.parse("alphabeta:depth=2,depth=3"))
                .isInstanceOf(InvalidInputException.class).hasMessage("limit 'depth' is given twice");
    }
}
