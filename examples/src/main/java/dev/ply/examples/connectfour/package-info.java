/**
 * Connect Four, the example game: everything a new game needs, written only against the public SPI of
 * {@code ply-core}. Copy this package to add a game of your own.
 */
package dev.ply.examples.connectfour;
