/**
 * Matches between agents: the {@link dev.ply.core.arena.Arena}, time controls, results and the Elo
 * difference with its confidence interval.
 */
package dev.ply.core.arena;
