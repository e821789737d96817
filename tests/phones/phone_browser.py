#!/usr/bin/env python3
"""Couch mode's seat page in a real browser (docs/protocol.md, "Phones").

Starts `tabletop-cli host GAME --phones 0`, then one headless Chromium per phone seat (each with a
profile of its own, so each keeps its own token), at 360x640 like a phone, driven through the
DevTools protocol over a WebSocket written here with the standard library only. Each phone
opens its seat's url, types a name, joins, marks itself ready, then taps one of the moves its
page shows whenever it has some, until the host says the game is over. Midway, phone 1 reloads
its page and must come back to its seat by itself. Screenshots of each phone (mid-game and at
the end) go to $TABLETOP_SCREENSHOT_DIR when set.

    phone_browser.py TABLETOP_CLI CHROMIUM [GAME] [SEED]
    phone_browser.py --app TABLETOP_APP CHROMIUM [GAME] [SEED] [--seats N] [--opening | --moves N]

With --app, the app itself hosts (`tabletop --couch GAME`, offscreen: the shared screen), phone 1
reads Japanese (Chromium --lang=ja-JP) and phone 2 English, and phone 2 takes its seat by typing
the short code shown on the big screen into the page opened without a code. Phone 1's moves and
log must then be in Japanese and phone 2's in English; screenshots of the shared screen
(couch-screen-*.png) join the phones'.

With --opening (Neo-Tokyo, --app): the opening of the game only, up to the first reaction a phone
answers with a card: the seat whose turn it is speaks cards, and a phone asked to react taps a
reaction when it has one (else Pass). When a phone shows a reaction it can play, every phone and
the shared screen are kept as pictures (phone-reaction-*.png, couch-screen-reaction.png); the
phones' hands must show the cards' art (pictures the app serves, all loaded). Then the reaction
is tapped and the host must take it.
With --moves N (any game): the first N actions only (phone 1 reloads after 8 as ever), then every
phone's hand must show its cards' pictures, all loaded, and each phone and the shared screen are
kept (phone-opening-*.png, couch-screen-opening.png); at least one move must have been a card
tapped, then its move.
Exit 0 when the game was played to its end (or, with --opening, to the answered reaction) from
the phones, 1 with the reason otherwise.
"""
import base64
import json
import os
import queue
import random
import re
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request


class CdpSocket:
    """A minimal WebSocket client (RFC 6455) for the DevTools protocol: text frames only."""

    def __init__(self, url):
        m = re.match(r"ws://([^/:]+):(\d+)(/.*)", url)
        host, port, path = m.group(1), int(m.group(2)), m.group(3)
        self.sock = socket.create_connection((host, port), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                           f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise RuntimeError("DevTools closed the connection during the handshake")
            head += chunk
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError("DevTools refused the WebSocket: " + head.split(b"\r\n")[0].decode())
        self.buffer = head.split(b"\r\n\r\n", 1)[1]
        self.next_id = 0
        self.events = []

    def _read(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise RuntimeError("DevTools closed the connection")
            self.buffer += chunk
        out, self.buffer = self.buffer[:n], self.buffer[n:]
        return out

    def _frame(self):
        b0, b1 = self._read(2)
        n = b1 & 0x7F
        if n == 126:
            n = struct.unpack(">H", self._read(2))[0]
        elif n == 127:
            n = struct.unpack(">Q", self._read(8))[0]
        mask = self._read(4) if b1 & 0x80 else None
        data = self._read(n)
        if mask:
            data = bytes(c ^ mask[i % 4] for i, c in enumerate(data))
        return b0 & 0x80, b0 & 0x0F, data

    def recv(self):
        parts = []
        while True:
            fin, opcode, data = self._frame()
            if opcode == 0x9:  # ping
                self._send(0xA, data)
                continue
            if opcode == 0x8:
                raise RuntimeError("DevTools closed the WebSocket")
            parts.append(data)
            if fin:
                return json.loads(b"".join(parts).decode())

    def _send(self, opcode, payload):
        header = bytes([0x80 | opcode])
        n = len(payload)
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", n)
        mask = os.urandom(4)
        self.sock.sendall(header + mask + bytes(c ^ mask[i % 4] for i, c in enumerate(payload)))

    def call(self, method, **params):
        self.next_id += 1
        self._send(0x1, json.dumps({"id": self.next_id, "method": method, "params": params}).encode())
        while True:
            msg = self.recv()
            if msg.get("id") == self.next_id:
                if "error" in msg:
                    raise RuntimeError(f"{method}: {msg['error']}")
                return msg.get("result", {})
            self.events.append(msg)

    def js(self, expression):
        r = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in r:
            raise RuntimeError("page script failed: " + json.dumps(r["exceptionDetails"])[:400])
        return r.get("result", {}).get("value")


class Phone:
    def __init__(self, chromium, url, name, shots, lang="en-US"):
        self.name, self.shots = name, shots
        self.profile = tempfile.mkdtemp(prefix="tabletop-phone-")
        self.proc = subprocess.Popen(
            [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-port=0",
             "--user-data-dir=" + self.profile, "--lang=" + lang, "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        port = None
        deadline = time.time() + 30
        while time.time() < deadline and port is None:
            line = self.proc.stderr.readline()
            m = re.search(r"DevTools listening on ws://[^:]+:(\d+)/", line)
            if m:
                port = int(m.group(1))
        if port is None:
            raise RuntimeError("Chromium did not start its DevTools")
        threading.Thread(target=lambda: [None for _ in self.proc.stderr], daemon=True).start()
        req = urllib.request.Request(f"http://127.0.0.1:{port}/json/new?about:blank", method="PUT")
        target = json.loads(urllib.request.urlopen(req, timeout=10).read())
        self.cdp = CdpSocket(target["webSocketDebuggerUrl"])
        self.cdp.call("Emulation.setDeviceMetricsOverride", width=360, height=640, deviceScaleFactor=2, mobile=True)
        # The browser's language (navigator.language): headless Chromium keeps en-US whatever
        # --lang says, so it is set as the phone's own settings would.
        agent = self.cdp.call("Browser.getVersion")["userAgent"]
        self.cdp.call("Network.setUserAgentOverride", userAgent=agent, acceptLanguage=lang)
        self.cdp.call("Page.enable")
        self.cdp.call("Page.navigate", url=url)
        self.wait("document.getElementById('joinButton') !== null", "the page did not load")

    def wait(self, condition, why, seconds=15):
        deadline = time.time() + seconds
        while time.time() < deadline:
            try:
                if self.cdp.js(condition):
                    return
            except RuntimeError:
                pass  # the page is (re)loading
            time.sleep(0.05)
        raise RuntimeError(f"{self.name}: {why}")

    def shot(self, tag):
        if not self.shots:
            return
        data = self.cdp.call("Page.captureScreenshot", format="png")["data"]
        with open(os.path.join(self.shots, f"phone-{tag}-{self.name.lower()}.png"), "wb") as f:
            f.write(base64.b64decode(data))

    def close(self):
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


JAPANESE = "/[\\u3040-\\u30ff\\u4e00-\\u9fff]/"


# What a phone's page shows now: whether the prompt is this seat's, its kind, the moves it can
# make: a button of the moves not tied to a card of the hand ("move", its type), or a lit card of
# the hand ("card", the types of the moves it has). A phone plays by tapping them.
PAGE_NOW = ("(() => ({ kind: document.getElementById('prompt').dataset.kind || '', "
            "moves: Array.from(document.querySelectorAll('#moves button')).map((b) => b.dataset.type || ''), "
            "cards: Array.from(document.querySelectorAll('#hand .card.playable')).map((c) => (c.dataset.moves || '').split(' ')) }))()")


# The pictures of the hand: how many, and how many the browser loaded from the app.
HAND_ART = ("(() => { const i = Array.from(document.querySelectorAll('#hand img.art')); "
            "return { count: i.length, loaded: i.filter((x) => x.complete && x.naturalWidth > 0).length, "
            "settled: i.filter((x) => x.complete).length, "
            "srcs: i.map((x) => x.getAttribute('src')) }; })()")


# Every move the page offers now, as its buttons read (the general list and a tapped card's sheet).
MOVE_WORDS = ("Array.from(document.querySelectorAll('#moves button, #sheetMoves button'))"
              ".map((b) => b.textContent).join('\\n')")

# Kaiju City's moves name the characters, fighters and city cards they point to ("against
# Magmaroth", "Ben's Stormjack"), never their numbers: these read as a number where a name belongs.
BARE_NUMBERS = {"kaiju": re.compile(r"(against|by|for|collateral damage to|character|相手：|キャラクター)\s*\d")}
NAMED = {"kaiju": re.compile(r"against |相手：")}


def check_named(p, game):
    """Fails when a move of the page reads a number where the game names a thing; keeps the first
    page that shows such a named move (phone-named-*.png)."""
    if game not in BARE_NUMBERS:
        return
    words = p.cdp.js(MOVE_WORDS)
    bare = BARE_NUMBERS[game].search(words)
    if bare:
        raise RuntimeError(f"{p.name}: a move reads a number where a name belongs ({bare.group(0)!r}): {words[:300]}")
    if not getattr(p, "named_shot", False) and NAMED[game].search(words):
        p.cdp.js("(() => { const b = Array.from(document.querySelectorAll('#moves button, #sheetMoves button'))"
                 ".find((x) => /against |相手：/.test(x.textContent)); if (b) b.scrollIntoView({block: 'center'}); })()")
        p.shot("named")
        p.named_shot = True
        print(f"{p.name} reads: {' | '.join(w for w in words.splitlines() if NAMED[game].search(w))[:300]}")


def pages_now(phones):
    """What each phone shows (its prompt, its last refusal, its moves and lit cards): for a stall."""
    return "; ".join(f"{p.name}: " + json.dumps(p.cdp.js(
        "[document.getElementById('prompt').textContent, document.getElementById('error').textContent, "
        "Array.from(document.querySelectorAll('#moves button, #hand .card.playable, #sheetMoves button'))"
        ".map((b) => b.textContent.slice(0, 60))]"), ensure_ascii=False)[:600] for p in phones)


def hand_art(p, seconds=10):
    """The hand's pictures once the browser has settled each of them (loaded or failed), waiting
    up to seconds: a page just redrawn asks for its pictures and a busy host answers a moment
    later."""
    t = time.time() + seconds
    while True:
        art = p.cdp.js(HAND_ART)
        if art["settled"] == art["count"] and art["loaded"] == art["count"] or time.time() > t:
            return art
        time.sleep(0.1)


def options_of(now):
    """Every choice a page offers: ("move", i, type) and ("card", i, types)."""
    return [("move", i, t) for i, t in enumerate(now["moves"])] + [("card", i, ts) for i, ts in enumerate(now["cards"])]


def click(p, selector, index):
    """Clicks the index-th element of selector; False when the page has redrawn without it."""
    return p.cdp.js(f"(() => {{ const e = document.querySelectorAll({json.dumps(selector)})[{index}]; "
                    "if (e) e.click(); return !!e; })()")


def open_card(p, index):
    """Taps the index-th lit card of the hand; returns the types of the moves its sheet shows
    (None when the page redrew in between and the card is gone)."""
    # A card still open from an earlier tap is not tapped again (a second tap closes its sheet).
    card = p.cdp.js("(() => { const e = document.querySelectorAll('#hand .card.playable')[%d]; "
                    "if (!e) return null; if (!e.classList.contains('selected')) e.click(); return e.dataset.id; })()" % index)
    if card is None:
        return None
    # Its moves show, unless a new state came meanwhile in which the card has none (or is gone).
    p.wait("!document.getElementById('sheet').hidden && document.querySelectorAll('#sheetMoves button').length > 0 || "
           "!Array.from(document.querySelectorAll('#hand .card.playable')).some((c) => c.dataset.id === %s)" % json.dumps(card),
           "a tapped card shows no moves")
    shown = p.cdp.js("(() => ({ lit: document.querySelectorAll('#hand .card.selected').length, "
                     "open: !document.getElementById('sheet').hidden, "
                     "types: Array.from(document.querySelectorAll('#sheetMoves button')).map((b) => b.dataset.type) }))()")
    if not shown["open"]:
        return None  # a new state came and the card has no move in it any more
    if shown["lit"] != 1:
        raise RuntimeError(f"{p.name}: the tapped card is not the one lit ({shown['lit']} lit)")
    return shown["types"]


def tap_choice(p, choice, rng, prefer=()):
    """Taps a choice of options_of: a move button, or a card and then one of its moves (one of
    `prefer`'s types when it has one). Returns the type tapped, or None when the page had
    redrawn (a new state) before the tap."""
    if choice[0] == "move":
        return choice[2] if click(p, "#moves button", choice[1]) else None
    types = open_card(p, choice[1])
    if not types:
        return None
    check_named(p, getattr(p, "game", ""))
    if not getattr(p, "card_shot", False):
        p.shot("card")  # the first card this phone taps: lit, its moves in the sheet
        p.card_shot = True
    liked = [j for j, t in enumerate(types) if t in prefer]
    j = rng.choice(liked) if liked else rng.randrange(len(types))
    return types[j] if click(p, "#sheetMoves button", j) else None


def play_opening(phones, state, pump, screen_shot, rng, game, limit=200):
    """Neo-Tokyo's opening from the phones, to the first reaction answered with a card."""
    def wait_taken(p, before):
        t = time.time() + 5
        while state["actions"] == before and state["over"] is None and time.time() < t:
            pump(0.05)
            if p.cdp.js("document.getElementById('error').textContent !== ''"):
                return False
        return state["actions"] > before
    last_progress = time.time()
    art_seen = 0
    by_card = 0
    while state["over"] is None and state["actions"] < limit:
        pump()
        if time.time() - last_progress > 30:
            raise RuntimeError(f"no move for 30 s at action {state['actions']}: {pages_now(phones)}")
        moved = False
        for p in phones:
            now = p.cdp.js(PAGE_NOW)
            # Cards are spoken from the hand: a Line or a card is never a loose button.
            loose = [t for t in now["moves"] if t in ("line", "play")]
            if loose:
                raise RuntimeError(f"{p.name}: moves of hand cards shown as buttons: {loose}")
            options = options_of(now)
            if not options:
                continue
            before = state["actions"]
            cards = [o for o in options if o[0] == "card"]
            if now["kind"] == "react" and cards:
                # A reaction this phone can play: its card tapped (lit, its moves shown), everyone's
                # phone and the big screen kept, then the move tapped.
                types = open_card(p, cards[0][1])
                if not types:
                    continue
                for q in phones:
                    art = hand_art(q)
                    if art["count"] and art["loaded"] != art["count"]:
                        raise RuntimeError(f"{q.name}: {art['count'] - art['loaded']} of the hand's pictures did not load "
                                           f"({art['count'] - art['settled']} still asked for after 10 s): {art['srcs']}")
                    art_seen += art["loaded"]
                    q.shot("reaction")
                screen_shot("reaction")
                if not art_seen:
                    raise RuntimeError("no phone's hand shows a card's picture")
                text = p.cdp.js("document.getElementById('prompt').textContent")
                click(p, "#sheetMoves button", 0)
                if not wait_taken(p, before):
                    raise RuntimeError(f"{p.name}: the reaction was not taken: " +
                                       p.cdp.js("document.getElementById('error').textContent"))
                print(f"{game}: {state['actions']} actions from {len(phones)} phones, {by_card + 1} of them by tapping a "
                      f"card then its move; {p.name} answered \"{text}\" with a card ({types[0]}); {art_seen} card "
                      f"pictures loaded on the phones")
                return 0
            if now["kind"] == "react":
                choice = next((o for o in options if o[2] == "pass"), options[0])
            elif now["kind"] == "turn" and cards and rng.random() < 0.85:
                # Lines first: the others may answer a Line of the active seat with a Line.
                choice = rng.choice([o for o in cards if "line" in o[2]] or cards)
            else:
                choice = rng.choice(options)
            if tap_choice(p, choice, rng, prefer=("line",)) is None:
                continue
            if wait_taken(p, before):
                by_card += choice[0] == "card"
                moved = True
                last_progress = time.time()
                break
        if not moved:
            time.sleep(0.05)
    raise RuntimeError(f"no reaction answered with a card in {state['actions']} actions"
                       f"{' (the game ended)' if state['over'] is not None else ''}")


def main():
    args = sys.argv[1:]
    app = args[0] == "--app"
    if app:
        args = args[1:]
    opening = "--opening" in args
    if opening:
        args.remove("--opening")
    moves = 0
    if "--moves" in args:  # the first N actions only (an opening of any game), then pictures
        i = args.index("--moves")
        moves = int(args[i + 1])
        del args[i:i + 2]
    seats = 2
    if "--seats" in args:  # with --app: how many phones (default 2)
        i = args.index("--seats")
        seats = int(args[i + 1])
        del args[i:i + 2]
    cli, chromium = args[0], args[1]
    game = args[2] if len(args) > 2 else "grimoire"
    seed = args[3] if len(args) > 3 else "5"
    shots = os.environ.get("TABLETOP_SCREENSHOT_DIR", "")
    home = tempfile.mkdtemp(prefix="tabletop-couch-home-")
    if app:
        # The app as host: its settings and saves in a home of their own, the shared screen offscreen.
        env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"),
                   XDG_DATA_HOME=os.path.join(home, ".local", "share"), QT_QPA_PLATFORM="offscreen")
        host = subprocess.Popen([cli, "-platform", "offscreen", "--couch", game, "--couch-seats", str(seats)], env=env,
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    else:
        host = subprocess.Popen([cli, "host", game, "--port", "0", "--phones", "0", "--phone-address", "127.0.0.1",
                                 "--seed", seed, "--linger", "500"],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)

    def screen_shot(tag):
        if app and shots:
            host.stdin.write(f"shot {os.path.join(shots, 'couch-screen-' + tag + '.png')}\n")
            host.stdin.flush()
    events = queue.Queue()
    threading.Thread(target=lambda: [events.put(json.loads(l)) for l in host.stdout if l.startswith("{")],
                     daemon=True).start()
    phones = []
    state = {"actions": 0, "over": None}

    def pump(timeout=0.0):
        try:
            while True:
                e = events.get(timeout=timeout)
                timeout = 0.0
                if e.get("event") == "action":
                    state["actions"] = e["count"]
                elif e.get("event") == "over":
                    state["over"] = e["outcome"]
                elif e.get("event") == "phones":
                    state["phones"] = e
        except queue.Empty:
            pass

    try:
        deadline = time.time() + 15
        while "phones" not in state and time.time() < deadline:
            pump(0.2)
        if "phones" not in state:
            raise RuntimeError("the host printed no phone urls")
        names = ["Ann", "Ben", "Cho", "Dee", "Eve"]
        for seat in state["phones"]["seats"]:
            if app and len(phones) == 1:
                # No camera: the page's address, and the short code typed as a person reads it.
                p = Phone(chromium, seat["pageUrl"], names[len(phones)], shots, "en-US")
                p.wait("!document.getElementById('seatCode').hidden", "the page without a code asks for none")
                typed = seat["shortCode"][:3].lower() + " " + seat["shortCode"][3:]
                p.cdp.js(f"document.getElementById('seatCode').value = {json.dumps(typed)}; true")
                phones.append(p)
            else:
                phones.append(Phone(chromium, seat["url"], names[len(phones)], shots, "ja-JP" if app else "en-US"))
        for p in phones:
            p.cdp.js(f"document.getElementById('name').value = {json.dumps(p.name)}; "
                     "document.getElementById('joinButton').click(); true")
            p.wait("!document.getElementById('lobby').hidden || !document.getElementById('play').hidden", "no lobby after Join")
            if "#code=" in p.cdp.js("location.href"):
                raise RuntimeError(f"{p.name}: the spent code is still in the address")
        for p in phones:
            p.wait("!document.getElementById('lobby').hidden || !document.getElementById('play').hidden", "no lobby")
            p.cdp.js("document.getElementById('lobby').hidden || document.getElementById('readyButton').click(); true")
        for p in phones:
            try:
                p.wait("!document.getElementById('play').hidden", "the game did not start on this phone", 20)
            except RuntimeError as e:
                pump()
                raise RuntimeError(f"{e} (the host counts {state['actions']} actions); its lobby: " + p.cdp.js("document.getElementById('lobbySeats').textContent + ' | ' + "
                                                                 "document.getElementById('status').textContent")) from e
        rng = random.Random(int(seed))
        if game == "neotokyo":
            # Protocol 4: each phone offers its seat's stops, the game's phases in its language
            # (the app words them; phone 1 reads Japanese there). Ticking shows the phases; the
            # phone goes back to "Always" so that the opening still asks it about reactions.
            for p in phones:
                p.wait("!document.getElementById('stops').hidden && document.getElementById('stopMode').options.length === 3",
                       "the phone offers no choice of when it is asked about reactions")
            first = phones[0]
            first.cdp.js("(() => { const s = document.getElementById('stopMode'); s.value = 'phases'; "
                         "s.dispatchEvent(new Event('change')); return true })()")
            first.wait("document.querySelectorAll('#stops .phase').length >= 2", "no phases to tick")
            words = first.cdp.js("document.getElementById('stops').textContent")
            if app and not first.cdp.js(f"{JAPANESE}.test({json.dumps(words)})"):
                raise RuntimeError("phone 1 (ja-JP) shows its stops without Japanese: " + words)
            if "openingDraw" in words:
                raise RuntimeError("a phase is shown by its id: " + words)
            first.cdp.js("document.getElementById('stops').scrollIntoView(); true")
            first.shot("stops")
            first.cdp.js("(() => { const s = document.getElementById('stopMode'); s.value = 'always'; "
                         "s.dispatchEvent(new Event('change')); return true })()")
            first.wait("document.querySelectorAll('#stops .phase').length === 0", "the phases stay after Always")
        if opening:
            return play_opening(phones, state, pump, screen_shot, rng, game)
        reloaded = False
        by_card = 0
        # The opening hands' pictures (which cards have one depends on the deal: a hand may hold
        # none later on, e.g. only events and combat cards), all loaded.
        pictures_at_start = 0
        if moves and app:
            for p in phones:
                p.wait("document.querySelectorAll('#hand .card').length > 0", "the opening hand is not shown")
                art = hand_art(p)
                if art["count"] and art["loaded"] != art["count"]:
                    raise RuntimeError(f"{p.name}: {art['count'] - art['loaded']} of the opening hand's pictures did not load "
                                       f"({art['count'] - art['settled']} still asked for after 10 s): {art['srcs']}")
                pictures_at_start += art["loaded"]
        last_progress = time.time()
        while state["over"] is None and not (moves and state["actions"] >= moves and reloaded):
            pump()
            if time.time() - last_progress > 30:
                raise RuntimeError(f"no move for 30 s at action {state['actions']}: {pages_now(phones)}")
            if state["actions"] >= 8 and not reloaded:
                if app:
                    # Each phone in its own language: Japanese moves and log lines on phone 1,
                    # none on phone 2.
                    words = "document.getElementById('moves').textContent + document.getElementById('log').textContent"
                    if not phones[0].cdp.js(f"{JAPANESE}.test({words})"):
                        raise RuntimeError("phone 1 (ja-JP) shows no Japanese: " + phones[0].cdp.js(words)[:300])
                    if phones[1].cdp.js(f"{JAPANESE}.test({words})"):
                        raise RuntimeError("phone 2 (en-US) shows Japanese: " + phones[1].cdp.js(words)[:300])
                    if not phones[0].cdp.js(f"{JAPANESE}.test(document.getElementById('log').textContent)"):
                        raise RuntimeError("phone 1's log is not in Japanese")
                    screen_shot("midgame")
                    phones[1].shot("midgame")
                # A phone that reloads (or wakes up) takes its seat back by itself. Before that,
                # a lit card of its hand tapped, when it has one, for the picture.
                lit = phones[0].cdp.js(PAGE_NOW)["cards"]
                if lit:
                    open_card(phones[0], 0)
                phones[0].shot("midgame")
                phones[0].cdp.call("Page.reload")
                seat1 = "席 1" if app else "Seat 1"  # the page's own words, in its language
                phones[0].wait(f"document.getElementById('seat').textContent === {json.dumps(seat1)} && "
                               "!document.getElementById('play').hidden", "the reloaded phone did not get its seat back", 20)
                reloaded = True
            moved = False
            for p in phones:
                before = state["actions"]
                options = options_of(p.cdp.js(PAGE_NOW))
                if not options:
                    continue
                p.game = game
                check_named(p, game)
                # Cards first (a lit card is tapped, then one of its moves), so spells get cast.
                lit = [o for o in options if o[0] == "card"]
                choice = rng.choice(lit if lit and rng.random() < 0.7 else options)
                if tap_choice(p, choice, rng) is None:
                    continue
                # The host takes the move (or refuses a stale one); either way the page moves on.
                # A refused move (a page a state behind) shows its reason at once: no need to
                # wait out the 5 s.
                t = time.time() + 5
                while state["actions"] == before and state["over"] is None and time.time() < t:
                    pump(0.05)
                    if state["actions"] == before and p.cdp.js("document.getElementById('error').textContent !== ''"):
                        break
                if state["actions"] > before or state["over"] is not None:
                    by_card += choice[0] == "card"
                    moved = True
                    last_progress = time.time()
                    break
            if not moved:
                time.sleep(0.05)
        if moves and state["over"] is None:
            # An opening: every hand's pictures loaded from the app, each phone and the screen kept.
            pictures = 0
            for p in phones:
                art = hand_art(p)
                if art["count"] and art["loaded"] != art["count"]:
                    raise RuntimeError(f"{p.name}: {art['count'] - art['loaded']} of the hand's pictures did not load "
                                           f"({art['count'] - art['settled']} still asked for after 10 s): {art['srcs']}")
                pictures += art["loaded"]
                p.shot("opening")
            screen_shot("opening")
            if app and not pictures and not pictures_at_start:
                raise RuntimeError("no phone's hand shows a card's picture, at the start or after the opening")
            if not by_card:
                raise RuntimeError("no move was played by tapping a card of the hand")
            print(f"{game}: the first {state['actions']} actions played from {len(phones)} phones ({by_card} by tapping a "
                  f"card, then its move); phone 1 reloaded and got its seat back; {pictures_at_start} card pictures loaded at the "
                  f"start, {pictures} after the opening")
            return 0
        for p in phones:
            p.wait("!document.getElementById('over').hidden", "the end is not shown", 15)
            p.shot("end")
        screen_shot("end")
        pump(1.0)
        if not reloaded:
            raise RuntimeError("the game ended before the reload check")
        if by_card < 3:
            raise RuntimeError(f"only {by_card} moves were played by tapping a card of the hand")
        outcome = phones[0].cdp.js("document.getElementById('outcome').textContent")
        print(f"{game}: {state['actions']} actions played from {len(phones)} phones ({by_card} by tapping a card, then its move)"
              f"{' (the app hosting; phone 1 in Japanese, phone 2 in English with a typed short code)' if app else ''}; "
              f"phone 1 reloaded and got its seat back; phone 1 shows: {outcome}")
        return 0
    except Exception as e:  # the reason, then exit 1
        print(f"phone_browser: {e}", file=sys.stderr)
        return 1
    finally:
        for p in phones:
            p.close()
        if host.poll() is None:
            try:
                host.stdin.write("quit\n" if app else "end\n")
                host.stdin.flush()
                host.wait(5)
            except Exception:
                host.kill()
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
