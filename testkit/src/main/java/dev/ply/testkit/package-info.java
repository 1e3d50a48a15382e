/**
 * The conformance kit: {@link dev.ply.testkit.GameContract}, which every game's tests subclass, and
 * {@link dev.ply.testkit.PerftAssertions} for reference move counts. Published as {@code ply-testkit}
 * so that users test their own games the same way.
 */
package dev.ply.testkit;
