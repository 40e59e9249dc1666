#!/usr/bin/env python3
"""Checks that every module a target imports is one of its declared dependencies.

SwiftPM builds in parallel, so a test target that imports a module it does not depend on
(directly or through another dependency) compiles on one machine and fails on another,
depending on which target happened to finish first. This reads the package description
(`swift package dump-package`) and each target's sources, and lists every such import.
Exit status 1 when there is one.
"""

import glob
import json
import os
import re
import subprocess
import sys

IMPORT = re.compile(
    r"^\s*(?:@testable\s+|@_spi\(\w+\)\s+|public\s+|package\s+|internal\s+)*import\s+(\w+)",
    re.MULTILINE,
)


def main() -> int:
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    description = json.loads(
        subprocess.run(
            ["swift", "package", "dump-package"], cwd=root, check=True, capture_output=True, text=True
        ).stdout
    )
    targets = {target["name"]: target for target in description["targets"]}

    def direct(name):
        names = []
        for dependency in targets[name]["dependencies"]:
            for value in dependency.values():
                if isinstance(value, list) and value and isinstance(value[0], str):
                    names.append(value[0])
        return [n for n in names if n in targets]

    def closure(name):
        seen, pending = set(), [name]
        while pending:
            for dependency in direct(pending.pop()):
                if dependency not in seen:
                    seen.add(dependency)
                    pending.append(dependency)
        return seen

    problems = []
    for name, target in sorted(targets.items()):
        default = ("Tests/" if target["type"] == "test" else "Sources/") + name
        folder = os.path.join(root, target.get("path") or default)
        if target["type"] == "plugin" or not os.path.isdir(folder):
            continue
        reachable = closure(name)
        for source in sorted(glob.glob(os.path.join(folder, "**", "*.swift"), recursive=True)):
            with open(source, encoding="utf-8") as handle:
                for module in IMPORT.findall(handle.read()):
                    if module in targets and module != name and module not in reachable:
                        problems.append(f"{os.path.relpath(source, root)}: imports {module}, "
                                        f"which {name} does not depend on")
    for problem in sorted(set(problems)):
        print(f"error: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
