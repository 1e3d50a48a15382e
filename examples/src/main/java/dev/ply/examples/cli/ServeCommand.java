package dev.ply.examples.cli;

import dev.ply.core.InvalidInputException;
import dev.ply.web.SearchCaps;
import dev.ply.web.WebServer;
import java.awt.Desktop;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code ply serve}: Ply in the browser. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Serve Ply in the browser: play any game against any agent, watch it think, and step through"
                + " search traces. Listens on this machine only unless --host says otherwise; Ctrl-C stops it."
                + " Agents start only the external engines given with --engine or --engines, by name (uci:stockfish).")
final class ServeCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "8080",
            description = "the port; 0 for any free one (default: ${DEFAULT-VALUE})")
    private int port;

    @Option(names = "--host", paramLabel = "HOST", defaultValue = "127.0.0.1",
            description = "the address to listen on (default: ${DEFAULT-VALUE}, this machine only)")
    private String host;

    @Option(names = "--open", description = "open the page in the default browser")
    private boolean open;

    @Mixin
    private EngineListOptions engines;

    @Option(names = "--max-threads", paramLabel = "N",
            description = "the most threads one search may use (default: one per core)")
    private Integer maxThreads;

    @Option(names = "--max-search-time", paramLabel = "TIME", defaultValue = "60s",
            description = "the longest one search may run, such as 30s; searches limited only by depth, nodes or"
                    + " iterations stop there too (default: ${DEFAULT-VALUE})")
    private String maxSearchTime;

    @Option(names = "--allow-host", paramLabel = "NAME",
            description = "a host name the server answers to besides addresses and localhost (this machine's name,"
                    + " when it serves others); repeatable")
    private List<String> allowedHosts = new ArrayList<>();

    @Override
    public void run() {
        if (port < 0 || port > 65_535) {
            throw new InvalidInputException("--port must be from 0 to 65535, not " + port);
        }
        var programs = engines.programs();
        if (maxThreads != null && maxThreads < 1) {
            throw new InvalidInputException("--max-threads must be 1 or more, not " + maxThreads);
        }
        SearchCaps caps = new SearchCaps(maxThreads == null ? Runtime.getRuntime().availableProcessors() : maxThreads,
                dev.ply.core.agent.Agents.parseMillis(maxSearchTime));
        WebServer server;
        try {
            server = WebServer.start(host, port, programs, allowedHosts, caps);
        } catch (RuntimeException e) {
            throw new InvalidInputException("cannot serve on " + host + ":" + port + ": "
                    + (e.getCause() != null ? e.getCause().getMessage() : e.getMessage()));
        }
        String address = "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + server.port() + "/";
        parent.out().println("Ply is at " + address + " (Ctrl-C stops it); external engines: "
                + (programs.names().isEmpty() ? "none (--engine NAME=PROGRAM adds one)"
                        : String.join(", ", programs.names())));
        parent.out().flush();
        if (open && Desktop.isDesktopSupported() && Desktop.getDesktop().isSupported(Desktop.Action.BROWSE)) {
            try {
                Desktop.getDesktop().browse(URI.create(address));
            } catch (java.io.IOException | UnsupportedOperationException e) {
                parent.err().println("serve: could not open a browser: " + e.getMessage());
            }
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "ply-serve-stop"));
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            server.close();
        }
    }
}
