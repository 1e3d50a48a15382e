/**
 * Helpers for those who implement searches (not needed to use one): the {@link
 * dev.ply.core.search.support.TimeBudget} every algorithm derives from its limits.
 */
package dev.ply.core.search.support;
