package dev.ply.games.backgammon;

import static dev.ply.games.backgammon.BackgammonState.BAR;
import static dev.ply.games.backgammon.BackgammonState.OFF;

import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import dev.ply.core.capability.PassMove;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Plays written as GNU Backgammon writes them, and read back.
 *
 * <p><b>Writing</b> follows gnubg's {@code FormatMove}: each checker's moves, points numbered from
 * the mover's side, {@code bar} and {@code off} for the bar and bearing off, ordered by decreasing
 * source point; the moves of one checker joined into one ({@code 13/5}), keeping an intermediate point
 * only where it hits ({@code 13/7*}{@code /5}); a {@code *} after a point where a blot is hit; equal
 * moves counted ({@code 8/5(2)}). Example plays: {@code 24/18 13/11}, {@code bar/22*}, {@code 6/off},
 * {@code 6/4(4)}. A player who cannot move plays {@code pass}.
 *
 * <p><b>Reading</b> accepts what gnubg writes and the usual variants: moves in any order, separated
 * by spaces or commas; {@code -} instead of {@code /}; {@code b} or {@code 25} for the bar and
 * {@code o} or {@code 0} for off; moves of one checker joined ({@code 13/5}) or split
 * ({@code 13/7 7/5}); repeats written out or counted; {@code *} marks optional; bare pairs of points
 * ({@code 24 18 13 11}); {@code pass} or {@code cannot move} when nothing can be played. The text is
 * played out on the board with the dice of the roll and must reach the position of a legal play;
 * otherwise the message says why not.
 */
public final class PlayNotation {

    /** How a play with no checker moved is written. */
    public static final String PASS_TEXT = PassMove.NOTATION;

    private static final Pattern REPEAT = Pattern.compile("^(.*?)\\((\\d+)\\)$");
    private static final List<String> PASS_WORDS = List.of("pass", "cannot move", "can't move", "no move");

    private PlayNotation() {
    }

    // ---------------------------------------------------------------------------------------------
    // Writing

    /**
     * Writes a play as gnubg does.
     *
     * @param me the mover's board from their side, before the play; not modified
     * @param opp the opponent's board from their side, before the play; not modified
     * @param high the higher die
     * @param low the lower die
     * @param play the play
     * @return the play in gnubg's notation, or {@value #PASS_TEXT}
     */
    public static String format(int[] me, int[] opp, int high, int low, int play) {
        int legs = BackgammonMove.legCount(play);
        if (legs == 0) {
            return PASS_TEXT;
        }
        // Each row is one checker's path: its points, source first.
        int[][] path = new int[BackgammonMove.MAX_LEGS][BackgammonMove.MAX_LEGS + 1];
        int[] length = new int[BackgammonMove.MAX_LEGS];
        for (int leg = 0; leg < legs; leg++) {
            int from = BackgammonMove.from(play, leg);
            int die = BackgammonMove.usesLowDie(play, leg) ? low : high;
            path[leg][0] = from;
            path[leg][1] = Math.max(from - die, OFF);
            length[leg] = 2;
        }
        sortBySourceThenDestination(path, legs);
        // Join the moves of one checker, keeping an intermediate point only where it hits.
        boolean[] active = new boolean[legs];
        java.util.Arrays.fill(active, true);
        for (int i = 0; i < legs; i++) {
            for (int j = i; j < legs; j++) {
                if (active[i] && active[j] && j != i && path[i][length[i] - 1] == path[j][0]) {
                    int via = path[i][length[i] - 1];
                    if (holdsCheckers(opp, via)) {
                        path[i][length[i]++] = path[j][1];
                    } else {
                        path[i][length[i] - 1] = path[j][1];
                    }
                    active[j] = false;
                }
            }
        }
        // Count equal moves.
        int[] repeat = new int[legs];
        for (int i = 0; i < legs; i++) {
            repeat[i] = active[i] ? 1 : 0;
        }
        for (int i = 0; i < legs; i++) {
            if (!active[i]) {
                continue;
            }
            for (int j = i + 1; j < legs; j++) {
                if (active[j] && samePath(path[i], length[i], path[j], length[j])) {
                    repeat[i]++;
                    active[j] = false;
                }
            }
        }
        StringBuilder text = new StringBuilder();
        int starred = 0;
        for (int i = 0; i < legs; i++) {
            if (!active[i]) {
                continue;
            }
            if (text.length() > 0) {
                text.append(' ');
            }
            text.append(pointName(path[i][0]));
            for (int k = 1; k < length[i] - 1; k++) {
                text.append('/').append(pointName(path[i][k])).append('*');
                starred |= 1 << path[i][k];
            }
            int to = path[i][length[i] - 1];
            text.append('/').append(pointName(to));
            if (to != OFF && holdsCheckers(opp, to) && (starred & (1 << to)) == 0) {
                text.append('*');
                starred |= 1 << to;
            }
            if (repeat[i] > 1) {
                text.append('(').append(repeat[i]).append(')');
            }
        }
        return text.toString();
    }

    private static void sortBySourceThenDestination(int[][] path, int legs) {
        for (int i = 1; i < legs; i++) {
            int[] row = path[i];
            int j = i - 1;
            while (j >= 0 && (path[j][0] < row[0] || (path[j][0] == row[0] && path[j][1] < row[1]))) {
                path[j + 1] = path[j];
                j--;
            }
            path[j + 1] = row;
        }
    }

    private static boolean samePath(int[] a, int lengthA, int[] b, int lengthB) {
        if (lengthA != lengthB) {
            return false;
        }
        for (int k = 0; k < lengthA; k++) {
            if (a[k] != b[k]) {
                return false;
            }
        }
        return true;
    }

    /** Whether the opponent has a checker on {@code point} (1..24, the mover's numbering). */
    private static boolean holdsCheckers(int[] opp, int point) {
        return point >= 1 && point <= 24 && opp[25 - point] > 0;
    }

    private static String pointName(int point) {
        return point == OFF ? "off" : point == BAR ? "bar" : Integer.toString(point);
    }

    // ---------------------------------------------------------------------------------------------
    // Reading

    /** One written move of one checker, between two points the text names. */
    private record Segment(int from, int to, String text) {
    }

    /**
     * Reads a play and checks that it is legal in a position where the dice have been rolled.
     *
     * @param state the position; played on and restored
     * @param text the play
     * @return the legal play that reaches the position the text describes
     * @throws NotationException if the text is not a play; {@link IllegalMoveException} if it is not
     *     legal here
     */
    static int parse(BackgammonState state, String text) {
        String normalized = text.trim().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
        int[] legal = state.scratchMoves();
        int count = state.legalMoves(legal);
        String roll = "" + state.highDie() + state.lowDie();
        String mover = BackgammonState.PLAYER_NAMES[state.toMove()];
        if (PASS_WORDS.contains(normalized)) {
            if (count == 1 && legal[0] == BackgammonMove.PASS) {
                return BackgammonMove.PASS;
            }
            throw new IllegalMoveException(mover + " cannot pass: the roll " + roll + " can be played, for example "
                    + state.moveToString(legal[0]));
        }
        List<Segment> segments = segments(text, normalized);
        int[] dice = state.highDie() == state.lowDie()
                ? new int[] {state.highDie(), state.highDie(), state.highDie(), state.highDie()}
                : new int[] {state.highDie(), state.lowDie()};
        int[] me = state.boardOf(state.toMove());
        int[] opp = state.boardOf(1 - state.toMove());
        checkEachSegmentCanStart(segments, me, opp, state.toMove());

        Search search = new Search(segments, me, opp, dice);
        search.run(0);
        if (search.results.isEmpty()) {
            throw new IllegalMoveException("'" + text.trim() + "' cannot be played with " + roll + ": "
                    + search.reason());
        }
        Map<String, Integer> legalByResult = new LinkedHashMap<>();
        int maxLegs = 0;
        for (int i = 0; i < count; i++) {
            state.play(legal[i]);
            String key = state.positionId();
            state.undo();
            legalByResult.put(key, legal[i]);
            maxLegs = Math.max(maxLegs, BackgammonMove.legCount(legal[i]));
        }
        boolean anyClean = search.results.containsValue(Boolean.TRUE);
        List<Integer> matches = new ArrayList<>();
        for (Map.Entry<String, Boolean> result : search.results.entrySet()) {
            Integer play = legalByResult.get(result.getKey());
            if (play != null && (result.getValue() || !anyClean)) {
                matches.add(play);
            }
        }
        if (matches.size() == 1) {
            return matches.get(0);
        }
        if (matches.size() > 1) {
            List<String> options = new ArrayList<>();
            for (int play : matches) {
                options.add(state.moveToString(play));
            }
            throw new NotationException("'" + text.trim() + "' is ambiguous with " + roll + ": write "
                    + String.join(" or ", options));
        }
        int used = search.legsUsed;
        String example = state.moveToString(legal[0]);
        if (used < maxLegs) {
            throw new IllegalMoveException("'" + text.trim() + "' plays " + used + (used == 1 ? " die" : " dice")
                    + " of " + roll + ", but " + maxLegs + " can be played, for example " + example);
        }
        throw new IllegalMoveException("'" + text.trim() + "' is not legal with " + roll
                + ": when only one die can be played it must be the higher one, for example " + example);
    }

    private static List<Segment> segments(String original, String normalized) {
        List<Segment> segments = new ArrayList<>();
        List<Integer> barePoints = new ArrayList<>();
        String[] tokens = normalized.replace(',', ' ').trim().split(" ");
        for (String token : tokens) {
            if (token.isEmpty()) {
                continue;
            }
            String body = token;
            int repeat = 1;
            Matcher m = REPEAT.matcher(token);
            if (m.matches()) {
                body = m.group(1);
                try {
                    repeat = Integer.parseInt(m.group(2));
                } catch (NumberFormatException e) {
                    repeat = 0;
                }
                if (repeat < 1 || repeat > BackgammonMove.MAX_LEGS) {
                    throw new NotationException("'" + token + "' repeats a move " + m.group(2)
                            + " times; a play has at most 4 moves");
                }
            }
            String[] parts = body.split("[/-]", -1);
            if (parts.length == 1) {
                if (repeat != 1) {
                    throw new NotationException("'" + token + "' counts a single point; write the move as 8/5(2)");
                }
                barePoints.add(point(parts[0], original));
                continue;
            }
            List<Segment> chain = new ArrayList<>();
            int previous = point(parts[0], original);
            if (previous == OFF) {
                throw new NotationException("'" + token + "' starts from off; a move starts on a point or the bar");
            }
            for (int k = 1; k < parts.length; k++) {
                int next = point(parts[k], original);
                if (next == BAR) {
                    throw new NotationException("'" + token + "' moves to the bar; checkers only reach the bar by "
                            + "being hit");
                }
                if (next == OFF && k < parts.length - 1) {
                    throw new NotationException("'" + token + "' goes on after bearing off");
                }
                if (next >= previous) {
                    throw new NotationException("'" + token + "' moves from " + pointName(previous) + " to "
                            + pointName(next) + ", backwards: checkers move from higher points to lower");
                }
                chain.add(new Segment(previous, next, token));
                previous = next;
            }
            for (int r = 0; r < repeat; r++) {
                segments.addAll(chain);
            }
        }
        if (barePoints.size() % 2 != 0) {
            throw new NotationException("'" + original.trim() + "' has a point without a destination; write moves as"
                    + " from/to, such as 24/18 13/11");
        }
        for (int k = 0; k < barePoints.size(); k += 2) {
            int from = barePoints.get(k);
            int to = barePoints.get(k + 1);
            String pair = pointName(from) + " " + pointName(to);
            if (from == OFF || to == BAR || to >= from) {
                throw new NotationException("'" + pair + "' is not a move from a higher point to a lower one");
            }
            segments.add(new Segment(from, to, pair));
        }
        if (segments.isEmpty()) {
            throw new NotationException("a play is moves such as 24/18 13/11, bar/22*, 6/off or 8/5(2), or 'pass';"
                    + " not '" + original + "'");
        }
        if (segments.size() > BackgammonMove.MAX_LEGS * 6) {
            throw new NotationException("'" + original.trim() + "' has more moves than a roll can play");
        }
        return segments;
    }

    private static int point(String written, String original) {
        String p = written.endsWith("*") ? written.substring(0, written.length() - 1) : written;
        switch (p) {
            case "bar", "b" -> {
                return BAR;
            }
            case "off", "o" -> {
                return OFF;
            }
            default -> {
                if (p.length() >= 1 && p.length() <= 2 && p.chars().allMatch(Character::isDigit)) {
                    return Integer.parseInt(p);
                }
                if (p.length() > 2 && p.chars().allMatch(Character::isDigit)) {
                    throw new NotationException("'" + p + "' is not a point: points are 1 to 24, bar (25) and off (0)");
                }
                throw new NotationException("'" + written + "' in '" + original.trim() + "' is not a point: write 1 to"
                        + " 24, bar or off");
            }
        }
    }

    private static void checkEachSegmentCanStart(List<Segment> segments, int[] me, int[] opp, int player) {
        String mover = BackgammonState.PLAYER_NAMES[player];
        for (Segment s : segments) {
            if (s.from() > 25) {
                throw new NotationException("'" + s.text() + "': there is no point " + s.from()
                        + "; points are 1 to 24, bar (25) and off (0)");
            }
            if (s.to() > 24 && s.to() != BAR) {
                throw new NotationException("'" + s.text() + "': there is no point " + s.to());
            }
        }
        boolean anyBarMove = segments.stream().anyMatch(s -> s.from() == BAR);
        if (anyBarMove && me[BAR] == 0) {
            throw new IllegalMoveException(mover + " has no checker on the bar");
        }
        for (Segment s : segments) {
            boolean arrives = segments.stream().anyMatch(other -> other.to() == s.from());
            if (me[s.from()] == 0 && !arrives) {
                throw new IllegalMoveException(mover + " has no checker on " + pointName(s.from())
                        + (s.from() == BAR ? "" : " (points are numbered from " + mover + "'s side)"));
            }
            if (s.to() != OFF && opp[25 - s.to()] >= 2) {
                throw new IllegalMoveException("'" + s.text() + "' lands on " + s.to() + ", which "
                        + BackgammonState.PLAYER_NAMES[1 - player] + " holds with " + opp[25 - s.to()]
                        + " checkers");
            }
        }
        if (me[BAR] > 0 && !anyBarMove) {
            throw new IllegalMoveException(mover + " has " + me[BAR] + (me[BAR] == 1 ? " checker" : " checkers")
                    + " on the bar and must enter first (bar/...)");
        }
    }

    /**
     * Plays the written segments on the board in every order and with every assignment of the dice
     * that the rules allow, collecting the positions reached. A route that hits a blot on a point the
     * text does not name is "unclean": gnubg would have written that point.
     */
    private static final class Search {
        final List<Segment> segments;
        final int[] me;
        final int[] opp;
        final int[] dice;
        final boolean[] diceUsed;
        final int[] current;
        /** Resulting position (its id, the opponent on roll) to whether a clean route reaches it. */
        final Map<String, Boolean> results = new LinkedHashMap<>();
        int legsUsed;
        int uncleanHits;
        String failure;

        Search(List<Segment> segments, int[] me, int[] opp, int[] dice) {
            this.segments = segments;
            this.me = me;
            this.opp = opp;
            this.dice = dice;
            this.diceUsed = new boolean[dice.length];
            this.current = new int[segments.size()];
            for (int i = 0; i < current.length; i++) {
                current[i] = segments.get(i).from();
            }
        }

        void run(int legs) {
            boolean allDone = true;
            for (int s = 0; s < current.length; s++) {
                if (current[s] == segments.get(s).to()) {
                    continue;
                }
                allDone = false;
                Segment segment = segments.get(s);
                int tried = 0;
                for (int d = 0; d < dice.length; d++) {
                    if (diceUsed[d] || (tried & (1 << dice[d])) != 0) {
                        continue;
                    }
                    tried |= 1 << dice[d];
                    int from = current[s];
                    int die = dice[d];
                    int next = Math.max(from - die, OFF);
                    if (next < segment.to() || (next == OFF && segment.to() != OFF)) {
                        noteFailure("no die of the roll takes " + pointName(segment.from()) + " to "
                                + pointName(segment.to()));
                        continue;
                    }
                    String illegal = whyIllegal(from, die);
                    if (illegal != null) {
                        noteFailure(illegal);
                        continue;
                    }
                    if (me[from] == 0) {
                        noteFailure("there is no checker on " + pointName(from) + " to move");
                        continue;
                    }
                    diceUsed[d] = true;
                    boolean hit = move(from, next);
                    boolean unclean = hit && next != segment.to();
                    if (unclean) {
                        uncleanHits++;
                    }
                    current[s] = next;
                    run(legs + 1);
                    current[s] = from;
                    if (unclean) {
                        uncleanHits--;
                    }
                    unmove(from, next, hit);
                    diceUsed[d] = false;
                }
            }
            if (allDone) {
                String key = PositionId.encode(me, opp);
                results.merge(key, uncleanHits == 0, Boolean::logicalOr);
                legsUsed = Math.max(legsUsed, legs);
            }
        }

        private void noteFailure(String reason) {
            if (failure == null) {
                failure = reason;
            }
        }

        String reason() {
            return failure != null ? failure : "the dice do not allow it";
        }

        private String whyIllegal(int from, int die) {
            if (me[BAR] > 0 && from != BAR) {
                return "a checker on the bar must enter first";
            }
            int to = from - die;
            if (to >= 1) {
                if (opp[25 - to] >= 2) {
                    return pointName(from) + "/" + to + " lands on a point the opponent holds";
                }
                return null;
            }
            int rearmost = BAR;
            while (rearmost > 0 && me[rearmost] == 0) {
                rearmost--;
            }
            if (rearmost > 6) {
                return "checkers are borne off only when all are in the home board (the rearmost is on "
                        + pointName(rearmost) + ")";
            }
            if (to < 0 && from != rearmost) {
                return pointName(from) + "/off with a " + die + ": only the rearmost checker (on " + rearmost
                        + ") bears off with a higher number";
            }
            return null;
        }

        private boolean move(int from, int to) {
            me[from]--;
            if (to == OFF) {
                me[OFF]++;
                return false;
            }
            boolean hit = opp[25 - to] == 1;
            if (hit) {
                opp[25 - to] = 0;
                opp[BAR]++;
            }
            me[to]++;
            return hit;
        }

        private void unmove(int from, int to, boolean hit) {
            if (to == OFF) {
                me[OFF]--;
            } else {
                me[to]--;
                if (hit) {
                    opp[BAR]--;
                    opp[25 - to] = 1;
                }
            }
            me[from]++;
        }
    }
}
