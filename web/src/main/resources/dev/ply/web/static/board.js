'use strict';

/**
 * The play board: drawing any BoardView (cells, shapes, pieces, coordinates, highlights, arrows, territory), and
 * playing it by click, drag or keyboard; the static board the Analyse tab draws.
 */

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

/**
 * Draws a board that is only looked at (Analyse, the checkpoint tables): its pieces, an arrow for a move's clicks,
 * and whatever {@code decorate(cell, x, y, token)} adds to each cell.
 */
function drawStaticBoard(svg, board, clicks, decorate) {
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
    if (decorate) {
      decorate(cell, x, y, token); // what a caller writes on the cell (a checkpoint's visits)
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
