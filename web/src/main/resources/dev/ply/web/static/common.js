'use strict';

/**
 * Ply in the browser: plain JavaScript and SVG, no build step, no network (the page runs from the jar), loaded as
 * six scripts that share one scope: common, board, play, analyse, teach and main. This one holds what every part
 * uses: element helpers, the JSON API, the message line, tables built as text and the evaluation bar.
 */

const SVG = 'http://www.w3.org/2000/svg';

const $ = id => document.getElementById(id);

function el(name, attributes, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes || {})) {
    node.setAttribute(key, value);
  }
  if (parent) {
    parent.appendChild(node);
  }
  return node;
}

async function api(method, path, body) {
  // The server takes only JSON bodies on POST (a cross-site form cannot send one unasked).
  const sends = method === 'POST' || body;
  const response = await fetch(path, {
    method,
    headers: sends ? {'Content-Type': 'application/json'} : {},
    body: sends ? JSON.stringify(body || {}) : undefined
  });
  const text = await response.text();
  const data = text ? JSON.parse(text) : null;
  if (!response.ok) {
    throw new Error(data && data.error ? data.error : response.status + ' ' + response.statusText);
  }
  return data;
}

function say(text) {
  $('message').textContent = text || '';
}

/** A table of rows of cells, built as text (no HTML from the server); the first row as column headers. */
function fillTable(table, rows, header) {
  table.innerHTML = '';
  rows.forEach((cells, index) => {
    const row = table.insertRow();
    cells.forEach((text, column) => {
      const cell = index === 0 && header || column === 0 && !header ? document.createElement('th')
        : document.createElement('td');
      if (cell.tagName === 'TH') {
        cell.scope = index === 0 && header ? 'col' : 'row';
      }
      cell.textContent = text === null || text === undefined ? '' : String(text);
      row.appendChild(cell);
    });
  });
}

/**
 * The evaluation bar, as lichess draws it: the first player's share of the bar grows with the score from their
 * view (a logistic of the score in the evaluator's units, a forced win fills it).
 */
function setEvaluationBar(bar, scoreForFirst) {
  const share = scoreForFirst === null || scoreForFirst === undefined ? 50
    : Math.abs(scoreForFirst) >= 30000 ? (scoreForFirst > 0 ? 100 : 0)
    : 100 / (1 + Math.exp(-scoreForFirst / 250));
  bar.querySelector('.eval-fill').style.height = share.toFixed(1) + '%';
  bar.setAttribute('aria-valuenow', share.toFixed(0));
  bar.dataset.score = scoreForFirst === null || scoreForFirst === undefined ? '' : scoreForFirst;
  bar.title = scoreForFirst === null || scoreForFirst === undefined ? 'no evaluation yet'
    : 'score ' + scoreForFirst + ' for the first player';
}
