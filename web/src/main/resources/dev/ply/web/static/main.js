'use strict';

/**
 * Wiring: the tabs, the buttons and forms, and the game the page opens with. Loaded last.
 */

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
