package dev.ply.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.learning.NetworkFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ply train} and {@code ply suite} as a user runs them, bad input included. */
class LearningCommandsTest {

    @TempDir
    Path folder;

    @Test
    void trainsConnectFourAGenerationAndPlaysTheNetwork() {
        Path out = folder.resolve("c4");
        CommandLineRunner.Run run = CommandLineRunner.run("train", "connectfour", "--out", out.toString(),
                "--generations", "1", "--games", "4", "--simulations", "16", "--steps", "5", "--batch", "16",
                "--network", "resnet:1x16", "--evaluation-games", "2", "--threads", "1");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains("trained 1 generations");
        assertThat(run.err()).contains("generation 1/1: 4 games");
        assertThat(out.resolve("best.net")).isRegularFile();
        assertThat(NetworkFile.read(out.resolve("best.net")).info().architecture().describe())
                .isEqualTo("resnet 1x16 on 4x6x7");
        CommandLineRunner.Run warm = CommandLineRunner.run("train", "connectfour", "--out", folder.resolve("warm")
                .toString(), "--generations", "1", "--games", "2", "--simulations", "8", "--steps", "2", "--batch",
                "16", "--evaluation-games", "0", "--threads", "2", "--engine-batch", "2", "--replay-from",
                out.toString());
        assertThat(warm.status()).as(warm.err()).isZero();
        assertThat(warm.err()).contains("replay buffer: ").contains(" positions of 4 games from " + out);
        assertThat(folder.resolve("warm").resolve("training.svg")).isRegularFile();
        CommandLineRunner.Run play = CommandLineRunner.run("match", "connectfour", "--a",
                "mcts:az,net=" + out.resolve("best.net") + ",iterations=20", "--b", "random", "--games", "2");
        assertThat(play.status()).as(play.err()).isZero();
        assertThat(play.out()).contains("2 games");
    }

    @Test
    void badInputGetsOneLineAndStatusTwo() throws IOException {
        CommandLineRunner.Run chess = CommandLineRunner.run("train", "tree", "--out", folder.resolve("t").toString());
        assertThat(chess.status()).isEqualTo(2);
        assertThat(chess.err().strip()).isEqualTo("train: tree has no network encoding (NetworkEncoding), so it cannot be"
                + " learned");
        for (String[] bad : new String[][] {{"resnet:4", "train: a residual network is resnet:BLOCKSxFILTERS such as"
                + " resnet:4x64, not 'resnet:4'"}, {"conv:3", "train: unknown network 'conv:3': use mlp:W,W (such as"
                + " mlp:64,64) or resnet:BLOCKSxFILTERS (such as resnet:4x64)"}, {"resnet:2x0", "train: filters 0 is"
                + " not in [1, 4096]"}}) {
            CommandLineRunner.Run network = CommandLineRunner.run("train", "tictactoe", "--out",
                    folder.resolve("n").toString(), "--network", bad[0]);
            assertThat(network.status()).isEqualTo(2);
            assertThat(network.err().strip()).isEqualTo(bad[1]);
        }
        assertThat(folder.resolve("n")).doesNotExist();
        CommandLineRunner.Run both = CommandLineRunner.run("train", "tictactoe", "--out", folder.resolve("n")
                .toString(), "--network", "mlp:8", "--hidden", "8");
        assertThat(both.err().strip()).isEqualTo("train: --hidden is short for --network mlp:W,W: give one of them,"
                + " not both");
        Path file = folder.resolve("file");
        Files.writeString(file, "not a folder");
        CommandLineRunner.Run blocked = CommandLineRunner.run("train", "tictactoe", "--out", file.toString());
        assertThat(blocked.status()).isEqualTo(2);
        assertThat(blocked.err().strip()).startsWith("train: cannot write to " + file).doesNotContain("\n");
        CommandLineRunner.Run noNet = CommandLineRunner.run("suite", "tictactoe", folder.resolve("x").toString());
        assertThat(noNet.status()).isEqualTo(2);
        assertThat(noNet.err().strip()).isEqualTo("suite: suite " + folder.resolve("x") + ": no such file");
        CommandLineRunner.Run binary = CommandLineRunner.run("suite", "tictactoe", file.resolveSibling("b").toString());
        assertThat(binary.status()).isEqualTo(2);
        Files.write(folder.resolve("bin.suite"), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1});
        CommandLineRunner.Run notText = CommandLineRunner.run("suite", "tictactoe", folder.resolve("bin.suite")
                .toString());
        assertThat(notText.err().strip()).isEqualTo("suite: suite " + folder.resolve("bin.suite")
                + ": not a text file (UTF-8)");
        Path suite = folder.resolve("s.suite");
        Files.writeString(suite, "X........ ; bm 0\n");
        CommandLineRunner.Run illegal = CommandLineRunner.run("suite", "tictactoe", suite.toString());
        assertThat(illegal.status()).isEqualTo(2);
        assertThat(illegal.err().strip()).isEqualTo("suite: " + suite + " line 1: move '0' is not legal there");
        CommandLineRunner.Run foreign = CommandLineRunner.run("play", "tictactoe", "--second", "mcts:az,net="
                + file);
        assertThat(foreign.status()).isEqualTo(2);
        assertThat(foreign.err().strip()).endsWith("network file " + file + ": not a Ply network file");
    }

    @Test
    void supervisedTrainingReadsLabelsWithThePositionsOneMoveOnAndStartsFromANetwork() throws IOException {
        Path labels = folder.resolve("labels.suite");
        // O to move after X's corner: only the centre draws, so the seven other replies lose (X to move wins there).
        Files.writeString(labels, "X........ ; bm 4 ; value 0\nXO.X..O.. ; bm 4 ; value 1\n");
        CommandLineRunner.Run first = CommandLineRunner.run("train", "tictactoe", "--out", folder.resolve("a")
                .toString(), "--supervised", labels.toString(), "--children", "--steps", "20", "--batch", "8");
        assertThat(first.status()).as(first.err()).isZero();
        // 2 labelled positions, the 8 after X........'s replies, and the one after XO.X..O..'s winning move 4.
        assertThat(first.out()).startsWith("trained on 11 positions (labelled and one move on)");
        CommandLineRunner.Run again = CommandLineRunner.run("train", "tictactoe", "--out", folder.resolve("b")
                .toString(), "--supervised", labels.toString(), "--steps", "10", "--batch", "8", "--start-from",
                folder.resolve("a/best.net").toString());
        assertThat(again.status()).as(again.err()).isZero();
        assertThat(again.out()).startsWith("trained on 2 labelled positions");
        assertThat(NetworkFile.read(folder.resolve("b/best.net")).info().step()).isEqualTo(30);
        assertThat(NetworkFile.read(folder.resolve("b/best.net")).info().command()).contains("--start-from");
        CommandLineRunner.Run shape = CommandLineRunner.run("train", "tictactoe", "--out", folder.resolve("c")
                .toString(), "--supervised", labels.toString(), "--network", "mlp:8", "--start-from",
                folder.resolve("a/best.net").toString());
        assertThat(shape.status()).isEqualTo(2);
        assertThat(shape.err().strip()).isEqualTo("train: --start-from " + folder.resolve("a/best.net")
                + ": a network of shape mlp 18-64-64, not mlp 18-8 (--network; a perceptron can start from a narrower"
                + " one of the same depth)");
        CommandLineRunner.Run alone = CommandLineRunner.run("train", "tictactoe", "--out", folder.resolve("d")
                .toString(), "--children");
        assertThat(alone.status()).isEqualTo(2);
        assertThat(alone.err().strip()).isEqualTo("train: --children goes with --supervised (labelled positions)");
    }

    @Test
    void anEnsembleOfTwoNetworksPlaysAndIsRefusedWhereOneNetworkIsNeeded() throws IOException {
        Path labels = folder.resolve("labels.suite");
        Files.writeString(labels, "X........ ; bm 4 ; value 0\nXO.X..O.. ; bm 4 ; value 1\n");
        for (String name : new String[] {"a", "b"}) {
            CommandLineRunner.Run train = CommandLineRunner.run("train", "tictactoe", "--out", folder.resolve(name)
                    .toString(), "--supervised", labels.toString(), "--steps", "5", "--batch", "8", "--hidden",
                    name.equals("a") ? "16,16" : "32,8", "--seed", name.equals("a") ? "1" : "2");
            assertThat(train.status()).as(train.err()).isZero();
        }
        String a = folder.resolve("a/best.net").toString();
        String b = folder.resolve("b/best.net").toString();
        Path both = folder.resolve("both.net");
        CommandLineRunner.Run ensemble = CommandLineRunner.run("ensemble", "tictactoe", a, b, "--out",
                both.toString());
        assertThat(ensemble.status()).as(ensemble.err()).isZero();
        assertThat(ensemble.out()).startsWith("wrote " + both + ", the mean of 2: tictactoe mlp 18-16-16");
        CommandLineRunner.Run play = CommandLineRunner.run("match", "tictactoe", "--a", "mcts:az,net=" + both
                + ",iterations=50", "--b", "random", "--games", "2");
        assertThat(play.status()).as(play.err()).isZero();
        assertThat(play.out()).contains("2 games");

        CommandLineRunner.Run one = CommandLineRunner.run("ensemble", "tictactoe", a, "--out",
                folder.resolve("one.net").toString());
        assertThat(one.status()).isEqualTo(2);
        CommandLineRunner.Run nested = CommandLineRunner.run("ensemble", "tictactoe", both.toString(), a, "--out",
                folder.resolve("nested.net").toString());
        assertThat(nested.status()).isEqualTo(2);
        assertThat(nested.err().strip()).isEqualTo("ensemble: network file " + both + ": an ensemble of networks, which"
                + " searches read but training does not: name one of the networks it was made of");
        CommandLineRunner.Run foreign = CommandLineRunner.run("ensemble", "connectfour", a, b, "--out",
                folder.resolve("c4.net").toString());
        assertThat(foreign.status()).isEqualTo(2);
        assertThat(foreign.err().strip()).isEqualTo("ensemble: network file " + a
                + " is made for tictactoe, not connectfour");
        CommandLineRunner.Run folderOut = CommandLineRunner.run("ensemble", "tictactoe", a, b, "--out",
                folder.toString());
        assertThat(folderOut.status()).isEqualTo(2);
        assertThat(folderOut.err().strip()).isEqualTo("ensemble: --out " + folder + " is not a regular file (a"
                + " directory); Ply writes only regular files");
        CommandLineRunner.Run train = CommandLineRunner.run("train", "tictactoe", "--out", folder.resolve("t")
                .toString(), "--supervised", labels.toString(), "--steps", "5", "--start-from", both.toString());
        assertThat(train.status()).isEqualTo(2);
        assertThat(train.err().strip()).contains("an ensemble of networks").doesNotContain("\n");
        for (String name : new String[] {"one.net", "nested.net", "c4.net"}) {
            assertThat(folder.resolve(name)).doesNotExist();
        }
    }

    @Test
    void selfPlayDrawsAShareOfEveryBatchFromLabels() throws IOException {
        Path labels = folder.resolve("labels.suite");
        Files.writeString(labels, "X........ ; bm 4 ; value 0\nXO.X..O.. ; bm 4 ; value 1\n");
        Path out = folder.resolve("mixed");
        CommandLineRunner.Run run = CommandLineRunner.run("train", "tictactoe", "--out", out.toString(),
                "--generations", "1", "--games", "2", "--simulations", "8", "--steps", "5", "--batch", "16",
                "--evaluation-games", "0", "--threads", "1", "--labels", labels.toString(), "--label-share", "0.5");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.err()).contains("labels: 11 positions (with those one move on) from " + labels
                + ", 50% of each batch");
        assertThat(NetworkFile.read(out.resolve("best.net")).info().command()).contains("--labels " + labels
                + " --label-share 0.5");
        CommandLineRunner.Run other = CommandLineRunner.run("train", "tictactoe", "--out", out.toString(),
                "--generations", "2", "--games", "2", "--simulations", "8", "--steps", "5", "--batch", "16",
                "--evaluation-games", "0", "--threads", "1", "--labels", labels.toString());
        assertThat(other.status()).isEqualTo(2);
        assertThat(other.err().strip()).contains("holds a run with other settings: label share (0.5 in the folder,"
                + " 0.25 now)");
        CommandLineRunner.Run noLabels = CommandLineRunner.run("train", "tictactoe", "--out", folder.resolve("n")
                .toString(), "--label-share", "0.5");
        assertThat(noLabels.status()).isEqualTo(2);
        assertThat(noLabels.err().strip()).isEqualTo("train: a label share needs a file of labels (--labels)");
        CommandLineRunner.Run both = CommandLineRunner.run("train", "tictactoe", "--out", folder.resolve("s")
                .toString(), "--supervised", labels.toString(), "--labels", labels.toString());
        assertThat(both.status()).isEqualTo(2);
        assertThat(both.err().strip()).isEqualTo("train: --labels and --label-share go with self-play; --supervised"
                + " trains on labels alone");
    }

    @Test
    void theSuiteCountsTheAgentsBestMoves() throws IOException {
        Path suite = folder.resolve("s.suite");
        // X to move: only the centre draws (X........ is O to move after X's corner); the textbook position wins at 4.
        Files.writeString(suite, "# two positions\nX........ ; bm 4\nXO.X..O.. ; bm 4 ; id textbook\n");
        CommandLineRunner.Run run = CommandLineRunner.run("suite", "tictactoe", suite.toString(), "--agent",
                "alphabeta", "--verbose");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains("solved textbook: played 4").endsWith("solved 2 of 2\n");
        CommandLineRunner.Run random = CommandLineRunner.run("suite", "tictactoe", suite.toString(), "--agent",
                "policy");
        assertThat(random.out()).endsWith("solved 2 of 2\n");
    }
}
