package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.Ply;
import dev.ply.core.eval.NetworkLoader;
import dev.ply.engine.UciSession;
import java.util.ServiceLoader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code ply uci}: a chess engine for any UCI graphical interface or match manager. */
@Command(name = "uci", mixinStandardHelpOptions = true,
        description = "Speak the Universal Chess Interface on standard input and output: a chess engine for GUIs"
                + " (Arena, Cute Chess, Banksia) and match managers. Options Hash, Threads, MultiPV and Move Overhead;"
                + " 'go' with wtime btime winc binc movestogo depth nodes movetime infinite; 'stop' and 'quit'"
                + " answered while searching.")
final class UciCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Option(names = {"-g", "--game"}, paramLabel = "GAME", defaultValue = "chess",
            description = "the game; it needs a protocol move notation (default: ${DEFAULT-VALUE})")
    private String gameId;

    @Option(names = {"-a", "--algorithm"}, paramLabel = "SPEC",
            description = "the search and its options; Hash, Threads and MultiPV come from the GUI (default:"
                    + " alphabeta, for chess with the value network chess ships, a correction of chess:classic)")
    private String algorithm;

    @Override
    public void run() {
        Game game = Ply.game(gameId);
        new UciSession(game, algorithm != null ? algorithm : defaultAlgorithm(game), parent.out()).run(parent.in());
    }

    /**
     * The engine's default search: alpha-beta, and for chess the evaluation its strength was measured with: the value
     * network chess ships ({@code eval=nnue}, a correction of {@code chess:classic}, with an evaluation cache) where
     * the learning module is there to read it, else {@code chess:classic} (the game's default evaluator is the
     * plainer PeSTO tables).
     */
    static String defaultAlgorithm(Game game) {
        if (!game.id().equals("chess") || Ply.evaluators().find("chess:classic").isEmpty()) {
            return "alphabeta";
        }
        // Only the learning module's absence falls back: a shipped network that cannot be read is reported when the
        // engine builds its search, not replaced unseen by the hand-written evaluation.
        boolean networks = ServiceLoader.load(NetworkLoader.class).findFirst().isPresent();
        return networks ? "alphabeta:eval=nnue,evalcache=65536" : "alphabeta:eval=chess:classic";
    }
}
