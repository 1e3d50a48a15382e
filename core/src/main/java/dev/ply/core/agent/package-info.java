/**
 * Agents: whatever chooses moves in a game (a search with limits, a person, an external engine),
 * the {@link dev.ply.core.agent.AgentProvider} SPI for kinds other than searches, and the
 * {@link dev.ply.core.agent.GameRecord} of a game being played.
 */
package dev.ply.core.agent;
