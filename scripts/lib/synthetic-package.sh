# Sourced by the compile benchmarks. Defines `synthetic_package DIR SCALE`: a package in DIR holding a synthetic
# contract of SCALE copies of contract/zing.yaml (contract/synthetic.yaml), its generated client (Generated/) and two
# targets, APIRuntime (this package's, linked, with the two modules it depends on, TextFoundation and WireVocabulary)
# and the generated ZingAPI. Expects `root` (this package), `bench` and
# `codegen` (the release zing-bench and zing-codegen, which `start_benchmark` builds and names). Also defines
# `least A B`, the smaller of two figures (B when A is empty), and `require_positive_number NAME VALUE`.
synthetic_package() {
    local pkg=$1 scale=$2
    mkdir -p "$pkg/contract" "$pkg/Sources"
    "$bench" synthesize "$scale" "$pkg/contract/synthetic.yaml"
    (cd "$pkg" && "$codegen" generate --templates "$root/Templates" --output Generated contract/synthetic.yaml \
        >/dev/null 2>&1)
    for module in TextFoundation WireVocabulary APIRuntime; do ln -s "$root/Sources/$module" "$pkg/Sources/$module"; done
    cat >"$pkg/Package.swift" <<'PACKAGE'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CompileBench",
    targets: [
        .target(name: "TextFoundation", path: "Sources/TextFoundation"),
        .target(name: "WireVocabulary", dependencies: ["TextFoundation"], path: "Sources/WireVocabulary"),
        .target(name: "APIRuntime", dependencies: ["TextFoundation", "WireVocabulary"], path: "Sources/APIRuntime"),
        .target(name: "ZingAPI", dependencies: ["APIRuntime"], path: "Generated/ZingAPI"),
    ]
)
PACKAGE
}

# Stops the script (status 2) unless VALUE is a whole number above 0; NAME is how the message calls it.
require_positive_number() {
    case "$2" in ''|*[!0-9]*|0) echo "$1 must be a positive number, not '$2'" >&2; exit 2 ;; esac
}

least() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b + 0 < a + 0) ? b : a }'; }

# Builds the release zing-bench and zing-codegen and names them `bench` and `codegen`; makes `work`, a scratch folder
# removed when the script exits. Run from the package root, with `root` set to it.
start_benchmark() {
    swift build -c release --product zing-bench >/dev/null
    swift build -c release --product zing-codegen >/dev/null
    bench="$root/.build/release/zing-bench"
    codegen="$root/.build/release/zing-codegen"
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
}
