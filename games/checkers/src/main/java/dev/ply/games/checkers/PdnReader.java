package dev.ply.games.checkers;

import dev.ply.core.NotationException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Splits PDN text into games: tag pairs, the move tokens of the main line and the game terminator.
 * Comments, variations, move numbers and annotations are dropped here; the moves are checked against
 * the rules by {@link PdnGame}.
 */
final class PdnReader {

    /**
     * One game as text.
     *
     * @param tags the tag pairs in order
     * @param moves the move tokens of the main line, without numbers or annotations
     * @param result the terminator, normalised to {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *};
     *     {@code null} if the game had none
     */
    record RawGame(Map<String, String> tags, List<String> moves, String result) {
    }

    private final String text;
    private int position;

    PdnReader(String text) {
        this.text = text;
    }

    /**
     * Reads the next game.
     *
     * @return the game, or {@code null} when only whitespace and comments remain
     */
    RawGame next() {
        Map<String, String> tags = new LinkedHashMap<>();
        List<String> moves = new ArrayList<>();
        boolean content = false;
        while (true) {
            skipSpaceAndComments();
            if (position >= text.length()) {
                return content ? new RawGame(tags, moves, null) : null;
            }
            char c = text.charAt(position);
            if (c == '[') {
                if (!moves.isEmpty()) {
                    return new RawGame(tags, moves, null);
                }
                readTag(tags);
                content = true;
            } else if (c == '(') {
                skipVariation();
            } else if (c == ')') {
                throw new NotationException("unmatched ')' in the PDN movetext at character " + (position + 1));
            } else if (c == '$') {
                position++;
                while (position < text.length() && Character.isDigit(text.charAt(position))) {
                    position++;
                }
            } else {
                String token = readToken();
                content = true;
                String result = result(token);
                if (result != null) {
                    return new RawGame(tags, moves, result);
                }
                String move = moveOf(token);
                if (move != null) {
                    moves.add(move);
                }
            }
        }
    }

    private void skipSpaceAndComments() {
        while (position < text.length()) {
            char c = text.charAt(position);
            if (Character.isWhitespace(c)) {
                position++;
            } else if (c == '{') {
                skipComment();
            } else if (c == ';' || c == '%' && (position == 0 || text.charAt(position - 1) == '\n')) {
                while (position < text.length() && text.charAt(position) != '\n') {
                    position++;
                }
            } else {
                return;
            }
        }
    }

    private void skipComment() {
        int end = text.indexOf('}', position);
        if (end < 0) {
            throw new NotationException("unterminated comment '{' at character " + (position + 1) + " of the PDN text");
        }
        position = end + 1;
    }

    private void skipVariation() {
        int start = position;
        int depth = 0;
        while (position < text.length()) {
            char c = text.charAt(position);
            if (c == '{') {
                skipComment();
                continue;
            }
            if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                position++;
                return;
            }
            position++;
        }
        throw new NotationException("unterminated variation '(' at character " + (start + 1) + " of the PDN text");
    }

    private void readTag(Map<String, String> tags) {
        int start = position;
        position++;
        int nameStart = position;
        while (position < text.length() && (Character.isLetterOrDigit(text.charAt(position))
                || text.charAt(position) == '_')) {
            position++;
        }
        String name = text.substring(nameStart, position);
        while (position < text.length() && Character.isWhitespace(text.charAt(position))) {
            position++;
        }
        if (name.isEmpty() || position >= text.length() || text.charAt(position) != '"') {
            throw new NotationException("malformed tag pair at character " + (start + 1)
                    + " of the PDN text; expected [Name \"value\"]");
        }
        position++;
        StringBuilder value = new StringBuilder();
        while (position < text.length() && text.charAt(position) != '"') {
            char c = text.charAt(position++);
            if (c == '\\' && position < text.length()) {
                c = text.charAt(position++);
            }
            value.append(c);
        }
        int close = position < text.length() ? text.indexOf(']', position) : -1;
        if (close < 0 || !text.substring(position + 1, close).isBlank()) {
            throw new NotationException("unterminated tag pair [" + name + " ...] at character " + (start + 1)
                    + " of the PDN text");
        }
        position = close + 1;
        tags.put(name, value.toString());
    }

    private String readToken() {
        int start = position;
        while (position < text.length()) {
            char c = text.charAt(position);
            if (Character.isWhitespace(c) || "[]{}();$".indexOf(c) >= 0) {
                break;
            }
            position++;
        }
        return text.substring(start, position);
    }

    private static String result(String token) {
        return switch (token) {
            case "1-0", "2-0" -> PdnGame.BLACK_WINS;
            case "0-1", "0-2" -> PdnGame.WHITE_WINS;
            case "1/2-1/2", "1-1", "\u00bd-\u00bd" -> PdnGame.DRAW;
            case "*", "0-0" -> PdnGame.UNFINISHED;
            default -> null;
        };
    }

    /** The move in a token, without its move number or annotation; {@code null} for a bare move number. */
    private static String moveOf(String token) {
        String move = token;
        int digits = 0;
        while (digits < move.length() && Character.isDigit(move.charAt(digits))) {
            digits++;
        }
        if (digits > 0 && digits < move.length() && move.charAt(digits) == '.') {
            int dots = digits;
            while (dots < move.length() && move.charAt(dots) == '.') {
                dots++;
            }
            move = move.substring(dots);
        }
        int end = move.length();
        while (end > 0 && "!?*".indexOf(move.charAt(end - 1)) >= 0) {
            end--;
        }
        move = move.substring(0, end);
        if (move.isEmpty()) {
            return null;
        }
        for (int i = 0; i < move.length(); i++) {
            char c = move.charAt(i);
            if (!Character.isDigit(c) && "-xX:".indexOf(c) < 0) {
                throw new NotationException("unexpected '" + token + "' in the PDN movetext; expected moves such as"
                        + " 11-15 or 22x15");
            }
        }
        return move;
    }
}
