/** The {@code mcts} search, its typed builder {@code Mcts} and its strategy packages. */
module dev.ply.search.mcts {
    requires transitive dev.ply.core;
    requires org.slf4j;

    exports dev.ply.search.mcts;
    exports dev.ply.search.mcts.backpropagation;
    exports dev.ply.search.mcts.finalmoveselection;
    exports dev.ply.search.mcts.playout;
    exports dev.ply.search.mcts.selection;
    exports dev.ply.search.mcts.tree;

    provides dev.ply.core.search.SearchProvider with dev.ply.search.mcts.MctsProvider;
}
