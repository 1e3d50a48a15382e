package dev.ply.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.agent.Agents;
import org.junit.jupiter.api.Test;

class RegistryTest {

    /** A service whose providers are listed, with three broken ones, in this test's resources. */
    public interface Greeter {
        String name();
    }

    public static final class Hello implements Greeter {
        @Override
        public String name() {
            return "hello";
        }
    }

    public static final class Ahoy implements Greeter {
        @Override
        public String name() {
            return "ahoy";
        }
    }

    public static final class AnotherHello implements Greeter {
        @Override
        public String name() {
            return "hello";
        }
    }

    public static final class Exploding implements Greeter {
        public Exploding() {
            throw new IllegalStateException("no greeting today");
        }

        @Override
        public String name() {
            return "boom";
        }
    }

    /** Listed as a provider but not a Greeter. */
    public static final class NotAGreeter {
    }

    private static Registry<Greeter> load() {
        return Registry.load(Greeter.class, Greeter::name, "greeter", RegistryTest.class.getClassLoader());
    }

    @Test
    void shouldLoadTheGoodProvidersSortedByName() {
        assertThat(load().names()).containsExactly("ahoy", "hello");
        assertThat(load().get("hello")).isInstanceOf(Hello.class);
    }

    @Test
    void shouldReportEachBrokenProviderWithItsClassNameAndCause() {
        Registry<Greeter> registry = load();
        assertThat(registry.failures()).hasSize(4);
        assertThat(registry.failures()).anySatisfy(f -> {
            assertThat(f.provider()).isEqualTo(Exploding.class.getName());
            assertThat(f.cause()).contains("IllegalStateException").contains("no greeting today");
        });
        assertThat(registry.failures()).anySatisfy(f -> {
            assertThat(f.provider()).isEqualTo("dev.ply.core.RegistryTest$Missing");
            assertThat(f.cause()).contains("not found");
        });
        assertThat(registry.failures()).anySatisfy(f -> {
            assertThat(f.provider()).isEqualTo(NotAGreeter.class.getName());
            assertThat(f.cause()).contains("not a subtype");
        });
        assertThat(registry.failures()).anySatisfy(f -> {
            assertThat(f.provider()).isEqualTo(AnotherHello.class.getName());
            assertThat(f.cause()).contains("'hello'").contains(Hello.class.getName());
        });
        assertThat(registry.failures()).allSatisfy(f -> assertThat(f.service()).isEqualTo(Greeter.class.getName()));
    }

    @Test
    void shouldNameTheKnownProvidersWhenANameIsUnknown() {
        assertThatThrownBy(() -> load().get("bonjour"))
                .isInstanceOf(UnknownNameException.class)
                .hasMessage("unknown greeter 'bonjour'; known: ahoy, hello");
        assertThat(load().find("bonjour")).isEmpty();
    }

    @Test
    void shouldFindTheRandomAgentThatCoreRegistersItself() {
        assertThat(Agents.providers().names()).contains("random");
        assertThat(Agents.providers().failures()).isEmpty();
    }
}
