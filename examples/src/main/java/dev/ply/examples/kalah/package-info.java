/** Kalah, an example game whose moves change many cells, built on core's {@code CellBoard}. */
package dev.ply.examples.kalah;
