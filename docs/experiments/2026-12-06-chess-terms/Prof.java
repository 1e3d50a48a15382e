// Depth-11 searches of four positions for a given time, to profile (the note's "Where a chess search's time goes"):
//   CP=examples/target/ply.jar; javac -cp $CP -d /tmp/ec docs/experiments/2026-12-06-chess-terms/Prof.java
//   java -XX:StartFlightRecording=filename=/tmp/p.jfr,settings=profile -cp $CP:/tmp/ec Prof alphabeta:eval=chess:classic 60
//   jfr print --events jdk.ExecutionSample /tmp/p.jfr   (then count each sample's top frame, and every frame once)
import dev.ply.core.*;
import dev.ply.core.search.*;
public class Prof {
    public static void main(String[] a) {
        Game chess = Ply.game("chess");
        String[] fens = {"r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 2 9",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "8/5pk1/6p1/3R4/5P2/6PK/r7/8 b - - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"};
        long end = System.nanoTime() + Long.parseLong(a[1]) * 1_000_000_000L;
        long nodes = 0;
        while (System.nanoTime() < end) {
            for (String fen : fens) {
                try (Search s = Ply.search(chess, a[0])) {
                    nodes += s.search(chess.parseState(fen), SearchLimits.ofDepth(11)).nodes();
                }
            }
        }
        System.out.println(nodes);
    }
}
