package dev.ply.core.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.ply.core.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

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

    /**
     * fishtest's {@code LLR_normalized} (stats/LLRcalc.py, with scipy's brentq), run on these counts: balanced, lopsided
     * and with empty classes. Counts are losses, draws, wins (trinomial) or pairs scoring 0, ¼, ½, ¾, 1 (pentanomial).
     * The first row is the issue's: 1,000 pairs of two wins, where the old approximation gave 0.45.
     */
    @ParameterizedTest(name = "[{0}, {1}] {2}")
    @CsvSource(delimiter = '|', value = {
        "0|20|0 0 0 0 1000|78.01629927960187",
        "0|20|0 0 2000|111.75752577348338",
        "0|2|36027 68692 36433|0.9232934509457336",
        "-1.75|0.25|10650 20431 10871|2.297500407106383",
        "0|5|10 20 40 20 10|-0.020709467029953472",
        "0|5|100 400 1000 450 120|1.5749108199974866",
        "0|5|0 3 10 5 0|0.05732494189845813",
        "-5|0|1000 0 0 0 0|-20.14371143275972",
        "0|10|800 0 1200|10.683260304869725",
        "0|10|30 0 0 0 2|-1.1659473807479426",
        "0|5|0 0 1 0 0|-0.000215201723271599",
        "0|50|5 0 0 0 95|16.16370679425052",
        "0|20|0 0 0 0 10|0.7801931424099018",
        "0|5|1 100 1|-0.010588619555697381"})
    void shouldMatchFishtestsExactLlrOnBalancedAndLopsidedCounts(double elo0, double elo1, String counts,
            double reference) {
        String[] words = counts.split(" ");
        long[] n = new long[words.length];
        for (int i = 0; i < n.length; i++) {
            n[i] = Long.parseLong(words[i]);
        }
        double llr = n.length == 5 ? new Sprt(elo0, elo1, 0.05, 0.05, true).llrPentanomial(n)
                : new Sprt(elo0, elo1, 0.05, 0.05, false).llrTrinomial(n[0], n[1], n[2]);
        assertThat(llr).isCloseTo(reference, within(Math.max(1e-6, Math.abs(reference) * 1e-6)));
    }

    /** Lopsided play decides: every game won, the test accepts H1 long before 2,000 games. */
    @Test
    void shouldAcceptH1EarlyWhenEveryGameIsWon() {
        Sprt sprt = Sprt.parse("elo0=0,elo1=20");
        int pairs = 1;
        while (sprt.decide(sprt.llrPentanomial(new long[] {0, 0, 0, 0, pairs})) == Sprt.Decision.CONTINUE) {
            pairs++;
        }
        assertThat(sprt.decide(sprt.llrPentanomial(new long[] {0, 0, 0, 0, pairs}))).isEqualTo(Sprt.Decision.ACCEPT_H1);
        assertThat(pairs).isLessThan(100);
        int lost = 1;
        while (sprt.decide(sprt.llrPentanomial(new long[] {lost, 0, 0, 0, 0})) == Sprt.Decision.CONTINUE) {
            lost++;
        }
        assertThat(sprt.decide(sprt.llrPentanomial(new long[] {lost, 0, 0, 0, 0}))).isEqualTo(Sprt.Decision.ACCEPT_H0);
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
