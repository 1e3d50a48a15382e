package dev.ply.learning;

/**
 * What a network file says its network is: the game and encoding it reads, its shape, how far it was trained and
 * the command that made it.
 *
 * @param gameId the game's id
 * @param encoding the encoding's name ({@link dev.ply.core.capability.NetworkEncoding#encodingName()})
 * @param architecture the network's shape
 * @param step the training steps taken (mini-batches), 0 for fresh weights
 * @param generation the self-play generation that made it, 0 for none
 * @param command the command that made it
 */
public record NetworkInfo(String gameId, String encoding, Architecture architecture, long step, int generation,
        String command) {

    /**
     * One line for listings.
     *
     * @return such as {@code "tictactoe mlp 18-64-64, generation 3, step 1,200"}
     */
    public String describe() {
        return String.format("%s %s, generation %d, step %,d", gameId, architecture.describe(), generation, step);
    }

    /**
     * The same network trained further.
     *
     * @param newStep its training step
     * @param newGeneration its generation
     * @return the description
     */
    public NetworkInfo trained(long newStep, int newGeneration) {
        return new NetworkInfo(gameId, encoding, architecture, newStep, newGeneration, command);
    }
}
