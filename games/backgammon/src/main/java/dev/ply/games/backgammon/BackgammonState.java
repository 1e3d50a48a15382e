package dev.ply.games.backgammon;

import dev.ply.core.GameState;
import dev.ply.core.capability.BoardView;
import dev.ply.core.capability.NetworkEncoding;
import dev.ply.core.capability.PassMove;
import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import dev.ply.core.ZobristKeys;
import java.util.Arrays;
import java.util.Locale;

/**
 * A backgammon position: the checkers of both players, who is on roll, and where the turn stands —
 * the opening roll still to come, a roll still to come, or dice rolled and a play to make — with
 * make/unmake, the legal plays and a Zobrist key kept incrementally.
 *
 * <p><b>Turns.</b> A turn is a chance node, the roll (21 outcomes: 15 non-doubles at 1/18 and 6
 * doubles at 1/36), followed by the mover's whole play as one move (see {@link BackgammonMove} for the
 * encodings). A roll with nothing to play gives the single move {@link BackgammonMove#PASS}. The game
 * starts with the opening roll, a chance node of 30 outcomes at 1/30 each: the 15 non-double rolls,
 * each won by either player (in real play each player throws one die and the higher starts, playing
 * both; doubles are thrown again). At that node {@link #toMove()} is 0 by convention, since who moves
 * next is what the roll decides; every other chance node's {@code toMove()} is the player about to
 * roll. When a play bears off the mover's last checker the game is over, and {@code toMove()} is the
 * loser, who would have rolled next.
 *
 * <p><b>Boards.</b> Each player's checkers are counted from that player's own side: point 1..24 (24 is
 * where their back checkers start, 1..6 their home board), 25 the bar, 0 borne off. Player 0's point
 * {@code p} is player 1's point {@code 25 - p}. Player 0 is called O and player 1 X, as GNU
 * Backgammon names them.
 *
 * <p><b>Notation.</b> {@link #notation()} writes the GNU Backgammon position id (see
 * {@link PositionId}; its second block is the player on roll) followed by fields separated by colons:
 * <ul>
 *   <li>{@code 4HPwATDgc/ABMA:O} — O (player 0) is on roll and has not rolled; {@code :X} for X;</li>
 *   <li>{@code 4HPwATDgc/ABMA:X:63} — X is on roll and has rolled 6-3 (the higher die first);</li>
 *   <li>{@code 4HPwATDgc/ABMA:opening} — the opening roll is still to come; the id is written with O
 *       as the player on roll;</li>
 *   <li>a finished game is written with the loser on roll ({@code ...:X} when O has won).</li>
 * </ul>
 * {@link BackgammonGame#parseState(String)} reads these, a bare position id (O on roll, before the
 * roll), the dice without a player ({@code ID:63}, O on roll), and the dice in either order.
 *
 * <p><b>Move notation</b> is GNU Backgammon's: {@code 24/18 13/11}, {@code bar/22*}, {@code 6/off},
 * {@code 8/5(2)}, <code>13/7*&#47;5</code> (see {@link PlayNotation}); rolls are written {@code 63}, and
 * opening rolls {@code O 63} (O starts with 6-3; {@code 63} alone is read as O's).
 *
 * <p>Not thread-safe; one state per thread. The hot path ({@link #legalMoves(int[])}, {@link #play(int)},
 * {@link #undo()}, {@link #hash()}) does not allocate, except that the undo history grows when a game
 * gets longer than any before it on this state.
 */
public final class BackgammonState implements GameState, PassMove, BoardView, NetworkEncoding {

    /** The index of the checkers borne off in a board array. */
    public static final int OFF = 0;
    /** The index of the bar in a board array (and the source point of a checker entering). */
    public static final int BAR = 25;
    /** Checkers per player. */
    public static final int CHECKERS = 15;

    static final int OPENING = 0;
    static final int ROLL = 1;
    static final int MOVE = 2;
    static final int OVER = 3;

    /** The names of the players in notation and boards: player 0 is O, player 1 is X, as in gnubg. */
    static final String[] PLAYER_NAMES = {"O", "X"};

    private static final int[] STARTING_BOARD = new int[BAR + 1];
    private static final long[][][] CHECKER_KEYS = new long[2][BAR + 1][CHECKERS + 1];
    private static final long[][][][] TURN_KEYS = new long[2][4][7][7];

    static {
        STARTING_BOARD[24] = 2;
        STARTING_BOARD[13] = 5;
        STARTING_BOARD[8] = 3;
        STARTING_BOARD[6] = 5;
        long[] keys = ZobristKeys.generate(0xBAC6_A770_0000_0001L,
                2 * BAR * CHECKERS + 2 * 4 * 7 * 7);
        int next = 0;
        for (int player = 0; player < 2; player++) {
            for (int point = 1; point <= BAR; point++) {
                for (int count = 1; count <= CHECKERS; count++) {
                    CHECKER_KEYS[player][point][count] = keys[next++];
                }
            }
        }
        for (int player = 0; player < 2; player++) {
            for (int phase = 0; phase < 4; phase++) {
                for (int high = 0; high < 7; high++) {
                    for (int low = 0; low < 7; low++) {
                        TURN_KEYS[player][phase][high][low] = keys[next++];
                    }
                }
            }
        }
    }

    // An undo record: the move, then what the move changed besides the checkers.
    private static final int RECORD_SHIFT_PHASE = 24;
    private static final int RECORD_SHIFT_HIGH = 26;
    private static final int RECORD_SHIFT_LOW = 29;
    private static final int RECORD_SHIFT_TO_MOVE = 32;
    private static final int RECORD_SHIFT_HITS = 33;
    private static final long RECORD_MASK_MOVE = (1L << 24) - 1;

    private final BackgammonGame game;
    private final int[][] board = new int[2][BAR + 1];
    private int toMove;
    private int phase;
    private int highDie;
    private int lowDie;
    private long checkerHash;
    private long[] history;
    private int plies;
    private final PlayGenerator generator = new PlayGenerator();
    private int[] scratchMoves;

    /**
     * Creates a position.
     *
     * @param game the game
     * @param player0 player 0's board from their side (index 1..24 points, 25 bar, 0 off); copied
     * @param player1 player 1's board from their side; copied
     * @param toMove the player on roll (0 at the opening)
     * @param phase {@link #OPENING}, {@link #ROLL}, {@link #MOVE} or {@link #OVER}
     * @param highDie the higher die when {@code phase == MOVE}, else 0
     * @param lowDie the lower die when {@code phase == MOVE}, else 0
     */
    BackgammonState(BackgammonGame game, int[] player0, int[] player1, int toMove, int phase, int highDie,
            int lowDie) {
        this.game = game;
        System.arraycopy(player0, 0, board[0], 0, BAR + 1);
        System.arraycopy(player1, 0, board[1], 0, BAR + 1);
        this.toMove = toMove;
        this.phase = phase;
        this.highDie = highDie;
        this.lowDie = lowDie;
        this.checkerHash = computeCheckerHash();
        this.history = new long[64];
    }

    private BackgammonState(BackgammonState other) {
        this.game = other.game;
        System.arraycopy(other.board[0], 0, board[0], 0, BAR + 1);
        System.arraycopy(other.board[1], 0, board[1], 0, BAR + 1);
        this.toMove = other.toMove;
        this.phase = other.phase;
        this.highDie = other.highDie;
        this.lowDie = other.lowDie;
        this.checkerHash = other.checkerHash;
        this.history = other.history.clone();
        this.plies = other.plies;
    }

    /**
     * The starting position's board, from either player's side.
     *
     * @return a new array owned by the caller
     */
    static int[] startingBoard() {
        return STARTING_BOARD.clone();
    }

    private long computeCheckerHash() {
        long key = 0;
        for (int player = 0; player < 2; player++) {
            for (int point = 1; point <= BAR; point++) {
                key ^= CHECKER_KEYS[player][point][board[player][point]];
            }
        }
        return key;
    }

    // ---------------------------------------------------------------------------------------------
    // Queries used by evaluators, agents and notation

    /**
     * The checkers of a player on one point, counted from that player's side.
     *
     * @param player 0 (O) or 1 (X)
     * @param point 1..24 a point, {@link #BAR} the bar, {@link #OFF} borne off
     * @return 0..15
     */
    public int checkers(int player, int point) {
        return board[player][point];
    }

    /**
     * Copies a player's board, from that player's side, into a caller's array.
     *
     * @param player 0 or 1
     * @param target receives index 0 (off) to 25 (bar); at least 26 long
     */
    public void copyBoard(int player, int[] target) {
        System.arraycopy(board[player], 0, target, 0, BAR + 1);
    }

    /**
     * The pip count of a player: the pips their checkers still have to travel to bear off.
     *
     * @param player 0 or 1
     * @return the sum over points of point number times checkers (the bar counts 25)
     */
    public int pipCount(int player) {
        int pips = 0;
        for (int point = 1; point <= BAR; point++) {
            pips += point * board[player][point];
        }
        return pips;
    }

    /**
     * Whether the dice have been rolled and the player on roll must play.
     *
     * @return {@code true} at a player node
     */
    public boolean hasRolled() {
        return phase == MOVE;
    }

    /**
     * Whether the opening roll, which decides who starts, is still to come.
     *
     * @return {@code true} at the opening chance node
     */
    public boolean isOpeningRoll() {
        return phase == OPENING;
    }

    /**
     * The higher die of the roll being played.
     *
     * @return 1..6 after the roll, 0 before
     */
    public int highDie() {
        return highDie;
    }

    /**
     * The lower die of the roll being played.
     *
     * @return 1..6 after the roll, 0 before
     */
    public int lowDie() {
        return lowDie;
    }

    /**
     * The position id of this position, with the player on roll in the second block.
     *
     * @return the 14-character GNU Backgammon position id
     */
    public String positionId() {
        return PositionId.encode(board[1 - toMove], board[toMove]);
    }

    /**
     * The points the winner scores, once the game is over: 3 for a backgammon (the loser has borne off
     * nothing and still has a checker on the bar or in the winner's home board), 2 for a gammon (the
     * loser has borne off nothing), otherwise 1.
     *
     * @return 1, 2 or 3
     * @throws IllegalStateException if the game is not over
     */
    public int points() {
        if (phase != OVER) {
            throw new IllegalStateException("the game is not over: " + notation());
        }
        int[] loser = board[toMove];
        if (loser[OFF] > 0) {
            return 1;
        }
        for (int point = 19; point <= BAR; point++) {
            if (loser[point] > 0) {
                return 3;
            }
        }
        return 2;
    }

    // ---------------------------------------------------------------------------------------------
    // GameState

    @Override
    public BackgammonGame game() {
        return game;
    }

    @Override
    public int toMove() {
        return toMove;
    }

    @Override
    public boolean isChanceNode() {
        return phase == OPENING || phase == ROLL;
    }

    @Override
    public int legalMoves(int[] moves) {
        switch (phase) {
            case MOVE:
                return generator.generate(board[toMove], board[1 - toMove], highDie, lowDie, moves);
            case ROLL:
                return writeRolls(moves);
            case OPENING:
                return writeOpeningRolls(moves);
            default:
                return 0;
        }
    }

    private static int writeRolls(int[] moves) {
        int count = 0;
        for (int high = 1; high <= 6; high++) {
            for (int low = 1; low <= high; low++) {
                moves[count++] = BackgammonMove.roll(high, low);
            }
        }
        return count;
    }

    private static int writeOpeningRolls(int[] moves) {
        int count = 0;
        for (int starter = 0; starter < 2; starter++) {
            for (int high = 2; high <= 6; high++) {
                for (int low = 1; low < high; low++) {
                    moves[count++] = BackgammonMove.openingRoll(high, low, starter);
                }
            }
        }
        return count;
    }

    @Override
    public int chanceOutcomes(int[] outcomes, double[] probabilities) {
        if (phase == ROLL) {
            int count = writeRolls(outcomes);
            for (int i = 0; i < count; i++) {
                probabilities[i] = BackgammonMove.highDie(outcomes[i]) == BackgammonMove.lowDie(outcomes[i])
                        ? 1.0 / 36 : 1.0 / 18;
            }
            return count;
        }
        if (phase == OPENING) {
            int count = writeOpeningRolls(outcomes);
            Arrays.fill(probabilities, 0, count, 1.0 / count);
            return count;
        }
        return 0;
    }

    @Override
    public void play(int move) {
        if (plies == history.length) {
            history = Arrays.copyOf(history, 2 * plies);
        }
        long record = (move & RECORD_MASK_MOVE) | ((long) phase << RECORD_SHIFT_PHASE)
                | ((long) highDie << RECORD_SHIFT_HIGH) | ((long) lowDie << RECORD_SHIFT_LOW)
                | ((long) toMove << RECORD_SHIFT_TO_MOVE);
        switch (phase) {
            case MOVE -> {
                int hits = applyPlay(move);
                record |= (long) hits << RECORD_SHIFT_HITS;
                phase = board[toMove][OFF] == CHECKERS ? OVER : ROLL;
                toMove ^= 1;
                highDie = 0;
                lowDie = 0;
            }
            case ROLL -> {
                highDie = BackgammonMove.highDie(move);
                lowDie = BackgammonMove.lowDie(move);
                phase = MOVE;
            }
            case OPENING -> {
                highDie = BackgammonMove.highDie(move);
                lowDie = BackgammonMove.lowDie(move);
                toMove = BackgammonMove.starter(move);
                phase = MOVE;
            }
            default -> throw new IllegalStateException("the game is over: " + notation());
        }
        history[plies++] = record;
    }

    /** Plays the legs of a play for the player on roll; returns bit {@code i} set where leg i hit. */
    private int applyPlay(int move) {
        int[] me = board[toMove];
        int[] opp = board[1 - toMove];
        int hits = 0;
        for (int leg = 0; leg < BackgammonMove.MAX_LEGS; leg++) {
            int from = BackgammonMove.from(move, leg);
            if (from == 0) {
                break;
            }
            int die = BackgammonMove.usesLowDie(move, leg) ? lowDie : highDie;
            int to = from - die;
            change(toMove, me, from, -1);
            if (to > 0) {
                int theirs = 25 - to;
                if (opp[theirs] == 1) {
                    change(1 - toMove, opp, theirs, -1);
                    change(1 - toMove, opp, BAR, +1);
                    hits |= 1 << leg;
                }
                change(toMove, me, to, +1);
            } else {
                me[OFF]++;
            }
        }
        return hits;
    }

    private void change(int player, int[] checkers, int point, int delta) {
        int before = checkers[point];
        checkers[point] = before + delta;
        checkerHash ^= CHECKER_KEYS[player][point][before] ^ CHECKER_KEYS[player][point][before + delta];
    }

    @Override
    public void undo() {
        if (plies == 0) {
            throw new IllegalStateException("no move to undo");
        }
        long record = history[--plies];
        int move = (int) (record & RECORD_MASK_MOVE);
        int previousPhase = (int) (record >>> RECORD_SHIFT_PHASE) & 0x3;
        highDie = (int) (record >>> RECORD_SHIFT_HIGH) & 0x7;
        lowDie = (int) (record >>> RECORD_SHIFT_LOW) & 0x7;
        toMove = (int) (record >>> RECORD_SHIFT_TO_MOVE) & 0x1;
        phase = previousPhase;
        if (previousPhase == MOVE) {
            int hits = (int) (record >>> RECORD_SHIFT_HITS) & 0xF;
            undoPlay(move, hits);
        }
    }

    private void undoPlay(int move, int hits) {
        int[] me = board[toMove];
        int[] opp = board[1 - toMove];
        for (int leg = BackgammonMove.legCount(move) - 1; leg >= 0; leg--) {
            int from = BackgammonMove.from(move, leg);
            int die = BackgammonMove.usesLowDie(move, leg) ? lowDie : highDie;
            int to = from - die;
            if (to > 0) {
                change(toMove, me, to, -1);
                if ((hits & (1 << leg)) != 0) {
                    change(1 - toMove, opp, BAR, -1);
                    change(1 - toMove, opp, 25 - to, +1);
                }
            } else {
                me[OFF]--;
            }
            change(toMove, me, from, +1);
        }
    }

    @Override
    public long hash() {
        return checkerHash ^ TURN_KEYS[toMove][phase][highDie][lowDie];
    }

    @Override
    public boolean isTerminal() {
        return phase == OVER;
    }

    @Override
    public int outcome(int player) {
        int points = points();
        return player == toMove ? -points : points;
    }

    @Override
    public int plies() {
        return plies;
    }

    @Override
    public BackgammonState copy() {
        return new BackgammonState(this);
    }

    @Override
    public String notation() {
        String id = positionId();
        return switch (phase) {
            case OPENING -> id + ":opening";
            case MOVE -> id + ":" + PLAYER_NAMES[toMove] + ":" + highDie + lowDie;
            default -> id + ":" + PLAYER_NAMES[toMove];
        };
    }

    @Override
    public int rows() {
        return 2;
    }

    /** Six points, the bar, six points and the borne-off tray on each side. */
    @Override
    public int columns() {
        return 14;
    }

    @Override
    public java.util.List<Token> pieces() {
        return BackgammonBoardView.pieces(board);
    }

    /** The 24 points as triangles from the board's edges, as gnubg draws them; the bars and trays square. */
    @Override
    public CellShape cellShape(int cell) {
        return BackgammonBoardView.cellShape(cell);
    }

    /** The dice to play (or that they are still to be rolled), each side's pip count and checkers borne off. */
    @Override
    public java.util.List<String> facts() {
        String o = game.playerName(0);
        String x = game.playerName(1);
        return java.util.List.of(
                phase == MOVE ? game.playerName(toMove) + " to play " + highDie + "-" + lowDie + " "
                        + Character.toString(0x2680 + highDie - 1) + Character.toString(0x2680 + lowDie - 1)
                        : isTerminal() ? "The game is over" : "The dice are to be rolled",
                "Pips: " + o + " " + pipCount(0) + ", " + x + " " + pipCount(1),
                "Borne off: " + o + " " + board[0][OFF] + ", " + x + " " + board[1][OFF]);
    }

    @Override
    public String cellName(int cell) {
        return BackgammonBoardView.cellName(cell);
    }

    /** Each checker move's from and to, in the play's order; the pass has none (it is offered as a button). */
    @Override
    public int[] clicks(int move) {
        if (phase != MOVE || move == BackgammonMove.PASS) {
            return new int[0];
        }
        return BackgammonBoardView.clicks(move, toMove, highDie, lowDie);
    }

    /**
     * The pass of a player who cannot play the roll, {@link BackgammonMove#PASS}, written {@code pass}.
     *
     * @return {@link BackgammonMove#PASS} while a roll is to be played; {@link #NO_MOVE} at a roll or after the game
     */
    @Override
    public int passMove() {
        return phase == MOVE ? BackgammonMove.PASS : NO_MOVE;
    }

    @Override
    public String moveToString(int move) {
        return switch (phase) {
            case MOVE -> PlayNotation.format(board[toMove], board[1 - toMove], highDie, lowDie, move);
            case ROLL -> Integer.toString(BackgammonMove.highDie(move)) + BackgammonMove.lowDie(move);
            case OPENING -> PLAYER_NAMES[BackgammonMove.starter(move)] + " " + BackgammonMove.highDie(move)
                    + BackgammonMove.lowDie(move);
            // No move is legal once the game is over; describe the number rather than fail.
            default -> "move " + move;
        };
    }

    @Override
    public int parseMove(String text) {
        return switch (phase) {
            case MOVE -> PlayNotation.parse(this, text);
            case ROLL -> parseRoll(text);
            case OPENING -> parseOpeningRoll(text);
            default -> throw new IllegalMoveException("no move can be played: the game is over, "
                    + PLAYER_NAMES[1 - toMove] + " has won");
        };
    }

    private int parseRoll(String text) {
        int roll = Dice.parse(text);
        if (roll < 0) {
            throw new NotationException("a roll is two dice 1 to 6 such as 63 or 6-3, not '" + text + "'");
        }
        return roll;
    }

    private int parseOpeningRoll(String text) {
        String t = text.trim().toUpperCase(Locale.ROOT);
        // Without a player the roll is O's, the player to move at the opening by convention.
        int starter = t.startsWith("O") ? 0 : t.startsWith("X") ? 1 : 0;
        int roll = Dice.parse(t.startsWith("O") || t.startsWith("X") ? t.substring(1) : t);
        if (roll < 0) {
            throw new NotationException("an opening roll is the starting player and two dice, such as 'O 63' or"
                    + " 'X 41' (O when no player is named), not '" + text + "'");
        }
        if (BackgammonMove.highDie(roll) == BackgammonMove.lowDie(roll)) {
            throw new IllegalMoveException("the opening roll cannot be a double ('" + text + "')");
        }
        return roll | (starter << BackgammonMove.SHIFT_STARTER);
    }

    /**
     * A fresh buffer for move lists, kept for text-level operations (parsing) off the hot path.
     *
     * @return a buffer of {@link BackgammonGame#MAX_MOVES} moves, owned by this state
     */
    int[] scratchMoves() {
        if (scratchMoves == null) {
            scratchMoves = new int[BackgammonGame.MAX_MOVES];
        }
        return scratchMoves;
    }

    /**
     * The board of a player; the live array, for this package's notation code, which must restore it.
     *
     * @param player 0 or 1
     * @return the array
     */
    int[] boardOf(int player) {
        return board[player];
    }

    /**
     * The board, as GNU Backgammon draws it: X's home board at the bottom right, the points numbered
     * from the side of the player on roll, the notation, the dice and the pip counts.
     *
     * @return the board as text
     */
    @Override
    public String toString() {
        return BoardDrawing.draw(this);
    }

    // NetworkEncoding: Tesauro's units from the mover's side, the dice, and plays named by their first two checker
    // moves (BackgammonEncoding).

    @Override
    public String encodingName() {
        return BackgammonEncoding.NAME;
    }

    @Override
    public int inputPlanes() {
        return BackgammonEncoding.INPUTS; // a flat feature vector, as NetworkEncoding describes one
    }

    @Override
    public int inputHeight() {
        return 1;
    }

    @Override
    public int inputWidth() {
        return 1;
    }

    @Override
    public int actionCount() {
        return BackgammonEncoding.ACTIONS;
    }

    @Override
    public boolean distinctActions() {
        return BackgammonEncoding.DISTINCT;
    }

    /** Valid at chance nodes too (the dice not yet rolled), so a network can judge a position before the roll. */
    @Override
    public void encode(float[] into, int offset) {
        int mover = phase == OPENING ? 0 : toMove;
        BackgammonEncoding.encode(board[mover], board[1 - mover], phase == MOVE ? highDie : 0,
                phase == MOVE ? lowDie : 0, into, offset);
    }

    @Override
    public int actionIndex(int move) {
        return BackgammonEncoding.actionIndex(move, highDie, lowDie);
    }
}
