package dev.ply.games.go;

import dev.ply.core.InvalidInputException;
import dev.ply.core.NotationException;
import dev.ply.core.agent.GameRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Go games in the Smart Game Format (SGF, FF[4]), as Sabaki, GoGui, KGS, GNU Go and game databases keep them.
 *
 * <p><b>Writing</b> gives one game tree: the root with {@code GM[1] FF[4] CA[UTF-8] AP[Ply] SZ KM RU[Chinese]}, the
 * players ({@code PB}, {@code PW}), {@code EV}, {@code RO}, {@code DT}, the result {@code RE} ({@code B+3.5} counted
 * by the rules, {@code W+R} for a resignation, {@code B+T} for a loss on time, {@code B+F} for a forfeit, {@code 0}
 * for a draw), a start position with stones as {@code AB}/{@code AW} setup and {@code PL}; then a node per move,
 * {@code B[dc]} (column letter, then row letter from the top) and {@code B[]} for a pass.
 *
 * <p><b>Reading</b> takes a collection of game trees and follows each one's main line (the first variation at every
 * branch). It reads {@code GM} (1 or absent), {@code SZ} (5 to 19, square), {@code KM}, setup in the root
 * ({@code AB}, {@code AW}, {@code AE}, with compressed point lists such as {@code [aa:cc]}), {@code PL}, and the
 * moves {@code B} and {@code W} ({@code []} or {@code [tt]} for a pass); other properties are skipped. The first
 * move decides who is to move when {@code PL} is absent (a handicap game's White); after it, colours must alternate.
 * Errors name the line and the property: {@code SGF line 3, property SZ[25]: ...}.
 */
final class GoSgf {

    /** A game read from SGF: its start, its moves (as points of the start's board) and the properties of its root. */
    record Game(GoState start, List<Integer> moves, Map<String, String> root) {

        /** The position after every move. */
        GoState end() {
            GoState state = start.copy();
            for (int move : moves) {
                state.play(move);
            }
            return state;
        }
    }

    private GoSgf() {
    }

    // ----------------------------------------------------------------------------------------------- writing

    static String write(GameRecord record, Map<String, String> tags) {
        GoState start = (GoState) record.start();
        GoGame game = start.game();
        int size = game.size();
        StringBuilder text = new StringBuilder("(;GM[1]FF[4]CA[UTF-8]AP[Ply]");
        text.append("SZ[").append(size).append(']');
        text.append("KM[").append(GoNotation.komiText(game.komiHalfPoints())).append(']');
        text.append("RU[Chinese]");
        property(text, "PB", tags.get("Black"));
        property(text, "PW", tags.get("White"));
        property(text, "EV", tags.get("Event"));
        property(text, "RO", tags.get("Round"));
        String date = tags.get("Date");
        if (date != null && date.matches("\\d{4}\\.\\d{2}\\.\\d{2}")) {
            property(text, "DT", date.replace('.', '-'));
        }
        property(text, "RE", result(record, tags));
        StringBuilder comment = new StringBuilder();
        if (tags.containsKey("Termination")) {
            comment.append("Termination: ").append(tags.get("Termination"));
        }
        if (tags.containsKey("TimeControl")) {
            comment.append(comment.isEmpty() ? "" : "\n").append("TimeControl: ").append(tags.get("TimeControl"));
        }
        property(text, "GC", comment.isEmpty() ? null : comment.toString());
        StringBuilder black = new StringBuilder();
        StringBuilder white = new StringBuilder();
        for (int point = 0; point < size * size; point++) {
            int stone = start.stone(point);
            if (stone >= 0) {
                (stone == 0 ? black : white).append('[').append(coordinate(point, size)).append(']');
            }
        }
        if (!black.isEmpty()) {
            text.append("AB").append(black);
        }
        if (!white.isEmpty()) {
            text.append("AW").append(white);
        }
        if (start.toMove() == 1) {
            text.append("PL[W]");
        }
        GoState state = start.copy();
        int count = 0;
        for (int move : record.moves()) {
            text.append(count++ % 10 == 0 ? "\n" : "").append(';').append(state.toMove() == 0 ? 'B' : 'W').append('[')
                    .append(move == game.passMove() ? "" : coordinate(move, size)).append(']');
            state.play(move);
        }
        return text.append(")\n").toString();
    }

    /** The result: as the tags say for a game not ended by the rules, else counted on the final position. */
    private static String result(GameRecord record, Map<String, String> tags) {
        String result = tags.get("Result");
        if (result != null && !result.equals("*")) {
            String termination = tags.getOrDefault("Termination", "");
            String how = termination.startsWith("resignation") || termination.startsWith("adjudication") ? "R"
                    : termination.startsWith("time") ? "T" : "F";
            return switch (result) {
                case "1-0" -> "B+" + how;
                case "0-1" -> "W+" + how;
                case "1/2-1/2" -> "0";
                default -> "?";
            };
        }
        GoState end = (GoState) record.current();
        if (!end.isTerminal()) {
            return "?";
        }
        int half = end.scoreHalfPoints();
        return half == 0 ? "0" : (half > 0 ? "B+" : "W+") + GoNotation.komiText(Math.abs(half));
    }

    private static void property(StringBuilder text, String name, String value) {
        if (value != null && !value.isEmpty()) {
            text.append(name).append('[').append(value.replace("\\", "\\\\").replace("]", "\\]")).append(']');
        }
    }

    private static String coordinate(int point, int size) {
        char column = (char) ('a' + point % size);
        char row = (char) ('a' + size - 1 - point / size);
        return "" + column + row;
    }

    // ----------------------------------------------------------------------------------------------- reading

    /** A property as read: its name, its values and the line it started on. */
    private record Property(String name, List<String> values, int line) {

        String where() {
            return "SGF line " + line + ", property " + name + "[" + shown(values.isEmpty() ? "" : values.get(0)) + "]";
        }
    }

    /** Reads every game tree of a collection, each along its main line. */
    static List<Game> read(String text) {
        Reader reader = new Reader(text);
        List<Game> games = new ArrayList<>();
        reader.skipSpace();
        while (!reader.atEnd()) {
            if (reader.peek() != '(') {
                throw reader.error("expected '(' to start a game tree, found '" + reader.peek() + "'");
            }
            List<List<Property>> nodes = new ArrayList<>();
            reader.mainLine(nodes);
            games.add(interpret(nodes, reader.line));
            reader.skipSpace();
        }
        if (games.isEmpty()) {
            throw new NotationException("SGF: no game tree (a game starts with '(;')");
        }
        return games;
    }

    private static Game interpret(List<List<Property>> nodes, int lastLine) {
        if (nodes.isEmpty()) {
            throw new NotationException("SGF line " + lastLine + ": a game tree without nodes");
        }
        Map<String, String> root = new LinkedHashMap<>();
        int size = 19;
        double komi = 0;
        for (Property property : nodes.get(0)) {
            root.put(property.name(), property.values().isEmpty() ? "" : property.values().get(0));
            String value = property.values().isEmpty() ? "" : property.values().get(0).strip();
            switch (property.name()) {
                case "GM" -> {
                    if (!value.equals("1")) {
                        throw new NotationException(property.where() + ": the game is not Go (GM[1])");
                    }
                }
                case "SZ" -> {
                    if (!value.matches("\\d{1,3}")) {
                        throw new NotationException(property.where() + ": a board size is a number (square boards"
                                + " only)");
                    }
                    size = Integer.parseInt(value);
                    if (size < GoGame.MIN_SIZE || size > GoGame.MAX_SIZE) {
                        throw new NotationException(property.where() + ": Ply plays Go on 5x5 to 19x19");
                    }
                }
                case "KM" -> {
                    try {
                        komi = Double.parseDouble(value);
                    } catch (NumberFormatException e) {
                        throw new NotationException(property.where() + ": the komi is a number");
                    }
                    if (komi * 2 != Math.rint(komi * 2) || Math.abs(komi) > 1000) {
                        throw new NotationException(property.where() + ": the komi must be a multiple of 0.5");
                    }
                }
                default -> {
                    // other root properties are kept in the map and otherwise skipped
                }
            }
        }
        GoGame game = GoGame.of(size, komi);
        int[] stones = new int[size * size];
        int side = -1;
        for (Property property : nodes.get(0)) {
            switch (property.name()) {
                case "AB", "AW", "AE" -> {
                    int colour = property.name().equals("AB") ? GoState.BLACK
                            : property.name().equals("AW") ? GoState.WHITE : GoState.EMPTY;
                    for (String value : property.values()) {
                        for (int point : points(value, size, property)) {
                            stones[point] = colour;
                        }
                    }
                }
                case "PL" -> side = player(property);
                default -> {
                }
            }
        }
        GoState start = null;
        List<Integer> moves = new ArrayList<>();
        GoState state = null;
        for (int n = 0; n < nodes.size(); n++) {
            for (Property property : nodes.get(n)) {
                switch (property.name()) {
                    case "B", "W" -> {
                        int colour = property.name().equals("B") ? 0 : 1;
                        if (state == null) {
                            state = setUp(game, stones, side >= 0 ? side : colour, property);
                            start = state.copy();
                        }
                        if (state.toMove() != colour) {
                            throw new NotationException(property.where() + ": " + (colour == 0 ? "Black" : "White")
                                    + " moves twice in a row, which Ply's positions cannot hold (add a pass)");
                        }
                        String value = property.values().isEmpty() ? "" : property.values().get(0).strip();
                        int move;
                        if (value.isEmpty() || value.equals("tt") && size <= 19) {
                            move = game.passMove();
                        } else {
                            move = points(value, size, property).get(0);
                        }
                        try {
                            state.parseMove(state.moveToString(move)); // the legality check, with its reason
                        } catch (InvalidInputException e) {
                            throw new NotationException(property.where() + ": " + e.getMessage());
                        }
                        state.play(move);
                        moves.add(move);
                    }
                    case "AB", "AW", "AE" -> {
                        if (n > 0) {
                            throw new NotationException(property.where() + ": setup stones after the root node are"
                                    + " not supported");
                        }
                    }
                    default -> {
                    }
                }
            }
        }
        if (state == null) {
            start = setUp(game, stones, side >= 0 ? side : 0, null);
        }
        return new Game(start, moves, root);
    }

    private static GoState setUp(GoGame game, int[] stones, int side, Property at) {
        String rows = GoNotation.rows(point -> stones[point], game.size());
        String notation = rows + (side == 0 ? " b" : " w") + " komi=" + GoNotation.komiText(game.komiHalfPoints());
        try {
            return GoNotation.parse(notation, game);
        } catch (NotationException e) {
            throw new NotationException((at == null ? "SGF setup" : at.where()) + ": " + e.getMessage());
        }
    }

    private static int player(Property property) {
        String value = property.values().isEmpty() ? "" : property.values().get(0).strip().toUpperCase(Locale.ROOT);
        return switch (value) {
            case "B" -> 0;
            case "W" -> 1;
            default -> throw new NotationException(property.where() + ": PL is B or W");
        };
    }

    /** A point, or a rectangle {@code aa:cc} of points. */
    private static List<Integer> points(String value, int size, Property property) {
        String text = value.strip();
        int colon = text.indexOf(':');
        if (colon < 0) {
            return List.of(point(text, size, property));
        }
        int from = point(text.substring(0, colon), size, property);
        int to = point(text.substring(colon + 1), size, property);
        List<Integer> points = new ArrayList<>();
        for (int row = Math.min(from / size, to / size); row <= Math.max(from / size, to / size); row++) {
            for (int column = Math.min(from % size, to % size); column <= Math.max(from % size, to % size); column++) {
                points.add(row * size + column);
            }
        }
        return points;
    }

    private static int point(String text, int size, Property property) {
        if (text.length() != 2) {
            throw new NotationException(property.where() + ": a point is two letters, such as dd");
        }
        int column = text.charAt(0) - 'a';
        int fromTop = text.charAt(1) - 'a';
        if (column < 0 || column >= size || fromTop < 0 || fromTop >= size) {
            throw new NotationException(property.where() + ": '" + shown(text) + "' is off the " + size + "x" + size
                    + " board");
        }
        return (size - 1 - fromTop) * size + column;
    }

    private static String shown(String text) {
        String line = text.replaceAll("\\p{Cntrl}", "?");
        return line.length() > 20 ? line.substring(0, 20) + "..." : line;
    }

    /** The lexer and the tree walk, keeping the line number for messages. */
    private static final class Reader {
        private final String text;
        private int at;
        int line = 1;

        Reader(String text) {
            this.text = text;
        }

        boolean atEnd() {
            return at >= text.length();
        }

        char peek() {
            return text.charAt(at);
        }

        char next() {
            char c = text.charAt(at++);
            if (c == '\n') {
                line++;
            }
            return c;
        }

        void skipSpace() {
            while (!atEnd() && Character.isWhitespace(peek())) {
                next();
            }
        }

        NotationException error(String message) {
            return new NotationException("SGF line " + line + ": " + message);
        }

        /** Reads a game tree at '(' into the nodes of its main line; variations after the first are skipped. */
        void mainLine(List<List<Property>> nodes) {
            expect('(');
            skipSpace();
            if (atEnd() || peek() != ';') {
                throw error("a game tree starts with a node (';')");
            }
            while (!atEnd() && peek() == ';') {
                next();
                nodes.add(node());
                skipSpace();
            }
            boolean first = true;
            while (!atEnd() && peek() == '(') {
                if (first) {
                    mainLine(nodes);
                    first = false;
                } else {
                    mainLine(new ArrayList<>());
                }
                skipSpace();
            }
            expect(')');
        }

        private void expect(char c) {
            skipSpace();
            if (atEnd()) {
                throw error("the text ends where '" + c + "' should be");
            }
            if (peek() != c) {
                throw error("expected '" + c + "', found '" + peek() + "'");
            }
            next();
        }

        private List<Property> node() {
            List<Property> properties = new ArrayList<>();
            skipSpace();
            while (!atEnd() && Character.isLetter(peek())) {
                int start = line;
                StringBuilder name = new StringBuilder();
                while (!atEnd() && Character.isLetter(peek())) {
                    char c = next();
                    if (Character.isUpperCase(c)) {
                        name.append(c); // FF[3] files may write lower-case letters in names: they do not count
                    }
                }
                skipSpace();
                List<String> values = new ArrayList<>();
                while (!atEnd() && peek() == '[') {
                    values.add(value());
                    skipSpace();
                }
                if (values.isEmpty()) {
                    throw new NotationException("SGF line " + start + ", property " + name + ": a property needs a"
                            + " value in brackets");
                }
                properties.add(new Property(name.toString(), values, start));
            }
            return properties;
        }

        private String value() {
            int start = line;
            next(); // '['
            StringBuilder value = new StringBuilder();
            while (true) {
                if (atEnd()) {
                    throw new NotationException("SGF line " + start + ": a value opened with '[' is never closed");
                }
                char c = next();
                if (c == ']') {
                    return value.toString();
                }
                if (c == '\\') {
                    if (atEnd()) {
                        continue;
                    }
                    char escaped = next();
                    if (escaped == '\n' || escaped == '\r') {
                        continue; // a soft line break
                    }
                    value.append(escaped);
                } else {
                    value.append(c);
                }
            }
        }
    }
}
