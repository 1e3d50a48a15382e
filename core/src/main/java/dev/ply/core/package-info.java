/**
 * The core of Ply: the {@link dev.ply.core.Game} and {@link dev.ply.core.GameState} SPI every game
 * implements, the registries of what the class path provides ({@link dev.ply.core.Ply}), and the
 * exceptions for bad input. Evaluation, transposition tables, search, agents, the arena and perft
 * live in the sub-packages.
 */
package dev.ply.core;
