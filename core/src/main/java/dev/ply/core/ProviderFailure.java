package dev.ply.core;

/**
 * A provider listed in {@code META-INF/services} that could not be loaded or created, as a
 * {@link Registry} reports it instead of failing as a whole.
 *
 * @param service the service interface, such as {@code dev.ply.core.Game}
 * @param provider the class name of the provider, or what the service file named
 * @param cause why it failed, one line
 */
public record ProviderFailure(String service, String provider, String cause) {

    /**
     * The failure as one line for logs and listings.
     *
     * @return {@code provider (service): cause}
     */
    @Override
    public String toString() {
        return provider + " (" + service + "): " + cause;
    }
}
