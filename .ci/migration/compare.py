#!/usr/bin/env python3
"""Compares Swift test files recorded again with the files as they were before their literals were blanked.

  compare.py BEFORE_DIR AFTER_DIR

A file counts as the same when its bytes are, or when they are once every `\\u{D}` this toolkit writes
is read as the `\\r` InlineSnapshotTesting wrote (the one spelling that differs on purpose: control
characters are written as `\\u{…}` escapes). Prints a summary; exits 1 with a diff on any other difference.
"""
import difflib
import re
import sys
from pathlib import Path

CARRIAGE_RETURN = re.compile(r"\\(#*)u\{D\}")


def main(before, after):
    files = sorted(p.relative_to(before) for p in Path(before).rglob("*.swift"))
    identical = escaped = carriage_returns = 0
    differences = []
    for name in files:
        old = (Path(before) / name).read_text(encoding="utf-8")
        new = (Path(after) / name).read_text(encoding="utf-8")
        if old == new:
            identical += 1
            continue
        normalized, count = CARRIAGE_RETURN.subn(r"\\\1r", new)
        if normalized == old:
            escaped += 1
            carriage_returns += count
            continue
        differences += difflib.unified_diff(
            old.splitlines(True), new.splitlines(True), f"before/{name}", f"after/{name}"
        )
    if differences:
        sys.stdout.writelines(differences)
        return 1
    summary = f"{identical} of {len(files)} files byte-identical"
    if escaped:
        summary += f", {escaped} identical once `\\u{{D}}` reads as `\\r` ({carriage_returns} of them)"
    print(summary)
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1], sys.argv[2]))
