#!/usr/bin/env python3
"""translations_complete: the shipped .ts files leave nothing for the reader to see raw.

Japanese: no message is unfinished. English: every plural message has both forms written
(an empty form shows the source, "%n card(s)"; scripts/ts-en-plurals.py fills them).
Prints each problem with its source text and exits 1 if there is any."""
import re
import sys

root = sys.argv[1]
problems = []
message = re.compile(r"<message( numerus=\"yes\")?>\s*<source>(.*?)</source>.*?<translation([^>]*)>(.*?)</translation>", re.S)
for lang in ("ja", "en"):
    text = open("%s/translations/tabletop_%s.ts" % (root, lang), encoding="utf-8").read()
    for m in message.finditer(text):
        numerus, source, attrs, body = m.group(1), m.group(2), m.group(3), m.group(4)
        if "vanished" in attrs or "obsolete" in attrs:
            continue
        if lang == "ja" and "unfinished" in attrs:
            problems.append("tabletop_ja.ts: unfinished: %s" % source)
        if lang == "en" and numerus:
            forms = re.findall(r"<numerusform>(.*?)</numerusform>", body, re.S)
            if len(forms) != 2 or not all(forms) or any("(s)" in f for f in forms):
                problems.append("tabletop_en.ts: plural forms missing: %s" % source)
for p in problems:
    print(p)
print("%d problem(s)" % len(problems))
sys.exit(1 if problems else 0)
