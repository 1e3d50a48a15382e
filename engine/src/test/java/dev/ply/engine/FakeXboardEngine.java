package dev.ply.engine;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.capability.ProtocolNotation;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * A small CECP (xboard) engine for tests, run as a separate program: it keeps the game the protocol
 * describes (new, force, setboard or edit mode, usermove or bare moves, level/time/otim, sd, st, go) and
 * answers {@code go} with a shallow alpha-beta search, so that the xboard agent is tested against a real
 * process without any engine installed. With the argument {@code edit-only} it offers no {@code setboard}
 * and no {@code usermove}, like Fairy-Max.
 */
public final class FakeXboardEngine {

    private final Game chess = Ply.game("chess");
    private final boolean editOnly;
    private GameState position = chess.newState();
    private boolean whiteToMove = true;
    private StringBuilder editBoard;
    private boolean editingWhite;

    /** Milliseconds the first answer to 'go' is held back, to test an engine that misses its time. */
    private long firstAnswerDelayMillis;

    private FakeXboardEngine(boolean editOnly, long firstAnswerDelayMillis) {
        this.editOnly = editOnly;
        this.firstAnswerDelayMillis = firstAnswerDelayMillis;
    }

    /**
     * Runs the engine on standard input and output.
     *
     * @param args {@code edit-only} to offer neither setboard nor usermove (else {@code setboard}), then
     *     optionally the milliseconds by which to delay the first move
     * @throws IOException if standard input fails
     */
    public static void main(String[] args) throws IOException {
        new FakeXboardEngine(args.length > 0 && args[0].equals("edit-only"),
                args.length > 1 ? Long.parseLong(args[1]) : 0).run();
    }

    private void run() throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        try (Search search = Ply.search(chess, "alphabeta:hash=1")) {
            String line;
            while ((line = in.readLine()) != null) {
                String[] words = line.trim().split("\\s+");
                if (editBoard != null) {
                    edit(words[0]);
                    continue;
                }
                switch (words[0]) {
                    case "protover" -> System.out.println(editOnly ? "feature setboard=0 usermove=0 done=1"
                            : "feature setboard=1 usermove=1 ping=1 myname=\"fake\" done=1");
                    case "new" -> {
                        position = chess.newState();
                        whiteToMove = true;
                    }
                    case "setboard" -> {
                        position = chess.parseState(line.substring("setboard".length()).trim());
                        whiteToMove = position.toMove() == 0;
                    }
                    case "edit" -> {
                        editBoard = new StringBuilder();
                        editingWhite = true;
                    }
                    case "usermove" -> play(words[1]);
                    case "go" -> {
                        if (firstAnswerDelayMillis > 0) {
                            sleep(firstAnswerDelayMillis);
                            firstAnswerDelayMillis = 0;
                        }
                        int move = search.search(position, SearchLimits.ofDepth(3)).bestMove();
                        String text = ((ProtocolNotation) position).moveToProtocol(move);
                        position.play(move);
                        whiteToMove = !whiteToMove;
                        System.out.println("move " + text);
                    }
                    case "ping" -> System.out.println("pong " + words[1]);
                    case "?" -> {
                        // moves are answered at once anyway
                    }
                    case "quit" -> {
                        return;
                    }
                    case "xboard", "accepted", "rejected", "force", "easy", "hard", "post", "nopost", "level", "time",
                            "otim", "sd", "st", "random", "computer", "memory", "cores" -> {
                        // acknowledged silently
                    }
                    default -> {
                        if (words[0].matches("[a-h][1-8][a-h][1-8][qrbn]?")) {
                            play(words[0]);
                        } else {
                            System.out.println("Error (unknown command): " + words[0]);
                        }
                    }
                }
                System.out.flush();
            }
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void play(String move) {
        if (editOnly && editBoard == null && position.plies() == 0 && move.equals("a2a3")
                && position.notation().equals(chess.newState().notation())) {
            // The protocol's dummy move before edit mode when Black is to move.
            whiteToMove = false;
            return;
        }
        position.play(((ProtocolNotation) position).parseProtocolMove(move));
        whiteToMove = !whiteToMove;
    }

    /** Edit mode: '#' clears, 'Pe2' places, 'c' switches to Black, '.' leaves with the position set up. */
    private void edit(String word) {
        switch (word) {
            case "#" -> editBoard.setLength(0);
            case "c" -> editingWhite = false;
            case "." -> {
                char[][] board = new char[8][8];
                for (String piece : editBoard.toString().trim().split(" ")) {
                    if (piece.length() == 3) {
                        board[7 - (piece.charAt(2) - '1')][piece.charAt(1) - 'a'] = piece.charAt(0);
                    }
                }
                StringBuilder fen = new StringBuilder();
                for (int rank = 0; rank < 8; rank++) {
                    int empty = 0;
                    for (int file = 0; file < 8; file++) {
                        if (board[rank][file] == 0) {
                            empty++;
                            continue;
                        }
                        if (empty > 0) {
                            fen.append(empty);
                            empty = 0;
                        }
                        fen.append(board[rank][file]);
                    }
                    if (empty > 0) {
                        fen.append(empty);
                    }
                    if (rank < 7) {
                        fen.append('/');
                    }
                }
                position = chess.parseState(fen + (whiteToMove ? " w" : " b") + " - - 0 1");
                editBoard = null;
            }
            default -> editBoard.append(editingWhite ? word : Character.toLowerCase(word.charAt(0)) + word.substring(1))
                    .append(' ');
        }
    }
}
