/**
 * Search traces: {@link dev.ply.trace.TraceRecorder} records a search through the core
 * {@link dev.ply.core.search.SearchTracer} SPI into a {@link dev.ply.trace.Trace}, which
 * {@link dev.ply.trace.TextTrace}, {@link dev.ply.trace.SvgTrace}, {@link dev.ply.trace.DotTrace} and
 * {@link dev.ply.trace.JsonTrace} render.
 */
package dev.ply.trace;
