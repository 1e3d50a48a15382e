/** Final move selection: which root move to play when the search stops (robust, max, secure child). */
package dev.ply.search.mcts.finalmoveselection;
