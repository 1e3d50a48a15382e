/** Tic-tac-toe: the smallest complete game of Ply, and the reference for its searches' node counts. */
package dev.ply.games.tictactoe;
