// RecordFens RECORD.jsonl...: the distinct positions of a run's games (as ply tune reads them), one FEN a line.
// javac -cp examples/target/ply.jar RecordFens.java && java -cp examples/target/ply.jar:. RecordFens A.jsonl > fens.txt
import dev.ply.core.Game;
import dev.ply.core.Ply;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Fen;
import dev.ply.lab.LabelledPositions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class RecordFens {
    public static void main(String[] args) {
        Game chess = Ply.game("chess");
        List<Path> files = new ArrayList<>();
        for (String a : args) files.add(Path.of(a));
        LabelledPositions positions = LabelledPositions.read(chess, files);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < positions.size(); i++) {
            out.append(Fen.format((ChessState) positions.state(i))).append('\n');
            if (out.length() > 1 << 20) { System.out.print(out); out.setLength(0); }
        }
        System.out.print(out);
    }
}
