/**
 * Backgammon agents for matches: the pubeval player ({@code pubeval}) and GNU Backgammon ({@code gnubg}).
 */
package dev.ply.games.backgammon.agent;
