package dev.ply.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Clock;
import dev.ply.core.agent.GameRecord;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** How positions reach the labeller's agents: one each when cold, in runs of consecutive positions when warm. */
class PositionLabellerTest {

    private final Game tictactoe = Ply.game("tictactoe");

    /** Distinct positions a player moves in, in the order a depth-first walk from the start meets them. */
    private List<String> positions(int count) {
        Set<String> seen = new LinkedHashSet<>();
        walk(tictactoe.newState(), seen, count);
        return new ArrayList<>(seen);
    }

    private void walk(GameState state, Set<String> seen, int count) {
        if (seen.size() == count || state.isTerminal() || !seen.add(state.notation())) {
            return;
        }
        int[] moves = new int[16];
        int n = state.legalMoves(moves);
        for (int i = 0; i < n && seen.size() < count; i++) {
            state.play(moves[i]);
            walk(state, seen, count);
            state.undo();
        }
    }

    /**
     * An agent that scores a position by its number of empty squares and notes what it was asked; one with a memory
     * scores it instead by how many positions it searched since its game began, as a warm engine's hash would change
     * its answers.
     */
    private static final class NotingAgent implements Agent {
        final int id;
        final List<String> searched = Collections.synchronizedList(new ArrayList<>());
        final AtomicInteger newGames = new AtomicInteger();
        final String failAt;
        boolean memory;
        private int sinceNewGame;
        private OptionalInt score = OptionalInt.empty();

        NotingAgent(int id, String failAt) {
            this.id = id;
            this.failAt = failAt;
        }

        @Override
        public String name() {
            return "noting-" + id;
        }

        @Override
        public void newGame(GameRecord game, long seed) {
            newGames.incrementAndGet();
            sinceNewGame = 0;
        }

        @Override
        public int chooseMove(GameRecord game, Clock clock) {
            String notation = game.current().notation();
            searched.add(notation);
            score = notation.equals(failAt) ? OptionalInt.empty() : OptionalInt.of(memory ? sinceNewGame * 10
                    : (int) notation.chars().filter(c -> c == '.').count() * 10);
            sinceNewGame++;
            int[] moves = new int[16];
            game.current().legalMoves(moves);
            return moves[0];
        }

        @Override
        public OptionalInt lastScore() {
            return score;
        }
    }

    private record Run(List<String> lines, List<NotingAgent> agents) {
    }

    private Run label(List<String> notations, int threads, boolean warm, boolean memory) {
        List<NotingAgent> agents = Collections.synchronizedList(new ArrayList<>());
        List<String> lines = new ArrayList<>();
        AtomicInteger ids = new AtomicInteger();
        try (PositionLabeller labeller = new PositionLabeller(() -> {
            NotingAgent agent = new NotingAgent(ids.getAndIncrement(), null);
            agent.memory = memory;
            agents.add(agent);
            return agent;
        }, threads, 400, warm, lines::add)) {
            for (String notation : notations) {
                labeller.add(tictactoe.parseState(notation));
            }
            labeller.finish();
        }
        return new Run(lines, agents);
    }

    @Test
    void warmLabellerGivesEachRunOfConsecutivePositionsToOneAgentAsOneGame() {
        List<String> notations = positions(100);
        assertThat(notations).hasSize(100);
        Run run = label(notations, 2, true, false);

        assertThat(run.lines()).hasSize(100);
        for (int i = 0; i < 100; i++) {
            String notation = notations.get(i);
            int empty = (int) notation.chars().filter(c -> c == '.').count();
            double expected = PositionLabeller.expected(empty * 10, tictactoe.parseState(notation).toMove(), 400);
            assertThat(run.lines().get(i)).isEqualTo(PositionLabeller.line(notation, expected));
        }
        Map<String, Integer> agentOf = new ConcurrentHashMap<>();
        for (NotingAgent agent : run.agents()) {
            // A new game for each run it searched.
            long runs = agent.searched.stream().filter(n -> notations.indexOf(n) % PositionLabeller.WARM_RUN == 0)
                    .count();
            assertThat(agent.newGames.get()).as(agent.name()).isEqualTo((int) runs);
            agent.searched.forEach(notation -> agentOf.put(notation, agent.id));
            // Its positions in the order it searched them are runs of consecutive positions of the input.
            for (int i = 1; i < agent.searched.size(); i++) {
                int before = notations.indexOf(agent.searched.get(i - 1));
                int now = notations.indexOf(agent.searched.get(i));
                if (now % PositionLabeller.WARM_RUN != 0) {
                    assertThat(now).as(agent.name() + " searched " + now + " right after " + before)
                            .isEqualTo(before + 1);
                }
            }
        }
        assertThat(agentOf).hasSize(100);
        for (int start = 0; start < 100; start += PositionLabeller.WARM_RUN) {
            Integer first = agentOf.get(notations.get(start));
            for (int i = start; i < Math.min(100, start + PositionLabeller.WARM_RUN); i++) {
                assertThat(agentOf.get(notations.get(i))).as("position " + i).isEqualTo(first);
            }
        }
    }

    @Test
    void coldLabellerStartsANewGameForEveryPosition() {
        List<String> notations = positions(40);
        Run run = label(notations, 3, false, false);
        assertThat(run.lines()).hasSize(40);
        assertThat(run.agents().stream().mapToInt(agent -> agent.newGames.get()).sum()).isEqualTo(40);
        assertThat(run.agents().stream().mapToInt(agent -> agent.searched.size()).sum()).isEqualTo(40);
    }

    @Test
    void warmLabelsDependOnThePositionsBeforeInTheRunButNotOnTheThreads() {
        List<String> notations = positions(100);
        Run one = label(notations, 1, true, true);
        Run three = label(notations, 3, true, true);
        assertThat(three.lines()).isEqualTo(one.lines());
        for (int i = 0; i < 100; i++) {
            String notation = notations.get(i);
            int before = i % PositionLabeller.WARM_RUN;
            double expected = PositionLabeller.expected(before * 10, tictactoe.parseState(notation).toMove(), 400);
            assertThat(one.lines().get(i)).isEqualTo(PositionLabeller.line(notation, expected));
        }
        // Cold, every position is the first of its game.
        Run cold = label(notations, 3, false, true);
        for (int i = 0; i < 100; i++) {
            String notation = notations.get(i);
            double expected = PositionLabeller.expected(0, tictactoe.parseState(notation).toMove(), 400);
            assertThat(cold.lines().get(i)).isEqualTo(PositionLabeller.line(notation, expected));
        }
    }

    @Test
    void aPositionWithNoScoreInTheMiddleOfARunIsNamedAfterTheLinesBeforeIt() {
        List<String> notations = positions(100);
        String bad = notations.get(40);
        List<String> lines = new ArrayList<>();
        try (PositionLabeller labeller = new PositionLabeller(() -> new NotingAgent(0, bad), 2, 400, true,
                lines::add)) {
            assertThatThrownBy(() -> {
                for (String notation : notations) {
                    labeller.add(tictactoe.parseState(notation));
                }
                labeller.finish();
            }).isInstanceOf(InvalidInputException.class)
                    .hasMessage("cannot label " + bad + ": noting-0 gave no score; label with a search or an engine"
                            + " that reports one (alphabeta:depth=8, uci:ENGINE?depth=8)");
        }
        assertThat(lines).hasSize(40);
        for (int i = 0; i < 40; i++) {
            assertThat(lines.get(i)).startsWith(notations.get(i) + " ; result ");
        }
    }
}
