package dev.ply.core.util;

import java.util.Arrays;

/**
 * The moves a state has played, for {@link dev.ply.core.GameState#undo()} and {@link dev.ply.core.GameState#plies()}:
 * an {@code int} stack that grows as needed (never inside a search that stays within its first capacity) and
 * says clearly when there is nothing to undo. A game may push whatever it needs to take a move back, such as
 * the move and what it captured packed in one {@code int}.
 */
public final class UndoStack {

    private int[] entries;
    private int size;

    /**
     * Creates an empty stack.
     *
     * @param capacity the entries it holds before it first grows, such as the game's longest game
     */
    public UndoStack(int capacity) {
        this.entries = new int[Math.max(1, capacity)];
    }

    private UndoStack(UndoStack other) {
        this.entries = other.entries.clone();
        this.size = other.size;
    }

    /**
     * Records a move played.
     *
     * @param entry what undoing it needs
     */
    public void push(int entry) {
        if (size == entries.length) {
            entries = Arrays.copyOf(entries, 2 * entries.length);
        }
        entries[size++] = entry;
    }

    /**
     * Takes the last move's entry off.
     *
     * @return the entry
     * @throws IllegalStateException if no move was played
     */
    public int pop() {
        if (size == 0) {
            throw new IllegalStateException("no move to undo");
        }
        return entries[--size];
    }

    /**
     * The moves recorded: the state's {@code plies()}.
     *
     * @return the count
     */
    public int size() {
        return size;
    }

    /**
     * An independent copy, for a state's {@code copy()}: the copy can take back the same moves.
     *
     * @return the copy
     */
    public UndoStack copy() {
        return new UndoStack(this);
    }
}
