package dev.ply.lab;

import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.ply.core.InvalidInputException;
import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * The picture of a training run ({@code ply train}'s {@code generations.jsonl}) as SVG: the policy and value losses per
 * generation above, the new network's score against the best so far below.
 */
public final class TrainingPlot {

    private static final int WIDTH = 720;
    private static final int HEIGHT = 560;

    private TrainingPlot() {
    }

    /**
     * The picture of a run's generations.
     *
     * @param generations the lines of {@code generations.jsonl}
     * @param title the title, such as the game
     * @return the SVG text
     * @throws InvalidInputException naming a line that is not a generation
     */
    public static String svg(List<String> generations, String title) {
        XYSeries policy = new XYSeries("policy loss");
        XYSeries value = new XYSeries("value loss");
        XYSeries score = new XYSeries("score against the best");
        int number = 0;
        for (String line : generations) {
            number++;
            if (line.isBlank()) {
                continue;
            }
            try {
                JsonObject generation = JsonParser.parseString(line).getAsJsonObject();
                int index = generation.get("generation").getAsInt();
                addIfNumber(policy, index, generation, "policyLoss");
                addIfNumber(value, index, generation, "valueLoss");
                addIfNumber(score, index, generation, "evaluationScore");
            } catch (JsonParseException | IllegalStateException | NullPointerException | UnsupportedOperationException
                    | NumberFormatException e) {
                throw new InvalidInputException("line " + number + " is not a generation of ply train");
            }
        }
        XYSeriesCollection losses = new XYSeriesCollection();
        losses.addSeries(policy);
        losses.addSeries(value);
        XYPlot top = new XYPlot(losses, null, new NumberAxis("loss"), renderer(new Color(0x11, 0x22, 0x66),
                new Color(0xaa, 0x33, 0x22)));
        NumberAxis scoreAxis = new NumberAxis("score against the best");
        scoreAxis.setRange(0, 1);
        XYPlot bottom = new XYPlot(new XYSeriesCollection(score), null, scoreAxis,
                renderer(new Color(0x22, 0x77, 0x33), null));
        bottom.addRangeMarker(new ValueMarker(0.5, Color.GRAY, new BasicStroke(1f)));
        NumberAxis generationAxis = new NumberAxis("generation");
        generationAxis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        generationAxis.setAutoRangeIncludesZero(false);
        CombinedDomainXYPlot plot = new CombinedDomainXYPlot(generationAxis);
        plot.add(top, 2);
        plot.add(bottom, 1);
        for (XYPlot part : List.of(top, bottom)) {
            part.setBackgroundPaint(Color.WHITE);
            part.setRangeGridlinePaint(new Color(0xcc, 0xcc, 0xcc));
        }
        JFreeChart chart = new JFreeChart("training: " + title, new java.awt.Font("SansSerif", java.awt.Font.BOLD, 14),
                plot, true);
        chart.setBackgroundPaint(Color.WHITE);
        return Plots.svg(chart, WIDTH, HEIGHT);
    }

    private static void addIfNumber(XYSeries series, int generation, JsonObject line, String name) {
        if (line.has(name) && line.get(name).isJsonPrimitive() && line.get(name).getAsJsonPrimitive().isNumber()) {
            double number = line.get(name).getAsDouble();
            if (Double.isFinite(number)) {
                series.add(generation, number);
            }
        }
    }

    private static XYLineAndShapeRenderer renderer(Color first, Color second) {
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
        renderer.setSeriesPaint(0, first);
        renderer.setSeriesStroke(0, new BasicStroke(2f));
        if (second != null) {
            renderer.setSeriesPaint(1, second);
            renderer.setSeriesStroke(1, new BasicStroke(2f));
        }
        return renderer;
    }

    /**
     * Draws a run's folder: {@code generations.jsonl} in, {@code training.svg} beside it.
     *
     * @param folder the run's folder
     * @param title the title
     * @throws InvalidInputException if the file cannot be read or written
     */
    public static void write(Path folder, String title) {
        Path lines = folder.resolve("generations.jsonl");
        Path file = folder.resolve("training.svg");
        String svg;
        try {
            svg = svg(Files.readAllLines(lines, StandardCharsets.UTF_8), title);
        } catch (InvalidInputException e) {
            throw new InvalidInputException(lines + ": " + e.getMessage());
        } catch (IOException e) {
            throw new InvalidInputException("cannot draw " + file + ": " + OutputFiles.reason(e));
        }
        OutputFiles.replace(file, svg);
    }
}
