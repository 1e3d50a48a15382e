import dev.ply.core.*;
import dev.ply.core.eval.*;
import dev.ply.core.capability.*;
import dev.ply.lab.QuiescenceLeaves;
import java.nio.file.*;
// ErrCmp NNUE FILE: each line "FEN TAB uci moves TAB score (mover's view)"; the squared error of each evaluator's expected result on the quiet positions.
public class ErrCmp {
    @SuppressWarnings("unchecked")
    public static void main(String[] a) throws Exception {
        Game chess = Ply.game("chess");
        Evaluator<GameState> c = (Evaluator<GameState>) Ply.evaluator(chess, "chess:classic");
        Evaluator<GameState> n = (Evaluator<GameState>) Ply.evaluator(chess, "nnue:" + a[0]);
        QuiescenceLeaves q = new QuiescenceLeaves(c, chess.maxMoves());
        double ec = 0, en = 0; int k = 0; double bc=0, bn=0;
        for (String line : Files.readAllLines(Path.of(a[1]))) {
            String[] p = line.split("\t", -1);
            GameState s = chess.parseState(p[0]);
            if (!p[1].isEmpty()) for (String m : p[1].split(" ")) s.play(((ProtocolNotation) s).parseProtocolMove(m));
            int sf = Integer.parseInt(p[2]);
            if (Math.abs(sf) > 3000 || !QuiescenceLeaves.judgeable(s) || q.leaf(s) != s) continue;
            double t = 1 / (1 + Math.pow(10, -sf / 400.0));
            double pc = 1 / (1 + Math.pow(10, -c.evaluate(s) / 400.0));
            double pn = 1 / (1 + Math.pow(10, -n.evaluate(s) / 400.0));
            ec += (pc - t) * (pc - t); en += (pn - t) * (pn - t); k++;
            bc += c.evaluate(s) - sf; bn += n.evaluate(s) - sf;
        }
        System.out.printf("%d quiet positions: classic %.6f (mean bias %.1f cp), nnue %.6f (mean bias %.1f cp)%n", k, ec / k, bc/k, en / k, bn/k);
    }
}
