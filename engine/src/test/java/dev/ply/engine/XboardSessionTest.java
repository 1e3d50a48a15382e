package dev.ply.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.capability.ProtocolNotation;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Scripted CECP sessions, as xboard holds them: features, moves both ways, clocks, force mode, analysis. */
class XboardSessionTest {

    private static final Game CHESS = Ply.game("chess");
    private static final Pattern THINKING = Pattern.compile("\\d+ -?\\d+ \\d+ \\d+( [a-h][1-8][a-h][1-8][qrbn]?)*");

    private ScriptedSession session;

    @BeforeEach
    void startSession() throws InterruptedException {
        session = new ScriptedSession((in, out) -> new XboardSession(CHESS, "alphabeta:hash=4", out).run(in),
                "xboard-session-under-test");
        session.send("xboard");
        session.send("protover 2");
        session.await("feature done=1"::equals, 5000);
    }

    @AfterEach
    void quit() throws InterruptedException {
        session.quit();
    }

    /** The position after moves in protocol notation from the start. */
    private static GameState after(String... moves) {
        GameState state = CHESS.newState();
        for (String move : moves) {
            state.play(((ProtocolNotation) state).parseProtocolMove(move));
        }
        return state;
    }

    /** The move of a {@code move M} line, checked to be legal in the position. */
    private static String legalMove(String line, GameState position) {
        assertThat(line).startsWith("move ");
        String move = line.substring("move ".length());
        ((ProtocolNotation) position.copy()).parseProtocolMove(move);
        return move;
    }

    private String nextMove() throws InterruptedException {
        return session.await(line -> line.startsWith("move ") || line.startsWith("Error")
                || line.startsWith("Illegal"), 30_000);
    }

    @Test
    void shouldAnnounceItsFeaturesAndAnswerPing() throws Exception {
        assertThat(session.linesSoFar().get(0)).startsWith("feature ").contains("ping=1", "setboard=1", "usermove=1",
                "san=0", "variants=\"normal\"", "myname=\"Ply alphabeta:hash=4\"");
        session.send("ping 42");
        assertThat(session.await(line -> line.startsWith("pong"), 5000)).isEqualTo("pong 42");
    }

    @Test
    void shouldAnswerTheUsersMovesAsBlackAndRefuseIllegalOnesWithoutChangingThePosition() throws Exception {
        session.send("new");
        session.send("sd 3");
        session.send("usermove e2e4");
        String reply = legalMove(nextMove(), after("e2e4"));
        session.send("usermove e2e5");
        assertThat(nextMove()).startsWith("Illegal move (").endsWith("): e2e5");
        session.send("usermove e1e3");
        assertThat(nextMove()).startsWith("Illegal move (").endsWith("): e1e3");
        session.send("usermove g1f3");
        legalMove(nextMove(), after("e2e4", reply, "g1f3"));
    }

    @Test
    void shouldOnlyFollowMovesInForceModeAndPlayTheSideToMoveOnGo() throws Exception {
        session.send("new");
        session.send("force");
        session.send("usermove e2e4");
        session.send("usermove e7e5");
        session.send("sd 2");
        session.send("ping 1");
        session.await("pong 1"::equals, 5000);
        assertThat(session.linesSoFar()).noneMatch(line -> line.startsWith("move "));
        session.send("go");
        String white = legalMove(nextMove(), after("e2e4", "e7e5"));
        session.send("usermove b8c6");
        legalMove(nextMove(), after("e2e4", "e7e5", white, "b8c6"));
    }

    @Test
    void shouldMateFromASetBoardPositionAndAnnounceTheResult() throws Exception {
        session.send("new");
        session.send("force");
        session.send("setboard 7k/5Q2/6K1/8/8/8/8/8 w - - 0 1");
        session.send("st 1");
        session.send("go");
        GameState position = CHESS.parseState("7k/5Q2/6K1/8/8/8/8/8 w - - 0 1");
        String mate = legalMove(nextMove(), position);
        position.play(((ProtocolNotation) position).parseProtocolMove(mate));
        assertThat(position.isTerminal()).isTrue();
        assertThat(position.outcome(0)).isPositive();
        assertThat(session.await(line -> line.contains("{"), 5000)).isEqualTo("1-0 {White mates}");
    }

    @Test
    void shouldNeverMoveAfterARefusedPosition() throws Exception {
        session.send("new");
        session.send("setboard 8/8/8/8 w");
        assertThat(session.await(line -> line.startsWith("tellusererror"), 5000))
                .startsWith("tellusererror Illegal position: ");
        session.send("go");
        assertThat(nextMove()).startsWith("Error (no position: ").endsWith("): go");
        session.send("usermove e2e4");
        assertThat(nextMove()).isEqualTo("Illegal move (no position): e2e4");
        session.send("new");
        session.send("sd 2");
        session.send("usermove d2d4");
        legalMove(nextMove(), after("d2d4"));
    }

    @Test
    void shouldReportGarbageInOneLineAndKeepPlaying() throws Exception {
        session.send("new");
        session.send("sd 2");
        for (String garbage : List.of("level", "level 40 x 0", "level 40 5:99 0", "st -1", "sd 0", "time ten",
                "memory 0", "cores 99999", "variant crazyhouse", "frobnicate", "remove")) {
            session.send(garbage);
            String answer = session.await(line -> line.startsWith("Error"), 5000);
            assertThat(answer).as(garbage).matches("Error \\([^\\n]+\\): \\S+").doesNotContain("Exception");
        }
        session.send("usermove e2e4");
        String reply = legalMove(nextMove(), after("e2e4"));
        session.send("remove");
        session.send("usermove d2d4");
        legalMove(nextMove(), after("d2d4"));
        assertThat(reply).isNotBlank();
    }

    @Test
    void shouldPostThinkingAndMoveAtOnceOnAQuestionMark() throws Exception {
        session.send("new");
        session.send("post");
        session.send("sd 60");
        session.send("usermove e2e4");
        String thinking = session.await(line -> line.startsWith("4 "), 30_000);
        assertThat(thinking).matches(THINKING);
        session.send("?");
        legalMove(nextMove(), after("e2e4"));
    }

    @Test
    void shouldAnalyseThePositionAndFollowMovesUntilExit() throws Exception {
        session.send("new");
        session.send("force");
        session.send("analyze");
        session.await(line -> line.startsWith("3 "), 30_000);
        session.send("usermove e2e4");
        session.send("ping 5");
        session.await("pong 5"::equals, 5000);
        // Every thinking line after the pong is about the new position; its depths 1 to 3 may precede the pong.
        String line = session.await(l -> THINKING.matcher(l).matches(), 30_000);
        assertThat(line).matches(THINKING);
        String[] pv = line.split(" ");
        GameState position = after("e2e4");
        for (int i = 4; i < pv.length; i++) {
            position.play(((ProtocolNotation) position).parseProtocolMove(pv[i]));
        }
        session.send("exit");
        session.send("ping 6");
        session.await("pong 6"::equals, 5000);
        assertThat(session.linesSoFar()).noneMatch(l -> l.startsWith("move "));
    }
}
