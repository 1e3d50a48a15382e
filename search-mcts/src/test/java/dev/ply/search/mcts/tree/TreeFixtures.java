package dev.ply.search.mcts.tree;

import dev.ply.core.GameState;
import dev.ply.games.tree.GameTree;
import dev.ply.games.tree.GameTrees;
import dev.ply.games.tree.TreeGame;
import java.util.SplittableRandom;

/** Hand-built Monte Carlo trees and iterations for testing strategies directly. */
public final class TreeFixtures {

    private TreeFixtures() {
    }

    /**
     * An iteration on a tree game's root, recording moves.
     *
     * @param tree the tree, in {@link GameTrees#parse(String)} form
     * @return the iteration
     */
    public static Iteration iteration(String tree) {
        TreeGame game = new TreeGame(GameTree.of(GameTrees.parse(tree)));
        GameState state = game.newState();
        return new Iteration(state, new SplittableRandom(1), game.maxMoves(), 16, 64, true);
    }

    /**
     * Adds a child with given statistics.
     *
     * @param tree the tree
     * @param parent the parent
     * @param move the move into the child
     * @param mover the player who made it
     * @param visits its visits
     * @param reward its reward sum from the mover's view
     * @return the child
     */
    public static int child(SearchTree tree, int parent, int move, int mover, int visits, double reward) {
        int child = tree.allocateNode(0, move, mover);
        tree.stats().addVisits(child, visits);
        tree.stats().addReward(child, reward);
        tree.linkChild(parent, child);
        return child;
    }
}
