#!/usr/bin/env python3
"""Lists the public symbols that have no doc comment, from the compiler's symbol graphs.

    python3 scripts/doc-coverage.py GRAPH_DIR MODULE...

Reads every `MODULE.symbols.json` and `MODULE@*.symbols.json` in GRAPH_DIR (or GRAPH_DIR/MODULE) (written by swift-symbolgraph-extract
with -minimum-access-level public) and prints `path:line: public <kind> <name> has no doc comment` for each declared
symbol without one, then exits 1 if there were any. Symbols without a source location are left out: they are the
compiler's (synthesized `hashValue`, `hash(into:)`) or a protocol's default implementations, documented there.
"""
import glob
import json
import os
import sys


def undocumented(graph_dir, module):
    folder = os.path.join(graph_dir, module) if os.path.isdir(os.path.join(graph_dir, module)) else graph_dir
    paths = [os.path.join(folder, f"{module}.symbols.json")]
    paths += sorted(glob.glob(os.path.join(folder, f"{module}@*.symbols.json")))
    found = False
    for path in paths:
        if not os.path.exists(path):
            if path == paths[0]:
                sys.exit(f"error: no symbol graph for {module} in {graph_dir}")
            continue
        with open(path, encoding="utf-8") as handle:
            symbols = json.load(handle)["symbols"]
        found = True
        for symbol in symbols:
            location = symbol.get("location")
            if symbol.get("docComment") or not location:
                continue
            uri = location["uri"].removeprefix("file://")
            line = location["position"]["line"] + 1
            kind = symbol["kind"]["displayName"].lower()
            name = ".".join(symbol["pathComponents"])
            yield (os.path.relpath(uri), line, f"public {kind} {module}.{name} has no doc comment")
    if not found:
        sys.exit(f"error: no symbol graph for {module}")


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: doc-coverage.py GRAPH_DIR MODULE...")
    graph_dir, modules = sys.argv[1], sys.argv[2:]
    lines = sorted({finding for module in modules for finding in undocumented(graph_dir, module)})
    for path, line, what in lines:
        print(f"{path}:{line}: {what}")
    if lines:
        print(f"error: {len(lines)} public symbol(s) without a doc comment; write one (what it is, for an app "
              "developer), or make the symbol internal", file=sys.stderr)
        sys.exit(1)
    print(f"doc coverage: every public symbol of {', '.join(modules)} has a doc comment")


main()
