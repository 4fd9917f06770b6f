#!/usr/bin/env python3
"""Sums the type checker's timings of a generated module by the generated shape they belong to.

Reads the log of a `swift build` whose frontend jobs ran with `-debug-time-function-bodies` (lines
`12.3ms<TAB>file:line:col<TAB>kind Module.(file).Type.member@file:line:col`) and `-debug-time-expression-type-checking`
(lines `0.4ms<TAB>file:line:col`), keeps the lines about files in the generated module's folder and names each one's
shape: the file's group (Models, Endpoints, ...), the role of the type (model, identifier, enum, or the contract's own
type) and the member, with the contract's names (models, endpoints, fields) replaced by their role so that the copies
of one shape add up. Prints a Markdown table, costliest shape first, with each shape's time per endpoint, then the
costliest expression forms (each timed expression's source line, its names and string literals replaced by `x`, `T` and `"k"`).

SwiftPM prints a batch job's whole output once for every file of the batch; repeated blocks are counted once. A
function body's time holds the expressions in it, so the total counts function bodies and adds only the expressions
outside every function body (a `static let`'s initializer, such as an endpoint's `ZingOperation(spec: …)`). The
module-emitting job skips function bodies; its figures are printed on a line of their own.

Usage: typecheck-shapes.py LOG SOURCES_DIR ENDPOINTS
"""
import collections
import os
import re
import sys

MARKER = re.compile(r"^\[\d+/\d+\] (.*)$")
BODY = re.compile(r"^\s*([0-9.]+)ms\t(.+?):(\d+):(\d+)\t(.+?) \w+\.\(file\)\.(.+?)@")
EXPRESSION = re.compile(r"^\s*([0-9.]+)ms\t([^\t]+?):(\d+):(\d+)\s*$")
LONG = re.compile(r"^(.+?):(\d+):(\d+): warning: .* took (\d+)ms to type-check")
TOP = re.compile(r"^(?:public |internal |package )?(?:nonisolated )?(struct|enum|extension|protocol) +([A-Za-z_]\w*)")
MEMBER = re.compile(
    r"^    (?:public |internal |package )?(?:nonisolated )?(static )?(init\??|func|var|let|case)\b\s*([A-Za-z_]\w*)?")
GROUPS = ("ClientProtocol", "Client", "Models", "Endpoints", "Identifiers", "Enums", "ErrorClass", "ErrorRules",
          "Operation", "Contract")
ROLES = {"Models": "model", "Identifiers": "identifier", "Enums": "enum"}


def group_of(path):
    """The generated file's group: ZingModels3.swift -> Models."""
    name = re.sub(r"\d*\.swift$", "", os.path.basename(path))
    return next((group for group in GROUPS if name.endswith(group)), name)


class Source:
    """One generated file's lines."""

    def __init__(self, path):
        with open(path, encoding="utf-8") as handle:
            self.lines = handle.read().split("\n")

    def line(self, number):
        return self.lines[number - 1] if 0 < number <= len(self.lines) else ""

    def enclosing(self, number, pattern, stop=None):
        """The nearest line at or above `number` matching `pattern`, and its number (not past a line matching `stop`)."""
        for index in range(min(number, len(self.lines)) - 1, -1, -1):
            match = pattern.match(self.lines[index])
            if match:
                return match, index + 1
            if stop is not None and stop.match(self.lines[index]):
                return None, 0
        return None, 0


def without_copy_number(name):
    """`AppleLoginRequest10` -> `AppleLoginRequest`: the synthetic contract numbers its copies."""
    return re.sub(r"(?<=[A-Za-z])\d+(?=\b|[A-Z(.]|$)", "", name)


def body_shape(group, kind, qualified, source, number):
    """The shape of a timed function body."""
    type_part, _, member = qualified.partition(".")
    extension = type_part.endswith(" extension")
    type_name = without_copy_number(type_part.replace(" extension", ""))
    role = ROLES.get(group)
    where = (f"{role} extension" if extension else role) if role else f"{type_name}{' extension' if extension else ''}"
    text = source.line(number)
    if kind in ("getter", "setter", "_modify accessor") and re.match(r"^\s*(public )?var \w+: [^{]*$", text):
        return f"{group}: {where}: stored property get/set/_modify (synthesized)"
    if type_name.endswith("Operation") and group == "Endpoints" and kind == "getter":
        return f"{group}: {where}: static let <endpoint> getter"
    member = without_copy_number(member)
    if group in ("Endpoints", "Client", "ClientProtocol"):
        member = re.sub(r"^unmet\w*Condition", "unmet<Endpoint>Condition", member)
        if kind == "instance method":
            member = "<endpoint>(…)"
    if role and kind == "initializer" and not re.match(r"init\??\((from|rawValue|wireText):\)$", member):
        member = "init(<fields>) (memberwise)"
    if role and kind in ("getter", "setter"):
        member = re.sub(r"^\w+\.(getter|setter)$", lambda m: f"{text.split('var ')[-1].split(':')[0]}.{m.group(1)}"
                        if " var " in text else m.group(0), member)
    return f"{group}: {where}: {kind} {member}"


def expression_shape(group, source, number):
    """The shape of a timed expression, and whether it lies outside every function body (a stored `let`'s value)."""
    top, _ = source.enclosing(number, TOP)
    member, member_number = source.enclosing(number, MEMBER, stop=TOP)
    top_name = without_copy_number(top.group(2)) if top else "file"
    role = ROLES.get(group)
    where = (f"{role} {top.group(1)}" if role and top else top_name)
    if member is None:
        return f"{group}: {where}: (declaration)", True
    static, kind, name = member.group(1) or "", member.group(2), member.group(3) or ""
    if group == "Endpoints" and kind == "let":
        return f"{group}: {where}: static let <endpoint> = ZingOperation(spec: EndpointSpec(…), endpointRules: …)", True
    stored = kind == "let" or (kind == "var" and "{" not in source.line(member_number))
    return f"{group}: {where}: {static}{kind} {without_copy_number(name)}", stored


KEPT_WORDS = {"try", "container", "decoder", "encoder", "forKey", "lhs", "rhs", "guard", "return", "else", "if", "var",
              "let", "secrets", "self", "public", "static", "await", "case", "switch", "default", "nil", "true", "false"}


def expression_form(text):
    """A timed expression's source line with the contract's names and literals replaced: `try container.encode(x, …)`."""
    text = re.sub(r"\b[A-Z]\w*(?=\.self\b)", "T", text.strip())
    text = re.sub(r"\b[a-z]\w*\b(?![(:])", lambda m: m.group(0) if m.group(0) in KEPT_WORDS else "x", text)
    return re.sub(r'"[^"]*"', '"k"', text)


def blocks(log):
    """The log's job outputs: (marker, lines), each distinct block once."""
    seen = set()
    marker, lines = "", []
    with open(log, encoding="utf-8", errors="replace") as handle:
        for raw in handle:
            raw = raw.rstrip("\n")
            match = MARKER.match(raw) or (raw if raw.startswith("Build ") else None)
            if match:
                key = "\n".join(lines)
                if lines and key not in seen:
                    seen.add(key)
                    yield marker, lines
                marker = match.group(1) if hasattr(match, "group") else raw
                lines = []
            else:
                lines.append(raw)
    key = "\n".join(lines)
    if lines and key not in seen:
        yield marker, lines


def main():
    log, sources, endpoints = sys.argv[1], os.path.realpath(sys.argv[2]), int(sys.argv[3])
    files = {}
    shapes = collections.defaultdict(lambda: [0.0, 0])
    forms = collections.defaultdict(lambda: [0.0, 0])
    emit = [0.0, 0.0]
    long_lines = []
    total_bodies = total_outside = 0.0
    for marker, lines in blocks(log):
        emitting = marker.startswith("Emitting module")
        for raw in lines:
            long = LONG.match(raw)
            if long and os.path.realpath(long.group(1)).startswith(sources):
                long_lines.append(raw.replace(sources + "/", ""))
                continue
            hit = BODY.match(raw) or EXPRESSION.match(raw)
            if not hit or not os.path.realpath(hit.group(2)).startswith(sources):
                continue
            path, ms, number = os.path.realpath(hit.group(2)), float(hit.group(1)), int(hit.group(3))
            source = files.setdefault(path, Source(path)) if path in files or os.path.exists(path) else None
            if source is None:
                continue
            group = group_of(path)
            if hit.re is BODY:
                if emitting:
                    emit[0] += ms
                    continue
                shape = body_shape(group, hit.group(5), hit.group(6), source, number)
                total_bodies += ms
            else:
                if not emitting:
                    form = forms[(group, expression_form(source.line(number)))]
                    form[0] += ms
                    form[1] += 1
                shape, outside = expression_shape(group, source, number)
                if not outside:
                    continue
                if emitting:
                    emit[1] += ms
                    continue
                total_outside += ms
            shapes[shape][0] += ms
            shapes[shape][1] += 1
    total = total_bodies + total_outside
    print(f"{endpoints} endpoints. Compile jobs: function bodies {total_bodies / 1000:.2f} s, expressions outside "
          f"them {total_outside / 1000:.2f} s, in all {total / 1000:.2f} s ({total / endpoints:.2f} ms per endpoint). "
          f"Module-emitting job: function bodies {emit[0] / 1000:.2f} s, expressions outside them "
          f"{emit[1] / 1000:.2f} s.")
    print()
    print("| shape | timed items | total | per endpoint | share |")
    print("| --- | ---: | ---: | ---: | ---: |")
    rest = [0.0, 0]
    for shape, (ms, count) in sorted(shapes.items(), key=lambda item: -item[1][0]):
        if ms < total * 0.01:
            rest[0] += ms
            rest[1] += count
            continue
        print(f"| {shape} | {count} | {ms / 1000:.3f} s | {ms / endpoints:.3f} ms | {100 * ms / total:.1f}% |")
    print(f"| the other shapes (each under 1%) | {rest[1]} | {rest[0] / 1000:.3f} s | {rest[0] / endpoints:.3f} ms | "
          f"{100 * rest[0] / total if total else 0:.1f}% |")
    print()
    print("Costliest expression forms (compile jobs; an expression inside a function body is also in its body's time):")
    print()
    print("| group | expression form | expressions | total | each |")
    print("| --- | --- | ---: | ---: | ---: |")
    for (group, form), (ms, count) in sorted(forms.items(), key=lambda item: -item[1][0])[:20]:
        shown = form if len(form) <= 90 else form[:89] + "…"
        print(f"| {group} | `{shown}` | {count} | {ms / 1000:.3f} s | {ms / count:.3f} ms |")
    print()
    print(f"Expressions reported by -warn-long-expression-type-checking: {len(long_lines)}")
    for line in long_lines[:20]:
        print(f"    {line}")


if __name__ == "__main__":
    main()
