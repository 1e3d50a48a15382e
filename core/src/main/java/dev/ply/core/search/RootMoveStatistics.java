package dev.ply.core.search;

/**
 * What a search learned about one move of the root position, for tools that print a per-move table
 * (the visits and mean result of each move in Monte Carlo search).
 *
 * @param move the move
 * @param visits how often the search went through it (Monte Carlo visits, or nodes spent below it)
 * @param value the move's value: a mean reward in [0, 1] for Monte Carlo searches, a score in the
 *     evaluator's units otherwise; from the view of the side to move at the root
 */
public record RootMoveStatistics(int move, long visits, double value) {
}
