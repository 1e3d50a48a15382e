package dev.ply.games.chess;

/**
 * Attack sets of every piece as bitboards (bit {@code s} is {@link Square square} {@code s}), from
 * tables built once when the class loads.
 *
 * <p>Sliding pieces use fancy magic bitboards: the blockers on a piece's rays (edges excluded) are
 * multiplied by a per-square magic number whose top bits index a table of precomputed attack sets.
 * The magic numbers below were found by a seeded random search; building the tables verifies that
 * none of them maps two different attack sets to one entry, so a wrong number fails loudly at class
 * loading instead of generating wrong moves.
 *
 * <p>All methods are pure, allocate nothing, and are meant to be inlined by the JIT in move generation.
 */
public final class Attacks {

    /** Rank 1 as a bitboard. */
    public static final long RANK_1 = 0xFFL;
    /** Rank 8 as a bitboard. */
    public static final long RANK_8 = 0xFFL << 56;
    /** The a-file as a bitboard. */
    public static final long FILE_A = 0x0101010101010101L;
    /** The h-file as a bitboard. */
    public static final long FILE_H = FILE_A << 7;
    /** The dark squares (a1 is dark) as a bitboard. */
    public static final long DARK_SQUARES = 0xAA55AA55AA55AA55L;

    private static final long[] ROOK_MAGICS = {
        0x0080008040002018L, 0x0040100040002001L, 0x09000D0010200040L, 0x8080080010008004L,
        0xA280080002340080L, 0x2500050024000208L, 0x0280010000800200L, 0x1100144380220100L,
        0xA92080048C204002L, 0x0802804003200080L, 0x0108802000100089L, 0x8060800800801002L,
        0xA002000822000410L, 0x950A001002000824L, 0x1202000408010200L, 0x02950008408A0100L,
        0x40A0A18000814000L, 0x0080848020004011L, 0x0800828010002000L, 0x0500420010200A00L,
        0x0008818004000802L, 0x0000808004000200L, 0x0000040001020810L, 0x0081120000442081L,
        0x0522400180002090L, 0x2800200040401000L, 0x402004A180100481L, 0x0880420200200810L,
        0x000A040080800800L, 0x080A000404001020L, 0x0000010400820810L, 0x4000D08200004C09L,
        0x0100804000800020L, 0xCC01028026004200L, 0x0081002001004010L, 0x0000800800801000L,
        0x0009800401802800L, 0x0002000902000410L, 0x0000180144001022L, 0x00008100C6002884L,
        0x1200800040008024L, 0x2000200050044000L, 0x0090882200420010L, 0x6A1810200A020040L,
        0x0480040008008080L, 0x0206001108160014L, 0xC010040200010100L, 0x000001018046000CL,
        0x00B0400880042080L, 0x0040002010080220L, 0x0020004228110100L, 0x0150000804004140L,
        0x0028008004000980L, 0x0801000804000300L, 0x2C80210208900400L, 0x0000040130408200L,
        0x4001409100258001L, 0x0005004002883021L, 0x019041E003001019L, 0x8000200900041001L,
        0x4021001002040801L, 0x0011000400080201L, 0x1600010210408804L, 0x2010810084003042L
    };

    private static final long[] BISHOP_MAGICS = {
        0x0032482800818200L, 0x0819022820450000L, 0x4242108204880008L, 0x8044404080410224L,
        0x1407104000080100L, 0x1B01100210004000L, 0x0B0C0888841010C1L, 0x08A0108201104020L,
        0x00003888654C0410L, 0x0010220202520A00L, 0x4003048400820001L, 0x1007022082000002L,
        0x3C22040420040A18L, 0x3440508820080030L, 0x1204208090082100L, 0x0000930501012000L,
        0x0010842002D00100L, 0x0202000404484208L, 0x0008000100410602L, 0x0088000404200800L,
        0xA004100202020232L, 0x0004200100A01002L, 0x0201000208020200L, 0x2022010022020200L,
        0x80100410100410B0L, 0x3010704848011100L, 0x2000380010048320L, 0x8068080000202120L,
        0x0001010080104000L, 0x4808004120806000L, 0x5000821000823008L, 0x0004010000504224L,
        0x0088044010040808L, 0x0812022000032814L, 0xA000280800110202L, 0x2882200802010105L,
        0x0508082400024100L, 0x8001010200030800L, 0x4001260E00019820L, 0x0C02040308507180L,
        0x0880884441009000L, 0x20A84202A0011000L, 0x00010410820C1000L, 0x4000002018000108L,
        0x0080091124004A00L, 0x0409010302010700L, 0x0088128802040040L, 0x1801010408801100L,
        0x0184010190110800L, 0x0000404208210000L, 0x0000120908880000L, 0x9006180020884020L,
        0x900000400488410AL, 0x0410218401020100L, 0x0004D00428008100L, 0x0002021404008400L,
        0x0911410150222026L, 0x0300202088041040L, 0x0100A06124122800L, 0x001C042000420200L,
        0x0004018208030400L, 0x0044040405080200L, 0x040820200402B680L, 0x0204200411020410L
    };

    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    /** Squares a pawn of colour {@code c} on square {@code s} attacks, at index {@code c << 6 | s}. */
    private static final long[] PAWN = new long[128];
    private static final long[] BETWEEN = new long[64 * 64];
    private static final long[] LINE = new long[64 * 64];
    private static final long[] ROOK_RAYS = new long[64];
    private static final long[] BISHOP_RAYS = new long[64];

    private static final long[] ROOK_MASK = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] ROOK_TABLE;
    private static final long[] BISHOP_MASK = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] BISHOP_TABLE;

    private static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    static {
        int[][] knightSteps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        int[][] kingSteps = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
        for (int square = 0; square < 64; square++) {
            KNIGHT[square] = steps(square, knightSteps);
            KING[square] = steps(square, kingSteps);
            PAWN[Piece.WHITE << 6 | square] = steps(square, new int[][] {{-1, 1}, {1, 1}});
            PAWN[Piece.BLACK << 6 | square] = steps(square, new int[][] {{-1, -1}, {1, -1}});
            ROOK_RAYS[square] = slidingAttacks(square, 0, ROOK_DIRECTIONS);
            BISHOP_RAYS[square] = slidingAttacks(square, 0, BISHOP_DIRECTIONS);
        }
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                if (a == b) {
                    continue;
                }
                int[][] directions = (ROOK_RAYS[a] & 1L << b) != 0 ? ROOK_DIRECTIONS
                        : (BISHOP_RAYS[a] & 1L << b) != 0 ? BISHOP_DIRECTIONS : null;
                if (directions != null) {
                    LINE[a << 6 | b] = (slidingAttacks(a, 0, directions) & slidingAttacks(b, 0, directions))
                            | 1L << a | 1L << b;
                    BETWEEN[a << 6 | b] = slidingAttacks(a, 1L << b, directions) & slidingAttacks(b, 1L << a, directions);
                }
            }
        }
        ROOK_TABLE = new long[initMagics(ROOK_MAGICS, ROOK_MASK, ROOK_SHIFT, ROOK_OFFSET, ROOK_DIRECTIONS, null)];
        initMagics(ROOK_MAGICS, ROOK_MASK, ROOK_SHIFT, ROOK_OFFSET, ROOK_DIRECTIONS, ROOK_TABLE);
        BISHOP_TABLE = new long[initMagics(BISHOP_MAGICS, BISHOP_MASK, BISHOP_SHIFT, BISHOP_OFFSET, BISHOP_DIRECTIONS,
                null)];
        initMagics(BISHOP_MAGICS, BISHOP_MASK, BISHOP_SHIFT, BISHOP_OFFSET, BISHOP_DIRECTIONS, BISHOP_TABLE);
    }

    private Attacks() {
    }

    private static long steps(int square, int[][] steps) {
        long attacks = 0;
        int file = Square.file(square);
        int rank = Square.rank(square);
        for (int[] step : steps) {
            int f = file + step[0];
            int r = rank + step[1];
            if (f >= 0 && f < 8 && r >= 0 && r < 8) {
                attacks |= 1L << Square.of(f, r);
            }
        }
        return attacks;
    }

    /**
     * Attacks of a sliding piece computed ray by ray: slow, used to build the tables and to test them.
     *
     * @param square the slider's square
     * @param occupied the occupied squares
     * @param directions file and rank steps of the rays
     * @return the attacked squares, the first blocker of each ray included
     */
    static long slidingAttacks(int square, long occupied, int[][] directions) {
        long attacks = 0;
        for (int[] direction : directions) {
            int f = Square.file(square) + direction[0];
            int r = Square.rank(square) + direction[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                int target = Square.of(f, r);
                attacks |= 1L << target;
                if ((occupied & 1L << target) != 0) {
                    break;
                }
                f += direction[0];
                r += direction[1];
            }
        }
        return attacks;
    }

    static long slowRookAttacks(int square, long occupied) {
        return slidingAttacks(square, occupied, ROOK_DIRECTIONS);
    }

    static long slowBishopAttacks(int square, long occupied) {
        return slidingAttacks(square, occupied, BISHOP_DIRECTIONS);
    }

    /** Fills the masks, shifts and offsets; with a table, fills it too. Returns the table size. */
    private static int initMagics(long[] magics, long[] masks, int[] shifts, int[] offsets, int[][] directions,
            long[] table) {
        int offset = 0;
        for (int square = 0; square < 64; square++) {
            long edges = ((RANK_1 | RANK_8) & ~rankMask(square)) | ((FILE_A | FILE_H) & ~fileMask(square));
            long mask = slidingAttacks(square, 0, directions) & ~edges;
            int bits = Long.bitCount(mask);
            masks[square] = mask;
            shifts[square] = 64 - bits;
            offsets[square] = offset;
            if (table != null) {
                long subset = 0;
                do {
                    long attacks = slidingAttacks(square, subset, directions);
                    int index = offset + (int) ((subset * magics[square]) >>> (64 - bits));
                    if (table[index] != 0 && table[index] != attacks) {
                        throw new ExceptionInInitializerError("magic number of square " + Square.name(square)
                                + " maps two different attack sets to one entry");
                    }
                    table[index] = attacks;
                    subset = (subset - mask) & mask;
                } while (subset != 0);
            }
            offset += 1 << bits;
        }
        return offset;
    }

    private static long rankMask(int square) {
        return RANK_1 << (8 * Square.rank(square));
    }

    private static long fileMask(int square) {
        return FILE_A << Square.file(square);
    }

    /**
     * Squares a knight attacks.
     *
     * @param square the knight's square
     * @return the attacked squares
     */
    public static long knight(int square) {
        return KNIGHT[square];
    }

    /**
     * Squares a king attacks.
     *
     * @param square the king's square
     * @return the attacked squares
     */
    public static long king(int square) {
        return KING[square];
    }

    /**
     * Squares a pawn attacks (diagonally forward).
     *
     * @param color the pawn's colour
     * @param square the pawn's square
     * @return the attacked squares
     */
    public static long pawn(int color, int square) {
        return PAWN[color << 6 | square];
    }

    /**
     * Squares a rook attacks, the first blocker of each ray included (whatever its colour).
     *
     * @param square the rook's square
     * @param occupied the occupied squares
     * @return the attacked squares
     */
    public static long rook(int square, long occupied) {
        return ROOK_TABLE[ROOK_OFFSET[square]
                + (int) (((occupied & ROOK_MASK[square]) * ROOK_MAGICS[square]) >>> ROOK_SHIFT[square])];
    }

    /**
     * Squares a bishop attacks, the first blocker of each ray included (whatever its colour).
     *
     * @param square the bishop's square
     * @param occupied the occupied squares
     * @return the attacked squares
     */
    public static long bishop(int square, long occupied) {
        return BISHOP_TABLE[BISHOP_OFFSET[square]
                + (int) (((occupied & BISHOP_MASK[square]) * BISHOP_MAGICS[square]) >>> BISHOP_SHIFT[square])];
    }

    /**
     * Squares a queen attacks.
     *
     * @param square the queen's square
     * @param occupied the occupied squares
     * @return the attacked squares
     */
    public static long queen(int square, long occupied) {
        return rook(square, occupied) | bishop(square, occupied);
    }

    /**
     * The squares a knight, bishop, rook, queen or king attacks (a pawn's attacks depend on its colour: see
     * {@link #pawn(int, int)}).
     *
     * @param type {@link Piece#KNIGHT} to {@link Piece#KING}
     * @param square the piece's square
     * @param occupied the occupied squares, which block sliders
     * @return the attacked squares
     * @throws IllegalArgumentException for a pawn or no piece
     */
    public static long of(int type, int square, long occupied) {
        return switch (type) {
            case Piece.KNIGHT -> knight(square);
            case Piece.BISHOP -> bishop(square, occupied);
            case Piece.ROOK -> rook(square, occupied);
            case Piece.QUEEN -> queen(square, occupied);
            case Piece.KING -> king(square);
            default -> throw new IllegalArgumentException("no attack set for piece type " + type);
        };
    }

    /**
     * The squares a rook on an empty board attacks from a square.
     *
     * @param square the square
     * @return its rank and file, the square itself excluded
     */
    public static long rookRays(int square) {
        return ROOK_RAYS[square];
    }

    /**
     * The squares a bishop on an empty board attacks from a square.
     *
     * @param square the square
     * @return its diagonals, the square itself excluded
     */
    public static long bishopRays(int square) {
        return BISHOP_RAYS[square];
    }

    /**
     * The squares strictly between two squares on a common rank, file or diagonal.
     *
     * @param a a square
     * @param b another square
     * @return the squares between them, or 0 if they share no line (or are adjacent)
     */
    public static long between(int a, int b) {
        return BETWEEN[a << 6 | b];
    }

    /**
     * The whole rank, file or diagonal through two squares, from edge to edge.
     *
     * @param a a square
     * @param b another square
     * @return the line through both, or 0 if they share none
     */
    public static long line(int a, int b) {
        return LINE[a << 6 | b];
    }
}
