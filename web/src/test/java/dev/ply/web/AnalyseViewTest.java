package dev.ply.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/** Starting a game, the evaluation bar and graph, and the Analyse tab with several lines and a board. */
class AnalyseViewTest extends InBrowser {

    @Test
    void shouldShowABoardAtOnceAndOfferOpponentsByStrength() {
        // No click yet: the page started a game of the chosen game.
        wait.until(d -> !d.findElements(By.cssSelector("#board rect.cell")).isEmpty());
        new Select(browser.findElement(By.id("game"))).selectByValue("chess");
        wait.until(d -> d.findElements(By.cssSelector("#board rect.cell")).size() == 64);
        List<String> presets = texts("#agents option", "value");
        assertThat(presets).contains("human", "random", "alphabeta:depth=1", "alphabeta:time=5s", "mcts:az,time=2s");
        assertThat(browser.findElement(By.id("second")).getAttribute("list")).isEqualTo("agents");
    }

    @Test
    void shouldFillTheEvaluationBarAndLabelTheGraphAsTheEngineScores() {
        // White is a queen up: the bar leans to White once the engine has scored its move.
        startGame("chess", "alphabeta:depth=3", "human", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
        wait.until(d -> history().size() == 1);
        wait.until(d -> !d.findElement(By.id("play-bar")).getAttribute("data-score").isEmpty());
        assertThat(Integer.parseInt(browser.findElement(By.id("play-bar")).getAttribute("data-score")))
                .isGreaterThan(500);
        String height = browser.findElement(By.cssSelector("#play-bar .eval-fill")).getAttribute("style");
        assertThat(Double.parseDouble(height.replaceAll(".*height: ([0-9.]+)%.*", "$1"))).isGreaterThan(85);
        assertThat(texts("#evaluation text.eval-label", null)).contains("0", "move 1");
    }

    @Test
    void shouldSetUpAChessPositionByHandAndAnalyseIt() {
        browser.findElement(By.id("tab-analyse")).click();
        browser.findElement(By.id("editor-open")).click();
        assertThat(texts("#editor-board text.token", null)).as("the start position to begin with").hasSize(32);
        browser.findElement(By.id("editor-clear")).click();
        assertThat(texts("#editor-board text.token", null)).isEmpty();
        for (String[] placed : new String[][] {{"K", "e1"}, {"R", "h1"}, {"k", "e8"}, {"q", "d8"}}) {
            browser.findElement(By.cssSelector("#editor-palette button[data-piece='" + placed[0] + "']")).click();
            browser.findElement(By.cssSelector("#editor-board rect[data-cell='" + placed[1] + "']")).click();
        }
        // A click with the piece already there takes it off again.
        browser.findElement(By.cssSelector("#editor-board rect[data-cell='d8']")).click();
        browser.findElement(By.cssSelector("#editor-palette button[data-piece='q']")).click();
        browser.findElement(By.cssSelector("#editor-board rect[data-cell='a6']")).click();
        new Select(browser.findElement(By.id("editor-side"))).selectByValue("b");
        browser.findElement(By.id("editor-use")).click();
        assertThat(browser.findElement(By.id("analyse-position")).getAttribute("value"))
                .isEqualTo("4k3/8/q7/8/8/8/8/4K2R b K - 0 1");
        wait.until(d -> !d.findElements(By.cssSelector("#analysis td.a-best-move")).isEmpty());
        assertThat(texts("#analysis-board text.token", null)).hasSize(4);
    }

    @Test
    void shouldAnalyseThreeLinesOfTheGameInProgressWithItsBoard() {
        startGame("chess", "human", "human", "");
        cell("e2");
        cell("e4");
        wait.until(d -> history().size() == 1);
        browser.findElement(By.id("to-analysis")).click();
        assertThat(browser.findElement(By.id("analyse-position")).getAttribute("value"))
                .startsWith("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
        WebElement lines = browser.findElement(By.id("analyse-lines"));
        lines.clear();
        lines.sendKeys("3");
        browser.findElement(By.id("analyse-algorithm")).clear();
        browser.findElement(By.id("analyse-algorithm")).sendKeys("alphabeta:depth=4");
        browser.findElement(By.id("analyse-run")).click();
        wait.until(d -> d.findElements(By.cssSelector("#analysis-lines tr")).size() == 4);
        List<String> firstMoves = texts("#analysis-lines tr td:nth-child(4)", null).stream()
                .map(line -> line.split(" ")[0]).toList();
        assertThat(firstMoves).as("three different first moves").doesNotHaveDuplicates().hasSize(3);
        assertThat(texts("#analysis-board text.token", null)).hasSize(32);
        assertThat(texts("#analysis-board line.pv-arrow", null)).as("the best move drawn").hasSize(1);
        assertThat(browser.findElement(By.id("analysis-bar")).getAttribute("data-score")).isNotEmpty();
    }
}
