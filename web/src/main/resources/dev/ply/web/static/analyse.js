'use strict';

/**
 * The Analyse tab: one search of a position (several lines, its board, the evaluation bar) and a chess position
 * set up by hand.
 */

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
