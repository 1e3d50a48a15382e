package dev.ply.search.mcts.tree;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.search.mcts.tree.NodeColumns.Column;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class NodeColumnsTest {

    @Test
    void shouldKeepValuesAndFillNewSlotsWithEachColumnsInitialValueWhenGrowing() {
        NodeColumns columns = new NodeColumns(4);
        Column<int[]> counts = columns.ints(-1);
        Column<int[]> links = columns.links();
        Column<long[]> pairs = columns.zeros(long[].class, 2);
        counts.values[3] = 30;
        links.values[2] = 1;
        pairs.values[7] = 77;
        columns.grow(2_000);
        assertThat(columns.capacity()).isEqualTo(2_000);
        assertThat(counts.values).hasSize(2_000);
        assertThat(pairs.values).hasSize(4_000);
        assertThat(counts.values[3]).isEqualTo(30);
        assertThat(links.values[2]).isEqualTo(1);
        assertThat(pairs.values[7]).isEqualTo(77);
        assertThat(Arrays.stream(counts.values, 4, 2_000)).containsOnly(-1);
        assertThat(Arrays.stream(links.values, 4, 2_000)).containsOnly(SearchTree.NONE);
        assertThat(Arrays.stream(pairs.values, 8, 4_000)).containsOnly(0L);
    }

    @Test
    void shouldClearOnlyTheUsedSlots() {
        NodeColumns columns = new NodeColumns(1_500);
        Column<int[]> counts = columns.ints(-1);
        Column<double[]> sums = columns.zeros(double[].class, 1);
        Arrays.fill(counts.values, 5);
        Arrays.fill(sums.values, 2.5);
        columns.clear(1_200);
        assertThat(Arrays.stream(counts.values, 0, 1_200)).containsOnly(-1);
        assertThat(Arrays.stream(sums.values, 0, 1_200)).containsOnly(0.0);
        assertThat(counts.values[1_200]).isEqualTo(5);
        assertThat(sums.values[1_499]).isEqualTo(2.5);
    }

    @Test
    void shouldMoveKeptNodesToTheirNewNumbersAndRenumberLinks() {
        NodeColumns columns = new NodeColumns(8);
        Column<int[]> ids = columns.ints(0);
        Column<int[]> links = columns.links();
        Column<byte[]> flags = columns.zeros(byte[].class, 1);
        for (int node = 0; node < 8; node++) {
            ids.values[node] = 100 + node;
            flags.values[node] = (byte) node;
        }
        links.values[5] = 6;                  // kept node to kept node
        links.values[6] = 2;                  // kept node to a dropped one
        int[] order = {5, 6};
        int[] renumber = new int[8];
        Arrays.fill(renumber, SearchTree.NONE);
        renumber[5] = 0;
        renumber[6] = 3;                      // a gap of two slots, as the hot region leaves
        columns.compact(order, 2, renumber, 16);
        assertThat(ids.values).hasSize(16);
        assertThat(ids.values[0]).isEqualTo(105);
        assertThat(ids.values[3]).isEqualTo(106);
        assertThat(ids.values[1]).isZero();
        assertThat(flags.values[3]).isEqualTo((byte) 6);
        assertThat(links.values[0]).isEqualTo(3);
        assertThat(links.values[3]).isEqualTo(SearchTree.NONE);
        assertThat(links.values[1]).isEqualTo(SearchTree.NONE);
    }
}
