package dev.ply.learning;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.ply.core.Game;
import dev.ply.core.Ply;
import dev.ply.core.capability.NetworkEncoding;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SelfPlayTest {

    private static final Game GAME = Ply.game("tictactoe");

    /** A tic-tac-toe network of fresh weights. */
    private static Path freshNetwork(Path folder) throws IOException {
        NetworkEncoding encoding = (NetworkEncoding) GAME.newState();
        NetworkInfo info = new NetworkInfo(GAME.id(), encoding.encodingName(), Architecture.parse("mlp:16", encoding),
                0, 0, "test");
        Path network = folder.resolve("fresh.net");
        NetworkFile.write(LearnedNetwork.initial(info, 5), network);
        return network;
    }

    @Test
    void theValueTargetMixesTheResultWithTheRootValueByTheGivenWeight(@TempDir Path folder) throws IOException {
        Path network = freshNetwork(folder);

        // The same seed plays the same game whatever the mix: only the value targets differ.
        SelfPlay.PlayedGame results = new SelfPlay(GAME, 32, 1.0, 2, 0).play(network, 9);
        SelfPlay.PlayedGame rootValues = new SelfPlay(GAME, 32, 1.0, 2, 1).play(network, 9);
        SelfPlay.PlayedGame mixed = new SelfPlay(GAME, 32, 1.0, 2, 0.25).play(network, 9);
        assertThat(rootValues.positions()).isEqualTo(results.positions());
        boolean fractional = false;
        for (int i = 0; i < results.results().length; i++) {
            float z = results.results()[i];
            float q = rootValues.results()[i];
            assertThat(Math.abs(z)).isIn(0f, 1f);
            assertThat(q).isBetween(-1f, 1f);
            fractional |= q != Math.round(q);
            assertThat(mixed.results()[i]).isCloseTo(0.75f * z + 0.25f * q, within(1e-6f));
        }
        assertThat(fractional).as("root values are search averages, not results").isTrue();
    }

    @Test
    void fastSearchesArePlayedButNotKeptSoTheKeptPositionsSkipPliesWithTheirResultsStillRight(@TempDir Path folder)
            throws IOException {
        Path network = freshNetwork(folder);
        NetworkEncoding encoding = (NetworkEncoding) GAME.newState();
        GameLog log = new GameLog(folder.resolve("games.bin"), encoding.inputSize(), encoding.actionCount());

        int kept = 0;
        int skipped = 0;
        for (long seed = 1; seed <= 12; seed++) {
            // Every move in full: the kept positions are the game's plies, one after the other.
            int[] all = discs(new SelfPlay(GAME, 24, 1.0, 2, 0, 6, 1.0, 0).play(network, seed));
            for (int i = 0; i < all.length; i++) {
                assertThat(all[i]).isEqualTo(i);
            }
            SelfPlay.PlayedGame capped = new SelfPlay(GAME, 24, 1.0, 2, 0, 6, 0.25, 0).play(network, seed);
            int[] counts = discs(capped);
            for (int i = 0; i < counts.length; i++) {
                assertThat(counts[i]).isGreaterThan(i == 0 ? -1 : counts[i - 1]);
                skipped += counts[i] - (i == 0 ? 0 : counts[i - 1] + 1);
                // The same result for the same mover (the parity of the discs), the opposite for the other.
                float sign = counts[i] % 2 == counts[0] % 2 ? 1 : -1;
                assertThat(capped.results()[i]).isEqualTo(sign * capped.results()[0] + 0f);
            }
            kept += counts.length;
            log.append(1, capped);
        }
        assertThat(skipped).as("plies searched fast and left out").isPositive();
        assertThat(kept).as("about a quarter of some 90 plies").isBetween(5, 45);
        // Games with no position kept at all are logged and read back as such.
        assertThat(log.read().stream().mapToInt(entry -> entry.game().positions()).sum()).isEqualTo(kept);
        assertThat(log.read()).hasSize(12);
    }

    @Test
    void exactTargetsReplaceTheResultWhereTheSolverFindsTheValue(@TempDir Path folder) throws IOException {
        Path network = freshNetwork(folder);
        TicTacToeSolver reference = new TicTacToeSolver(GAME);
        int decisive = 0;
        for (long seed = 1; seed <= 8; seed++) {
            SelfPlay.PlayedGame results = new SelfPlay(GAME, 16, 1.0, 2, 0).play(network, seed);
            SelfPlay.PlayedGame exact = new SelfPlay(GAME, 16, 1.0, 2, 0, 0, 1, 1_000_000).play(network, seed);
            assertThat(exact.positions()).isEqualTo(results.positions());
            // The first position is the empty board, a draw with perfect play, whatever this game's result.
            assertThat(exact.results()[0]).isZero();
            decisive += results.results()[0] != 0 ? 1 : 0;
            for (int i = 0; i < exact.positions(); i++) {
                assertThat(exact.inputs().get(i)).isEqualTo(results.inputs().get(i));
                assertThat(exact.results()[i]).isEqualTo((float) reference.value(position(exact.inputs().get(i))));
            }
            // A budget too small to solve anything leaves the results as they were.
            SelfPlay.PlayedGame starved = new SelfPlay(GAME, 16, 1.0, 2, 0, 0, 1, 1).play(network, seed);
            assertThat(starved.results()).containsExactly(results.results());
        }
        assertThat(decisive).as("games whose result differs from the start's exact value").isPositive();
        assertThatThrownBy(() -> new SelfPlay(Ply.game("backgammon"), 16, 1.0, 2, 0, 0, 1, 1_000))
                .hasMessage("backgammon has no exact solver (ExactValues): exact value targets need one");
    }

    /** The tic-tac-toe position of an encoded input: plane 0 the side to move's marks, plane 1 the other's. */
    private static dev.ply.core.GameState position(float[] input) {
        int mine = 0;
        int theirs = 0;
        for (int square = 0; square < 9; square++) {
            mine += input[square] > 0.5f ? 1 : 0;
            theirs += input[9 + square] > 0.5f ? 1 : 0;
        }
        char me = mine == theirs ? 'X' : 'O';
        char other = me == 'X' ? 'O' : 'X';
        StringBuilder text = new StringBuilder();
        for (int square = 0; square < 9; square++) {
            text.append(input[square] > 0.5f ? me : input[9 + square] > 0.5f ? other : '.');
        }
        return GAME.parseState(text.toString());
    }

    /** Each kept position's discs on the board (the sum of its two planes). */
    private static int[] discs(SelfPlay.PlayedGame game) {
        int[] counts = new int[game.positions()];
        for (int p = 0; p < counts.length; p++) {
            float sum = 0;
            for (float x : game.inputs().get(p)) {
                sum += x;
            }
            counts[p] = Math.round(sum);
        }
        return counts;
    }
}
