package dev.ply.core;

import dev.ply.core.eval.Evaluator;

/**
 * A tiny game for testing core machinery: a heap of stones, each move takes 1 to 3, whoever takes
 * the last stone wins. Optionally every turn starts with a chance node that adds 0 or 1 stone (each
 * with probability ½). Moves are the number of stones taken (1..3); chance outcomes are 0 or 1.
 */
final class NimGame implements Game {

    private final int stones;
    private final boolean chance;

    NimGame(int stones, boolean chance) {
        this.stones = stones;
        this.chance = chance;
    }

    @Override
    public String id() {
        return chance ? "chancenim" : "nim";
    }

    @Override
    public String displayName() {
        return "Nim";
    }

    @Override
    public GameState newState() {
        return new State(this, stones, 0, chance);
    }

    @Override
    public GameState parseState(String notation) {
        String[] parts = notation.split("/");
        try {
            return new State(this, Integer.parseInt(parts[0]), Integer.parseInt(parts[1]),
                    chance && parts.length > 2 && parts[2].equals("c"));
        } catch (RuntimeException e) {
            throw new NotationException("not a nim position: '" + notation + "'");
        }
    }

    @Override
    public int maxMoves() {
        return 3;
    }

    @Override
    public boolean hasChanceNodes() {
        return chance;
    }

    @Override
    public Evaluator<GameState> defaultEvaluator() {
        return new Evaluator<>() {
            @Override
            public int evaluate(GameState state) {
                return 0;
            }

            @Override
            public int bound() {
                return 1;
            }
        };
    }

    static final class State implements GameState {
        private final NimGame game;
        private int heap;
        private int toMove;
        private boolean atChance;
        private final int[] history = new int[4096];
        private int plies;

        State(NimGame game, int heap, int toMove, boolean atChance) {
            this.game = game;
            this.heap = heap;
            this.toMove = toMove;
            this.atChance = atChance;
        }

        @Override
        public Game game() {
            return game;
        }

        @Override
        public int toMove() {
            return toMove;
        }

        @Override
        public boolean isChanceNode() {
            return atChance && heap > 0;
        }

        @Override
        public int legalMoves(int[] moves) {
            if (isChanceNode()) {
                moves[0] = 0;
                moves[1] = 1;
                return 2;
            }
            int count = Math.min(3, heap);
            for (int i = 0; i < count; i++) {
                moves[i] = i + 1;
            }
            return count;
        }

        @Override
        public int chanceOutcomes(int[] outcomes, double[] probabilities) {
            if (!isChanceNode()) {
                return 0;
            }
            outcomes[0] = 0;
            outcomes[1] = 1;
            probabilities[0] = 0.5;
            probabilities[1] = 0.5;
            return 2;
        }

        @Override
        public void play(int move) {
            history[plies++] = move;
            if (isChanceNode()) {
                heap += move;
                atChance = false;
            } else {
                heap -= move;
                toMove ^= 1;
                atChance = game.chance;
            }
        }

        @Override
        public void undo() {
            if (plies == 0) {
                throw new IllegalStateException("nothing to undo");
            }
            int move = history[--plies];
            if (game.chance && !atChance) {
                heap -= move;
                atChance = true;
            } else {
                toMove ^= 1;
                heap += move;
                atChance = false;
            }
        }

        @Override
        public long hash() {
            return heap * 0x9E3779B97F4A7C15L ^ toMove * 0xC2B2AE3D27D4EB4FL ^ (isChanceNode() ? 17 : 0);
        }

        @Override
        public boolean isTerminal() {
            return heap == 0;
        }

        @Override
        public int outcome(int player) {
            // The player who took the last stone is the one not to move now.
            return player == toMove ? -1 : 1;
        }

        @Override
        public int plies() {
            return plies;
        }

        @Override
        public GameState copy() {
            return new State(game, heap, toMove, atChance);
        }

        @Override
        public String notation() {
            return heap + "/" + toMove + (isChanceNode() ? "/c" : "");
        }

        @Override
        public String moveToString(int move) {
            return Integer.toString(move);
        }

        @Override
        public int parseMove(String text) {
            int[] moves = new int[3];
            int count = legalMoves(moves);
            for (int i = 0; i < count; i++) {
                if (Integer.toString(moves[i]).equals(text)) {
                    return moves[i];
                }
            }
            throw new IllegalMoveException("no move '" + text + "' here");
        }

        @Override
        public String toString() {
            return notation();
        }
    }
}
