#!/usr/bin/env bash
# The generated clients, their runtime and ZingSession ship in iOS apps: Foundation only, FoundationNetworking only behind
# `#if canImport(FoundationNetworking)`, and nothing Linux-specific.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
paths=(Generated Sources/APIRuntime Sources/TextFoundation Sources/WireVocabulary Sources/BearerSession Sources/APITesting Sources/LongdeSession Sources/ZingSession)
if grep -rnE '^\s*import\s+(Android|WinSDK|CYAML|YAMLNodes|Contract|SwiftPlan|SwiftRendering|OutputWriter|CodegenPipeline|Mustache)\b' "${paths[@]}"; then
    echo "error: Linux-only or generator module imported by client code" >&2; status=1
fi
# A C library module (Glibc, Musl) only beside its Darwin twin: inside `#if canImport(…)`, with a `Darwin` branch.
while IFS= read -r file; do
    if ! awk '/#if canImport\(/{inside=1} /import (Glibc|Musl)/{if(!inside){bad=1}} /import Darwin/{darwin=1} /#endif/{inside=0} END{exit bad || !darwin}' "$file"; then
        echo "error: $file imports Glibc or Musl outside #if canImport(…), or without a Darwin branch" >&2; status=1
    fi
done < <(grep -rlE '^\s*import\s+(Glibc|Musl)\b' "${paths[@]}" || true)
if grep -rnE '"/proc/|\bepoll_|\binotify_' --include='*.swift' "${paths[@]}"; then
    echo "error: Linux-only API or path in client code" >&2; status=1
fi
# Every FoundationNetworking import must sit inside `#if canImport(FoundationNetworking)`.
while IFS= read -r file; do
    if ! awk '/#if canImport\(FoundationNetworking\)/{inside=1} /import FoundationNetworking/{if(!inside){bad=1}} /#endif/{inside=0} END{exit bad}' "$file"; then
        echo "error: $file imports FoundationNetworking outside #if canImport(FoundationNetworking)" >&2; status=1
    fi
done < <(grep -rl 'import FoundationNetworking' "${paths[@]}" || true)
exit $status
