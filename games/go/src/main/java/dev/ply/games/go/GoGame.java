package dev.ply.games.go;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InputNumbers;
import dev.ply.core.InvalidInputException;
import dev.ply.core.NotationException;
import dev.ply.core.agent.GameRecord;
import dev.ply.core.capability.GameVariants;
import dev.ply.core.capability.OpeningFormats;
import dev.ply.core.capability.RecordNotation;
import dev.ply.core.util.BoardKeys;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Go on a square board of 5x5 to 19x19 (9x9 and komi 7.5 by default), under area scoring with positional superko.
 *
 * <p><b>Rules.</b> Black (player 0) moves first. A move puts a stone on an empty point or passes; opposing groups
 * left without liberties are captured; a move that leaves its own group without liberties (suicide) is illegal, and
 * so is a move that recreates a board position seen before in the game (positional superko: the board alone, not the
 * player to move). Two passes in a row end the game. The score is Tromp-Taylor area scoring: each player's stones
 * plus the empty points that reach only that player's stones, with the komi added to White. A game with an integer
 * komi can be drawn; with a half-point komi it cannot. Dead stones are not removed: the game is played out (as under
 * Tromp-Taylor rules and in computer Go), and stones left on the board count.
 *
 * <p><b>Variants.</b> The size and the komi are part of a position's notation; parsing a position of another size or
 * komi gives a state of a variant of this game (same id, its own {@link #maxMoves()} and {@link #maxPlies()}), as
 * {@link GameState#game()} says.
 *
 * <p><b>Moves</b> are {@code row * size + column} for a point (row 0 the bottom, column 0 the left), and
 * {@code size * size} for the pass. Notation: GTP vertices ({@code D4}, {@code pass}; columns A to T without I, rows
 * from 1 at the bottom).
 */
public final class GoGame implements Game, GameVariants, RecordNotation, OpeningFormats {

    /** The smallest board. */
    public static final int MIN_SIZE = 5;
    /** The largest board. */
    public static final int MAX_SIZE = 19;
    /** The columns' letters in GTP, without I. */
    static final String COLUMNS = "ABCDEFGHJKLMNOPQRST";

    private static final Map<Long, GoGame> VARIANTS = new ConcurrentHashMap<>();

    private final int size;
    private final int komiHalfPoints;
    private final boolean situational;
    private final int[] neighbours;
    private final BoardKeys keys;
    private final GoEvaluator evaluator;
    private final long variantKey;

    /** The registered game: 9x9, komi 7.5. */
    public GoGame() {
        this(9, 15, false);
    }

    private GoGame(int size, int komiHalfPoints, boolean situational) {
        this.size = size;
        this.komiHalfPoints = komiHalfPoints;
        this.situational = situational;
        this.neighbours = neighbourTable(size);
        this.keys = BoardKeys.of(0x60_60_60L + size, 4, size * size);
        this.evaluator = new GoEvaluator(GoEvaluator.Kind.INFLUENCE, this);
        this.variantKey = dev.ply.core.ZobristKeys.generate(size * 100_003L + komiHalfPoints + (situational ? 7_919 : 0), 1)[0];
    }

    /**
     * The game of a size and komi.
     *
     * @param size the board's side, 5 to 19
     * @param komi the komi, a multiple of 0.5 (negative for reverse komi)
     * @return the game, under positional superko
     * @throws NotationException for a size or komi out of range
     */
    public static GoGame of(int size, double komi) {
        return of(size, komi, false);
    }

    /**
     * The game of a size, komi and superko rule.
     *
     * @param size the board's side, 5 to 19
     * @param komi the komi, a multiple of 0.5 (negative for reverse komi)
     * @param situational true for situational superko (a board may not recur with the same player to move),
     *     false for positional (a board may not recur at all)
     * @return the game
     * @throws NotationException for a size or komi out of range
     */
    public static GoGame of(int size, double komi, boolean situational) {
        if (size < MIN_SIZE || size > MAX_SIZE) {
            throw new NotationException("a Go board is " + MIN_SIZE + "x" + MIN_SIZE + " to " + MAX_SIZE + "x"
                    + MAX_SIZE + ", not " + size + "x" + size);
        }
        double doubled = komi * 2;
        if (!Double.isFinite(komi) || doubled != Math.rint(doubled) || Math.abs(komi) > 1000) {
            throw new NotationException("komi must be a multiple of 0.5 between -1000 and 1000, not " + komi);
        }
        int half = (int) doubled;
        if (size == 9 && half == 15 && !situational) {
            return Registered.GAME;
        }
        return VARIANTS.computeIfAbsent((situational ? 1_000_000L : 0) + size * 10_000L + half + 5_000,
                key -> new GoGame(size, half, situational));
    }

    /** The registered 9x9 game, shared by {@link #of(int, double)}. */
    private static final class Registered {
        static final GoGame GAME = new GoGame();
    }

    private static int[] neighbourTable(int size) {
        int[] table = new int[size * size * 4];
        for (int point = 0; point < size * size; point++) {
            int row = point / size;
            int column = point % size;
            table[4 * point] = row + 1 < size ? point + size : -1;
            table[4 * point + 1] = row > 0 ? point - size : -1;
            table[4 * point + 2] = column + 1 < size ? point + 1 : -1;
            table[4 * point + 3] = column > 0 ? point - 1 : -1;
        }
        return table;
    }

    /**
     * The board's side.
     *
     * @return 5 to 19
     */
    public int size() {
        return size;
    }

    /**
     * The komi White receives.
     *
     * @return points, a multiple of 0.5
     */
    public double komi() {
        return komiHalfPoints / 2.0;
    }

    /**
     * Whether superko is situational (the board and the player to move may not recur) rather than positional.
     *
     * @return true for situational superko
     */
    public boolean situationalSuperko() {
        return situational;
    }

    int komiHalfPoints() {
        return komiHalfPoints;
    }

    int[] neighbours() {
        return neighbours;
    }

    /** Keeps positions of different sizes and komis apart in tables: the key of an empty board of this variant. */
    long variantKey() {
        return variantKey;
    }

    BoardKeys keys() {
        return keys;
    }

    /**
     * The pass move of this board size.
     *
     * @return {@code size * size}
     */
    public int passMove() {
        return size * size;
    }

    /**
     * Reads {@code size=N} (5 to 19), {@code komi=K} (a multiple of 0.5) and {@code superko=positional|situational};
     * those not given keep this game's values.
     */
    @Override
    public GoGame variant(String options) {
        int newSize = size;
        double newKomi = komi();
        boolean newSituational = situational;
        Set<String> given = new HashSet<>();
        for (String item : options.split(",")) {
            if (item.isBlank()) {
                continue;
            }
            int eq = item.indexOf('=');
            String key = (eq < 0 ? item : item.substring(0, eq)).trim();
            String value = eq < 0 ? "" : item.substring(eq + 1).trim();
            if (!given.add(key)) {
                throw new InvalidInputException("go option '" + key + "' is given twice");
            }
            switch (key) {
                case "size" -> newSize = (int) InputNumbers.parseLong(value, "go option 'size'", MIN_SIZE, MAX_SIZE);
                case "komi" -> newKomi = InputNumbers.parseDecimal(value, "go option 'komi'", -1000, 1000);
                case "superko" -> newSituational = switch (value) {
                    case "positional" -> false;
                    case "situational" -> true;
                    default -> throw new InvalidInputException("go option 'superko' is positional or situational, not '"
                            + value + "'");
                };
                default -> throw new InvalidInputException("unknown go option '" + key + "'; options: " + variantHelp());
            }
        }
        return of(newSize, newKomi, newSituational);
    }

    @Override
    public GoState translate(GameState state) {
        if (!(state instanceof GoState go)) {
            throw new InvalidInputException("a " + state.game().id() + " position is not a Go position");
        }
        if (go.size() != size) {
            throw new InvalidInputException("a " + go.size() + "x" + go.size() + " position does not fit a " + size + "x"
                    + size + " board");
        }
        return GoNotation.parse(GoNotation.write(go), this);
    }

    @Override
    public String variantOptions() {
        return "size=" + size + ",komi=" + GoNotation.komiText(komiHalfPoints) + ",superko="
                + (situational ? "situational" : "positional");
    }

    @Override
    public String variantHelp() {
        return "size=" + MIN_SIZE + ".." + MAX_SIZE + ", komi=a multiple of 0.5, superko=positional|situational";
    }

    @Override
    public String id() {
        return "go";
    }

    @Override
    public String displayName() {
        return "Go (" + size + "x" + size + ", komi " + GoNotation.komiText(komiHalfPoints) + ")";
    }

    @Override
    public GoState newState() {
        return new GoState(this);
    }

    @Override
    public GoState parseState(String notation) {
        return GoNotation.parse(notation);
    }

    @Override
    public int maxMoves() {
        return size * size + 1;
    }

    /** Long enough for any real game: three times the points (captured stones are played again). */
    @Override
    public int maxPlies() {
        return 3 * size * size;
    }

    @Override
    public int maxOutcome() {
        return 1;
    }

    @Override
    public String playerName(int player) {
        return player == 0 ? "Black" : "White";
    }

    @Override
    public GoEvaluator defaultEvaluator() {
        return evaluator;
    }

    @Override
    public String recordFormat() {
        return "SGF";
    }

    @Override
    public String recordExtension() {
        return "sgf";
    }

    /** Writes the game as an SGF game tree (see {@link GoSgf}); several appended make an SGF collection. */
    @Override
    public String writeRecord(GameRecord record, Map<String, String> tags) {
        if (!(record.start() instanceof GoState)) {
            throw new IllegalArgumentException("SGF records Go games here, not " + record.game().id());
        }
        return GoSgf.write(record, tags);
    }

    @Override
    public List<String> openingExtensions() {
        return List.of("sgf");
    }

    /** Reads openings from an SGF collection: the position at the end of each game's main line. */
    @Override
    public List<String> readOpenings(String extension, String text) {
        if (!extension.equals("sgf")) {
            throw new NotationException("go reads openings from sgf files, not " + extension);
        }
        List<String> positions = new ArrayList<>();
        for (GoSgf.Game sgf : GoSgf.read(text)) {
            positions.add(sgf.end().notation());
        }
        return positions;
    }
}
