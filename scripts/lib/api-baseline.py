#!/usr/bin/env python3
"""The reading and comparing half of scripts/api-baseline.sh (standard library only).

  api-baseline.py write GRAPHS OUT MODULE…          OUT/<Module>.txt for each module, from GRAPHS/<Module>*.symbols.json
  api-baseline.py compare BASELINE CURRENT MODULE…  lists what differs; exit 1 when anything does

GRAPHS holds what `swift-symbolgraph-extract -include-spi-symbols -skip-synthesized-members
-emit-extension-block-symbols` wrote for each module (its own symbols, and <Module>@<Other>.symbols.json for extensions
of other modules' types). A module's file has two sections, each a sorted list of one line per declaration:

  ## public                 what `import Module` shows an app
  ## @_spi(Generated)       what generated code also sees through `@_spi(Generated) import Module`

A declaration's line is its path, two spaces and its declaration as the symbol graph prints it (no doc comment, no
source location), then notes after `//`:

  Secret.init(_:)  init(_ value: String)
  APIContract.ErrorClass  associatedtype ErrorClass : APIErrorClass  // requirement
  G.onlyInt()  func onlyInt()  // extension where T == Int

and a conformance's line is the type's path, `: ` and the protocol, with the conditions after two spaces:

  APIResponse: Sendable  where Payload : Sendable

The text before the first two spaces is a line's key: `compare` reports a key whose line differs as `changed`.
"""

import json
import os
import sys
from collections import Counter

PUBLIC = "public"
SPI = "@_spi(Generated)"
SECTION_HEADINGS = {
    PUBLIC: "## public: what `import {module}` shows an app",
    SPI: "## @_spi(Generated): what generated code also sees through `@_spi(Generated) import {module}`",
}

# Marker protocols the compiler lists on some conformances and not others (every type is Copyable and Escapable
# unless it says `~Copyable`, every Sendable type is SendableMetatype): noise that changes with the toolchain.
IMPLIED_PROTOCOLS = {"Copyable", "Escapable", "SendableMetatype"}


def one_line(text):
    """The declaration on one line: a default value written over several lines keeps its words, not its breaks."""
    return " ".join(text.split()) if "\n" in text else text


def declaration(symbol):
    return one_line("".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", [])))


def requirement_text(constraint):
    lhs, rhs = constraint["lhs"], constraint["rhs"]
    if constraint["kind"] == "sameType":
        return f"{lhs} == {rhs}"
    return f"{lhs} : {rhs}"


def requirements(constraints, already=()):
    """The `where` list of constraints, without the implied markers and those the enclosing type already states."""
    known = {requirement_text(c) for c in already}
    kept = []
    for constraint in constraints or []:
        text = requirement_text(constraint)
        if constraint["rhs"] in IMPLIED_PROTOCOLS or text in known or text in kept:
            continue
        kept.append(text)
    return ", ".join(kept)


def availability(symbol):
    """`@available(…)` attributes as Swift spells them, in a fixed order."""
    attributes = []
    for item in sorted(symbol.get("availability", []), key=lambda a: json.dumps(a, sort_keys=True)):
        parts = [item.get("domain", "*")]
        for field in ("introduced", "deprecated", "obsoleted"):
            if field in item:
                version = item[field]
                numbers = [version.get("major", 0), version.get("minor"), version.get("patch")]
                parts.append(f"{field}: " + ".".join(str(n) for n in numbers if n is not None))
        if item.get("isUnconditionallyDeprecated"):
            parts.append("deprecated")
        if item.get("isUnconditionallyUnavailable"):
            parts.append("unavailable")
        for field in ("renamed", "message"):
            if field in item:
                parts.append(f"{field}: {json.dumps(item[field], ensure_ascii=False)}")
        attributes.append("@available(" + ", ".join(parts) + ") ")
    return "".join(attributes)


def protocol_name(relationship, paths):
    """A conformance's protocol without its module (`Swift.Sendable` → `Sendable`): the module a standard type lives
    in differs between platforms (Foundation, FoundationEssentials)."""
    target = relationship["target"]
    if target in paths:
        return ".".join(paths[target])
    fallback = relationship.get("targetFallback", target)
    return fallback.split(".", 1)[1] if "." in fallback else fallback


def module_lines(graphs_folder, module):
    """Each line of the module's API, with its section and its sort key."""
    files = sorted(
        name
        for name in os.listdir(graphs_folder)
        if name == f"{module}.symbols.json" or (name.startswith(f"{module}@") and name.endswith(".symbols.json"))
    )
    if f"{module}.symbols.json" not in files:
        sys.exit(f"error: no symbol graph of {module} in {graphs_folder}")
    # One module's files, as one graph: a conformance in <Module>@Swift.symbols.json may name a protocol of the module.
    symbols = {}
    relationships = []
    for name in files:
        with open(os.path.join(graphs_folder, name), encoding="utf-8") as handle:
            graph = json.load(handle)
        symbols.update((symbol["identifier"]["precise"], symbol) for symbol in graph.get("symbols", []))
        relationships += graph.get("relationships", [])
    paths = {identifier: symbol["pathComponents"] for identifier, symbol in symbols.items()}
    parent = {}
    notes = {}
    for relationship in relationships:
        kind, source = relationship["kind"], relationship["source"]
        if kind == "memberOf":
            parent[source] = relationship["target"]
        elif kind in ("requirementOf", "optionalRequirementOf"):
            notes[source] = "requirement" if kind == "requirementOf" else "optional requirement"
    entries = []
    for identifier, symbol in symbols.items():
        if symbol["kind"]["identifier"] == "swift.extension":
            continue  # a block extending another module's type: its members and conformances are listed
        section = SPI if symbol.get("spi") else PUBLIC
        path = symbol["pathComponents"]
        line = ".".join(path) + "  " + availability(symbol) + declaration(symbol)
        comments = [notes[identifier]] if identifier in notes else []
        owner = symbols.get(parent.get(identifier, ""))
        if owner is not None and owner["kind"]["identifier"] == "swift.extension":
            # Another module's type: the block's own `where` is what this module adds.
            block = declaration(owner)
            if " where " in block:
                comments.append("extension where " + block.split(" where ", 1)[1])
        else:
            inherited = (owner or {}).get("swiftGenerics", {}).get("constraints", [])
            added = requirements(symbol.get("swiftExtension", {}).get("constraints"), inherited)
            if added:
                comments.append("extension where " + added)
        if comments:
            line += "  // " + "; ".join(comments)
        entries.append((section, (path, 0, line), line))
    for relationship in relationships:
        if relationship["kind"] != "conformsTo" or relationship["source"] not in symbols:
            continue
        source = symbols[relationship["source"]]
        protocol = protocol_name(relationship, paths)
        if protocol in IMPLIED_PROTOCOLS:
            continue
        # A conformance goes with its type: `@_spi` on an extension doesn't hide the conformances it declares.
        section = SPI if source.get("spi") else PUBLIC
        path = source["pathComponents"]
        line = ".".join(path) + ": " + protocol
        conditions = requirements(relationship.get("swiftConstraints"))
        if conditions:
            line += "  where " + conditions
        entries.append((section, (path, 1, line), line))
    result = {PUBLIC: [], SPI: []}
    for section, _, line in sorted(entries, key=lambda entry: entry[1]):
        if not result[section] or result[section][-1] != line:
            result[section].append(line)
    return result


def render(module, sections):
    text = [
        f"# {module}: the API apps and generated code see, from its symbol graph. Written by",
        "# `bash scripts/api-baseline.sh update`; checked by `bash scripts/api-baseline.sh check` (api/README.md).",
    ]
    for section in (PUBLIC, SPI):
        text += ["", SECTION_HEADINGS[section].format(module=module)] + sections[section]
    return "\n".join(text) + "\n"


def parse(text):
    sections = {PUBLIC: [], SPI: []}
    current = None
    for line in text.splitlines():
        if line.startswith("## public"):
            current = PUBLIC
        elif line.startswith("## @_spi(Generated)"):
            current = SPI
        elif line and not line.startswith("#") and current is not None:
            sections[current].append(line)
    return sections


def key(line):
    return line.split("  ", 1)[0]


def report_order(name):
    """A key's place in the files' order (a type, its conformances, its members): its path split at the dots outside
    parentheses, conformances after the declaration."""
    conformance = ": " in name
    path = name.split(": ", 1)[0] if conformance else name
    components, depth, current = [], 0, ""
    for character in path:
        depth += {"(": 1, ")": -1}.get(character, 0)
        if character == "." and depth == 0 and current:
            components.append(current)
            current = ""
        else:
            current += character
    return (components + [current], 1 if conformance else 0, name)


def differences(old, new):
    """`(verb, line, was)` for each line only one side has, in the files' order; a key with one line on each side is
    `changed` (`was` is the old line after its key)."""
    removed = Counter(old) - Counter(new)
    added = Counter(new) - Counter(old)
    by_key = {}
    for line in old:
        if removed[line]:
            removed[line] -= 1
            by_key.setdefault(key(line), ([], []))[0].append(line)
    for line in new:
        if added[line]:
            added[line] -= 1
            by_key.setdefault(key(line), ([], []))[1].append(line)
    found = []
    for name in sorted(by_key, key=report_order):
        gone, came = by_key[name]
        if len(gone) == 1 and len(came) == 1:
            found.append(("changed", came[0], gone[0][len(name) + 2 :] if "  " in gone[0] else gone[0]))
            continue
        found += [("removed", line, None) for line in gone]
        found += [("added", line, None) for line in came]
    return found


def write(graphs_folder, output_folder, modules):
    os.makedirs(output_folder, exist_ok=True)
    for module in modules:
        text = render(module, module_lines(graphs_folder, module))
        with open(os.path.join(output_folder, f"{module}.txt"), "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)


def compare(baseline_folder, current_folder, modules):
    changes = 0
    differing = []
    declarations = {PUBLIC: 0, SPI: 0}
    for module in modules:
        name = f"{module}.txt"
        with open(os.path.join(current_folder, name), encoding="utf-8") as handle:
            current_text = handle.read()
        current = parse(current_text)
        for section in (PUBLIC, SPI):
            declarations[section] += len(current[section])
        baseline_path = os.path.join(baseline_folder, name)
        if os.path.exists(baseline_path):
            with open(baseline_path, encoding="utf-8") as handle:
                baseline_text = handle.read()
            note = ""
        else:
            baseline_text = ""
            note = f" ({baseline_path} is missing: a new module)"
        if baseline_text == current_text:
            continue
        baseline = parse(baseline_text)
        found_any = False
        for section in (PUBLIC, SPI):
            found = differences(baseline[section], current[section])
            if not found:
                continue
            found_any = True
            print(f"{module}, {section}{note}:")
            for verb, line, was in found:
                print(f"  {verb:<8} {line}" + (f"  (was: {was})" if was is not None else ""))
            changes += len(found)
        if not found_any:
            print(f"{module}: {baseline_path} is not as `update` writes it (its declarations match; run update)")
            changes += 1
        differing.append(module)
    listed = {f"{module}.txt" for module in modules}
    for name in sorted(os.listdir(baseline_folder)):
        if name.endswith(".txt") and name not in listed:
            print(f"{name[:-4]}: {os.path.join(baseline_folder, name)} names no app-facing module (update removes it)")
            changes += 1
            differing.append(name[:-4])
    if changes:
        sys.stdout.flush()
        print(
            f"api-baseline: {changes} change{'s' if changes != 1 else ''} in {', '.join(differing)}; if intended, run"
            f" `bash scripts/api-baseline.sh update` and commit the diff of {baseline_folder}/ with them",
            file=sys.stderr,
        )
        return 1
    print(
        f"api-baseline: {len(modules)} modules match {baseline_folder}/ ({declarations[PUBLIC]} public lines, "
        f"{declarations[SPI]} @_spi(Generated) lines)"
    )
    return 0


def main(arguments):
    if len(arguments) >= 4 and arguments[0] == "write":
        write(arguments[1], arguments[2], arguments[3:])
        return 0
    if len(arguments) >= 4 and arguments[0] == "compare":
        return compare(arguments[1], arguments[2], arguments[3:])
    print(__doc__.split("\n\n")[1], file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
