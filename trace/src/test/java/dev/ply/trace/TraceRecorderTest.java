package dev.ply.trace;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.games.tree.TreeGame;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.w3c.dom.Document;
import org.xml.sax.InputSource;

class TraceRecorderTest {

    private static final String TEXTBOOK = "((4,6,9),(2,7,8),(5,3,9))";

    private record Run(Trace trace, SearchResult result) {
    }

    private static Run trace(String position, String spec, SearchLimits limits, TraceRecorder.Builder settings) {
        GameState state = Ply.game("tree").parseState(position);
        TraceRecorder recorder = settings == null ? TraceRecorder.builder(state).build() : settings.build();
        try (Search search = Ply.search(state.game(), spec)) {
            search.trace(recorder);
            SearchResult result = search.search(state, limits);
            return new Run(recorder.finish(spec, result), result);
        }
    }

    private static Run trace(String position, String spec) {
        return trace(position, spec, SearchLimits.NONE, null);
    }

    private static String row(TraceEvent e) {
        String at = e.path().isEmpty() ? "root" : String.join(" ", e.path());
        return switch (e.type()) {
            case ENTER -> at + " enter " + e.alpha() + " " + e.beta();
            case CHILD -> at + " child " + e.move() + "=" + e.value() + " window " + e.alpha() + " " + e.beta();
            case CUTOFF -> at + " cut " + e.notSearched();
            case EXIT -> at + " exit " + e.value() + " " + e.bound();
            default -> at + " " + e.type();
        };
    }

    @Test
    void shouldListTheWindowsAHandCalculationGivesOnTheTextbookTree() {
        List<String> rows = new ArrayList<>();
        for (TraceEvent e : trace(TEXTBOOK, "alphabeta:plain").trace().events()) {
            if (e.depth() <= 1) {
                rows.add(row(e));
            }
        }
        double inf = Double.POSITIVE_INFINITY;
        assertThat(rows).containsExactly(
                "root enter " + -inf + " " + inf,
                "0 enter " + -inf + " " + inf,
                "0 child 0=4.0 window " + -inf + " 4.0",
                "0 child 1=6.0 window " + -inf + " 4.0",
                "0 child 2=9.0 window " + -inf + " 4.0",
                "0 exit 4.0 exact",
                "root child 0=4.0 window 4.0 " + inf,
                "1 enter 4.0 " + inf,
                "1 child 0=2.0 window 4.0 2.0",
                "1 cut [1, 2]",
                "1 exit 2.0 upper",
                "root child 1=2.0 window 4.0 " + inf,
                "2 enter 4.0 " + inf,
                "2 child 0=5.0 window 4.0 5.0",
                "2 child 1=3.0 window 4.0 3.0",
                "2 cut [2]",
                "2 exit 3.0 upper",
                "root child 2=3.0 window 4.0 " + inf,
                "root exit 4.0 exact");
    }

    /**
     * Every player node's value is its best child's; every chance node's the weighted sum of its outcomes. A node
     * whose value came from elsewhere (the table, a pruned move's bound, a null move, a Star1/Star2 bound) says so
     * in an event of its own, and is left out.
     */
    @ParameterizedTest(name = "{0} on {1}")
    @CsvSource(delimiter = '|', value = {
        "minimax|random:b=3,d=5,seed=3", "alphabeta:plain|random:b=3,d=5,seed=4", "alphabeta|random:b=4,d=4,seed=5",
        "alphabeta:plain|worst:b=3,d=4", "expectimax:plain|random:b=3,d=3,chance=true,seed=6",
        "expectimax|random:b=3,d=3,chance=true,seed=7"})
    void shouldReproduceEachParentsValueFromItsChildren(String spec, String tree) {
        List<TraceEvent> events = trace(tree, spec).trace().events();
        List<List<TraceEvent>> open = new ArrayList<>();
        List<TraceEvent> entered = new ArrayList<>();
        int checked = 0;
        for (TraceEvent e : events) {
            switch (e.type()) {
                case ENTER -> {
                    entered.add(e);
                    open.add(new ArrayList<>());
                }
                case CHILD, OUTCOME -> open.get(open.size() - 1).add(e);
                case TABLE, PRUNED -> open.get(open.size() - 1).add(null);
                case CUTOFF -> {
                    if (!e.reason().equals("beta")) {
                        open.get(open.size() - 1).add(null);
                    }
                }
                case EXIT -> {
                    TraceEvent node = entered.remove(entered.size() - 1);
                    List<TraceEvent> children = open.remove(open.size() - 1);
                    if (children.isEmpty() || children.contains(null)) {
                        continue;
                    }
                    double expected;
                    if ("chance".equals(node.kind())) {
                        expected = children.stream().mapToDouble(c -> c.probability() * c.value()).sum();
                    } else if (node.player() == 0) {
                        expected = children.stream().mapToDouble(TraceEvent::value).max().orElseThrow();
                    } else {
                        expected = children.stream().mapToDouble(TraceEvent::value).min().orElseThrow();
                    }
                    assertThat(e.value()).as("value of %s", e.path()).isCloseTo(expected,
                            org.assertj.core.api.Assertions.within(1e-9));
                    checked++;
                }
                default -> {
                }
            }
        }
        assertThat(entered).isEmpty();
        assertThat(checked).isGreaterThan(10);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"minimax", "alphabeta:plain", "alphabeta", "expectimax", "'mcts:seed=5,iterations=400'"})
    void shouldSearchExactlyAsWithoutATracer(String spec) {
        String tree = spec.startsWith("expectimax") ? "random:b=3,d=4,chance=true,seed=2" : "random:b=3,d=6,seed=2";
        Run traced = trace(tree, spec.replace(",iterations=400", ""), spec.startsWith("mcts")
                ? SearchLimits.ofIterations(400) : SearchLimits.NONE, null);
        GameState state = Ply.game("tree").parseState(tree);
        SearchResult plain;
        try (Search search = Ply.search(state.game(), spec.replace(",iterations=400", ""))) {
            plain = search.search(state, spec.startsWith("mcts") ? SearchLimits.ofIterations(400) : SearchLimits.NONE);
        }
        assertThat(traced.result().bestMove()).isEqualTo(plain.bestMove());
        assertThat(traced.result().score()).isEqualTo(plain.score());
        assertThat(traced.result().nodes()).isEqualTo(plain.nodes());
        assertThat(traced.result().rootMoves()).isEqualTo(plain.rootMoves());
        assertThat(spec.startsWith("mcts") ? traced.trace().visits().visits() : traced.trace().eventsSeen())
                .as("the tracer saw the search").isPositive();
    }

    @Test
    void shouldGiveMonteCarloCheckpointsWhoseVisitsAddUpToTheIterations() {
        GameState state = Ply.game("tree").parseState("random:b=4,d=6,seed=9");
        TraceRecorder.Builder settings = TraceRecorder.builder(state).checkpoints(List.of(100L, 300L, 1000L))
                .iterationDetail(20);
        Trace trace = trace("random:b=4,d=6,seed=9", "mcts:reuse=false", SearchLimits.ofIterations(1000), settings)
                .trace();
        assertThat(trace.checkpoints()).extracting(Checkpoint::iterations).containsExactly(100L, 300L, 1000L);
        for (Checkpoint checkpoint : trace.checkpoints()) {
            assertThat(checkpoint.children().stream().mapToLong(Checkpoint.Child::visits).sum())
                    .isEqualTo(checkpoint.iterations());
            for (Checkpoint.Child child : checkpoint.children()) {
                assertThat(child.value()).isCloseTo(child.mean() + child.exploration(),
                        org.assertj.core.api.Assertions.within(1e-12));
                assertThat(child.exploration()).isCloseTo(Math.sqrt(2) * Math.sqrt(Math.log(checkpoint.iterations())
                        / child.visits()), org.assertj.core.api.Assertions.within(1e-9));
            }
        }
        assertThat(trace.visits().visits()).isEqualTo(1000);
        assertThat(trace.visits().children().stream().mapToLong(VisitTree::visits).sum()).isEqualTo(1000);
        List<TraceEvent> steps = trace.events();
        assertThat(steps).hasSize(20).allSatisfy(e -> assertThat(e.type()).isEqualTo(TraceEvent.Type.ITERATION));
        assertThat(steps.subList(0, 4)).allSatisfy(e -> {
            assertThat(e.path()).hasSize(1);
            assertThat(e.reason()).isEqualTo("expanded");
        });
        assertThat(steps.get(4).path()).as("the fifth iteration goes below a root child").hasSize(2);
        for (int i = 0; i < steps.size(); i++) {
            TraceEvent step = steps.get(i);
            assertThat(step.pathStatistics()).hasSize(step.path().size() + 1);
            assertThat(step.pathStatistics().get(0).visits()).as("the root after iteration %s", i + 1).isEqualTo(i + 1);
            for (int d = 1; d < step.pathStatistics().size(); d++) {
                assertThat(step.pathStatistics().get(d).visits()).as("a child has no more visits than its parent")
                        .isLessThanOrEqualTo(step.pathStatistics().get(d - 1).visits());
            }
        }
        assertThat(steps.get(0).pathStatistics().get(1).visits()).as("a new node's first visit").isEqualTo(1);
    }

    @Test
    void shouldStopRecordingAtItsLimitAndSaySo() {
        GameState state = Ply.game("tree").parseState("random:b=3,d=6,seed=1");
        Trace trace = trace("random:b=3,d=6,seed=1", "minimax", SearchLimits.NONE,
                TraceRecorder.builder(state).maxEvents(50)).trace();
        assertThat(trace.events()).hasSize(50);
        assertThat(trace.eventsSeen()).isGreaterThan(1000);
        assertThat(trace.truncated()).isTrue();
        assertThat(TextTrace.render(trace)).contains("trace cut at 50 of " + trace.eventsSeen() + " events");
    }

    @Test
    void shouldDrawTheTextbookTreeWithItsCutBranches() throws Exception {
        Trace trace = trace(TEXTBOOK, "alphabeta:plain").trace();
        String svg = SvgTrace.render(trace, 4);
        Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new InputSource(new StringReader(svg)));
        assertThat(document.getDocumentElement().getTagName()).isEqualTo("svg");
        assertThat(document.getElementsByTagName("polygon").getLength()).as("MAX root and three MIN nodes")
                .isEqualTo(4);
        assertThat(document.getElementsByTagName("rect").getLength() - 1)
                .as("six leaves reached and three cut (and the background)").isEqualTo(9);
        assertThat(svg.split("class=\"edge cut\"", -1).length - 1).as("three leaves cut").isEqualTo(3);
        assertThat(svg.split("class=\"node cut\"", -1).length - 1).isEqualTo(3);
        assertThat(svg.split("class=\"edge pv\"", -1).length - 1).as("the line 0 0").isEqualTo(2);
        assertThat(svg).contains(">\u2264 2<", ">\u2264 3<").isEqualTo(SvgTrace.render(trace, 4));
        String dot = DotTrace.render(trace, 4);
        assertThat(dot.split("style=dotted", -1).length - 1).as("three cut leaves and their edges").isEqualTo(6);
        assertThat(dot).startsWith("digraph trace {").contains("shape=triangle", "shape=invtriangle");
    }

    @Test
    void shouldWriteTheEventsAsJsonThatReadsBack() {
        Trace trace = trace(TEXTBOOK, "alphabeta:plain").trace();
        JsonObject json = JsonParser.parseString(JsonTrace.render(trace)).getAsJsonObject();
        assertThat(json.get("game").getAsString()).isEqualTo("tree");
        assertThat(json.get("score").getAsInt()).isEqualTo(4);
        assertThat(json.getAsJsonArray("events")).hasSize(trace.events().size());
        JsonObject first = json.getAsJsonArray("events").get(0).getAsJsonObject();
        assertThat(first.get("type").getAsString()).isEqualTo("enter");
        assertThat(first.get("alpha").getAsString()).isEqualTo("-inf");
        assertThat(first.has("value")).isFalse();
    }

    @Test
    void shouldNameLabelledMovesByTheirLabels() {
        Trace trace = trace("A:(B:(4,6),C:(2,7))", "alphabeta:plain").trace();
        assertThat(trace.bestMove()).isEqualTo("B");
        assertThat(trace.events()).anySatisfy(e -> assertThat(e.path()).containsExactly("C"));
        assertThat(((TreeGame) Ply.game("tree").parseState("A:(B:(4,6),C:(2,7))").game()).tree().exactValue())
                .isEqualTo(4);
    }
}
