package dev.ply.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/** The Teach tab as a student follows the textbook: the whole tree from the start, the table of windows, the end. */
class TeachingViewTest extends InBrowser {

    private void loadPreset(String prefix) {
        browser.findElement(By.id("tab-teach")).click();
        browser.findElement(By.cssSelector("[data-preset^='" + prefix + "']")).click();
        wait.until(d -> d.findElement(By.id("step-count")).getText().startsWith("0 / "));
    }

    private void forward(int steps) {
        for (int i = 0; i < steps; i++) {
            browser.findElement(By.id("step-forward")).click();
        }
    }

    /** "Next cut-off" goes to the next cut, and past the last one to the end. */
    private void toTheEnd() {
        while (!browser.findElement(By.id("step-count")).getText().matches("(\\d+) / \\1")) {
            browser.findElement(By.id("step-cut")).click();
        }
    }

    @Test
    void shouldStepTheTextbookTreeWithItsTableOfWindowsToSixLeavesOfNine() throws Exception {
        loadPreset("tree|((4,6,9),(2,7,8),(5,3,9))|alphabeta:plain");
        // One pass through the tree, each leaf one step.
        assertThat(browser.findElement(By.id("step-count")).getText()).isEqualTo("0 / 25");
        // The whole tree is drawn from the first step: every node but the root not reached yet, the leaves' values.
        assertThat(texts("#trace-tree .tnode", null)).hasSize(13);
        assertThat(texts("#trace-tree .tnode.unseen", null)).hasSize(12);
        assertThat(texts("#trace-tree text.tvalue.static", null)).containsExactly("4", "6", "9", "2", "7", "8", "5",
                "3", "9");
        forward(3);
        assertThat(browser.findElement(By.id("step-text")).getText()).isEqualTo("3. 0 0: leaf 4");
        assertThat(texts("#window-table tr[data-step]", "data-step")).containsExactly("1", "2", "3");
        assertThat(texts("#window-table tr.current td", null)).containsExactly("3", "0 0", "leaf", "-\u221e", "+\u221e",
                "4");
        forward(1);
        assertThat(texts("#window-table tr.current td", null)).as("the window after the child: beta falls to 4")
                .containsExactly("4", "0", "child 0 returned", "-\u221e", "4", "4");
        browser.findElement(By.id("step-cut")).click();
        assertThat(browser.findElement(By.id("step-text")).getText()).contains("1: cut (beta): 2 not searched 1 2");
        forward(1);
        assertThat(browser.findElement(By.id("step-text")).getText())
                .contains("1: returns 2 (an upper bound: at most 2)");
        toTheEnd();
        assertThat(browser.findElement(By.id("trace-summary")).getText())
                .isEqualTo("leaves evaluated: 6 of 9; value 4; principal variation 0 0");
        assertThat(texts("#trace-tree .tnode.unseen", null)).as("every node reached or cut").isEmpty();
        assertThat(texts("#trace-tree .tnode.cut", "data-path")).containsExactlyInAnyOrder("1 1", "1 2", "2 2");
        assertThat(texts("#trace-tree text.tvalue.static", null)).as("the cut leaves keep their values, greyed")
                .containsExactlyInAnyOrder("7", "8", "9");
        screenshot("textbook-alphabeta-table");
    }

    @Test
    void shouldWriteEachOutcomesProbabilityOnItsEdge() {
        loadPreset("tree|[0.5:(3,5),0.5:(1,8)]|expectimax:plain");
        assertThat(texts("#trace-tree text.tmove", null)).contains("0 (p 0.5)", "1 (p 0.5)");
        toTheEnd();
        assertThat(browser.findElement(By.id("trace-summary")).getText()).contains("value 6.5");
    }
}
