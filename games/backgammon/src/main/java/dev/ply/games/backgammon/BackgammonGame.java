package dev.ply.games.backgammon;

import dev.ply.core.Game;
import dev.ply.core.NotationException;
import dev.ply.games.backgammon.eval.PlyBackgammonEvaluator;
import java.util.Locale;

/**
 * Backgammon, cubeless (money play without the doubling cube): two players, O (player 0) and X (player
 * 1), fifteen checkers each, with the standard rules; a game ends when one player has borne off all
 * their checkers and scores 1 point, 2 for a gammon, 3 for a backgammon
 * ({@link BackgammonState#points()}).
 *
 * <p>{@link #newState()} is the opening: the starting position before the opening roll, a chance node
 * that decides who starts and with which (non-double) roll. See {@link BackgammonState} for the turn
 * structure, the notation ({@code 4HPwATDgc/ABMA:X:63}) and the move notation ({@code 24/18 13/11}),
 * and {@link BackgammonMove} for the move encoding.
 */
public final class BackgammonGame implements Game {

    /**
     * The most plays a roll can have: 3,060, as GNU Backgammon's {@code MAX_MOVES}. A double's play is
     * fixed by how far each checker moves, four steps shared among at most fifteen checkers: at most
     * C(18, 4) = 3,060 ways. Non-doubles and chance nodes have far fewer.
     */
    public static final int MAX_MOVES = 3060;

    /** Creates the instance; the service loader calls this. */
    public BackgammonGame() {
    }

    /** The default evaluator, created when first asked for (it reads its weights then). */
    private static final class DefaultEvaluator {
        static final PlyBackgammonEvaluator INSTANCE = new PlyBackgammonEvaluator();
    }

    @Override
    public String id() {
        return "backgammon";
    }

    @Override
    public String displayName() {
        return "Backgammon";
    }

    @Override
    public BackgammonState newState() {
        int[] start = BackgammonState.startingBoard();
        return new BackgammonState(this, start, start, 0, BackgammonState.OPENING, 0, 0);
    }

    /**
     * The starting position with O on roll before an ordinary roll of all 21 outcomes: where the
     * reference counts of 447 and 202,782 plays after one and two turns are taken, so that
     * {@code ply perft backgammon} reproduces them.
     *
     * @return {@link #startingPosition(int) startingPosition(0)}
     */
    @Override
    public BackgammonState referenceState() {
        return startingPosition(0);
    }

    /**
     * The starting position with a given player on roll, before their roll (not the opening roll): the
     * position from which the reference counts of 447 and 202,782 plays after one and two turns are
     * taken.
     *
     * @param player the player on roll, 0 (O) or 1 (X)
     * @return a new state owned by the caller
     */
    public BackgammonState startingPosition(int player) {
        int[] start = BackgammonState.startingBoard();
        return new BackgammonState(this, start, start, player, BackgammonState.ROLL, 0, 0);
    }

    /**
     * Reads a position: a GNU Backgammon position id, optionally followed by {@code :O} or {@code :X}
     * (the player on roll, O by default), {@code :63} (the dice rolled, in either order) or
     * {@code :opening} (the opening roll is to come), as {@link BackgammonState#notation()} writes them.
     * A bare id is the position before the roll of the player on roll, taken to be O. gnubg's own
     * "GNU Backgammon ID", {@code POSITIONID:MATCHID}, is read too: the {@link MatchId} gives the player
     * on roll and the dice (its cube, match length and score are not used: Ply plays cubeless money games).
     *
     * @param notation the position
     * @return a new state owned by the caller
     * @throws NotationException if the text is malformed or describes an impossible position
     */
    @Override
    public BackgammonState parseState(String notation) {
        String text = notation.trim();
        String[] fields = text.split(":", -1);
        int[][] boards = PositionId.decode(fields[0]);
        int player = 0;
        boolean playerGiven = false;
        boolean opening = false;
        int high = 0;
        int low = 0;
        boolean over = false;
        for (int i = 1; i < fields.length; i++) {
            String raw = fields[i].trim();
            String field = raw.toUpperCase(Locale.ROOT);
            if (MatchId.looksLikeOne(raw)) {
                if (fields.length != 2) {
                    throw new NotationException("'" + notation + "': a match id says who is on roll and the dice;"
                            + " write POSITIONID:MATCHID with nothing else");
                }
                MatchId match = MatchId.decode(raw);
                checkPlayable(match, notation);
                player = match.onRoll();
                playerGiven = true;
                if (match.die1() != 0) {
                    high = Math.max(match.die1(), match.die2());
                    low = Math.min(match.die1(), match.die2());
                }
                over = match.gameState() == 2;
            } else if (field.equals("O") || field.equals("X")) {
                if (playerGiven) {
                    throw new NotationException("'" + notation + "' names the player on roll twice");
                }
                player = field.equals("O") ? 0 : 1;
                playerGiven = true;
            } else if (field.equals("OPENING")) {
                opening = true;
            } else if (Dice.parse(field) >= 0 && field.length() == 2) {
                if (high != 0) {
                    throw new NotationException("'" + notation + "' gives the dice twice");
                }
                int roll = Dice.parse(field);
                high = BackgammonMove.highDie(roll);
                low = BackgammonMove.lowDie(roll);
            } else {
                throw new NotationException("'" + fields[i] + "' in '" + notation + "' is none of O, X (the player on"
                        + " roll), two dice such as 63, or 'opening'");
            }
        }
        if (opening && (playerGiven || high != 0)) {
            throw new NotationException("'" + notation + "': before the opening roll nobody is on roll and no dice"
                    + " are thrown; write ID:opening");
        }
        int phase = opening ? BackgammonState.OPENING : high != 0 ? BackgammonState.MOVE : BackgammonState.ROLL;
        int[] notOnRoll = boards[0];
        int[] onRoll = boards[1];
        if (onRoll[BackgammonState.OFF] == BackgammonState.CHECKERS) {
            throw new NotationException("position id '" + fields[0] + "' has no checker of the player on roll left;"
                    + " when a game is over the loser is on roll");
        }
        if (over && notOnRoll[BackgammonState.OFF] != BackgammonState.CHECKERS) {
            throw new NotationException("'" + notation + "': the match id says the game is over, but both players"
                    + " have checkers left");
        }
        if (notOnRoll[BackgammonState.OFF] == BackgammonState.CHECKERS) {
            if (phase != BackgammonState.ROLL) {
                throw new NotationException("'" + notation + "': the game is over (the player not on roll has borne"
                        + " off all checkers), so there is no roll to come and no dice to play");
            }
            phase = BackgammonState.OVER;
        }
        int[] player0 = player == 0 ? onRoll : notOnRoll;
        int[] player1 = player == 0 ? notOnRoll : onRoll;
        return new BackgammonState(this, player0, player1, player, phase, high, low);
    }

    private static void checkPlayable(MatchId match, String notation) {
        String problem = null;
        if (match.gameState() == 0) {
            problem = "no game is in progress";
        } else if (match.gameState() > 2) {
            problem = "the game ended by resignation or a dropped double";
        } else if (match.doubleOffered()) {
            problem = "a double is offered, and Ply plays without the cube";
        } else if (match.resignation() != 0) {
            problem = "a resignation is offered";
        } else if (match.turn() != match.onRoll()) {
            problem = "the player to decide is not the player on roll";
        } else if ((match.die1() == 0) != (match.die2() == 0) || match.die1() > 6 || match.die2() > 6) {
            problem = "its dice are " + match.die1() + " and " + match.die2();
        }
        if (problem != null) {
            throw new NotationException("'" + notation + "': the match id cannot be played on: " + problem);
        }
    }

    @Override
    public int maxMoves() {
        return MAX_MOVES;
    }

    /**
     * A backgammon scores three points.
     *
     * @return 3
     */
    @Override
    public int maxOutcome() {
        return 3;
    }

    @Override
    public boolean hasChanceNodes() {
        return true;
    }

    @Override
    public String playerName(int player) {
        return BackgammonState.PLAYER_NAMES[player];
    }

    @Override
    public PlyBackgammonEvaluator defaultEvaluator() {
        return DefaultEvaluator.INSTANCE;
    }
}
