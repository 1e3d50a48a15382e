package dev.ply.games.chess.notation;

import dev.ply.core.NotationException;
import dev.ply.games.chess.ChessGame;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Extended Position Description: a FEN's first four fields (placement, side to move, castling, en passant) followed
 * by operations such as {@code bm e4; id "opening 12";}. The halfmove clock and move number come from the
 * {@code hmvc} and {@code fmvn} operations when present, else 0 and 1. A line with full FEN counters is read as FEN.
 */
public final class Epd {

    private static final ChessGame CHESS = new ChessGame();
    private static final Pattern COUNTER = Pattern.compile("(?:^|;)\\s*(hmvc|fmvn)\\s+(\\d{1,6})\\s*(?=;|$)");

    private Epd() {
    }

    /**
     * The FEN of one EPD line.
     *
     * @param line the line
     * @return its position as Ply writes FEN (an en-passant square only where a capture there is legal)
     * @throws NotationException if the line has fewer than four fields or an impossible position
     */
    public static String toFen(String line) {
        String[] fields = line.strip().split("\\s+", 5);
        if (fields.length < 4) {
            throw new NotationException("EPD needs four fields (placement, side to move, castling, en passant), not "
                    + fields.length);
        }
        String halfmoves = "0";
        String fullmoves = "1";
        if (fields.length == 5) {
            String rest = fields[4].strip();
            String[] counters = rest.split("\\s+");
            if (counters.length == 2 && counters[0].matches("\\d+") && counters[1].matches("\\d+")) {
                halfmoves = counters[0]; // a FEN line: its own counters
                fullmoves = counters[1];
            } else {
                Matcher matcher = COUNTER.matcher(rest);
                while (matcher.find()) {
                    if (matcher.group(1).equals("hmvc")) {
                        halfmoves = matcher.group(2);
                    } else {
                        fullmoves = matcher.group(2);
                    }
                }
            }
        }
        String fen = String.join(" ", fields[0], fields[1], fields[2], fields[3], halfmoves, fullmoves);
        return CHESS.parseState(fen).notation();
    }

    /**
     * The positions of an EPD file, one per line ({@code #} lines and blank lines skipped).
     *
     * @param text the file
     * @return the positions as FEN
     * @throws NotationException naming the line at fault, or if there is no position
     */
    public static List<String> readAll(String text) {
        List<String> positions = new ArrayList<>();
        String[] lines = text.split("\r?\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                positions.add(toFen(line));
            } catch (NotationException e) {
                throw new NotationException("EPD line " + (i + 1) + ": " + e.getMessage());
            }
        }
        if (positions.isEmpty()) {
            throw new NotationException("no EPD position found");
        }
        return positions;
    }
}
