import dev.ply.core.Ply;
import dev.ply.core.Game;
import dev.ply.core.eval.Evaluator;
import dev.ply.games.chess.ChessState;
import java.nio.file.*;
import java.util.*;

/** Compare.java A B POSITIONS N: static evaluations with two weight files, the largest differences. */
public class Compare {
    public static void main(String[] args) throws Exception {
        Game chess = Ply.game("chess");
        @SuppressWarnings("unchecked") Evaluator<ChessState> a = (Evaluator<ChessState>) Ply.evaluator(chess, "classic", Path.of(args[0]));
        @SuppressWarnings("unchecked") Evaluator<ChessState> b = (Evaluator<ChessState>) Ply.evaluator(chess, "classic", Path.of(args[1]));
        List<String> lines = Files.readAllLines(Path.of(args[2]));
        int n = Integer.parseInt(args[3]);
        long sumAbs = 0; int count = 0; int[] hist = new int[8];
        List<Object[]> big = new ArrayList<>();
        for (String line : lines.subList(0, Math.min(n, lines.size()))) {
            String fen = line.substring(0, line.indexOf(" ; "));
            ChessState s = (ChessState) chess.parseState(fen);
            int ea = a.evaluate(s), eb = b.evaluate(s);
            int d = Math.abs(ea - eb); sumAbs += d; count++;
            hist[Math.min(7, d / 10)]++;
            big.add(new Object[] {d, fen, ea, eb, line.substring(line.indexOf(" ; ") + 3)});
        }
        big.sort((x, y) -> Integer.compare((int) y[0], (int) x[0]));
        System.out.printf("%d positions, mean |diff| %.1f; by tens: %s%n", count, sumAbs / (double) count, Arrays.toString(hist));
        for (Object[] o : big.subList(0, 15)) System.out.printf("%4d  %s  A %d  B %d  %s%n", o[0], o[1], o[2], o[3], o[4]);
    }
}
