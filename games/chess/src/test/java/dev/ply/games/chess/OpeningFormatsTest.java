package dev.ply.games.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.NotationException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Chess openings from EPD and PGN files. */
class OpeningFormatsTest {

    private final ChessGame chess = new ChessGame();

    @Test
    void shouldReadEpdPositionsWithTheirCountersOrDefaults() {
        String epd = """
                # two openings
                rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - bm Nf3; id "open game";

                rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - hmvc 1; fmvn 2; id "indian";
                rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2
                """;
        List<String> positions = chess.readOpenings("epd", epd);
        assertThat(positions).containsExactly(
                "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1",
                "rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 2",
                "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        positions.forEach(fen -> assertThat(chess.parseState(fen).notation()).isEqualTo(fen));
    }

    @Test
    void shouldNameTheBadLineOfAnEpdFile() {
        assertThatThrownBy(() -> chess.readOpenings("epd", "8/8/8/8/8/8/8/8 w - -\n")).isInstanceOf(
                NotationException.class).hasMessageStartingWith("EPD line 1: ");
        assertThatThrownBy(() -> chess.readOpenings("epd", "# none\n\n")).hasMessage("no EPD position found");
        assertThatThrownBy(() -> chess.readOpenings("epd",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nrnbqkbnr w\n"))
                .hasMessageStartingWith("EPD line 2: EPD needs four fields");
    }

    @Test
    void shouldTakeThePositionAtTheEndOfEachPgnGame() {
        String pgn = """
                [Event "Ruy Lopez"]
                [Result "*"]

                1. e4 e5 2. Nf3 Nc6 3. Bb5 *

                [Event "Sicilian"]
                [Result "*"]

                1. e4 c5 *
                """;
        ChessState ruy = chess.newState();
        for (String san : List.of("e4", "e5", "Nf3", "Nc6", "Bb5")) {
            ruy.play(ruy.parseMove(san));
        }
        assertThat(chess.readOpenings("pgn", pgn)).containsExactly(ruy.notation(),
                "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        assertThatThrownBy(() -> chess.readOpenings("pgn", "1. e4 e5 2. Ke3 *")).isInstanceOf(NotationException.class);
    }
}
