import java.util.*;
/** The 256-wide first-layer update on JDK 17: 32-bit weights and sums, 16-bit weights into 32-bit sums, all 16-bit. */
public class Mb2 {
    static int[] v = new int[256]; static short[] vs = new short[256];
    static int[] wi = new int[768*256]; static short[] ws = new short[768*256];
    static void addI(int row) { for (int h = 0; h < 256; h++) v[h] += wi[row + h]; }
    static void addS(int row) { for (int h = 0; h < 256; h++) v[h] += ws[row + h]; }
    static void addSS(int row) { for (int h = 0; h < 256; h++) vs[h] += ws[row + h]; }
    static void moveI(int a, int b) { for (int h = 0; h < 256; h++) v[h] += wi[b + h] - wi[a + h]; }
    static void moveS(int a, int b) { for (int h = 0; h < 256; h++) v[h] += ws[b + h] - ws[a + h]; }
    static void moveSS(int a, int b) { for (int h = 0; h < 256; h++) vs[h] += (short) (ws[b + h] - ws[a + h]); }
    public static void main(String[] x) {
        Random r = new Random(1);
        for (int i = 0; i < wi.length; i++) { wi[i] = r.nextInt(1400) - 700; ws[i] = (short) wi[i]; }
        int[] rows = new int[4096]; for (int i = 0; i < rows.length; i++) rows[i] = r.nextInt(768) * 256;
        String[] names = {"addInt", "addShort", "addShortSums", "moveInt", "moveShort", "moveShortSums"};
        for (int rep = 0; rep < 5; rep++) {
            for (int k = 0; k < names.length; k++) {
                long t0 = System.nanoTime();
                for (int i = 0; i < 4_000_000; i++) { int a = rows[i & 4095], b = rows[(i * 7 + 1) & 4095];
                    switch (k) { case 0 -> addI(a); case 1 -> addS(a); case 2 -> addSS(a);
                        case 3 -> moveI(a, b); case 4 -> moveS(a, b); default -> moveSS(a, b); } }
                System.out.printf("%s %.1f ns (%d %d)%n", names[k], (System.nanoTime() - t0) / 4e6, v[3], vs[3]);
            }
        }
    }
}
