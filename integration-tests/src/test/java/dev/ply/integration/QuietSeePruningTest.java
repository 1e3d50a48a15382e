package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchTracer;
import dev.ply.games.chess.ChessState;
import java.util.ArrayDeque;
import java.util.Deque;
import org.junit.jupiter.api.Test;

/**
 * {@code alphabeta:seequiet=true} in chess: every quiet move it prunes as "see" loses material by static exchange
 * and gives no check, checked on a copy of the position that follows the traced search move by move; without the
 * option no quiet move is pruned that way.
 */
class QuietSeePruningTest {

    private static final String[] POSITIONS = {
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 2 9",
        "r2q1rk1/pp1nbppp/2p1pn2/3p1b2/2PP4/1QN1PN2/PP1B1PPP/R3KB1R w KQ - 4 8",
        "r1b2rk1/2q1bppp/p2ppn2/1p6/3NP3/1BN1B3/PPP1QPPP/R4RK1 w - - 0 12",
    };

    /** Follows the search on its own copy of the root and judges each move pruned as "see" where it is pruned. */
    private static final class Shadow implements SearchTracer {
        private final ChessState position;
        private final Deque<Integer> played = new ArrayDeque<>();
        int quietPruned;
        int capturesPruned;

        Shadow(ChessState root) {
            this.position = root;
        }

        @Override
        public void enter(int ply, int move, int player, NodeKind kind, double alpha, double beta) {
            if (ply > 0) {
                if (move == NULL_MOVE) {
                    position.playNull();
                } else {
                    position.play(move);
                }
                played.push(move);
            }
            assertThat(player).as("the copy follows the search").isEqualTo(position.toMove());
        }

        @Override
        public void exit(int ply, double value, Bound bound) {
            if (ply > 0) {
                if (played.pop() == NULL_MOVE) {
                    position.undoNull();
                } else {
                    position.undo();
                }
            }
        }

        @Override
        public void pruned(int ply, int move, String reason) {
            if (!reason.equals("see")) {
                return;
            }
            if (position.victimValue(move) > 0) {
                capturesPruned++;
                return;
            }
            quietPruned++;
            assertThat(position.staticExchange(move)).as("%s in %s", position.moveToString(move), position.notation())
                    .isNegative();
            position.play(move);
            boolean check = position.inCheck();
            position.undo();
            assertThat(check).as("%s checks in %s", position.moveToString(move), position.notation()).isFalse();
        }
    }

    private static Shadow search(String options, String fen) {
        Game chess = Ply.game("chess");
        ChessState root = (ChessState) chess.parseState(fen);
        Shadow shadow = new Shadow(root.copy());
        try (Search search = Ply.search(chess, "alphabeta:hash=8" + options)) {
            search.trace(shadow);
            search.search(root, SearchLimits.ofDepth(8));
        }
        return shadow;
    }

    @Test
    void shouldPruneOnlyQuietMovesThatLoseMaterialAndGiveNoCheck() {
        int quiet = 0;
        for (String fen : POSITIONS) {
            quiet += search(",seequiet=true", fen).quietPruned;
        }
        assertThat(quiet).as("quiet moves pruned by static exchange").isPositive();
    }

    @Test
    void shouldPruneNoQuietMoveByStaticExchangeWithoutTheOption() {
        int quiet = 0;
        int captures = 0;
        for (String fen : POSITIONS) {
            Shadow shadow = search("", fen);
            quiet += shadow.quietPruned;
            captures += shadow.capturesPruned;
        }
        assertThat(quiet).isZero();
        assertThat(captures).as("losing captures are pruned as before").isPositive();
    }
}
