# Random 2-seat Kaiju City games through `tabletop-cli play`, with chosen starters per seat (the
# 2-seat skew in docs/games/kaiju.md: does the win follow the starter or the seat?):
#   scripts/kaiju-starters.py CLI GAMES FIRSTSEED A B  (A, B: starter indices for seat 1 and seat 2)
# Prints wins per seat, how the games ended and how often the seat first in initiative won.
import json, random, subprocess, sys, collections
cli, games, first, a, b = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
import os
st = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cards", "kaiju", "cards.json")))["starters"]
def setup(i):
    return json.dumps({"team": {"team": st[i]["team"], "planning": st[i]["planning"], "combat": st[i]["combat"]}})
wins = collections.Counter(); ends = collections.Counter(); firstSeat = collections.Counter(); firstWins = 0
for seed in range(first, first + games):
    p = subprocess.Popen([cli, "play", "kaiju", "--seats", "2", "--seed", str(seed), "--setup", setup(a), "--setup", setup(b)],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    def ask(o):
        p.stdin.write(json.dumps(o) + "\n"); p.stdin.flush()
        return json.loads(p.stdout.readline())
    rnd = random.Random(seed)
    order = None
    while True:
        o = ask({"cmd": "outcome"})["outcome"]
        if o is not None:
            break
        if order is None:
            order = ask({"cmd": "view", "seat": None})["view"]["order"]
        pr = ask({"cmd": "prompt"})["prompt"]
        seat = rnd.choice(pr["seats"])
        r = ask(rnd.choice(ask({"cmd": "legal", "seat": seat})["legal"]))
        assert r["ok"], r
    p.stdin.close(); p.wait()
    for w in o["winners"]:
        wins[w] += 1
    firstSeat[order[0]] += 1
    if order[0] in o["winners"]:
        firstWins += 1
    ends[o["reason"]["id"]] += 1
print(f"starters seat1={st[a]['name']} seat2={st[b]['name']} games={games} seeds {first}..{first+games-1}")
print("wins by seat:", dict(wins), "endings:", dict(ends), "first in initiative:", dict(firstSeat), "first in initiative won:", firstWins)
