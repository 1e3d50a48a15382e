package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.lab.OutputFiles;
import dev.ply.lab.Plots;
import dev.ply.lab.PositionsFile;
import dev.ply.lab.RecordFile;
import dev.ply.lab.Results;
import dev.ply.lab.RunLog;
import dev.ply.lab.RunSettings;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * Where a run's games and results go: the JSON-lines record, the game's record format, the labelled positions, the
 * results file (JSON and CSV) and the plot.
 */
final class RunFiles {

    @Option(names = "--record", paramLabel = "FILE.jsonl",
            description = "append every game to this JSON-lines record as it ends (replaced at the start); a match's"
                    + " record begins with a line of its settings, so that 'ply match --resume' can go on with it")
    Path record;

    @Option(names = {"--pgn", "--pdn", "--sgf"}, paramLabel = "FILE",
            description = "append every game as it ends in the game's record format: PGN for chess, PDN for checkers,"
                    + " SGF for Go (the file is replaced at the start)")
    Path gameRecords;

    @Option(names = "--positions", paramLabel = "FILE",
            description = "append every position of every game as it ends, with the game's result ('POSITION ; result"
                    + " 1-0'), the data 'ply tune' fits an evaluator to (the file is replaced at the start)")
    Path positions;

    @Option(names = "--results", paramLabel = "FILE.json",
            description = "write the results (standings and every game) to this file and the standings as CSV beside"
                    + " it (FILE.csv); kept with the games so far if the run stops; './ply results FILE' prints it again")
    Path results;

    @Option(names = "--plot", paramLabel = "FILE.svg",
            description = "draw the ratings with their 95%% intervals (for a sweep, Elo against the value) as SVG")
    Path plot;

    /**
     * Runs a match, tournament or sweep with its log: every game goes to the records as it ends, and the results
     * file and plot are written at the end - also when the run fails or is stopped with Ctrl-C, with the games
     * finished so far.
     *
     * @param game the game
     * @param event the PGN/PDN {@code Event} tag
     * @param timeControl the time control as given, or {@code null}
     * @param body plays the run, logging each game
     */
    void run(Game game, String event, String timeControl, java.util.function.Consumer<RunLog> body) {
        run(game, event, timeControl, null, 0, null, body);
    }

    /**
     * Runs a match with its log, its record beginning with the match's settings; or goes on with a stopped match
     * whose record holds them ({@code --resume}): the games in the record are kept and the new ones appended to it,
     * to the game-format record and to the positions file.
     *
     * @param game the game
     * @param event the PGN/PDN {@code Event} tag
     * @param timeControl the time control as given, or {@code null}
     * @param settings the match's settings, or {@code null} for a run that cannot be resumed
     * @param games the games the run plays in all
     * @param resume where to say what a resumed record lacked, or {@code null} to start a new run
     * @param body plays the run, logging each game
     */
    void run(Game game, String event, String timeControl, RunSettings settings, int games,
            java.util.function.Consumer<String> resume, java.util.function.Consumer<RunLog> body) {
        if (resume != null && record == null) {
            throw new InvalidInputException("--resume goes on with the run of a --record file; name it");
        }
        java.util.Map<String, Path> outputs = new java.util.LinkedHashMap<>();
        outputs.put("--record", record);
        outputs.put("--pgn/--pdn/--sgf", gameRecords);
        outputs.put("--positions", positions);
        outputs.put("--results", results);
        outputs.put("--results' CSV", results == null ? null : csvBeside(results));
        outputs.put("--plot", plot);
        OutputFiles claimed = OutputFiles.claim(outputs);
        try {
            runClaimed(game, event, timeControl, settings, games, resume, body);
        } finally {
            claimed.close();
        }
    }

    private void runClaimed(Game game, String event, String timeControl, RunSettings settings, int games,
            java.util.function.Consumer<String> resume, java.util.function.Consumer<RunLog> body) {
        boolean append = resume != null;
        RecordFile records = gameRecords == null ? null
                : RecordFile.open(gameRecords, game, event, timeControl, append);
        PositionsFile labelled = positions == null ? null : PositionsFile.open(positions, game, append);
        try (RunLog log = append ? RunLog.resume(game, record, settings, games, records, labelled, resume)
                : new RunLog(game.id(), record, records, labelled, settings)) {
            Thread onStop = new Thread(() -> write(log), "ply-results-on-stop");
            boolean hooked = results != null || plot != null;
            if (hooked) {
                Runtime.getRuntime().addShutdownHook(onStop);
            }
            try {
                body.accept(log);
            } finally {
                if (hooked) {
                    try {
                        Runtime.getRuntime().removeShutdownHook(onStop);
                    } catch (IllegalStateException shuttingDown) {
                        return; // the hook writes the files
                    }
                }
                write(log);
            }
        }
    }

    /**
     * Writes the results file, its CSV and the plot from the games logged so far (nothing before the first game).
     *
     * @param log the run's log
     */
    void write(RunLog log) {
        if (results == null && plot == null) {
            return;
        }
        Results now = log.results(Ply::game);
        if (now == null) {
            return;
        }
        if (results != null) {
            now.writeJson(results);
            now.writeCsv(csvBeside(results));
        }
        if (plot != null) {
            Plots.write(now, plot);
        }
    }

    static Path csvBeside(Path json) {
        String name = json.getFileName().toString();
        String base = name.endsWith(".json") ? name.substring(0, name.length() - ".json".length()) : name;
        return json.resolveSibling(base + ".csv");
    }
}
