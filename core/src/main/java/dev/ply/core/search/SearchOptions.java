package dev.ply.core.search;

import com.google.common.base.Splitter;
import dev.ply.core.InvalidInputException;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The checked option values of one search, parsed from the part of a specification after the
 * algorithm's name: {@code threads=2,hash=64}, or a preset name such as {@code plain}, or both
 * ({@code plain,tt=true}: later items override earlier ones). A bare word that is not a preset sets a
 * boolean option to {@code true}.
 *
 * <p>Every declared option has a value (its default when not given), so getters never fail for a
 * declared name. Immutable.
 */
public final class SearchOptions {

    private final String algorithm;
    private final Map<String, SearchOption> declared;
    private final Map<String, String> values;

    private SearchOptions(String algorithm, Map<String, SearchOption> declared, Map<String, String> values) {
        this.algorithm = algorithm;
        this.declared = declared;
        this.values = values;
    }

    /**
     * Parses and checks an option string against what a provider declares.
     *
     * @param provider the provider whose options these are
     * @param text the options, such as {@code "threads=2,hash=64"} or {@code "plain"}; empty for defaults
     * @return the options, every declared one with a value
     * @throws InvalidInputException for an unknown key or preset, or a bad value; the message lists
     *     what the provider accepts
     */
    public static SearchOptions parse(SearchProvider provider, String text) {
        Map<String, SearchOption> declared = new LinkedHashMap<>();
        for (SearchOption option : provider.options()) {
            declared.put(option.name(), option);
        }
        Map<String, String> values = new LinkedHashMap<>();
        for (SearchOption option : declared.values()) {
            values.put(option.name(), option.defaultValue());
        }
        apply(provider, declared, values, text, true, new HashSet<>());
        return new SearchOptions(provider.name(), Map.copyOf(declared), values);
    }

    private static void apply(SearchProvider provider, Map<String, SearchOption> declared, Map<String, String> values,
            String text, boolean presetsAllowed, Set<String> given) {
        for (String item : Splitter.on(',').trimResults().omitEmptyStrings().split(text)) {
            int eq = item.indexOf('=');
            String key = (eq < 0 ? item : item.substring(0, eq)).trim();
            if (presetsAllowed && !given.add(key)) {
                // A preset may set what a later item sets again; the user's own items may not repeat.
                throw new InvalidInputException("option '" + key + "' of " + provider.name() + " is given twice");
            }
            String preset = provider.presets().get(key);
            if (eq < 0 && preset != null && presetsAllowed) {
                apply(provider, declared, values, preset, false, given);
                continue;
            }
            SearchOption option = declared.get(key);
            if (option == null) {
                throw new InvalidInputException("unknown option '" + key + "' for " + provider.name() + "; "
                        + describeAccepted(provider));
            }
            if (eq < 0 && option.type() != SearchOption.Type.BOOLEAN) {
                throw new InvalidInputException("option '" + key + "' of " + provider.name() + " needs a value: "
                        + option.usage());
            }
            values.put(key, option.canonicalize(eq < 0 ? "true" : item.substring(eq + 1)));
        }
    }

    private static String describeAccepted(SearchProvider provider) {
        String options = provider.options().stream().map(SearchOption::name).collect(Collectors.joining(", "));
        String presets = String.join(", ", provider.presets().keySet());
        return "options: " + (options.isEmpty() ? "none" : options)
                + (presets.isEmpty() ? "" : "; presets: " + presets);
    }

    /**
     * The name of the algorithm these options belong to.
     *
     * @return the provider's name
     */
    public String algorithm() {
        return algorithm;
    }

    /**
     * The value of a whole-number option.
     *
     * @param name a declared {@link SearchOption.Type#INTEGER} option
     * @return its value
     */
    public long getLong(String name) {
        return Long.parseLong(value(name, SearchOption.Type.INTEGER));
    }

    /**
     * The value of a whole-number option that fits an {@code int}.
     *
     * @param name a declared {@link SearchOption.Type#INTEGER} option
     * @return its value
     */
    public int getInt(String name) {
        return Math.toIntExact(getLong(name));
    }

    /**
     * The value of a decimal option.
     *
     * @param name a declared {@link SearchOption.Type#DECIMAL} option
     * @return its value
     */
    public double getDouble(String name) {
        return Double.parseDouble(value(name, SearchOption.Type.DECIMAL));
    }

    /**
     * The value of a switch.
     *
     * @param name a declared {@link SearchOption.Type#BOOLEAN} option
     * @return its value
     */
    public boolean getBoolean(String name) {
        return Boolean.parseBoolean(value(name, SearchOption.Type.BOOLEAN));
    }

    /**
     * The value of a choice or text option.
     *
     * @param name a declared {@link SearchOption.Type#CHOICE} or {@link SearchOption.Type#TEXT} option
     * @return its value
     */
    public String getString(String name) {
        SearchOption option = declaredOption(name);
        return values.get(option.name());
    }

    private String value(String name, SearchOption.Type type) {
        SearchOption option = declaredOption(name);
        if (option.type() != type) {
            throw new IllegalArgumentException("option '" + name + "' of " + algorithm + " is " + option.type()
                    + ", not " + type);
        }
        return values.get(name);
    }

    private SearchOption declaredOption(String name) {
        SearchOption option = declared.get(name);
        if (option == null) {
            throw new IllegalArgumentException(algorithm + " declares no option '" + name + "'");
        }
        return option;
    }

    /**
     * The options as a specification would write them.
     *
     * @return {@code key=value} pairs joined by commas, declared order
     */
    @Override
    public String toString() {
        return values.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(","));
    }

    /**
     * The declared options of a provider, for listings.
     *
     * @param provider the provider
     * @return its options' usage lines
     */
    public static List<String> usage(SearchProvider provider) {
        return provider.options().stream().map(SearchOption::usage).toList();
    }
}
