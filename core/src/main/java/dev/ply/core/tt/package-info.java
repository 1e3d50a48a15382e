/**
 * Transposition tables: the {@link dev.ply.core.tt.TranspositionTable} SPI with its packed-entry
 * layout, and the default lock-free implementation.
 */
package dev.ply.core.tt;
