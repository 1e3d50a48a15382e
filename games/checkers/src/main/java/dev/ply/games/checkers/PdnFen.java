package dev.ply.games.checkers;

import dev.ply.core.NotationException;

/**
 * Reads and writes positions as PDN FEN: {@code B:W21,22,23,K5:B1,2,K30} is the side to move
 * ({@code B} or {@code W}), then each side's pieces as PDN square numbers, {@code K} marking a king.
 *
 * <p>Written: the side to move, White's pieces, Black's pieces, each side's men in ascending order
 * then its kings, and, only when it is not zero, the plies played toward the 40-move rule as
 * {@code :H<n>} (the half-move clock field that Lidraughts adds to PDN FEN). Read liberally: letters in
 * either case, the two piece lists in either order, ranges such as {@code 1-12}, spaces, an optional
 * trailing period, {@code :H<n>} and a move number {@code :F<n>} (accepted and ignored).
 *
 * <p>Rejected, with a one-line message: anything but {@code B} or {@code W} as the side to move, a
 * missing or repeated piece list, square numbers outside 1–32, a square listed twice, more than 12
 * pieces of one side, a man on the row where it would have been crowned, and a position where the
 * side not to move has no pieces (the game ended before it could be that side's opponent's turn).
 */
final class PdnFen {

    private PdnFen() {
    }

    static String write(CheckersState state) {
        StringBuilder text = new StringBuilder();
        text.append(state.toMove() == 0 ? 'B' : 'W');
        appendPieces(text, 'W', state.pieces(1), state.kings());
        appendPieces(text, 'B', state.pieces(0), state.kings());
        if (state.reversiblePlies() > 0) {
            text.append(":H").append(state.reversiblePlies());
        }
        return text.toString();
    }

    private static void appendPieces(StringBuilder text, char colour, int pieces, int kings) {
        text.append(':').append(colour);
        boolean first = true;
        for (int pass = 0; pass < 2; pass++) {
            int remaining = pass == 0 ? pieces & ~kings : pieces & kings;
            while (remaining != 0) {
                int square = Integer.numberOfTrailingZeros(remaining);
                remaining &= remaining - 1;
                if (!first) {
                    text.append(',');
                }
                first = false;
                if (pass == 1) {
                    text.append('K');
                }
                text.append(square + 1);
            }
        }
    }

    static CheckersState parse(CheckersGame game, String notation) {
        String text = notation.strip();
        if (text.endsWith(".")) {
            text = text.substring(0, text.length() - 1).strip();
        }
        if (text.isEmpty()) {
            throw new NotationException("empty PDN FEN; expected something like B:W21,22,23:B1,2,3");
        }
        String[] fields = text.split(":", -1);
        String side = fields[0].strip().toUpperCase(java.util.Locale.ROOT);
        if (!side.equals("B") && !side.equals("W")) {
            throw new NotationException("a PDN FEN starts with the side to move, B or W, not '" + fields[0].strip()
                    + "' (in '" + notation + "')");
        }
        int toMove = side.equals("B") ? 0 : 1;
        int[] pieces = new int[2];
        boolean[] listed = new boolean[2];
        int kings = 0;
        int reversiblePlies = 0;
        for (int i = 1; i < fields.length; i++) {
            String field = fields[i].strip();
            if (field.isEmpty()) {
                throw new NotationException("empty field " + (i + 1) + " in PDN FEN '" + notation + "'");
            }
            char tag = Character.toUpperCase(field.charAt(0));
            String body = field.substring(1).strip();
            switch (tag) {
                case 'W', 'B' -> {
                    int player = tag == 'B' ? 0 : 1;
                    if (listed[player]) {
                        throw new NotationException(colour(player) + "'s pieces are listed twice in '" + notation
                                + "'");
                    }
                    long parsed = parseSquares(body, colour(player), notation);
                    listed[player] = true;
                    pieces[player] = (int) parsed;
                    kings |= (int) (parsed >>> 32);
                }
                case 'H' -> reversiblePlies = parseCounter(body, "half-move clock", notation);
                case 'F' -> parseCounter(body, "move number", notation);
                default -> throw new NotationException("unknown field '" + field + "' in PDN FEN '" + notation
                        + "'; expected W or B followed by squares");
            }
        }
        for (int player = 0; player < 2; player++) {
            if (!listed[player]) {
                throw new NotationException("PDN FEN '" + notation + "' does not list " + colour(player)
                        + "'s pieces (a field starting with " + colour(player).charAt(0) + ")");
            }
        }
        validate(pieces[0], pieces[1], kings, toMove, notation);
        return new CheckersState(game, pieces[0], pieces[1], kings, toMove, reversiblePlies);
    }

    /** Returns the squares in the low 32 bits and the kings among them in the high 32 bits. */
    private static long parseSquares(String body, String colour, String notation) {
        int squares = 0;
        int kings = 0;
        if (body.isEmpty()) {
            return 0;
        }
        for (String rawItem : body.split(",", -1)) {
            String item = rawItem.strip();
            if (item.isEmpty()) {
                throw new NotationException("empty entry in " + colour + "'s squares in '" + notation + "'");
            }
            boolean king = Character.toUpperCase(item.charAt(0)) == 'K';
            String range = king ? item.substring(1).strip() : item;
            int dash = range.indexOf('-');
            int first = squareNumber(dash < 0 ? range : range.substring(0, dash), colour, notation);
            int last = dash < 0 ? first : squareNumber(range.substring(dash + 1), colour, notation);
            if (last < first) {
                throw new NotationException("backward range '" + item + "' in " + colour + "'s squares in '"
                        + notation + "'");
            }
            for (int number = first; number <= last; number++) {
                int bit = 1 << (number - 1);
                if ((squares & bit) != 0) {
                    throw new NotationException("square " + number + " is listed twice for " + colour + " in '"
                            + notation + "'");
                }
                squares |= bit;
                if (king) {
                    kings |= bit;
                }
            }
        }
        return (long) kings << 32 | squares & 0xFFFF_FFFFL;
    }

    private static int squareNumber(String text, String colour, String notation) {
        String digits = text.strip();
        if (digits.isEmpty() || digits.length() > 2 || !digits.chars().allMatch(Character::isDigit)) {
            throw new NotationException("'" + text.strip() + "' is not a square number (1-32) in " + colour
                    + "'s squares in '" + notation + "'");
        }
        int number = Integer.parseInt(digits);
        if (number < 1 || number > BoardGeometry.SQUARES) {
            throw new NotationException("square " + number + " is off the board (1-32) in " + colour
                    + "'s squares in '" + notation + "'");
        }
        return number;
    }

    private static int parseCounter(String body, String what, String notation) {
        if (body.isEmpty() || body.length() > 6 || !body.chars().allMatch(Character::isDigit)) {
            throw new NotationException("the " + what + " must be a number, not '" + body + "', in '" + notation
                    + "'");
        }
        return Integer.parseInt(body);
    }

    private static void validate(int black, int white, int kings, int toMove, String notation) {
        int both = black & white;
        if (both != 0) {
            throw new NotationException("square " + (Integer.numberOfTrailingZeros(both) + 1)
                    + " holds both a Black and a White piece in '" + notation + "'");
        }
        for (int player = 0; player < 2; player++) {
            int own = player == 0 ? black : white;
            if (Integer.bitCount(own) > 12) {
                throw new NotationException(colour(player) + " has " + Integer.bitCount(own)
                        + " pieces; a side has at most 12, in '" + notation + "'");
            }
            int crowning = own & ~kings & BoardGeometry.crowningRow(player);
            if (crowning != 0) {
                throw new NotationException("a " + colour(player) + " man on square "
                        + (Integer.numberOfTrailingZeros(crowning) + 1) + " would have been crowned; write K"
                        + (Integer.numberOfTrailingZeros(crowning) + 1) + " in '" + notation + "'");
            }
        }
        int waiting = toMove == 0 ? white : black;
        if (waiting == 0) {
            throw new NotationException("impossible position '" + notation + "': " + colour(toMove ^ 1)
                    + " has no pieces, so the game ended on " + colour(toMove ^ 1) + "'s turn, not "
                    + colour(toMove) + "'s");
        }
    }

    static String colour(int player) {
        return player == 0 ? "Black" : "White";
    }
}
