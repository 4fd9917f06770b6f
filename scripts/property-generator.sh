#!/usr/bin/env bash
# Checks the generator's promise for COUNT random hostile contracts starting at SEED: each lints clean, generates,
# compiles warning-free (module and example tests) and declares exactly the public symbols its plan lists.
# A failure prints its seed and the smallest contract that still fails. `swift test` runs 16 of them.
# Usage: bash scripts/property-generator.sh [COUNT=2000] [SEED=1]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
count="${1:-2000}"
seed="${2:-1}"
swift build --build-tests >/dev/null
PROPERTY_CONTRACTS="$count" PROPERTY_SEED="$seed" \
    swift test --skip-build --filter 'GeneratorPropertyTests/testRandomHostileContractsKeepTheGeneratorsPromise' 2>&1 |
    grep -vE '^(Test Suite|Test Case|\[|◇|↳|✔)' || true
