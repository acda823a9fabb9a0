"""Load YAML data into pydantic models, with errors as `file:line: field.path: what was expected`.

A data file is at most MAX_BYTES; anchors and aliases, a key given twice in one mapping and integers longer than
MAX_DIGITS are refused, so no file can make loading slow or quietly keep only the last of two values.
"""

from __future__ import annotations

import re
import stat
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
    except ValueError:
        return str(path)


def _read_text(path: Path, name: str) -> str:
    """The file's text: a regular UTF-8 file of at most MAX_BYTES, else a DataError saying which."""
    def refuse(line: int, expected: str) -> DataError:
        return DataError([DataProblem(name, line, "(file)", expected)])

    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            raise refuse(1, "a regular file (this is a folder, a device or a pipe)")
        if info.st_size > MAX_BYTES:
            raise refuse(1, f"a data file of at most {MAX_BYTES:,} bytes (this one holds {info.st_size:,})")
        with path.open("rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise refuse(1, f"a readable data file ({exc.strerror or 'it cannot be read'})")
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


def _parse(name: str, text: str) -> Any:
    try:
        return yaml.load(text, Loader=_Loader)
    except yaml.YAMLError as exc:
        raise DataError([_yaml_problem(name, text, exc)])


def read_yaml(path: Path, *, display: str | None = None) -> Any:
    """`path` read as YAML with the safe loader and the limits above; a DataError says where it is broken."""
    name = display or _display(path)
    return _parse(name, _read_text(path, name))


def _line_of(node: yaml.Node | None, loc: tuple[Any, ...]) -> int:
    """The 1-based line of the node at `loc` (keys and indices), as deep as the path exists."""
    line = node.start_mark.line + 1 if node is not None else 1
    for key in loc:
        if isinstance(node, yaml.MappingNode):
            for k, v in node.value:
                if k.value == key:
                    line, node = k.start_mark.line + 1, v
                    break
            else:
                return line
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
    raw = _parse(name, text)
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        node = yaml.compose(text, Loader=_Parser)  # parsed again for line numbers, only when there are problems
        problems = []
        for err in exc.errors():
            loc = _data_path(tuple(err["loc"]), raw)
            problems.append(DataProblem(name, _line_of(node, loc), _field_path(loc), _expected(err)))
        raise DataError(problems)


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
