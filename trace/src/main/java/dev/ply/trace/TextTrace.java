package dev.ply.trace;

import java.util.List;
import java.util.Locale;

/**
 * A trace as the tables textbooks print: for a tree search one row per event (the node, its depth, the window
 * on entry and after each child, the children cut and the value returned, from MAX's view); for a Monte Carlo
 * search, at each checkpoint the root's moves with their visits, share, mean result and UCT value split into
 * its exploitation and exploration terms, then the first iterations step by step if they were recorded.
 */
public final class TextTrace {

    private TextTrace() {
    }

    /**
     * Renders a trace.
     *
     * @param trace the trace
     * @return the text, lines ending with {@code \n}
     */
    public static String render(Trace trace) {
        StringBuilder out = new StringBuilder();
        out.append(trace.algorithm()).append(" on ").append(trace.game()).append(' ').append(trace.position())
                .append('\n');
        List<TraceEvent> events = trace.events();
        boolean tree = events.stream().anyMatch(e -> e.type() != TraceEvent.Type.ITERATION);
        if (tree) {
            out.append(String.format(Locale.ROOT, "%-5s %-14s %-5s %-34s %7s %7s %7s%n", "step", "node", "depth",
                    "event", "alpha", "beta", "value"));
            int step = 0;
            for (int i = 0; i < events.size(); i++) {
                TraceEvent e = events.get(i);
                if (e.type() == TraceEvent.Type.ITERATION) {
                    continue;
                }
                boolean leaf = e.type() == TraceEvent.Type.ENTER && i + 1 < events.size()
                        && events.get(i + 1).type() == TraceEvent.Type.EXIT && events.get(i + 1).path().equals(e.path());
                if (leaf) {
                    TraceEvent exit = events.get(++i);
                    row(out, ++step, e, "leaf", Double.NaN, Double.NaN, exit.value());
                    continue;
                }
                switch (e.type()) {
                    case ENTER -> row(out, ++step, e, "enter " + role(e), e.alpha(), e.beta(), Double.NaN);
                    case CHILD -> row(out, ++step, e, "child " + e.move() + " returned", e.alpha(), e.beta(), e.value());
                    case OUTCOME -> row(out, ++step, e, "outcome " + e.move() + " (p " + number(e.probability()) + ")",
                            Double.NaN, Double.NaN, e.value());
                    case CUTOFF -> row(out, ++step, e, "cut (" + e.reason() + "): " + e.notSearched().size()
                            + " not searched" + (e.notSearched().isEmpty() ? "" : " " + String.join(" ", e.notSearched())),
                            Double.NaN, Double.NaN, Double.NaN);
                    case PRUNED -> row(out, ++step, e, "pruned " + (e.move() == null ? "node" : e.move()) + " ("
                            + e.reason() + ")", Double.NaN, Double.NaN, Double.NaN);
                    case TABLE -> row(out, ++step, e, "table hit (" + e.bound() + ")", Double.NaN, Double.NaN,
                            e.value());
                    case RESEARCH -> row(out, ++step, e, "re-search " + e.move() + " (" + e.reason() + ")",
                            Double.NaN, Double.NaN, Double.NaN);
                    case EXIT -> row(out, ++step, e, "return" + ("exact".equals(e.bound()) ? ""
                            : " (" + ("lower".equals(e.bound()) ? "at least" : "at most") + ")"), Double.NaN,
                            Double.NaN, e.value());
                    default -> {
                    }
                }
            }
        }
        for (Checkpoint checkpoint : trace.checkpoints()) {
            out.append('\n').append("after ").append(checkpoint.iterations()).append(" iterations\n");
            // Under PUCT each move's prior joins the table, and the value is PUCT's, not UCT's.
            boolean priors = checkpoint.children().stream().anyMatch(c -> !Double.isNaN(c.prior()));
            out.append(String.format(Locale.ROOT, "%-10s %8s %7s %8s%s %9s %9s%n", "move", "visits", "share", "mean",
                    priors ? String.format(Locale.ROOT, " %8s", "prior") : "", "explore", priors ? "puct" : "uct"));
            for (Checkpoint.Child c : checkpoint.children()) {
                out.append(String.format(Locale.ROOT, "%-10s %8d %6.1f%% %8.3f%s %9s %9s%n", c.move(), c.visits(),
                        100 * c.share(), c.mean(), priors ? String.format(Locale.ROOT, " %8.3f", c.prior()) : "",
                        finite(c.exploration()), finite(c.value())));
            }
        }
        List<TraceEvent> iterations = events.stream().filter(e -> e.type() == TraceEvent.Type.ITERATION).toList();
        if (!iterations.isEmpty()) {
            out.append('\n').append("iterations step by step (reward for MAX; then each node on the path: visits and"
                    + " mean for the player who chose it, after the update)\n");
            int n = 0;
            for (TraceEvent e : iterations) {
                StringBuilder stats = new StringBuilder();
                for (TraceEvent.NodeCount c : e.pathStatistics()) {
                    stats.append(stats.length() == 0 ? "root " : "  " + c.move() + " ").append(c.visits())
                            .append(c.move().isEmpty() ? "" : String.format(Locale.ROOT, "/%.2f", c.mean()));
                }
                out.append(String.format(Locale.ROOT, "%5d  %-28s %-9s reward %.3f   %s%n", ++n,
                        String.join(" ", e.path()), e.reason(), e.value(), stats));
            }
        }
        if (trace.visits() != null) {
            out.append('\n').append("most visited line:");
            VisitTree node = trace.visits();
            while (!node.children().isEmpty()) {
                VisitTree next = node.children().get(0);
                for (VisitTree child : node.children()) {
                    if (child.visits() > next.visits()) {
                        next = child;
                    }
                }
                out.append(' ').append(next.move()).append(" (").append(next.visits()).append(')');
                node = next;
            }
            out.append('\n');
        }
        out.append('\n').append("best move ").append(trace.bestMove().isEmpty() ? "(none)" : trace.bestMove())
                .append(", score ").append(trace.score());
        if (!trace.principalVariation().isEmpty()) {
            out.append(", line ").append(String.join(" ", trace.principalVariation()));
        }
        out.append('\n');
        if (trace.truncated()) {
            out.append("trace cut at ").append(trace.events().size()).append(" of ").append(trace.eventsSeen())
                    .append(" events (--max-nodes)\n");
        }
        return out.toString();
    }

    private static String role(TraceEvent e) {
        if ("chance".equals(e.kind())) {
            return "chance";
        }
        String who = e.player() == 0 ? "MAX" : "MIN";
        return "quiescence".equals(e.kind()) ? who + " (quiescence)" : who;
    }

    private static void row(StringBuilder out, int step, TraceEvent e, String event, double alpha, double beta,
            double value) {
        String node = e.path().isEmpty() ? "root" : String.join(" ", e.path());
        out.append(String.format(Locale.ROOT, "%-5d %-14s %-5d %-34s %7s %7s %7s%n", step, node, e.depth(), event,
                bound(alpha), bound(beta), value != value ? "" : number(value)));
    }

    private static String bound(double v) {
        if (v != v) {
            return "";
        }
        return v == Double.POSITIVE_INFINITY ? "+inf" : v == Double.NEGATIVE_INFINITY ? "-inf" : number(v);
    }

    private static String finite(double v) {
        return Double.isInfinite(v) ? "inf" : String.format(Locale.ROOT, "%.3f", v);
    }

    /**
     * A number as the traces write it: whole numbers without decimals, others with up to three.
     *
     * @param v the number
     * @return the text
     */
    static String number(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        String text = String.format(Locale.ROOT, "%.3f", v);
        return text.replaceAll("0+$", "").replaceAll("\\.$", "");
    }
}
