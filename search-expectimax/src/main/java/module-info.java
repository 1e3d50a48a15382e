/** The {@code expectimax} search (Star1/Star2) and its typed builder {@code Expectimax}. */
module dev.ply.search.expectimax {
    requires transitive dev.ply.core;
    requires com.google.common;

    exports dev.ply.search.expectimax;

    provides dev.ply.core.search.SearchProvider with dev.ply.search.expectimax.ExpectimaxProvider;
}
