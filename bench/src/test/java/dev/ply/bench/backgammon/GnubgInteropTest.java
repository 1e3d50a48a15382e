package dev.ply.bench.backgammon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.ply.core.Game;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.MatchResult;
import dev.ply.games.backgammon.BackgammonGame;
import dev.ply.games.backgammon.BackgammonState;
import dev.ply.games.backgammon.gnubg.GnubgEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Ply against the real GNU Backgammon: the plays of random positions, and games through the {@code gnubg}
 * agent. Needs gnubg at {@value GnubgEngine#DEFAULT_PATH} (skipped without it); slow, so only in
 * {@code ./mvnw -B -pl bench -am verify -Pslow}.
 */
@Tag("slow")
class GnubgInteropTest {

    @BeforeAll
    static void needsGnubg() {
        assumeThat(Files.isExecutable(Path.of(GnubgEngine.DEFAULT_PATH))).as("gnubg installed").isTrue();
    }

    @Test
    void shouldListTheSamePlaysAsGnubgInRandomGames() {
        BackgammonGame game = new BackgammonGame();
        SplittableRandom random = new SplittableRandom(99);
        int[] moves = new int[game.maxMoves()];
        int compared = 0;
        try (GnubgEngine gnubg = new GnubgEngine(GnubgEngine.DEFAULT_PATH, 0)) {
            for (int g = 0; g < 10; g++) {
                BackgammonState state = game.newState();
                while (!state.isTerminal()) {
                    int count = state.legalMoves(moves);
                    if (!state.isChanceNode()) {
                        List<String> mine = new ArrayList<>();
                        for (int i = 0; i < count; i++) {
                            mine.add(state.moveToString(moves[i]));
                        }
                        mine.remove("pass");
                        List<String> theirs = new ArrayList<>(gnubg.plays(state.positionId(), state.highDie(),
                                state.lowDie()));
                        Collections.sort(mine);
                        Collections.sort(theirs);
                        assertThat(mine).as("plays at %s", state.notation()).isEqualTo(theirs);
                        compared++;
                    }
                    state.play(moves[random.nextInt(count)]);
                }
            }
        }
        assertThat(compared).isGreaterThan(300);
    }

    @Test
    void shouldPlayGamesAgainstGnubgThroughTheAgent() {
        Game game = Ply.game("backgammon");
        try (Agent gnubg = Agents.create(game, "gnubg"); Agent pubeval = Agents.create(game, "pubeval")) {
            MatchResult result = new Arena(game).games(20).seed(5).play(gnubg, pubeval);
            assertThat(result.games()).allSatisfy(g -> assertThat(g.termination()).isEqualTo("rules"));
            // gnubg at 0 plies is far stronger than pubeval (about +0.6 points a game).
            assertThat(result.pointsA()).isGreaterThan(result.pointsB());
        }
    }
}
