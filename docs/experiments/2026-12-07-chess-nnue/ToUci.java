import dev.ply.core.*;
import dev.ply.core.capability.ProtocolNotation;
import com.google.gson.*;
import java.nio.file.*;
// ToUci RECORD SUBSTRING: each finished game as "id TAB colour-of-the-agent-containing-SUBSTRING TAB result TAB fen TAB uci moves".
public class ToUci {
    public static void main(String[] a) throws Exception {
        Game chess = Ply.game("chess");
        int n = 0;
        for (String line : Files.readAllLines(Path.of(a[0]))) {
            JsonObject o = JsonParser.parseString(line).getAsJsonObject();
            if (!o.has("moves")) continue;
            boolean aIs = o.get("agentA").getAsString().contains(a[1]);
            boolean aWhite = o.get("aStarted").getAsBoolean();
            String fen = o.get("start").getAsString();
            GameState s = chess.parseState(fen);
            boolean whiteFirst = fen.split(" ")[1].equals("w");
            // aStarted: A moved first from the start position.
            boolean aColourWhite = aWhite == whiteFirst;
            String colour = (aIs == aColourWhite) ? "w" : "b";
            StringBuilder uci = new StringBuilder();
            for (JsonElement m : o.getAsJsonArray("moves")) {
                int mv = s.parseMove(m.getAsString());
                uci.append(((ProtocolNotation) s).moveToProtocol(mv)).append(' ');
                s.play(mv);
            }
            System.out.println(o.get("index").getAsInt() + "\t" + colour + "\t" + o.get("result").getAsString() + "\t" + fen + "\t" + uci.toString().trim());
        }
    }
}
