package dev.ply.lab;

import dev.ply.core.InvalidInputException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An agent specification with one setting written as a set of values, {@code mcts:c={0.5,1,1.4,2}}: the agents a
 * sweep plays, one per value, each against the same opponent from the same openings and seeds.
 *
 * @param spec the specification as written
 * @param key the swept setting's name ({@code c})
 * @param points the agents, in the order the values were written
 */
public record Sweep(String spec, String key, List<Point> points) {

    private static final Pattern SET = Pattern.compile("([A-Za-z][\\w.-]*)=\\{([^{}]*)}");

    /**
     * One value of the sweep.
     *
     * @param setting the setting with this value ({@code c=0.5}), as results name the match
     * @param value the value ({@code 0.5})
     * @param agent the agent's specification with the value in place ({@code mcts:c=0.5})
     */
    public record Point(String setting, String value, String agent) {
    }

    /**
     * Reads a swept specification.
     *
     * @param spec the specification with exactly one {@code key={v1,v2,...}}
     * @return the sweep
     * @throws InvalidInputException if there is no set of values or more than one, a value is empty or repeated
     */
    public static Sweep parse(String spec) {
        Matcher matcher = SET.matcher(spec);
        if (!matcher.find()) {
            throw new InvalidInputException("a sweep needs one setting written key={v1,v2,...} in '" + spec + "'");
        }
        String key = matcher.group(1);
        String body = matcher.group(2);
        int start = matcher.start();
        int end = matcher.end();
        if (matcher.find()) {
            throw new InvalidInputException("a sweep varies one setting; '" + spec + "' has two sets of values");
        }
        if (spec.indexOf('{') != spec.lastIndexOf('{') || spec.indexOf('}') != spec.lastIndexOf('}')) {
            throw new InvalidInputException("unbalanced braces in the sweep '" + spec + "'");
        }
        LinkedHashSet<String> values = new LinkedHashSet<>();
        for (String raw : body.split(",", -1)) {
            String value = raw.strip();
            if (value.isEmpty()) {
                throw new InvalidInputException("the sweep '" + spec + "' has an empty value (values: {"
                        + body + "})");
            }
            if (!values.add(value)) {
                throw new InvalidInputException("the sweep '" + spec + "' repeats the value " + value);
            }
        }
        if (values.size() < 2) {
            throw new InvalidInputException("a sweep needs at least two values, '" + spec + "' has " + values.size());
        }
        List<Point> points = new ArrayList<>();
        for (String value : values) {
            points.add(new Point(key + "=" + value, value,
                    spec.substring(0, start) + key + "=" + value + spec.substring(end)));
        }
        return new Sweep(spec, key, List.copyOf(points));
    }
}
