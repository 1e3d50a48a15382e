package dev.ply.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.capability.ProtocolNotation;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code ply uci} in a process of its own, driven as a GUI drives it, on the input that used to make it answer
 * for a position it was not given, crash or hang. Each {@code bestmove} is checked against the position the GUI
 * sent, by the chess rules: a move of that position, or {@code 0000} where the command was refused or the game
 * is over.
 */
class UciRobustnessTest {

    private static final Game CHESS = Ply.game("chess");
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /** The engine's heap: small, so that a Hash the heap cannot hold is the same on every machine. */
    private static final int HEAP_MIB = 384;

    private GuiScript gui;

    @BeforeEach
    void startEngine() throws Exception {
        gui = new GuiScript(HEAP_MIB);
        gui.send("uci");
        gui.await("uciok"::equals, 10_000);
    }

    @AfterEach
    void quit() throws Exception {
        gui.close();
    }

    /** The chess moves (UCI) of a position given as a FEN and moves: what a legal answer is one of. */
    private static List<String> movesOf(String fen, String... moves) {
        GameState state = CHESS.parseStateLeniently(fen, note -> { });
        for (String move : moves) {
            state.play(((ProtocolNotation) state).parseProtocolMove(move));
        }
        int[] buffer = new int[CHESS.maxMoves()];
        int count = state.legalMoves(buffer);
        List<String> text = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            text.add(((ProtocolNotation) state).moveToProtocol(buffer[i]));
        }
        return text;
    }

    @Test
    void shouldAnswerNoMoveAfterARefusedPositionNeverOneOfThePreviousPosition() throws Exception {
        gui.send("position startpos moves e2e4");
        gui.send("position fen this is no fen");
        gui.send("go depth 3");
        String reason = gui.await(line -> line.startsWith("info string no position"), 5000);
        assertThat(reason).contains("FEN");
        assertThat(gui.bestMove(5000)).isEqualTo("0000");
        gui.send("position startpos moves e2e4 e7e5");
        gui.send("go depth 2");
        assertThat(gui.bestMove(10_000)).isIn(movesOf(START, "e2e4", "e7e5"));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
        "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1",
        "4k3/8/8/8/8/PPPPPPPP/PPPPPPPP/QQ2K3 w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNP w KQkq - 0 1",
    })
    void shouldLeaveNoPositionForAFenThatCannotBeSearched(String fen) throws Exception {
        gui.send("position fen " + fen);
        gui.send("go movetime 100");
        gui.await(line -> line.startsWith("info string no position"), 5000);
        assertThat(gui.bestMove(5000)).isEqualTo("0000");
    }

    @Test
    void shouldRepairWhatALenientEngineAcceptsAndSayWhat() throws Exception {
        String puzzle = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 0";
        gui.send("position fen " + puzzle);
        gui.send("go depth 2");
        assertThat(gui.bestMove(10_000)).isIn(movesOf(puzzle));

        String noRook = "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq -";
        gui.send("position fen " + noRook);
        assertThat(gui.await(line -> line.startsWith("info string position:"), 5000))
                .contains("castling right 'k' dropped");
        gui.send("go depth 2");
        assertThat(gui.bestMove(10_000)).isIn(movesOf(noRook));
    }

    @Test
    void shouldKeepTheLegalMovesBeforeABadTokenAndNameIt() throws Exception {
        gui.send("position startpos moves e2e4 e7e5 e1e3 g1f3");
        assertThat(gui.await(line -> line.startsWith("info string position: move 3"), 5000)).contains("'e1e3'");
        gui.send("go depth 2");
        assertThat(gui.bestMove(10_000)).as("White to move after 1.e4 e5").isIn(movesOf(START, "e2e4", "e7e5"));
    }

    @Test
    void shouldPlayOnAfterARepetitionOrFiftyMovesThatNobodyClaimed() throws Exception {
        String[] threefold = {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"};
        gui.send("position startpos moves " + String.join(" ", threefold));
        gui.send("go depth 3");
        assertThat(gui.bestMove(10_000)).isIn(movesOf(START, threefold));

        String fifty = "7k/8/6K1/8/8/8/8/R7 w - - 100 80";
        gui.send("position fen " + fifty);
        gui.send("go depth 3");
        assertThat(gui.bestMove(10_000)).isIn(movesOf(fifty));

        String bareKings = "8/8/4k3/8/8/3K4/8/8 w - - 0 1";
        gui.send("position fen " + bareKings);
        gui.send("go depth 3");
        assertThat(gui.bestMove(10_000)).isIn(movesOf(bareKings));
    }

    @Test
    void shouldAnswerNoMoveOnlyWhereTheRulesEndedTheGame() throws Exception {
        for (String over : List.of("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "R6k/8/6K1/8/8/8/8/8 b - - 0 1",
                "7k/8/6K1/8/8/8/8/R7 w - - 150 80")) {
            gui.send("position fen " + over);
            gui.send("go depth 3");
            assertThat(gui.bestMove(10_000)).as(over).isEqualTo("0000");
        }
        List<String> fivefold = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            fivefold.addAll(List.of("g1f3", "g8f6", "f3g1", "f6g8"));
        }
        gui.send("position startpos moves " + String.join(" ", fivefold));
        gui.send("go depth 3");
        assertThat(gui.bestMove(10_000)).as("fivefold repetition").isEqualTo("0000");
    }

    @Test
    void shouldSearchWithWhatItUnderstoodOfMalformedGoArguments() throws Exception {
        gui.send("position startpos");
        gui.send("go depth x nodes");
        assertThat(gui.await(line -> line.startsWith("info string"), 5000)).contains("'depth'");
        gui.send("stop");
        assertThat(gui.bestMove(10_000)).isIn(movesOf(START));
        gui.send("go movetime 99999999999999999999999 depth 2");
        assertThat(gui.await(line -> line.startsWith("info string"), 5000)).contains("'movetime'");
        assertThat(gui.bestMove(10_000)).isIn(movesOf(START));
    }

    @Test
    void shouldNotOverflowAHugeMoveTimeIntoMovingAtOnce() throws Exception {
        gui.send("position startpos");
        gui.send("go movetime 9223372036854775807");
        Thread.sleep(1500);
        assertThat(gui.pending()).as("still thinking").noneMatch(line -> line.startsWith("bestmove"));
        gui.send("stop");
        assertThat(gui.bestMove(10_000)).isIn(movesOf(START));
    }

    @ParameterizedTest
    @ValueSource(strings = {"go wtime 0 btime 60000", "go wtime -500 btime 1000 winc 0", "go movetime 0",
        "go movetime -20"})
    void shouldMoveAtOnceWhenTheClockIsOut(String go) throws Exception {
        gui.send("position startpos");
        long started = System.nanoTime();
        gui.send(go);
        assertThat(gui.bestMove(3000)).isIn(movesOf(START));
        assertThat((System.nanoTime() - started) / 1_000_000).isLessThan(2500);
    }

    @Test
    void shouldSearchForAMateWhenAskedAndSaySo() throws Exception {
        String mateInTwo = "6k1/5ppp/8/8/8/8/5PPP/R3R1K1 w - - 0 1"; // Re8# at once, within two
        gui.send("position fen " + mateInTwo);
        gui.send("go mate 2");
        assertThat(gui.await(line -> line.startsWith("info string go mate"), 5000)).contains("depth 3");
        assertThat(gui.await(line -> line.contains(" score mate "), 20_000)).contains("score mate 1");
        assertThat(gui.bestMove(20_000)).as("Ra8# or Re8#").isIn("a1a8", "e1e8");
    }

    @Test
    void shouldSearchGoPonderAsAnOrdinarySearchAndNotAdvertisePonder() throws Exception {
        assertThat(gui.output()).noneMatch(line -> line.startsWith("option name Ponder"));
        gui.send("position startpos moves d2d4");
        gui.send("go ponder movetime 200");
        assertThat(gui.bestMove(5000)).isIn(movesOf(START, "d2d4"));
    }

    @Test
    void shouldStopAndEndWhenItsInputEndsDuringASearch() throws Exception {
        gui.send("position startpos");
        gui.send("go infinite");
        gui.await(line -> line.startsWith("info depth"), 10_000);
        gui.closeInput();
        assertThat(gui.exits(10_000)).as("the process ends when its input does").isTrue();
        assertThat(gui.output()).filteredOn(line -> line.startsWith("bestmove")).hasSize(1);
    }

    @Test
    void shouldEndOnQuitDuringASearch() throws Exception {
        gui.send("position startpos");
        gui.send("go");
        gui.await(line -> line.startsWith("info depth"), 10_000);
        gui.send("quit");
        assertThat(gui.exits(10_000)).isTrue();
    }

    @Test
    void shouldStillSearchWithMoreThreadsThanCoresAndRefuseWhatTheHeapCannotHold() throws Exception {
        gui.send("setoption name Threads value 1000");
        assertThat(gui.await(line -> line.startsWith("info string"), 5000)).contains("from 1 to 256");
        gui.send("setoption name Threads value 256");
        assertThat(gui.await(line -> line.startsWith("info string"), 10_000))
                .as("256 threads' tables do not fit a heap of %s MiB", HEAP_MIB).contains("use fewer threads");
        gui.send("setoption name Threads value 32");
        gui.send("position startpos");
        gui.send("go movetime 1000");
        String best = gui.bestMove(10_000);
        assertThat(best).isIn(movesOf(START));
        assertThat(gui.output()).as("a completed iteration").anyMatch(line -> line.startsWith("info depth"));
    }

    @Test
    void shouldRefuseAHashTheHeapCannotHoldAndKeepWorking() throws Exception {
        Matcher max = Pattern.compile("option name Hash type spin default 16 min 1 max (\\d+)")
                .matcher(gui.output().stream().filter(line -> line.startsWith("option name Hash")).findFirst()
                        .orElseThrow());
        assertThat(max.matches()).isTrue();
        int advertised = Integer.parseInt(max.group(1));
        assertThat(advertised).as("what a heap of %s MiB can hold", HEAP_MIB).isLessThan(HEAP_MIB);
        gui.send("setoption name Hash value " + advertised);
        gui.sync();
        gui.send("setoption name Hash value 8192");
        assertThat(gui.await(line -> line.startsWith("info string"), 10_000)).contains("does not fit the Java heap");
        gui.send("position startpos");
        gui.send("go depth 4");
        assertThat(gui.bestMove(10_000)).isIn(movesOf(START));
    }

    @Test
    void shouldAnswerEveryGoWithExactlyOneBestMoveWhateverComesBetween() throws Exception {
        List<String> script = List.of("position startpos", "go depth 2", "\u0007garbage\u0000", "go movetime 50",
                "position fen 8/8/8/8 w", "go", "stop", "position startpos moves e2e4", "go nodes 1", "setoption",
                "setoption name Hash value -1", "go infinite", "isready", "stop", "ucinewgame", "go wtime",
                "go depth 99999999999999999999");
        int gos = 0;
        for (String line : script) {
            gui.send(line);
            if (line.startsWith("go")) {
                gos++;
            }
        }
        gui.send("stop");
        for (int i = 0; i < gos; i++) {
            gui.bestMove(20_000);
        }
        gui.sync();
        assertThat(gui.output()).filteredOn(line -> line.startsWith("bestmove")).hasSize(gos);
        assertThat(gui.output()).noneMatch(line -> line.contains("Exception") || line.contains("\tat "));
    }

    @ParameterizedTest
    @ValueSource(strings = {"mcts", "expectimax:depth=2", "minimax"})
    void shouldPlayWithAnyAlgorithmTellingTheGuiWhichSettingsItIgnores(String algorithm) throws Exception {
        gui.close();
        gui = new GuiScript(HEAP_MIB, "--algorithm", algorithm.split(":")[0]);
        gui.send("uci");
        gui.await("uciok"::equals, 10_000);
        gui.send("setoption name Threads value 2");
        gui.send("setoption name MultiPV value 2");
        gui.send("setoption name Hash value 32");
        gui.sync();
        List<String> moves = new ArrayList<>();
        for (int ply = 0; ply < 4; ply++) {
            gui.send("position startpos" + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)));
            gui.send(algorithm.startsWith("minimax") ? "go depth 2" : "go movetime 200");
            String best = gui.bestMove(20_000);
            assertThat(best).as("%s, ply %s", algorithm, ply).isIn(movesOf(START, moves.toArray(new String[0])));
            moves.add(best);
        }
        assertThat(gui.output()).as("a setting the algorithm has no use for is named")
                .anyMatch(line -> line.startsWith("info string") && line.contains("setting; ignored"));
    }
}
