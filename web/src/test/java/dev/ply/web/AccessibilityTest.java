package dev.ply.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * The page for everyone: no serious or critical axe-core violation, a phone's width, the keyboard alone, and the
 * board conventions players read (coordinates, the last move, a king in check).
 */
class AccessibilityTest extends InBrowser {

    private static final String AXE = "/META-INF/resources/webjars/axe-core/4.6.3/axe.min.js";

    /** The serious and critical violations axe-core finds in the page as it is now, one line each. */
    @SuppressWarnings("unchecked")
    private List<String> seriousViolations() throws IOException {
        String source;
        try (InputStream in = AccessibilityTest.class.getResourceAsStream(AXE)) {
            assertThat(in).as("axe-core on the test class path").isNotNull();
            source = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        JavascriptExecutor script = (JavascriptExecutor) browser;
        script.executeScript(source);
        List<Map<String, Object>> violations = (List<Map<String, Object>>) script.executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                        + "axe.run(document).then(r => done(r.violations.map(v => ({id: v.id, impact: v.impact,"
                        + " nodes: v.nodes.map(n => n.target.join(' ')).join(', ')}))));");
        return violations.stream().filter(v -> "serious".equals(v.get("impact")) || "critical".equals(v.get("impact")))
                .map(v -> v.get("id") + " (" + v.get("impact") + "): " + v.get("nodes")).toList();
    }

    @Test
    void shouldHaveNoSeriousAccessibilityViolationOnAnyTab() throws Exception {
        startGame("chess", "human", "alphabeta:depth=1", "");
        wait.until(d -> !d.findElements(By.cssSelector("#board rect.cell.target")).isEmpty());
        assertThat(seriousViolations()).as("play").isEmpty();
        browser.findElement(By.id("tab-teach")).click();
        browser.findElement(By.cssSelector("[data-preset^='tree|((4,6,9),(2,7,8),(5,3,9))|alphabeta:plain']")).click();
        wait.until(d -> d.findElement(By.id("step-count")).getText().startsWith("0 / "));
        assertThat(seriousViolations()).as("teach").isEmpty();
        browser.findElement(By.id("tab-analyse")).click();
        assertThat(seriousViolations()).as("analyse").isEmpty();
        // The check itself can fail: an image without a text alternative is a critical violation.
        ((JavascriptExecutor) browser).executeScript("document.body.appendChild(document.createElement('img'))"
                + ".src = 'favicon.svg'");
        assertThat(seriousViolations()).anyMatch(violation -> violation.startsWith("image-alt (critical)"));
    }

    @Test
    void shouldFitAPhonesScreenWithTheBoardAsWideAsItAllows() throws Exception {
        browser.manage().window().setSize(new Dimension(390, 844));
        startGame("go", "human", "alphabeta:depth=1", "");
        long viewport = (Long) ((JavascriptExecutor) browser).executeScript("return window.innerWidth");
        long scrollWidth = (Long) ((JavascriptExecutor) browser).executeScript(
                "return document.scrollingElement.scrollWidth");
        assertThat(scrollWidth).as("no sideways scrolling").isLessThanOrEqualTo(viewport);
        int board = browser.findElement(By.id("board")).getRect().getWidth();
        assertThat(board).as("the board's width at a viewport of " + viewport).isBetween((int) (viewport * 0.8),
                (int) viewport);
        assertThat(seriousViolations()).isEmpty();
        screenshot("phone-go");
    }

    @Test
    void shouldPlayAWholeGameWithTheKeyboardAlone() throws Exception {
        startGame("tictactoe", "human", "alphabeta:depth=9", "");
        WebElement board = browser.findElement(By.id("board"));
        board.sendKeys(Keys.TAB); // nothing: the board takes focus by a click or Tab; give it focus directly
        ((JavascriptExecutor) browser).executeScript("document.getElementById('board').focus()");
        for (int turn = 0; turn < 5 && browser.findElement(By.id("status")).getAttribute("data-result").isEmpty();
                turn++) {
            wait.until(d -> !d.findElement(By.id("status")).getAttribute("data-result").isEmpty()
                    || !d.findElements(By.cssSelector("#board rect.cell.target")).isEmpty());
            if (!browser.findElement(By.id("status")).getAttribute("data-result").isEmpty()) {
                break;
            }
            int before = history().size();
            // Walk the cursor over the rows until it stands on a free square, then press Enter.
            walkCursorToATarget();
            browser.switchTo().activeElement().sendKeys(Keys.ENTER);
            wait.until(d -> history().size() > before);
        }
        wait.until(d -> !d.findElement(By.id("status")).getAttribute("data-result").isEmpty());
        assertThat(browser.findElement(By.id("status")).getText()).startsWith("Game over: ").doesNotContain("X wins");
        assertThat(browser.findElement(By.id("status")).getAttribute("aria-live")).isEqualTo("polite");
    }

    private void walkCursorToATarget() {
        WebElement focused = browser.switchTo().activeElement();
        assertThat(focused.getAttribute("id")).as("the board keeps the focus").isEqualTo("board");
        focused.sendKeys(Keys.ARROW_UP, Keys.ARROW_UP, Keys.ARROW_LEFT, Keys.ARROW_LEFT);
        for (int step = 0; step < 9; step++) {
            if (cursorOnTarget()) {
                return;
            }
            focused.sendKeys(step % 3 == 2 ? Keys.ARROW_DOWN : Keys.ARROW_RIGHT);
            if (step % 3 == 2) {
                focused.sendKeys(Keys.ARROW_LEFT, Keys.ARROW_LEFT);
            }
        }
        assertThat(cursorOnTarget()).as("a free square under the cursor").isTrue();
    }

    private boolean cursorOnTarget() {
        return (Boolean) ((JavascriptExecutor) browser).executeScript("return play.cursor !== null"
                + " && nextCells().has(play.cursor)");
    }

    @Test
    void shouldShowCoordinatesTheLastMoveAndAKingInCheck() throws Exception {
        startGame("chess", "human", "human", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assertThat(texts("#board text.coord.file", null)).containsExactly("a", "b", "c", "d", "e", "f", "g", "h");
        assertThat(texts("#board text.coord.rank", null)).containsExactly("8", "7", "6", "5", "4", "3", "2", "1");
        cell("a1");
        cell("a8");
        wait.until(d -> history().size() == 1);
        assertThat(history().get(0)).isEqualTo("Ra8+");
        assertThat(lastMoveCells()).containsExactlyInAnyOrder("a1", "a8");
        assertThat(texts("#board rect.check", "data-cell")).containsExactly("e8");
        cell("e8");
        cell("e7");
        wait.until(d -> history().size() == 2);
        assertThat(texts("#board rect.check", null)).isEmpty();
        assertThat(lastMoveCells()).containsExactlyInAnyOrder("e8", "e7");
        screenshot("chess-coordinates-last-move");
    }

    @Test
    void shouldNumberChessMovesInPairsAndShowAnEarlierPositionOnAClick() throws Exception {
        startGame("chess", "human", "alphabeta:depth=1", "");
        cell("e2");
        cell("e4");
        wait.until(d -> history().size() == 2);
        assertThat(texts("#history li", "data-number")).containsExactly("1.", null);
        browser.findElement(By.cssSelector("#history li[data-ply='1']")).click();
        wait.until(d -> d.findElement(By.id("review")).getAttribute("hidden") == null);
        assertThat(browser.findElement(By.id("review-text")).getText()).isEqualTo("After e4 (move 1 of 2)");
        assertThat(lastMoveCells()).containsExactlyInAnyOrder("e2", "e4");
        assertThat(texts("#board rect.cell.target", null)).as("no move from an earlier position").isEmpty();
        int blackPawns = (int) texts("#board text.token.p1", "data-piece").stream().filter("pawn"::equals).count();
        assertThat(blackPawns).isEqualTo(8);
        // The arrow keys step through the game from the move list.
        browser.switchTo().activeElement().sendKeys(Keys.ARROW_LEFT);
        wait.until(d -> d.findElement(By.id("review-text")).getText().equals("The start position (move 0 of 2)"));
        browser.findElement(By.id("review-exit")).click();
        wait.until(d -> d.findElement(By.id("review")).getAttribute("hidden") != null);
        assertThat(texts("#board rect.cell.target", null)).as("the live position's moves again").isNotEmpty();
    }

    /** The names of the cells under a last-move highlight. */
    @SuppressWarnings("unchecked")
    private List<String> lastMoveCells() {
        return (List<String>) ((JavascriptExecutor) browser).executeScript("const board = play.review"
                + " && play.review.board || play.view.board; return [...document.querySelectorAll('#board"
                + " rect.last-move')].map(r => board.cellNames[board.lastMove.find(c => { const [x, y] = cellXY(c,"
                + " board); return x == r.getAttribute('x') && y == r.getAttribute('y'); })])");
    }
}
