package dev.ply.lab;

import dev.ply.core.InvalidInputException;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.apache.batik.svggen.SVGGraphics2D;

/**
 * Pictures of a run as SVG: the standings' ratings with their 95% intervals (agents from best to worst), or a
 * sweep's Elo against its opponent at each setting, with intervals. JFreeChart lays out the axes and error bars;
 * Apache Batik's SVG generator turns its drawing into SVG, so no display or browser is needed.
 */
public final class Plots {

    private static final String SVG_NAMESPACE = "http://www.w3.org/2000/svg";
    private static final int WIDTH = 720;
    private static final int ROW_HEIGHT = 36;

    private Plots() {
    }

    /**
     * The run's picture as an SVG document.
     *
     * @param results the run
     * @return the SVG text
     */
    public static String svg(Results results) {
        JFreeChart chart = results.kind() == Results.Kind.SWEEP ? sweep(results) : ratings(results);
        int height = results.kind() == Results.Kind.SWEEP ? 440
                : Math.max(240, 120 + ROW_HEIGHT * results.rows().size());
        return svg(chart, WIDTH, height);
    }

    /**
     * A chart drawn as an SVG document.
     *
     * @param chart the chart
     * @param width its width
     * @param height its height
     * @return the SVG text
     */
    static String svg(JFreeChart chart, int width, int height) {
        try {
            Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder().getDOMImplementation()
                    .createDocument(SVG_NAMESPACE, "svg", null);
            SVGGraphics2D graphics = new SVGGraphics2D(document);
            graphics.setSVGCanvasSize(new Dimension(width, height));
            chart.draw(graphics, new Rectangle(0, 0, width, height));
            Element root = graphics.getRoot();
            root.setAttribute("viewBox", "0 0 " + width + " " + height);
            // Serialized without a DOCTYPE, so that nothing reading the file fetches the SVG DTD from the network.
            Transformer transformer = TransformerFactory.newInstance().newTransformer();
            transformer.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
            StringWriter out = new StringWriter();
            transformer.transform(new DOMSource(root), new StreamResult(out));
            return out + "\n";
        } catch (ParserConfigurationException | TransformerException e) {
            throw new IllegalStateException("the JDK's XML support is missing", e);
        }
    }

    /**
     * Writes the run's picture.
     *
     * @param results the run
     * @param file the SVG file, replaced
     */
    public static void write(Results results, Path file) {
        OutputFiles.checkWritable(file, "plot");
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.writeString(file, svg(results), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InvalidInputException("cannot write " + file + ": " + OutputFiles.reason(e));
        }
    }

    private static JFreeChart ratings(Results results) {
        List<Results.Row> rows = results.rows();
        YIntervalSeries series = new YIntervalSeries("rating");
        String[] names = new String[rows.size()];
        double[] extent = extent(rows);
        for (int i = 0; i < rows.size(); i++) {
            // Best at the top: the horizontal plot draws the first symbol at the bottom.
            Results.Row row = rows.get(rows.size() - 1 - i);
            names[i] = row.opponent() == null ? row.agent() : row.agent() + " vs " + row.opponent();
            series.add(i, clamp(row.elo(), extent), clamp(row.eloLow(), extent), clamp(row.eloHigh(), extent));
        }
        SymbolAxis agents = new SymbolAxis(null, names);
        agents.setGridBandsVisible(false);
        NumberAxis elo = new NumberAxis(results.kind() == Results.Kind.MATCH ? "Elo difference with 95% interval"
                : "rating (Elo, mean 0) with 95% interval");
        JFreeChart chart = chart(results.kind() == Results.Kind.MATCH ? "match: " + results.game()
                : "tournament: " + results.game(), series, agents, elo);
        ((XYPlot) chart.getPlot()).setOrientation(PlotOrientation.HORIZONTAL);
        return chart;
    }

    private static JFreeChart sweep(Results results) {
        List<Results.Row> rows = results.rows();
        String key = rows.get(0).setting().substring(0, rows.get(0).setting().indexOf('='));
        boolean numeric = rows.stream().allMatch(row -> isNumber(value(row)));
        YIntervalSeries series = new YIntervalSeries(key);
        double[] extent = extent(rows);
        String[] names = new String[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            Results.Row row = rows.get(i);
            names[i] = value(row);
            double x = numeric ? Double.parseDouble(value(row)) : i;
            series.add(x, clamp(row.elo(), extent), clamp(row.eloLow(), extent), clamp(row.eloHigh(), extent));
        }
        ValueAxis axis = numeric ? new NumberAxis(key) : new SymbolAxis(key, names);
        if (axis instanceof NumberAxis number) {
            number.setAutoRangeIncludesZero(false);
        }
        JFreeChart chart = chart(rows.get(0).agent().replace(rows.get(0).setting(), key + "=...") + " against "
                + rows.get(0).opponent(), series, axis, new NumberAxis("Elo against the opponent, 95% interval"));
        ((XYErrorRenderer) chart.getXYPlot().getRenderer()).setDefaultLinesVisible(true);
        return chart;
    }

    private static String value(Results.Row row) {
        return row.setting().substring(row.setting().indexOf('=') + 1);
    }

    private static boolean isNumber(String text) {
        try {
            return Double.isFinite(Double.parseDouble(text));
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static JFreeChart chart(String title, YIntervalSeries series, ValueAxis domain, NumberAxis range) {
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        data.addSeries(series);
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDrawXError(false);
        renderer.setDefaultLinesVisible(false);
        renderer.setDefaultShapesVisible(true);
        renderer.setErrorPaint(new Color(0x33, 0x55, 0x99));
        renderer.setErrorStroke(new BasicStroke(2f));
        renderer.setCapLength(8);
        renderer.setSeriesPaint(0, new Color(0x11, 0x22, 0x66));
        XYPlot plot = new XYPlot(data, domain, range, renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(new Color(0xcc, 0xcc, 0xcc));
        plot.setDomainGridlinesVisible(false);
        plot.addRangeMarker(new ValueMarker(0, Color.GRAY, new BasicStroke(1f)));
        JFreeChart chart = new JFreeChart(title, new java.awt.Font("SansSerif", java.awt.Font.BOLD, 14), plot, false);
        chart.setBackgroundPaint(Color.WHITE);
        return chart;
    }

    /** The finite extent of all values and bounds, widened, so an infinite bound is drawn to the plot's edge. */
    private static double[] extent(List<Results.Row> rows) {
        double low = 0;
        double high = 0;
        for (Results.Row row : rows) {
            for (double value : new double[] {row.elo(), row.eloLow(), row.eloHigh()}) {
                if (Double.isFinite(value)) {
                    low = Math.min(low, value);
                    high = Math.max(high, value);
                }
            }
        }
        double margin = Math.max(100, 0.25 * (high - low));
        return new double[] {low - margin, high + margin};
    }

    private static double clamp(double value, double[] extent) {
        return Double.isNaN(value) ? 0 : Math.max(extent[0], Math.min(extent[1], value));
    }
}
