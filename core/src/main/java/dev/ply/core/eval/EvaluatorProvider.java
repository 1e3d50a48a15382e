package dev.ply.core.eval;

/**
 * A named evaluator, discovered through {@link java.util.ServiceLoader} from
 * {@code META-INF/services/dev.ply.core.eval.EvaluatorProvider}, so that a user can choose it by name
 * ({@code eval=backgammon:pubeval} in a search specification).
 *
 * <p>Implementations have a public no-argument constructor and are thread-safe.
 */
public interface EvaluatorProvider {

    /**
     * The {@link dev.ply.core.Game#id() id} of the game whose states the evaluator scores.
     *
     * @return a game id such as {@code "backgammon"}
     */
    String gameId();

    /**
     * The evaluator's short name within its game, such as {@code "pubeval"}.
     *
     * @return the name; unique among the game's evaluators
     */
    String name();

    /**
     * One line saying what the evaluator does, for listings.
     *
     * @return a short description
     */
    String description();

    /**
     * Creates (or returns the shared instance of) the evaluator.
     *
     * @return a thread-safe evaluator for states of {@link #gameId()}
     */
    Evaluator<?> create();

    /**
     * The name under which registries list this evaluator: {@code gameId() + ":" + name()}.
     *
     * @return the qualified name, such as {@code "backgammon:pubeval"}
     */
    default String qualifiedName() {
        return gameId() + ":" + name();
    }
}
