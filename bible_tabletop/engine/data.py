"""Load YAML data into pydantic models, with errors as `file:line: field.path: what was expected`.

A data file is at most MAX_BYTES, read only when it is a regular file with something to read at once; anchors and
aliases, a key given twice in one mapping and integers longer than MAX_DIGITS are refused, so no file can make loading
slow or quietly keep only the last of two values. A file with thousands of wrong keys lists the first MAX_LISTED
problems and counts the rest.
"""

from __future__ import annotations

import os
import re
import stat
import weakref
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, TypeVar

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

try:
    _Parser = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - libyaml missing
    _Parser = yaml.SafeLoader

MAX_BYTES = 1_000_000  # 1 MB; the biggest shipped file holds about 53,000 bytes
MAX_DIGITS = 100
MAX_LISTED = 10  # problems listed from one file; the rest are counted in one more line ("and 49,990 more")

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # line breaks and tabs are text; the rest is not

M = TypeVar("M", bound=BaseModel)


class DataModel(BaseModel):
    """Base for every data model: unknown keys are errors, values are frozen once loaded."""

    model_config = ConfigDict(extra="forbid", frozen=True)


@dataclass(frozen=True)
class DataProblem:
    """One problem in a data file."""

    path: str
    line: int
    field: str
    expected: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.field}: {self.expected}"


def more_problems(path: str, line: int, count: int) -> DataProblem:
    """The line standing for the `count` problems of a file not listed, from `line` on."""
    return DataProblem(path, line, "(file)", f"and {count:,} more problem{'' if count == 1 else 's'} not listed")


class DataError(Exception):
    """Raised when a data file fails to load; carries every problem found."""

    def __init__(self, problems: list[DataProblem]):
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


class _Refused(yaml.YAMLError):
    """Something the data loader refuses in otherwise valid YAML: what was expected, at which node."""

    def __init__(self, expected: str, node: yaml.Node):
        super().__init__(expected)
        self.expected, self.node = expected, node


class _Loader(_Parser):  # type: ignore[misc, valid-type]
    """The safe loader (libyaml's parser when present) refusing aliases, repeated keys and huge integers."""

    def construct_object(self, node, deep=False):
        if node in self.constructed_objects:
            raise _Refused("no anchors or aliases (&name, *name): write each value out", node)
        return super().construct_object(node, deep)

    def construct_mapping(self, node, deep=False):
        mapping = super().construct_mapping(node, deep)
        if len(mapping) != len(node.value):  # a key given twice (the slow search runs only then)
            first: dict[Any, int] = {}
            for key_node, _ in node.value:
                key = self.constructed_objects.get(key_node, key_node.value)
                if key in first:
                    raise _Refused(f"each key once in a mapping ({key} is also given on line {first[key]})",
                                   key_node)
                first[key] = key_node.start_mark.line + 1
        return mapping

    def construct_yaml_str(self, node):
        value = super().construct_yaml_str(node)
        if _CONTROL.search(value):  # only a double-quoted escape makes one ("\e[2J" would clear the screen)
            raise _Refused("text without control characters (\\e, \\x1b, \\0...): a terminal would act on them", node)
        return value

    def construct_yaml_int(self, node):
        if len(node.value) > MAX_DIGITS:
            raise _Refused(f"a number of at most {MAX_DIGITS} digits", node)
        return super().construct_yaml_int(node)


_Loader.add_constructor("tag:yaml.org,2002:int", _Loader.construct_yaml_int)
_Loader.add_constructor("tag:yaml.org,2002:str", _Loader.construct_yaml_str)


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except (ValueError, OSError, RuntimeError):  # outside this folder, a symlink loop, a vanished working folder
        return str(path)


def _read_text(path: Path, name: str) -> str:
    """The file's text: a regular UTF-8 file of at most MAX_BYTES, else a DataError saying which. It is opened
    without waiting (a pipe or a kernel log swapped in after the check says so instead of blocking)."""
    def refuse(line: int, expected: str) -> DataError:
        return DataError([DataProblem(name, line, "(file)", expected)])

    not_regular = "a regular file (this is a folder, a device or a pipe)"
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            raise refuse(1, not_regular)
        if info.st_size > MAX_BYTES:
            raise refuse(1, f"a data file of at most {MAX_BYTES:,} bytes (this one holds {info.st_size:,})")
        with os.fdopen(os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)), "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):  # swapped between the check and the open
                raise refuse(1, not_regular)
            data = f.read(MAX_BYTES + 1)  # None: nothing to read yet, and reading on would wait (/proc/kmsg)
    except BlockingIOError:
        data = None
    except OSError as exc:
        raise refuse(1, f"a readable data file ({exc.strerror or 'it cannot be read'})") from None
    except ValueError:  # a NUL in the path
        raise refuse(1, "a path without a NUL character") from None
    if data is None:
        raise refuse(1, "a data file that can be read at once (this one waits for input, like a pipe)")
    if len(data) > MAX_BYTES:
        raise refuse(1, f"a data file of at most {MAX_BYTES:,} bytes")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise refuse(data[: exc.start].count(b"\n") + 1, f"UTF-8 text (byte {exc.start + 1} is not)")


def _yaml_problem(name: str, text: str, exc: yaml.YAMLError) -> DataProblem:
    """The problem of a file that is not YAML the loader accepts, with its line and, where known, its field."""
    if isinstance(exc, _Refused):
        mark = exc.node.start_mark
        loc = _loc_at(yaml.compose(text, Loader=_Parser), exc.node.start_mark.index)
        return DataProblem(name, mark.line + 1, _field_path(loc) if loc else "(yaml)", exc.expected)
    mark = getattr(exc, "problem_mark", None)
    problem = getattr(exc, "problem", None) or "it cannot be read as YAML"
    tag = re.match(r"could not determine a constructor for the tag '(.*)'", problem)
    if tag:  # !!python/object, !secret...: the loader's words name its own internals
        problem = f"no tags such as {tag.group(1).replace('tag:yaml.org,2002:', '!!')}: plain values only"
    return DataProblem(name, mark.line + 1 if mark else 1, "(yaml)", f"valid YAML ({problem})")


def _loc_at(root: yaml.Node | None, index: int) -> tuple[Any, ...] | None:
    """The shortest keys and indices leading to the node starting at character `index` (each node seen once)."""
    queue: deque[tuple[yaml.Node, tuple[Any, ...]]] = deque([(root, ())] if root is not None else [])
    seen: set[int] = set()
    while queue:
        node, loc = queue.popleft()
        if id(node) in seen:
            continue
        seen.add(id(node))
        if isinstance(node, yaml.MappingNode):
            for k, v in node.value:
                if k.start_mark.index == index:
                    return loc + (k.value,)
                queue.append((v, loc + (k.value,)))
        elif isinstance(node, yaml.SequenceNode):
            queue.extend((v, loc + (i,)) for i, v in enumerate(node.value))
        if node.start_mark.index == index:
            return loc
    return None


def _parse(name: str, text: str) -> tuple[Any, yaml.Node | None]:
    """The data and the node tree it was built from (kept for the line numbers of any problem found later)."""
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        return (None if node is None else loader.construct_document(node)), node
    except yaml.YAMLError as exc:
        raise DataError([_yaml_problem(name, text, exc)]) from None
    finally:
        loader.dispose()


def read_yaml(path: Path, *, display: str | None = None) -> Any:
    """`path` read as YAML with the safe loader and the limits above; a DataError says where it is broken."""
    name = display or _display(path)
    return _parse(name, _read_text(path, name))[0]


_KEYS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _keys_of(node: yaml.MappingNode) -> dict[Any, tuple[yaml.Node, yaml.Node]]:
    """A mapping node's (key node, value node) by key, the first of each key: built once a node, so locating
    50,000 problems in one mapping reads it once, not 50,000 times."""
    found = _KEYS.get(node)
    if found is None:
        found = {}
        for k, v in node.value:
            found.setdefault(k.value, (k, v))
        _KEYS[node] = found
    return found


def _line_of(node: yaml.Node | None, loc: tuple[Any, ...]) -> int:
    """The 1-based line of the node at `loc` (keys and indices), as deep as the path exists."""
    line = node.start_mark.line + 1 if node is not None else 1
    for key in loc:
        if isinstance(node, yaml.MappingNode):
            try:
                k, node = _keys_of(node)[key]
            except (KeyError, TypeError):  # not a key of it (or a key no dictionary holds)
                return line
            line = k.start_mark.line + 1
        elif isinstance(node, yaml.SequenceNode) and isinstance(key, int) and key < len(node.value):
            node = node.value[key]
            line = node.start_mark.line + 1
        else:
            return line
    return line


def _field_path(loc: tuple[Any, ...]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out or "(top)"


def load_model(path: Path, model: type[M], *, display: str | None = None) -> M:
    """Read `path` as YAML (safe loader only) and validate it as `model`."""
    name = display or _display(path)
    text = _read_text(path, name)
    raw, node = _parse(name, text)
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        errors = exc.errors()
        problems = []
        for err in errors[:MAX_LISTED + 1]:
            loc = _data_path(tuple(err["loc"]), raw)
            problems.append(DataProblem(name, _line_of(node, loc), _field_path(loc), _expected(err)))
        if len(errors) > MAX_LISTED + 1:  # one line for the rest rather than a screenful
            problems[MAX_LISTED:] = [more_problems(name, problems[MAX_LISTED].line, len(errors) - MAX_LISTED)]
        raise DataError(problems) from None


def _expected(err: dict[str, Any]) -> str:
    """pydantic's message in the data's words: no class or validator names, no 'Value error' prefix."""
    kind, ctx = err["type"], err.get("ctx") or {}
    if kind in ("model_type", "model_attributes_type", "dataclass_type", "dict_type"):
        return "a mapping (key: value lines)"
    if kind == "union_tag_invalid":
        return f"{ctx['discriminator']} set to one of {ctx['expected_tags']} (not '{ctx['tag']}')"
    if kind == "union_tag_not_found":
        return f"a {ctx['discriminator']} key saying what it is"
    return err["msg"].removeprefix("Value error, ").removeprefix("Assertion failed, ")


def repeated(items: Iterable[Any]) -> list[Any]:
    """The items that stand more than once, sorted, each named once (in one pass, for big files)."""
    seen: set[Any] = set()
    twice: set[Any] = set()
    for item in items:
        (twice if item in seen else seen).add(item)
    return sorted(twice)


def _data_path(loc: tuple[Any, ...], raw: Any) -> tuple[Any, ...]:
    """The error location as keys and indices of the data, without the tags pydantic adds for unions."""
    out: list[Any] = []
    node = raw
    for i, part in enumerate(loc):
        if isinstance(node, dict) and part not in node and i < len(loc) - 1:
            continue  # a union tag or validator name, not a key of the data
        out.append(part)
        if isinstance(node, dict):
            node = node.get(part)
        elif isinstance(node, list) and isinstance(part, int) and part < len(node):
            node = node[part]
        else:
            node = None
    return tuple(out)
