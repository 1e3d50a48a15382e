package dev.ply.lab;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.NotationException;
import dev.ply.core.agent.GameRecord;
import dev.ply.core.arena.GameResult;
import java.util.ArrayList;
import java.util.List;

/**
 * One game of a run, as a line of the JSON-lines record ({@code --record FILE.jsonl}) and as an element of a results
 * file's {@code games}: who played, from which position, the moves in the game's notation, the result, how the game
 * ended and how long each move took.
 *
 * <p>A line is enough to replay the game ({@link #replay(Game)}), so a results file read back is checked move by move
 * against the rules and tabulated exactly as the run that wrote it.
 *
 * @param game the game's identifier ({@code chess}, {@code tictactoe}, ...)
 * @param agentA the first agent, whose point of view {@code points} takes
 * @param agentB the second agent
 * @param sweep the swept setting of a sweep's agent ({@code c=0.5}), or {@code null} outside a sweep
 * @param index the game's number within its match, from 0
 * @param aStarted whether agent A was player 0 (moved first)
 * @param points agent A's result: positive a win (backgammon's 1, 2 or 3 points), 0 a draw, negative a loss
 * @param result the result from the players' view, player 0 first, as PGN writes it: {@code 1-0},
 *     {@code 0-1}, {@code 1/2-1/2} (or {@code 2-0} for a gammon)
 * @param termination how the game ended: {@code rules}, {@code time forfeit}, {@code illegal move},
 *     {@code agent failure}, {@code move limit} or an adjudication
 * @param detail one line on an ending other than by the rules, else empty
 * @param start the start position in the game's notation
 * @param moves the plies in the game's move notation, chance outcomes included
 * @param millis each ply's thinking time in milliseconds (0 for a chance outcome)
 */
public record GameLine(String game, String agentA, String agentB, String sweep, int index, boolean aStarted,
        int points, String result, String termination, String detail, String start, List<String> moves,
        List<Long> millis) {

    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

    /**
     * Checks that nothing required is missing and copies the lists.
     *
     * @param game the game's identifier
     * @param agentA the first agent
     * @param agentB the second agent
     * @param sweep the swept setting, or {@code null}
     * @param index the game's number
     * @param aStarted whether A moved first
     * @param points A's result
     * @param result the result from player 0's view
     * @param termination how the game ended
     * @param detail one line on the ending
     * @param start the start position
     * @param moves the plies
     * @param millis each ply's time
     * @throws InvalidInputException if a required field is missing or the times do not match the moves
     */
    public GameLine {
        require(game, "game");
        require(agentA, "agentA");
        require(agentB, "agentB");
        require(termination, "termination");
        require(start, "start");
        require(moves, "moves");
        detail = detail == null ? "" : detail;
        result = result == null ? resultText(points, aStarted) : result;
        moves = List.copyOf(moves);
        millis = millis == null ? List.of() : List.copyOf(millis);
        if (!millis.isEmpty() && millis.size() != moves.size()) {
            throw new InvalidInputException("a game record has " + moves.size() + " moves but " + millis.size()
                    + " times");
        }
    }

    /**
     * This game under another number, as when the records of a match's parts are counted together.
     *
     * @param newIndex the game's number in the whole
     * @return the same game numbered {@code newIndex}
     */
    public GameLine withIndex(int newIndex) {
        return new GameLine(game, agentA, agentB, sweep, newIndex, aStarted, points, result, termination, detail,
                start, moves, millis);
    }

    private static void require(Object value, String field) {
        if (value == null) {
            throw new InvalidInputException("a game record lacks the field '" + field + "'");
        }
    }

    /**
     * The line of a game the arena played.
     *
     * @param gameId the game's identifier
     * @param agentA the match's first agent
     * @param agentB the second agent
     * @param sweep the swept setting, or {@code null}
     * @param result the game
     * @return its line
     */
    public static GameLine of(String gameId, String agentA, String agentB, String sweep, GameResult result) {
        GameRecord record = result.record();
        return new GameLine(gameId, agentA, agentB, sweep, result.index(), result.firstAgentStarted(),
                result.points(), resultText(result.points(), result.firstAgentStarted()), result.termination(),
                result.detail(), record.startNotation(), record.moveNotations(), result.plyMillis());
    }

    private static String resultText(int points, boolean aStarted) {
        if (points == 0) {
            return "1/2-1/2";
        }
        int forPlayer0 = aStarted ? points : -points;
        int size = Math.abs(points);
        return forPlayer0 > 0 ? size + "-0" : "0-" + size;
    }

    /**
     * The line as one line of JSON.
     *
     * @return the JSON text, without a line break
     */
    public String toJson() {
        return GSON.toJson(this);
    }

    /**
     * Reads a line of JSON.
     *
     * @param json the text
     * @return the game line
     * @throws InvalidInputException if the text is not a game record
     */
    public static GameLine fromJson(String json) {
        GameLine line;
        try {
            line = GSON.fromJson(json, GameLine.class);
        } catch (JsonParseException e) {
            throw new InvalidInputException("not a game record: " + firstLine(e.getMessage()));
        } catch (RuntimeException e) {
            // Gson wraps what the canonical constructor throws for a missing field.
            if (e.getCause() instanceof InvalidInputException invalid) {
                throw invalid;
            }
            throw new InvalidInputException("not a game record: " + firstLine(e.getMessage()));
        }
        if (line == null) {
            throw new InvalidInputException("not a game record: empty");
        }
        return line;
    }

    static String firstLine(String message) {
        if (message == null) {
            return "malformed JSON";
        }
        int end = message.indexOf('\n');
        String first = end < 0 ? message : message.substring(0, end);
        // Gson's messages start with the Java exception they wrap; a person needs only what is wrong.
        first = first.replaceFirst("^([a-z][a-z0-9_]*\\.)+[A-Za-z0-9_$]+(Exception|Error): ", "");
        return first.length() <= 200 ? first : first.substring(0, 197) + "...";
    }

    /**
     * Replays the game by the rules: parses the start position and plays every move, so a record that was edited
     * into an illegal game is refused rather than counted.
     *
     * @param rules the game, whose identifier must be {@link #game()}
     * @return the game's result, as the arena gave it
     * @throws InvalidInputException if the game is another, the start is malformed, a move is illegal (its
     *     number named) or a game the rules ended has a result its moves do not give
     */
    public GameResult replay(Game rules) {
        if (!rules.id().equals(game)) {
            throw new InvalidInputException("a record of " + game + " cannot be replayed as " + rules.id());
        }
        GameState state;
        try {
            state = rules.parseState(start);
        } catch (NotationException e) {
            throw new InvalidInputException("game " + (index + 1) + " of " + agentA + " vs " + agentB
                    + ": bad start position: " + e.getMessage());
        }
        GameRecord record = new GameRecord(state);
        for (int ply = 0; ply < moves.size(); ply++) {
            try {
                record.play(record.current().parseMove(moves.get(ply)));
            } catch (NotationException e) { // IllegalMoveException included
                throw new InvalidInputException("game " + (index + 1) + " of " + agentA + " vs " + agentB + ": move "
                        + (ply + 1) + " '" + moves.get(ply) + "' cannot be played: " + e.getMessage());
            }
        }
        if (termination.equals("rules")) {
            // A game the rules ended: its result must be the one the final position gives (or a draw by a draw
            // rule the position alone does not show, such as a repetition).
            GameState end = record.current();
            int byRules = end.isTerminal() ? end.outcome(aStarted ? 0 : 1) : 0;
            if (byRules != points) {
                throw new InvalidInputException("game " + (index + 1) + " of " + agentA + " vs " + agentB
                        + ": its result " + result + " is not what its moves give (" + (end.isTerminal()
                        ? "the final position scores " + byRules + " for " + agentA : "the final position is not"
                        + " over, so only a draw by rule") + ")");
            }
        }
        List<Long> times = millis.isEmpty() ? new ArrayList<>(java.util.Collections.nCopies(moves.size(), 0L))
                : millis;
        return new GameResult(index, aStarted, points, termination, detail, record, times);
    }
}
