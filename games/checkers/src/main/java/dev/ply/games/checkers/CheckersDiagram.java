package dev.ply.games.checkers;

/**
 * Draws a position as text, Black's side (squares 1–4) at the top as in printed diagrams: {@code b}
 * and {@code w} are men, {@code B} and {@code W} kings, and each empty playable square shows its PDN
 * number so that a person can see what to type.
 */
final class CheckersDiagram {

    private CheckersDiagram() {
    }

    static String draw(CheckersState state) {
        StringBuilder text = new StringBuilder();
        String border = "  +" + "-".repeat(8 * 3) + "+\n";
        text.append(border);
        for (int row = 0; row < 8; row++) {
            text.append("  |");
            for (int column = 0; column < 8; column++) {
                int square = BoardGeometry.square(row, column);
                if (square < 0) {
                    text.append("   ");
                    continue;
                }
                int bit = 1 << square;
                boolean king = (state.kings() & bit) != 0;
                if ((state.pieces(0) & bit) != 0) {
                    text.append("  ").append(king ? 'B' : 'b');
                } else if ((state.pieces(1) & bit) != 0) {
                    text.append("  ").append(king ? 'W' : 'w');
                } else {
                    text.append(String.format("%3d", square + 1));
                }
            }
            text.append(" |\n");
        }
        text.append(border);
        text.append("  ").append(PdnFen.colour(state.toMove())).append(" to move");
        if (state.reversiblePlies() > 0) {
            text.append(", ").append(state.reversiblePlies()).append(" of ").append(CheckersState.FORTY_MOVE_PLIES)
                    .append(" plies toward the 40-move rule");
        }
        return text.append('\n').toString();
    }
}
