package dev.ply.search.alphabeta;

import dev.ply.core.GameState;
import dev.ply.core.capability.DrawRules;
import dev.ply.core.tt.TranspositionTable;
import dev.ply.core.util.MoveLine;
import java.util.List;

/**
 * A principal variation continued from the transposition table: where a table cut-off ended the line early (as it
 * can without principal variation search), the table's moves take it on until it reaches a position the table does
 * not know, a repetition, the end of the game or a length limit.
 */
final class TableLine {

    private TableLine() {
    }

    /**
     * Continues a line.
     *
     * @param line the principal variation from the root, legal moves; extended in place
     * @param root the root position, left as it was
     * @param table the table, or {@code null} (the line is returned as it is)
     * @param draws the root's draw rules, or {@code null}
     * @param limit the longest line
     * @param scratch a move buffer of the game's {@code maxMoves()}
     * @return the line
     */
    static List<Integer> continued(List<Integer> line, GameState root, TranspositionTable table, DrawRules draws,
            int limit, int[] scratch) {
        if (table == null || line.isEmpty()) {
            return line;
        }
        int played = 0;
        for (int move : line) {
            root.play(move);
            played++;
        }
        while (line.size() < limit && !(draws != null && draws.isRepetition())) {
            long entry = table.probe(root.hash());
            int move = entry == TranspositionTable.MISS ? GameState.NO_MOVE : TranspositionTable.move(entry);
            if (move == GameState.NO_MOVE || !MoveLine.isLegal(root, move, scratch)) {
                break;
            }
            line.add(move);
            root.play(move);
            played++;
        }
        for (int i = 0; i < played; i++) {
            root.undo();
        }
        return line;
    }
}
