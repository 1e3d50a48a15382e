package com.example.nim;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import dev.ply.core.capability.BoardView;
import dev.ply.core.capability.NetworkEncoding;
import dev.ply.core.util.BoardKeys;
import dev.ply.core.util.UndoStack;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.StringJoiner;

/**
 * One Nim position. A move is {@code heap * 16 + stones}: take {@code stones} (1 to 15) from heap {@code heap}
 * (0-based); it is written {@code 2-3}, "take three from the second heap", with heaps numbered from 1.
 */
public final class NimState implements GameState, BoardView, NetworkEncoding {

    private static final int STONE_BITS = 4;
    /** A Zobrist key for each heap holding each number of stones: "players" are stone counts, "squares" heaps. */
    private static final BoardKeys KEYS = BoardKeys.of(0x4E11_0000_0000_0001L, Nim.MAX_STONES + 1, Nim.MAX_HEAPS);

    private final Nim game;
    private final int[] heaps;
    private int toMove;
    private long hash;
    private final UndoStack history;

    NimState(Nim game, int[] heaps, int toMove) {
        this.game = game;
        this.heaps = heaps.clone();
        this.toMove = toMove;
        this.history = new UndoStack(game.maxPlies());
        this.hash = toMove == 1 ? KEYS.secondToMove() : 0;
        for (int heap = 0; heap < heaps.length; heap++) {
            hash ^= KEYS.square(heaps[heap], heap);
        }
    }

    private NimState(NimState other) {
        this.game = other.game;
        this.heaps = other.heaps.clone();
        this.toMove = other.toMove;
        this.hash = other.hash;
        this.history = other.history.copy();
    }

    /**
     * The stones in a heap.
     *
     * @param heap a heap, from 0
     * @return its size
     */
    public int heap(int heap) {
        return heaps[heap];
    }

    /**
     * The number of heaps, empty ones included.
     *
     * @return the count
     */
    public int heapCount() {
        return heaps.length;
    }

    @Override
    public Game game() {
        return game;
    }

    @Override
    public int toMove() {
        return toMove;
    }

    @Override
    public int legalMoves(int[] moves) {
        int count = 0;
        for (int heap = 0; heap < heaps.length; heap++) {
            for (int stones = 1; stones <= heaps[heap]; stones++) {
                moves[count++] = heap << STONE_BITS | stones;
            }
        }
        return count;
    }

    @Override
    public void play(int move) {
        int heap = move >>> STONE_BITS;
        int stones = move & Nim.MAX_STONES;
        hash ^= KEYS.square(heaps[heap], heap) ^ KEYS.square(heaps[heap] - stones, heap) ^ KEYS.secondToMove();
        heaps[heap] -= stones;
        toMove ^= 1;
        history.push(move);
    }

    @Override
    public void undo() {
        int move = history.pop();
        int heap = move >>> STONE_BITS;
        int stones = move & Nim.MAX_STONES;
        hash ^= KEYS.square(heaps[heap], heap) ^ KEYS.square(heaps[heap] + stones, heap) ^ KEYS.secondToMove();
        heaps[heap] += stones;
        toMove ^= 1;
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public boolean isTerminal() {
        for (int size : heaps) {
            if (size > 0) {
                return false;
            }
        }
        return true;
    }

    /** Whoever took the last stone won: at the end, the player to move has lost. */
    @Override
    public int outcome(int player) {
        if (!isTerminal()) {
            throw new IllegalStateException("the game is not over: " + notation());
        }
        return player == toMove ? -1 : 1;
    }

    @Override
    public int plies() {
        return history.size();
    }

    @Override
    public NimState copy() {
        return new NimState(this);
    }

    @Override
    public String notation() {
        StringJoiner sizes = new StringJoiner(",");
        for (int size : heaps) {
            sizes.add(Integer.toString(size));
        }
        return sizes + " " + (toMove + 1);
    }

    @Override
    public String moveToString(int move) {
        return ((move >>> STONE_BITS) + 1) + "-" + (move & Nim.MAX_STONES);
    }

    @Override
    public int parseMove(String text) {
        String[] parts = text.trim().split("-", -1);
        if (parts.length != 2 || !isSmallNumber(parts[0]) || !isSmallNumber(parts[1])) {
            throw new NotationException("a Nim move is HEAP-STONES, like '2-3' (three stones from the second heap), not '"
                    + text + "'");
        }
        int heap = Integer.parseInt(parts[0]);
        int stones = Integer.parseInt(parts[1]);
        if (heap < 1 || heap > heaps.length) {
            throw new IllegalMoveException("there is no heap " + heap + "; heaps are numbered 1 to " + heaps.length);
        }
        if (stones < 1 || stones > heaps[heap - 1]) {
            throw new IllegalMoveException("cannot take " + stones + " from heap " + heap + ", which holds "
                    + heaps[heap - 1]);
        }
        return (heap - 1) << STONE_BITS | stones;
    }

    private static boolean isSmallNumber(String text) {
        return !text.isEmpty() && text.length() <= 2 && text.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int heap = 0; heap < heaps.length; heap++) {
            char[] stones = new char[heaps[heap]];
            Arrays.fill(stones, 'o');
            text.append(heap + 1).append(": ").append(stones).append('\n');
        }
        return text.append(game.playerName(toMove)).append(" to move\n").toString();
    }

    // BoardView (optional): what lets `ply serve` draw the game in the browser and play it by click.

    private static final Token STONE = new Token("\u25CF", 0, "stone");

    /** A row per heap. */
    @Override
    public int rows() {
        return heaps.length;
    }

    /** A column per stone a heap may hold. */
    @Override
    public int columns() {
        return Nim.MAX_STONES;
    }

    @Override
    public List<Token> pieces() {
        List<Token> pieces = new ArrayList<>();
        for (int heap = 0; heap < heaps.length; heap++) {
            for (int column = 0; column < Nim.MAX_STONES; column++) {
                pieces.add(column < heaps[heap] ? STONE : null);
            }
        }
        return pieces;
    }

    @Override
    public String cellName(int cell) {
        return "heap " + (cell / Nim.MAX_STONES + 1) + ", stone " + (cell % Nim.MAX_STONES + 1);
    }

    /** A move is one click: on the first stone it takes, which takes that stone and every one to its right. */
    @Override
    public int[] clicks(int move) {
        int heap = move >>> STONE_BITS;
        return new int[] {heap * Nim.MAX_STONES + heaps[heap] - (move & Nim.MAX_STONES)};
    }

    // NetworkEncoding (optional): what lets `ply train nim --out DIR` learn the game and `mcts:az` play it.

    /** One plane of heaps by stones, each heap a row of ones as long as the heap; the action of a move is its index. */
    @Override
    public String encodingName() {
        return "nim-" + Nim.MAX_HEAPS + "x" + Nim.MAX_STONES;
    }

    @Override
    public int inputPlanes() {
        return 1;
    }

    @Override
    public int inputHeight() {
        return Nim.MAX_HEAPS;
    }

    @Override
    public int inputWidth() {
        return Nim.MAX_STONES;
    }

    @Override
    public int actionCount() {
        return Nim.MAX_HEAPS * Nim.MAX_STONES;
    }

    @Override
    public void encode(float[] into, int offset) {
        Arrays.fill(into, offset, offset + inputSize(), 0);
        for (int heap = 0; heap < heaps.length; heap++) {
            Arrays.fill(into, offset + heap * Nim.MAX_STONES, offset + heap * Nim.MAX_STONES + heaps[heap], 1);
        }
    }

    @Override
    public int actionIndex(int move) {
        return (move >>> STONE_BITS) * Nim.MAX_STONES + (move & Nim.MAX_STONES) - 1;
    }
}
