/**
 * Talking to GNU Backgammon: {@link dev.ply.games.backgammon.gnubg.GnubgEngine} runs gnubg with Ply's
 * Python bridge script and asks it for plays by position id and dice.
 */
package dev.ply.games.backgammon.gnubg;
