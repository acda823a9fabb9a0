"""Save files: format version, game, config, seed, actions and digest, written atomically and read with care."""

from __future__ import annotations

import errno
import json
import os
import re
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from bible_tabletop.paths import data_home

FORMAT = "bible-tabletop-save"
VERSION = 3  # 3: Engine 2 (issue 10): actions name their seat, pending decisions on the engine's queue (new digests)
MAX_BYTES = 16 * 1024 * 1024  # a save of a very long game is well under 1 MB
MAX_DEPTH = 32  # a save nests a few levels; thousands of levels is a broken or hostile file
TEMP_PREFIX = ".tmp-"
# JSON holds a control character only as a \u escape (below 0x20: strict JSON refuses them as they are) or as itself
# (0x7f, and 0x80-0x9f in UTF-8): a file without one has nothing to look for, however many texts it holds
_MAY_HOLD_CONTROL = re.compile(rb"\\u00(?:[01][0-9a-fA-F]|7[fF]|[89][0-9a-fA-F])|\x7f|\xc2[\x80-\x9f]")
STALE_TEMP_SECONDS = 3600  # a temp file this old was left by an interrupted write


class SaveError(Exception):
    """A save file that cannot be used; the message names the file and what is wrong."""


def home() -> Path:
    """The user data directory: $BIBLE_TABLETOP_HOME, else the operating system's (paths.py says where)."""
    return data_home()


def saves_dir() -> Path:
    return home() / "saves"


# -- writing -----------------------------------------------------------------------------------------------
def write_atomic(path: Path, data: dict[str, Any]) -> None:
    """Write JSON to a temp file in the same folder, fsync it, then rename over `path`.

    Any failure (no folder, no permission, a full disk) raises OSError, removes the temp file and leaves the
    file already at `path` as it was."""
    folder = path.parent
    if folder.exists() and not folder.is_dir():
        raise NotADirectoryError(errno.ENOTDIR, "it is a file, not a folder", str(folder))
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=".json", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, separators=(",", ":"))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:
        dfd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)
    except OSError:
        pass


def why_not_written(exc: OSError, path: Path) -> str:
    """One sentence for a failed write: where, and the system's reason in plain words."""
    where = exc.filename or path
    if Path(where).name.startswith(TEMP_PREFIX):  # the temp file is ours, not the player's: name the save
        where = path
    reason = exc.strerror or "the system refused it"
    return f"cannot write {where}: {reason[0].lower()}{reason[1:]}"


def safe_name(name: str) -> str:
    """A player-typed save name as a file name: letters, digits, '-' and '_' only, no path, at most 60 long."""
    cleaned = re.sub(r"[^\w-]+", "-", name.strip()).strip("-_")
    return cleaned[:60].rstrip("-_")


# -- reading -----------------------------------------------------------------------------------------------
def read_save(path: Path) -> dict[str, Any]:
    """Read and check a save file's envelope; raise SaveError naming the file and the problem.

    Only a regular file of at most MAX_BYTES is opened (a FIFO or a device would block or never end)."""
    try:
        info = os.stat(path)
    except OSError as exc:
        raise SaveError(f"{path}: cannot be read ({exc.strerror or 'no such file'})") from None
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(f"{path}: not a save file (not a regular file)")
    if info.st_size > MAX_BYTES:
        raise SaveError(f"{path}: too large for a save ({info.st_size // (1024 * 1024)} MB; "
                        f"the limit is {MAX_BYTES // (1024 * 1024)} MB)")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as fh:
            if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):  # swapped between the stat and the open
                raise SaveError(f"{path}: not a save file (not a regular file)")
            raw = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise SaveError(f"{path}: cannot be read ({exc.strerror or 'read error'})") from None
    if len(raw) > MAX_BYTES:
        raise SaveError(f"{path}: too large for a save (the limit is {MAX_BYTES // (1024 * 1024)} MB)")
    if not raw.strip():
        raise SaveError(f"{path}: the file is empty")
    data = _parse(path, raw)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{path}: not a Bible Tabletop save (no '{FORMAT}' format mark)")
    version = data.get("version")
    if not isinstance(version, int):
        raise SaveError(f"{path}: the format version is missing")
    if version > VERSION:
        raise SaveError(f"{path}: made by a newer version (format {version}; this one reads up to {VERSION})")
    if version < VERSION:
        raise SaveError(f"{path}: made by an older version (format {version}); this version's rules replay games "
                        f"differently, so it cannot be opened")
    for key, kind in (("game", str), ("config", dict), ("seed", int), ("actions", list), ("digest", str)):
        if not isinstance(data.get(key), kind):
            raise SaveError(f"{path}: field '{key}' is missing or not a {kind.__name__}")
    where = _unprintable({k: v for k, v in data.items() if k != "about"}) if _MAY_HOLD_CONTROL.search(raw) else None
    if where:
        raise SaveError(f"{path}: the text at {where} holds a control character (an escape, \\x1b, \\0...) that "
                        f"a terminal would act on instead of showing it")
    return data


def _parse(path: Path, raw: bytes) -> Any:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{path}: not a save file (not text)") from None
    try:
        data = json.loads(text)
    except RecursionError:
        raise SaveError(f"{path}: not a save file (nested more than {MAX_DEPTH} levels deep)") from None
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            raise SaveError(f"{path}: truncated (the file ends at line {exc.lineno} in the middle of the data)") \
                from None
        raise SaveError(f"{path}: not a save file (not JSON: {exc.msg} at line {exc.lineno})") from None
    except ValueError:  # a number with thousands of digits
        raise SaveError(f"{path}: not a save file (a number too long to read)") from None
    if _depth(data) > MAX_DEPTH:
        raise SaveError(f"{path}: not a save file (nested more than {MAX_DEPTH} levels deep)")
    return data


def _depth(data: Any) -> int:
    """How deeply lists and objects nest in `data`, without recursion."""
    deepest, todo = 0, [(data, 1)]
    while todo:
        item, level = todo.pop()
        if isinstance(item, dict):
            item = list(item.values())
        if isinstance(item, list):
            deepest = max(deepest, level)
            if level <= MAX_DEPTH:
                todo.extend((x, level + 1) for x in item)
    return deepest


def _unprintable(data: Any) -> str | None:
    """Where a text of `data` (a key or a value, at any depth) holds a control character, as
    'config.options.force1_data.name'; None when there is none. The check is the data files' (line breaks and tabs
    are text). The seats' names are left to the set-up check, which is stricter and names the seat; the `about`
    block is never trusted and filtered where it is shown, so the caller leaves it out."""
    from bible_tabletop.engine.data import _CONTROL  # the data files' check (data.py imports yaml and pydantic)

    todo: list[tuple[Any, str]] = [(data, "")]
    while todo:
        item, where = todo.pop()
        if isinstance(item, str):
            if _CONTROL.search(item):
                return where
        elif isinstance(item, dict):
            for key, value in item.items():
                if _CONTROL.search(key):
                    return f"a key of {where}" if where else "a key"
                if where != "config" or key != "names":
                    todo.append((value, f"{where}.{key[:40]}" if where else key[:40]))
        elif isinstance(item, list):
            todo.extend((value, f"{where}.{i}") for i, value in enumerate(item))
    return None


def autosave_path(game: str, seed: int) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return saves_dir() / f"autosave-{game}-{stamp}-{seed}.json"


def named_path(name: str) -> Path:
    return saves_dir() / f"{name}.json"
