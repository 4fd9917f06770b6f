#!/usr/bin/env bash
# Installs what building the generator needs and the machine lacks: libyaml's headers (Debian's libyaml-dev)
# and pkg-config. Apps that use a generated client need neither. Runs apt-get as root, through sudo otherwise.
set -euo pipefail
if pkg-config --exists yaml-0.1 2>/dev/null; then
    exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: libyaml is missing; install it with your package manager (e.g. 'brew install libyaml pkg-config')" >&2
    exit 1
fi
run() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
echo "installing libyaml-dev and pkg-config"
export DEBIAN_FRONTEND=noninteractive
run apt-get update -qq
run apt-get install -y -qq libyaml-dev pkg-config
