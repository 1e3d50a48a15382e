package dev.ply.search.mcts.tree;

import dev.ply.search.mcts.tree.NodeColumns.Column;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The game values a {@link SearchTree}'s nodes are proven to have (the proof bits of each node's status byte, from
 * player 0's view) and, with the solver's column, each proven node's distance to the end of the game. A search
 * reaches this part of its tree through {@link SearchTree#proofs()}.
 */
public final class Proofs {

    /** Mask of the proof bits of the status byte. */
    public static final int PROOF_MASK = 0b11;
    /** Proof bits: the node's game value is not known. */
    public static final int UNPROVEN = 0;
    /** Proof bits: player 0 wins from this node with best play. */
    public static final int PROVEN_WIN_0 = 1;
    /** Proof bits: player 1 wins from this node with best play. */
    public static final int PROVEN_WIN_1 = 2;
    /** Proof bits: the node is a draw with best play. */
    public static final int PROVEN_DRAW = 3;

    private static final VarHandle BYTES = MethodHandles.arrayElementVarHandle(byte[].class);

    private final boolean concurrent;
    private final Column<byte[]> status;
    /** Distances to the end of the game, or {@code null} without the solver's column. */
    private final Column<short[]> proofPlies;

    Proofs(Column<byte[]> status, Column<short[]> proofPlies, boolean concurrent) {
        this.status = status;
        this.proofPlies = proofPlies;
        this.concurrent = concurrent;
    }

    /**
     * The proof bits of a node.
     *
     * @param node a node
     * @return {@link #UNPROVEN}, {@link #PROVEN_WIN_0}, {@link #PROVEN_WIN_1} or {@link #PROVEN_DRAW}
     */
    public int proof(int node) {
        return status.values[node] & PROOF_MASK;
    }

    /**
     * Marks a node just allocated, before it is linked to its parent, as terminal with its game
     * value: no other worker can see it yet, so the writes are plain even under tree parallelism.
     *
     * @param node a node not yet linked
     * @param proof {@link #PROVEN_WIN_0}, {@link #PROVEN_WIN_1} or {@link #PROVEN_DRAW}
     */
    public void setTerminal(int node, int proof) {
        if (proofPlies != null) {
            proofPlies.values[node] = 0;
        }
        status.values[node] = (byte) ((status.values[node] & ~PROOF_MASK) | proof | SearchTree.FLAG_TERMINAL);
    }

    /**
     * Records a node's proven game value.
     *
     * @param node a node
     * @param proof {@link #PROVEN_WIN_0}, {@link #PROVEN_WIN_1} or {@link #PROVEN_DRAW}
     * @param plies the distance to the end of the game with best play, in plies
     */
    public void prove(int node, int proof, int plies) {
        if (proofPlies != null) {
            proofPlies.values[node] = (short) Math.min(plies, Short.MAX_VALUE);
        }
        if (concurrent) {
            byte old;
            do {
                old = (byte) BYTES.getVolatile(status.values, node);
            } while (!BYTES.compareAndSet(status.values, node, old, (byte) ((old & ~PROOF_MASK) | proof)));
        } else {
            status.values[node] = (byte) ((status.values[node] & ~PROOF_MASK) | proof);
        }
    }

    /**
     * The distance to the end of the game of a proven node.
     *
     * @param node a proven node
     * @return plies with best play; 0 without the proofs column
     */
    public int proofPlies(int node) {
        return proofPlies == null ? 0 : proofPlies.values[node];
    }

    /**
     * The reward a proven value is worth to a player.
     *
     * @param proof proof bits other than {@link #UNPROVEN}
     * @param player 0 or 1
     * @return 1 for a win, ½ for a draw, 0 for a loss
     */
    public static double provenReward(int proof, int player) {
        if (proof == PROVEN_DRAW) {
            return 0.5;
        }
        return (proof == PROVEN_WIN_0) == (player == 0) ? 1.0 : 0.0;
    }
}
