/** The game {@code tree}: the textbook's game trees, written or generated, for teaching and testing searches. */
module dev.ply.games.tree {
    requires transitive dev.ply.core;

    exports dev.ply.games.tree;

    provides dev.ply.core.Game with dev.ply.games.tree.TreeGame;
}
