package dev.ply.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Ply;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code ply gtp}'s session driven by scripts as a controller sends them: answers, errors, the state kept. */
class GtpSessionTest {

    /** Runs a script and returns the answers, one string each (first line and the rest joined by newlines). */
    private static List<String> runWith(String agent, String... lines) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        new GtpSession(Ply.game("go"), agent, out).run(new BufferedReader(new StringReader(String.join("\n", lines))));
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertThat(text).as("every answer ends with an empty line").endsWith("\n\n");
        List<String> answers = new ArrayList<>();
        for (String answer : text.split("\n\n")) {
            answers.add(answer);
        }
        return answers;
    }

    private static List<String> run(String... lines) {
        return runWith("random", lines);
    }

    @Test
    void shouldAnswerTheAdministrativeCommandsWithTheirIds() {
        List<String> answers = run("protocol_version", "7 name", "known_command genmove", "known_command fly",
                "list_commands", "quit", "name");
        assertThat(answers).hasSize(6).as("nothing after quit");
        assertThat(answers.get(0)).isEqualTo("= 2");
        assertThat(answers.get(1)).isEqualTo("=7 Ply");
        assertThat(answers.get(2)).isEqualTo("= true");
        assertThat(answers.get(3)).isEqualTo("= false");
        assertThat(answers.get(4).substring(2).split("\n")).contains("protocol_version", "name", "version",
                "known_command", "list_commands", "boardsize", "clear_board", "komi", "play", "genmove", "undo",
                "showboard", "final_score", "quit", "time_settings", "time_left");
        assertThat(answers.get(5)).isEqualTo("=");
    }

    @Test
    void shouldScoreTheBoardByAreaWithTheKomiSetBeforeOrAfterTheMoves() {
        // 5x5: one black stone owns the whole board (25 points); White's komi is 0.5 -> B+24.5.
        assertThat(run("boardsize 5", "clear_board", "komi 0.5", "play b C3", "final_score"))
                .containsExactly("=", "=", "=", "=", "= B+24.5");
        // The komi changed after the moves keeps them: 25 - 30 = W+5.
        assertThat(run("boardsize 5", "clear_board", "play black C3", "komi 30", "final_score"))
                .containsExactly("=", "=", "=", "=", "= W+5");
        // One stone each: nobody's region; 1 - 1 - 0 = jigo with komi 0.
        assertThat(run("boardsize 5", "komi 0", "play b C3", "play w D4", "final_score"))
                .containsExactly("=", "=", "=", "=", "= 0");
    }

    @Test
    void shouldRefuseIllegalMovesAndKeepThePosition() {
        List<String> answers = run("boardsize 5", "komi 0.5",
                "play b A2", "play w E5", "play b B1", "play w A1", // A1's two neighbours are Black's
                "play w C3");
        assertThat(answers.get(5)).isEqualTo("? illegal move: A1 is suicide: it leaves its own group without"
                + " liberties");
        answers = run("boardsize 5", "play b C3", "play w C3", "play w Z9", "play w I1", "play w", "play g C4",
                "final_score");
        assertThat(answers.get(2)).isEqualTo("? illegal move: C3 is occupied");
        assertThat(answers.get(3)).startsWith("? illegal move: ").contains("Z9");
        assertThat(answers.get(4)).startsWith("? illegal move: ").contains("skip I");
        assertThat(answers.get(5)).isEqualTo("? syntax error: play COLOR VERTEX");
        assertThat(answers.get(6)).startsWith("? syntax error: a colour is b, black, w or white");
        assertThat(answers.get(7)).as("only C3 is on the board").isEqualTo("= B+17.5");
    }

    @Test
    void shouldRefuseRetakingAKoAtOnce() {
        // White's C3 inside Black's C4, B3, C2; Black's D3 inside White's D4, E3, D2 takes it, alone and with one
        // liberty (C3): a ko, so White may not take back at C3 at once.
        List<String> answers = run("boardsize 5", "komi 0.5", "play b C4", "play w D4", "play b B3", "play w E3",
                "play b C2", "play w D2", "play b A1", "play w C3", "play b D3", "play w C3", "play w E1", "play b A5",
                "play w C3", "final_score");
        assertThat(answers.subList(0, 11)).containsOnly("=");
        assertThat(answers.get(11)).isEqualTo("? illegal move: C3 retakes the ko at once");
        // After a move elsewhere each, White may: it takes D3 back.
        assertThat(answers.subList(12, 15)).containsOnly("=");
        // Black has C4 B3 C2 A1 A5 (5); White D4 E3 D2 E1 C3 and the one-point regions D3 and E2 (7); the rest of
        // the board reaches both. 5 - 7 - 0.5:
        assertThat(answers.get(15)).isEqualTo("= W+2.5");

    }

    @Test
    void shouldGenerateLegalMovesAndTakeThemBack() {
        List<String> answers = run("boardsize 5", "genmove b", "showboard", "undo", "undo", "genmove w", "genmove w");
        String move = answers.get(1).substring(2);
        assertThat(move).matches("[A-HJ-T][1-5]|pass");
        assertThat(answers.get(2)).startsWith("=\n").contains(" 5 ");
        if (!move.equals("pass")) {
            assertThat(answers.get(2)).contains("X");
        }
        assertThat(answers.get(3)).isEqualTo("=");
        assertThat(answers.get(4)).isEqualTo("? cannot undo");
        // White out of turn: Black passes first, then White moves; then White again: Black passes again.
        assertThat(answers.get(5)).matches("= ([A-HJ-T][1-5]|pass)");
        assertThat(answers.get(6)).matches("= ([A-HJ-T][1-5]|pass)");
    }

    @Test
    void shouldEndTheGameAfterTwoPasses() {
        List<String> answers = run("boardsize 5", "play b C3", "play w pass", "play b pass", "genmove w",
                "play w D4", "final_score");
        assertThat(answers.get(4)).isEqualTo("= pass");
        assertThat(answers.get(5)).isEqualTo("? illegal move: the game is over (two passes)");
        assertThat(answers.get(6)).isEqualTo("= B+17.5");
    }

    @Test
    void shouldAnswerGarbageWithOneErrorLineAndGoOn() {
        List<String> answers = run("boardsize 4", "boardsize 20", "boardsize nine", "komi lots", "frobnicate",
                "time_settings 1 2", "time_left b x 0", "time_left q 10 0", "42", "\u0001name\u0002 # a comment",
                "   ", "# only a comment", "\tknown_command\tplay", "genmove", "name");
        assertThat(answers).containsExactly(
                "? unacceptable size",
                "? unacceptable size",
                "? syntax error: boardsize takes a whole number, not 'nine'",
                "? syntax error: komi takes a number, not 'lots'",
                "? unknown command",
                "? syntax error: time_settings MAIN_TIME BYO_YOMI_TIME BYO_YOMI_STONES",
                answers.get(6),
                "? syntax error: a colour is b, black, w or white, not 'q'",
                "?42 syntax error: an id needs a command after it",
                "= Ply",
                "= true",
                "? syntax error: genmove COLOR",
                "= Ply");
        assertThat(answers.get(6)).startsWith("? syntax error: ").contains("'x'");
    }

    @Test
    void shouldSearchWithMctsOnTheClockItIsGiven() {
        List<String> answers = runWith("mcts:iterations=200", "boardsize 7", "komi 7.5", "time_settings 60 10 5",
                "time_left b 30 0", "genmove b", "time_left w 5 3", "genmove w", "final_score");
        assertThat(answers.subList(0, 4)).containsOnly("=");
        assertThat(answers.get(4)).matches("= [A-HJ-T][1-7]");
        assertThat(answers.get(6)).matches("= ([A-HJ-T][1-7]|pass)");
        assertThat(answers.get(7)).startsWith("= ");
    }

    /** An agent with a move time of its own keeps to a clock that holds less: 5 s a move on a 2 s clock. */
    @Test
    void shouldKeepToTheClockWhenItIsShorterThanTheAgentsMoveTime() {
        long started = System.nanoTime();
        List<String> answers = runWith("mcts:time=5s", "boardsize 9", "time_settings 2 0 0", "genmove b");
        long millis = (System.nanoTime() - started) / 1_000_000;
        assertThat(answers.get(2)).matches("= ([A-HJ-T][1-9]|pass)");
        assertThat(millis).as("a move from a 2 s clock, not the agent's 5 s").isLessThan(4_500);
    }

    /** 'quit' during a long genmove hurries the agent: the move comes at once, then the session ends. */
    @Test
    void shouldAnswerAtOnceWhenQuitComesDuringAGenmove() throws Exception {
        java.io.PipedWriter controller = new java.io.PipedWriter();
        BufferedReader in = new BufferedReader(new java.io.PipedReader(controller));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        Thread session = new Thread(() -> new GtpSession(Ply.game("go"), "mcts:time=60s", out).run(in));
        long started = System.nanoTime();
        session.start();
        controller.write("boardsize 9\ngenmove b\n");
        controller.flush();
        Thread.sleep(500);
        controller.write("quit\n");
        controller.flush();
        session.join(30_000);
        long millis = (System.nanoTime() - started) / 1_000_000;
        assertThat(session.isAlive()).isFalse();
        assertThat(millis).as("not the 60 s the agent was given").isLessThan(30_000);
        String[] answers = bytes.toString(StandardCharsets.UTF_8).split("\n\n");
        assertThat(answers[1]).matches("= ([A-HJ-T][1-9]|pass)");
        assertThat(answers[2]).isEqualTo("=");
    }
}
