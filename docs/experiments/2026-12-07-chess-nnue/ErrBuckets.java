import dev.ply.core.*;
import dev.ply.core.eval.*;
import dev.ply.lab.QuiescenceLeaves;
import java.nio.file.*;
import java.util.*;
// ErrBuckets NNUE FILE: "FEN ; result R" lines (R White's expected result); both evaluators' squared error on the quiet
// positions, by the number of pieces on the board and by the size of Stockfish's score.
public class ErrBuckets {
    @SuppressWarnings("unchecked")
    public static void main(String[] a) throws Exception {
        Game chess = Ply.game("chess");
        Evaluator<GameState> c = (Evaluator<GameState>) Ply.evaluator(chess, "chess:classic");
        Evaluator<GameState> n = (Evaluator<GameState>) Ply.evaluator(chess, "nnue:" + a[0]);
        QuiescenceLeaves q = new QuiescenceLeaves(c, chess.maxMoves());
        TreeMap<String, double[]> b = new TreeMap<>();
        for (String line : Files.readAllLines(Path.of(a[1]))) {
            int semi = line.lastIndexOf(';');
            String fen = line.substring(0, semi).trim();
            double r = Double.parseDouble(line.substring(semi + 1).trim().substring(7));
            GameState s = chess.parseState(fen);
            if (!QuiescenceLeaves.judgeable(s) || q.leaf(s) != s) continue;
            double t = fen.split(" ")[1].equals("w") ? r : 1 - r;
            double pc = 1 / (1 + Math.pow(10, -c.evaluate(s) / 400.0));
            double pn = 1 / (1 + Math.pow(10, -n.evaluate(s) / 400.0));
            int pieces = 0; for (char ch : fen.split(" ")[0].toCharArray()) if (Character.isLetter(ch)) pieces++;
            double cp = -400 * Math.log10(1 / t - 1);
            String[] keys = {"pieces " + (pieces < 10 ? "0" : "") + (pieces / 5 * 5), "|sf| " + (Math.abs(cp) < 100 ? "a<100" : Math.abs(cp) < 300 ? "b<300" : Math.abs(cp) < 800 ? "c<800" : "d>=800"), "all"};
            for (String k : keys) { double[] v = b.computeIfAbsent(k, x -> new double[3]); v[0] += (pc - t) * (pc - t); v[1] += (pn - t) * (pn - t); v[2]++; }
        }
        for (var e : b.entrySet()) System.out.printf("%-12s %7d  classic %.5f  nnue %.5f%n", e.getKey(), (int) e.getValue()[2], e.getValue()[0] / e.getValue()[2], e.getValue()[1] / e.getValue()[2]);
    }
}
