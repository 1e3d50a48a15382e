package dev.ply.core.search;

import static java.util.Objects.requireNonNull;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.Function;

/**
 * A typed handle on one {@link SearchOption}: the single declaration of an option's name, type,
 * range, default and description, from which a search's builder methods, its provider's
 * {@link SearchProvider#options()} listing, the parser of specification strings and their error
 * messages all come. A search declares its keys once as constants
 * ({@code static final OptionKey<Integer> THREADS = OptionKey.integer("threads", 1, 1, 256, "...")}),
 * lists them in its provider and reads them with {@link SearchOptions#get(OptionKey)}.
 *
 * <p>Values move between their Java type and their written form through the option's canonical
 * text, so a value set through a builder and the same value written in a specification string give
 * equal {@link SearchOptions}. Immutable.
 *
 * @param <T> the value's Java type
 */
public final class OptionKey<T> {

    private final SearchOption option;
    private final Function<String, T> read;
    private final Function<T, String> write;

    private OptionKey(SearchOption option, Function<String, T> read, Function<T, String> write) {
        this.option = option;
        this.read = read;
        this.write = write;
    }

    /**
     * A whole-number option that fits an {@code int}.
     *
     * @param name the key, lower case
     * @param defaultValue the default
     * @param min the smallest value allowed
     * @param max the largest value allowed
     * @param description one line for listings
     * @return the key
     */
    public static OptionKey<Integer> integer(String name, int defaultValue, int min, int max, String description) {
        return new OptionKey<>(SearchOption.ofInteger(name, defaultValue, min, max, description),
                Integer::valueOf, v -> Integer.toString(v));
    }

    /**
     * A whole-number option that needs a {@code long} (a random seed).
     *
     * @param name the key, lower case
     * @param defaultValue the default
     * @param min the smallest value allowed
     * @param max the largest value allowed
     * @param description one line for listings
     * @return the key
     */
    public static OptionKey<Long> longInteger(String name, long defaultValue, long min, long max,
            String description) {
        return new OptionKey<>(SearchOption.ofInteger(name, defaultValue, min, max, description),
                Long::valueOf, v -> Long.toString(v));
    }

    /**
     * A decimal option.
     *
     * @param name the key, lower case
     * @param defaultValue the default
     * @param min the smallest value allowed
     * @param max the largest value allowed
     * @param description one line for listings
     * @return the key
     */
    public static OptionKey<Double> decimal(String name, double defaultValue, double min, double max,
            String description) {
        return new OptionKey<>(SearchOption.ofDecimal(name, defaultValue, min, max, description),
                Double::valueOf, v -> Double.toString(v));
    }

    /**
     * A switch; in a specification string a bare key means {@code true}.
     *
     * @param name the key, lower case
     * @param defaultValue the default
     * @param description one line for listings
     * @return the key
     */
    public static OptionKey<Boolean> flag(String name, boolean defaultValue, String description) {
        return new OptionKey<>(SearchOption.ofBoolean(name, defaultValue, description), Boolean::valueOf,
                v -> Boolean.toString(v));
    }

    /**
     * An option taking one constant of an enum, written as the constant's name in lower case; the
     * listing offers the constants in declaration order.
     *
     * @param name the key, lower case
     * @param defaultValue the default constant
     * @param description one line for listings
     * @param <E> the enum
     * @return the key
     */
    public static <E extends Enum<E>> OptionKey<E> choice(String name, E defaultValue, String description) {
        Class<E> type = defaultValue.getDeclaringClass();
        String[] choices = Arrays.stream(type.getEnumConstants()).map(OptionKey::written).toArray(String[]::new);
        return new OptionKey<>(SearchOption.ofChoice(name, written(defaultValue), description, choices),
                v -> Enum.valueOf(type, v.toUpperCase(Locale.ROOT)), OptionKey::written);
    }

    /**
     * A free-text option.
     *
     * @param name the key, lower case
     * @param defaultValue the default; may be empty
     * @param description one line for listings
     * @return the key
     */
    public static OptionKey<String> text(String name, String defaultValue, String description) {
        return new OptionKey<>(SearchOption.ofText(name, defaultValue, description), Function.identity(),
                Function.identity());
    }

    private static String written(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT);
    }

    /**
     * The option this key stands for, as listings and the parser see it.
     *
     * @return the option
     */
    public SearchOption option() {
        return option;
    }

    /**
     * The option's name.
     *
     * @return the key, such as {@code "threads"}
     */
    public String name() {
        return option.name();
    }

    /**
     * The option's default value.
     *
     * @return the default
     */
    public T defaultValue() {
        return read.apply(option.defaultValue());
    }

    /**
     * Checks a value and writes it as a specification string would.
     *
     * @param value the value
     * @return its canonical text
     * @throws dev.ply.core.InvalidInputException naming the option when the value is out of its range
     */
    public String write(T value) {
        return option.canonicalize(write.apply(requireNonNull(value, option.name())));
    }

    /**
     * Reads a canonical value.
     *
     * @param canonical the value as {@link SearchOption#canonicalize(String)} wrote it
     * @return the value
     */
    T read(String canonical) {
        return read.apply(canonical);
    }

    /**
     * The option's usage line.
     *
     * @return as {@link SearchOption#usage()}
     */
    @Override
    public String toString() {
        return option.usage();
    }
}
