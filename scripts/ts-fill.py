#!/usr/bin/env python3
"""Fills translations in a Qt .ts file from a TSV: context <TAB> English source <TAB> translation.
Plural (numerus) translations give their forms separated by " || ". Entries not in the file are
reported (run `cmake --build build --target update_translations` first so lupdate adds them).
Usage: scripts/ts-fill.py translations/tabletop_ja.ts translations/pending/x_ja.tsv [...]"""
import sys
import xml.etree.ElementTree as ET


def main():
    ts_path, tsvs = sys.argv[1], sys.argv[2:]
    wanted = {}
    for tsv in tsvs:
        with open(tsv, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                line = line.rstrip("\n")
                if not line.strip() or line.startswith("#"):
                    continue
                parts = line.split("\t")
                if len(parts) != 3:
                    sys.exit(f"{tsv}:{n}: expected 3 tab-separated fields, got {len(parts)}")
                wanted[(parts[0], parts[1].replace("\\n", "\n"))] = parts[2].replace("\\n", "\n")
    tree = ET.parse(ts_path)
    used = set()
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name")
        for msg in ctx.iter("message"):
            key = (name, msg.findtext("source"))
            if key not in wanted:
                continue
            used.add(key)
            tr = msg.find("translation")
            tr.attrib.pop("type", None)
            if msg.get("numerus") == "yes":
                forms = wanted[key].split(" || ")
                for child in list(tr):
                    tr.remove(child)
                tr.text = None
                for form in forms:
                    ET.SubElement(tr, "numerusform").text = form
            else:
                tr.text = wanted[key]
    for key in wanted.keys() - used:
        print(f"not in {ts_path}: [{key[0]}] {key[1]!r}", file=sys.stderr)
    ET.indent(tree, space="    ")
    with open(ts_path, "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        # lupdate's layout: <context> at the margin, everything inside one level less deep.
        text = ET.tostring(tree.getroot(), encoding="unicode").replace("'", "&apos;")
        lines = [l[4:] if l.startswith("    ") else l for l in text.split("\n")]
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
