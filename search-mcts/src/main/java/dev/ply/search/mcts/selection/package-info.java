/** Selection strategies: how the descent chooses among expanded children (UCT, RAVE/GRAVE). */
package dev.ply.search.mcts.selection;
