/**
 * Helpers for those who implement searches (not needed to use one): the {@link
 * dev.ply.core.search.support.TimeBudget} every algorithm derives from its limits, the {@link
 * dev.ply.core.search.support.SearchControl} that applies limits and stop requests while searching,
 * and the {@link dev.ply.core.search.support.PrincipalVariation} table of best lines.
 */
package dev.ply.core.search.support;
