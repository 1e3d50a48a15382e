package dev.ply.trace;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A trace as a self-contained SVG picture. A tree search's tree: MAX nodes as upward triangles, MIN nodes as
 * downward ones, chance nodes as circles, leaves as squares with their values; each node's value as it returned,
 * or its bound ({@code ≤ 2}); children that were cut or pruned drawn dotted and grey; the principal variation in
 * a thick line. A Monte Carlo search's tree: its top levels, each node's area proportional to its visits and its
 * colour from red (a loss for the player who chose it) to green (a win), with visits and mean written under it.
 * The same trace always gives the same picture.
 */
public final class SvgTrace {

    private static final int LEVEL = 90;
    private static final int SLOT = 46;
    private static final int MARGIN = 40;
    private static final int MAX_DRAWN = 1_500;

    private SvgTrace() {
    }

    /**
     * Renders a trace.
     *
     * @param trace the trace
     * @param depthLimit the deepest level drawn
     * @return the SVG document
     */
    public static String render(Trace trace, int depthLimit) {
        if (trace.visits() != null) {
            return visits(trace, depthLimit);
        }
        TreeView view = TreeView.of(trace, depthLimit);
        if (view == null) {
            return document(400, 120, trace, "<text x=\"20\" y=\"80\">no tree events were recorded</text>\n");
        }
        int slots = view.layout();
        int width = Math.max(420, slots * SLOT + 2 * MARGIN);
        int height = (view.depth + 1) * LEVEL + 2 * MARGIN + 30;
        StringBuilder body = new StringBuilder();
        Set<List<String>> line = pvPaths(trace.principalVariation());
        int[] drawn = {0};
        edges(view.root, line, body, drawn);
        drawn[0] = 0;
        nodes(view.root, body, drawn);
        if (drawn[0] >= MAX_DRAWN) {
            body.append("<text x=\"20\" y=\"").append(height - 8).append("\" class=\"note\">only the first ")
                    .append(MAX_DRAWN).append(" nodes drawn</text>\n");
        }
        return document(width, height, trace, body.toString());
    }

    private static double x(TreeView.Node node) {
        return MARGIN + SLOT / 2.0 + node.x * SLOT;
    }

    private static double y(TreeView.Node node) {
        return MARGIN + 40 + node.path.size() * LEVEL;
    }

    private static Set<List<String>> pvPaths(List<String> pv) {
        Set<List<String>> paths = new HashSet<>();
        List<String> path = new ArrayList<>();
        paths.add(List.of());
        for (String move : pv) {
            path.add(move);
            paths.add(List.copyOf(path));
        }
        return paths;
    }

    private static void edges(TreeView.Node node, Set<List<String>> line, StringBuilder out, int[] drawn) {
        for (TreeView.Node child : node.children.values()) {
            if (drawn[0]++ >= MAX_DRAWN) {
                return;
            }
            String style = child.ghost != null ? "edge cut" : line.contains(child.path) ? "edge pv" : "edge";
            out.append(String.format(Locale.ROOT, "<line class=\"%s\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>%n",
                    style, x(node), y(node) + 12, x(child), y(child) - 14));
            String label = escape(child.move) + (child.probability == child.probability
                    ? " (" + TextTrace.number(child.probability) + ")" : "");
            out.append(String.format(Locale.ROOT, "<text class=\"move%s\" x=\"%.1f\" y=\"%.1f\">%s</text>%n",
                    child.ghost != null ? " cut" : "", (x(node) + x(child)) / 2 + 4, (y(node) + y(child)) / 2, label));
            edges(child, line, out, drawn);
        }
    }

    private static void nodes(TreeView.Node node, StringBuilder out, int[] drawn) {
        if (drawn[0]++ >= MAX_DRAWN) {
            return;
        }
        double cx = x(node);
        double cy = y(node);
        String cls = node.ghost != null ? "node cut" : node.tableHit ? "node table" : "node";
        String title = (node.path.isEmpty() ? "root" : String.join(" ", node.path))
                + (node.ghost != null ? " (" + node.ghost + ")" : "");
        out.append("<g><title>").append(escape(title)).append("</title>");
        if ("chance".equals(node.kind)) {
            out.append(String.format(Locale.ROOT, "<circle class=\"%s\" cx=\"%.1f\" cy=\"%.1f\" r=\"13\"/>", cls, cx, cy));
        } else if (node.children.isEmpty()) {
            // A leaf, or a child that was not searched (drawn dashed: what is below it is unknown).
            out.append(String.format(Locale.ROOT, "<rect class=\"%s\" x=\"%.1f\" y=\"%.1f\" width=\"24\" height=\"24\"/>",
                    cls, cx - 12, cy - 12));
        } else if (node.player == 0) {
            out.append(String.format(Locale.ROOT, "<polygon class=\"%s\" points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f\"/>", cls,
                    cx, cy - 14, cx - 14, cy + 12, cx + 14, cy + 12));
        } else {
            out.append(String.format(Locale.ROOT, "<polygon class=\"%s\" points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f\"/>", cls,
                    cx, cy + 14, cx - 14, cy - 12, cx + 14, cy - 12));
        }
        String value = TreeView.valueText(node);
        if (!value.isEmpty()) {
            boolean inside = node.children.isEmpty() && node.ghost == null && !"chance".equals(node.kind);
            // A leaf's value inside its square; an interior node's to its left, clear of the edges below it.
            out.append(inside
                    ? String.format(Locale.ROOT, "<text class=\"value\" x=\"%.1f\" y=\"%.1f\">%s</text>", cx, cy + 5,
                            escape(value))
                    : String.format(Locale.ROOT, "<text class=\"value side\" x=\"%.1f\" y=\"%.1f\">%s</text>",
                            cx - 20, cy + 5, escape(value)));
        }
        out.append("</g>\n");
        for (TreeView.Node child : node.children.values()) {
            nodes(child, out, drawn);
        }
    }

    /** The Monte Carlo tree's top levels. */
    private static String visits(Trace trace, int depthLimit) {
        List<List<VisitTree>> levels = new ArrayList<>();
        collect(trace.visits(), 0, depthLimit, levels);
        int widest = levels.stream().mapToInt(List::size).max().orElse(1);
        int width = Math.max(420, widest * 70 + 2 * MARGIN);
        int height = levels.size() * 110 + 2 * MARGIN + 30;
        long rootVisits = Math.max(1, trace.visits().visits());
        StringBuilder body = new StringBuilder();
        double[][] xs = new double[levels.size()][];
        for (int d = 0; d < levels.size(); d++) {
            List<VisitTree> level = levels.get(d);
            xs[d] = new double[level.size()];
            double step = (width - 2.0 * MARGIN) / level.size();
            for (int i = 0; i < level.size(); i++) {
                xs[d][i] = MARGIN + step * (i + 0.5);
            }
        }
        // Edges: each node under its parent (levels keep children of one parent together, in order).
        for (int d = 1; d < levels.size(); d++) {
            int index = 0;
            List<VisitTree> parents = levels.get(d - 1);
            for (int p = 0; p < parents.size(); p++) {
                for (int c = 0; c < parents.get(p).children().size() && index < levels.get(d).size(); c++, index++) {
                    body.append(String.format(Locale.ROOT,
                            "<line class=\"edge\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>%n", xs[d - 1][p],
                            MARGIN + 40 + (d - 1) * 110.0, xs[d][index], MARGIN + 40 + d * 110.0));
                    body.append(String.format(Locale.ROOT, "<text class=\"move\" x=\"%.1f\" y=\"%.1f\">%s</text>%n",
                            (xs[d - 1][p] + xs[d][index]) / 2 + 4, MARGIN + 40 + (d - 0.5) * 110.0,
                            escape(levels.get(d).get(index).move())));
                }
            }
        }
        for (int d = 0; d < levels.size(); d++) {
            for (int i = 0; i < levels.get(d).size(); i++) {
                VisitTree node = levels.get(d).get(i);
                double r = 6 + 22 * Math.sqrt((double) node.visits() / rootVisits);
                double mean = d == 0 ? 0.5 : node.meanForChooser();
                String colour = String.format(Locale.ROOT, "rgb(%d,%d,80)", (int) (220 * (1 - mean)) + 20,
                        (int) (200 * mean) + 30);
                double cy = MARGIN + 40 + d * 110.0;
                body.append(String.format(Locale.ROOT,
                        "<g><title>%s: %d visits, mean %.3f</title><circle class=\"mcts\" cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\""
                                + " fill=\"%s\"/><text class=\"value\" x=\"%.1f\" y=\"%.1f\">%d%s</text></g>%n",
                        escape(d == 0 ? "root" : node.move()), node.visits(), mean, xs[d][i], cy, r, colour, xs[d][i],
                        cy + r + 14, node.visits(), d == 0 ? "" : String.format(Locale.ROOT, " \u00b7 %.2f", mean)));
            }
        }
        return document(width, height, trace, body.toString());
    }

    private static void collect(VisitTree node, int depth, int limit, List<List<VisitTree>> levels) {
        if (depth > limit) {
            return;
        }
        if (levels.size() <= depth) {
            levels.add(new ArrayList<>());
        }
        levels.get(depth).add(node);
        for (VisitTree child : node.children()) {
            collect(child, depth + 1, limit, levels);
        }
    }

    private static String document(int width, int height, Trace trace, String body) {
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + width + "\" height=\"" + height
                + "\" viewBox=\"0 0 " + width + " " + height + "\" font-family=\"sans-serif\" font-size=\"13\">\n"
                + "<style>\n"
                + ".edge{stroke:#555;stroke-width:1.5}.edge.pv{stroke:#c0392b;stroke-width:4}"
                + ".edge.cut{stroke:#bbb;stroke-dasharray:4 4}\n"
                + ".node{fill:#fff;stroke:#222;stroke-width:1.8}.node.cut{fill:#f2f2f2;stroke:#bbb;stroke-dasharray:3 3}"
                + ".node.table{fill:#fff5cc}\n"
                + ".mcts{stroke:#222;stroke-width:1}.value{text-anchor:middle;font-weight:bold}.value.side{text-anchor:end}"
                + ".move{fill:#2c3e80;font-size:12px}.move.cut{fill:#aaa}.note{fill:#888;font-size:12px}"
                + ".title{font-size:14px}\n"
                + "</style>\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
                + "<text class=\"title\" x=\"" + MARGIN + "\" y=\"24\">" + escape(trace.algorithm() + " \u00b7 "
                        + trace.game() + " " + abbreviate(trace.position()) + " \u00b7 value " + trace.score()
                        + (trace.bestMove().isEmpty() ? "" : ", best " + trace.bestMove()))
                + "</text>\n" + body + "</svg>\n";
    }

    private static String abbreviate(String text) {
        return text.length() > 60 ? text.substring(0, 57) + "..." : text;
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
