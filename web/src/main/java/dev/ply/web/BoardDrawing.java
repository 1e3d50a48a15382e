package dev.ply.web;

import dev.ply.core.GameState;
import dev.ply.core.capability.BoardView;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A board as the page draws it, for a game's view, an earlier position and a trace's root. */
final class BoardDrawing {

    private BoardDrawing() {
    }

    /**
     * The board's size, pieces, cell names and the last move's clicks.
     *
     * @param board the position's board view
     * @param lastMove the clicks of the move that led to it, or {@code null}
     * @return a JSON object for the page
     */
    static Map<String, Object> of(BoardView board, int[] lastMove) {
        Map<String, Object> drawn = new LinkedHashMap<>();
        drawn.put("rows", board.rows());
        drawn.put("columns", board.columns());
        drawn.put("checkered", board.checkered());
        drawn.put("intersections", board.intersections());
        List<Object> pieces = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<String> shapes = new ArrayList<>(); // square, point-down or point-up: sent when one is not a square
        List<Integer> owners = new ArrayList<>(); // whom each cell counts for at the end: sent when one counts
        boolean shaped = false;
        boolean owned = false;
        int cells = board.rows() * board.columns();
        List<BoardView.Token> tokens = board.pieces();
        for (int cell = 0; cell < cells; cell++) {
            BoardView.Token token = tokens.get(cell);
            pieces.add(token == null ? null : Map.of("glyph", token.glyph(), "player", token.player(), "name",
                    token.name()));
            names.add(board.cellName(cell));
            BoardView.CellShape shape = board.cellShape(cell);
            shapes.add(shape.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
            shaped |= shape != BoardView.CellShape.SQUARE;
            owners.add(board.cellOwner(cell));
            owned |= owners.get(cell) >= 0;
        }
        drawn.put("pieces", pieces);
        drawn.put("cellNames", names);
        if (lastMove != null) {
            drawn.put("lastMove", lastMove);
        }
        drawn.put("facts", board.facts());
        if (shaped) {
            drawn.put("shapes", shapes);
        }
        if (owned) {
            drawn.put("owners", owners);
        }
        return drawn;
    }

    /**
     * The cell each legal move of a position ends on (its last click), by the move's notation: where a trace's
     * statistics go on a small board. Moves that are not clicks on the board (a pass) have none.
     *
     * @param state the position, with a {@link BoardView}
     * @return move notation to cell
     */
    static Map<String, Integer> moveCells(GameState state) {
        Map<String, Integer> cells = new LinkedHashMap<>();
        if (!(state instanceof BoardView board) || state.isTerminal() || state.isChanceNode()) {
            return cells;
        }
        int[] moves = new int[state.game().maxMoves()];
        int count = state.legalMoves(moves);
        for (int i = 0; i < count; i++) {
            int[] clicks = board.clicks(moves[i]);
            if (clicks.length > 0) {
                cells.put(state.moveToString(moves[i]), clicks[clicks.length - 1]);
            }
        }
        return cells;
    }
}
