package dev.ply.games.backgammon.agent;

import com.google.common.base.Splitter;
import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.AgentProvider;
import dev.ply.core.agent.Clock;
import dev.ply.core.agent.GameRecord;
import dev.ply.engine.EnginePrograms;
import dev.ply.games.backgammon.BackgammonGame;
import dev.ply.games.backgammon.BackgammonState;
import dev.ply.games.backgammon.gnubg.GnubgEngine;

/**
 * An agent that plays GNU Backgammon's choice: it sends each position (its position id and dice) to a
 * {@link GnubgEngine} and reads gnubg's play back with Ply's play parser. gnubg plays cubeless money
 * backgammon, counting gammons, with its chequer play evaluated at 0 plies unless told otherwise.
 *
 * <p>Registered as the agent {@code gnubg}: {@code gnubg}, {@code gnubg:plies=1},
 * {@code gnubg:path=/usr/games/gnubg,plies=0}. Needs the {@code gnubg} program (Debian package
 * {@code gnubg}); creating the agent fails with a one-line message when it is missing.
 */
public final class GnubgAgent implements Agent {

    private final GnubgEngine engine;
    private final String name;

    /**
     * Starts gnubg for this agent.
     *
     * @param executable the gnubg program
     * @param plies chequer-play plies, 0 to 7
     * @param name the name reports show
     */
    public GnubgAgent(String executable, int plies, String name) {
        this.engine = new GnubgEngine(executable, plies);
        this.name = name;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int chooseMove(GameRecord game, Clock clock) {
        BackgammonState state = (BackgammonState) game.current();
        String play = engine.bestPlay(state.positionId(), state.highDie(), state.lowDie());
        return state.parseMove(play.isEmpty() ? "pass" : play);
    }

    @Override
    public void close() {
        engine.close();
    }

    /** Registers {@link GnubgAgent} as the agent {@code gnubg}. */
    public static final class Provider implements AgentProvider {

        /** Creates the instance; the service loader calls this. */
        public Provider() {
        }

        @Override
        public String scheme() {
            return "gnubg";
        }

        @Override
        public String description() {
            return "backgammon: GNU Backgammon's play (cubeless); options plies=N (default 0), path=PROGRAM"
                    + " (default " + GnubgEngine.DEFAULT_PATH + ")";
        }

        @Override
        public Agent create(Game game, String argument) {
            if (!(game instanceof BackgammonGame)) {
                throw new InvalidInputException("the gnubg agent plays backgammon, not " + game.id());
            }
            // A process restricted to its operator's engines names them; gnubg is then the one named "gnubg".
            String path = EnginePrograms.restricted() ? "gnubg" : GnubgEngine.DEFAULT_PATH;
            int plies = 0;
            for (String option : Splitter.on(',').trimResults().omitEmptyStrings().split(argument)) {
                int eq = option.indexOf('=');
                String key = eq < 0 ? option : option.substring(0, eq);
                String value = eq < 0 ? "" : option.substring(eq + 1).trim();
                switch (key) {
                    case "plies" -> {
                        try {
                            plies = Integer.parseInt(value);
                        } catch (NumberFormatException e) {
                            throw new InvalidInputException("gnubg option plies needs a number 0 to 7, not '" + value
                                    + "'");
                        }
                    }
                    case "path" -> {
                        if (value.isEmpty()) {
                            throw new InvalidInputException("gnubg option path needs the program, such as path="
                                    + GnubgEngine.DEFAULT_PATH);
                        }
                        path = value;
                    }
                    default -> throw new InvalidInputException("unknown gnubg option '" + key
                            + "'; options: plies=N, path=PROGRAM");
                }
            }
            return new GnubgAgent(path, plies, argument.isEmpty() ? "gnubg" : "gnubg:" + argument);
        }
    }
}
