package dev.ply.examples.cli;

import dev.ply.core.InvalidInputException;
import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The plug-in jars of the {@code ply} command: a user's games, searches, evaluators and agents, registered for
 * {@link java.util.ServiceLoader} in their own jars. They are looked for, in this order, in the paths of the
 * {@code --plugins} option, in those of the {@code PLY_PLUGINS} environment variable (both lists separated by
 * the platform's path separator, {@code :} on Unix), and in the folder {@code ~/.ply/plugins}; a path is a jar or
 * a folder whose {@code *.jar} files are all taken. They are put on a class loader that becomes the thread's
 * context class loader before any registry loads, so {@code ./ply list} shows what they provide.
 */
final class Plugins {

    /** The environment variable naming plug-in jars and folders. */
    static final String VARIABLE = "PLY_PLUGINS";
    /** Where plug-ins are looked for, for messages. */
    static final String WHERE = "--plugins, $" + VARIABLE + " and ~/.ply/plugins";

    private Plugins() {
    }

    /** The default folder: {@code ~/.ply/plugins}. */
    static Path defaultFolder() {
        return Paths.get(System.getProperty("user.home"), ".ply", "plugins");
    }

    /**
     * The jars to load.
     *
     * @param option the {@code --plugins} value, or {@code null}
     * @param variable the {@code PLY_PLUGINS} value, or {@code null}
     * @return the jars, in order
     * @throws InvalidInputException if a path given in the option or the variable does not exist or is neither a
     *     jar nor a folder
     */
    static List<Path> jars(String option, String variable) {
        List<Path> jars = new ArrayList<>();
        for (String list : new String[] {option, variable}) {
            if (list == null || list.isBlank()) {
                continue;
            }
            for (String entry : list.split(File.pathSeparator)) {
                if (!entry.isBlank()) {
                    addLocation(jars, Paths.get(entry.strip()), true);
                }
            }
        }
        Path folder = defaultFolder();
        if (Files.isDirectory(folder)) {
            addLocation(jars, folder, false);
        }
        return jars;
    }

    private static void addLocation(List<Path> jars, Path location, boolean named) {
        if (Files.isDirectory(location)) {
            try (Stream<Path> files = Files.list(location)) {
                files.filter(file -> file.getFileName().toString().endsWith(".jar")).sorted().forEach(jars::add);
            } catch (IOException e) {
                throw new InvalidInputException("cannot read plug-in folder " + location + ": " + e.getMessage());
            }
        } else if (Files.isRegularFile(location) && location.getFileName().toString().endsWith(".jar")) {
            jars.add(location);
        } else if (named) {
            throw new InvalidInputException("plug-in path " + location + " is neither a jar nor a folder of jars");
        }
    }

    /**
     * Makes the jars the current thread's context class loader, over the loader that loaded Ply.
     *
     * @param jars the jars; nothing is done when there are none
     */
    static void install(List<Path> jars) {
        if (jars.isEmpty()) {
            return;
        }
        URL[] urls = new URL[jars.size()];
        for (int i = 0; i < urls.length; i++) {
            try {
                urls[i] = jars.get(i).toUri().toURL();
            } catch (MalformedURLException e) {
                throw new InvalidInputException("bad plug-in path " + jars.get(i) + ": " + e.getMessage());
            }
        }
        Thread.currentThread().setContextClassLoader(new URLClassLoader(urls, Plugins.class.getClassLoader()));
    }

    /**
     * The value of {@code --plugins} in a command line, which must be read before the command runs.
     *
     * @param args the arguments
     * @return the value, or {@code null}
     */
    static String option(String[] args) {
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--plugins") && i + 1 < args.length) {
                return args[i + 1];
            }
            if (args[i].startsWith("--plugins=")) {
                return args[i].substring("--plugins=".length());
            }
        }
        return null;
    }
}
