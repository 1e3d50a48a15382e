package dev.ply.lab;

import dev.ply.core.InvalidInputException;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The files a run writes, kept from harm: only regular files are written (never a device or a pipe a name points
 * to), no two outputs of one run name one file, each is locked while the run writes it so that a second run
 * naming it is refused instead of interleaving, and files read back are bounded so a device cannot fill the heap.
 * Every refusal is one line.
 */
public final class OutputFiles implements AutoCloseable {

    /** The largest file read back whole (a results file, a record, openings). */
    public static final long MAX_READ_BYTES = 512L << 20;

    private final List<FileChannel> channels = new ArrayList<>();
    private final List<Path> lockFiles = new ArrayList<>();

    private OutputFiles() {
    }

    /**
     * Checks a run's outputs and locks them for the run.
     *
     * @param outputs each output's option (such as {@code --results}) and file; null files are skipped
     * @return the locks, to close when the run ends
     * @throws InvalidInputException when an output is not a regular file, two name one file, or another run holds one
     */
    public static OutputFiles claim(Map<String, Path> outputs) {
        Map<Path, String> seen = new LinkedHashMap<>();
        for (Map.Entry<String, Path> output : outputs.entrySet()) {
            Path file = output.getValue();
            if (file == null) {
                continue;
            }
            checkWritable(file, output.getKey());
            Path key = canonical(file);
            String earlier = seen.putIfAbsent(key, output.getKey());
            if (earlier != null) {
                throw new InvalidInputException(earlier + " and " + output.getKey() + " both name " + file
                        + "; give each output a file of its own");
            }
        }
        OutputFiles claimed = new OutputFiles();
        try {
            for (Map.Entry<Path, String> output : seen.entrySet()) {
                claimed.lock(output.getKey(), output.getValue());
            }
        } catch (RuntimeException e) {
            claimed.close();
            throw e;
        }
        return claimed;
    }

    /**
     * Checks that a file may be written: it is a regular file or does not exist yet.
     *
     * @param file the file
     * @param what the option or role that names it, for the message
     * @throws InvalidInputException for a directory, a device, a pipe or anything else that is not a regular file
     */
    public static void checkWritable(Path file, String what) {
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw new InvalidInputException(what + " " + file + " is not a regular file ("
                    + (Files.isDirectory(file) ? "a directory" : "a device, pipe or socket")
                    + "); Ply writes only regular files");
        }
    }

    /**
     * Checks that a file may be read back whole: a regular file of at most {@value #MAX_READ_BYTES} bytes.
     *
     * @param file the file
     * @param what what it is, for the message
     * @throws InvalidInputException when it is missing, not a regular file or too large
     */
    public static void checkReadable(Path file, String what) {
        if (!Files.exists(file)) {
            throw new InvalidInputException("no such " + what + ": " + file);
        }
        if (!Files.isRegularFile(file)) {
            throw new InvalidInputException(what + " " + file + " is not a regular file");
        }
        try {
            if (Files.size(file) > MAX_READ_BYTES) {
                throw new InvalidInputException(what + " " + file + " is over " + (MAX_READ_BYTES >> 20)
                        + " MB; split it");
            }
        } catch (IOException e) {
            throw new InvalidInputException("cannot read " + what + " " + file + ": " + reason(e));
        }
    }

    /**
     * Writes a file whole or not at all: the text goes to a temporary file beside it, which then replaces it, so a
     * run stopped while writing leaves the previous version.
     *
     * @param file the file
     * @param text its new text
     * @throws InvalidInputException if it is not a regular file or cannot be written
     */
    public static void replace(Path file, String text) {
        checkWritable(file, "output");
        Path parent = file.toAbsolutePath().getParent();
        try {
            // A fixed name beside the file (the run holds the file's lock) and the process's usual permissions.
            Path temporary = parent.resolve("." + file.getFileName() + ".tmp");
            try {
                Files.writeString(temporary, text, java.nio.charset.StandardCharsets.UTF_8);
                Files.move(temporary, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                        java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(temporary);
            }
        } catch (IOException e) {
            throw new InvalidInputException("cannot write " + file + ": " + reason(e));
        }
    }

    /**
     * Why an I/O operation failed, in words: the file system's reason, not just the file's name as Java's
     * exceptions often give it.
     *
     * @param e the failure
     * @return such as {@code no such directory} or {@code permission denied}
     */
    public static String reason(IOException e) {
        if (e instanceof FileSystemException failure && failure.getReason() != null) {
            return failure.getReason();
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileAlreadyExistsException exists) {
            return exists.getFile() == null ? "it already exists" : "something is already at " + exists.getFile()
                    + " (not a directory)";
        }
        if (e instanceof NotDirectoryException) {
            return "a part of the path is not a directory";
        }
        String message = e.getMessage();
        return message == null || message.isBlank() ? "input/output error" : message.lines().findFirst().orElse("");
    }

    private static Path canonical(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        try {
            return Files.exists(absolute) ? absolute.toRealPath() : absolute.getParent() != null
                    && Files.exists(absolute.getParent()) ? absolute.getParent().toRealPath()
                    .resolve(absolute.getFileName()) : absolute;
        } catch (IOException e) {
            return absolute;
        }
    }

    private void lock(Path file, String what) {
        Path lockFile = file.resolveSibling("." + file.getFileName() + ".lock");
        try {
            Path parent = lockFile.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock held;
            try {
                held = channel.tryLock();
            } catch (OverlappingFileLockException e) {
                held = null;
            }
            if (held == null) {
                channel.close();
                throw new InvalidInputException(what + " " + file + " is being written by another run; give this"
                        + " run another file");
            }
            channels.add(channel);
            lockFiles.add(lockFile);
        } catch (IOException e) {
            throw new InvalidInputException("cannot write " + what + " " + file + ": " + reason(e));
        }
    }

    /** Releases the locks and removes their files. */
    @Override
    public void close() {
        for (int i = 0; i < channels.size(); i++) {
            try {
                Files.deleteIfExists(lockFiles.get(i));
                channels.get(i).close();
            } catch (IOException e) {
                // Nothing more to release.
            }
        }
        channels.clear();
        lockFiles.clear();
    }
}
