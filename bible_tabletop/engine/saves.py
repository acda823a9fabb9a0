"""Save files: format version, game, config, seed, actions and digest, written atomically."""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

FORMAT = "bible-tabletop-save"
VERSION = 1


class SaveError(Exception):
    """A save file that cannot be used; the message names the file and what is wrong."""


def home() -> Path:
    """The user data directory: $BIBLE_TABLETOP_HOME, else $XDG_DATA_HOME/bible-tabletop, else ~/.local/share."""
    if os.environ.get("BIBLE_TABLETOP_HOME"):
        return Path(os.environ["BIBLE_TABLETOP_HOME"])
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "bible-tabletop"


def saves_dir() -> Path:
    return home() / "saves"


def write_atomic(path: Path, data: dict[str, Any]) -> None:
    """Write JSON to a temp file in the same folder, fsync it, then rename over `path`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, separators=(",", ":"))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    try:
        dfd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)
    except OSError:
        pass


def read_save(path: Path) -> dict[str, Any]:
    """Read and check a save file's envelope; raise SaveError naming the file and the problem."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    if not raw.strip():
        raise SaveError(f"{path}: the file is empty")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        what = "truncated" if raw.lstrip().startswith(b"{") else "not a save file (not JSON)"
        raise SaveError(f"{path}: {what}: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{path}: not a Bible Tabletop save (no '{FORMAT}' format mark)")
    version = data.get("version")
    if not isinstance(version, int):
        raise SaveError(f"{path}: the format version is missing")
    if version > VERSION:
        raise SaveError(f"{path}: made by a newer version (format {version}; this one reads up to {VERSION})")
    for key, kind in (("game", str), ("config", dict), ("seed", int), ("actions", list), ("digest", str)):
        if not isinstance(data.get(key), kind):
            raise SaveError(f"{path}: field '{key}' is missing or not a {kind.__name__}")
    return data


def autosave_path(game: str, seed: int) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return saves_dir() / f"autosave-{game}-{stamp}-{seed}.json"


def newest_autosave() -> Path | None:
    folder = saves_dir()
    if not folder.is_dir():
        return None
    files = [p for p in folder.glob("autosave-*.json") if p.is_file()]
    return max(files, key=lambda p: p.stat().st_mtime_ns, default=None)


def list_saves() -> list[Path]:
    folder = saves_dir()
    if not folder.is_dir():
        return []
    return sorted((p for p in folder.glob("*.json") if p.is_file()), key=lambda p: -p.stat().st_mtime_ns)
