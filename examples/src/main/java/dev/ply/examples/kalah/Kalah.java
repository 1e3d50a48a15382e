package dev.ply.examples.kalah;

import dev.ply.core.Game;
import dev.ply.core.NotationException;
import dev.ply.core.eval.Evaluator;
import java.util.Arrays;

/**
 * Kalah (six houses, four seeds each), the Mancala game of computer game-playing papers, written as a new user
 * would against the SPI and core's {@link dev.ply.core.util.CellBoard}: the example of a game whose moves change
 * many cells and may give the same player another turn. Positions are the fourteen cells (South's houses, South's
 * store, North's houses, North's store) and the player to move: {@code 4,4,4,4,4,4,0,4,4,4,4,4,4,0 S}.
 */
public final class Kalah implements Game {

    static final int SEEDS = 48;
    private static final Evaluator<KalahState> STORES = new Evaluator<>() {
        @Override
        public int evaluate(KalahState state) {
            int me = state.toMove();
            return state.cell(KalahState.store(me)) - state.cell(KalahState.store(1 - me));
        }

        @Override
        public int bound() {
            return SEEDS;
        }
    };

    @Override
    public String id() {
        return "kalah";
    }

    @Override
    public String displayName() {
        return "Kalah (example game)";
    }

    @Override
    public KalahState newState() {
        int[] cells = {4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0};
        return new KalahState(this, cells, 0);
    }

    @Override
    public KalahState parseState(String notation) {
        String[] parts = notation.strip().split("\\s+");
        if (parts.length != 2 || !parts[1].matches("[SN]")) {
            throw new NotationException("a Kalah position is 14 counts and S or N to move, such as "
                    + "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S; not '" + notation + "'");
        }
        String[] counts = parts[0].split(",", -1);
        int[] cells = new int[14];
        for (int i = 0; i < counts.length && i < 14; i++) {
            if (!counts[i].matches("\\d{1,2}")) {
                throw new NotationException("Kalah cell " + (i + 1) + ": '" + counts[i] + "' is not a seed count");
            }
            cells[i] = Integer.parseInt(counts[i]);
        }
        if (counts.length != 14 || Arrays.stream(cells).sum() != SEEDS) {
            throw new NotationException("a Kalah position has 14 cells holding 48 seeds in all: '" + parts[0] + "'");
        }
        KalahState state = new KalahState(this, cells, parts[1].equals("S") ? 0 : 1);
        if (state.housesEmpty(0) != state.housesEmpty(1)) {
            throw new NotationException("one side's houses are empty and the other's are not: that game has ended");
        }
        return state;
    }

    @Override
    public int maxMoves() {
        return 6;
    }

    @Override
    public boolean hasChanceNodes() {
        return false;
    }

    @Override
    public String playerName(int player) {
        return player == 0 ? "South" : "North";
    }

    @Override
    public Evaluator<KalahState> defaultEvaluator() {
        return STORES;
    }
}
