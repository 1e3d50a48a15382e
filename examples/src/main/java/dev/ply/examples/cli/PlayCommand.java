package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.agent.Clock;
import dev.ply.core.agent.GameRecord;
import dev.ply.core.arena.Arena;
import dev.ply.core.capability.DrawRules;
import dev.ply.core.capability.RecordNotation;
import dev.ply.core.search.SearchLimits;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code ply play}: a game in the terminal, a person against an agent or two agents. */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = "Play a game in the terminal. By default you play first against alphabeta (expectimax for"
                + " games with chance), thinking --time a move. Type moves in the game's notation; 'moves' lists"
                + " them, 'undo' takes back your last move, 'quit' ends the game. Search progress goes to standard"
                + " error.")
final class PlayCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Mixin
    private GameOptions gameOptions;

    @Option(names = "--first", paramLabel = "AGENT",
            description = "who plays first: human (default), random, or a search such as alphabeta:depth=6")
    private String first = "human";

    @Option(names = "--second", paramLabel = "AGENT",
            description = "who plays second (default: alphabeta, or expectimax for games with chance)")
    private String second;

    @Option(names = {"-t", "--time"}, paramLabel = "T", defaultValue = "1s",
            description = "thinking time a move of agents whose specification sets no limit (default: ${DEFAULT-VALUE})")
    private String time;

    @Option(names = {"--sgf", "--pgn", "--pdn"}, paramLabel = "FILE",
            description = "write the game, when it ends or is abandoned, in the game's record format: SGF for Go, PGN"
                    + " for chess, PDN for checkers")
    private java.nio.file.Path recordFile;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "seed for dice and random agents (default: ${DEFAULT-VALUE})")
    private long seed;

    @Override
    public void run() {
        GameState start = gameOptions.playStartState(gameOptions.game(), parent.err());
        Game game = start.game();
        PrintStream out = parent.out();
        SearchLimits perMove = SearchLimits.ofMoveTime(Agents.parseMillis(time));
        GameRecord record = new GameRecord(start);
        String secondSpec = second != null ? second : AnalyzeCommand.defaultAlgorithm(game);
        if (recordFile != null && !(game instanceof RecordNotation)) {
            throw new InvalidInputException(game.id() + " has no record format such as SGF, PGN or PDN");
        }
        Agent[] agents = {agent(game, first, record, perMove), agent(game, secondSpec, record, perMove)};
        try {
            agents[0].newGame(record, seed);
            agents[1].newGame(record, seed + 1);
            play(game, record, agents, out);
        } finally {
            agents[0].close();
            agents[1].close();
            if (recordFile != null) {
                writeRecord(game, record, agents);
            }
        }
    }

    /** Writes the game in the game's record format, the agents named as its players. */
    private void writeRecord(Game game, GameRecord record, Agent[] agents) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "ply play");
        tags.put("Date", java.time.LocalDate.now().toString().replace('-', '.'));
        tags.put(game.playerName(0), agents[0].name());
        tags.put(game.playerName(1), agents[1].name());
        try {
            Files.writeString(recordFile, ((RecordNotation) game).writeRecord(record, tags), StandardCharsets.UTF_8);
            parent.err().println("game written to " + recordFile);
        } catch (IOException e) {
            throw new InvalidInputException("cannot write " + recordFile + ": " + e.getMessage());
        }
    }

    private Agent agent(Game game, String spec, GameRecord record, SearchLimits perMove) {
        if (spec.trim().equals("human")) {
            return new HumanAgent(parent.in(), parent.out());
        }
        return Agents.create(game, spec, new SearchProgressPrinter(parent.err(), record::current), perMove);
    }

    private void play(Game game, GameRecord record, Agent[] agents, PrintStream out) {
        SplittableRandom dice = new SplittableRandom(seed);
        int[] outcomes = new int[game.maxMoves()];
        double[] probabilities = new double[game.maxMoves()];
        GameState state = record.current();
        out.println(state);
        while (!DrawRules.gameOver(state)) {
            if (state.isChanceNode()) {
                int outcome = Arena.sample(state, dice, outcomes, probabilities);
                out.println("chance: " + state.moveToString(outcome));
                record.play(outcome);
                continue;
            }
            String player = game.playerName(state.toMove());
            Agent agent = agents[state.toMove()];
            int move = agent.chooseMove(record, Clock.UNTIMED);
            if (move == HumanAgent.QUIT) {
                out.println("game abandoned after " + record.length() + " plies");
                return;
            }
            if (move == HumanAgent.UNDO) {
                undoToPreviousTurn(record, out);
                out.println(state);
                continue;
            }
            out.println(player + " (" + agent.name() + ") plays " + state.moveToString(move));
            record.play(move);
            out.println(state);
        }
        out.println(result(game, state));
    }

    /**
     * Takes back moves until the player who asked is to move again, before their last move. With no move of
     * theirs in the record (the other side or a chance event moved first) there is nothing to undo: taking
     * back a roll would let the dice be rolled again.
     */
    private static void undoToPreviousTurn(GameRecord record, PrintStream out) {
        int player = record.current().toMove();
        if (lastMoveOf(record, player) < 0) {
            out.println("nothing to undo: you have not moved yet");
            return;
        }
        while (record.length() > 0) {
            record.undo();
            GameState state = record.current();
            if (!state.isChanceNode() && state.toMove() == player) {
                return;
            }
        }
    }

    /** The index in the record of the last move {@code player} chose, or -1 if they chose none. */
    private static int lastMoveOf(GameRecord record, int player) {
        GameState replay = record.start();
        int last = -1;
        List<Integer> moves = record.moves();
        for (int i = 0; i < moves.size(); i++) {
            if (!replay.isChanceNode() && replay.toMove() == player) {
                last = i;
            }
            replay.play(moves.get(i));
        }
        return last;
    }

    static String result(Game game, GameState state) {
        String declared = DrawRules.drawDeclared(state);
        if (!state.isTerminal() && !declared.isEmpty()) {
            return "result: draw (" + declared + ")";
        }
        int points = state.outcome(0);
        if (points == 0) {
            return "result: draw";
        }
        int winner = points > 0 ? 0 : 1;
        int won = Math.abs(points);
        return "result: " + game.playerName(winner) + " wins" + (won > 1 ? " (" + won + " points)" : "");
    }
}
