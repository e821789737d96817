#!/usr/bin/env python3
"""No Repeater straight inside a Qt Quick Layout (RowLayout, ColumnLayout, GridLayout) in the QML.

On Qt 6.4 (Debian 12) a layout can read a delegate the Repeater has just destroyed when the
Repeater's model changes while the layout rearranges: a use-after-free in
QQuickLayout::effectiveSizePolicy_helper. A couch game's big screen crashed so (a combat's fighter
panels), one game in three. The Repeater goes into a Row, Column or Flow
(positioners never hand their children to the layout) inside the layout cell.

A Repeater marked on the line above with "repeater-in-layout: known" is one not yet converted
(a place to convert; its model changes seldom); an unmarked one is refused. Exit 0 when every
Repeater in a layout is marked, 1 naming the others (file:line).

    CheckRepeatersInLayouts.py SOURCE_DIR
"""
import glob
import os
import re
import sys

MARK = "repeater-in-layout: known"


def repeaters_in_layouts(root):
    """(file, line, parent type, marked) of each Repeater whose enclosing object is a *Layout, by
    indentation; marked when the line above carries MARK."""
    found = []
    paths = sorted(glob.glob(os.path.join(root, "qml", "**", "*.qml"), recursive=True))
    if not paths:
        raise SystemExit(f"no QML files under {root}/qml: is it the source directory?")
    for path in paths:
        rel = os.path.relpath(path, root)
        lines = open(path, encoding="utf-8").read().split("\n")
        for i, line in enumerate(lines):
            m = re.match(r"^(\s*)Repeater\s*\{", line)
            if not m:
                continue
            indent = len(m.group(1))
            for j in range(i - 1, -1, -1):
                mj = re.match(r"^(\s*)([A-Za-z][\w.]*)\s*\{", lines[j])
                if mj and len(mj.group(1)) < indent:
                    if mj.group(2).endswith("Layout"):
                        found.append((rel, i + 1, mj.group(2), i > 0 and MARK in lines[i - 1]))
                    break
    return found


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    found = repeaters_in_layouts(root)
    bad = [f for f in found if not f[3]]
    for rel, line, parent, _ in bad:
        print(f"{rel}:{line}: a Repeater straight inside a {parent}: put it in a Row, Column or Flow "
              "(Qt 6.4 layouts read destroyed delegates; see tests/CheckRepeatersInLayouts.py)")
    if not bad:
        print(f"{len(found)} Repeaters in layouts, each marked as known")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
