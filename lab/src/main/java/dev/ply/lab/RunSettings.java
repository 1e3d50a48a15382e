package dev.ply.lab;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.ply.core.InvalidInputException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What decides a run's games (the game, the agents, the seed, the openings, the clock, the stop rule), kept as the
 * first line of its JSON-lines record, {@code {"run":{"game":"chess","--a":"...",...}}}, so that the run can be
 * resumed with the same settings and refused with any other. Readers of records skip the line.
 *
 * @param values each setting by the option that gives it, in the order they are written
 */
public record RunSettings(Map<String, String> values) {

    private static final String KEY = "run";

    /**
     * Copies the settings.
     *
     * @param values each setting by its option; a setting that is not given is left out, not null
     */
    public RunSettings {
        values = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /**
     * Whether a record's line is a settings line rather than a game.
     *
     * @param line a line of a JSON-lines record
     * @return true for a settings line
     */
    public static boolean isSettingsLine(String line) {
        return line.stripLeading().startsWith("{\"" + KEY + "\":");
    }

    /**
     * The settings as one line of JSON.
     *
     * @return the line, without a line break
     */
    public String toLine() {
        JsonObject settings = new JsonObject();
        values.forEach(settings::addProperty);
        JsonObject line = new JsonObject();
        line.add(KEY, settings);
        return line.toString();
    }

    /**
     * Reads a settings line.
     *
     * @param line the line
     * @param file the record it is the first line of, for the message
     * @return the settings
     * @throws InvalidInputException if the line is not a settings line of this form
     */
    public static RunSettings fromLine(String line, Path file) {
        try {
            JsonElement root = JsonParser.parseString(line);
            if (root.isJsonObject() && root.getAsJsonObject().get(KEY) instanceof JsonObject settings) {
                Map<String, String> values = new LinkedHashMap<>();
                for (Map.Entry<String, JsonElement> entry : settings.entrySet()) {
                    if (!entry.getValue().isJsonPrimitive()) {
                        throw new InvalidInputException(file + " line 1: the setting " + entry.getKey()
                                + " is not a string");
                    }
                    values.put(entry.getKey(), entry.getValue().getAsString());
                }
                return new RunSettings(values);
            }
        } catch (JsonParseException e) {
            // refused below
        }
        throw new InvalidInputException(file + " line 1 is not a run's settings line");
    }

    /**
     * Checks that a run about to go on has the settings its record was made with.
     *
     * @param recorded the settings at the head of the record
     * @param file the record, for the message
     * @throws InvalidInputException naming the first setting that differs
     */
    public void checkSameAs(RunSettings recorded, Path file) {
        java.util.Set<String> keys = new java.util.LinkedHashSet<>(recorded.values.keySet());
        keys.addAll(values.keySet());
        for (String key : keys) {
            String then = recorded.values.get(key);
            String now = values.get(key);
            if (!java.util.Objects.equals(then, now)) {
                throw new InvalidInputException(file + " was recorded with " + describe(key, then) + ", this run has "
                        + describe(key, now) + "; resume with the settings it was recorded with, or record a new"
                        + " run to another file");
            }
        }
    }

    private static String describe(String key, String value) {
        return value == null ? "no " + key : key + " " + value;
    }
}
