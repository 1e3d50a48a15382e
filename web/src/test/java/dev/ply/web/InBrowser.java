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

/**
 * The page in a real browser: headless Chromium driven by Selenium through chromedriver (Debian packages
 * {@code chromium} and {@code chromium-driver}, which {@code .ci/run} installs), against a server on a free
 * loopback port. Screenshots go to {@code target/screenshots}. Skipped where Chromium is not installed.
 */
abstract class InBrowser {

    private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");

    static WebServer server;
    WebDriver browser;
    WebDriverWait wait;

    @BeforeAll
    static void startServer() {
        server = WebServer.start("127.0.0.1", 0);
    }

    @AfterAll
    static void stopServer() {
        server.close();
    }

    @BeforeEach
    void openBrowser() {
        assumeThat(Files.isExecutable(CHROMEDRIVER) && Files.isExecutable(CHROMIUM)).as("chromium and chromedriver")
                .isTrue();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1280,900");
        options.setCapability("goog:loggingPrefs", java.util.Map.of("browser", "ALL"));
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort().build();
        browser = new ChromeDriver(service, options);
        wait = new WebDriverWait(browser, Duration.ofSeconds(30));
        wait.withMessage(this::pageState);
        browser.get("http://127.0.0.1:" + server.port() + "/");
        wait.until(d -> !d.findElements(By.cssSelector("#game option")).isEmpty());
    }

    @AfterEach
    void closeBrowser() {
        if (browser != null) {
            browser.quit();
        }
    }

    void screenshot(String name) throws Exception {
        Path folder = Path.of("target", "screenshots");
        Files.createDirectories(folder);
        Files.write(folder.resolve(name + ".png"), ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES));
    }

    void startGame(String game, String first, String second, String position) {
        new Select(browser.findElement(By.id("game"))).selectByValue(game);
        WebElement firstField = browser.findElement(By.id("first"));
        firstField.clear();
        firstField.sendKeys(first);
        WebElement secondField = browser.findElement(By.id("second"));
        secondField.clear();
        secondField.sendKeys(second);
        WebElement positionField = browser.findElement(By.id("position"));
        positionField.clear();
        positionField.sendKeys(position);
        Object before = ((JavascriptExecutor) browser).executeScript("return play.view && play.view.id");
        browser.findElement(By.id("start")).click();
        // The page shows a game from the start (and on choosing another): wait for this one.
        wait.until(d -> Boolean.TRUE.equals(((JavascriptExecutor) d).executeScript("return play.view !== null"
                + " && play.view.id !== arguments[0] && play.view.game === arguments[1].split(':')[0]"
                + " && play.view.players[0].startsWith(arguments[2]) && play.view.players[1].startsWith(arguments[3])",
                before, game, first, second)));
        wait.until(d -> !d.findElements(By.cssSelector("#board rect.cell")).isEmpty());
    }

    /** Clicks a board cell; the board is redrawn as events come, so a stale element is looked up again. */
    void clickCell(String selector) {
        wait.ignoring(StaleElementReferenceException.class).until(d -> {
            List<WebElement> found = d.findElements(By.cssSelector(selector));
            if (found.isEmpty()) {
                return false;
            }
            found.get(0).click();
            return true;
        });
    }

    void cell(String name) {
        clickCell("#board rect.cell[data-cell='" + name + "']");
    }

    /** Read in one script, so that a redraw cannot come between finding the elements and reading them. */
    @SuppressWarnings("unchecked")
    List<String> texts(String selector, String attribute) {
        return (List<String>) ((JavascriptExecutor) browser).executeScript("return [...document.querySelectorAll("
                + "arguments[0])].map(e => arguments[1] ? e.getAttribute(arguments[1]) : e.textContent)", selector,
                attribute);
    }

    /** What the page shows, for failure messages. */
    String pageState() {
        return String.valueOf(((JavascriptExecutor) browser).executeScript("return JSON.stringify({view: play.view &&"
                + " {history: play.view.history, human: play.view.humanToMove, thinking: play.view.thinking}, status:"
                + " document.getElementById('status').textContent, message:"
                + " document.getElementById('message').textContent, game: play.view && play.view.game, players:"
                + " play.view && play.view.players, clicks: play.clicks, review: !!play.review, cells:"
                + " document.querySelectorAll('#board rect.cell').length, targets:"
                + " document.querySelectorAll('#board rect.cell.target').length})")) + " " + consoleErrors();
    }

    /** The errors the page's console showed since the last call (script errors, bad SVG attributes, 404s). */
    List<String> consoleErrors() {
        return browser.manage().logs().get(org.openqa.selenium.logging.LogType.BROWSER).getAll().stream()
                .filter(entry -> entry.getLevel().intValue() >= java.util.logging.Level.SEVERE.intValue())
                .map(org.openqa.selenium.logging.LogEntry::getMessage).toList();
    }

    List<String> history() {
        return texts("#history li", null);
    }
}
