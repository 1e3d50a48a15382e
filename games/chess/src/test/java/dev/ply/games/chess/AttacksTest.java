package dev.ply.games.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class AttacksTest {

    @Test
    void shouldMatchRayByRayAttacksForRandomOccupancies() {
        SplittableRandom random = new SplittableRandom(42);
        for (int i = 0; i < 20_000; i++) {
            long occupied = random.nextLong() & random.nextLong();
            int square = random.nextInt(64);
            assertThat(Attacks.rook(square, occupied)).isEqualTo(Attacks.slowRookAttacks(square, occupied));
            assertThat(Attacks.bishop(square, occupied)).isEqualTo(Attacks.slowBishopAttacks(square, occupied));
            assertThat(Attacks.queen(square, occupied))
                    .isEqualTo(Attacks.slowRookAttacks(square, occupied) | Attacks.slowBishopAttacks(square, occupied));
        }
    }

    @Test
    void shouldGiveTheKnownSetsOfLeapers() {
        assertThat(Long.bitCount(Attacks.knight(Square.A1))).isEqualTo(2);
        assertThat(Long.bitCount(Attacks.knight(Square.parse("d4")))).isEqualTo(8);
        assertThat(Long.bitCount(Attacks.king(Square.H8))).isEqualTo(3);
        assertThat(Attacks.pawn(Piece.WHITE, Square.parse("e4")))
                .isEqualTo(1L << Square.parse("d5") | 1L << Square.parse("f5"));
        assertThat(Attacks.pawn(Piece.BLACK, Square.parse("a5"))).isEqualTo(1L << Square.parse("b4"));
    }

    @Test
    void shouldGiveTheSquaresBetweenAndTheLinesThroughTwoSquares() {
        assertThat(Attacks.between(Square.A1, Square.H8)).isEqualTo(0x0040201008040200L);
        assertThat(Attacks.between(Square.E1, Square.E8)).isEqualTo(0x0010101010101000L);
        assertThat(Attacks.between(Square.A1, Square.parse("b3"))).isZero();
        assertThat(Attacks.between(Square.A1, Square.B1)).isZero();
        assertThat(Attacks.line(Square.parse("c3"), Square.parse("e5"))).isEqualTo(0x8040201008040201L);
        assertThat(Attacks.line(Square.A1, Square.parse("b3"))).isZero();
    }
}
