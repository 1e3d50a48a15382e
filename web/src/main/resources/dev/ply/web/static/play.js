'use strict';

/**
 * The Play tab: games and sessions, their events, the move list and earlier positions, clocks, the score graph,
 * the search's progress and visit shares, and the moves a person sends.
 */

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
