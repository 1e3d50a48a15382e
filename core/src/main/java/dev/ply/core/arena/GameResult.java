package dev.ply.core.arena;

import dev.ply.core.agent.GameRecord;
import java.util.List;

/**
 * The result of one game of a match.
 *
 * @param index the game's number in the match, from 0
 * @param firstAgentStarted whether the match's first agent ("A") was player 0
 * @param points the result for agent A: positive for a win (the game's points: backgammon counts 1, 2
 *     or 3), 0 for a draw, negative for a loss
 * @param termination how the game ended: {@code "rules"}, {@code "time forfeit"},
 *     {@code "illegal move"}, {@code "agent failure"}, {@code "move limit"} or {@code "adjudication"} (by the
 *     agents' evaluations, see {@link Adjudication})
 * @param detail one line on the ending (who forfeited and why), empty for endings by the rules
 * @param record the moves of the game from its start position
 * @param plyMillis the milliseconds each ply of the record took its agent to choose, in the record's order (0 for
 *     a chance outcome the arena drew)
 */
public record GameResult(int index, boolean firstAgentStarted, int points, String termination, String detail,
        GameRecord record, List<Long> plyMillis) {

    /**
     * Creates a result, copying the times.
     *
     * @param index the game's number in the match, from 0
     * @param firstAgentStarted whether agent A was player 0
     * @param points the result for agent A
     * @param termination how the game ended
     * @param detail one line on the ending
     * @param record the moves of the game
     * @param plyMillis each ply's thinking time in milliseconds
     */
    public GameResult {
        plyMillis = List.copyOf(plyMillis);
    }

    /**
     * A result without move times (each ply taking 0 ms).
     *
     * @param index the game's number in the match, from 0
     * @param firstAgentStarted whether agent A was player 0
     * @param points the result for agent A
     * @param termination how the game ended
     * @param detail one line on the ending
     * @param record the moves of the game
     */
    public GameResult(int index, boolean firstAgentStarted, int points, String termination, String detail,
            GameRecord record) {
        this(index, firstAgentStarted, points, termination, detail, record,
                java.util.Collections.nCopies(record.length(), 0L));
    }
}
