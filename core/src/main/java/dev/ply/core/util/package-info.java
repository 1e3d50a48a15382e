/**
 * Small helpers that take the boilerplate out of writing a game: {@link dev.ply.core.util.BoardKeys} (Zobrist keys
 * by player and square) and {@link dev.ply.core.util.UndoStack} (the moves to take back). Optional: a game may
 * keep its own.
 */
package dev.ply.core.util;
