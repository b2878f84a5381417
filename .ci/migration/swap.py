#!/usr/bin/env python3
"""Moves Swift sources and manifests from pointfreeco's swift-snapshot-testing onto this package, as a
migrating team does by hand, and changes nothing else.

  swap.py imports FILE...                         import InlineSnapshotTesting / SnapshotTesting /
                                                  SnapshotTestingCustomDump become import InlineSnapshot
                                                  (`@_spi(Internals)` dropped, other attributes kept;
                                                  one line for one line, so line numbers stay)
  swap.py manifest FILE --path DIR --identity ID  the swift-snapshot-testing dependency becomes
                                                  .package(path: DIR), its products InlineSnapshot
                                                  of package ID

Prints one line per changed file; exits 1 naming a file it was asked to change and could not.
"""
import re
import sys
from pathlib import Path

PEER_MODULES = ("InlineSnapshotTesting", "SnapshotTestingCustomDump", "SnapshotTesting")
IMPORT = re.compile(
    r"^(?P<indent>[ \t]*)(?P<attributes>(?:@[A-Za-z_]\w*(?:\([^)\n]*\))?[ \t]+)*)import[ \t]+"
    r"(?P<module>" + "|".join(PEER_MODULES) + r")[ \t]*$",
    re.M,
)
PEER_PACKAGE = re.compile(
    r'\.package\(\s*(?:name:\s*"[^"]*",\s*)?url:\s*"https://github\.com/pointfreeco/swift-snapshot-testing(?:\.git)?"[^)]*\)'
)
PEER_PRODUCT = re.compile(
    r'\.product\(\s*name:\s*"(?:' + "|".join(PEER_MODULES) + r')",\s*package:\s*"swift-snapshot-testing"\s*\)'
)


def swap_import(match):
    attributes = [a for a in match.group("attributes").split() if not a.startswith("@_spi(")]
    return match.group("indent") + "".join(a + " " for a in attributes) + "import InlineSnapshot"


def swap_imports(paths):
    for path in paths:
        text = Path(path).read_text(encoding="utf-8")
        swapped, count = IMPORT.subn(swap_import, text)
        if count:
            Path(path).write_text(swapped, encoding="utf-8")
            print(f"{path}: {count} import(s) swapped")
    return 0


def swap_manifest(path, package_path, identity):
    text = Path(path).read_text(encoding="utf-8")
    text, packages = PEER_PACKAGE.subn(f'.package(path: "{package_path}")', text)
    text, products = PEER_PRODUCT.subn(f'.product(name: "InlineSnapshot", package: "{identity}")', text)
    if packages != 1 or products == 0:
        print(
            f"{path}: expected one swift-snapshot-testing dependency and its products, found {packages} and {products}",
            file=sys.stderr,
        )
        return 1
    Path(path).write_text(text, encoding="utf-8")
    print(f"{path}: dependency and {products} product(s) swapped")
    return 0


def main(arguments):
    if len(arguments) >= 2 and arguments[0] == "imports":
        return swap_imports(arguments[1:])
    if len(arguments) == 6 and arguments[0] == "manifest" and arguments[2] == "--path" and arguments[4] == "--identity":
        return swap_manifest(arguments[1], arguments[3], arguments[5])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
