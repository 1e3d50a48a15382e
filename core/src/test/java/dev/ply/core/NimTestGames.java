package dev.ply.core;

/** Access to the package-private {@link NimGame} from tests in other packages. */
public final class NimTestGames {
    private NimTestGames() {
    }

    /**
     * Plain Nim.
     *
     * @param stones the heap
     * @return the game
     */
    public static Game nim(int stones) {
        return new NimGame(stones, false);
    }

    /**
     * Nim with a chance node before every move.
     *
     * @param stones the heap
     * @return the game
     */
    public static Game chanceNim(int stones) {
        return new NimGame(stones, true);
    }
}
