// Couch mode's seat page (docs/protocol.md, "Phones"). A phone's browser loads it from the app,
// opens a WebSocket to the same address and speaks the LAN protocol: the same binary frames
// (one byte of type, four of length, then JSON) inside WebSocket binary messages. It only
// proposes moves: it shows this seat's view and exactly the legal actions the host sent, and
// the host decides. Everything is drawn with textContent (never HTML from the host).
'use strict';
(() => {
  const TEXTS = {
    en: {
      name: 'Your name', join: 'Join', ready: 'Ready', notReady: 'Not ready', moves: 'Your moves', hold: 'What you hold',
      log: 'Log', seat: 'Seat %1', connecting: 'connecting…', connected: 'connected', reconnecting: 'reconnecting…',
      waitingFor: 'Waiting for %1', yourTurn: 'Your move', noMoves: 'Nothing to do now.', nothingHeld: 'Nothing.',
      needCode: 'Scan the QR code on the big screen, or type the seat code shown under it.', seatCode: 'Seat code',
      wrongCode: 'No seat has that code, or it was used. Check it on the big screen.', codeWait: 'Too many wrong codes: try again in %1 s.',
      over: 'The game is over.', winner: 'Winner: %1',
      askMe: 'Ask me about reactions', always: 'Always', somePhases: 'Only in ticked phases', never: 'Never',
      draw: 'A draw.', tapCard: 'Tap a lit card to see its moves.', movesOf: 'Moves of %1', close: 'Close', readyMark: 'ready', notReadyMark: 'not ready', empty: 'empty', you: 'you', phoneSeat: 'this phone',
    },
    ja: {
      name: 'あなたの名前', join: '参加', ready: '準備完了', notReady: '準備を取り消す', moves: 'できること', hold: '手元のカード',
      log: 'ログ', seat: '席 %1', connecting: '接続中…', connected: '接続済み', reconnecting: '再接続中…',
      waitingFor: '%1 を待っています', yourTurn: 'あなたの番です', noMoves: '今できることはありません。', nothingHeld: 'なし。',
      needCode: '大きな画面のQRコードを読み取るか、その下の席コードを入力してください。', seatCode: '席コード',
      wrongCode: 'その席コードの席はないか、すでに使われています。大きな画面で確認してください。', codeWait: '間違ったコードが多すぎます。%1 秒後にもう一度どうぞ。',
      over: 'ゲーム終了。', winner: '勝者：%1',
      askMe: '自分にリアクションを尋ねる', always: '常に', somePhases: 'チェックしたフェイズのみ', never: '尋ねない',
      draw: '引き分け。', tapCard: '光っているカードをタップすると、そのカードでできることが出ます。', movesOf: '%1 でできること', close: '閉じる', readyMark: '準備完了', notReadyMark: '準備中', empty: '空席', you: 'あなた', phoneSeat: 'この端末',
    },
  };
  const lang = (navigator.language || 'en').toLowerCase().startsWith('ja') ? 'ja' : 'en';
  const t = (key, ...args) => args.reduce((s, a, i) => s.replace('%' + (i + 1), a), TEXTS[lang][key] || TEXTS.en[key] || key);
  document.documentElement.lang = lang;

  const TYPES = { hello: 0x01, ready: 0x02, action: 0x03, chat: 0x04, ping: 0x05, pong: 0x06, bye: 0x07, stops: 0x08,
    welcome: 0x81, refuse: 0x82, lobby: 0x83, state: 0x84, result: 0x85, chatLine: 0x86, hostPing: 0x87,
    hostPong: 0x88, reveal: 0x89, goodbye: 0x8a };
  const NAMES = {};
  for (const [k, v] of Object.entries(TYPES)) NAMES[v] = k;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder('utf-8');
  const $ = (id) => document.getElementById(id);

  const storeKey = 'tabletop.phone.' + location.host;
  let stored = {};
  try { stored = JSON.parse(localStorage.getItem(storeKey) || '{}') || {}; } catch (e) { stored = {}; }
  const save = () => { try { localStorage.setItem(storeKey, JSON.stringify(stored)); } catch (e) { /* private mode */ } };
  const hash = new URLSearchParams(location.hash.slice(1));
  let code = hash.get('code') || '';
  let ws = null, seat = null, seq = 0, log = [], ended = false, stop = false, names = {}, me = stored.name || '';

  function frame(type, body) {
    const payload = encoder.encode(JSON.stringify(body));
    const bytes = new Uint8Array(5 + payload.length);
    bytes[0] = TYPES[type];
    new DataView(bytes.buffer).setUint32(1, payload.length);
    bytes.set(payload, 5);
    return bytes;
  }
  function send(type, body) { if (ws && ws.readyState === WebSocket.OPEN) ws.send(frame(type, body)); }
  function show(id) { for (const s of ['join', 'lobby', 'play', 'over']) $(s).hidden = s !== id; }
  function status(text) { $('status').textContent = text; }
  function el(tag, cls, text) { const e = document.createElement(tag); if (cls) e.className = cls; if (text !== undefined) e.textContent = text; return e; }

  // Card names and texts by id, from anything in the view that has an id and a name, or an id
  // and a "card" whose face the host sent in the state's "faces".
  let faces = {};
  function faceOf(j) {
    const f = typeof j.card === 'string' ? faces[j.card] : null;
    return f && typeof f === 'object' && typeof f.name === 'string' ? f : null;
  }
  // A card's picture: the face's "art", a path of this host's /art/ (the pictures the game's
  // table draws, served by the app); nothing else is ever put in an image.
  const ART = /^\/art\/[a-z0-9][a-z0-9._-]{0,63}\.(svg|png)$/;
  function artOf(j) {
    const f = j && typeof j === 'object' ? faceOf(j) : null;
    return f && typeof f.art === 'string' && ART.test(f.art) ? f.art : '';
  }
  function indexNames(j) {
    if (Array.isArray(j)) { j.forEach(indexNames); return; }
    if (j && typeof j === 'object') {
      const f = faceOf(j);
      if (typeof j.id === 'string' && typeof j.name === 'string') names[j.id] = { name: j.name, text: typeof j.text === 'string' ? j.text : '', art: artOf(j) };
      else if (typeof j.id === 'string' && f) names[j.id] = { name: f.name, text: typeof f.text === 'string' ? f.text : '', art: artOf(j) };
      for (const v of Object.values(j)) indexNames(v);
    }
  }
  function words(v) {
    if (typeof v === 'string') return names[v] ? names[v].name : v;
    if (Array.isArray(v)) return v.map(words).join(', ');
    if (v && typeof v === 'object') return Object.entries(v).map(([k, x]) => k + ' ' + words(x)).join(', ');
    return String(v);
  }
  function humanize(type) { return type.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()); }
  // A card of a view as the page can show it: its name (from the view, or the field that names
  // it, or its id), its text, its colour. Hidden cards (no id) are not shown.
  function cardOf(c) {
    if (typeof c === 'string') return { id: c, name: names[c] ? names[c].name : c, text: names[c] ? names[c].text : '', art: names[c] ? names[c].art : '' };
    if (!c || typeof c !== 'object' || c.hidden || typeof c.id !== 'string') return null;
    const f = typeof c.name === 'string' ? null : faceOf(c);
    if (f) return { id: c.id, name: f.name, text: typeof f.text === 'string' ? f.text : '', colour: f.element || f.colour || f.color || '', art: artOf(c) };
    const label = [c.name, c.title, c.spell, c.card].find((x) => typeof x === 'string') || c.id;
    return { id: c.id, name: humanize(label), text: typeof c.text === 'string' ? c.text : '', colour: c.element || c.colour || c.color || '',
      art: artOf(c) };
  }
  // This seat's own cards: arrays called "hand" (or "hidden" hands of others are skipped:
  // a hidden card has no name) anywhere under the seat's entry of the view.
  function heldCards(view) {
    const out = [];
    const walk = (j, key) => {
      if (Array.isArray(j)) {
        if (/hand/i.test(key)) j.forEach((c) => { const card = cardOf(c); if (card) out.push(card); });
        else j.forEach((x) => walk(x, key));
      } else if (j && typeof j === 'object') {
        for (const [k, v] of Object.entries(j)) walk(v, k);
      }
    };
    const seats = view && (view.seats || view.players);
    if (Array.isArray(seats) && seat !== null && seats[seat]) walk(seats[seat], '');
    else walk(view, '');
    return out;
  }

  function renderLobby(body) {
    const list = $('lobbySeats');
    list.textContent = '';
    let mine = null;
    for (const s of body.seats || []) {
      const who = s.taken ? s.name : t('empty');
      const li = el('li', '', t('seat', s.seat + 1) + ' · ' + who + (s.seat === seat ? ' (' + t('you') + ')' : '') +
        (s.taken ? ' · ' + (s.ready ? t('readyMark') : t('notReadyMark')) : ''));
      list.appendChild(li);
      if (s.seat === seat) mine = s;
    }
    $('readyButton').textContent = mine && mine.ready ? t('notReady') : t('ready');
    $('readyButton').dataset.ready = mine && mine.ready ? '1' : '';
    if (!body.started) show('lobby');
  }

  // A move as a button: its kind (the host's label in this phone's language) and its arguments
  // in words. With `card` (the tapped card), the card itself is not named again.
  function moveWords(a, card) {
    const said = a.words && typeof a.words === 'object' ? a.words : {};
    const cardArgs = Array.isArray(a.cardArgs) ? a.cardArgs : [];
    // The app words every argument a person reads (or hides it): no key is ever shown then.
    const worded = typeof a.label === 'string' && a.label !== '';
    const parts = [];
    for (const [k, x] of Object.entries(a.args || {})) {
      if (cardArgs.includes(k)) { // the cards the move is about, by their names
        const others = (a.cards || []).filter((id) => id !== card).map((id) => (names[id] ? names[id].name : id));
        if (others.length) parts.push(others.join(', '));
      } else if (typeof said[k] === 'string') {
        if (said[k]) parts.push(said[k]); // an empty word: nothing to read
      } else if (x === null || x === false || (Array.isArray(x) && !x.length)) {
        // nothing chosen: nothing to read
      } else if ([].concat(x).every((v) => typeof v === 'string' && names[v])) {
        parts.push(words(x)); // things of the view, by their names
      } else if (!worded) {
        parts.push(k + ' ' + words(x)); // a host that words nothing (the command line's): its keys
      }
    }
    return parts.join(', ');
  }
  function moveButton(a, card) {
    const b = el('button', 'move');
    b.dataset.type = a.type;
    const args = moveWords(a, card);
    const kind = typeof a.label === 'string' && a.label ? a.label : humanize(a.type);
    // A move about a card, in the general list: that card's picture beside it.
    const art = !card && Array.isArray(a.cards) ? a.cards.map((id) => (names[id] ? names[id].art : '')).find((x) => x) : '';
    const text = el('span', 'words');
    if (art) {
      const img = el('img', 'thumb');
      img.alt = '';
      img.src = art;
      b.appendChild(img);
      b.classList.add('with-art');
    }
    if (args) text.appendChild(el('span', 'kind', kind));
    text.appendChild(document.createTextNode(args || kind));
    b.appendChild(text);
    b.addEventListener('click', () => {
      $('error').textContent = '';
      seq += 1;
      const msg = { seq, type: a.type };
      if (a.args) msg.args = a.args; // exactly what the host sent: type and args, nothing else
      send('action', msg);
    });
    return b;
  }
  // The tapped card: lit in the hand, and its moves in a sheet at the bottom of the screen.
  let selected = null, current = { byCard: {}, cards: [] };
  function drawSheet(tapped) {
    const sheet = $('sheet');
    for (const c of document.querySelectorAll('#hand .card')) c.classList.toggle('selected', c.dataset.id === selected);
    const its = selected ? current.byCard[selected] || [] : [];
    sheet.hidden = !its.length;
    document.body.classList.toggle('with-sheet', !sheet.hidden);
    const list = $('sheetMoves');
    list.textContent = '';
    if (!its.length) return;
    const card = current.cards.find((c) => c.id === selected);
    $('sheetTitle').textContent = t('movesOf', card ? card.name : selected);
    its.forEach((a) => list.appendChild(moveButton(a, selected)));
    if (tapped) { // the tapped card at the top of the screen, above the sheet
      sheet.scrollTop = 0;
      const lit = document.querySelector('#hand .card.selected');
      if (lit) lit.scrollIntoView({ block: 'start' });
    }
  }

  let shownCount = -1;
  // The seat's stops (protocol 4): when the host should ask this phone about reactions and other
  // optional answers. The welcome brings the game's phases (worded for this phone) and what the
  // host holds; a choice is sent at once and kept by the host for the seat.
  let stops = null;
  function renderStops() {
    const box = $('stops');
    box.textContent = '';
    box.hidden = !stops || !Array.isArray(stops.choices) || !stops.choices.length;
    if (box.hidden) return;
    const label = el('label', '', t('askMe'));
    label.htmlFor = 'stopMode';
    const select = el('select');
    select.id = 'stopMode';
    [['always', t('always')], ['phases', t('somePhases')], ['never', t('never')]].forEach(([v, text]) => {
      const o = el('option', '', text);
      o.value = v;
      select.appendChild(o);
    });
    select.value = stops.mode || 'always';
    const choose = () => {
      stops.mode = select.value;
      send('stops', { mode: stops.mode, phases: stops.phases || [] });
      renderStops();
    };
    select.addEventListener('change', choose);
    box.appendChild(label);
    box.appendChild(select);
    if (stops.mode !== 'phases') return;
    stops.choices.forEach((c) => {
      if (!c || typeof c.id !== 'string') return;
      const row = el('label', 'phase');
      const tick = el('input');
      tick.type = 'checkbox';
      tick.value = c.id;
      tick.checked = (stops.phases || []).includes(c.id);
      tick.addEventListener('change', () => {
        const rest = (stops.phases || []).filter((p) => p !== c.id);
        stops.phases = tick.checked ? rest.concat([c.id]) : rest;
        choose();
      });
      row.appendChild(tick);
      row.appendChild(document.createTextNode(' ' + (c.message && c.message.text ? c.message.text : c.id)));
      box.appendChild(row);
    });
  }

  function renderState(body) {
    if (body.actionCount !== shownCount) $('error').textContent = ''; // an old refusal is moot now
    shownCount = body.actionCount;
    names = {};
    faces = body.faces && typeof body.faces === 'object' ? body.faces : {};
    indexNames(body.view);
    const from = typeof body.logFrom === 'number' ? body.logFrom : 0;
    log = log.slice(0, from).concat(body.log || []);
    const prompt = body.prompt || {};
    const mine = Array.isArray(prompt.seats) && prompt.seats.includes(seat);
    const p = $('prompt');
    const message = prompt.message && prompt.message.text ? prompt.message.text : '';
    p.textContent = mine ? (message || t('yourTurn')) : t('waitingFor', (body.seats || []).filter((s) => (prompt.seats || []).includes(s.seat)).map((s) => s.name).join(', ') || '…');
    p.className = mine ? 'prompt' : 'prompt waiting';
    p.dataset.kind = mine && typeof prompt.kind === 'string' ? prompt.kind : ''; // for tests: a reaction ("react")
    // Moves about a card of this seat's hand (the host names it in "cards", from the arguments
    // the game declares as what a move is about) are shown when that card is tapped; the rest
    // (pass, end turn, answers, moves about cards on the table) stay buttons.
    const legal = (body.legal || []).filter((a) => a && typeof a.type === 'string');
    const cards = heldCards(body.view);
    const inHand = new Set(cards.map((c) => c.id));
    const byCard = {};
    const general = [];
    legal.forEach((a) => {
      const mine = (Array.isArray(a.cards) ? a.cards : []).filter((id) => inHand.has(id));
      if (!mine.length) { general.push(a); return; }
      mine.forEach((id) => { (byCard[id] = byCard[id] || []).push(a); });
    });
    if (selected && !byCard[selected]) selected = null; // the card left the hand or has no move now
    current = { byCard, cards };
    const moves = $('moves');
    moves.textContent = '';
    if (!legal.length) moves.appendChild(el('p', 'note', t('noMoves')));
    else if (!general.length) moves.appendChild(el('p', 'note', t('tapCard')));
    general.forEach((a) => moves.appendChild(moveButton(a, null)));
    const hand = $('hand');
    hand.textContent = '';
    if (!cards.length) hand.appendChild(el('p', 'note', t('nothingHeld')));
    cards.forEach((c) => {
      const its = byCard[c.id] || [];
      const card = el(its.length ? 'button' : 'div', 'card');
      card.dataset.id = c.id;
      if (its.length) {
        card.classList.add('playable');
        card.dataset.moves = its.map((a) => a.type).join(' '); // for tests: what this card can do
        card.addEventListener('click', () => { selected = selected === c.id ? null : c.id; drawSheet(true); });
      }
      if (/^(red|blue|yellow|black|white|green|purple|orange)$/.test(c.colour)) card.classList.add('c-' + c.colour);
      if (c.art) { // the picture the game's table draws on this card
        const img = el('img', 'art');
        img.alt = '';
        // A picture lost on the way (a busy host, a dropped Wi-Fi packet) is asked for again,
        // up to twice; the host ignores the query.
        let tries = 0;
        img.addEventListener('error', () => {
          if (++tries <= 2) setTimeout(() => { img.src = c.art + '?try=' + tries; }, 400 * tries);
        });
        img.src = c.art;
        card.appendChild(img);
        card.classList.add('with-art');
      }
      card.appendChild(el('div', 'name', c.name));
      if (c.text) card.appendChild(el('div', 'text', c.text));
      hand.appendChild(card);
    });
    drawSheet(false);
    const list = $('log');
    list.textContent = '';
    log.slice(-12).forEach((e) => list.appendChild(el('li', '', e.message && e.message.text ? e.message.text : (e.text || humanize(e.type || '')))));
    if (body.outcome) {
      ended = true;
      const o = body.outcome;
      const seatsNow = body.seats || [];
      const winners = (o.winners || []).map((w) => (seatsNow[w] && seatsNow[w].name) || t('seat', w + 1));
      $('outcome').textContent = t('over') + ' ' + (o.draw ? t('draw') : t('winner', winners.join(', '))) +
        (o.reason && o.reason.text ? ' ' + o.reason.text : '');
      show('over');
    } else {
      show('play');
    }
  }

  function handle(type, body) {
    switch (type) {
    case 'welcome':
      seat = typeof body.seat === 'number' ? body.seat : null;
      seq = body.lastSeq || 0;
      stored.token = body.token;
      stored.name = me;
      save();
      if (code) { code = ''; history.replaceState(null, '', location.pathname); } // the code is spent
      $('game').textContent = body.title || body.game || 'Tabletop'; // the title, worded by the app
      $('seat').textContent = seat !== null ? t('seat', seat + 1) : '';
      stops = body.stops && typeof body.stops === 'object' ? body.stops : null;
      renderStops();
      status(t('connected'));
      break;
    case 'refuse':
      stop = true;
      if (!code) { delete stored.token; save(); }
      // The host's sentence is English; the page says its own for what a person typed.
      $('joinNote').textContent = body.code === 'code' ? t('wrongCode')
        : body.code === 'codeWait' ? t('codeWait', ((body.text || '').match(/(\d+) s/) || [])[1] || '?')
        : (body.text || '');
      if (body.code === 'code' || body.code === 'codeWait') code = ''; // type it again
      show('join');
      break;
    case 'lobby': renderLobby(body); break;
    case 'state': renderState(body); break;
    case 'result': if (!body.ok && body.error) $('error').textContent = body.error.text || body.error.id; break;
    case 'hostPing': send('pong', { n: body.n }); break;
    case 'goodbye':
      stop = body.code === 'replaced' || body.code === 'ended';
      if (body.code === 'replaced') { delete stored.token; save(); }
      status(body.text || '');
      break;
    default: break;
    }
  }

  function connect() {
    status(t('connecting'));
    ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/');
    ws.binaryType = 'arraybuffer';
    let buffered = new Uint8Array(0);
    // lang: the host words this phone's messages and cards in the browser's language.
    ws.onopen = () => send('hello', { v: 4, name: me || 'Phone', role: 'player', token: code || stored.token || '', app: 'tabletop-phone',
      lang: (navigator.language || 'en').slice(0, 16) });
    ws.onmessage = (event) => {
      const incoming = new Uint8Array(event.data);
      const all = new Uint8Array(buffered.length + incoming.length);
      all.set(buffered);
      all.set(incoming, buffered.length);
      let at = 0;
      while (all.length - at >= 5) {
        const n = new DataView(all.buffer, at + 1, 4).getUint32(0);
        if (all.length - at - 5 < n) break;
        const type = NAMES[all[at]];
        let body = null;
        try { body = JSON.parse(decoder.decode(all.subarray(at + 5, at + 5 + n))); } catch (e) { body = null; }
        at += 5 + n;
        if (type && body) handle(type, body);
      }
      buffered = all.slice(at);
    };
    ws.onclose = () => {
      if (stop || ended) return;
      status(t('reconnecting'));
      setTimeout(connect, 2000);
    };
  }

  $('nameLabel').textContent = t('name');
  $('joinButton').textContent = t('join');
  $('movesTitle').textContent = t('moves');
  $('handTitle').textContent = t('hold');
  $('logTitle').textContent = t('log');
  $('sheetClose').textContent = t('close');
  $('sheetClose').addEventListener('click', () => { selected = null; drawSheet(false); });
  $('name').value = me;
  $('readyButton').addEventListener('click', () => {
    const ready = !$('readyButton').dataset.ready;
    const nonce = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
    send('ready', ready ? { ready: true, nonce } : { ready: false });
  });
  $('seatCodeLabel').textContent = t('seatCode');
  $('joinButton').addEventListener('click', () => {
    me = $('name').value.trim().slice(0, 40) || 'Phone';
    // A typed seat code (the short one under the QR code) stands for the scanned one.
    const typed = $('seatCode').hidden ? '' : $('seatCode').value.trim().slice(0, 12);
    if (typed) code = typed;
    stop = false;
    connect();
  });
  if (!code && !stored.token) {
    $('joinNote').textContent = t('needCode');
    $('seatCodeLabel').hidden = false;
    $('seatCode').hidden = false;
    show('join');
  } else if (stored.token && !code && me) {
    connect(); // a phone coming back (reloaded, woke up): its seat again
  } else {
    show('join');
  }
})();
