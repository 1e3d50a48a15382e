/** Go: {@link dev.ply.games.go.GoGame}, its positions, notations and evaluator. */
package dev.ply.games.go;
