package dev.ply.games.go;

import java.util.random.RandomGenerator;

/**
 * What a Go state knows of good moves without searching: MoGo's play-out rules (captures and atari escapes
 * answering the last move, then its 3x3 shapes) and the prior knowledge of MoGo and Fuego built on them. One per
 * state, allocation-free; it caches the last position's marked moves.
 */
final class GoPlayoutPolicy {

    private static final byte URGENT = 1;
    private static final byte SHAPE = 2;

    private final GoState state;
    private final GoBoard board;
    private final int size;
    private final int[] neighbours;

    /** What {@link #movePrior} knows of the position it last looked at: its key, plies and each point's kind. */
    private long priorKey;
    private int priorPlies = -1;
    private int priorLast = -2;
    private int priorMarked;
    private final byte[] priorKind;
    private final int[] priorMoves;
    private final int[] priorShapes;

    GoPlayoutPolicy(GoState state, GoBoard board, int[] neighbours) {
        this.state = state;
        this.board = board;
        this.size = board.size();
        this.neighbours = neighbours;
        int points = size * size;
        this.priorKind = new byte[points + 1];
        this.priorMoves = new int[points + 1];
        this.priorShapes = new int[points + 1];
    }

    /**
     * MoGo's play-out move: first, take a chain in atari that touches the last move (its own chain, above all), or
     * save a chain of the mover's that it put in atari by extending at the one liberty, when that leaves the chain
     * more than one; else one of its eight neighbours that completes a 3x3 shape ({@link GoPatterns}) without
     * putting the new stone's chain in atari; one of those drawn at random, else {@link GoState#randomPlayoutMove}.
     */
    int playoutMove(RandomGenerator random, int[] buffer) {
        int count = urgentMoves(buffer);
        if (count == 0) {
            count = patternMoves(buffer);
        }
        if (count > 0) {
            return buffer[random.nextInt(count)];
        }
        return state.randomPlayoutMove(random, buffer);
    }

    /**
     * The prior of a move other than the pass: a capture or an atari escape answering the last move 0.9, a 3x3 shape
     * next to it 0.75, filling one's own eye 0.05, a move on the first line with no stone within two points 0.3, and
     * 0.5 for any other move.
     */
    double prior(int move) {
        refresh();
        if (priorKind[move] == URGENT) {
            return 0.9;
        }
        if (priorKind[move] == SHAPE) {
            return 0.75;
        }
        if (board.isEye(move, state.toMove() + 1)) {
            return 0.05;
        }
        int row = move / size;
        int column = move % size;
        if ((row == 0 || row == size - 1 || column == 0 || column == size - 1) && !stoneNear(row, column)) {
            return 0.3;
        }
        return 0.5;
    }

    /** Marks the urgent and shape moves of this position, unless they are marked already. */
    private void refresh() {
        long key = state.hash();
        int plies = state.plies();
        int last = state.lastMove();
        if (priorPlies == plies && priorKey == key && priorLast == last) {
            return;
        }
        for (int i = 0; i < priorMarked; i++) {
            priorKind[priorMoves[i]] = 0;
        }
        int urgent = urgentMoves(priorMoves);
        for (int i = 0; i < urgent; i++) {
            priorKind[priorMoves[i]] = URGENT;
        }
        int shapes = patternMoves(priorShapes);
        int marked = urgent;
        for (int i = 0; i < shapes; i++) {
            if (priorKind[priorShapes[i]] == 0) {
                priorKind[priorShapes[i]] = SHAPE;
                priorMoves[marked++] = priorShapes[i];
            }
        }
        priorMarked = marked;
        priorPlies = plies;
        priorKey = key;
        priorLast = last;
    }

    private boolean stoneNear(int row, int column) {
        for (int dr = -2; dr <= 2; dr++) {
            int r = row + dr;
            if (r < 0 || r >= size) {
                continue;
            }
            int reach = 2 - Math.abs(dr);
            for (int dc = -reach; dc <= reach; dc++) {
                int c = column + dc;
                if (c >= 0 && c < size && board.colour(r * size + c) != GoBoard.EMPTY) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The empty neighbours of the last move (all eight) that complete a 3x3 shape and are safe to play. */
    int patternMoves(int[] buffer) {
        int last = state.lastMove();
        if (last < 0 || last == state.passPoint()) {
            return 0;
        }
        int mover = state.toMove() + 1;
        int ko = state.koPoint();
        int row = last / size;
        int column = last % size;
        int count = 0;
        for (int dr = -1; dr <= 1; dr++) {
            int r = row + dr;
            if (r < 0 || r >= size) {
                continue;
            }
            for (int dc = -1; dc <= 1; dc++) {
                int c = column + dc;
                if (c < 0 || c >= size || dr == 0 && dc == 0) {
                    continue;
                }
                int point = r * size + c;
                if (board.colour(point) == GoBoard.EMPTY && point != ko && GoPatterns.matches(board.shapeCode(point))
                        && !board.isEye(point, mover) && state.allowed(point) && escapes(point)) {
                    buffer[count++] = point;
                }
            }
        }
        return count;
    }

    /** The urgent moves after the last move (see {@link #playoutMove}), written to the buffer; how many. */
    int urgentMoves(int[] buffer) {
        int last = state.lastMove();
        if (last < 0 || last == state.passPoint() || board.colour(last) == GoBoard.EMPTY) {
            return 0;
        }
        int mover = state.toMove() + 1;
        int ko = state.koPoint();
        // The last stone's chain, and the opposing chains beside it, in atari: capture.
        int count = addCapture(board.head(last), buffer, 0);
        for (int k = 4 * last; k < 4 * last + 4; k++) {
            int next = neighbours[k];
            if (next < 0) {
                continue;
            }
            int colour = board.colour(next);
            int head = board.head(next);
            if (colour == 3 - mover) {
                count = addCapture(head, buffer, count);
            } else if (colour == mover && board.inAtari(head)) {
                int liberty = board.onlyLiberty(head);
                if (liberty != ko && !contains(buffer, count, liberty) && !board.isEye(liberty, mover)
                        && state.allowed(liberty) && escapes(liberty)) {
                    buffer[count++] = liberty;
                }
            }
        }
        return count;
    }

    private int addCapture(int head, int[] buffer, int count) {
        if (!board.inAtari(head)) {
            return count;
        }
        int liberty = board.onlyLiberty(head);
        if (liberty == state.koPoint() || contains(buffer, count, liberty) || !state.allowed(liberty)) {
            return count;
        }
        buffer[count] = liberty;
        return count + 1;
    }

    /** Whether the mover's stone on a point leaves its chain with more than one liberty. Plays it and takes it back. */
    private boolean escapes(int point) {
        state.play(point);
        boolean free = !board.inAtari(board.head(point));
        state.undo();
        return free;
    }

    private static boolean contains(int[] buffer, int count, int move) {
        for (int i = 0; i < count; i++) {
            if (buffer[i] == move) {
                return true;
            }
        }
        return false;
    }
}
