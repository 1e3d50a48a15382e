/**
 * A game tree too large to store, for testing how searches stop ({@link dev.ply.testkit.tree.ImplicitTreeGame}).
 * The explicit trees are the {@code tree} game's, in {@code ply-game-tree}.
 */
package dev.ply.testkit.tree;
