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
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * An SPSA run's history as JSON lines ({@code ply spsa --out FILE.jsonl}): a first line with the run's settings, then
 * one line per iteration with both settings played, the result and the parameters' values after it. Appended and
 * flushed as each iteration ends, so a stopped run resumes from its last line; drawn as SVG, one panel a parameter.
 */
public final class SpsaHistory {

    private static final int WIDTH = 720;
    private static final int PANEL_HEIGHT = 160;
    private static final Color[] PANEL_COLOURS = {new Color(0x11, 0x22, 0x66), new Color(0xaa, 0x33, 0x22),
        new Color(0x22, 0x77, 0x33), new Color(0x88, 0x55, 0x00), new Color(0x66, 0x22, 0x88)};

    private final Path file;
    private final Spsa spsa;

    private SpsaHistory(Path file, Spsa spsa) {
        this.file = file;
        this.spsa = spsa;
    }

    /**
     * Opens a run's history: starts it with the settings line, or, when the file already holds a run with the same
     * settings, resumes {@code spsa} from its last iteration.
     *
     * @param file the history file
     * @param spsa the run, resumed in place
     * @param settingsByName what makes the run this run (game, agent, parameters, iterations, seed): strings, numbers
     *     and lists of them
     * @return the history
     * @throws InvalidInputException if the file holds another run, or cannot be read or written
     */
    public static SpsaHistory open(Path file, Spsa spsa, java.util.Map<String, ?> settingsByName) {
        com.google.gson.JsonElement settings = new com.google.gson.Gson().toJsonTree(settingsByName);
        OutputFiles.checkWritable(file, "--out");
        try {
            if (Files.isRegularFile(file) && Files.size(file) > 0) {
                OutputFiles.checkReadable(file, "SPSA history");
                List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
                JsonObject first = parse(lines.get(0), file, 1);
                if (!settings.equals(first.get("settings"))) {
                    throw new InvalidInputException(file + " holds an SPSA run with other settings ("
                            + first.get("settings") + "); give another --out or the same settings to resume it");
                }
                for (int n = lines.size(); n > 1; n--) {
                    if (lines.get(n - 1).isBlank()) {
                        continue;
                    }
                    JsonObject last = parse(lines.get(n - 1), file, n);
                    double[] values = new double[spsa.parameters().size()];
                    JsonObject named = last.getAsJsonObject("values");
                    for (int i = 0; i < values.length; i++) {
                        values[i] = named.get(spsa.parameters().get(i).name()).getAsDouble();
                    }
                    spsa.resume(last.get("iteration").getAsInt(), values);
                    break;
                }
            } else {
                JsonObject first = new JsonObject();
                first.addProperty("format", "ply-spsa/1");
                first.add("settings", settings);
                Files.writeString(file, first + "\n", StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            throw new InvalidInputException("cannot use " + file + ": " + OutputFiles.reason(e));
        } catch (IllegalStateException | NullPointerException | ClassCastException | NumberFormatException e) {
            throw new InvalidInputException(file + " is not an SPSA history of these parameters");
        }
        return new SpsaHistory(file, spsa);
    }

    private static JsonObject parse(String line, Path file, int number) {
        try {
            return JsonParser.parseString(line).getAsJsonObject();
        } catch (JsonParseException | IllegalStateException e) {
            throw new InvalidInputException(file + " line " + number + " is not JSON: is it an SPSA history?");
        }
    }

    /**
     * Appends an iteration after {@link Spsa#update}.
     *
     * @param step the iteration's settings
     * @param wins the first setting's wins
     * @param draws the draws
     * @param losses the first setting's losses
     */
    public void append(Spsa.Step step, long wins, long draws, long losses) {
        JsonObject line = new JsonObject();
        line.addProperty("iteration", step.iteration());
        line.addProperty("plus", spsa.options(step.plus()));
        line.addProperty("minus", spsa.options(step.minus()));
        line.addProperty("wins", wins);
        line.addProperty("draws", draws);
        line.addProperty("losses", losses);
        JsonObject values = new JsonObject();
        double[] now = spsa.values();
        for (int i = 0; i < now.length; i++) {
            values.addProperty(spsa.parameters().get(i).name(), Math.round(now[i] * 1e4) / 1e4);
        }
        line.add("values", values);
        try {
            Files.writeString(file, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new InvalidInputException("cannot append to " + file + ": " + OutputFiles.reason(e));
        }
    }

    /**
     * Draws the parameters' values by iteration, one panel a parameter, from a history file.
     *
     * @param history the history file
     * @param plot the SVG file to write
     * @throws InvalidInputException if either cannot be read or written
     */
    public static void plot(Path history, Path plot) {
        List<String> lines;
        try {
            lines = Files.readAllLines(history, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InvalidInputException("cannot read " + history + ": " + OutputFiles.reason(e));
        }
        List<String> names = new ArrayList<>();
        List<XYSeries> series = new ArrayList<>();
        for (int n = 1; n < lines.size(); n++) {
            if (lines.get(n).isBlank()) {
                continue;
            }
            JsonObject line = parse(lines.get(n), history, n + 1);
            JsonObject values = line.getAsJsonObject("values");
            for (String name : values.keySet()) {
                int at = names.indexOf(name);
                if (at < 0) {
                    names.add(name);
                    series.add(new XYSeries(name));
                    at = names.size() - 1;
                }
                series.get(at).add(line.get("iteration").getAsInt(), values.get(name).getAsDouble());
            }
        }
        NumberAxis iterations = new NumberAxis("iteration");
        iterations.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        CombinedDomainXYPlot combined = new CombinedDomainXYPlot(iterations);
        for (int i = 0; i < names.size(); i++) {
            NumberAxis axis = new NumberAxis(names.get(i));
            axis.setAutoRangeIncludesZero(false);
            XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
            renderer.setSeriesPaint(0, PANEL_COLOURS[i % PANEL_COLOURS.length]);
            renderer.setSeriesStroke(0, new BasicStroke(1.5f));
            XYPlot panel = new XYPlot(new XYSeriesCollection(series.get(i)), null, axis, renderer);
            panel.setBackgroundPaint(Color.WHITE);
            panel.setRangeGridlinePaint(new Color(0xcc, 0xcc, 0xcc));
            combined.add(panel, 1);
        }
        // The legend names each panel's parameter in text (the axes' rotated labels are drawn as shapes).
        JFreeChart chart = new JFreeChart("SPSA", new java.awt.Font("SansSerif", java.awt.Font.BOLD, 14), combined,
                true);
        chart.setBackgroundPaint(Color.WHITE);
        String svg = Plots.svg(chart, WIDTH, Math.max(1, names.size()) * PANEL_HEIGHT + 80);
        OutputFiles.replace(plot, svg);
    }
}
