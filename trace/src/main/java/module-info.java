/** Search traces and their renderings: text tables, SVG and DOT pictures, JSON. */
module dev.ply.trace {
    requires transitive dev.ply.core;
    requires com.google.gson;

    exports dev.ply.trace;
}
