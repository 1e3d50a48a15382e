package dev.ply.games.chess.notation;

import dev.ply.core.GameState;
import dev.ply.core.IllegalMoveException;
import dev.ply.core.InvalidInputException;
import dev.ply.core.NotationException;
import dev.ply.core.agent.GameRecord;
import dev.ply.games.chess.ChessGame;
import dev.ply.games.chess.ChessMove;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Fen;
import dev.ply.games.chess.Piece;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Portable Game Notation: writes a played game (the Seven Tag Roster, SAN moves, the result) and reads
 * the main line of games written by any program.
 *
 * <pre>{@code
 * String pgn = Pgn.write(record, Map.of("White", "alphabeta:depth=6", "Black", "random"));
 * PgnGame game = Pgn.read(pgn);
 * ChessState end = game.end();
 * }</pre>
 *
 * <p>Reading skips comments ({@code {...}} and {@code ; ...}), recursive variations, numeric annotation
 * glyphs ({@code $1}), move numbers, annotation marks and escape lines ({@code %}); it follows a
 * {@code FEN} tag. Moves are read by the rules of movement: play may go on after a threefold repetition or
 * fifty moves, which in over-the-board chess are draws only when claimed. Each move is checked legal; an illegal or unreadable one is reported on one line with
 * the game's number and the move number.
 */
public final class Pgn {

    /** The tags every PGN game carries, in the order the standard gives. */
    public static final List<String> SEVEN_TAG_ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black",
            "Result");

    private static final int LINE_LENGTH = 79;

    private Pgn() {
    }

    /**
     * Writes a chess game played through the SPI (by the arena or the {@code play} command).
     *
     * @param record a record of a chess game
     * @param tags tags to write, such as {@code White} and {@code Event}; missing roster tags are written
     *     as {@code ?}. A {@code Result} tag overrides the result the final position implies (for a game
     *     decided on time or by adjudication).
     * @return the PGN text, ending with a newline
     * @throws IllegalArgumentException if the record is not of a chess game
     */
    public static String write(GameRecord record, Map<String, String> tags) {
        GameState start = record.start();
        if (!(start instanceof ChessState chessStart)) {
            throw new IllegalArgumentException("PGN records chess games, not " + record.game().id());
        }
        return write(chessStart, record.moves(), tags);
    }

    /**
     * Writes a chess game from its start position and moves.
     *
     * @param start the start position; not modified
     * @param moves the moves, each allowed by the rules of movement after the ones before it (play may go on
     *     after an unclaimed threefold repetition or fifty moves)
     * @param tags tags to write; see {@link #write(GameRecord, Map)}
     * @return the PGN text, ending with a newline
     * @throws IllegalArgumentException if a move is not legal where it is played
     */
    public static String write(ChessState start, List<Integer> moves, Map<String, String> tags) {
        ChessState state = start.copy();
        List<String> sans = new ArrayList<>(moves.size());
        int[] legal = new int[ChessGame.MAX_MOVES];
        for (int move : moves) {
            if (!contains(legal, state.perftMoves(legal), move)) {
                throw new IllegalArgumentException("move " + ChessMove.toUci(move) + " is not legal in " + state.notation());
            }
            sans.add(state.moveToString(move));
            state.play(move);
        }
        String result = tags.containsKey("Result") ? tags.get("Result") : resultOf(state);
        StringBuilder text = new StringBuilder();
        Map<String, String> all = new LinkedHashMap<>();
        for (String name : SEVEN_TAG_ROSTER) {
            all.put(name, tags.getOrDefault(name, name.equals("Date") ? "????.??.??" : "?"));
        }
        all.put("Result", result);
        String startFen = start.notation();
        if (!startFen.equals(Fen.START)) {
            all.put("SetUp", "1");
            all.put("FEN", startFen);
        }
        tags.forEach(all::putIfAbsent);
        all.forEach((name, value) -> text.append('[').append(name).append(" \"").append(escape(value)).append("\"]\n"));
        text.append('\n');

        List<String> tokens = new ArrayList<>();
        int number = start.fullmoveNumber();
        boolean white = start.sideToMove() == Piece.WHITE;
        for (int i = 0; i < sans.size(); i++) {
            if (white) {
                tokens.add(number + ".");
            } else if (i == 0) {
                tokens.add(number + "...");
            }
            tokens.add(sans.get(i));
            if (!white) {
                number++;
            }
            white = !white;
        }
        tokens.add(result);
        int lineLength = 0;
        for (String token : tokens) {
            if (lineLength > 0 && lineLength + 1 + token.length() > LINE_LENGTH) {
                text.append('\n');
                lineLength = 0;
            } else if (lineLength > 0) {
                text.append(' ');
                lineLength++;
            }
            text.append(token);
            lineLength += token.length();
        }
        return text.append('\n').toString();
    }

    private static boolean contains(int[] moves, int count, int move) {
        for (int i = 0; i < count; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    /**
     * The PGN result of a position: {@code 1-0} or {@code 0-1} after checkmate, {@code 1/2-1/2} after a draw
     * by the rules or a {@linkplain ChessState#claimableDraw() declared draw}, {@code *} while the game goes on.
     *
     * @param state the final position
     * @return the termination marker
     */
    public static String resultOf(ChessState state) {
        if (!state.isTerminal()) {
            return state.claimableDraw().isEmpty() ? "*" : "1/2-1/2";
        }
        int outcome = state.outcome(Piece.WHITE);
        return outcome > 0 ? "1-0" : outcome < 0 ? "0-1" : "1/2-1/2";
    }

    private static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"").replaceAll("[\\r\\n\\t]", " ");
    }

    /**
     * Reads the first game of a PGN text.
     *
     * @param text PGN
     * @return the game's main line
     * @throws NotationException if the text holds no game or a malformed one; the message is one line
     */
    public static PgnGame read(String text) {
        List<PgnGame> games = new Reader(text, 1).read();
        if (games.isEmpty()) {
            throw new NotationException("no PGN game found in the text");
        }
        return games.get(0);
    }

    /**
     * Reads every game of a PGN text.
     *
     * @param text PGN with any number of games
     * @return the games' main lines, in order
     * @throws NotationException if a game is malformed; the message is one line naming the game and move
     */
    public static List<PgnGame> readAll(String text) {
        return new Reader(text, Integer.MAX_VALUE).read();
    }

    /** A single-use tokenizer and replayer of PGN text. */
    private static final class Reader {
        private static final ChessGame CHESS = new ChessGame();

        private final String text;
        private final int limit;
        private int position;
        private final List<PgnGame> games = new ArrayList<>();

        private Map<String, String> tags = new LinkedHashMap<>();
        private ChessState state;
        private String startFen;
        private final List<Integer> moves = new ArrayList<>();
        private final List<String> sans = new ArrayList<>();
        private boolean inGame;

        Reader(String text, int limit) {
            this.text = text;
            this.limit = limit;
        }

        List<PgnGame> read() {
            while (games.size() < limit) {
                skipSpaceAndComments();
                if (position >= text.length()) {
                    break;
                }
                char c = text.charAt(position);
                if (c == '[') {
                    if (inGame && !moves.isEmpty()) {
                        finishGame("*");
                    }
                    readTag();
                } else if (c == '(') {
                    skipVariation();
                } else if (c == ')') {
                    throw error("a ')' closes no variation");
                } else if (c == '$') {
                    position++;
                    readWhile(Character::isDigit);
                } else {
                    String token = readSymbol();
                    if (token.isEmpty()) {
                        throw error("unexpected character '" + c + "'");
                    }
                    handleSymbol(token);
                }
            }
            if (games.size() < limit && (inGame || !tags.isEmpty())) {
                finishGame(tags.getOrDefault("Result", "*"));
            }
            return games;
        }

        private void handleSymbol(String token) {
            switch (token) {
                case "1-0", "0-1", "1/2-1/2", "*" -> {
                    startGameIfNeeded();
                    finishGame(token);
                    return;
                }
                default -> { }
            }
            String move = token;
            int digits = 0;
            while (digits < move.length() && Character.isDigit(move.charAt(digits))) {
                digits++;
            }
            if (digits > 0 && digits < move.length() && move.charAt(digits) == '.') {
                move = move.substring(digits).replaceFirst("^\\.+", "");
            } else if (digits == move.length()) {
                return;
            }
            if (move.isEmpty()) {
                return;
            }
            startGameIfNeeded();
            String number = state.fullmoveNumber() + (state.sideToMove() == Piece.WHITE ? ". " : "... ");
            int parsed;
            try {
                parsed = state.parseMove(move, true);
            } catch (IllegalMoveException e) {
                throw new IllegalMoveException("PGN game " + (games.size() + 1) + ", move " + number + move + ": "
                        + e.getMessage());
            } catch (NotationException e) {
                throw new NotationException("PGN game " + (games.size() + 1) + ", move " + number + move + ": "
                        + e.getMessage());
            }
            sans.add(state.moveToString(parsed));
            moves.add(parsed);
            state.play(parsed);
        }

        private void startGameIfNeeded() {
            if (inGame) {
                return;
            }
            inGame = true;
            String fen = tags.get("FEN");
            try {
                state = fen == null ? CHESS.newState() : CHESS.parseState(fen);
            } catch (InvalidInputException e) {
                throw new NotationException("PGN game " + (games.size() + 1) + " has a bad FEN tag: " + e.getMessage());
            }
            startFen = state.notation();
        }

        private void finishGame(String result) {
            startGameIfNeeded();
            games.add(new PgnGame(tags, startFen, moves, sans, result));
            tags = new LinkedHashMap<>();
            moves.clear();
            sans.clear();
            inGame = false;
            state = null;
        }

        private void readTag() {
            int start = position;
            position++;
            skipSpace();
            String name = readWhile(c -> Character.isLetterOrDigit(c) || c == '_');
            if (name.isEmpty()) {
                throw error("a tag must start with a name, as in [Event \"...\"]");
            }
            skipSpace();
            if (position >= text.length() || text.charAt(position) != '"') {
                throw error("tag " + name + " needs a quoted value");
            }
            position++;
            StringBuilder value = new StringBuilder();
            while (true) {
                if (position >= text.length()) {
                    throw errorAt(start, "tag " + name + " is not closed");
                }
                char c = text.charAt(position++);
                if (c == '\\' && position < text.length()) {
                    value.append(text.charAt(position++));
                } else if (c == '"') {
                    break;
                } else {
                    value.append(c);
                }
            }
            skipSpace();
            if (position >= text.length() || text.charAt(position) != ']') {
                throw errorAt(start, "tag " + name + " is not closed by ']'");
            }
            position++;
            tags.put(name, value.toString());
        }

        private void skipVariation() {
            int start = position;
            int depth = 0;
            while (position < text.length()) {
                char c = text.charAt(position);
                if (c == '{' || c == ';') {
                    skipSpaceAndComments();
                    continue;
                }
                position++;
                if (c == '(') {
                    depth++;
                } else if (c == ')') {
                    depth--;
                    if (depth == 0) {
                        return;
                    }
                }
            }
            throw errorAt(start, "a variation is not closed by ')'");
        }

        private void skipSpaceAndComments() {
            while (position < text.length()) {
                char c = text.charAt(position);
                if (Character.isWhitespace(c)) {
                    position++;
                } else if (c == '{') {
                    int end = text.indexOf('}', position);
                    if (end < 0) {
                        throw error("a comment is not closed by '}'");
                    }
                    position = end + 1;
                } else if (c == ';' || c == '%' && (position == 0 || text.charAt(position - 1) == '\n')) {
                    int end = text.indexOf('\n', position);
                    position = end < 0 ? text.length() : end + 1;
                } else {
                    return;
                }
            }
        }

        private void skipSpace() {
            while (position < text.length() && Character.isWhitespace(text.charAt(position))) {
                position++;
            }
        }

        private String readSymbol() {
            return readWhile(c -> !Character.isWhitespace(c) && "[](){};$".indexOf(c) < 0);
        }

        private String readWhile(java.util.function.IntPredicate accept) {
            int start = position;
            while (position < text.length() && accept.test(text.charAt(position))) {
                position++;
            }
            return text.substring(start, position);
        }

        private NotationException error(String message) {
            return errorAt(position, message);
        }

        private NotationException errorAt(int at, String message) {
            int line = 1;
            for (int i = 0; i < at && i < text.length(); i++) {
                if (text.charAt(i) == '\n') {
                    line++;
                }
            }
            return new NotationException("PGN game " + (games.size() + 1) + ", line " + line + ": " + message);
        }
    }
}
