#!/usr/bin/env bash
# The Python that the interop tests use to check our documents with the ecosystem's validators
# (jsonschema, openapi-spec-validator): a virtual environment in .build/interop-venv (or $ZING_INTEROP_VENV),
# created and filled from PyPI only when something is missing. Prints the interpreter's path as its last line.
set -euo pipefail
cd "$(dirname "$0")/../.."

venv="${ZING_INTEROP_VENV:-.build/interop-venv}"
python="$venv/bin/python3"
requirements=(jsonschema==4.26.0 openapi-spec-validator==0.9.0 PyYAML==6.0.3)

if ! "$python" -c "import jsonschema, openapi_spec_validator, yaml" 2>/dev/null; then
    host_python="$(command -v python3 || true)"
    if [ -z "$host_python" ]; then
        echo "error: python3 is needed for the interop checks (Debian: apt-get install python3 python3-venv)" >&2
        exit 1
    fi
    if [ ! -x "$python" ]; then
        echo "creating $venv" >&2
        "$host_python" -m venv "$venv"
    fi
    echo "installing ${requirements[*]} into $venv" >&2
    "$python" -m pip install --quiet --disable-pip-version-check "${requirements[@]}" >&2
fi
"$python" -c "import jsonschema, openapi_spec_validator, yaml"
cd "$venv/bin" && echo "$(pwd)/python3"
