# Sourced by the smoke scripts that build a scratch package depending on this one by path. Sets `repo` (this
# package), `identity` (the name SwiftPM gives it as a path dependency: its folder's, lowercased) and `scratch` (the
# folder given as the script's first argument, or a new one under $TMPDIR removed on exit), and puts the toolchain on
# PATH. Usage: . "$(dirname "$0")/lib/scratch-package.sh" NAME "$@"
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
repo="$(cd "$(dirname "$0")/.." && pwd)"
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"
scratch_name="$1"
shift
if [ $# -ge 1 ]; then
    scratch="$1"
    mkdir -p "$scratch"
else
    scratch="$(mktemp -d "${TMPDIR:-/tmp}/$scratch_name.XXXXXX")"
    trap 'rm -rf "$scratch"' EXIT
fi
