package dev.ply.games.checkers;

import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One game of English draughts in PDN (Portable Draughts Notation): its tag pairs, its start position,
 * the moves of its main line and its result. Immutable.
 *
 * <p><b>Writing</b> ({@link #write()}) follows PDN 3.0: the seven-tag roster (Event, Site, Date, Round,
 * Black, White, Result, with {@code ?} for what is unknown), {@code [GameType "21"]} (English
 * draughts), any further tags, {@code [SetUp "1"]} and {@code [FEN "..."]} when the game did not start
 * from the initial position, then numbered moves with every landing square of a capture
 * ({@code 1. 11-15 23-19 2. 8-11 22x15x8}), lines of at most 80 characters, and the result.
 *
 * <p><b>Reading</b> ({@link #read(String)}, {@link #readAll(String)}) is liberal, as PDN 3.0 recommends:
 * comments ({@code {...}} and {@code ;} to the end of the line), variations (parentheses, nested,
 * skipped: only the main line is kept), move numbers ({@code 12.} and {@code 12...}), annotation
 * symbols ({@code !}, {@code ?}, {@code $3}) and the short capture form ({@code 22x8}, when
 * unambiguous) are all accepted. Every move is checked against the rules; an illegal or malformed one
 * is rejected with a one-line message giving its move number.
 *
 * <p><b>Results</b> are written from Black's side, as English-draughts archives (the ACF's among them)
 * write them: {@code 1-0} Black won, {@code 0-1} White won, {@code 1/2-1/2} drawn, {@code *} unfinished
 * or unknown. Reading also accepts the two-point forms {@code 2-0}, {@code 0-2} and {@code 1-1}.
 */
public final class PdnGame {

    /** The result of a game Black won. */
    public static final String BLACK_WINS = "1-0";
    /** The result of a game White won. */
    public static final String WHITE_WINS = "0-1";
    /** The result of a drawn game. */
    public static final String DRAW = "1/2-1/2";
    /** The result of an unfinished game, or one whose result is unknown. */
    public static final String UNFINISHED = "*";

    private static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "Black", "White", "Result");
    private static final CheckersGame GAME = new CheckersGame();
    private static final int LINE_WIDTH = 80;

    private final Map<String, String> tags;
    private final CheckersState start;
    private final List<Integer> moves;
    private final List<String> moveTexts;
    private final String result;

    private PdnGame(Map<String, String> tags, CheckersState start, List<Integer> moves, List<String> moveTexts,
            String result) {
        this.tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        this.start = start.copy();
        this.moves = List.copyOf(moves);
        this.moveTexts = List.copyOf(moveTexts);
        this.result = result;
    }

    /**
     * Builds the record of a game from its start and its moves. The result is taken from
     * {@code tags} if they hold a {@code Result}, otherwise from the final position: the winner if the
     * game is over, a draw if it ended by repetition or the 40-move rule, {@link #UNFINISHED} if it goes
     * on.
     *
     * @param start the start position; not modified
     * @param moves the moves played from it, each legal in its turn
     * @param tags tag pairs such as Event or Black; copied, in their order. {@code SetUp}, {@code FEN}
     *     and {@code GameType} are written from the start position and need not be given
     * @return the game
     * @throws dev.ply.core.IllegalMoveException if a move is not legal in its turn
     */
    public static PdnGame of(CheckersState start, List<Integer> moves, Map<String, String> tags) {
        CheckersState state = start.copy();
        int[] legal = new int[CheckersGame.MAX_MOVES];
        List<String> texts = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            int count = state.legalMoves(legal);
            boolean found = false;
            for (int k = 0; k < count && !found; k++) {
                found = legal[k] == move;
            }
            if (!found) {
                throw new IllegalMoveException("move " + (i + 1) + " of the game (" + move
                        + ") is not legal in " + state.notation());
            }
            texts.add(state.moveToString(move));
            state.play(move);
        }
        String result = tags.getOrDefault("Result", resultOf(state));
        return new PdnGame(ownTags(tags, result), start, moves, texts, result);
    }

    /**
     * The result the rules give a position: who won if the game is over, else {@link #UNFINISHED}.
     *
     * @param state the final position of a game
     * @return {@link #BLACK_WINS}, {@link #WHITE_WINS}, {@link #DRAW} or {@link #UNFINISHED}
     */
    public static String resultOf(CheckersState state) {
        if (!state.isTerminal()) {
            return UNFINISHED;
        }
        int black = state.outcome(0);
        return black > 0 ? BLACK_WINS : black < 0 ? WHITE_WINS : DRAW;
    }

    /**
     * Reads the first game of a PDN text.
     *
     * @param text PDN: tag pairs, then movetext
     * @return the game
     * @throws NotationException naming the problem and, for a bad move, its move number
     */
    public static PdnGame read(String text) {
        List<PdnGame> games = readAll(text, 1);
        if (games.isEmpty()) {
            throw new NotationException("no game found in the PDN text");
        }
        return games.get(0);
    }

    /**
     * Reads every game of a PDN text, such as a file of many games.
     *
     * @param text PDN games one after the other
     * @return the games, in order; empty if the text holds none
     * @throws NotationException naming the problem, the game's number and, for a bad move, its move number
     */
    public static List<PdnGame> readAll(String text) {
        return readAll(text, Integer.MAX_VALUE);
    }

    private static List<PdnGame> readAll(String text, int limit) {
        PdnReader reader = new PdnReader(text);
        List<PdnGame> games = new ArrayList<>();
        while (games.size() < limit) {
            try {
                PdnReader.RawGame raw = reader.next();
                if (raw == null) {
                    break;
                }
                games.add(fromRaw(raw));
            } catch (NotationException e) {
                if (limit == 1) {
                    throw e;
                }
                String message = "game " + (games.size() + 1) + ": " + e.getMessage();
                throw e instanceof IllegalMoveException ? new IllegalMoveException(message)
                        : new NotationException(message);
            }
        }
        return games;
    }

    private static PdnGame fromRaw(PdnReader.RawGame raw) {
        Map<String, String> tags = raw.tags();
        String gameType = tags.get("GameType");
        if (gameType != null && !gameType.strip().startsWith("21")) {
            throw new NotationException("GameType \"" + gameType + "\" is not English draughts (21)");
        }
        String fen = tags.get("FEN");
        CheckersState start = fen == null ? GAME.newState() : GAME.parseState(fen);
        CheckersState state = start.copy();
        List<Integer> moves = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        for (String token : raw.moves()) {
            int number = (start.toMove() + state.plies()) / 2 + 1;
            String side = PdnFen.colour(state.toMove());
            int move;
            try {
                move = state.parseMove(token);
            } catch (NotationException e) {
                String message = "move " + number + " (" + side + "): " + e.getMessage();
                throw e instanceof IllegalMoveException ? new IllegalMoveException(message)
                        : new NotationException(message);
            }
            moves.add(move);
            texts.add(state.moveToString(move));
            state.play(move);
        }
        String result = raw.result() != null ? raw.result() : tags.getOrDefault("Result", UNFINISHED);
        return new PdnGame(ownTags(tags, result), start, moves, texts, result);
    }

    /** The tags a game keeps: those given, less the ones {@link #write()} derives, with the result. */
    private static Map<String, String> ownTags(Map<String, String> tags, String result) {
        Map<String, String> own = new LinkedHashMap<>(tags);
        own.remove("SetUp");
        own.remove("FEN");
        own.remove("GameType");
        own.put("Result", result);
        return own;
    }

    /**
     * The tag pairs, without {@code SetUp}, {@code FEN} and {@code GameType} (which {@link #write()}
     * derives), with {@code Result}.
     *
     * @return an unmodifiable map in the order the tags were given or read
     */
    public Map<String, String> tags() {
        return tags;
    }

    /**
     * The start position.
     *
     * @return a new copy owned by the caller
     */
    public CheckersState start() {
        return start.copy();
    }

    /**
     * The moves of the main line, each an {@link CheckersMove} of the position it was played in.
     *
     * @return an unmodifiable list
     */
    public List<Integer> moves() {
        return moves;
    }

    /**
     * The moves of the main line in PDN, every landing square written.
     *
     * @return an unmodifiable list parallel to {@link #moves()}
     */
    public List<String> moveTexts() {
        return moveTexts;
    }

    /**
     * The position after the last move.
     *
     * @return a new state owned by the caller, whose history holds the game's moves (so repetitions are
     *     detected as in the game)
     */
    public CheckersState finalPosition() {
        CheckersState state = start.copy();
        for (int move : moves) {
            state.play(move);
        }
        return state;
    }

    /**
     * The result, from Black's side.
     *
     * @return {@link #BLACK_WINS}, {@link #WHITE_WINS}, {@link #DRAW}, {@link #UNFINISHED} or a form read
     *     from the text
     */
    public String result() {
        return result;
    }

    /**
     * Writes the game as PDN.
     *
     * @return the tag pairs, a blank line and the movetext, ending with a newline
     */
    public String write() {
        StringBuilder text = new StringBuilder();
        for (String name : ROSTER) {
            appendTag(text, name, tags.getOrDefault(name, "?"));
        }
        appendTag(text, "GameType", "21");
        for (Map.Entry<String, String> tag : tags.entrySet()) {
            if (!ROSTER.contains(tag.getKey())) {
                appendTag(text, tag.getKey(), tag.getValue());
            }
        }
        String fen = start.notation();
        if (!fen.equals(CheckersGame.START)) {
            appendTag(text, "SetUp", "1");
            appendTag(text, "FEN", fen);
        }
        text.append('\n');
        StringBuilder line = new StringBuilder();
        int ply = start.toMove();
        for (int i = 0; i < moveTexts.size(); i++, ply++) {
            String token = moveTexts.get(i);
            if (ply % 2 == 0) {
                token = (ply / 2 + 1) + ". " + token;
            } else if (i == 0) {
                token = (ply / 2 + 1) + "... " + token;
            }
            appendWrapped(text, line, token);
        }
        appendWrapped(text, line, result);
        return text.append(line).append('\n').toString();
    }

    private static void appendWrapped(StringBuilder text, StringBuilder line, String token) {
        if (line.length() > 0 && line.length() + 1 + token.length() > LINE_WIDTH) {
            text.append(line).append('\n');
            line.setLength(0);
        }
        if (line.length() > 0) {
            line.append(' ');
        }
        line.append(token);
    }

    private static void appendTag(StringBuilder text, String name, String value) {
        text.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\"]\n");
    }

    @Override
    public String toString() {
        return write();
    }
}
