package dev.ply.games.checkers;

import dev.ply.core.Game;
import dev.ply.core.agent.GameRecord;
import dev.ply.core.NotationException;
import dev.ply.core.capability.OpeningFormats;
import dev.ply.core.capability.RecordNotation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * English draughts (American checkers) on 8x8, as played under the WCDF and ACF rules: Black (player
 * 0, on squares 1–12) moves first toward squares 29–32, White (player 1, on 21–32) toward 1–4. Men
 * move and capture diagonally forward, kings one square in any diagonal direction. Capturing is
 * compulsory and a multi-jump must be completed, but any capture sequence may be chosen; a man
 * reaching the far row is crowned and the move ends there. A player with no legal move loses; three
 * repetitions of a position and 40 moves by each side without a capture or a man move are draws.
 *
 * <p>Positions are written in PDN FEN ({@code B:W21,22,...:B1,2,...}, see {@link #parseState(String)})
 * and moves in PDN ({@code 11-15}, {@code 22x15x8}); {@link PdnGame} reads and writes whole games.
 */
public final class CheckersGame implements Game, RecordNotation, OpeningFormats {

    /** The PDN FEN of the initial position. */
    public static final String START = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

    /**
     * An upper bound on the moves of any position: 192. Simple moves are at most 4 per piece (48).
     * Capture sequences: a piece lands only on squares of one of the two 16-square classes of playable
     * squares (same row parity) and jumps only pieces on the 9 inner squares of the other class, each
     * at most once. The sequences of one piece in any position are therefore paths in the tree of a
     * lone king among nine men on those inner squares, and since no completed sequence extends another
     * they number at most that tree's leaves, 16 at most; twelve pieces have at most 192.
     */
    static final int MAX_MOVES = 192;

    private static final CheckersEvaluator EVALUATOR = new CheckersEvaluator();

    /** Creates the instance; the service loader calls this. */
    public CheckersGame() {
    }

    @Override
    public String id() {
        return "checkers";
    }

    @Override
    public String displayName() {
        return "English draughts (checkers)";
    }

    @Override
    public CheckersState newState() {
        return new CheckersState(this, 0x0000_0FFF, 0xFFF0_0000, 0, 0, 0);
    }

    /**
     * Parses a position in PDN FEN: the side to move ({@code B} or {@code W}), then each side's pieces
     * as a colour letter and PDN square numbers, {@code K} before a king's square, such as
     * {@code W:W21,22,K5:B1,K30}. Ranges ({@code B1-12}), either case, and the Lidraughts fields
     * {@code :H<plies toward the 40-move rule>} and {@code :F<move number>} are also read.
     *
     * @param notation the position
     * @return a new state with an empty history, owned by the caller
     * @throws dev.ply.core.NotationException naming the problem when the text is malformed or the
     *     position impossible (a man on its crowning row, more than 12 pieces a side, a side to move
     *     whose opponent has no pieces)
     */
    @Override
    public CheckersState parseState(String notation) {
        return PdnFen.parse(this, notation);
    }

    @Override
    public int maxMoves() {
        return MAX_MOVES;
    }

    @Override
    public String playerName(int player) {
        return player == 0 ? "Black" : "White";
    }

    @Override
    public CheckersEvaluator defaultEvaluator() {
        return EVALUATOR;
    }

    @Override
    public String recordFormat() {
        return "PDN";
    }

    @Override
    public String recordExtension() {
        return "pdn";
    }

    @Override
    public String writeRecord(GameRecord record, Map<String, String> tags) {
        if (!(record.start() instanceof CheckersState start)) {
            throw new IllegalArgumentException("PDN records checkers games, not " + record.game().id());
        }
        return PdnGame.of(start, record.moves(), tags).write();
    }

    @Override
    public List<String> openingExtensions() {
        return List.of("pdn");
    }

    /** Reads openings from PDN games (a ballot deck), each giving the position at the end of its moves. */
    @Override
    public List<String> readOpenings(String extension, String text) {
        if (!extension.equals("pdn")) {
            throw new NotationException("checkers reads openings from pdn files, not " + extension);
        }
        List<String> positions = new ArrayList<>();
        for (PdnGame game : PdnGame.readAll(text)) {
            positions.add(game.finalPosition().notation());
        }
        if (positions.isEmpty()) {
            throw new NotationException("no PDN game found");
        }
        return positions;
    }
}
