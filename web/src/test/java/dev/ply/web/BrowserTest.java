package dev.ply.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The page's main paths in a real browser: playing each kind of board, searching, tracing and analysing. */
class BrowserTest extends InBrowser {

    @Test
    void shouldPlayTicTacToeAgainstAlphaBetaToTheEndByClicking() throws Exception {
        startGame("tictactoe", "human", "alphabeta:depth=9", "");
        for (int turn = 0; turn < 5; turn++) {
            wait.until(d -> !d.findElement(By.id("status")).getAttribute("data-result").isEmpty()
                    || !d.findElements(By.cssSelector("#board rect.cell.target")).isEmpty());
            if (!browser.findElement(By.id("status")).getAttribute("data-result").isEmpty()) {
                break;
            }
            int before = history().size();
            clickCell("#board rect.cell.target");
            wait.until(d -> history().size() > before);
        }
        wait.until(d -> !d.findElement(By.id("status")).getAttribute("data-result").isEmpty());
        String result = browser.findElement(By.id("status")).getText();
        assertThat(result).startsWith("Game over: ").doesNotContain("X wins");
        assertThat(history().size()).isBetween(5, 9);
        assertThat(texts("#board text.token", null)).hasSize(history().size());
        assertThat(texts("#evaluation circle.eval-point", null)).as("one score for each of O's moves")
                .hasSize(history().size() / 2);
        screenshot("tictactoe-finished");
    }

    @Test
    void shouldPromoteAChessPawnByClickingAndChoosingThePiece() throws Exception {
        startGame("chess", "human", "alphabeta:depth=1", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
        wait.until(d -> !d.findElements(By.cssSelector("#board rect.cell.target")).isEmpty());
        cell("e7");
        cell("e8");
        wait.until(d -> d.findElements(By.cssSelector("#options button")).size() == 4);
        screenshot("chess-promotion");
        browser.findElement(By.cssSelector("#options button[data-option='queen']")).click();
        wait.until(d -> !history().isEmpty());
        assertThat(history().get(0)).startsWith("e8=Q");
        assertThat(browser.findElement(By.cssSelector("#board text.token[data-piece='queen']")).getText())
                .isEqualTo("\u2655");
    }

    @Test
    void shouldShowLiveMonteCarloVisitSharesOnTheBoard() throws Exception {
        startGame("tictactoe", "mcts:time=3s", "human", "");
        // Read in one go: the heat map is redrawn with every report, so two reads may see two different reports.
        wait.until(d -> {
            List<String> shares = texts("#board rect.heat", "data-share");
            return shares.size() == 9 && Math.abs(shares.stream().mapToDouble(Double::parseDouble).sum() - 1) < 0.01;
        });
        assertThat(texts("#visits tr.share", null)).hasSize(9);
        wait.until(d -> !texts("#board line.pv-arrow", null).isEmpty());
        screenshot("mcts-visit-shares");
    }

    @Test
    void shouldShowTheNetworksPriorsBesideTheVisitsOfAlphaZerosSearch() throws Exception {
        startGame("tictactoe", "mcts:az,time=3s", "human", "");
        // The table is redrawn with every report: each check reads it in one go, inside the wait.
        wait.until(d -> texts("#visits tr.share", null).size() == 9 && texts("#visits th", null).contains("prior"));
        wait.until(d -> {
            List<String> priors = texts("#visits tr.share td:nth-child(4)", null);
            return priors.size() == 9 && Math.abs(priors.stream().mapToDouble(p -> Double.parseDouble(p.replace("%",
                    ""))).sum() - 100) < 0.5;
        });
    }

    @Test
    void shouldStepTheTextbookAlphaBetaTraceToTheFirstCutOff() throws Exception {
        browser.findElement(By.id("tab-teach")).click();
        browser.findElement(By.cssSelector("[data-preset^='tree|((4,6,9),(2,7,8),(5,3,9))|alphabeta:plain']")).click();
        wait.until(d -> d.findElement(By.id("step-count")).getText().startsWith("0 / "));
        browser.findElement(By.id("step-forward")).click();
        assertThat(browser.findElement(By.id("step-text")).getText()).contains("root: enter MAX with (-inf, +inf)");
        browser.findElement(By.id("step-cut")).click();
        assertThat(browser.findElement(By.id("step-text")).getText()).contains("1: cut (beta): 2 not searched 1 2");
        List<WebElement> greyed = browser.findElements(By.cssSelector("#trace-tree rect.tnode.cut"));
        assertThat(greyed).extracting(e -> e.getAttribute("data-path")).containsExactly("1 1", "1 2");
        screenshot("textbook-first-cutoff");
        browser.findElement(By.id("step-back")).click();
        assertThat(browser.findElements(By.cssSelector("#trace-tree .tnode.cut"))).isEmpty();
    }

    @Test
    void shouldPlayABackgammonRollByClickingEachChecker() throws Exception {
        startGame("backgammon", "human", "random", "4HPwATDgc/ABMA:O:31");
        wait.until(d -> !d.findElements(By.cssSelector("#board rect.cell.target")).isEmpty());
        for (int click = 0; click < 8 && history().isEmpty(); click++) {
            wait.until(d -> !history().isEmpty() || !d.findElements(By.cssSelector("#board rect.cell.target")).isEmpty());
            if (history().isEmpty()) {
                clickCell("#board rect.cell.target");
            }
        }
        wait.until(d -> !history().isEmpty());
        assertThat(history().get(0)).matches("[0-9/* ]+");
        assertThat(texts("#facts li", null)).as("pips beside the board").anyMatch(fact -> fact.startsWith("Pips: O "));
        assertThat(texts("#board polygon.point-shape", null)).as("the 24 points as triangles").hasSize(24);
        assertThat(texts("#board text.token", null)).anyMatch(glyph -> glyph.startsWith("\u25CF"));
        screenshot("backgammon");
    }

    @Test
    void shouldAnalyseAPastedPosition() throws Exception {
        browser.findElement(By.id("tab-analyse")).click();
        for (String[] field : new String[][] {{"analyse-game", "tictactoe"}, {"analyse-position", "X.O......"},
            {"analyse-algorithm", "alphabeta"}}) {
            WebElement input = browser.findElement(By.id(field[0]));
            input.clear();
            input.sendKeys(field[1]);
        }
        browser.findElement(By.id("analyse-run")).click();
        wait.until(d -> !texts("#analysis td.a-best-move", null).isEmpty());
        assertThat(texts("#analysis td.a-best-move", null).get(0)).isIn("3", "6", "8");
        screenshot("analyse");
    }

    @Test
    void shouldStepAMonteCarloTraceIterationByIterationAndJumpToACheckpoint() throws Exception {
        browser.findElement(By.id("tab-teach")).click();
        browser.findElement(By.cssSelector("[data-preset^='tictactoe|XO.X..O..|mcts']")).click();
        wait.until(d -> d.findElement(By.id("step-count")).getText().startsWith("0 / 1000"));
        browser.findElement(By.id("step-forward")).click();
        assertThat(browser.findElement(By.id("step-text")).getText()).startsWith("1. iteration: ").contains("expanded");
        assertThat(texts("#trace-tree circle.mnode[data-path='']", "data-visits")).containsExactly("1");
        browser.findElement(By.cssSelector("#trace-jumps button[data-iterations='300']")).click();
        assertThat(browser.findElement(By.id("step-count")).getText()).startsWith("300 / ");
        assertThat(texts("#trace-tree circle.mnode[data-path='']", "data-visits")).containsExactly("300");
        int firstLevel = texts("#trace-tree circle.mnode", "data-path").stream().filter(p -> !p.isEmpty()
                && !p.contains(" ")).mapToInt(p -> 1).sum();
        assertThat(firstLevel).as("X's five moves").isEqualTo(5);
        assertThat(texts("table.checkpoint caption", null)).as("the tables the stepping has reached")
                .containsExactly("after 100 iterations", "after 300 iterations");
        // Below the root's moves only two are unfolded: the line just searched and the most visited move.
        long unfoldedParents = texts("#trace-tree circle.mnode", "data-path").stream()
                .filter(p -> p.chars().filter(c -> c == ' ').count() == 1).map(p -> p.substring(0, p.indexOf(' ')))
                .distinct().count();
        assertThat(unfoldedParents).isBetween(1L, 2L);
        assertThat(texts("#trace-tree text.tfolded", null)).isNotEmpty();
        browser.findElement(By.cssSelector("#trace-jumps button[data-iterations='1000']")).click();
        assertThat(texts("table.checkpoint caption", null)).hasSize(3);
        assertThat(texts(".checkpoint-box[data-iterations='1000'] table.checkpoint tr:nth-child(2) td", null))
                .as("the most visited move first: the centre").startsWith("4", "848");
        assertThat(texts(".checkpoint-box[data-iterations='1000'] .small-visits[data-move='4']", null))
                .containsExactly("848");
        screenshot("mcts-trace");
    }

    @Test
    void shouldRefuseAnIllegalClickWithAReasonAndChangeNothing() {
        startGame("tictactoe", "human", "alphabeta:depth=2", "");
        wait.until(d -> !d.findElements(By.cssSelector("#board rect.cell.target")).isEmpty());
        cell("4");
        wait.until(d -> history().size() == 2);
        wait.until(d -> !d.findElements(By.cssSelector("#board rect.cell.target")).isEmpty());
        cell("4");
        assertThat(browser.findElement(By.id("message")).getText()).isEqualTo("No legal move starts at 4");
        assertThat(history()).hasSize(2);
        assertThat(texts("#board text.token", null)).hasSize(2);
    }

    @Test
    void shouldMarkEachSidesTerritoryAndTheScoreAtTheEndOfGo() throws Exception {
        startGame("go", "human", "human", "2XO1/2XO1/2XO1/2XO1/2XO1 b komi=5.5 passes=2");
        assertThat(texts("#board rect.territory.p0", null)).as("columns A and B: Black's").hasSize(10);
        assertThat(texts("#board rect.territory.p1", null)).as("column E: White's").hasSize(5);
        assertThat(texts("#facts li", null)).contains("Area: Black 15, White 10 + komi 5.5: White wins by 0.5");
        screenshot("go-territory");
    }

    @Test
    void shouldCaptureAGoStoneByClickingAndPassWithItsButton() throws Exception {
        // 5x5: White's C3 has one liberty left, C2; Black to move.
        startGame("go", "human", "mcts:iterations=200", "5/2X2/1XOX1/5/5 b komi=0.5");
        wait.until(d -> !d.findElements(By.cssSelector("#board rect.cell.target")).isEmpty());
        assertThat(browser.findElement(By.cssSelector("#board rect.cell[data-cell='C3']")).getAttribute("class"))
                .as("an occupied point is no target").doesNotContain("target");
        assertThat(texts("#board circle.token.stone", "data-piece")).as("stones on a grid of lines").hasSize(4);
        assertThat(texts("#board line.grid-line", null)).hasSize(10);
        assertThat(texts("#board rect.cell[data-cell='D4'] title", null)).as("the point's name on hover")
                .containsExactly("D4");
        cell("C2");
        wait.until(d -> history().size() == 2);
        assertThat(history().get(0)).isEqualTo("C2");
        wait.until(d -> texts("#facts li", null).contains("Black has captured 1"));
        assertThat(browser.findElement(By.id("position-line")).getText()).as("White's stone captured")
                .contains(" b komi=0.5 captures=1,0");
        assertThat(texts("#board circle.token.stone.p0", null)).as("four black stones").hasSize(4);
        // The game's seed is drawn per game, so White's reply varies: a stone, or a pass (the position is lost).
        String reply = history().get(1);
        assertThat(texts("#board circle.token.stone.p1", null)).as("White's reply " + reply)
                .hasSize(reply.equals("pass") ? 0 : 1);
        wait.until(d -> d.findElement(By.cssSelector("#board rect.cell[data-cell='C3']")).getAttribute("class")
                .contains("target"));
        cell("B3");
        assertThat(browser.findElement(By.id("message")).getText()).isEqualTo("No legal move starts at B3");
        assertThat(history()).hasSize(2);
        wait.until(d -> !d.findElements(By.cssSelector("#other-moves button[data-move='pass']")).isEmpty());
        browser.findElement(By.cssSelector("#other-moves button[data-move='pass']")).click();
        wait.until(d -> history().size() >= 3);
        assertThat(history().get(2)).isEqualTo("pass");
        screenshot("go-capture-and-pass");
    }
}
