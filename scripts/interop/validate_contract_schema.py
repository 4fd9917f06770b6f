"""Checks contracts against the contract format's JSON Schema (docs/contract.schema.json).

Usage: python validate_contract_schema.py SCHEMA [--valid FILE...] [--invalid FILE...]

Files after --valid must validate; files after --invalid must not. YAML is read as YAML 1.2 reads it (as editors
and zing-codegen do): only true/false are booleans and dates stay strings. Prints one line per problem with the
file, the path and the failing keyword (never the values), then `checked: N valid, M invalid`; exits 1 on any
problem.
"""

import json
import re
import sys

import yaml
from jsonschema import Draft202012Validator


class CoreSchemaLoader(yaml.SafeLoader):
    """PyYAML speaks YAML 1.1; these resolvers give YAML 1.2 core-schema booleans and no timestamps."""


CoreSchemaLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag not in ("tag:yaml.org,2002:bool", "tag:yaml.org,2002:timestamp")]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
CoreSchemaLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))


def load(path):
    with open(path, encoding="utf-8") as handle:
        return yaml.load(handle, Loader=CoreSchemaLoader)


def main(arguments):
    schema_path, rest = arguments[0], arguments[1:]
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    groups = {"--valid": [], "--invalid": []}
    current = None
    for argument in rest:
        if argument in groups:
            current = groups[argument]
        elif current is not None:
            current.append(argument)
    problems = []
    for path in groups["--valid"]:
        for error in validator.iter_errors(load(path)):
            where = "/".join(str(part) for part in error.absolute_path) or "(root)"
            problems.append(f"{path}: {where}: {error.validator} fails")
    for path in groups["--invalid"]:
        if validator.is_valid(load(path)):
            problems.append(f"{path}: the schema accepts it, but it is structurally invalid")
    for problem in problems:
        print(problem)
    print(f"checked: {len(groups['--valid'])} valid, {len(groups['--invalid'])} invalid")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
