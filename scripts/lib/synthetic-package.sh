# Sourced by the compile benchmarks. Defines `synthetic_package DIR SCALE`: a package in DIR holding a synthetic
# contract of SCALE copies of contract/zing.yaml (contract/synthetic.yaml), its generated client (Generated/) and two
# targets, APIRuntime (this package's, linked) and the generated ZingAPI. Expects `root` (this package), `bench` and
# `codegen` (the release zing-bench and zing-codegen). Also defines `least A B`, the smaller of two figures (B when A
# is empty).
synthetic_package() {
    local pkg=$1 scale=$2
    mkdir -p "$pkg/contract" "$pkg/Sources"
    "$bench" synthesize "$scale" "$pkg/contract/synthetic.yaml"
    (cd "$pkg" && "$codegen" generate --templates "$root/Templates" --output Generated contract/synthetic.yaml \
        >/dev/null 2>&1)
    ln -s "$root/Sources/APIRuntime" "$pkg/Sources/APIRuntime"
    cat >"$pkg/Package.swift" <<'PACKAGE'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CompileBench",
    targets: [
        .target(name: "APIRuntime", path: "Sources/APIRuntime"),
        .target(name: "ZingAPI", dependencies: ["APIRuntime"], path: "Generated/ZingAPI"),
    ]
)
PACKAGE
}

least() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b + 0 < a + 0) ? b : a }'; }
