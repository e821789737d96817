#!/usr/bin/env python3
"""Fills the English plural forms of translations/tabletop_en.ts that lupdate leaves empty.

English sources write plurals as "%n card(s)" (or "injury(ies)"); the numerus forms are the
singular ("%n card") and the plural ("%n cards"). Forms already written by hand are kept (say
"a grimoire" for one). Run after `cmake --build build --target update_translations`:
    python3 scripts/ts-en-plurals.py translations/tabletop_en.ts
"""
import re
import sys


def forms(source):
    one = re.sub(r"y\(ies\)", "y", source)
    many = re.sub(r"y\(ies\)", "ies", source)
    one = one.replace("(s)", "").replace("(es)", "")
    many = many.replace("(s)", "s").replace("(es)", "es")
    return one, many


def fill(text):
    count = 0

    def message(m):
        nonlocal count
        source, attrs, body = m.group(1), m.group(2), m.group(3)
        if "vanished" in attrs or "obsolete" in attrs:
            return m.group(0)
        current = re.findall(r"<numerusform>(.*?)</numerusform>", body, re.S)
        if len(current) == 2 and all(current) and "unfinished" not in attrs:
            return m.group(0)
        one, many = forms(source)
        if len(current) == 2 and all(current):
            one, many = current
        count += 1
        return ('<message numerus="yes">\n        <source>%s</source>\n        <translation>\n'
                "            <numerusform>%s</numerusform>\n            <numerusform>%s</numerusform>\n"
                "        </translation>" % (source, one, many))

    out = re.sub(r'<message numerus="yes">\s*<source>(.*?)</source>\s*<translation([^>]*)>(.*?)</translation>',
                 message, text, flags=re.S)
    return out, count


if __name__ == "__main__":
    path = sys.argv[1]
    text = open(path, encoding="utf-8").read()
    out, count = fill(text)
    open(path, "w", encoding="utf-8").write(out)
    print("%s: %d plural messages filled" % (path, count))
