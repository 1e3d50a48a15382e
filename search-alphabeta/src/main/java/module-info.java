/** The {@code minimax} and {@code alphabeta} searches, with their typed builders {@code Minimax} and {@code AlphaBeta}. */
module dev.ply.search.alphabeta {
    requires transitive dev.ply.core;

    exports dev.ply.search.alphabeta;

    provides dev.ply.core.search.SearchProvider with dev.ply.search.alphabeta.MinimaxProvider,
            dev.ply.search.alphabeta.AlphaBetaProvider;
}
