package dev.ply.games.go;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.NotationException;
import dev.ply.core.agent.GameRecord;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** SGF: games written and read back, hand-written files read, and bad files named by line and property. */
class GoSgfTest {

    private static GameRecord randomGame(GoState start, long seed, int plies) {
        GameRecord record = new GameRecord(start);
        SplittableRandom random = new SplittableRandom(seed);
        int[] moves = new int[start.game().maxMoves()];
        while (!record.current().isTerminal() && record.length() < plies) {
            int count = ((GoState) record.current()).playoutMoves(moves);
            record.play(moves[random.nextInt(count)]);
        }
        return record;
    }

    @Test
    void shouldReadBackWhatItWritesWithCapturesPassesAndTheScore() {
        GoGame go = GoGame.of(9, 7.5);
        for (long seed = 1; seed <= 5; seed++) {
            GameRecord record = randomGame(go.newState(), seed, 1000);
            assertThat(record.current().isTerminal()).isTrue();
            String sgf = go.writeRecord(record, Map.of("Black", "mcts:c=0.7", "White", "gnu]go \\ 3.8",
                    "Event", "test", "Date", "2026.12.02", "Round", "3"));
            GoSgf.Game back = GoSgf.read(sgf).get(0);
            assertThat(back.start().notation()).isEqualTo(record.start().notation());
            assertThat(back.moves()).isEqualTo(record.moves());
            assertThat(back.end().notation()).isEqualTo(record.current().notation());
            assertThat(back.root()).containsEntry("PW", "gnu]go \\ 3.8").containsEntry("DT", "2026-12-02")
                    .containsEntry("SZ", "9").containsEntry("KM", "7.5").containsEntry("RO", "3");
            int half = ((GoState) record.current()).scoreHalfPoints();
            assertThat(back.root().get("RE")).isEqualTo((half > 0 ? "B+" : "W+") + GoNotation.komiText(Math.abs(half)));
        }
    }

    @Test
    void shouldWriteASetUpStartAndTheResultOfAGameNotEndedByTheRules() {
        GoGame go = GoGame.of(7, 0);
        GoState start = go.parseState("7/7/2XO3/3X3/7/7/7 w komi=0");
        GameRecord record = new GameRecord(start);
        record.play(record.current().parseMove("E4"));
        String sgf = go.writeRecord(record, Map.of("Result", "0-1", "Termination", "time forfeit: Black's flag"));
        assertThat(sgf).contains("AB[dd][cc]").contains("AW[dc]").contains("PL[W]").contains(";W[ed]")
                .contains("RE[W+T]").contains("GC[Termination: time forfeit: Black's flag]");
        GoSgf.Game back = GoSgf.read(sgf).get(0);
        assertThat(back.start().notation()).isEqualTo(start.notation());
        assertThat(back.end().notation()).isEqualTo(record.current().notation());
        assertThat(go.writeRecord(record, Map.of("Result", "1-0", "Termination", "resignation"))).contains("RE[B+R]");
    }

    @Test
    void shouldReadHandWrittenFilesAlongTheirMainLines() {
        // A handicap game: two black stones, White first; tt and [] are passes; comments and other properties skipped.
        GoSgf.Game handicap = GoSgf.read("""
                (;GM[1]FF[3]SZ[9]KM[0.5]HA[2]AB[cg][gc]C[a comment \\] with a bracket]
                ;W[ee]
                ;B[tt]WL[30]
                ;W[])""").get(0);
        assertThat(handicap.start().notation()).isEqualTo("9/9/6X2/9/9/9/2X6/9/9 w komi=0.5");
        assertThat(handicap.end().isTerminal()).isTrue();
        assertThat(handicap.end().notation()).startsWith("9/9/6X2/9/4O4/9/2X6/9/9 b komi=0.5");

        // Variations: the first at every branch; a compressed point list; a collection of two games.
        List<GoSgf.Game> games = GoSgf.read("(;SZ[5]AB[aa:bb];W[ee](;B[dd];W[cc])(;B[ed]))\n(;SZ[7];B[dd])");
        assertThat(games).hasSize(2);
        assertThat(games.get(0).start().notation()).isEqualTo("XX3/XX3/5/5/5 w komi=0");
        assertThat(games.get(0).end().notation()).isEqualTo("XX3/XX3/2O2/3X1/4O b komi=0");
        assertThat(games.get(1).end().notation()).isEqualTo("7/7/7/3X3/7/7/7 w komi=0");
        assertThat(new GoGame().readOpenings("sgf", "(;SZ[7];B[dd])")).containsExactly("7/7/7/3X3/7/7/7 w komi=0");
    }

    @Test
    void shouldNameTheLineAndPropertyOfWhatItCannotRead() {
        assertThatThrownBy(() -> GoSgf.read("(;GM[1]\nSZ[25])")).isInstanceOf(NotationException.class)
                .hasMessage("SGF line 2, property SZ[25]: Ply plays Go on 5x5 to 19x19");
        assertThatThrownBy(() -> GoSgf.read("(;GM[3]SZ[9])")).hasMessage("SGF line 1, property GM[3]: the game is not Go"
                + " (GM[1])");
        assertThatThrownBy(() -> GoSgf.read("(;SZ[9]\n;B[ee]\n;W[ee])"))
                .hasMessage("SGF line 3, property W[ee]: E5 is occupied");
        assertThatThrownBy(() -> GoSgf.read("(;SZ[9];B[ee]\n;B[dd])"))
                .hasMessageStartingWith("SGF line 2, property B[dd]: Black moves twice in a row");
        assertThatThrownBy(() -> GoSgf.read("(;SZ[9];B[zz])"))
                .hasMessage("SGF line 1, property B[zz]: 'zz' is off the 9x9 board");
        assertThatThrownBy(() -> GoSgf.read("(;SZ[9]\n;B[ee"))
                .hasMessage("SGF line 2: a value opened with '[' is never closed");
        assertThatThrownBy(() -> GoSgf.read("(;SZ[9];B[ee]")).hasMessage("SGF line 1: the text ends where ')' should be");
        assertThatThrownBy(() -> GoSgf.read("SZ[9]")).hasMessage("SGF line 1: expected '(' to start a game tree, found"
                + " 'S'");
        assertThatThrownBy(() -> GoSgf.read("  ")).hasMessageStartingWith("SGF: no game tree");
        assertThatThrownBy(() -> GoSgf.read("(;SZ[5]AB[aa]AW[ab][ba])")).hasMessageStartingWith("SGF setup: the group"
                + " at A5 has no liberties");
        assertThatThrownBy(() -> GoSgf.read("(;SZ[9]KM[6.3])")).hasMessage("SGF line 1, property KM[6.3]: the komi"
                + " must be a multiple of 0.5");
        assertThatThrownBy(() -> GoSgf.read("(;SZ[9];B[ee];AW[dd])")).hasMessageEndingWith("setup stones after the"
                + " root node are not supported");
    }
}
