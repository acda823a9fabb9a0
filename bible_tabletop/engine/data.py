"""Load YAML data into pydantic models, with errors as `file:line: field.path: what was expected`."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

try:
    _Loader = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - libyaml missing
    _Loader = yaml.SafeLoader


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
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError([DataProblem(name, 1, "(file)", f"a readable UTF-8 file ({exc.__class__.__name__})")])
    try:
        raw = yaml.load(text, Loader=_Loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark else 1
        raise DataError([DataProblem(name, line, "(yaml)", f"valid YAML ({getattr(exc, 'problem', exc)})")])
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        node = yaml.compose(text, Loader=_Loader)  # parsed again for line numbers, only when there are problems
        problems = []
        for err in exc.errors():
            loc = _data_path(tuple(err["loc"]), raw)
            problems.append(DataProblem(name, _line_of(node, loc), _field_path(loc), err["msg"]))
        raise DataError(problems)


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


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)
