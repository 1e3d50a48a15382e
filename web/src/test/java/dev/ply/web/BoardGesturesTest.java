package dev.ply.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.interactions.Actions;

/**
 * The bugs players met on the boards, each reproduced first: Go against MCTS, engine lines that start with a pass,
 * backgammon's repeated points, dragging a chess piece, an export after an undo and the icon every page asks for.
 */
class BoardGesturesTest extends InBrowser {

    private static final String BOARD_TARGETS = "#board rect.cell.target";

    @Test
    void shouldPlayGoAgainstMonteCarloOnEitherSide() {
        startGame("go", "human", "mcts:iterations=5000", "");
        wait.until(d -> !d.findElements(By.cssSelector(BOARD_TARGETS)).isEmpty());
        cell("E5");
        // MCTS's root has the pass among its moves: its share has no cell, and the search must still answer.
        wait.until(d -> history().size() == 2);
        assertThat(browser.findElement(By.id("message")).getText()).isEmpty();
        assertThat(texts("#board circle.token.stone.p1", null)).as("White's reply on the board").hasSize(1);

        startGame("go", "mcts:iterations=2000", "human", "");
        wait.until(d -> history().size() == 1);
        assertThat(browser.findElement(By.id("message")).getText()).isEmpty();
        assertThat(consoleErrors()).isEmpty();
    }

    @Test
    void shouldDrawNoArrowForAnEngineLineThatStartsWithAPass() {
        startGame("go", "human", "alphabeta:time=1s", "");
        wait.until(d -> !d.findElements(By.cssSelector(BOARD_TARGETS)).isEmpty());
        cell("E5");
        wait.until(d -> history().size() == 2);
        wait.until(d -> !d.findElements(By.cssSelector("#other-moves button[data-move='pass']")).isEmpty());
        browser.findElement(By.cssSelector("#other-moves button[data-move='pass']")).click();
        wait.until(d -> history().size() >= 4 || !d.findElement(By.id("status")).getAttribute("data-result")
                .isEmpty());
        for (String coordinate : texts("#board line.pv-arrow", "x1")) {
            assertThat(Double.parseDouble(coordinate)).isFinite();
        }
        assertThat(consoleErrors()).as("no NaN in an arrow's coordinates").isEmpty();
    }

    @Test
    void shouldMarkAPointAMoveReturnsToAsTheNextTarget() {
        // O enters from the bar with 2-1; bar/23 24/23 clicks the bar, 23, 24 and 23 again.
        startGame("backgammon", "human", "random", "4PPgCSDgc/AAVA:O:21");
        wait.until(d -> !d.findElements(By.cssSelector(BOARD_TARGETS)).isEmpty());
        cell("O bar");
        cell("23");
        cell("24");
        assertThat(texts(BOARD_TARGETS, "data-cell")).containsExactly("23");
        assertThat(texts("#board rect.cell.selected", "data-cell")).containsExactlyInAnyOrder("O bar", "24");
        cell("23");
        wait.until(d -> !history().isEmpty());
        assertThat(history().get(0)).isEqualTo("bar/23 24/23");
    }

    @Test
    void shouldMoveAChessPieceByDraggingIt() {
        startGame("chess", "human", "alphabeta:depth=1", "");
        wait.until(d -> !d.findElements(By.cssSelector(BOARD_TARGETS)).isEmpty());
        drag("g1", "f3");
        wait.until(d -> !history().isEmpty());
        assertThat(history().get(0)).isEqualTo("Nf3");
        // A drag that ends where it began, or off any target, plays nothing.
        wait.until(d -> history().size() == 2 && !d.findElements(By.cssSelector(BOARD_TARGETS)).isEmpty());
        drag("e2", "e2");
        assertThat(history()).hasSize(2);
        assertThat(texts("#board text.token.dragged", null)).isEmpty();
    }

    /** Presses on one cell's centre, moves in steps to another's and lets go (the board redraws as it goes). */
    private void drag(String from, String to) {
        long[] start = centre(from);
        long[] end = centre(to);
        Actions gesture = new Actions(browser).moveToLocation((int) start[0], (int) start[1]).clickAndHold();
        for (int step = 1; step <= 4; step++) {
            gesture.moveToLocation((int) (start[0] + (end[0] - start[0]) * step / 4),
                    (int) (start[1] + (end[1] - start[1]) * step / 4 + (step < 4 ? 3 : 0)));
        }
        gesture.release().perform();
    }

    @SuppressWarnings("unchecked")
    private long[] centre(String cell) {
        java.util.List<Number> xy = (java.util.List<Number>) ((org.openqa.selenium.JavascriptExecutor) browser)
                .executeScript("const r = document.querySelector(`#board rect.cell[data-cell='${arguments[0]}']`)"
                        + ".getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2];", cell);
        return new long[] {Math.round(xy.get(0).doubleValue()), Math.round(xy.get(1).doubleValue())};
    }

    @Test
    void shouldExportOnlyTheMovesStillOnTheBoardAfterAnUndo() {
        startGame("chess", "human", "alphabeta:depth=1", "");
        wait.until(d -> !d.findElements(By.cssSelector(BOARD_TARGETS)).isEmpty());
        cell("e2");
        cell("e4");
        wait.until(d -> history().size() == 2);
        browser.findElement(By.id("export")).click();
        wait.until(d -> d.findElement(By.id("export-text")).getText().contains("1. e4 "));
        browser.findElement(By.id("undo")).click();
        wait.until(d -> history().isEmpty());
        wait.until(d -> !d.findElement(By.id("export-text")).getText().contains("e4"));
        assertThat(browser.findElement(By.id("export-text")).getText()).contains("[Result \"*\"]");
    }

    @Test
    void shouldServeAnIconSoNoPageLogsA404() {
        browser.get("http://127.0.0.1:" + server.port() + "/favicon.ico");
        assertThat(browser.getPageSource()).contains("<svg");
        browser.get("http://127.0.0.1:" + server.port() + "/");
        wait.until(d -> !d.findElements(By.cssSelector("#game option")).isEmpty());
        assertThat(consoleErrors()).isEmpty();
    }
}
