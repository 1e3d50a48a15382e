/** Static evaluation: the {@link dev.ply.core.eval.Evaluator} SPI and its ServiceLoader provider. */
package dev.ply.core.eval;
