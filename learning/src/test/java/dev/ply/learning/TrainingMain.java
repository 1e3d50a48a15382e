package dev.ply.learning;

import java.nio.file.Path;

/** Runs {@link TrainingResumeTest}'s training in a process of its own, so that the test can kill it. */
public final class TrainingMain {

    private TrainingMain() {
    }

    /**
     * Trains into a folder.
     *
     * @param args the folder
     * @throws Exception if training fails
     */
    public static void main(String[] args) throws Exception {
        new Training(TrainingResumeTest.settings(), Path.of(args[0]), "resume test", line -> { }, line -> { }).run();
    }
}
