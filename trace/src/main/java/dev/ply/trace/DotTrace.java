package dev.ply.trace;

import java.util.Locale;

/**
 * A tree search's trace as a Graphviz DOT graph ({@code dot -Tsvg}): the same tree as {@link SvgTrace}, MAX
 * nodes as upward triangles, MIN as downward, chance nodes as circles, leaves as boxes, cut and pruned children
 * dotted and grey, values and bounds as labels. A Monte Carlo trace gives its visit tree, nodes labelled with
 * visits and mean.
 */
public final class DotTrace {

    private DotTrace() {
    }

    /**
     * Renders a trace.
     *
     * @param trace the trace
     * @param depthLimit the deepest level drawn
     * @return the DOT text
     */
    public static String render(Trace trace, int depthLimit) {
        StringBuilder out = new StringBuilder("digraph trace {\n  node [fontname=\"sans-serif\"];\n"
                + "  label=\"" + quote(trace.algorithm() + " on " + trace.game() + " " + trace.position()) + "\";\n");
        int[] ids = {0};
        if (trace.visits() != null) {
            visit(trace.visits(), 0, depthLimit, out, ids);
        } else {
            TreeView view = TreeView.of(trace, depthLimit);
            if (view != null) {
                node(view.root, out, ids);
            }
        }
        return out.append("}\n").toString();
    }

    private static int node(TreeView.Node node, StringBuilder out, int[] ids) {
        int id = ids[0]++;
        String shape = "chance".equals(node.kind) ? "circle" : node.children.isEmpty() && node.ghost == null ? "box"
                : node.player == 0 ? "triangle" : "invtriangle";
        String style = node.ghost != null ? ", style=dotted, color=gray, fontcolor=gray" : "";
        out.append(String.format(Locale.ROOT, "  n%d [shape=%s, label=\"%s\"%s];%n", id, shape,
                quote(TreeView.valueText(node)), style));
        for (TreeView.Node child : node.children.values()) {
            int childId = node(child, out, ids);
            out.append(String.format(Locale.ROOT, "  n%d -> n%d [label=\"%s\"%s];%n", id, childId, quote(child.move),
                    child.ghost != null ? ", style=dotted, color=gray" : ""));
        }
        return id;
    }

    private static int visit(VisitTree node, int depth, int limit, StringBuilder out, int[] ids) {
        int id = ids[0]++;
        out.append(String.format(Locale.ROOT, "  n%d [shape=ellipse, label=\"%d%s\"];%n", id, node.visits(),
                depth == 0 ? "" : String.format(Locale.ROOT, "\\n%.2f", node.meanForChooser())));
        if (depth < limit) {
            for (VisitTree child : node.children()) {
                int childId = visit(child, depth + 1, limit, out, ids);
                out.append(String.format(Locale.ROOT, "  n%d -> n%d [label=\"%s\"];%n", id, childId, quote(child.move())));
            }
        }
        return id;
    }

    private static String quote(String text) {
        return text.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
