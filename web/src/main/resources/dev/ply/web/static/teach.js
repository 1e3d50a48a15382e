'use strict';

/**
 * The Teach tab: a search's trace stepped as the textbook shows it - the whole tree and the table of windows for
 * alpha-beta, the iterations' tree and the checkpoint tables for MCTS.
 */

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
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'small-board');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', 'visits and means after ' + checkpoint.iterations + ' iterations');
  const byCell = new Map(checkpoint.children.filter(c => c.move in moveCells).map(c => [moveCells[c.move], c]));
  const most = Math.max(1, ...checkpoint.children.map(c => c.visits));
  drawStaticBoard(svg, board, null, (cell, x, y, token) => {
    const child = byCell.get(cell);
    if (!child || token) {
      return;
    }
    el('rect', {x, y, width: 1, height: 1, class: 'small-heat', fill: 'rgba(46, 134, 193, '
      + (0.1 + 0.6 * child.visits / most) + ')'}, svg);
    el('text', {x: x + 0.5, y: y + 0.4, class: 'small-visits', 'data-move': child.move}, svg).textContent
      = child.visits;
    el('text', {x: x + 0.5, y: y + 0.75, class: 'small-mean'}, svg).textContent = child.mean.toFixed(2);
  });
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
