// Pgn2Uci PGN...: one line per game: id, Ply's colour, result, start FEN, moves in UCI notation (tab-separated).
// javac -cp examples/target/ply.jar Pgn2Uci.java && java -cp examples/target/ply.jar:. Pgn2Uci FILE.pgn > games.tsv
import dev.ply.games.chess.ChessMove;
import dev.ply.games.chess.notation.Pgn;
import dev.ply.games.chess.notation.PgnGame;
import java.nio.file.Files;
import java.nio.file.Path;

public class Pgn2Uci {
    public static void main(String[] args) throws Exception {
        for (String file : args) {
            int i = 0;
            for (PgnGame g : Pgn.readAll(Files.readString(Path.of(file)))) {
                i++;
                StringBuilder moves = new StringBuilder();
                for (int m : g.moves()) moves.append(ChessMove.toUci(m)).append(' ');
                String ply = g.tag("White").startsWith("alphabeta") ? "w" : "b";
                System.out.println(file + "#" + i + "\t" + ply + "\t" + g.tag("Result") + "\t" + g.startFen() + "\t" + moves.toString().trim());
            }
        }
    }
}
