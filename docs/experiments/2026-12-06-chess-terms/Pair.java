// Paired timing of alphabeta settings in one JVM: the settings' searches interleaved round by round (five positions at
// 200,000 nodes a round), each round's time divided by the first setting's in the same round (the note's "about 4%").
//   CP=examples/target/ply.jar; J="-XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000"
//   javac -cp $CP -d /tmp/ec docs/experiments/2026-12-06-chess-terms/Pair.java
//   java $J -cp $CP:/tmp/ec Pair "alphabeta:eval=chess:classic,hash=64;alphabeta:eval=chess:classic,hash=64,evalcache=65536;alphabeta:eval=chess:classic,hash=64,evalcache=16384;alphabeta:eval=chess:classic,hash=64,evalcache=262144" 20
import dev.ply.core.*;
import dev.ply.core.search.*;
import java.util.*;
public class Pair {
    public static void main(String[] a) {
        Game chess = Ply.game("chess");
        List<String> fens = List.of("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 2 9",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r1bqk2r/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQK2R w KQkq - 0 7",
            "8/5pk1/6p1/3R4/5P2/6PK/r7/8 b - - 0 1",
            "2r2rk1/pp1bqppp/2n1pn2/3p4/3P4/2PBPN2/P1Q2PPP/R1B2RK1 w - - 0 12");
        String[] specs = a[0].split(";");
        int rounds = Integer.parseInt(a[1]);
        Search[] s = new Search[specs.length];
        for (int i = 0; i < specs.length; i++) s[i] = Ply.search(chess, specs[i]);
        double[][] t = new double[specs.length][rounds];
        for (int r = -3; r < rounds; r++) {
            for (int k = 0; k < specs.length; k++) {
                int i = (r + k) % specs.length; if (i < 0) i += specs.length;
                long t0 = System.nanoTime(); long nodes = 0;
                for (String f : fens) { s[i].newGame(); nodes += s[i].search(chess.parseState(f), SearchLimits.ofNodes(200_000)).nodes(); }
                if (r >= 0) t[i][r] = (System.nanoTime() - t0) / 1e6;
            }
        }
        for (int i = 0; i < specs.length; i++) {
            double[] x = t[i].clone(); Arrays.sort(x);
            double[] ratio = new double[rounds];
            for (int r = 0; r < rounds; r++) ratio[r] = t[i][r] / t[0][r];
            Arrays.sort(ratio);
            System.out.printf("%-50s median %.0f ms, min %.0f, paired ratio to first: median %.3f (%.3f..%.3f)%n", specs[i], x[rounds/2], x[0], ratio[rounds/2], ratio[rounds/4], ratio[3*rounds/4]);
        }
    }
}
