package dev.ply.core.capability;

import dev.ply.core.agent.GameRecord;
import java.util.Map;

/**
 * Optional capability of a {@link dev.ply.core.Game} with a standard format for whole game records, which tools
 * export and other programs read: chess writes PGN, checkers PDN. A game without it is recorded as its move list.
 */
public interface RecordNotation {

    /**
     * The format's name.
     *
     * @return such as {@code PGN}
     */
    String recordFormat();

    /**
     * The file extension records in this format take.
     *
     * @return such as {@code pgn}, without the dot
     */
    String recordExtension();

    /**
     * Writes a game.
     *
     * @param record a game of this game
     * @param tags header tags ({@code White}, {@code Event}, ...); the format's required ones are filled in when
     *     missing
     * @return the record, ending with a newline
     */
    String writeRecord(GameRecord record, Map<String, String> tags);
}
