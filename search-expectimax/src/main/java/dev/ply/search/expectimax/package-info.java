/**
 * Expectiminimax for games with chance nodes (dice, card draws), with Ballard's Star1 and Star2
 * pruning: the {@code expectimax} search provider. It searches games without chance nodes too, as
 * alpha-beta.
 */
package dev.ply.search.expectimax;
