/**
 * The engine lab's records: every game of a run as a JSON line, results files (JSON and CSV) read and printed
 * again, parameter sweeps, and plots of ratings and sweeps as SVG.
 */
module dev.ply.lab {
    requires transitive dev.ply.core;
    requires com.google.gson;
    requires org.apache.commons.csv;
    requires org.jfree.jfreechart;
    requires org.apache.xmlgraphics.batik.svggen;
    requires java.xml;
    requires java.desktop;

    exports dev.ply.lab;

    opens dev.ply.lab to com.google.gson;
}
