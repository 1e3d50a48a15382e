package dev.ply.core.capability;

import java.util.List;

/**
 * Optional capability of a {@link dev.ply.core.Game} whose players keep openings in files of their own formats: EPD
 * and PGN for chess, PDN for checkers (the ballots of draughts tournaments). The arena's tools read an openings file
 * through it when its extension is one of these; any other file is read as one position per line in the game's
 * notation.
 */
public interface OpeningFormats {

    /**
     * The file extensions this game reads openings from.
     *
     * @return extensions in lower case without the dot, such as {@code epd} and {@code pgn}
     */
    List<String> openingExtensions();

    /**
     * Reads the openings of a file: each position of a position file (EPD), or the position each game of a game
     * file (PGN, PDN) reaches at the end of its moves.
     *
     * @param extension one of {@link #openingExtensions()}
     * @param text the file's text
     * @return the openings, in the game's position notation, in file order
     * @throws dev.ply.core.NotationException naming the line or game at fault, or if the text holds no opening
     */
    List<String> readOpenings(String extension, String text);
}
