package dev.ply.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agents;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.MatchResult;
import dev.ply.core.arena.Tournament;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/** Results from games' lines: the same table as the run's own, written, read back and drawn. */
class ResultsTest {

    private static final List<String> AGENTS = List.of("alphabeta:depth=9", "mcts:iterations=100,seed=2", "random");

    @TempDir
    Path dir;

    private final Game tictactoe = Ply.game("tictactoe");

    /** A small tournament, logged game by game as the CLI logs it. */
    private Tournament.Result tournament(RunLog log, int concurrency) {
        return Tournament.play(tictactoe, AGENTS, Tournament.Format.ROUND_ROBIN,
                pairing -> arena -> arena.games(6).seed(11 + pairing).randomPlies(1)
                        .listener((game, soFar) -> log.add(soFar.agentA(), soFar.agentB(), null, game)),
                spec -> Agents.create(tictactoe, spec), match -> { }, concurrency);
    }

    @Test
    void shouldTabulateTheGamesAsTheTournamentDid() {
        try (RunLog log = new RunLog("tictactoe", null)) {
            Tournament.Result played = tournament(log, 2);
            Results results = Results.of(log.lines(), Ply::game);
            assertThat(results.kind()).isEqualTo(Results.Kind.TOURNAMENT);
            assertThat(results.table()).isEqualTo(played.table());
            assertThat(results.games()).hasSize(18);
            assertThat(results.rows()).extracting(Results.Row::games).containsOnly(12L);
            assertThat(results.rows().stream().mapToLong(Results.Row::wins).sum())
                    .isEqualTo(results.rows().stream().mapToLong(Results.Row::losses).sum());
        }
    }

    @Test
    void shouldReadBackTheResultsFileAndTheRecordAlike() throws IOException {
        Path record = dir.resolve("run.jsonl");
        Results results;
        try (RunLog log = new RunLog("tictactoe", record)) {
            tournament(log, 1);
            results = log.results(Ply::game);
        }
        Path json = dir.resolve("run.json");
        results.writeJson(json);
        Results fromJson = Results.read(json, Ply::game);
        Results fromRecord = Results.read(record, Ply::game);
        assertThat(fromJson.table()).isEqualTo(results.table());
        assertThat(fromRecord.table()).isEqualTo(results.table());
        assertThat(fromJson.games()).isEqualTo(results.games());
        assertThat(Files.readAllLines(record)).hasSize(18);
    }

    @Test
    void shouldCountTheRecordsOfARunsPartsTogether() throws IOException {
        Path first = dir.resolve("a.jsonl");
        Path second = dir.resolve("b.jsonl");
        try (RunLog log = new RunLog("tictactoe", first)) {
            tournament(log, 1);
        }
        try (RunLog log = new RunLog("tictactoe", second)) {
            Tournament.play(tictactoe, AGENTS, Tournament.Format.ROUND_ROBIN,
                    pairing -> arena -> arena.games(6).seed(31 + pairing).randomPlies(2)
                            .listener((game, soFar) -> log.add(soFar.agentA(), soFar.agentB(), null, game)),
                    spec -> Agents.create(tictactoe, spec), match -> { }, 1);
        }
        Results a = Results.read(first, Ply::game);
        Results b = Results.read(second, Ply::game);
        Results both = Results.read(List.of(first, second), Ply::game, warning -> { });
        assertThat(both.games()).hasSize(a.games().size() + b.games().size());
        for (String agent : AGENTS) {
            assertThat(row(both, agent).wins()).isEqualTo(row(a, agent).wins() + row(b, agent).wins());
            assertThat(row(both, agent).draws()).isEqualTo(row(a, agent).draws() + row(b, agent).draws());
            assertThat(row(both, agent).games()).isEqualTo(24);
        }
        // Each match's second part is numbered after its first, from an even number, so its pairs stay pairs.
        assertThat(both.games().stream().collect(java.util.stream.Collectors.groupingBy(
                line -> line.agentA() + " vs " + line.agentB(),
                java.util.stream.Collectors.mapping(GameLine::index, java.util.stream.Collectors.toSet()))))
                .hasSize(3).allSatisfy((match, numbers) -> assertThat(numbers).hasSize(12)
                        .allSatisfy(number -> assertThat(number).isBetween(0, 11)));
        assertThat(both.games().stream().filter(line -> line.index() >= 6))
                .allSatisfy(line -> assertThat(line.aStarted()).isEqualTo(line.index() % 2 == 0));
        // One record given twice is two parts, not a game counted twice within one file.
        assertThat(Results.read(List.of(first, first), Ply::game, warning -> { }).games())
                .hasSize(2 * a.games().size());
        assertThatThrownBy(() -> Results.read(List.of(), Ply::game, warning -> { }))
                .isInstanceOf(InvalidInputException.class).hasMessage("no results file given");
    }

    private static Results.Row row(Results results, String agent) {
        return results.rows().stream().filter(row -> row.agent().equals(agent)).findFirst().orElseThrow();
    }

    @Test
    void shouldWriteTheStandingsAsCsvThatReadsBack() throws IOException {
        Results results;
        try (RunLog log = new RunLog("tictactoe", null)) {
            tournament(log, 1);
            results = log.results(Ply::game);
        }
        Path csv = dir.resolve("run.csv");
        results.writeCsv(csv);
        List<CSVRecord> rows = new ArrayList<>();
        try (Reader reader = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
            CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(reader).forEach(rows::add);
        }
        assertThat(rows).hasSize(3);
        for (int i = 0; i < 3; i++) {
            Results.Row row = results.rows().get(i);
            assertThat(rows.get(i).get("agent")).isEqualTo(row.agent()); // "mcts:iterations=100,seed=2" holds a comma
            assertThat(Long.parseLong(rows.get(i).get("wins"))).isEqualTo(row.wins());
            assertThat(Double.parseDouble(rows.get(i).get("elo"))).isCloseTo(row.elo(),
                    org.assertj.core.data.Offset.offset(0.05));
        }
    }

    @Test
    void shouldNameTheBadLineOfARecord() throws IOException {
        Path record = dir.resolve("bad.jsonl");
        try (RunLog log = new RunLog("tictactoe", record)) {
            MatchResult match = new Arena(tictactoe).games(2).play(Agents.create(tictactoe, "random"),
                    Agents.create(tictactoe, "alphabeta:depth=1"));
            match.games().forEach(game -> log.add("random", "alphabeta:depth=1", null, game));
        }
        List<String> lines = new ArrayList<>(Files.readAllLines(record));
        lines.add("{\"game\": \"tictactoe\", oops");
        Files.write(record, lines);
        assertThatThrownBy(() -> Results.read(record, Ply::game)).isInstanceOf(InvalidInputException.class)
                .hasMessageStartingWith(record + " line 3: not a game record");
        assertThatThrownBy(() -> Results.read(dir.resolve("none.json"), Ply::game))
                .hasMessage("no such results file: " + dir.resolve("none.json"));
        Path empty = Files.writeString(dir.resolve("empty.jsonl"), "\n");
        assertThatThrownBy(() -> Results.read(empty, Ply::game)).hasMessageContaining("holds no games");
        Path notResults = Files.writeString(dir.resolve("other.json"), "{\"format\": \"something else\"}");
        assertThatThrownBy(() -> Results.read(notResults, Ply::game)).hasMessageContaining("is not a results file");
    }

    @Test
    void shouldTabulateASweepRowPerSettingAndDrawIt() throws Exception {
        Sweep sweep = Sweep.parse("mcts:iterations={20,400},seed=4");
        Results results;
        try (RunLog log = new RunLog("tictactoe", null)) {
            for (Sweep.Point point : sweep.points()) {
                new Arena(tictactoe).games(6).seed(3).randomPlies(1)
                        .listener((game, soFar) -> log.add(point.agent(), "alphabeta:depth=2", point.setting(), game))
                        .play(Agents.create(tictactoe, point.agent()), Agents.create(tictactoe, "alphabeta:depth=2"));
            }
            results = log.results(Ply::game);
        }
        assertThat(results.kind()).isEqualTo(Results.Kind.SWEEP);
        assertThat(results.rows()).extracting(Results.Row::setting).containsExactly("iterations=20",
                "iterations=400");
        assertThat(results.table()).startsWith("mcts:iterations={20,400},seed=4 against alphabeta:depth=2")
                .contains("iterations=20 ").contains("iterations=400 ");
        Document svg = parse(Plots.svg(results));
        assertThat(texts(svg)).anyMatch(text -> text.contains("against alphabeta:depth=2"))
                .contains("iterations");
    }

    @Test
    void shouldDrawEveryAgentOfTheStandings() throws Exception {
        Results results;
        try (RunLog log = new RunLog("tictactoe", null)) {
            tournament(log, 1);
            results = log.results(Ply::game);
        }
        List<String> texts = texts(parse(Plots.svg(results)));
        assertThat(texts).containsAll(AGENTS).contains("tournament: tictactoe");
    }

    @Test
    void shouldGiveSelfPlayTwoNames() {
        try (RunLog log = new RunLog("tictactoe", null)) {
            new Arena(tictactoe).games(2).listener((game, soFar) -> log.add("random", "random", null, game))
                    .play(Agents.create(tictactoe, "random"), Agents.create(tictactoe, "random"));
            Results results = log.results(Ply::game);
            assertThat(results.matches().get(0).agentA()).isEqualTo("random (A)");
            assertThat(results.matches().get(0).agentB()).isEqualTo("random (B)");
            assertThat(results.rows()).hasSize(1);
        }
    }

    private static Document parse(String svg) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new java.io.ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    private static List<String> texts(Document svg) {
        NodeList nodes = svg.getElementsByTagName("text");
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            texts.add(nodes.item(i).getTextContent());
        }
        return texts;
    }
}
