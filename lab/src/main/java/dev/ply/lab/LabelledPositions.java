package dev.ply.lab;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.NotationException;
import dev.ply.core.agent.GameRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Positions labelled with the result of the game they came from, the data of Texel tuning: each distinct position
 * once, with how many times it was seen and the mean result, in player 0's view (1 a win, 0.5 a draw, 0 a loss).
 * Keeping a repeated position once with its mean result leaves a squared-error fit unchanged and saves the memory
 * of its copies.
 *
 * <p>A positions file has one line per position, {@code POSITION ; result R}, the position in the game's notation
 * and R as PGN writes results ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}) or as player 0's expected score, a number
 * from 0 to 1 (a stronger engine's score turned into a win probability, say); lines starting with {@code #} are
 * comments. A run's record ({@code --record FILE.jsonl}) is read as the positions of its games. Games decided by a
 * time forfeit, an illegal move or an agent's failure are left out (their results say nothing of the positions);
 * finished positions and chance nodes are left out too.
 */
public final class LabelledPositions {

    /** How games end whose results do not follow from their positions. */
    private static final Set<String> UNLABELLED = Set.of("time forfeit", "illegal move", "agent failure");

    private final List<GameState> states = new ArrayList<>();
    private final List<double[]> labels = new ArrayList<>();
    private final Map<Long, Integer> byHash = new HashMap<>();
    private long lines;

    /** Starts an empty set. */
    public LabelledPositions() {
    }

    /**
     * The lines of a positions file for one game of a run: every position from the start up to the last move's,
     * with the game's result; none for a game whose result does not follow from its positions.
     *
     * @param game the game
     * @param line the finished game
     * @return the lines, without line breaks
     * @throws InvalidInputException if the game does not replay
     */
    public static List<String> lines(Game game, GameLine line) {
        List<String> out = new ArrayList<>();
        if (UNLABELLED.contains(line.termination())) {
            return out;
        }
        for (GameState state : positions(game, line)) {
            out.add(line(state.notation(), line.result()));
        }
        return out;
    }

    /**
     * The positions a player moved in during a game of a run, from its start up to the last move's, as {@link
     * GameLine#replay} checks the game by the rules; whatever the game's result or how it ended.
     *
     * @param game the game
     * @param line the finished game
     * @return new states, in the order they were played
     * @throws InvalidInputException if the game does not replay
     */
    public static List<GameState> positions(Game game, GameLine line) {
        GameRecord record = line.replay(game).record();
        List<GameState> out = new ArrayList<>();
        GameState state = record.start().copy();
        for (int move : record.moves()) {
            if (!state.isChanceNode() && !state.isTerminal()) {
                out.add(state.copy());
            }
            state.play(move);
        }
        return out;
    }

    /**
     * A positions file's line.
     *
     * @param notation the position in the game's notation
     * @param result its label, as {@link #read} reads it: a game's result or player 0's expected score
     * @return {@code NOTATION ; result R}
     */
    public static String line(String notation, String result) {
        return notation + " ; result " + result;
    }

    /**
     * Reads positions files and records into one set.
     *
     * @param game the game the positions are of
     * @param files positions files, or records whose name ends in {@code .jsonl}
     * @return the positions
     * @throws InvalidInputException naming the file and line of the first one that cannot be read
     */
    public static LabelledPositions read(Game game, List<Path> files) {
        LabelledPositions positions = new LabelledPositions();
        for (Path file : files) {
            try {
                if (Files.isRegularFile(file) && Files.size(file) > 8 * OutputFiles.MAX_READ_BYTES) {
                    throw new InvalidInputException(file + " is over " + (8 * OutputFiles.MAX_READ_BYTES >> 20)
                            + " MB; split it");
                }
            } catch (IOException e) {
                throw new InvalidInputException("cannot read " + file + ": " + OutputFiles.reason(e));
            }
            PositionStream.forEachLine(file, (line, record) -> {
                if (record) {
                    positions.addGame(game, GameLine.fromJson(line));
                } else {
                    positions.addLine(game, line);
                }
                return line;
            }, line -> { });
        }
        return positions;
    }

    private void addGame(Game game, GameLine line) {
        if (UNLABELLED.contains(line.termination())) {
            return;
        }
        int forPlayer0 = line.aStarted() ? line.points() : -line.points();
        double result = forPlayer0 > 0 ? 1 : forPlayer0 < 0 ? 0 : 0.5;
        for (GameState state : positions(game, line)) {
            add(state, result);
        }
    }

    private void addLine(Game game, String line) {
        int separator = line.lastIndexOf(';');
        String label = separator < 0 ? "" : line.substring(separator + 1).strip();
        if (separator < 0 || !label.startsWith("result ")) {
            throw new InvalidInputException("expected 'POSITION ; result R', got '" + shorten(line) + "'");
        }
        GameState state;
        try {
            state = game.parseState(line.substring(0, separator).strip());
        } catch (NotationException e) {
            throw new InvalidInputException("bad position: " + e.getMessage());
        }
        if (state.isTerminal() || state.isChanceNode()) {
            throw new InvalidInputException("the position is finished or a chance node; only positions a player"
                    + " moves in can be labelled");
        }
        add(state, parseResult(label.substring("result ".length()).strip()));
    }

    /**
     * Adds a position.
     *
     * @param state the position; copied
     * @param result the result of its game for player 0: 1 a win, 0.5 a draw, 0 a loss
     */
    public void add(GameState state, double result) {
        lines++;
        Integer known = byHash.putIfAbsent(state.hash(), states.size());
        if (known == null) {
            states.add(state.copy());
            labels.add(new double[] {1, result});
        } else {
            double[] label = labels.get(known);
            label[1] += (result - label[1]) / ++label[0];
        }
    }

    private static double parseResult(String text) {
        int dash = text.indexOf('-');
        if (text.equals("1/2-1/2")) {
            return 0.5;
        }
        if (dash > 0 && text.substring(0, dash).matches("\\d") && text.substring(dash + 1).matches("\\d")) {
            int first = Integer.parseInt(text.substring(0, dash));
            int second = Integer.parseInt(text.substring(dash + 1));
            if (first == 0 && second > 0) {
                return 0;
            }
            if (second == 0 && first > 0) {
                return 1;
            }
        }
        if (text.matches("[01]|0?\\.\\d+|1\\.0*")) {
            return Double.parseDouble(text);
        }
        throw new InvalidInputException("'" + shorten(text) + "' is not a result (1-0, 0-1, 1/2-1/2 or a score from 0"
                + " to 1)");
    }

    private static String shorten(String text) {
        return text.length() <= 80 ? text : text.substring(0, 77) + "...";
    }

    /**
     * The number of distinct positions.
     *
     * @return 0 or more
     */
    public int size() {
        return states.size();
    }

    /**
     * The number of positions read, repeats included.
     *
     * @return 0 or more
     */
    public long read() {
        return lines;
    }

    /**
     * A position.
     *
     * @param i its index, 0 to {@link #size()} - 1
     * @return the position, owned by this set; not to be modified
     */
    public GameState state(int i) {
        return states.get(i);
    }

    /**
     * How many times a position was read.
     *
     * @param i its index
     * @return 1 or more
     */
    public int count(int i) {
        return (int) labels.get(i)[0];
    }

    /**
     * The mean result of the games a position came from.
     *
     * @param i its index
     * @return player 0's mean score, 0 to 1
     */
    public double result(int i) {
        return labels.get(i)[1];
    }
}
