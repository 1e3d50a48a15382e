/**
 * Learning for Ply: policy-value networks for any game with a
 * {@link dev.ply.core.capability.NetworkEncoding}, their files, a forward pass in plain Java for the search's hot
 * path, training with DJL's PyTorch engine, and AlphaZero's self-play loop ({@link dev.ply.learning.Training}).
 */
package dev.ply.learning;
