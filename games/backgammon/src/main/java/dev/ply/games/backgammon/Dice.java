package dev.ply.games.backgammon;

/** Reading rolls written as people write them: {@code 63}, {@code 36}, {@code 6-3}, {@code 6 3}. */
final class Dice {

    private Dice() {
    }

    /**
     * Parses two dice.
     *
     * @param text two digits 1 to 6, optionally separated by one of {@code -}, {@code ,}, a space
     * @return the roll as {@link BackgammonMove#roll(int, int)} encodes it, or -1 if the text is not two dice
     */
    static int parse(String text) {
        String t = text.trim();
        if (t.length() == 3 && (t.charAt(1) == '-' || t.charAt(1) == ',' || t.charAt(1) == ' ')) {
            t = "" + t.charAt(0) + t.charAt(2);
        }
        if (t.length() != 2) {
            return -1;
        }
        int a = t.charAt(0) - '0';
        int b = t.charAt(1) - '0';
        if (a < 1 || a > 6 || b < 1 || b > 6) {
            return -1;
        }
        return BackgammonMove.roll(Math.max(a, b), Math.min(a, b));
    }
}
