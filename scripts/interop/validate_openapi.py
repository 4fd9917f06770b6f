"""Checks exported OpenAPI documents with the ecosystem's own tools.

Usage: python validate_openapi.py DOCUMENT...

For each document (JSON or YAML):
  1. openapi-spec-validator accepts it as OpenAPI 3.1;
  2. every example of a request body or response validates (jsonschema, draft 2020-12) against the schema of
     its media type, and every kept counterexample (x-zing-examples) that is JSON is rejected by the schema of
     its status, as the contract says the client rejects it.

Prints one line per problem with paths and validator names only, never the values (examples hold secrets),
then `checked: N documents, M examples, K counterexamples` and exits 1 on any problem.
"""

import json
import sys

import yaml
from jsonschema import Draft202012Validator
from openapi_spec_validator import validate
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

ROOT = "urn:zing-openapi"


def load(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    return json.loads(text) if path.endswith(".json") else yaml.safe_load(text)


def pointer(parts):
    return "#/" + "/".join(str(part).replace("~", "~0").replace("/", "~1") for part in parts)


def validator_at(registry, parts):
    return Draft202012Validator({"$ref": ROOT + pointer(parts)}, registry=registry)


def where(error):
    return "/".join(str(part) for part in error.absolute_path) or "(root)"


def check(path, counts):
    problems = []
    document = load(path)
    try:
        validate(document)
    except Exception as error:  # the validator's own exception types vary by version
        problems.append(f"{path}: not valid OpenAPI 3.1: {type(error).__name__} at {list(getattr(error, 'path', []))}")
        return problems
    registry = Registry().with_resource(ROOT, Resource(contents=document, specification=DRAFT202012))
    for route, item in document.get("paths", {}).items():
        for method, operation in item.items():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            base = ["paths", route, method]
            body = operation.get("requestBody", {}).get("content", {})
            for media, content in body.items():
                parts = base + ["requestBody", "content", media, "schema"]
                for name, example in content.get("examples", {}).items():
                    counts["examples"] += 1
                    for error in validator_at(registry, parts).iter_errors(example["value"]):
                        problems.append(
                            f"{path}: {method.upper()} {route} request example '{name}': {error.validator} fails at {where(error)}")
            for status, response in operation["responses"].items():
                for media, content in response.get("content", {}).items():
                    parts = base + ["responses", status, "content", media, "schema"]
                    for name, example in content.get("examples", {}).items():
                        counts["examples"] += 1
                        for error in validator_at(registry, parts).iter_errors(example["value"]):
                            problems.append(
                                f"{path}: {method.upper()} {route} {status} example '{name}': {error.validator} fails at {where(error)}")
            for kept in operation.get("x-zing-examples", []):
                if kept.get("reason") in (None, "notJSON"):
                    continue
                counts["counterexamples"] += 1
                status = str(kept["status"])
                responses = operation["responses"]
                key = status if status in responses else "default"
                parts = base + ["responses", key, "content", "application/json", "schema"]
                if validator_at(registry, parts).is_valid(kept["response"]):
                    problems.append(
                        f"{path}: {method.upper()} {route} kept example '{kept['name']}' ({kept['reason']}) is accepted by the {key} schema")
    return problems


def main(paths):
    counts = {"examples": 0, "counterexamples": 0}
    problems = []
    for path in paths:
        problems += check(path, counts)
    for problem in problems:
        print(problem)
    print(f"checked: {len(paths)} documents, {counts['examples']} examples, {counts['counterexamples']} counterexamples")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
