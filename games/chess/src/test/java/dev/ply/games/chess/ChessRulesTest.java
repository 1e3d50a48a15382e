package dev.ply.games.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The rules where chess programs go wrong: castling, en passant, promotion, and the ends of the game. */
class ChessRulesTest {

    private static final ChessGame CHESS = new ChessGame();

    private static ChessState play(String fen, String... moves) {
        ChessState state = CHESS.parseState(fen);
        for (String move : moves) {
            state.play(state.parseMove(move));
        }
        return state;
    }

    private static List<String> uciMoves(ChessState state) {
        int[] moves = new int[ChessGame.MAX_MOVES];
        int count = state.legalMoves(moves);
        List<String> list = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            list.add(ChessMove.toUci(moves[i]));
        }
        return list;
    }

    // ---------------------------------------------------------------- castling

    @Test
    void shouldCastleBothWaysMovingKingAndRook() {
        ChessState state = play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O", "O-O-O");
        assertThat(state.notation()).isEqualTo("2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2");
        state.undo();
        state.undo();
        assertThat(state.notation()).isEqualTo("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "through check | r3k2r/8/8/8/8/8/5r2/R3K2R w KQ - 0 1 | e1g1",
        "into check | r3k2r/8/8/8/8/8/6r1/R3K2R w KQ - 0 1 | e1g1",
        "out of check | r3k2r/8/8/8/8/8/4r3/R3K2R w KQ - 0 1 | e1g1",
        "queen's side through check | r3k2r/8/8/8/8/8/3r4/R3K2R w KQ - 0 1 | e1c1",
        "queen's side blocked | r3k2r/8/8/8/8/8/8/RN2K2R w KQ - 0 1 | e1c1",
        "black through check | r3k2r/8/8/8/8/8/8/R3KR2 b kq - 0 1 | e8g8",
    })
    void shouldNotCastleOutOfThroughOrIntoCheck(String name, String fen, String castle) {
        assertThat(uciMoves(CHESS.parseState(fen.strip()))).doesNotContain(castle.strip());
    }

    @Test
    void shouldCastleOnTheQueensSideWhenOnlyTheRooksNeighbourIsAttacked() {
        // b1 is attacked but the king never crosses it.
        assertThat(uciMoves(CHESS.parseState("r3k2r/8/8/8/8/8/1r6/R3K2R w KQ - 0 1"))).contains("e1c1");
    }

    @Test
    void shouldLoseCastlingRightsWhenTheKingOrARookMovesOrTheRookIsCaptured() {
        assertThat(play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Kf1", "Kf8", "Ke1", "Ke8").castlingRights()).isZero();
        assertThat(play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Rh2").notation()).contains(" Qkq ");
        assertThat(play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Ra2", "Rh7").notation()).contains(" Kq ");
        ChessState captured = play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Rxh8+");
        assertThat(captured.notation()).contains(" Qq ");
        assertThat(uciMoves(captured)).doesNotContain("e8g8");
    }

    // ---------------------------------------------------------------- en passant

    @Test
    void shouldAllowEnPassantOnlyRightAfterTheDoubleStep() {
        ChessState state = play("4k3/2p5/8/3P4/8/8/8/4K3 b - - 0 1", "c5");
        assertThat(state.notation()).isEqualTo("4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 2");
        assertThat(uciMoves(state)).contains("d5c6");
        state.play(state.parseMove("d5c6"));
        assertThat(state.notation()).isEqualTo("4k3/8/2P5/8/8/8/8/4K3 b - - 0 2");
        state.undo();
        state.play(state.parseMove("Kd2"));
        state.play(state.parseMove("Kd8"));
        assertThat(uciMoves(state)).doesNotContain("d5c6");
    }

    @Test
    void shouldForbidEnPassantThatExposesTheKingAlongTheRank() {
        ChessState state = play("8/2p5/8/KP5r/8/8/8/7k b - - 0 1", "c5");
        assertThat(uciMoves(state)).doesNotContain("b5c6");
        assertThat(state.enPassantSquare()).isEqualTo(-1);
        assertThat(ChessPerft.count(state, 1)).isEqualTo(uciMoves(state).size());
    }

    @Test
    void shouldForbidEnPassantByAPawnPinnedOnADiagonalItWouldLeave() {
        ChessState pinned = play("7k/3p2b1/8/4P3/8/2K5/8/8 b - - 0 1", "d5");
        assertThat(uciMoves(pinned)).doesNotContain("e5d6");
        assertThat(pinned.enPassantSquare()).isEqualTo(-1);
        ChessState alongThePin = play("1b5k/3p4/8/4P3/8/8/7K/8 b - - 0 1", "d5");
        assertThat(uciMoves(alongThePin)).contains("e5d6");
    }

    @Test
    void shouldAllowEnPassantThatCapturesTheCheckingPawn() {
        ChessState state = play("8/8/8/3k4/3p4/8/2P5/4K3 w - - 0 1", "c4+");
        assertThat(state.inCheck()).isTrue();
        assertThat(uciMoves(state)).contains("d4c3");
        assertThat(state.moveToString(state.parseMove("dxc3"))).isEqualTo("dxc3");
    }

    @Test
    void shouldAllowEnPassantThatDiscoversCheck() {
        ChessState state = CHESS.parseState("8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1");
        assertThat(state.enPassantSquare()).isEqualTo(Square.parse("d3"));
        state.play(state.parseMove("cxd3"));
        assertThat(state.inCheck()).isTrue();
    }

    // ---------------------------------------------------------------- promotion

    @Test
    void shouldPromoteToEachOfTheFourPieces() {
        ChessState state = CHESS.parseState("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(uciMoves(state)).contains("a7a8q", "a7a8r", "a7a8b", "a7a8n", "a7b8q", "a7b8r", "a7b8b", "a7b8n");
        for (String piece : List.of("q", "r", "b", "n")) {
            ChessState after = state.copy();
            after.play(after.parseMove("a7b8" + piece));
            assertThat(Piece.fenLetter(after.pieceAt(Square.B8))).isEqualTo(piece.toUpperCase().charAt(0));
            assertThat(after.bitboard(Piece.WHITE_PAWN)).isZero();
            assertThat(after.hash()).isEqualTo(CHESS.parseState(after.notation()).hash());
        }
    }

    // ---------------------------------------------------------------- end of the game

    @Test
    void shouldEndTheGameAtCheckmateWithALossForTheMatedSide() {
        ChessState state = play(Fen.START, "f3", "e5", "g4", "Qh4#");
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.isCheckmate()).isTrue();
        assertThat(state.outcome(Piece.WHITE)).isEqualTo(-1);
        assertThat(state.outcome(Piece.BLACK)).isEqualTo(1);
        assertThat(state.legalMoves(new int[ChessGame.MAX_MOVES])).isZero();
        assertThat(state.terminationReason()).isEqualTo("checkmate");
        assertThat(ChessMoveGenerator.hasLegalMove(state)).isFalse();
    }

    @Test
    void shouldDrawAtStalemate() {
        ChessState state = CHESS.parseState("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.isStalemate()).isTrue();
        assertThat(state.isCheckmate()).isFalse();
        assertThat(state.outcome(Piece.WHITE)).isZero();
        assertThat(state.terminationReason()).isEqualTo("stalemate");
        assertThat(ChessMoveGenerator.hasLegalMove(state)).isFalse();
    }

    @Test
    void shouldKeepTheWholeHistoryWhenACopyPlaysOnFarBeyondTheRoomItStartedWith() {
        // A copy has room for a few moves beyond those played and grows as it goes; a shuffle of knights for 150
        // plies, then everything undone, must end where the copy began, repetitions counted all along.
        ChessState state = CHESS.newState();
        state.play(state.parseMove("e4"));
        state.play(state.parseMove("e5"));
        ChessState copy = state.copy();
        String start = copy.notation();
        long hash = copy.hash();
        int[] shuffle = new int[4];
        for (int i = 0; i < 4; i++) {
            shuffle[i] = copy.parseMove(List.of("Nf3", "Nc6", "Ng1", "Nb8").get(i));
            copy.play(shuffle[i]);
        }
        for (int i = 4; i < 150; i++) {
            // Played past the fivefold repetition that ends a game: the state's make/unmake does not judge it.
            copy.play(shuffle[i % 4]);
        }
        assertThat(copy.plies()).isEqualTo(152);
        assertThat(copy.isThreefoldRepetition()).isTrue();
        assertThat(copy.playedMoves()).hasSize(152).startsWith(state.playedMoves());
        for (int i = 0; i < 150; i++) {
            copy.undo();
        }
        assertThat(copy.notation()).isEqualTo(start);
        assertThat(copy.hash()).isEqualTo(hash);
        assertThat(state.plies()).as("the original is untouched").isEqualTo(2);
        assertThat(copy.moveToString(copy.parseMove("Nf3"))).as("notation after the copy").isEqualTo("Nf3");
    }

    @Test
    void shouldOfferAThreefoldRepetitionAsAClaimAndPlayOnCountingOnlyThisGamesPositions() {
        ChessState state = CHESS.newState();
        for (String move : List.of("Nf3", "Nf6", "Ng1", "Ng8")) {
            state.play(state.parseMove(move));
        }
        assertThat(state.isRepetition()).isTrue();
        assertThat(state.claimableDraw()).as("second occurrence").isEmpty();
        for (String move : List.of("Nf3", "Nf6", "Ng1")) {
            state.play(state.parseMove(move));
        }
        assertThat(state.claimableDraw()).isEmpty();
        state.play(state.parseMove("Ng8"));
        assertThat(state.isThreefoldRepetition()).isTrue();
        assertThat(state.claimableDraw()).isEqualTo("threefold repetition");
        assertThat(state.isTerminal()).as("a claim, not the end of the game").isFalse();
        assertThat(state.legalMoves(new int[ChessGame.MAX_MOVES])).isEqualTo(20);
        assertThat(state.copy().claimableDraw()).as("a copy keeps the history").isEqualTo("threefold repetition");
        assertThat(CHESS.parseState(state.notation()).claimableDraw()).as("the FEN alone has no history").isEmpty();
        state.play(state.parseMove("e4"));
        assertThat(state.claimableDraw()).as("the pawn move ends the repetition window").isEmpty();
        state.undo();
        state.undo();
        assertThat(state.claimableDraw()).isEmpty();
    }

    @Test
    void shouldEndTheGameAtTheFifthOccurrence() {
        ChessState state = CHESS.newState();
        for (int round = 0; round < 3; round++) {
            for (String move : List.of("Nf3", "Nf6", "Ng1", "Ng8")) {
                state.play(state.parseMove(move));
            }
        }
        assertThat(state.isTerminal()).as("fourth occurrence").isFalse();
        for (String move : List.of("Nf3", "Nf6", "Ng1")) {
            state.play(state.parseMove(move));
        }
        assertThat(state.isTerminal()).isFalse();
        state.play(state.parseMove("Ng8"));
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.outcome(Piece.WHITE)).isZero();
        assertThat(state.terminationReason()).isEqualTo("fivefold repetition");
        assertThat(state.claimableDraw()).isEmpty();
        assertThat(state.legalMoves(new int[ChessGame.MAX_MOVES])).isZero();
        assertThat(state.perftMoves(new int[ChessGame.MAX_MOVES])).isEqualTo(20);
        assertThatThrownBy(() -> state.parseMove("e4")).hasMessageContaining("the game is over (fivefold repetition)");
        assertThat(state.parseMove("e4", true)).as("an old game record may go on").isPositive();
        state.undo();
        assertThat(state.isTerminal()).isFalse();
    }

    @Test
    void shouldNotSeeARepetitionAcrossANullMove() {
        ChessState state = CHESS.newState();
        long initial = state.hash();
        state.play(state.parseMove("Nf3"));
        state.playNull();
        state.play(state.parseMove("Ng1"));
        state.playNull();
        assertThat(state.hash()).isEqualTo(initial);
        assertThat(state.isRepetition()).isFalse();
    }

    @Test
    void shouldOfferTheFiftyMoveRuleAsAClaimUnlessTheHundredthHalfMoveMates() {
        ChessState quiet = play("7k/8/6K1/8/8/8/8/R7 w - - 99 80", "Ra2");
        assertThat(quiet.halfmoveClock()).isEqualTo(100);
        assertThat(quiet.isTerminal()).isFalse();
        assertThat(quiet.isDrawByRule()).isTrue();
        assertThat(quiet.claimableDraw()).isEqualTo("fifty-move rule");

        ChessState mate = play("7k/8/6K1/8/8/8/8/R7 w - - 99 80", "Ra8#");
        assertThat(mate.isTerminal()).isTrue();
        assertThat(mate.outcome(Piece.WHITE)).isEqualTo(1);
        assertThat(mate.isDrawByRule()).isFalse();
        assertThat(mate.claimableDraw()).isEmpty();

        ChessState check = play("7k/8/5K2/8/8/8/8/R7 w - - 99 80", "Ra8+");
        assertThat(check.claimableDraw()).as("check that is not mate on the hundredth half-move")
                .isEqualTo("fifty-move rule");
        assertThat(play("7k/8/6K1/8/8/8/8/R7 w - - 98 80", "Ra2").claimableDraw()).isEmpty();
    }

    @Test
    void shouldEndTheGameByTheSeventyFiveMoveRuleUnlessTheMoveMates() {
        ChessState quiet = play("7k/8/6K1/8/8/8/8/R7 w - - 149 80", "Ra2");
        assertThat(quiet.isTerminal()).isTrue();
        assertThat(quiet.outcome(Piece.WHITE)).isZero();
        assertThat(quiet.terminationReason()).isEqualTo("75-move rule");
        assertThat(quiet.legalMoves(new int[ChessGame.MAX_MOVES])).isZero();

        ChessState mate = play("7k/8/6K1/8/8/8/8/R7 w - - 149 80", "Ra8#");
        assertThat(mate.outcome(Piece.WHITE)).isEqualTo(1);
        assertThat(mate.terminationReason()).isEqualTo("checkmate");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "8/8/4k3/8/8/3K4/8/8 w - - 0 1",
        "8/8/4k3/8/8/3KB3/8/8 w - - 0 1",
        "8/8/4k3/8/8/3K1n2/8/8 w - - 0 1",
        "8/2b5/4k3/8/8/3K2B1/8/8 w - - 0 1",
        "8/2b5/1b2k3/8/8/3K2B1/8/4B3 w - - 0 1",
    })
    void shouldDeclareADrawWhenNeitherSideCanMateButLetASearchPlayOn(String fen) {
        ChessState state = CHESS.parseState(fen);
        assertThat(state.isInsufficientMaterial()).isTrue();
        assertThat(state.claimableDraw()).isEqualTo("insufficient material");
        assertThat(state.isDrawByRule()).isTrue();
        assertThat(state.isTerminal()).isFalse();
        assertThat(state.legalMoves(new int[ChessGame.MAX_MOVES])).isPositive();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "8/8/4k3/8/8/3K4/4P3/8 w - - 0 1",
        "8/8/4k3/8/8/3KN3/8/5n2 w - - 0 1",
        "8/2b5/4k3/8/8/3K4/6B1/8 w - - 0 1",
        "8/8/4k3/8/8/3KNB2/8/8 w - - 0 1",
        "8/8/4k3/8/8/R2K4/8/8 w - - 0 1",
    })
    void shouldPlayOnWhenAMateIsStillPossible(String fen) {
        ChessState state = CHESS.parseState(fen);
        assertThat(state.isInsufficientMaterial()).isFalse();
        assertThat(state.claimableDraw()).isEmpty();
    }

    @Test
    void shouldDrawWhenACaptureLeavesBareKings() {
        ChessState state = play("8/8/4k3/4r3/8/8/8/4RK2 w - - 0 1", "Rxe5+", "Kxe5");
        assertThat(state.claimableDraw()).isEqualTo("insufficient material");
        assertThat(state.isTerminal()).isFalse();
    }
}
