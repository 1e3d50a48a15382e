import dev.ply.examples.connectfour.*;
import java.util.*;
public class SolverCost { public static void main(String[] a) {
  ConnectFour game = new ConnectFour();
  SplittableRandom r = new SplittableRandom(1);
  int[] moves = new int[7];
  for (int discs : new int[]{8, 10, 12, 14, 16, 18, 22}) {
    long total = 0, max = 0; long t0 = System.nanoTime(); int n = 0;
    ConnectFourSolver solver = new ConnectFourSolver(20);
    for (int k = 0; k < 20; k++) {
      ConnectFourState s = (ConnectFourState) game.newState();
      while (s.plies() < discs && !s.isTerminal()) { int c = s.legalMoves(moves); s.play(moves[r.nextInt(c)]); }
      if (s.isTerminal()) continue;
      long before = solver.nodes(); solver.solve(s); long used = solver.nodes() - before;
      total += used; max = Math.max(max, used); n++;
    }
    System.out.printf("%d discs: %d positions, mean %d nodes, max %d, %.1f ms each, %.1f Mnps%n", discs, n, total / n, max, (System.nanoTime() - t0) / 1e6 / n, total / ((System.nanoTime() - t0) / 1e3));
  }
}}
