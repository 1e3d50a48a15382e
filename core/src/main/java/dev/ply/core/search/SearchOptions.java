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
    /** The options the user named (not those a preset set, nor defaults). */
    private final Set<String> given;

    private SearchOptions(String algorithm, Map<String, SearchOption> declared, Map<String, String> values,
            Set<String> given) {
        this.algorithm = algorithm;
        this.declared = declared;
        this.values = values;
        this.given = Set.copyOf(given);
    }

    /**
     * Parses and checks an option string against what a provider declares.
     *
     * @param provider the provider whose options these are
     * @param text the options, such as {@code "threads=2,hash=64"} or {@code "plain"}; empty for defaults
     * @return the options, every declared one with a value
     * @throws InvalidInputException for an unknown key or preset, a key given twice, or a bad value; the
     *     message lists what the provider accepts
     */
    public static SearchOptions parse(SearchProvider provider, String text) {
        return builder(provider).apply(text).build();
    }

    /**
     * A builder holding every declared option at its default, for typed builders of searches to set
     * values on.
     *
     * @param provider the provider whose options these are
     * @return a new builder
     */
    public static Builder builder(SearchProvider provider) {
        return new Builder(provider);
    }

    /**
     * Collects option values for one provider: typed ones through {@link #set(OptionKey, Object)},
     * written ones through {@link #apply(String)}; later values override earlier ones. Not thread-safe.
     */
    public static final class Builder {

        private final SearchProvider provider;
        private final Map<String, SearchOption> declared = new LinkedHashMap<>();
        private final Map<String, String> values = new LinkedHashMap<>();
        private final Set<String> given = new HashSet<>();

        private Builder(SearchProvider provider) {
            this.provider = provider;
            for (SearchOption option : provider.options()) {
                declared.put(option.name(), option);
                values.put(option.name(), option.defaultValue());
            }
        }

        /**
         * Sets a typed value.
         *
         * @param key a key the provider declares
         * @param value the value
         * @param <T> the value's type
         * @return this builder
         * @throws InvalidInputException when the value is out of the option's range
         * @throws IllegalArgumentException when the provider declares no such option
         */
        public <T> Builder set(OptionKey<T> key, T value) {
            checkDeclared(provider.name(), declared, key);
            values.put(key.name(), key.write(value));
            given.add(key.name());
            return this;
        }

        /**
         * Applies a written option string: {@code threads=2,hash=64}, preset names, bare switch names.
         * A key may appear once in the string (a preset may set what a later item sets again).
         *
         * @param text the options; empty for none
         * @return this builder
         * @throws InvalidInputException for an unknown key or preset, a key given twice, or a bad value
         */
        public Builder apply(String text) {
            Set<String> items = new HashSet<>();
            SearchOptions.apply(provider, declared, values, text, true, items);
            items.retainAll(declared.keySet());
            given.addAll(items);
            return this;
        }

        /**
         * The checked options as they stand.
         *
         * @return immutable options
         */
        public SearchOptions build() {
            return new SearchOptions(provider.name(), Map.copyOf(declared),
                    java.util.Collections.unmodifiableMap(new LinkedHashMap<>(values)), given);
        }
    }

    private static void checkDeclared(String algorithm, Map<String, SearchOption> declared, OptionKey<?> key) {
        if (!key.option().equals(declared.get(key.name()))) {
            throw new IllegalArgumentException(algorithm + " declares no option " + key.option().usage());
        }
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
        String presets = String.join(", ", new java.util.TreeSet<>(provider.presets().keySet()));
        return "options: " + (options.isEmpty() ? "none" : options)
                + (presets.isEmpty() ? "" : "; presets: " + presets);
    }

    /**
     * Whether the user named an option (in the specification or through a typed builder), as opposed to its default
     * or a preset's value: the options that a search may refuse as contradicting each other.
     *
     * @param key a declared option
     * @return {@code true} if it was given
     */
    public boolean isGiven(OptionKey<?> key) {
        return given.contains(key.name());
    }

    /**
     * Refuses two options given together that contradict each other or of which one does nothing with the other.
     *
     * @param first an option
     * @param second another
     * @param when whether their values conflict
     * @param why why, such as {@code "aspiration windows replace a fixed root window"}
     * @throws InvalidInputException naming both, when both were given and {@code when} holds
     */
    public void refuseTogether(OptionKey<?> first, OptionKey<?> second, boolean when, String why) {
        if (when && isGiven(first) && isGiven(second)) {
            throw new InvalidInputException(algorithm + ": options '" + first.name() + "' and '" + second.name()
                    + "' do not go together: " + why);
        }
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
     * The value of a typed option.
     *
     * @param key a key the algorithm declares
     * @param <T> the value's type
     * @return its value (its default when not given)
     * @throws IllegalArgumentException when the algorithm declares no such option
     */
    public <T> T get(OptionKey<T> key) {
        checkDeclared(algorithm, declared, key);
        return key.read(values.get(key.name()));
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
     * Options are equal when they belong to the same algorithm and every option has the same value, however
     * they were set (a builder, a specification string, a preset).
     *
     * @param other another object
     * @return whether the two configure the same search
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof SearchOptions o && algorithm.equals(o.algorithm) && values.equals(o.values);
    }

    @Override
    public int hashCode() {
        return algorithm.hashCode() * 31 + values.hashCode();
    }

    /**
     * The options that differ from their defaults, as a specification would write them after the
     * algorithm's name: {@code threads=2,hash=64}; empty when every option has its default.
     *
     * @return the changed options, declared order
     */
    public String changed() {
        return values.entrySet().stream()
                .filter(e -> !e.getValue().equals(declared.get(e.getKey()).canonicalize(
                        declared.get(e.getKey()).defaultValue())))
                .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(","));
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
