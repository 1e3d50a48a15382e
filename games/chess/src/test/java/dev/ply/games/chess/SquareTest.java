package dev.ply.games.chess;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SquareTest {

    @Test
    void shouldCountRanksFromEachSidesOwnEdge() {
        assertThat(Square.relativeRank(Piece.WHITE, Square.E1)).isZero();
        assertThat(Square.relativeRank(Piece.BLACK, Square.E1)).isEqualTo(7);
        assertThat(Square.relativeRank(Piece.BLACK, Square.E8)).isZero();
        assertThat(Square.relativeRank(Piece.WHITE, Square.of(3, 4))).isEqualTo(4);
        assertThat(Square.relativeRank(Piece.BLACK, Square.of(3, 4))).isEqualTo(3);
    }

    @Test
    void shouldMeasureDistanceInKingMoves() {
        assertThat(Square.distance(Square.E1, Square.E1)).isZero();
        assertThat(Square.distance(Square.A1, Square.H8)).isEqualTo(7);
        assertThat(Square.distance(Square.E1, Square.of(4, 4))).as("e1 to e5").isEqualTo(4);
        assertThat(Square.distance(Square.of(1, 5), Square.of(4, 4))).as("b6 to e5").isEqualTo(3);
        assertThat(Square.distance(Square.H1, Square.A1)).isEqualTo(7);
    }
}
