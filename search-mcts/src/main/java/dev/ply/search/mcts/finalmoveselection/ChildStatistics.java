package dev.ply.search.mcts.finalmoveselection;

/**
 * What the search knows about one child of the root when it chooses the move to play.
 *
 * @param move the move
 * @param visits the child's visits
 * @param mean its mean reward in [0, 1] from the view of the player to move at the root
 * @param proof the solver's proof bits for it, from player 0's view
 *     ({@link dev.ply.search.mcts.tree.Proofs#UNPROVEN} when unknown or without the solver)
 * @param proofPlies the distance to the end of the game when proven, in plies from the child
 */
public record ChildStatistics(int move, long visits, double mean, int proof, int proofPlies) {
}
