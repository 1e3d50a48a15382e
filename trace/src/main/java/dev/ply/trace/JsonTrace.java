package dev.ply.trace;

import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * A trace as JSON, for other tools (the browser view among them). One object:
 *
 * <pre>
 * {"game": "tree", "position": "...", "algorithm": "alphabeta:plain",
 *  "bestMove": "0", "score": 4, "principalVariation": ["0", "0"],
 *  "eventsSeen": 27, "truncated": false,
 *  "events": [{"type": "enter", "path": [], "player": 0, "kind": "player", "alpha": "-inf", "beta": "inf"}, ...],
 *  "checkpoints": [{"iterations": 100, "children": [{"move": "4", "visits": 40, "share": 0.4, "mean": 0.6,
 *                   "exploration": 0.3, "value": 0.9}, ...]}, ...],
 *  "visits": {"move": "", "player": -1, "visits": 1000, "rewardForMax": 512.5, "children": [...]}}
 * </pre>
 *
 * <p>Event fields are those of {@link TraceEvent}, in lower case, each written only where the event uses it;
 * values are MAX's view; an open window end is the string {@code "-inf"} or {@code "inf"}. Written with Gson's
 * streaming writer.
 */
public final class JsonTrace {

    private JsonTrace() {
    }

    /**
     * Renders a trace.
     *
     * @param trace the trace
     * @return the JSON text
     */
    public static String render(Trace trace) {
        StringWriter text = new StringWriter();
        try (JsonWriter json = new JsonWriter(text)) {
            json.setIndent(" ");
            json.beginObject();
            json.name("game").value(trace.game());
            json.name("position").value(trace.position());
            json.name("algorithm").value(trace.algorithm());
            json.name("bestMove").value(trace.bestMove());
            json.name("score").value(trace.score());
            strings(json.name("principalVariation"), trace.principalVariation());
            json.name("eventsSeen").value(trace.eventsSeen());
            json.name("truncated").value(trace.truncated());
            json.name("events").beginArray();
            for (TraceEvent e : trace.events()) {
                json.beginObject();
                json.name("type").value(e.type().name().toLowerCase(java.util.Locale.ROOT));
                strings(json.name("path"), e.path());
                json.name("player").value(e.player());
                optional(json, "kind", e.kind());
                optional(json, "move", e.move());
                number(json, "alpha", e.alpha());
                number(json, "beta", e.beta());
                number(json, "value", e.value());
                optional(json, "bound", e.bound());
                optional(json, "reason", e.reason());
                if (e.notSearched() != null) {
                    strings(json.name("notSearched"), e.notSearched());
                }
                number(json, "probability", e.probability());
                if (e.pathStatistics() != null) {
                    json.name("pathStatistics").beginArray();
                    for (TraceEvent.NodeCount c : e.pathStatistics()) {
                        json.beginObject().name("move").value(c.move()).name("visits").value(c.visits());
                        number(json, "mean", c.mean());
                        json.endObject();
                    }
                    json.endArray();
                }
                json.endObject();
            }
            json.endArray();
            json.name("checkpoints").beginArray();
            for (Checkpoint c : trace.checkpoints()) {
                json.beginObject().name("iterations").value(c.iterations()).name("children").beginArray();
                for (Checkpoint.Child child : c.children()) {
                    json.beginObject().name("move").value(child.move()).name("visits").value(child.visits());
                    number(json, "share", child.share());
                    number(json, "mean", child.mean());
                    number(json, "exploration", child.exploration());
                    number(json, "value", child.value());
                    if (!Double.isNaN(child.prior())) {
                        number(json, "prior", child.prior());
                    }
                    json.endObject();
                }
                json.endArray().endObject();
            }
            json.endArray();
            if (trace.visits() != null) {
                visits(json.name("visits"), trace.visits());
            }
            json.endObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString() + "\n";
    }

    private static void visits(JsonWriter json, VisitTree node) throws IOException {
        json.beginObject().name("move").value(node.move()).name("player").value(node.player()).name("visits")
                .value(node.visits());
        number(json, "rewardForMax", node.rewardForMax());
        json.name("children").beginArray();
        for (VisitTree child : node.children()) {
            visits(json, child);
        }
        json.endArray().endObject();
    }

    private static void strings(JsonWriter json, List<String> values) throws IOException {
        json.beginArray();
        for (String value : values) {
            json.value(value);
        }
        json.endArray();
    }

    private static void optional(JsonWriter json, String name, String value) throws IOException {
        if (value != null) {
            json.name(name).value(value);
        }
    }

    private static void number(JsonWriter json, String name, double value) throws IOException {
        if (value != value) {
            return;
        }
        if (Double.isInfinite(value)) {
            json.name(name).value(value > 0 ? "inf" : "-inf");
        } else {
            json.name(name).value(value);
        }
    }
}
