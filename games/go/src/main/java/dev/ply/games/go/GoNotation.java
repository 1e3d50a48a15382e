package dev.ply.games.go;

import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Go's notations: GTP vertices for moves, and a compact position notation that round-trips.
 *
 * <p>A position is written {@code ROWS SIDE komi=K [ko=V] [captures=B,W] [passes=N] [superko=situational]}: the rows from the top (the
 * highest row number) down, separated by {@code /}, each a string of {@code X} (Black), {@code O} (White) and digits
 * counting empty points (as FEN counts empty squares; {@code 19} is nineteen); the side to move, {@code b} or
 * {@code w}; the komi; the simple-ko point where the side to move may not play at once; the stones each player has
 * captured (left out when both are 0); the passes just played (1, or 2 in a finished game); the superko rule when
 * it is not the default, positional. The 9x9 start is
 * {@code 9/9/9/9/9/9/9/9/9 b komi=7.5}.
 */
final class GoNotation {

    private GoNotation() {
    }

    static String vertex(int point, int size) {
        return GoGame.COLUMNS.charAt(point % size) + Integer.toString(point / size + 1);
    }

    static int parseVertex(String text, int size) {
        if (text.length() < 2 || text.length() > 3) {
            throw new NotationException("'" + shown(text) + "' is not a vertex such as D4 or pass");
        }
        char letter = Character.toUpperCase(text.charAt(0));
        if (letter == 'I') {
            throw new NotationException("'" + shown(text) + "': Go's column letters skip I (A-H, J-T)");
        }
        int column = GoGame.COLUMNS.indexOf(letter);
        String digits = text.substring(1);
        if (column < 0 || !digits.chars().allMatch(Character::isDigit)) {
            throw new NotationException("'" + shown(text) + "' is not a vertex such as D4 or pass");
        }
        int row = Integer.parseInt(digits) - 1;
        if (column >= size || row < 0 || row >= size) {
            throw new IllegalMoveException(text.toUpperCase(Locale.ROOT) + " is off the " + size + "x" + size
                    + " board");
        }
        return row * size + column;
    }

    static String komiText(int halfPoints) {
        return halfPoints % 2 == 0 ? Integer.toString(halfPoints / 2)
                : (halfPoints < 0 && halfPoints > -2 ? "-" : "") + (halfPoints / 2) + ".5";
    }

    static String write(GoState state) {
        StringBuilder text = new StringBuilder(rows(state::colour, state.size()));
        text.append(state.toMove() == 0 ? " b" : " w");
        text.append(" komi=").append(komiText(state.game().komiHalfPoints()));
        if (state.koPoint() >= 0) {
            text.append(" ko=").append(vertex(state.koPoint(), state.size()));
        }
        if (state.captures(0) != 0 || state.captures(1) != 0) {
            text.append(" captures=").append(state.captures(0)).append(',').append(state.captures(1));
        }
        if (state.consecutivePasses() > 0) {
            text.append(" passes=").append(state.consecutivePasses());
        }
        if (state.game().situationalSuperko()) {
            text.append(" superko=situational");
        }
        return text.toString();
    }

    /**
     * The rows field of a position: rows from the top, {@code X}, {@code O} and counts of empty points.
     *
     * @param colourAt the colour ({@link GoState#EMPTY}, {@link GoState#BLACK}, {@link GoState#WHITE}) of a point
     * @param size the board's side
     */
    static String rows(java.util.function.IntUnaryOperator colourAt, int size) {
        StringBuilder text = new StringBuilder();
        for (int row = size - 1; row >= 0; row--) {
            int empty = 0;
            for (int column = 0; column < size; column++) {
                int stone = colourAt.applyAsInt(row * size + column);
                if (stone == GoState.EMPTY) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    text.append(empty);
                    empty = 0;
                }
                text.append(stone == GoState.BLACK ? 'X' : 'O');
            }
            if (empty > 0) {
                text.append(empty);
            }
            if (row > 0) {
                text.append('/');
            }
        }
        return text.toString();
    }

    static GoState parse(String notation) {
        return parse(notation, null);
    }

    /** Reads a position; with a game, as a position of that game whatever komi and superko rule the text gives. */
    static GoState parse(String notation, GoGame under) {
        if (notation == null || notation.isBlank()) {
            throw new NotationException("empty Go position: expected rows, side to move and komi, such as"
                    + " 9/9/9/9/9/9/9/9/9 b komi=7.5");
        }
        String[] fields = notation.strip().split("\\s+");
        String[] rows = fields[0].split("/", -1);
        int size = rows.length;
        if (size < GoGame.MIN_SIZE || size > GoGame.MAX_SIZE) {
            throw new NotationException("a Go position has 5 to 19 rows separated by '/', not " + size + ": '"
                    + shown(fields[0]) + "'");
        }
        int[] stones = new int[size * size];
        for (int r = 0; r < size; r++) {
            int row = size - 1 - r;
            int column = 0;
            String text = rows[r];
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (Character.isDigit(c)) {
                    int j = i;
                    while (j < text.length() && Character.isDigit(text.charAt(j))) {
                        j++;
                    }
                    if (c == '0') {
                        throw new NotationException("row " + (row + 1) + " has a count of empty points starting"
                                + " with 0: '" + shown(text) + "'");
                    }
                    if (j - i > 2) {
                        throw new NotationException("row " + (row + 1) + " has a run of empty points longer than"
                                + " the board: '" + shown(text) + "'");
                    }
                    int run = Integer.parseInt(text.substring(i, j));
                    if (run == 0) {
                        throw new NotationException("row " + (row + 1) + " counts 0 empty points: '" + shown(text)
                                + "'");
                    }
                    column += run;
                    i = j - 1;
                } else if (c == 'X' || c == 'O' || c == 'x' || c == 'o') {
                    if (column < size) {
                        stones[row * size + column] = Character.toUpperCase(c) == 'X' ? GoState.BLACK
                                : GoState.WHITE;
                    }
                    column++;
                } else {
                    throw new NotationException("row " + (row + 1) + " has '" + shown(String.valueOf(c))
                            + "'; rows hold X (Black), O (White) and digits counting empty points");
                }
                if (column > size) {
                    break;
                }
            }
            if (column != size) {
                throw new NotationException("row " + (row + 1) + " has " + column + " points, the board " + size
                        + ": '" + shown(text) + "'");
            }
        }
        if (fields.length < 2) {
            throw new NotationException("a Go position needs the side to move (b or w) after the rows");
        }
        int side = switch (fields[1]) {
            case "b", "B" -> 0;
            case "w", "W" -> 1;
            default -> throw new NotationException("the side to move is b or w, not '" + shown(fields[1]) + "'");
        };
        Double komi = null;
        String ko = null;
        int blackCaptures = 0;
        int whiteCaptures = 0;
        int passes = 0;
        boolean situational = false;
        Set<String> seen = new HashSet<>();
        for (int f = 2; f < fields.length; f++) {
            String field = fields[f];
            int eq = field.indexOf('=');
            String key = eq < 0 ? field : field.substring(0, eq);
            String value = eq < 0 ? "" : field.substring(eq + 1);
            if (!seen.add(key)) {
                throw new NotationException("'" + shown(key) + "' is given twice");
            }
            switch (key) {
                case "komi" -> komi = number(value, "komi");
                case "ko" -> ko = value;
                case "captures" -> {
                    String[] counts = value.split(",", -1);
                    if (counts.length != 2) {
                        throw new NotationException("captures are written captures=B,W, not '" + shown(value) + "'");
                    }
                    blackCaptures = count(counts[0], "Black's captures");
                    whiteCaptures = count(counts[1], "White's captures");
                }
                case "passes" -> {
                    passes = count(value, "passes");
                    if (passes > 2) {
                        throw new NotationException("passes is 0, 1 or 2 (a finished game), not " + passes);
                    }
                }
                case "superko" -> situational = switch (value) {
                    case "positional" -> false;
                    case "situational" -> true;
                    default -> throw new NotationException("superko is positional or situational, not '"
                            + shown(value) + "'");
                };
                default -> throw new NotationException("unknown field '" + shown(key)
                        + "'; a Go position has komi=, ko=, captures=, passes= and superko=");
            }
        }
        if (komi == null) {
            throw new NotationException("a Go position needs its komi, such as komi=7.5");
        }
        GoGame game = under != null ? under : GoGame.of(size, komi, situational);
        int koPoint = -1;
        if (ko != null) {
            try {
                koPoint = parseVertex(ko, size);
            } catch (NotationException e) {
                throw new NotationException("ko: " + e.getMessage());
            }
            if (stones[koPoint] != GoState.EMPTY) {
                throw new NotationException("the ko point " + vertex(koPoint, size) + " is not empty");
            }
            if (passes > 0) {
                throw new NotationException("a pass ends a ko: a position cannot have both ko= and passes=");
            }
        }
        GoState state = game.newState();
        state.setUp(stones, side, koPoint, passes, blackCaptures, whiteCaptures);
        String dead = state.groupWithoutLiberties();
        if (dead != null) {
            throw new NotationException("the group at " + dead + " has no liberties, which no game can reach");
        }
        return state;
    }

    private static double number(String value, String what) {
        try {
            return Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw new NotationException(what + " must be a number, not '" + shown(value) + "'");
        }
    }

    private static int count(String value, String what) {
        if (value.isEmpty() || value.length() > 6 || !value.chars().allMatch(Character::isDigit)) {
            throw new NotationException(what + " must be a whole number, not '" + shown(value) + "'");
        }
        return Integer.parseInt(value);
    }

    static String diagram(GoState state) {
        int size = state.size();
        StringBuilder text = new StringBuilder("   ");
        for (int column = 0; column < size; column++) {
            text.append(' ').append(GoGame.COLUMNS.charAt(column));
        }
        text.append('\n');
        for (int row = size - 1; row >= 0; row--) {
            text.append(String.format(Locale.ROOT, "%2d ", row + 1));
            for (int column = 0; column < size; column++) {
                int point = row * size + column;
                int stone = state.colour(point);
                text.append(' ').append(stone == GoState.BLACK ? 'X' : stone == GoState.WHITE ? 'O'
                        : point == state.koPoint() ? '*' : '.');
            }
            text.append(String.format(Locale.ROOT, " %2d%n", row + 1));
        }
        text.append("   ");
        for (int column = 0; column < size; column++) {
            text.append(' ').append(GoGame.COLUMNS.charAt(column));
        }
        text.append('\n').append(state.isTerminal() ? "game over" : (state.toMove() == 0 ? "Black" : "White")
                + " to move").append(", komi ").append(komiText(state.game().komiHalfPoints()))
                .append(", captures ").append(state.captures(0)).append(" - ").append(state.captures(1)).append('\n');
        return text.toString();
    }

    private static String shown(String text) {
        String line = text.replaceAll("\\p{Cntrl}", "?");
        return line.length() > 40 ? line.substring(0, 40) + "..." : line;
    }
}
