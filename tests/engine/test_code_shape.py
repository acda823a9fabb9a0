"""Issue 20 (effects dispatch through tables; no function over 60 lines) and the project's rule of short modules: a
function that outgrows a screen, or a module that outgrows one idea, is split before it lands."""

import ast
from pathlib import Path

import bible_tabletop

PACKAGE = Path(bible_tabletop.__file__).parent
LONGEST_FUNCTION = 60  # lines, from `def` to its last line
LONGEST_MODULE = 500  # lines


def sources() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def test_no_function_is_over_60_lines():
    long = []
    for path in sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                length = node.end_lineno - node.lineno + 1
                if length > LONGEST_FUNCTION:
                    long.append(f"{path.relative_to(PACKAGE)}:{node.lineno}: {node.name} has {length} lines")
    assert sources() and not long, long


def test_no_module_is_over_500_lines():
    long = [f"{path.relative_to(PACKAGE)}: {n} lines" for path in sources()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > LONGEST_MODULE]
    assert not long, long
