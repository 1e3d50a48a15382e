package dev.ply.core;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The providers of one service found through {@link ServiceLoader}, by name.
 *
 * <p>Loading never fails as a whole: a provider whose class is missing, is not of the service's
 * type, or throws while being created is recorded as a {@link ProviderFailure} with its class name
 * and cause, logged as a warning, and left out; the others still load. Two providers with the same
 * name are also a failure (the first found is kept). Immutable and thread-safe once loaded.
 *
 * @param <T> the service type
 */
public final class Registry<T> {

    private static final Logger LOG = LoggerFactory.getLogger(Registry.class);
    // ServiceLoader's messages read "SERVICE: Provider CLASS not found" or "SERVICE: CLASS not a subtype".
    private static final Pattern PROVIDER_NAME = Pattern.compile(": (?:Provider )?([\\w.$]+)");

    private final String kind;
    private final Map<String, T> byName;
    private final List<ProviderFailure> failures;

    private Registry(String kind, Map<String, T> byName, List<ProviderFailure> failures) {
        this.kind = kind;
        this.byName = byName;
        this.failures = failures;
    }

    /**
     * Loads every provider of a service from the thread context class loader of this moment, or from
     * {@code service}'s own loader when the thread has none: how {@link Ply}'s registries and
     * {@link dev.ply.core.agent.Agents#providers()} load theirs.
     *
     * @param service the service interface
     * @param nameOf the name a provider is known by
     * @param kind what the providers are, for messages ("game", "search algorithm")
     * @param <T> the service type
     * @return the registry
     */
    public static <T> Registry<T> load(Class<T> service, Function<? super T, String> nameOf, String kind) {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        return load(service, nameOf, kind, context != null ? context : service.getClassLoader());
    }

    /**
     * Loads every provider of a service visible to a class loader.
     *
     * @param service the service interface
     * @param nameOf how a provider is named in this registry
     * @param kind what a provider is called in messages ({@code "game"}, {@code "search algorithm"})
     * @param loader the class loader to search
     * @param <T> the service type
     * @return the registry, sorted by name
     */
    public static <T> Registry<T> load(Class<T> service, Function<? super T, String> nameOf, String kind,
            ClassLoader loader) {
        Map<String, T> found = new LinkedHashMap<>();
        List<ProviderFailure> failures = new ArrayList<>();
        // On the module path this module declares 'uses' for Ply's own services only; a registry of any other
        // service (a user's) adds the declaration it needs. On the class path this does nothing.
        Registry.class.getModule().addUses(service);
        Iterator<ServiceLoader.Provider<T>> providers = ServiceLoader.load(service, loader).stream().iterator();
        while (true) {
            ServiceLoader.Provider<T> provider;
            try {
                if (!providers.hasNext()) {
                    break;
                }
                provider = providers.next();
            } catch (ServiceConfigurationError e) {
                failures.add(new ProviderFailure(service.getName(), providerName(e), e.getMessage()));
                continue;
            }
            try {
                T instance = provider.get();
                String name = nameOf.apply(instance);
                T previous = found.putIfAbsent(name, instance);
                if (previous != null) {
                    failures.add(new ProviderFailure(service.getName(), provider.type().getName(),
                            "another " + kind + " named '" + name + "' was found first: "
                                    + previous.getClass().getName()));
                }
            } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
                failures.add(new ProviderFailure(service.getName(), provider.type().getName(), rootCause(e)));
            }
        }
        for (ProviderFailure failure : failures) {
            LOG.warn("Ply could not load a {}: {}", kind, failure);
        }
        Map<String, T> sorted = new LinkedHashMap<>();
        found.keySet().stream().sorted().forEach(name -> sorted.put(name, found.get(name)));
        return new Registry<>(kind, ImmutableMap.copyOf(sorted), ImmutableList.copyOf(failures));
    }

    private static String providerName(ServiceConfigurationError e) {
        Matcher m = PROVIDER_NAME.matcher(String.valueOf(e.getMessage()));
        return m.find() ? m.group(1) : "(unknown provider)";
    }

    private static String rootCause(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        String message = cause.getMessage();
        String text = cause.getClass().getName() + (message == null ? "" : ": " + message);
        return text.lines().findFirst().orElse(text);
    }

    /**
     * What a provider of this registry is called in messages.
     *
     * @return such as {@code "game"}
     */
    public String kind() {
        return kind;
    }

    /**
     * The names of the loaded providers, sorted.
     *
     * @return an immutable list
     */
    public List<String> names() {
        return ImmutableList.copyOf(byName.keySet());
    }

    /**
     * The loaded providers, sorted by name.
     *
     * @return an immutable list
     */
    public List<T> all() {
        return ImmutableList.copyOf(byName.values());
    }

    /**
     * Looks a provider up.
     *
     * @param name the provider's name
     * @return the provider, if one has that name
     */
    public Optional<T> find(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    /**
     * Looks a provider up, failing with a message that lists the known names.
     *
     * @param name the provider's name
     * @return the provider
     * @throws UnknownNameException if no provider has that name
     */
    public T get(String name) {
        T provider = byName.get(name);
        if (provider == null) {
            throw new UnknownNameException("unknown " + kind + " '" + name + "'; known: "
                    + (byName.isEmpty() ? "none" : String.join(", ", byName.keySet())));
        }
        return provider;
    }

    /**
     * The providers that failed to load, with their class names and causes.
     *
     * @return an immutable list; empty when all loaded
     */
    public List<ProviderFailure> failures() {
        return failures;
    }
}
