package dev.ply.core.capability;

/**
 * Optional capability of a {@link dev.ply.core.GameState} of a game decided by counting points, such as Go's area
 * count with komi: the margin the rules would give if the game ended here. Protocol servers report it (the Go Text
 * Protocol's {@code final_score}) and records write it ({@code B+3.5}).
 */
public interface PointScore {

    /**
     * The score by the rules, counted on the position as it stands.
     *
     * @return player 0's points minus player 1's, komi included; positive when player 0 is ahead
     */
    double pointScore();
}
