package dev.ply.examples.cli;

import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.lab.OutputFiles;
import dev.ply.learning.NetworkEnsemble;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code ply ensemble}: several trained networks of a game written as one file whose answers are their means. */
@Command(name = "ensemble", mixinStandardHelpOptions = true,
        description = "Write several networks of a game as one ensemble: a file that searches read like a network"
                + " (mcts:az,net=FILE) and that answers each position with the mean of its networks' logits and"
                + " values. Networks trained apart misjudge different positions, so the mean misjudges fewer, at the"
                + " cost of one forward pass a network. Training starts from one of the networks, not the ensemble.")
final class EnsembleCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Parameters(index = "0", paramLabel = "GAME", description = "the game every network is made for")
    private String game;

    @Parameters(index = "1..*", arity = "2..*", paramLabel = "NET", description = "two or more network files")
    private List<Path> networks;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "the ensemble's file (written"
            + " whole or not at all)")
    private Path out;

    @Override
    public void run() {
        StringBuilder command = new StringBuilder("ply ensemble ").append(game);
        networks.forEach(network -> command.append(' ').append(network));
        command.append(" --out ").append(out);
        NetworkEnsemble ensemble;
        OutputFiles claimed = OutputFiles.claim(Map.of("--out", out));
        try {
            ensemble = NetworkEnsemble.write(Ply.game(game), networks, out, command.toString());
        } catch (IOException e) {
            throw new InvalidInputException("cannot write " + out + ": " + OutputFiles.reason(e));
        } finally {
            claimed.close();
        }
        parent.out().println("wrote " + out + ", the " + ensemble.description() + "; play it: ply play " + game
                + " --second mcts:az,net=" + out);
    }
}
