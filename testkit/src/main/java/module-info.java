/**
 * Ply's test kit: {@code GameContract} and {@code SearchContract}, the contract tests every game and search
 * passes, perft assertions, a notation fuzzer and synthetic game trees.
 */
module dev.ply.testkit {
    requires transitive dev.ply.core;
    requires transitive dev.ply.games.tree;
    requires transitive org.junit.jupiter.api;
    requires transitive org.assertj.core;
    requires com.google.common;

    exports dev.ply.testkit;
    exports dev.ply.testkit.tree;
}
