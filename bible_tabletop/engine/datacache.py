"""The validated-data cache: a game's data, validated once, read back quickly at the start of play.

Reading the YAML with line tracking and validating it takes most of a second for all the games; reading the
validated models back from a pickle takes a few milliseconds. An entry is one file per game folder in the user
cache folder (paths.cache_home), starting with its key: a digest of every data file's name and bytes, the package
and Python versions, and the size and time of every module of the engine and of the game (the code that reads
and checks the data). A stale entry is never used; one that cannot be read is rebuilt without a word; bad data is
never cached (the DataError with `file:line` comes as before). `bible-tabletop validate` never uses the cache (it is
the check). BIBLE_TABLETOP_NO_CACHE=1 turns the cache off.
"""

from __future__ import annotations

import gc
import hashlib
import importlib
import os
import pickle
import sys
import tempfile
from pathlib import Path

from pydantic import BaseModel

import bible_tabletop
from bible_tabletop.engine.data import DataError, load_model
from bible_tabletop.engine.spec import GameSpec
from bible_tabletop.engine.validate import _missing
from bible_tabletop.paths import cache_home

FORMAT = b"bible-tabletop data cache 1"
_READ: dict[bytes, dict[str, BaseModel]] = {}  # key -> data, already read or built this run


def off() -> bool:
    return os.environ.get("BIBLE_TABLETOP_NO_CACHE", "") not in ("", "0")


def game_data(spec: GameSpec, folder: Path) -> dict[str, BaseModel]:
    """Every data file in the game's `folder` (path inside it -> model), each checked against its schema and all
    together as `validate` checks them; from the cache when nothing has changed. DataError when the data is bad."""
    files = sorted(f for f in folder.rglob("*.yaml") if f.is_file() and spec.schema_for(_inside(f, folder)))
    if off():
        return _validated(spec, folder, files)
    key = _key(spec, folder, files)  # the data follows from the key alone, wherever the folder and the cache are
    entry = cache_home() / "data" / f"{spec.id}-{hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:16]}"
    data = _READ.get(key)
    if data is None:
        data = _read(entry, key)
        if data is None:
            data = _validated(spec, folder, files)
            _write(entry, key, data)
        _READ[key] = data
    return dict(data)


def _inside(f: Path, folder: Path) -> str:
    return f.relative_to(folder).as_posix()


def _validated(spec: GameSpec, folder: Path, files: list[Path]) -> dict[str, BaseModel]:
    """The data read and validated for real (what the cache holds)."""
    problems = _missing(folder, spec)
    parts = []
    for f in files:
        try:
            parts.append((f, load_model(f, spec.schema_for(_inside(f, folder)))))
        except DataError as exc:
            problems += exc.problems
    together = spec.check_together()
    if together is not None and not problems:
        problems += together(parts)
    if problems:
        raise DataError(problems)
    return {_inside(f, folder): model for f, model in parts}


def _code_stamp(spec: GameSpec) -> list[str]:
    """Name, size and time of every module of the engine and of the game: a changed schema or check is a new key."""
    game = Path(importlib.import_module(spec.schemas_ref).__file__).parent
    out = []
    for folder in (Path(__file__).parent, game):
        with os.scandir(folder) as found:
            out += sorted(f"{e.path}:{e.stat().st_size}:{e.stat().st_mtime_ns}" for e in found if e.name.endswith(".py"))
    return out


def _key(spec: GameSpec, folder: Path, files: list[Path]) -> bytes:
    digest = hashlib.sha256(FORMAT)
    for part in (bible_tabletop.__version__, sys.version, spec.id, *_code_stamp(spec)):
        digest.update(part.encode() + b"\0")
    for f in files:
        data = f.read_bytes()
        digest.update(f"{_inside(f, folder)}\0{len(data)}\0".encode() + data)
    return digest.hexdigest().encode()


def _read(entry: Path, key: bytes) -> dict[str, BaseModel] | None:
    """The entry's data when its key is `key`; None when it is missing, stale or unreadable, or not a plain file
    (reading a pipe put there would wait forever)."""
    if not entry.is_file():
        return None
    try:
        with entry.open("rb") as f:
            if f.readline().rstrip(b"\n") != key:
                return None
            gc.disable()  # unpickling makes thousands of objects: collections meanwhile would double the time
            try:
                data = pickle.load(f)
            finally:
                gc.enable()
    except Exception:  # a damaged entry can fail in any way unpickling does: it is simply rebuilt
        return None
    return data if isinstance(data, dict) else None


def _write(entry: Path, key: bytes, data: dict[str, BaseModel]) -> None:
    """Store the entry atomically; a cache that cannot be written is simply not kept."""
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=entry.parent, prefix=".tmp-")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(key + b"\n")
                pickle.dump(data, f, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, entry)
        except BaseException:
            os.unlink(tmp)
            raise
    except (OSError, pickle.PicklingError, TypeError, AttributeError):
        pass
