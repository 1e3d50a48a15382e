package dev.ply.examples.kalah;

import dev.ply.core.Game;
import dev.ply.core.eval.Evaluator;

/**
 * Kalah (six houses, four seeds each), the Mancala game of computer game-playing papers, written as a new user
 * would against the SPI and core's {@link dev.ply.core.util.CellGameState}: the example of a game whose moves change
 * many cells and may give the same player another turn. Positions are the fourteen cells (South's houses, South's
 * store, North's houses, North's store) and the player to move: {@code 4,4,4,4,4,4,0,4,4,4,4,4,4,0 S}.
 */
public final class Kalah implements Game {

    static final int SEEDS = 48;
    /** The score: the side to move's store less the other's. */
    private static final Evaluator<KalahState> STORES = Evaluator.of(SEEDS,
            state -> state.store(state.toMove()) - state.store(1 - state.toMove()));

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
        return parseState("4,4,4,4,4,4,0,4,4,4,4,4,4,0 S");
    }

    @Override
    public KalahState parseState(String notation) {
        return KalahState.read(this, notation);
    }

    @Override
    public int maxMoves() {
        return 6;
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
