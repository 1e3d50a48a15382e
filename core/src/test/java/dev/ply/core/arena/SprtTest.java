package dev.ply.core.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.ply.core.InvalidInputException;
import org.junit.jupiter.api.Test;

class SprtTest {

    /**
     * Reference values published with fastchess's SPRT tests (normalized Elo, trinomial), which fishtest's
     * formula reproduces: 36,433 wins, 36,027 losses, 68,692 draws for [0, 2] give 0.92; 10,871 wins, 10,650 losses
     * and 20,431 draws for [-1.75, 0.25] give 2.30.
     */
    @Test
    void shouldMatchPublishedTrinomialValues() {
        Sprt first = new Sprt(0, 2, 0.05, 0.05, false);
        assertThat(first.llrTrinomial(36_027, 68_692, 36_433)).isCloseTo(0.92, within(0.005));
        Sprt second = new Sprt(-1.75, 0.25, 0.05, 0.05, false);
        assertThat(second.llrTrinomial(10_650, 20_431, 10_871)).isCloseTo(2.30, within(0.005));
    }

    @Test
    void shouldComputeTheBoundsFromAlphaAndBeta() {
        Sprt sprt = Sprt.parse("elo0=0,elo1=5,alpha=0.05,beta=0.1");
        assertThat(sprt.lowerBound()).isCloseTo(Math.log(0.1 / 0.95), within(1e-12));
        assertThat(sprt.upperBound()).isCloseTo(Math.log(0.9 / 0.05), within(1e-12));
        assertThat(sprt.pentanomial()).isTrue();
        assertThat(sprt.decide(3.0)).isEqualTo(Sprt.Decision.ACCEPT_H1);
        assertThat(sprt.decide(-2.3)).isEqualTo(Sprt.Decision.ACCEPT_H0);
        assertThat(sprt.decide(0.1)).isEqualTo(Sprt.Decision.CONTINUE);
    }

    /**
     * Pairs of independent games: the pentanomial counts are the trinomial distribution convolved with itself, and
     * the two models then agree (the pair score's variance is twice the game's over two, as the model assumes).
     */
    @Test
    void shouldAgreeWithTheTrinomialModelWhenThePairsGamesAreIndependent() {
        double loss = 0.30;
        double draw = 0.34;
        double win = 0.36;
        long pairs = 100_000;
        long[] penta = {
            Math.round(pairs * loss * loss), Math.round(pairs * 2 * loss * draw),
            Math.round(pairs * (draw * draw + 2 * loss * win)), Math.round(pairs * 2 * draw * win),
            Math.round(pairs * win * win)};
        Sprt pentanomial = new Sprt(0, 20, 0.05, 0.05, true);
        Sprt trinomial = new Sprt(0, 20, 0.05, 0.05, false);
        double tri = trinomial.llrTrinomial(Math.round(2 * pairs * loss), Math.round(2 * pairs * draw),
                Math.round(2 * pairs * win));
        assertThat(pentanomial.llrPentanomial(penta)).isCloseTo(tri, within(Math.abs(tri) * 0.01));
    }

    /** Correlated pairs (the opening decides) carry less evidence per game than independent games: a smaller LLR. */
    @Test
    void shouldWeighCorrelatedPairsLessThanTheSameGamesCountedAlone() {
        Sprt pentanomial = new Sprt(0, 10, 0.05, 0.05, true);
        Sprt trinomial = new Sprt(0, 10, 0.05, 0.05, false);
        // 1,000 pairs, each won twice (600) or lost twice (400): the opening decided, so a pair is one result.
        long[] pairs = {400, 0, 0, 0, 600};
        double penta = pentanomial.llrPentanomial(pairs);
        double tri = trinomial.llrTrinomial(800, 0, 1_200);
        assertThat(penta).isPositive().isLessThan(tri);
    }

    @Test
    void shouldGiveNoEvidenceBeforeAnyGameAndRefuseBadSettings() {
        assertThat(new Sprt(0, 5, 0.05, 0.05, true).llrPentanomial(new long[5])).isZero();
        assertThatThrownBy(() -> Sprt.parse("elo0=5,elo1=0")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("elo1 above elo0");
        assertThatThrownBy(() -> Sprt.parse("elo0=0")).hasMessageContaining("needs elo0 and elo1");
        assertThatThrownBy(() -> Sprt.parse("elo0=0,elo1=5,gamma=1")).hasMessageContaining("unknown SPRT setting 'gamma'");
        assertThatThrownBy(() -> Sprt.parse("elo0=0,elo1=5,alpha=0.7")).hasMessageContaining("between 0 and 0.5");
        assertThatThrownBy(() -> Sprt.parse("elo0=0,elo1=5,model=heptanomial")).hasMessageContaining("pentanomial or");
    }
}
