/**
 * Optional capabilities a {@link dev.ply.core.GameState} may implement besides the required
 * interface. Searches detect them once, at set-up ({@code state instanceof TacticalMoves}), and use
 * them to search more cleverly; a game without them still works with every algorithm.
 */
package dev.ply.core.capability;
