package dev.ply.core.arena;

import dev.ply.core.agent.GameRecord;

/**
 * The result of one game of a match.
 *
 * @param index the game's number in the match, from 0
 * @param firstAgentStarted whether the match's first agent ("A") was player 0
 * @param points the result for agent A: positive for a win (the game's points: backgammon counts 1, 2
 *     or 3), 0 for a draw, negative for a loss
 * @param termination how the game ended: {@code "rules"}, {@code "time forfeit"},
 *     {@code "illegal move"}, {@code "agent failure"} or {@code "move limit"}
 * @param detail one line on the ending (who forfeited and why), empty for endings by the rules
 * @param record the moves of the game from its start position
 */
public record GameResult(int index, boolean firstAgentStarted, int points, String termination, String detail,
        GameRecord record) {
}
