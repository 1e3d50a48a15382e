package dev.ply.games.chess;

import dev.ply.core.Game;
import dev.ply.core.agent.GameRecord;
import dev.ply.core.capability.OpeningFormats;
import dev.ply.core.capability.RecordNotation;
import dev.ply.games.chess.eval.ChessEvaluator;
import dev.ply.games.chess.notation.Epd;
import dev.ply.games.chess.notation.Pgn;
import dev.ply.games.chess.notation.PgnGame;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Chess, by the FIDE Laws: White (player 0) moves first; the game ends at checkmate or stalemate and is
 * drawn by fivefold repetition and the 75-move rule (checkmate on the 150th half-move still wins); the
 * draws declared over the board (threefold repetition, the fifty-move rule, insufficient material) are
 * {@linkplain ChessState#claimableDraw() reported} for whoever runs the game. Positions are written as FEN, moves as SAN for people and UCI long
 * algebraic for engines (see {@link ChessState}).
 *
 * <pre>{@code
 * ChessGame chess = new ChessGame();
 * ChessState state = chess.newState();
 * state.play(state.parseMove("e4"));
 * state.play(state.parseMove("e7e5"));
 * String fen = state.notation();   // rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
 * }</pre>
 *
 * <p>Immutable and thread-safe; registered for {@link java.util.ServiceLoader} under the id {@code chess}.
 */
public final class ChessGame implements Game, RecordNotation, OpeningFormats {

    /**
     * The size of a move buffer: more than the 218 moves of the richest legal chess position known, and
     * enough for any position {@link #parseState(String)} accepts.
     */
    public static final int MAX_MOVES = 256;

    private static final ChessEvaluator EVALUATOR = new ChessEvaluator();

    /** Creates the instance; the service loader calls this. */
    public ChessGame() {
    }

    @Override
    public String id() {
        return "chess";
    }

    @Override
    public String displayName() {
        return "Chess";
    }

    /**
     * The standard starting position.
     *
     * @return a new state owned by the caller
     */
    @Override
    public ChessState newState() {
        return Fen.parse(this, Fen.START);
    }

    /**
     * Reads a position in FEN (all six fields).
     *
     * @param notation the FEN
     * @return a new state owned by the caller
     * @throws dev.ply.core.NotationException with one line naming what is wrong with the FEN
     */
    @Override
    public ChessState parseState(String notation) {
        return Fen.parse(this, notation);
    }

    /**
     * {@inheritDoc}
     *
     * <p>Reads FEN as {@link Fen} describes for lenient reading: four or five fields, a zero or garbled move
     * counter, impossible castling rights and en-passant squares are repaired.
     */
    @Override
    public ChessState parseStateLeniently(String notation, Consumer<String> repairs) {
        return Fen.parse(this, notation, java.util.Objects.requireNonNull(repairs));
    }

    @Override
    public int maxMoves() {
        return MAX_MOVES;
    }

    /**
     * {@inheritDoc}
     *
     * <p>1,024, a practical cap: searches size per-ply buffers by it (some of them quadratically), and none
     * looks that deep. The fifty-move rule bounds a game at 5,949 moves, and games played on a
     * {@link ChessState} may be that long: its history grows as needed.
     */
    @Override
    public int maxPlies() {
        return 1_024;
    }

    @Override
    public String playerName(int player) {
        return Piece.colorName(player);
    }

    @Override
    public ChessEvaluator defaultEvaluator() {
        return EVALUATOR;
    }

    @Override
    public String recordFormat() {
        return "PGN";
    }

    @Override
    public String recordExtension() {
        return "pgn";
    }

    @Override
    public String writeRecord(GameRecord record, Map<String, String> tags) {
        return Pgn.write(record, tags);
    }

    @Override
    public List<String> openingExtensions() {
        return List.of("epd", "pgn", "fen");
    }

    /**
     * Reads openings from EPD (or FEN) lines, or from PGN games, each giving the position at the end of its main
     * line.
     */
    @Override
    public List<String> readOpenings(String extension, String text) {
        return switch (extension) {
            case "epd", "fen" -> Epd.readAll(text);
            case "pgn" -> {
                List<String> positions = new java.util.ArrayList<>();
                for (PgnGame game : Pgn.readAll(text)) {
                    positions.add(game.end().notation());
                }
                if (positions.isEmpty()) {
                    throw new dev.ply.core.NotationException("no PGN game found");
                }
                yield positions;
            }
            default -> throw new dev.ply.core.NotationException("chess reads openings from epd, fen or pgn files, not "
                    + extension);
        };
    }
}
