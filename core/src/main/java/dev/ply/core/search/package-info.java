/**
 * Searching: the {@link dev.ply.core.search.Search} every algorithm implements, its limits, results
 * and progress reports, and the {@link dev.ply.core.search.SearchProvider} SPI through which
 * algorithms are found by name.
 */
package dev.ply.core.search;
