package dev.ply.bench.backgammon;

import dev.ply.games.backgammon.BackgammonGame;
import dev.ply.games.backgammon.BackgammonState;
import dev.ply.games.backgammon.gnubg.GnubgEngine;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Checks Ply's backgammon move generator, position ids and play notation against GNU Backgammon: plays
 * random games and, at every roll, compares the plays Ply lists (as text) with those gnubg lists for
 * the same position id and dice, and reads each of gnubg's plays back with Ply's parser.
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.ply.bench.backgammon.GnubgCrossCheck [games] [seed] [gnubg]
 * </pre>
 * Prints each disagreement and a summary; exits with status 1 if there was any.
 */
public final class GnubgCrossCheck {

    private GnubgCrossCheck() {
    }

    /**
     * Runs the check.
     *
     * @param args number of games (default 50), seed (default 1), gnubg path (default /usr/games/gnubg)
     */
    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 50;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        String path = args.length > 2 ? args[2] : GnubgEngine.DEFAULT_PATH;
        BackgammonGame game = new BackgammonGame();
        SplittableRandom random = new SplittableRandom(seed);
        int[] moves = new int[game.maxMoves()];
        long positions = 0;
        long plays = 0;
        int failures = 0;
        try (GnubgEngine gnubg = new GnubgEngine(path, 0)) {
            for (int g = 0; g < games; g++) {
                BackgammonState state = game.newState();
                while (!state.isTerminal()) {
                    int count = state.legalMoves(moves);
                    if (state.isChanceNode()) {
                        state.play(moves[random.nextInt(count)]);
                        continue;
                    }
                    List<String> mine = new ArrayList<>();
                    for (int i = 0; i < count; i++) {
                        mine.add(state.moveToString(moves[i]));
                    }
                    if (mine.equals(List.of("pass"))) {
                        mine.clear();
                    }
                    List<String> theirs = new ArrayList<>(gnubg.plays(state.positionId(), state.highDie(),
                            state.lowDie()));
                    positions++;
                    plays += theirs.size();
                    for (String play : theirs) {
                        try {
                            int parsed = state.parseMove(play);
                            if (!state.moveToString(parsed).equals(play)) {
                                failures++;
                                System.out.println("READ BACK " + state.notation() + ": gnubg's " + play + " reads as "
                                        + state.moveToString(parsed));
                            }
                        } catch (RuntimeException e) {
                            failures++;
                            System.out.println("PARSE " + state.notation() + ": gnubg's " + play + ": " + e.getMessage());
                        }
                    }
                    Collections.sort(mine);
                    Collections.sort(theirs);
                    if (!mine.equals(theirs)) {
                        failures++;
                        List<String> onlyMine = new ArrayList<>(mine);
                        onlyMine.removeAll(theirs);
                        List<String> onlyTheirs = new ArrayList<>(theirs);
                        onlyTheirs.removeAll(mine);
                        System.out.println("PLAYS " + state.notation() + ": Ply " + mine.size() + ", gnubg "
                                + theirs.size() + "; only Ply " + onlyMine + "; only gnubg " + onlyTheirs);
                    }
                    state.play(moves[random.nextInt(count)]);
                }
            }
        }
        System.out.println(games + " games, " + positions + " positions, " + plays + " plays compared, " + failures
                + " disagreements");
        if (failures > 0) {
            System.exit(1);
        }
    }
}
