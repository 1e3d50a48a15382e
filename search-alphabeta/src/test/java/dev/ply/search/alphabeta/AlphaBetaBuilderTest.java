package dev.ply.search.alphabeta;

import static dev.ply.testkit.BuilderEquivalence.option;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.InvalidInputException;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchOptions;
import dev.ply.core.search.SearchResult;
import dev.ply.testkit.BuilderEquivalence;
import dev.ply.testkit.BuilderEquivalence.Case;
import dev.ply.games.tree.GameTrees;
import dev.ply.games.tree.GameTree;
import dev.ply.games.tree.TreeGame;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class AlphaBetaBuilderTest {

    static List<Case> alphaBetaCases() {
        List<Case> cases = new java.util.ArrayList<>(fixedCases());
        for (var parameter : AlphaBeta.PARAMETERS) {
            int value = parameter.defaultValue() + 1;
            cases.add(option(parameter.option().name() + "=" + value, () -> AlphaBeta.builder().parameter(parameter,
                    value)));
        }
        return cases;
    }

    private static List<Case> fixedCases() {
        return List.of(
                option("threads=3", () -> AlphaBeta.builder().threads(3)),
                option("hash=64", () -> AlphaBeta.builder().hashMiB(64)),
                option("multipv=4", () -> AlphaBeta.builder().multiPv(4)),
                option("tt=false", () -> AlphaBeta.builder().table(false)),
                option("id=false", () -> AlphaBeta.builder().iterativeDeepening(false)),
                option("distance=false", () -> AlphaBeta.builder().distanceScoring(false)),
                option("cut=gt", () -> AlphaBeta.builder().cut(AlphaBeta.Cut.GT)),
                option("window=50", () -> AlphaBeta.builder().window(50)),
                option("pvs=false", () -> AlphaBeta.builder().pvs(false)),
                option("aspiration=40", () -> AlphaBeta.builder().aspiration(40)),
                option("pawn=256", () -> AlphaBeta.builder().pawn(256)),
                option("killers=false", () -> AlphaBeta.builder().killers(false)),
                option("history=false", () -> AlphaBeta.builder().history(false)),
                option("countermove=false", () -> AlphaBeta.builder().counterMoves(false)),
                option("conthist=true", () -> AlphaBeta.builder().continuationHistory(true)),
                option("capthist=true", () -> AlphaBeta.builder().captureHistory(true)),
                option("singular=false", () -> AlphaBeta.builder().singularExtensions(false)),
                option("corrhist=true", () -> AlphaBeta.builder().correctionHistory(true)),
                option("effort=true", () -> AlphaBeta.builder().effortTime(true)),
                option("timeuse=150", () -> AlphaBeta.builder().timeUse(150)),
                option("evalcache=4096", () -> AlphaBeta.builder().evalCache(4096)),
                option("probcut=false", () -> AlphaBeta.builder().probCut(false)),
                option("captures=false", () -> AlphaBeta.builder().captureOrdering(false)),
                option("qs=false", () -> AlphaBeta.builder().quiescence(false)),
                option("see=false", () -> AlphaBeta.builder().seePruning(false)),
                option("seequiet=true", () -> AlphaBeta.builder().quietSeePruning(true)),
                option("checkext=false", () -> AlphaBeta.builder().checkExtension(false)),
                option("nullmove=false", () -> AlphaBeta.builder().nullMove(false)),
                option("lmr=false", () -> AlphaBeta.builder().lateMoveReductions(false)),
                option("futility=false", () -> AlphaBeta.builder().futility(false)),
                option("rfp=false", () -> AlphaBeta.builder().reverseFutility(false)),
                option("lmp=false", () -> AlphaBeta.builder().lateMovePruning(false)),
                option("iir=false", () -> AlphaBeta.builder().internalReduction(false)),
                option("mdp=false", () -> AlphaBeta.builder().mateDistancePruning(false)),
                option("wincheck=3", () -> AlphaBeta.builder().winCheck(3)),
                option("plain,tt=true", () -> AlphaBeta.builder().plain().table(true)),
                option("fullwidth,threads=2", () -> AlphaBeta.builder().fullWidth().threads(2)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("alphaBetaCases")
    void shouldConfigureTheSameSearchTypedAsWritten(Case c) {
        BuilderEquivalence.assertEquivalent(c);
    }

    @Test
    void shouldHaveABuilderCaseForEveryOption() {
        BuilderEquivalence.assertCoversEveryOption(new AlphaBetaProvider(), alphaBetaCases());
    }

    @Test
    void shouldSetOnlyTuningParametersByKey() {
        assertThatThrownBy(() -> AlphaBeta.builder().parameter(AlphaBeta.THREADS, 2))
                .hasMessage("threads is not a tuning parameter");
        assertThatThrownBy(() -> AlphaBeta.builder().options("lmr-divisor=5"))
                .hasMessage("option 'lmr-divisor' must be from 10 to 10000, not 5");
        assertThat(AlphaBeta.builder().options("futility-base=95").build().get(AlphaBeta.FUTILITY_BASE)).isEqualTo(95);
    }

    @Test
    void shouldReadTypedValuesBack() {
        SearchOptions options = AlphaBeta.builder().options("cut=gt,threads=5").build();
        assertThat(options.get(AlphaBeta.CUT)).isEqualTo(AlphaBeta.Cut.GT);
        assertThat(options.get(AlphaBeta.THREADS)).isEqualTo(5);
        assertThat(options.get(AlphaBeta.HASH)).isEqualTo(AlphaBeta.HASH.defaultValue()).isEqualTo(16);
        assertThat(AlphaBeta.builder().threads(5).cut(AlphaBeta.Cut.GT)).hasToString("alphabeta:threads=5,cut=gt");
        assertThat(AlphaBeta.builder()).hasToString("alphabeta");
    }

    @Test
    void shouldRefuseValuesOutOfRangeAndRepeatedKeysWithOneLine() {
        assertThatThrownBy(() -> AlphaBeta.builder().threads(0)).isInstanceOf(InvalidInputException.class)
                .hasMessage("option 'threads' must be from 1 to 256, not 0");
        assertThatThrownBy(() -> AlphaBeta.builder().options("threads=2,threads=3"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("given twice");
        assertThatThrownBy(() -> AlphaBeta.builder().preset("fast")).isInstanceOf(InvalidInputException.class)
                .hasMessage("unknown preset 'fast' for alphabeta; presets: fullwidth, plain");
        assertThatThrownBy(() -> SearchOptions.parse(new MinimaxProvider(), "").get(AlphaBeta.THREADS))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("minimax declares no option");
    }

    @Test
    void shouldSearchTheTextbookTreeAsTheSpecificationDoes() {
        GameTree tree = GameTree.of(GameTrees.parse("((3,12,8),(2,4,6),(14,5,2))"));
        TreeGame game = new TreeGame(tree);
        SearchResult built = AlphaBeta.builder().plain().create(game).search(game.newState(), SearchLimits.NONE);
        SearchResult written = TreeSearches.run(tree, "alphabeta:plain").result();
        assertThat(built.score()).isEqualTo(3).isEqualTo(written.score());
        assertThat(built.nodes()).as("textbook alpha-beta cuts 4 and 6").isEqualTo(written.nodes()).isEqualTo(11);
        assertThat(Minimax.builder().create(game).search(game.newState(), SearchLimits.NONE).nodes())
                .as("minimax visits all 13 nodes").isEqualTo(13);
    }
}
