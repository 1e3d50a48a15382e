package dev.ply.examples.cli;

import dev.ply.core.Ply;
import dev.ply.lab.Plots;
import dev.ply.lab.Results;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code ply results}: a results file or a run's record printed again, replayed game by game. */
@Command(name = "results", mixinStandardHelpOptions = true,
        description = "Print the table of a match, tournament or sweep again from its results file (--results) or its"
                + " JSON-lines record (--record), every game replayed by the rules; optionally draw it or write its"
                + " CSV.")
final class ResultsCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "a results file (.json) or a record (.jsonl);"
            + " the files of a run's parts (the halves of a match played at once) are counted together, each one's"
            + " games numbered after the one's before")
    private List<Path> files;

    @Option(names = "--plot", paramLabel = "FILE.svg", description = "draw the ratings (or the sweep) as SVG")
    private Path plot;

    @Option(names = "--csv", paramLabel = "FILE.csv", description = "write the standings (or the sweep) as CSV")
    private Path csv;

    @Override
    public void run() {
        Results results = Results.read(files, Ply::game, warning -> parent.err().println("results: " + warning));
        parent.out().print(results.table());
        if (plot != null) {
            Plots.write(results, plot);
        }
        if (csv != null) {
            results.writeCsv(csv);
        }
    }
}
