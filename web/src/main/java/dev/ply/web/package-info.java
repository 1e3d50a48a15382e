/** Ply in the browser: {@link dev.ply.web.WebServer}, the local web application behind {@code ply serve}. */
package dev.ply.web;
