package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.agent.Clock;
import dev.ply.core.agent.GameRecord;
import dev.ply.core.search.SearchListener;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code ply suite}: how many positions of a test suite an agent answers with one of their best moves. */
@Command(name = "suite", mixinStandardHelpOptions = true,
        description = "Ask an agent for a move in each position of a test suite and count the positions where it"
                + " plays one of the best moves (and none of the avoided ones). A line is POSITION ; bm MOVE [MOVE"
                + " ...] [; am MOVE ...] [; id NAME] in the game's notation, or chess EPD (FEN's four fields, then"
                + " bm ...; id \"...\";). Lines starting with # and blank lines are skipped. The failures are listed;"
                + " the last line is 'solved K of N'.")
final class SuiteCommand implements Runnable {

    /** The longest line read: a position with its moves, far below what any game writes. */
    static final int MAX_LINE = 10_000;

    @ParentCommand
    private PlyCommand parent;

    @Parameters(index = "0", paramLabel = "GAME", description = "the game")
    private String gameId;

    @Parameters(index = "1", paramLabel = "FILE", description = "the suite")
    private Path file;

    @Option(names = "--agent", paramLabel = "SPEC", description = "the agent, as in play and match (default:"
            + " alphabeta; 1 s a move when the specification sets no limit)")
    private String agentSpec = "alphabeta";

    @Option(names = "--verbose", description = "list every position, not only the failures")
    private boolean verbose;

    /** One position of the suite. */
    record Entry(int line, String position, List<String> best, List<String> avoid, String id) {
    }

    @Override
    public void run() {
        Game game = Ply.game(gameId);
        List<Entry> entries = read(file);
        PrintStream out = parent.out();
        int solved = 0;
        long started = System.nanoTime();
        try (Agent agent = Agents.create(game, agentSpec, SearchListener.NONE)) {
            for (Entry entry : entries) {
                GameState state = game.parseStateLeniently(entry.position(), repair -> { });
                if (state.isTerminal()) {
                    throw new InvalidInputException(file + " line " + entry.line() + ": the game is over there");
                }
                List<Integer> best = moves(state, entry.best(), entry);
                List<Integer> avoid = moves(state, entry.avoid(), entry);
                GameRecord record = new GameRecord(state);
                agent.newGame(record, entry.line());
                int move = agent.chooseMove(record, Clock.UNTIMED);
                boolean ok = (best.isEmpty() || best.contains(move)) && !avoid.contains(move);
                if (ok) {
                    solved++;
                }
                if (verbose || !ok) {
                    out.printf(Locale.ROOT, "%s %s: played %s, %s %s%n", ok ? "solved" : "FAILED",
                            entry.id() != null ? entry.id() : "line " + entry.line(), state.moveToString(move),
                            best.isEmpty() ? "avoid" : "best", String.join(" ",
                                    best.isEmpty() ? entry.avoid() : entry.best()));
                }
            }
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        out.printf(Locale.ROOT, "%s: %.1f%% in %.1f s%n", agentSpec, 100.0 * solved / entries.size(), seconds);
        out.printf(Locale.ROOT, "solved %d of %d%n", solved, entries.size());
    }

    private List<Integer> moves(GameState state, List<String> notations, Entry entry) {
        List<Integer> moves = new ArrayList<>();
        for (String notation : notations) {
            try {
                moves.add(state.parseMove(notation));
            } catch (InvalidInputException e) {
                throw new InvalidInputException(file + " line " + entry.line() + ": move '" + notation
                        + "' is not legal there");
            }
        }
        return moves;
    }

    /**
     * Reads a suite.
     *
     * @throws InvalidInputException naming the file's problem or the line at fault
     */
    static List<Entry> read(Path file) {
        List<String> lines;
        try {
            if (!Files.isRegularFile(file)) {
                throw new InvalidInputException("suite " + file + ": " + (Files.exists(file) ? "not a regular file"
                        : "no such file"));
            }
            if (Files.size(file) > 256L << 20) {
                throw new InvalidInputException("suite " + file + ": larger than 256 MB");
            }
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InvalidInputException("suite " + file + ": cannot read it (" + e.getMessage() + ")");
        }
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (line.length() > MAX_LINE) {
                throw new InvalidInputException(file + " line " + (i + 1) + ": longer than " + MAX_LINE
                        + " characters");
            }
            entries.add(parse(line, i + 1, file));
        }
        if (entries.isEmpty()) {
            throw new InvalidInputException("suite " + file + ": no positions");
        }
        return entries;
    }

    /** Reads {@code POSITION ; bm ... ; am ... ; id ...}, or EPD, whose first operation follows the position. */
    static Entry parse(String line, int number, Path file) {
        String[] segments = line.split(";");
        String position = segments[0].strip();
        List<String> operations = new ArrayList<>();
        // EPD: "FEN4 bm Qg6" — the first operation is in the first segment.
        java.util.regex.Matcher epd = java.util.regex.Pattern.compile("\\s(bm|am|id)\\s").matcher(position);
        if (epd.find()) {
            operations.add(position.substring(epd.start() + 1));
            position = position.substring(0, epd.start()).strip();
        }
        for (int s = 1; s < segments.length; s++) {
            operations.add(segments[s].strip());
        }
        List<String> best = new ArrayList<>();
        List<String> avoid = new ArrayList<>();
        String id = null;
        for (String operation : operations) {
            String[] words = operation.split("\\s+");
            switch (words[0]) {
                case "bm" -> best.addAll(List.of(words).subList(1, words.length));
                case "am" -> avoid.addAll(List.of(words).subList(1, words.length));
                case "id" -> id = operation.substring(2).strip().replace("\"", "");
                default -> {
                    // other EPD operations (c0, dm, ...) say nothing about the move
                }
            }
        }
        if (position.isEmpty() || best.isEmpty() && avoid.isEmpty()) {
            throw new InvalidInputException(file + " line " + number + ": expected POSITION ; bm MOVE [MOVE ...]");
        }
        return new Entry(number, position, best, avoid, id);
    }
}
