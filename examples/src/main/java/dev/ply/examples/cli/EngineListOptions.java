package dev.ply.examples.cli;

import dev.ply.engine.EnginePrograms;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The external engines a server or worker may start ({@code --engine}, {@code --engines}): the agents it makes for
 * others name these and never a path.
 */
final class EngineListOptions {

    @Option(names = "--engine", paramLabel = "NAME=PROGRAM",
            description = "an external engine agents may start, named in specifications as uci:NAME, xboard:NAME or"
                    + " gtp:NAME (such as stockfish=/usr/games/stockfish; settings after ? are fixed); repeatable")
    private List<String> engines = new ArrayList<>();

    @Option(names = "--engines", paramLabel = "FILE",
            description = "a file of such engines, one NAME=PROGRAM a line (# starts a comment)")
    private Path file;

    /**
     * The engines given, from the options and the file.
     *
     * @return the allow-list, possibly empty
     */
    EnginePrograms programs() {
        EnginePrograms listed = EnginePrograms.of(engines);
        return file == null ? listed : listed.and(EnginePrograms.read(file));
    }
}
