// Ply in the browser: plays games through the server's API and steps through search traces.
// Plain JavaScript and SVG, no build step: the page runs from the jar with no network.
'use strict';

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

// ---------------------------------------------------------------- play

const play = {view: null, events: null, clicks: [], flipped: false, shares: null, pvClicks: null, drag: null,
  cursor: null, review: null, ticket: 0};

async function loadGames() {
  const games = await api('GET', '/api/games');
  const select = $('game');
  for (const game of games.filter(g => g.board)) {
    const option = document.createElement('option');
    option.value = game.id;
    option.textContent = game.name;
    select.appendChild(option);
  }
  select.value = games.some(g => g.id === 'tictactoe') ? 'tictactoe' : select.value;
}

async function newGame(event) {
  if (event) {
    event.preventDefault();
  }
  say('');
  if (play.events) {
    play.events.close();
  }
  if (play.view) {
    api('DELETE', '/api/sessions/' + play.view.id).catch(() => {});
  }
  const ticket = ++play.ticket; // a newer New game wins over an answer still on its way
  try {
    const view = await api('POST', '/api/sessions', {
      game: $('game').value, position: $('position').value,
      players: [$('first').value, $('second').value], timeControl: $('time-control').value
    });
    if (ticket !== play.ticket) {
      api('DELETE', '/api/sessions/' + view.id).catch(() => {});
      return;
    }
    show(view);
    listen(view.id);
  } catch (e) {
    say(e.message);
  }
}

function listen(id) {
  const events = new EventSource('/api/sessions/' + id + '/events');
  play.events = events;
  events.addEventListener('state', e => show(JSON.parse(e.data)));
  events.addEventListener('progress', e => thinking(JSON.parse(e.data)));
  events.addEventListener('visits', e => visits(JSON.parse(e.data)));
  events.addEventListener('error', e => {
    if (e.data) {
      say(JSON.parse(e.data).error);
    }
  });
}

function show(view) {
  if (play.view && play.view.id === view.id && view.version < play.view.version) {
    return; // an older view (a response overtaken by an event)
  }
  if (!play.view || play.view.id !== view.id) {
    play.cursor = null; // a new game: the keyboard's cursor starts again
  }
  const moved = !play.view || play.view.history.length !== view.history.length;
  play.view = view;
  if (moved) {
    play.review = null;
    play.clicks = [];
    play.shares = null;
    play.pvClicks = null;
    $('options').innerHTML = '';
    $('visits').innerHTML = '';
    if ($('export-text').textContent) {
      exportGame(); // an export on show follows the game, through undos too
    }
  }
  drawBoard();
  $('position-line').textContent = 'position ' + view.position;
  const others = $('other-moves');
  others.innerHTML = '';
  if (view.humanToMove) {
    for (const move of view.moves.filter(m => !m.clicks || (view.board && !m.clicks.length))) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = move.text;
      button.dataset.move = move.text;
      button.addEventListener('click', () => send(move.text));
      others.appendChild(button);
    }
  }
  const names = view.playerNames;
  $('status').textContent = view.result ? 'Game over: ' + view.result
      : view.chance ? 'Rolling the dice...'
      : names[view.toMove] + ' (' + view.players[view.toMove] + ') to move' + (view.thinking ? ': thinking' : '');
  $('status').dataset.result = view.result || '';
  showHistory(view);
  if (!view.thinking) {
    $('thinking').textContent = '';
    play.pvClicks = null;
  }
  drawEvaluation(view.evaluations);
  if (moved) {
    const scored = view.evaluations.filter(e => e !== null && e !== undefined);
    setEvaluationBar($('play-bar'), scored.length ? scored[scored.length - 1] : null);
  }
  play.clocksAt = performance.now();
  showClocks();
}

/**
 * The move list: chess and checkers number a move of each side together (1. e4 e5, Black's first move 1... e5),
 * other games number every move. A click on a move shows the position after it.
 */
function showHistory(view) {
  const history = $('history');
  history.innerHTML = '';
  history.className = view.numbering;
  view.history.forEach((move, ply) => {
    const item = document.createElement('li');
    item.textContent = move;
    item.tabIndex = 0;
    item.dataset.ply = ply + 1;
    if (view.numbering === 'pairs') {
      const side = (view.firstMover + ply) % 2;
      const number = Math.floor((ply + view.firstMover) / 2) + 1;
      if (side === 0 || ply === 0) {
        item.dataset.number = number + (side === 0 ? '.' : '...');
      }
      if (ply === 0 && side === 1) {
        item.classList.add('black-first');
      }
    }
    if (play.review && play.review.ply === ply + 1) {
      item.classList.add('reviewed');
      item.setAttribute('aria-current', 'step');
    }
    item.addEventListener('click', () => review(ply + 1));
    item.addEventListener('keydown', event => {
      const step = {ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1}[event.key];
      if (step || event.key === 'Enter') {
        event.preventDefault();
        review(Math.max(0, Math.min(view.history.length, (play.review ? play.review.ply : ply + 1)
            + (step || 0))));
      } else if (event.key === 'Escape') {
        review(null);
      }
    });
    history.appendChild(item);
  });
}

/** Shows the position after the first {@code ply} moves while the game goes on; {@code null} goes back to it. */
async function review(ply) {
  if (ply === null || !play.view || ply === play.view.history.length) {
    play.review = null;
  } else {
    try {
      play.review = await api('GET', '/api/sessions/' + play.view.id + '/positions/' + ply);
    } catch (e) {
      say(e.message);
      return;
    }
  }
  $('review').hidden = !play.review;
  $('review-text').textContent = play.review ? (play.review.ply === 0 ? 'The start position'
      : 'After ' + play.review.move) + ' (move ' + play.review.ply + ' of ' + play.view.history.length + ')' : '';
  showHistory(play.view);
  drawBoard();
  const current = document.querySelector('#history li.reviewed');
  if (current) {
    current.focus();
  }
}

function clockText(millis) {
  const seconds = Math.max(0, millis) / 1000;
  const minutes = Math.floor(seconds / 60);
  return minutes + ':' + (seconds - 60 * minutes).toFixed(1).padStart(4, '0');
}

/** The clocks as the last view gave them, the running one counted down locally. */
function showClocks() {
  const view = play.view;
  const box = $('clocks');
  if (!view || !view.clocks) {
    box.innerHTML = '';
    return;
  }
  const elapsed = performance.now() - play.clocksAt;
  box.innerHTML = '';
  view.clocks.forEach((millis, side) => {
    const span = document.createElement('span');
    const running = view.clockRunning === side;
    span.className = 'clock' + (running ? ' running' : '');
    span.dataset.side = side;
    span.textContent = view.playerNames[side] + ' ' + clockText(millis - (running ? elapsed : 0)) + '  ';
    box.appendChild(span);
  });
}
setInterval(showClocks, 100);

/** Each agent move's score from the first player's view, as a line over the game (the centre line is 0). */
function drawEvaluation(scores) {
  const svg = $('evaluation');
  svg.innerHTML = '';
  // Axes with labels: the score (the first player's view) up the left, the move number along the bottom.
  const left = 34;
  const right = 296;
  el('line', {x1: left, y1: 50, x2: right, y2: 50, class: 'eval-axis'}, svg);
  el('line', {x1: left, y1: 5, x2: left, y2: 95, class: 'eval-axis'}, svg);
  const points = scores.map((s, i) => [i, s]).filter(p => p[1] !== null && p[1] !== undefined);
  const scale = Math.max(100, ...points.map(p => Math.abs(p[1])));
  for (const [y, text] of [[9, '+' + scale], [53, '0'], [97, '-' + scale]]) {
    el('text', {x: left - 3, y, class: 'eval-label', 'text-anchor': 'end'}, svg).textContent = text;
  }
  el('text', {x: right, y: 62, class: 'eval-label', 'text-anchor': 'end'}, svg).textContent
    = 'move ' + scores.length;
  if (!points.length) {
    return;
  }
  const step = (right - left) / Math.max(1, scores.length);
  const xy = points.map(([i, s]) => [left + (i + 0.5) * step, 50 - 45 * Math.max(-1, Math.min(1, s / scale))]);
  el('polyline', {points: xy.map(p => p.join(',')).join(' '), class: 'eval-line'}, svg);
  for (const [x, y] of xy) {
    el('circle', {cx: x, cy: y, r: 2.5, class: 'eval-point'}, svg);
  }
}

function thinking(p) {
  play.pvClicks = p.pvClicks || null;
  if (typeof p.score === 'number' && play.view) {
    setEvaluationBar($('play-bar'), p.player === 0 ? p.score : -p.score);
  }
  drawBoard();
  $('thinking').textContent = 'depth ' + p.depth + '  score ' + p.score + '  nodes ' + p.nodes
      + '  nps ' + p.nps + '\npv ' + p.pv.join(' ');
}

function visits(v) {
  play.shares = v.moves;
  const table = $('visits');
  // Under mcts:az each move also has the network's prior.
  const priors = v.moves.some(m => typeof m.prior === 'number');
  table.innerHTML = '<tr><th>move</th><th>share</th><th>mean</th>' + (priors ? '<th>prior</th>' : '') + '</tr>';
  for (const m of v.moves.slice().sort((a, b) => b.share - a.share)) {
    const row = table.insertRow();
    row.className = 'share';
    row.insertCell().textContent = m.move;
    row.insertCell().textContent = (100 * m.share).toFixed(1) + '%';
    row.insertCell().textContent = m.mean.toFixed(3);
    if (priors) {
      row.insertCell().textContent = typeof m.prior === 'number' ? (100 * m.prior).toFixed(1) + '%' : '';
    }
  }
  drawBoard();
}

function cellXY(cell, board) {
  let row = Math.floor(cell / board.columns);
  let col = cell % board.columns;
  if (play.flipped) {
    row = board.rows - 1 - row;
    col = board.columns - 1 - col;
  }
  return [col, row];
}

function drawBoard() {
  const view = play.view;
  const svg = $('board');
  svg.innerHTML = '';
  $('text-view').textContent = view && !view.board ? view.text : '';
  if (!view || !view.board) {
    return;
  }
  const board = play.review && play.review.board ? play.review.board : view.board;
  // What the board cannot show (captures, dice, pip counts, the final score), one line each.
  const facts = $('facts');
  facts.innerHTML = '';
  for (const fact of board.facts || []) {
    facts.appendChild(document.createElement('li')).textContent = fact;
  }
  svg.setAttribute('viewBox', '0 0 ' + board.columns + ' ' + board.rows);
  // 480 pixels along the longer side (less on a narrow screen), the cells square.
  const wide = Math.min(1, board.columns / board.rows);
  svg.style.width = 'min(' + (480 * wide) + 'px, ' + (92 * wide) + 'vw)';
  svg.style.height = 'auto';
  svg.style.aspectRatio = board.columns + ' / ' + board.rows;
  $('play-bar').style.height = svg.getBoundingClientRect().height + 'px'; // the evaluation bar as tall as the board
  const targets = nextCells();
  if (board.intersections) {
    // A board of points (Go): lines through the cells' centres; the cells stay as transparent click areas.
    el('rect', {x: 0, y: 0, width: board.columns, height: board.rows, class: 'goban'}, svg);
    for (let i = 0; i < board.rows; i++) {
      el('line', {x1: 0.5, y1: i + 0.5, x2: board.columns - 0.5, y2: i + 0.5, class: 'grid-line'}, svg);
    }
    for (let i = 0; i < board.columns; i++) {
      el('line', {x1: i + 0.5, y1: 0.5, x2: i + 0.5, y2: board.rows - 0.5, class: 'grid-line'}, svg);
    }
    for (const [x, y] of starPoints(board.columns, board.rows)) {
      el('circle', {cx: x + 0.5, cy: y + 0.5, r: 0.09, class: 'star-point'}, svg);
    }
  }
  for (let cell = 0; cell < board.rows * board.columns; cell++) {
    const [x, y] = cellXY(cell, board);
    const shade = board.intersections ? 'point'
      : board.checkered ? ((x + y) % 2 === (play.flipped ? 1 : 0) ? 'light' : 'dark') : 'plain';
    // A cell a move goes to next is a target even when an earlier click was on it (backgammon's bar/23 24/23).
    const state = targets.has(cell) ? ' target' : play.clicks.includes(cell) ? ' selected' : '';
    const shape = board.shapes ? board.shapes[cell] : 'square';
    const rect = el('rect', {x, y, width: 1, height: 1, class: 'cell ' + (shape === 'square' ? shade : 'felt')
      + state, 'data-cell': board.cellNames[cell]}, svg);
    el('title', {}, rect).textContent = board.cellNames[cell];
    if (shape !== 'square') {
      // A race game's point: a long triangle from the board's edge, the colours alternating (gnubg's board).
      const down = (shape === 'point-down') !== play.flipped;
      const tip = down ? y + 0.92 : y + 0.08;
      const base = down ? y : y + 1;
      el('polygon', {points: x + ',' + base + ' ' + (x + 1) + ',' + base + ' ' + (x + 0.5) + ',' + tip,
        class: 'point-shape ' + (x % 2 ? 'odd' : 'even') + state}, svg);
    }
    if (board.lastMove && board.lastMove.includes(cell) && !state) {
      el('rect', {x, y, width: 1, height: 1, class: 'last-move'}, svg);
    }
    const share = !play.review && play.shares && play.shares.find(s => s.cell === cell);
    if (share) {
      el('rect', {x, y, width: 1, height: 1, class: 'heat', fill: 'rgba(46, 134, 193, ' + (0.1 + 0.8 * share.share)
        + ')', 'data-share': share.share.toFixed(3)}, svg);
    }
    if (board.owners && board.owners[cell] >= 0) {
      el('rect', {x: x + 0.35, y: y + 0.35, width: 0.3, height: 0.3, class: 'territory p' + board.owners[cell]},
        svg);
    }
    const token = board.pieces[cell];
    if (!play.review && token && token.name === 'king' && token.player === view.toMove
        && /[+#]$/.test(view.history.at(-1) || '')) {
      el('rect', {x, y, width: 1, height: 1, class: 'check', 'data-cell': board.cellNames[cell]}, svg);
    }
    if (token && board.intersections) {
      el('circle', {cx: x + 0.5, cy: y + 0.5, r: 0.46, class: 'token stone p' + token.player,
        'data-piece': token.name}, svg);
    } else if (token) {
      const text = el('text', {x: x + 0.5, y: y + 0.54, class: 'token p' + token.player, 'data-piece': token.name,
        'data-at': cell}, svg);
      text.textContent = token.glyph;
    }
    drawCoordinates(svg, board, cell, x, y); // over the stones and pieces, never hidden by them
  }
  if (play.cursor !== null && document.activeElement === svg) {
    const [x, y] = cellXY(play.cursor, board);
    el('rect', {x: x + 0.04, y: y + 0.04, width: 0.92, height: 0.92, class: 'cursor'}, svg);
  }
  // The principal variation's first moves as arrows (a one-click move as a dot).
  (play.review ? [] : play.pvClicks || []).filter(clicks => clicks.length).forEach((clicks, index) => {
    const [x1, y1] = cellXY(clicks[0], board);
    const [x2, y2] = cellXY(clicks[clicks.length - 1], board);
    el('line', {x1: x1 + 0.5, y1: y1 + 0.5, x2: x2 + 0.5 + (clicks.length === 1 ? 0.01 : 0), y2: y2 + 0.5,
      class: 'pv-arrow' + (index ? ' second' : ''), 'data-pv': index}, svg);
  });
}

/** A Go board's star points (hoshi): the 3-3 points below 13x13, else 4-4, with the sides' and the centre. */
function starPoints(columns, rows) {
  if (columns !== rows || columns < 7 || columns % 2 === 0) {
    return [];
  }
  const edge = columns >= 13 ? 3 : 2;
  const lines = columns >= 15 ? [edge, (columns - 1) / 2, columns - 1 - edge] : [edge, columns - 1 - edge];
  const points = lines.flatMap(x => lines.map(y => [x, y]));
  if (columns < 15) {
    points.push([(columns - 1) / 2, (columns - 1) / 2]);
  }
  return points;
}

/**
 * Coordinates at the board's edges, as players of chess, checkers and Go read them: where a cell's name is a
 * column letter and a row number (e4, E5), the letter in the bottom row and the number in the left column.
 */
function drawCoordinates(svg, board, cell, x, y) {
  const name = /^([A-Za-z]+)(\d+)$/.exec(board.cellNames[cell]);
  if (!name || board.intersections && board.columns < 5) {
    return;
  }
  // On a board of points the labels sit between the last line and the edge; on squares, in the corner.
  const points = board.intersections;
  if (y === board.rows - 1) {
    el('text', {x: x + (points ? 0.5 : 0.94), y: y + (points ? 0.98 : 0.95), class: 'coord file'
      + (points ? ' centred' : '')}, svg).textContent = name[1];
  }
  if (x === 0) {
    el('text', {x: x + 0.06, y: y + (points ? 0.57 : 0.2), class: 'coord rank'}, svg).textContent = name[2];
  }
}

/** The keyboard: arrows move a cursor over the board's cells, Enter or Space clicks the cell under it. */
function boardKey(event) {
  const board = play.view && play.view.board;
  if (!board) {
    return;
  }
  const steps = {ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1]};
  if (play.cursor === null) {
    const targets = [...nextCells()];
    play.cursor = targets.length ? targets[0] : Math.floor(board.rows / 2) * board.columns
        + Math.floor(board.columns / 2);
  }
  if (steps[event.key]) {
    event.preventDefault();
    const [x, y] = cellXY(play.cursor, board);
    const nx = Math.max(0, Math.min(board.columns - 1, x + steps[event.key][0]));
    const ny = Math.max(0, Math.min(board.rows - 1, y + steps[event.key][1]));
    const col = play.flipped ? board.columns - 1 - nx : nx;
    const row = play.flipped ? board.rows - 1 - ny : ny;
    play.cursor = row * board.columns + col;
    say(board.cellNames[play.cursor] + (nextCells().has(play.cursor) ? ': a move goes here' : ''));
    drawBoard();
  } else if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    click(play.cursor);
  }
}

/** The cell under a pointer event on the board, or null (between cells, or no board). */
function cellAt(event) {
  const board = play.view && play.view.board;
  const svg = $('board');
  const matrix = svg.getScreenCTM();
  if (!board || !matrix) {
    return null;
  }
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  let col = Math.floor(point.x);
  let row = Math.floor(point.y);
  if (col < 0 || row < 0 || col >= board.columns || row >= board.rows) {
    return null;
  }
  if (play.flipped) {
    row = board.rows - 1 - row;
    col = board.columns - 1 - col;
  }
  return row * board.columns + col;
}

/**
 * Click-click and drag-and-drop are one gesture: pressing on a cell is its click, and releasing on another cell
 * clicks that one too; while the pointer moves the pressed piece follows it.
 */
function listenToBoard() {
  const svg = $('board');
  svg.addEventListener('keydown', boardKey);
  svg.addEventListener('focus', drawBoard);
  svg.addEventListener('blur', drawBoard);
  svg.addEventListener('pointerdown', event => {
    const cell = cellAt(event);
    if (cell === null || event.button !== 0) {
      return;
    }
    event.preventDefault();
    play.drag = {from: cell};
    click(cell);
  });
  svg.addEventListener('pointermove', event => {
    const token = play.drag && svg.querySelector('text.token[data-at="' + play.drag.from + '"]');
    const matrix = svg.getScreenCTM();
    if (!token || !matrix || !(event.buttons & 1)) {
      return;
    }
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const [x, y] = cellXY(play.drag.from, play.view.board);
    token.setAttribute('transform', 'translate(' + (point.x - x - 0.5) + ' ' + (point.y - y - 0.5) + ')');
    token.classList.add('dragged');
  });
  const release = event => {
    const drag = play.drag;
    play.drag = null;
    const cell = event.type === 'pointerup' ? cellAt(event) : null;
    if (drag && cell !== null && cell !== drag.from && play.clicks.length) {
      click(cell);
    } else {
      drawBoard(); // back to its square
    }
  };
  svg.addEventListener('pointerup', release);
  svg.addEventListener('pointerleave', release);
}

/** The legal moves whose clicks start with the clicks made so far. */
function matching() {
  const view = play.view;
  return view.moves.filter(m => m.clicks && play.clicks.every((c, i) => m.clicks[i] === c));
}

function nextCells() {
  const cells = new Set();
  if (!play.view || !play.view.humanToMove || play.review) {
    return cells;
  }
  for (const move of matching()) {
    if (move.clicks.length > play.clicks.length) {
      cells.add(move.clicks[play.clicks.length]);
    }
  }
  return cells;
}

async function click(cell) {
  const view = play.view;
  if (!view || view.result) {
    say(view && view.result ? 'The game is over: ' + view.result : 'Start a game first');
    return;
  }
  if (play.review) {
    say('Showing an earlier position: back to the game to move');
    return;
  }
  if (!view.humanToMove) {
    say('Not your move: ' + view.playerNames[view.toMove] + ' is played by ' + view.players[view.toMove]);
    return;
  }
  play.clicks.push(cell);
  const candidates = matching();
  if (candidates.length === 0) {
    const name = view.board.cellNames[cell];
    const continuing = play.clicks.length > 1;
    play.clicks = [];
    say('No legal move ' + (continuing ? 'continues' : 'starts') + ' at ' + name);
    drawBoard();
    return;
  }
  say('');
  const complete = candidates.filter(m => m.clicks.length === play.clicks.length);
  if (complete.length === 1 && candidates.length === 1) {
    await send(complete[0].text);
  } else if (complete.length > 1) {
    const options = $('options');
    options.innerHTML = 'Choose: ';
    for (const move of complete) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = move.option || move.text;
      button.dataset.option = move.option || move.text;
      button.addEventListener('click', () => send(move.text));
      options.appendChild(button);
    }
  }
  drawBoard();
}

async function send(text) {
  play.clicks = [];
  $('options').innerHTML = '';
  try {
    show(await api('POST', '/api/sessions/' + play.view.id + '/moves', {move: text}));
  } catch (e) {
    say(e.message);
    drawBoard();
  }
}

async function undo() {
  if (!play.view) {
    return;
  }
  try {
    show(await api('POST', '/api/sessions/' + play.view.id + '/undo'));
  } catch (e) {
    say(e.message);
  }
}

async function exportGame() {
  if (!play.view) {
    return;
  }
  try {
    const record = await api('GET', '/api/sessions/' + play.view.id + '/export');
    $('export-text').dataset.format = record.format;
    $('export-text').textContent = record.text;
  } catch (e) {
    say(e.message);
  }
}

// ---------------------------------------------------------------- analyse

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

/** Draws a board that is only looked at (Analyse): its pieces and an arrow for a move's clicks. */
function drawStaticBoard(svg, board, clicks) {
  svg.innerHTML = '';
  if (!board) {
    svg.style.display = 'none';
    return;
  }
  svg.style.display = '';
  svg.setAttribute('viewBox', '0 0 ' + board.columns + ' ' + board.rows);
  if (board.intersections) {
    el('rect', {x: 0, y: 0, width: board.columns, height: board.rows, class: 'goban'}, svg);
  }
  for (let cell = 0; cell < board.rows * board.columns; cell++) {
    const x = cell % board.columns;
    const y = Math.floor(cell / board.columns);
    if (!board.intersections) {
      el('rect', {x, y, width: 1, height: 1, class: 'cell ' + (board.checkered ? ((x + y) % 2 ? 'dark' : 'light')
        : 'plain')}, svg);
    }
    drawCoordinates(svg, board, cell, x, y);
    const token = board.pieces[cell];
    if (token && board.intersections) {
      el('circle', {cx: x + 0.5, cy: y + 0.5, r: 0.46, class: 'token stone p' + token.player}, svg);
    } else if (token) {
      el('text', {x: x + 0.5, y: y + 0.54, class: 'token p' + token.player}, svg).textContent = token.glyph;
    }
  }
  if (clicks && clicks.length) {
    const [x1, y1] = [clicks[0] % board.columns, Math.floor(clicks[0] / board.columns)];
    const last = clicks[clicks.length - 1];
    const [x2, y2] = [last % board.columns, Math.floor(last / board.columns)];
    el('line', {x1: x1 + 0.5, y1: y1 + 0.5, x2: x2 + 0.5 + (clicks.length === 1 ? 0.01 : 0), y2: y2 + 0.5,
      class: 'pv-arrow'}, svg);
  }
}

async function analyse(event) {
  if (event) {
    event.preventDefault();
  }
  say('');
  fillTable($('analysis'), [['searching...']], false);
  $('analysis-moves').innerHTML = '';
  $('analysis-lines').innerHTML = '';
  let algorithm = $('analyse-algorithm').value.trim();
  const lines = Number($('analyse-lines').value) || 1;
  if (lines > 1 && /^alphabeta(:|$)/.test(algorithm) && !/multipv=/.test(algorithm)) {
    algorithm += (algorithm.includes(':') ? ',' : ':') + 'multipv=' + lines;
  }
  const query = new URLSearchParams({game: $('analyse-game').value, position: $('analyse-position').value,
    algorithm});
  try {
    const a = await api('GET', '/api/analyze?' + query);
    const rows = [['best move', a.bestMove], ['score', a.score], ['line', a.pv.join(' ')], ['depth', a.depth],
      ['nodes', a.nodes], ['time', a.timeMillis + ' ms']];
    for (const [key, value] of Object.entries(a.statistics)) {
      rows.push([key, typeof value === 'number' && !Number.isInteger(value) ? value.toFixed(3) : value]);
    }
    fillTable($('analysis'), rows, false);
    [...$('analysis').rows].forEach((row, i) => { row.cells[1].className = 'a-' + rows[i][0].replace(/ /g, '-'); });
    if (a.lines.length > 1) {
      fillTable($('analysis-lines'), [['line', 'depth', 'score', 'moves']].concat(a.lines.map(l => [l.multipv,
        l.depth, l.score, l.pv.join(' ')])), true);
    }
    if (a.rootMoves.length) {
      fillTable($('analysis-moves'), [['move', 'visits', 'value']].concat(a.rootMoves.map(m => [m.move, m.visits,
        m.value.toFixed(3)])), true);
    }
    drawStaticBoard($('analysis-board'), a.board, a.bestClicks);
    setEvaluationBar($('analysis-bar'), a.toMove === 1 ? -a.score : a.score);
  } catch (e) {
    $('analysis').innerHTML = '';
    say(e.message);
  }
}

/** Takes the game in progress to the Analyse tab: its game and current position. */
function analyseCurrentPosition() {
  if (!play.view) {
    say('Start a game first');
    return;
  }
  $('analyse-game').value = play.view.game;
  $('analyse-position').value = play.review ? play.review.position : play.view.position;
  $('tab-analyse').click();
  analyse();
}

// ---------------------------------------------------------------- set up a chess position by hand

/** The chess board being set up: a FEN letter or '' for each square, a8 first; the piece the clicks place. */
const editor = {squares: [], piece: 'P'};
const EDITOR_GLYPHS = {K: '\u2654', Q: '\u2655', R: '\u2656', B: '\u2657', N: '\u2658', P: '\u2659',
  k: '\u265a', q: '\u265b', r: '\u265c', b: '\u265d', n: '\u265e', p: '\u265f'};

function editorLoad(placement) {
  editor.squares = [];
  for (const rank of placement.split('/')) {
    for (const c of rank) {
      if (/[1-8]/.test(c)) {
        for (let i = 0; i < Number(c); i++) {
          editor.squares.push('');
        }
      } else {
        editor.squares.push(c);
      }
    }
  }
  drawEditor();
}

/** The position as FEN: the placement, the side to move, castling from kings and rooks at home, no en passant. */
function editorFen() {
  const ranks = [];
  for (let r = 0; r < 8; r++) {
    let rank = '';
    let empty = 0;
    for (let f = 0; f < 8; f++) {
      const piece = editor.squares[8 * r + f];
      if (piece) {
        rank += (empty || '') + piece;
        empty = 0;
      } else {
        empty++;
      }
    }
    ranks.push(rank + (empty || ''));
  }
  const at = name => editor.squares[8 * (8 - Number(name[1])) + name.charCodeAt(0) - 97];
  let castling = '';
  if (at('e1') === 'K') {
    castling += (at('h1') === 'R' ? 'K' : '') + (at('a1') === 'R' ? 'Q' : '');
  }
  if (at('e8') === 'k') {
    castling += (at('h8') === 'r' ? 'k' : '') + (at('a8') === 'r' ? 'q' : '');
  }
  return ranks.join('/') + ' ' + $('editor-side').value + ' ' + (castling || '-') + ' - 0 1';
}

function drawEditor() {
  const svg = $('editor-board');
  svg.innerHTML = '';
  for (let square = 0; square < 64; square++) {
    const x = square % 8;
    const y = Math.floor(square / 8);
    const name = String.fromCharCode(97 + x) + (8 - y);
    const rect = el('rect', {x, y, width: 1, height: 1, class: 'cell ' + ((x + y) % 2 ? 'dark' : 'light'),
      'data-cell': name}, svg);
    el('title', {}, rect).textContent = name;
    rect.addEventListener('click', () => {
      editor.squares[square] = editor.piece === '' || editor.squares[square] === editor.piece ? '' : editor.piece;
      drawEditor();
    });
    const piece = editor.squares[square];
    if (piece) {
      el('text', {x: x + 0.5, y: y + 0.54, class: 'token ' + (piece === piece.toUpperCase() ? 'p0' : 'p1'),
        'data-piece': piece}, svg).textContent = EDITOR_GLYPHS[piece];
    }
  }
  const palette = $('editor-palette');
  palette.innerHTML = '';
  for (const piece of 'KQRBNPkqrbnp'.split('').concat([''])) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = piece ? EDITOR_GLYPHS[piece] : 'eraser';
    button.dataset.piece = piece;
    button.setAttribute('aria-pressed', String(editor.piece === piece));
    button.setAttribute('aria-label', piece ? (piece === piece.toUpperCase() ? 'white ' : 'black ')
      + {k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn'}[piece.toLowerCase()] : 'eraser');
    button.addEventListener('click', () => {
      editor.piece = piece;
      drawEditor();
    });
    palette.appendChild(button);
  }
}

function openEditor() {
  const editing = $('editor').hidden;
  $('editor').hidden = !editing;
  if (editing) {
    const current = $('analyse-game').value === 'chess' && $('analyse-position').value.trim();
    editorLoad(current ? current.split(' ')[0] : 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR');
    if (current && current.split(' ')[1]) {
      $('editor-side').value = current.split(' ')[1];
    }
  }
}

// ---------------------------------------------------------------- teach

const teach = {trace: null, step: 0, timer: null, full: null};

async function loadTrace(event) {
  if (event) {
    event.preventDefault();
  }
  const query = new URLSearchParams({
    game: $('trace-game').value, position: $('trace-position').value, algorithm: $('trace-algorithm').value,
    at: $('trace-at').value
  });
  try {
    teach.trace = await api('GET', '/api/trace?' + query);
    teach.trace.events = mergeLeaves(teach.trace.events);
    teach.full = teach.trace.game === 'tree' ? parseTree(teach.trace.position) : null;
    teach.step = 0;
    say('');
    renderTrace();
  } catch (e) {
    say(e.message);
    $('step-text').textContent = e.message;
  }
}

/** A leaf is one step, as the textbook counts it: its enter and exit events become one 'leaf' event. */
function mergeLeaves(events) {
  const merged = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    const next = events[i + 1];
    if (e.type === 'enter' && next && next.type === 'exit' && next.path.join(' ') === e.path.join(' ')
        && e.path.length) {
      merged.push({type: 'leaf', path: e.path, player: e.player, value: next.value, bound: next.bound,
        alpha: e.alpha, beta: e.beta});
      i++;
    } else {
      merged.push(e);
    }
  }
  return merged;
}

/**
 * A written game tree (games/tree's notation: integers are leaves, parentheses player nodes, brackets chance
 * nodes with optional probabilities, optional labels) read into {move, value, children, probability}; null when
 * the text is not one (a generated tree such as ordered:b=3,d=4).
 */
function parseTree(text) {
  let at = 0;
  const blanks = () => { while (at < text.length && /\s/.test(text[at])) at++; };
  const fail = () => { throw new Error('not a written tree'); };
  const node = () => {
    blanks();
    let label = null;
    const named = /^([A-Za-z][A-Za-z0-9_']*)\s*:/.exec(text.slice(at));
    if (named) {
      label = named[1];
      at += named[0].length;
      blanks();
    }
    const open = text[at];
    if (open === '(' || open === '[' || open === '{') {
      const close = open === '(' ? ')' : open === '[' ? ']' : '}';
      at++;
      const children = [];
      while (true) {
        blanks();
        let probability = null;
        if (open !== '(') {
          const p = /^([0-9.]+(\/[0-9]+)?)\s*:/.exec(text.slice(at));
          if (p) {
            probability = p[1].includes('/') ? Number(p[1].split('/')[0]) / Number(p[1].split('/')[1]) : Number(p[1]);
            at += p[0].length;
          }
        }
        const child = node();
        child.probability = probability;
        children.push(child);
        blanks();
        if (text[at] === ',') {
          at++;
        } else if (text[at] === close) {
          at++;
          break;
        } else {
          fail();
        }
      }
      children.forEach((c, i) => { c.move = c.label || String(i); });
      return {label, children, chance: open !== '(', value: null};
    }
    const number = /^-?[0-9]+/.exec(text.slice(at)) || fail();
    at += number[0].length;
    return {label, children: [], value: Number(number[0])};
  };
  try {
    const root = node();
    blanks();
    return at === text.length ? root : null;
  } catch (e) {
    return null;
  }
}

function eventText(e) {
  const at = e.path.length ? e.path.join(' ') : 'root';
  const num = v => (v === 'inf' ? '+inf' : v === '-inf' ? '-inf' : (v === undefined ? '' : String(v)));
  switch (e.type) {
    case 'enter': return at + ': enter ' + (e.kind === 'chance' ? 'chance' : e.player === 0 ? 'MAX' : 'MIN')
        + ' with (' + num(e.alpha) + ', ' + num(e.beta) + ')';
    case 'child': return at + ': child ' + e.move + ' returned ' + e.value + ', window (' + num(e.alpha) + ', '
        + num(e.beta) + ')';
    case 'outcome': return at + ': outcome ' + e.move + ' (p ' + e.probability + ') = ' + e.value;
    case 'cutoff': return at + ': cut (' + e.reason + '): ' + e.notSearched.length + ' not searched '
        + e.notSearched.join(' ');
    case 'pruned': return at + ': pruned ' + (e.move || 'node') + ' (' + e.reason + ')';
    case 'table': return at + ': table hit ' + e.value + ' (' + e.bound + ')';
    case 'research': return at + ': re-search ' + e.move + ' (' + e.reason + ')';
    case 'leaf': return at + ': leaf ' + e.value;
    case 'exit': return at + ': returns ' + e.value + (e.bound === 'lower' ? ' (a lower bound: at least ' + e.value
        + ')' : e.bound === 'upper' ? ' (an upper bound: at most ' + e.value + ')' : '');
    case 'iteration': return 'iteration: ' + e.path.join(' ') + ' (' + e.reason + '), reward ' + e.value;
    default: return e.type;
  }
}

/**
 * The tree as the first {@code step} events built it; with the whole tree known (a written tree), every node is
 * there from the start, those not reached yet marked unseen, each leaf with its value.
 */
function treeAt(events, step, full) {
  const root = {path: [], children: new Map(), player: 0, value: null, bound: null, cut: false, seen: true};
  let current = root;
  const find = path => {
    let node = root;
    for (const move of path) {
      if (!node.children.has(move)) {
        node.children.set(move, {path: node.path.concat([move]), move, children: new Map(), value: null,
          bound: null, cut: false, player: 1 - node.player, seen: false});
      }
      node = node.children.get(move);
    }
    return node;
  };
  const skeleton = (written, path) => {
    const node = find(path);
    node.staticValue = written.children.length ? null : written.value;
    node.kind = written.chance ? 'chance' : node.kind;
    written.children.forEach(child => {
      const kid = skeleton(child, path.concat([child.move]));
      kid.probability = written.chance ? child.probability : null;
    });
    return node;
  };
  if (full) {
    skeleton(full, []);
  }
  const start = passStart(events, step);
  for (let i = start; i < step; i++) {
    const e = events[i];
    if (e.type === 'iteration') {
      continue;
    }
    const node = find(e.path);
    node.seen = true;
    current = node;
    if (e.type === 'enter' || e.type === 'child' || e.type === 'leaf') {
      if (e.alpha !== undefined) {
        node.window = [e.alpha, e.beta];
      }
    }
    if (e.type === 'enter') {
      node.player = e.player;
      node.kind = e.kind;
    } else if (e.type === 'exit' || e.type === 'table' || e.type === 'leaf') {
      node.value = e.value;
      node.bound = node.children.size === 0 || e.type === 'leaf' ? 'exact' : e.bound;
    } else if (e.type === 'cutoff' && e.notSearched) {
      const prune = ghost => {
        ghost.cut = true;
        ghost.children.forEach(prune);
      };
      for (const move of e.notSearched) {
        prune(find(e.path.concat([move])));
      }
    }
  }
  return {root, current};
}

/** Where the search pass that step {@code step} belongs to began: its last entry into the root. */
function passStart(events, step) {
  let start = 0;
  for (let i = 0; i < step; i++) {
    if (events[i].type === 'enter' && events[i].path.length === 0) {
      start = i;
    }
  }
  return start;
}

/**
 * The textbook's table beside the tree: one row for each step of the current pass (a node entered with its window,
 * each child's value with the window after it, leaves, cut-offs, returns), the current step highlighted.
 */
function windowTable(events, step) {
  const table = document.createElement('table');
  table.id = 'window-table';
  table.className = 'windows';
  const caption = document.createElement('caption');
  caption.textContent = 'The windows, step by step';
  table.appendChild(caption);
  const head = table.insertRow();
  for (const name of ['step', 'node', 'event', '\u03b1', '\u03b2', 'value']) {
    const th = document.createElement('th');
    th.textContent = name;
    th.scope = 'col';
    head.appendChild(th);
  }
  const bound = v => (v === 'inf' ? '+\u221e' : v === '-inf' ? '-\u221e' : v === undefined ? '' : String(v));
  const first = Math.max(passStart(events, step), step - 200);
  for (let i = first; i < step; i++) {
    const e = events[i];
    const row = table.insertRow();
    row.dataset.step = i + 1;
    if (i === step - 1) {
      row.className = 'current';
    }
    const what = e.type === 'enter' ? 'enter ' + (e.kind === 'chance' ? 'chance' : e.player === 0 ? 'MAX' : 'MIN')
      : e.type === 'child' ? 'child ' + e.move + ' returned'
      : e.type === 'leaf' ? 'leaf'
      : e.type === 'cutoff' ? 'cut: ' + e.notSearched.join(' ') + ' not searched'
      : e.type === 'exit' ? 'returns' + (e.bound === 'lower' ? ' (at least)' : e.bound === 'upper' ? ' (at most)' : '')
      : e.type;
    const value = e.type === 'child' || e.type === 'leaf' || e.type === 'exit' || e.type === 'table' ? e.value : '';
    for (const text of [i + 1, e.path.length ? e.path.join(' ') : 'root', what, bound(e.alpha), bound(e.beta),
      value]) {
      row.insertCell().textContent = text;
    }
  }
  return table;
}

/** At the last step: how many leaves the pass evaluated (of how many the tree has), the value and the line. */
function traceSummary(trace, events, full) {
  const start = passStart(events, events.length);
  const evaluated = events.slice(start).filter(e => e.type === 'leaf').length;
  const countLeaves = node => (node.children.length ? node.children.reduce((n, c) => n + countLeaves(c), 0) : 1);
  const rootExit = events.slice(start).filter(e => e.type === 'exit' && e.path.length === 0).pop();
  const line = trace.principalVariation || [];
  return 'leaves evaluated: ' + evaluated + (full ? ' of ' + countLeaves(full) : '') + '; value '
    + (rootExit ? rootExit.value : trace.score) + (line.length ? '; principal variation ' + line.join(' ') : '');
}

/** A Monte Carlo trace as stepped so far: the tree of the iterations' paths, each node with its visits and mean. */
function drawIterations(svg, events, step) {
  const root = {move: '', visits: 0, reward: 0, children: new Map(), path: []};
  let last = null;
  for (let i = 0; i < step; i++) {
    const e = events[i];
    if (e.type !== 'iteration') {
      continue;
    }
    let node = root;
    node.visits++;
    node.reward += e.value;
    for (let d = 0; d < e.path.length && d < 3; d++) {
      const move = e.path[d];
      if (!node.children.has(move)) {
        node.children.set(move, {move, visits: 0, reward: 0, children: new Map(), path: node.path.concat([move]),
          chooser: d % 2});
      }
      node = node.children.get(move);
      node.visits++;
      node.reward += e.value;
    }
    last = e;
  }
  const onPath = new Set(last ? last.path.slice(0, 3).map((m, i) => last.path.slice(0, i + 1).join(' ')) : []);
  // Readable at any size: the root's moves always; below them only the line just searched and the most visited
  // move's replies; every other node folded, with the number of its children hidden.
  const unfolded = node => node.level === 0 || onPath.has(node.path.join(' ')) || node.mostVisited;
  let leaves = 0;
  let depth = 0;
  const place = (node, level) => {
    depth = Math.max(depth, level);
    node.level = level;
    const kids = [...node.children.values()];
    const best = kids.reduce((a, b) => (!a || b.visits > a.visits ? b : a), null);
    if (best && level === 0) {
      best.mostVisited = true;
    }
    node.shown = unfolded(node) ? kids : [];
    node.folded = kids.length - node.shown.length;
    if (!node.shown.length) {
      node.x = leaves++;
      return;
    }
    node.shown.forEach(k => place(k, level + 1));
    node.x = (node.shown[0].x + node.shown[node.shown.length - 1].x) / 2;
  };
  place(root, 0);
  const spacing = 64;
  const width = Math.max(400, (leaves + 1) * spacing);
  svg.setAttribute('viewBox', '0 0 ' + width + ' ' + ((depth + 1) * 90 + 40));
  const px = n => 34 + n.x * spacing;
  const py = n => 30 + n.level * 90;
  const draw = node => {
    if (node.folded) {
      el('text', {x: px(node), y: py(node) + 36, class: 'tfolded'}, svg).textContent = '+' + node.folded;
    }
    for (const child of node.shown) {
      el('line', {x1: px(node), y1: py(node), x2: px(child), y2: py(child),
        class: 'tedge' + (onPath.has(child.path.join(' ')) ? ' path' : '')}, svg);
      draw(child);
    }
    const mean = node.visits ? node.reward / node.visits : 0.5;
    const forChooser = node.chooser === 1 ? 1 - mean : mean;
    const r = 6 + 14 * Math.sqrt(node.visits / Math.max(1, root.visits));
    el('circle', {cx: px(node), cy: py(node), r, class: 'mnode', 'data-path': node.path.join(' '),
      'data-visits': node.visits, fill: 'rgb(' + Math.round(220 * (1 - forChooser) + 20) + ','
        + Math.round(200 * forChooser + 30) + ',80)'}, svg);
    const label = el('text', {x: px(node), y: py(node) + r + 12, class: 'tvalue'}, svg);
    label.textContent = node.visits + (node.path.length ? ' \u00b7 ' + forChooser.toFixed(2) : '');
    if (node.path.length) {
      const move = el('text', {x: px(node) + r + 2, y: py(node) - 4, class: 'tmove'}, svg);
      move.textContent = node.move;
    }
  };
  draw(root);
}

function renderTrace() {
  const trace = teach.trace;
  const events = trace.events;
  const step = teach.step;
  $('step-count').textContent = step + ' / ' + events.length;
  $('step-text').textContent = step === 0 ? trace.algorithm + ' on ' + trace.game + ' ' + trace.position
      + ': press Forward' : step + '. ' + eventText(events[step - 1]);
  $('trace-summary').textContent = step === events.length && events.length && !events.every(e => e.type
      === 'iteration') ? traceSummary(trace, events, teach.full) : '';
  const svg = $('trace-tree');
  svg.innerHTML = '';
  const jumps = $('trace-jumps');
  jumps.innerHTML = '';
  for (const checkpoint of trace.checkpoints) {
    if (checkpoint.iterations <= events.length) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'after ' + checkpoint.iterations;
      button.dataset.iterations = checkpoint.iterations;
      button.addEventListener('click', () => stepTo(checkpoint.iterations));
      jumps.appendChild(button);
    }
  }
  if (events.length && events.every(e => e.type === 'iteration')) {
    drawIterations(svg, events, step);
    renderCheckpoints(trace, step);
    return;
  }
  const {root, current} = treeAt(events, step, teach.full);
  let leaves = 0;
  let depth = 0;
  const place = (node, level) => {
    depth = Math.max(depth, level);
    node.level = level;
    if (node.children.size === 0) {
      node.x = leaves++;
      return;
    }
    const kids = [...node.children.values()];
    kids.forEach(k => place(k, level + 1));
    node.x = (kids[0].x + kids[kids.length - 1].x) / 2;
  };
  place(root, 0);
  const width = Math.max(400, (leaves + 1) * 50);
  svg.setAttribute('viewBox', '0 0 ' + width + ' ' + ((depth + 1) * 90 + 40));
  svg.setAttribute('preserveAspectRatio', 'xMinYMin meet');
  const px = n => 40 + n.x * 50;
  const py = n => 30 + n.level * 90;
  const draw = node => {
    for (const child of node.children.values()) {
      el('line', {x1: px(node), y1: py(node) + 12, x2: px(child), y2: py(child) - 12,
        class: 'tedge' + (child.cut ? ' cut' : !child.seen ? ' unseen' : '')}, svg);
      const label = el('text', {x: (px(node) + px(child)) / 2 + 4, y: (py(node) + py(child)) / 2, class: 'tmove'}, svg);
      // From a chance node each edge carries its outcome's probability.
      label.textContent = child.move + (typeof child.probability === 'number' ? ' (p ' + +child.probability.toFixed(3)
        + ')' : '');
      draw(child);
    }
    const cls = 'tnode' + (node.cut ? ' cut' : !node.seen ? ' unseen' : '') + (node === current ? ' current' : '');
    const x = px(node);
    const y = py(node);
    let shape;
    if (node.kind === 'chance') {
      shape = el('circle', {cx: x, cy: y, r: 12, class: cls}, svg);
    } else if (node.children.size === 0) {
      shape = el('rect', {x: x - 12, y: y - 12, width: 24, height: 24, class: cls}, svg);
    } else if (node.player === 0) {
      shape = el('polygon', {points: x + ',' + (y - 13) + ' ' + (x - 13) + ',' + (y + 11) + ' ' + (x + 13) + ','
        + (y + 11), class: cls}, svg);
    } else {
      shape = el('polygon', {points: x + ',' + (y + 13) + ' ' + (x - 13) + ',' + (y - 11) + ' ' + (x + 13) + ','
        + (y - 11), class: cls}, svg);
    }
    shape.setAttribute('data-path', node.path.join(' '));
    if (node === current && node.window) {
      const show = v => (v === 'inf' ? '+\u221e' : v === '-inf' ? '-\u221e' : v);
      const window = el('text', {x: x + 20, y: y - 8, class: 'twindow'}, svg);
      window.textContent = '\u03b1 ' + show(node.window[0]) + ', \u03b2 ' + show(node.window[1]);
    }
    if (node.value !== null) {
      const text = el('text', {x: node.children.size === 0 ? x : x - 22, y: y + 5, class: 'tvalue'}, svg);
      text.textContent = (node.bound === 'lower' ? '\u2265 ' : node.bound === 'upper' ? '\u2264 ' : '') + node.value;
    } else if (node.staticValue !== null && node.staticValue !== undefined) {
      // A leaf not evaluated (yet, or ever when cut) keeps its value in sight, greyed.
      const text = el('text', {x, y: y + 5, class: 'tvalue static'}, svg);
      text.textContent = node.staticValue;
    }
  };
  draw(root);
  renderCheckpoints(trace, step);
  $('trace-tables').prepend(windowTable(events, step));
  const row = document.querySelector('#window-table tr.current');
  if (row && row.scrollIntoView && teach.timer) {
    row.scrollIntoView({block: 'nearest'});
  }
}

/**
 * The root's table at each checkpoint the stepping has reached, most visited move first, beside a small board of
 * the position with each move's visits and mean on its square.
 */
function renderCheckpoints(trace, step) {
  const tables = $('trace-tables');
  tables.innerHTML = '';
  for (const checkpoint of trace.checkpoints.filter(c => c.iterations <= step)) {
    const box = document.createElement('div');
    box.className = 'checkpoint-box';
    box.dataset.iterations = checkpoint.iterations;
    const table = document.createElement('table');
    table.className = 'checkpoint';
    // Under PUCT (mcts:az) each move's prior from the network joins the table.
    const priors = checkpoint.children.some(c => typeof c.prior === 'number');
    table.createCaption().textContent = 'after ' + checkpoint.iterations + ' iterations';
    const head = table.insertRow();
    for (const name of ['move', 'visits', 'share', 'mean'].concat(priors ? ['prior'] : [], ['explore',
      priors ? 'puct' : 'uct'])) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = name;
      head.appendChild(th);
    }
    const number = v => (typeof v === 'number' ? v.toFixed(3) : String(v));
    for (const c of checkpoint.children.slice().sort((a, b) => b.visits - a.visits)) {
      const row = table.insertRow();
      for (const text of [c.move, c.visits, (100 * c.share).toFixed(1) + '%', c.mean.toFixed(3)]
        .concat(priors ? [typeof c.prior === 'number' ? c.prior.toFixed(3) : ''] : [],
          [number(c.exploration), number(c.value)])) {
        row.insertCell().textContent = text;
      }
    }
    box.appendChild(table);
    if (trace.board && trace.moveCells) {
      box.appendChild(smallBoard(trace.board, trace.moveCells, checkpoint));
    }
    tables.appendChild(box);
  }
}

/** The root position in miniature, each root move's visits and mean written on the square it plays to. */
function smallBoard(board, moveCells, checkpoint) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 ' + board.columns + ' ' + board.rows);
  svg.setAttribute('class', 'small-board');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', 'visits and means after ' + checkpoint.iterations + ' iterations');
  const byCell = new Map(checkpoint.children.filter(c => c.move in moveCells).map(c => [moveCells[c.move], c]));
  const most = Math.max(1, ...checkpoint.children.map(c => c.visits));
  for (let cell = 0; cell < board.rows * board.columns; cell++) {
    const x = cell % board.columns;
    const y = Math.floor(cell / board.columns);
    const child = byCell.get(cell);
    el('rect', {x, y, width: 1, height: 1, class: 'cell ' + (board.checkered ? ((x + y) % 2 ? 'dark' : 'light')
      : 'plain'), fill: child ? 'rgba(46, 134, 193, ' + (0.1 + 0.6 * child.visits / most) + ')' : ''}, svg);
    const token = board.pieces[cell];
    if (token) {
      el('text', {x: x + 0.5, y: y + 0.54, class: 'token p' + token.player}, svg).textContent = token.glyph;
    } else if (child) {
      el('text', {x: x + 0.5, y: y + 0.4, class: 'small-visits', 'data-move': child.move}, svg).textContent
        = child.visits;
      el('text', {x: x + 0.5, y: y + 0.75, class: 'small-mean'}, svg).textContent = child.mean.toFixed(2);
    }
  }
  return svg;
}

function stepTo(step) {
  if (!teach.trace) {
    return;
  }
  teach.step = Math.max(0, Math.min(teach.trace.events.length, step));
  renderTrace();
}

function nextCut() {
  if (!teach.trace) {
    return;
  }
  const events = teach.trace.events;
  for (let i = teach.step; i < events.length; i++) {
    if (events[i].type === 'cutoff') {
      stepTo(i + 1);
      return;
    }
  }
  stepTo(events.length);
}

function playTrace() {
  if (teach.timer) {
    clearInterval(teach.timer);
    teach.timer = null;
    $('step-play').textContent = 'Play';
    return;
  }
  $('step-play').textContent = 'Pause';
  teach.timer = setInterval(() => {
    if (!teach.trace || teach.step >= teach.trace.events.length) {
      playTrace();
      return;
    }
    stepTo(teach.step + 1);
  }, 600);
}

// ---------------------------------------------------------------- wiring

for (const tab of document.querySelectorAll('.tab')) {
  tab.addEventListener('click', () => {
    document.querySelectorAll('.tab').forEach(t => t.classList.toggle('active', t === tab));
    document.querySelectorAll('.panel').forEach(p => p.classList.toggle('active', p.id === tab.dataset.tab));
  });
}
for (const preset of document.querySelectorAll('[data-preset]')) {
  preset.addEventListener('click', () => {
    const [game, position, algorithm, at] = preset.dataset.preset.split('|');
    $('trace-game').value = game;
    $('trace-position').value = position;
    $('trace-algorithm').value = algorithm;
    $('trace-at').value = at;
    loadTrace();
  });
}
listenToBoard();
$('review-exit').addEventListener('click', () => review(null));
$('new-game').addEventListener('submit', newGame);
$('undo').addEventListener('click', undo);
$('flip').addEventListener('click', () => {
  play.flipped = !play.flipped;
  drawBoard();
});
$('export').addEventListener('click', exportGame);
$('to-analysis').addEventListener('click', analyseCurrentPosition);
$('editor-open').addEventListener('click', openEditor);
$('editor-start').addEventListener('click', () => editorLoad('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR'));
$('editor-clear').addEventListener('click', () => editorLoad('8/8/8/8/8/8/8/8'));
$('editor-use').addEventListener('click', () => {
  $('analyse-game').value = 'chess';
  $('analyse-position').value = editorFen();
  analyse();
});
$('trace-form').addEventListener('submit', loadTrace);
$('analyse-form').addEventListener('submit', analyse);
$('step-back').addEventListener('click', () => stepTo(teach.step - 1));
$('step-forward').addEventListener('click', () => stepTo(teach.step + 1));
$('step-cut').addEventListener('click', nextCut);
$('step-play').addEventListener('click', playTrace);
window.addEventListener('beforeunload', () => {
  if (play.view) {
    navigator.sendBeacon && fetch('/api/sessions/' + play.view.id, {method: 'DELETE', keepalive: true});
  }
});
// The board is shown at once: a game starts as soon as the games are known, and again when another is chosen.
loadGames().then(() => newGame()).catch(e => say(e.message));
$('game').addEventListener('change', () => {
  $('position').value = '';
  newGame();
});
