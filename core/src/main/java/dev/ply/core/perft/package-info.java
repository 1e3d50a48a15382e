/** Perft: counting move paths, the standard check of a move generator, for any game. */
package dev.ply.core.perft;
