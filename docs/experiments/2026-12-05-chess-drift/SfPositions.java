// SfPositions GAMES.pgn... < ANALYSIS.jsonl: Texel positions labelled by Stockfish's score (the analysis of
// blunders.py) as White's win probability, 1 / (1 + 10^(-cp / 400)): "FEN ; result P", one line per position.
// javac -cp examples/target/ply.jar SfPositions.java
// zcat stockfish-depth10.jsonl.gz | java -cp examples/target/ply.jar:. SfPositions A.pgn B.pgn > sf-positions.txt
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Fen;
import dev.ply.games.chess.notation.Pgn;
import dev.ply.games.chess.notation.PgnGame;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class SfPositions {
    public static void main(String[] args) throws Exception {
        Map<String, String> fens = new HashMap<>();
        Map<String, Boolean> whiteToMove = new HashMap<>();
        for (String file : args) {
            int i = 0;
            for (PgnGame g : Pgn.readAll(Files.readString(Path.of(file)))) {
                i++;
                ChessState state = g.start();
                int ply = 0;
                for (int move : g.moves()) {
                    String key = file + "#" + i + "/" + ply++;
                    String fen = Fen.format(state);
                    fens.put(key, fen);
                    whiteToMove.put(key, fen.split(" ")[1].equals("w"));
                    state.play(move);
                }
            }
        }
        Pattern row = Pattern.compile("\"game\": \"([^\"]+)\", \"ply\": (\\d+), .*\"before\": (-?\\d+)");
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        for (String line; (line = in.readLine()) != null; ) {
            Matcher m = row.matcher(line);
            if (!m.find()) {
                continue;
            }
            String game = m.group(1);
            game = game.substring(game.lastIndexOf('/') + 1);
            String key = null;
            for (String file : args) {
                if (file.endsWith(game.substring(0, game.indexOf('#')))) {
                    key = file + game.substring(game.indexOf('#')) + "/" + m.group(2);
                }
            }
            if (key == null || !fens.containsKey(key)) {
                continue;
            }
            int cp = Integer.parseInt(m.group(3));
            int white = whiteToMove.get(key) ? cp : -cp;
            double p = 1 / (1 + Math.pow(10, -white / 400.0));
            System.out.printf("%s ; result %.4f%n", fens.get(key), p);
        }
    }
}
