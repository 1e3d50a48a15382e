package dev.ply.web;

import java.util.List;
import java.util.Map;

/**
 * What a game in the browser sends its pages, as JSON (the server's Gson writes each record's components as
 * fields, {@code null} included, which the page reads as absent).
 */
final class SessionViews {

    private SessionViews() {
    }

    /**
     * What a page draws: the position, the board, the legal moves as clicks, the move list, the result.
     *
     * @param id the session's id
     * @param version bumped by every change a page shows, so that a page keeps the newest
     * @param game the game's id
     * @param position the position's notation
     * @param players both players' specifications ({@code human} for a person)
     * @param playerNames the game's names of its two players
     * @param toMove the side to move, -1 when the game is over
     * @param chance whether the position is a chance node
     * @param thinking whether an agent is thinking
     * @param history the moves played, in the game's notation
     * @param evaluations each move's score from the first player's view as the agent that played it gave it, or null
     * @param result the result once the game is over, or null
     * @param clocks both sides' milliseconds left in a timed game, or null
     * @param clockRunning the side whose clock runs (-1 for none), or null in an untimed game
     * @param text the position as text
     * @param board the board to draw, or null for a game without a board view
     * @param numbering {@code pairs} (1. e4 e5) or {@code plies}
     * @param firstMover the side that moved first
     * @param moves the legal moves
     * @param humanToMove whether a person at the page is to move
     */
    record View(String id, long version, String game, String position, List<String> players,
            List<String> playerNames, int toMove, boolean chance, boolean thinking, List<String> history,
            List<Integer> evaluations, String result, List<Long> clocks, Integer clockRunning, String text,
            Map<String, Object> board, String numbering, int firstMover, List<Move> moves, boolean humanToMove) {
    }

    /**
     * A legal move as a page offers it.
     *
     * @param text its notation
     * @param clicks the cells a person clicks to play it, or null at a chance node or without a board
     * @param option what tells it from other moves of the same clicks (a promotion's piece), or null
     */
    record Move(String text, int[] clicks, String option) {
    }

    /**
     * A position of the game played so far, for the page to show while the game goes on.
     *
     * @param ply the moves played to reach it
     * @param position its notation
     * @param move the move that led to it, or null at the start
     * @param board its board, or null
     */
    record Position(int ply, String position, String move, Map<String, Object> board) {
    }

    /**
     * An agent's search as it goes (event {@code progress}).
     *
     * @param player the agent's side
     * @param depth the depth reached
     * @param score the score from the agent's view
     * @param nodes nodes searched
     * @param nps nodes a second
     * @param pv the principal variation in the game's notation
     * @param pvClicks the clicks of its first moves, for arrows, or null without a board
     */
    record Progress(int player, int depth, int score, long nodes, long nps, List<String> pv, List<int[]> pvClicks) {
    }

    /**
     * An MCTS search's root visit shares, for the heat map (event {@code visits}).
     *
     * @param player the agent's side
     * @param iterations iterations so far
     * @param moves each root move's share
     */
    record Visits(int player, long iterations, List<VisitShare> moves) {
    }

    /**
     * One root move of {@link Visits}.
     *
     * @param move its notation
     * @param cell the cell to shade, or null for a move with no cell (a pass)
     * @param share its share of the root's visits
     * @param mean its mean reward
     * @param prior the network's prior under {@code mcts:az}, or null
     */
    record VisitShare(String move, Integer cell, double share, double mean, Double prior) {
    }

    /**
     * The game as a record file.
     *
     * @param format {@code PGN}, {@code PDN}, ... or {@code moves}
     * @param extension the file's extension
     * @param text the record
     */
    record Export(String format, String extension, String text) {
    }

    /**
     * An agent's failure (event {@code error}).
     *
     * @param error one line
     */
    record Failure(String error) {
    }
}
