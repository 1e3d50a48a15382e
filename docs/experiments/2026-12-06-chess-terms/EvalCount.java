// How many times alphabeta asks chess:classic for an evaluation, by evalcache size, at a fixed depth over four positions
// (the figures of the note's "An evaluation cache"). From the repository's root, after ./mvnw -B -q install -DskipTests:
//   CP=examples/target/ply.jar; javac -cp $CP -d /tmp/ec docs/experiments/2026-12-06-chess-terms/EvalCount.java
//   java -cp $CP:/tmp/ec EvalCount 10
import dev.ply.core.*;
import dev.ply.core.eval.Evaluator;
import dev.ply.core.search.*;
import dev.ply.search.alphabeta.AlphaBeta;
import java.util.concurrent.atomic.AtomicLong;

public class EvalCount {
    record Counting(Evaluator<GameState> inner, AtomicLong calls) implements Evaluator<GameState> {
        public int evaluate(GameState s) { calls.incrementAndGet(); return inner.evaluate(s); }
        public int bound() { return inner.bound(); }
        public int advantageUnit() { return inner.advantageUnit(); }
        public int winScore() { return inner.winScore(); }
    }
    @SuppressWarnings("unchecked")
    public static void main(String[] a) {
        Game chess = Ply.game("chess");
        String[] fens = {"r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 2 9",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "8/5pk1/6p1/3R4/5P2/6PK/r7/8 b - - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"};
        int depth = Integer.parseInt(a[0]);
        for (int size : new int[] {0, 1 << 12, 1 << 14, 1 << 16, 1 << 18}) {
            long nodes = 0, evals = 0, t0 = System.nanoTime();
            for (String fen : fens) {
                var ev = new Counting((Evaluator<GameState>) Ply.evaluator(chess, "classic"), new AtomicLong());
                try (Search s = AlphaBeta.builder().hashMiB(16).evalCache(size).create(chess, ev)) {
                    SearchResult r = s.search(chess.parseState(fen), SearchLimits.ofDepth(depth));
                    nodes += r.nodes();
                }
                evals += ev.calls().get();
            }
            System.out.printf("evalcache=%d nodes %,d evaluations %,d (%.3f a node) %.1f s%n", size, nodes, evals,
                (double) evals / nodes, (System.nanoTime() - t0) / 1e9);
        }
    }
}
