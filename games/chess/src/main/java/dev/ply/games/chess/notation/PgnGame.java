package dev.ply.games.chess.notation;

import dev.ply.core.agent.GameRecord;
import dev.ply.games.chess.ChessGame;
import dev.ply.games.chess.ChessState;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One game read from PGN by {@link Pgn#read(String)}: its tags, its start position, the moves of its main
 * line (checked legal while reading) and its result.
 *
 * @param tags the tag pairs in the order they were read (the Seven Tag Roster first when present); unmodifiable
 * @param startFen the start position: the {@code FEN} tag's, or the standard one
 * @param moves the main line's moves as {@link ChessMove} ints, each legal after the ones before it
 * @param sanMoves the same moves in SAN as this library writes them (check marks included)
 * @param result the game termination marker: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
 */
public record PgnGame(Map<String, String> tags, String startFen, List<Integer> moves, List<String> sanMoves,
        String result) {

    private static final ChessGame CHESS = new ChessGame();

    /** Copies the collections, so the record is immutable. */
    public PgnGame {
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        moves = List.copyOf(moves);
        sanMoves = List.copyOf(sanMoves);
    }

    /**
     * The value of a tag.
     *
     * @param name the tag name, such as {@code White}
     * @return its value, or {@code "?"} if the game has no such tag
     */
    public String tag(String name) {
        return tags.getOrDefault(name, "?");
    }

    /**
     * The start position.
     *
     * @return a new state owned by the caller
     */
    public ChessState start() {
        return CHESS.parseState(startFen);
    }

    /**
     * The position after the main line, with the moves in its history (for repetitions and undo).
     *
     * @return a new state owned by the caller
     */
    public ChessState end() {
        ChessState state = start();
        for (int move : moves) {
            state.play(move);
        }
        return state;
    }

    /**
     * The game as a {@link GameRecord}, for the arena and the agents.
     *
     * @return a new record at the end of the main line
     */
    public GameRecord record() {
        GameRecord record = new GameRecord(start());
        for (int move : moves) {
            record.play(move);
        }
        return record;
    }
}
