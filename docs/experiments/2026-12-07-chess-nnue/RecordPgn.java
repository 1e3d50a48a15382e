// RecordPgn RECORD.jsonl OUT.pgn TC: every game of a match's record in the game's record format (PGN for chess), as
// 'ply match --pgn' writes it; for a record whose --pgn file was lost (a resumed run's PGN holds only the games after
// the resume). javac -cp ply.jar RecordPgn.java && java -cp ply.jar:. RecordPgn sf2400-a.jsonl sf2400-a.pgn 10+0.1
import dev.ply.core.Game;
import dev.ply.core.Ply;
import dev.ply.lab.GameLine;
import dev.ply.lab.RecordFile;
import java.nio.file.Files;
import java.nio.file.Path;

public class RecordPgn {
    public static void main(String[] args) throws Exception {
        RecordFile out = null;
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            if (line.startsWith("{\"run\"")) continue;
            GameLine g = GameLine.fromJson(line);
            Game game = Ply.game(g.game());
            if (out == null) out = RecordFile.create(Path.of(args[1]), game, "ply match", args[2]);
            out.append(g.replay(game), g.agentA(), g.agentB());
        }
    }
}
