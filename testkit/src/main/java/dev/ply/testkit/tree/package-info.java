/**
 * Synthetic game trees for testing searches: explicit, random, uniform and perfectly ordered trees,
 * with and without chance nodes, playable through the core SPI and with an exact value to compare with.
 */
package dev.ply.testkit.tree;
