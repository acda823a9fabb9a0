"""Save files: format version, game, config, seed, actions and digest, written atomically and read with care."""

from __future__ import annotations

import errno
import json
import os
import re
import stat
import tempfile
import time
from dataclasses import dataclass
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


# -- the saves folder --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class SaveInfo:
    """What a save is, for the saves list and resume: read from the file's `about` block, without a replay.

    `finished` is None for a save written before saves said so (resume then replays it to find out)."""

    path: Path
    game: str = ""
    title: str = ""
    players: tuple[str, ...] = ()
    humans: int = 0
    actions: int = 0
    turn: int | None = None
    saved_at: float = 0.0
    finished: bool | None = None
    demo: bool = False
    problem: str | None = None

    def describe(self) -> str:
        """One line: title, players, how far, when, finished or demo; or why the file cannot be used."""
        when = time.strftime("%a %d %b %Y %H:%M", time.localtime(self.saved_at))
        if self.problem is not None:
            return f"{self.file_name} cannot be opened: {self.problem} · {when}"
        how_far = f"turn {self.turn}, " if self.turn else ""
        how_far += f"{self.actions} action{'' if self.actions == 1 else 's'}"
        marks = [m for m, on in (("finished", self.finished), ("demo", self.demo)) if on]
        return " · ".join([self.title or self.game, ", ".join(self.players), how_far, when] + marks)

    @property
    def file_name(self) -> str:
        """The file's name as shown: a control character in it (a terminal would act on it) shows as '?'."""
        from bible_tabletop.engine.setup_check import CONTROL

        return CONTROL.sub("?", self.path.name)

    @property
    def resumable(self) -> bool | None:
        """A game to resume: a human seat, not a demo, not over (None: the save does not say if it is over)."""
        if self.problem is not None or self.demo or not self.humans or self.finished:
            return False
        return None if self.finished is None else True


def list_saves() -> list[Path]:
    """The save files, newest first; temp files of interrupted writes are never listed, stale ones removed."""
    folder = saves_dir()
    try:
        entries = list(folder.iterdir()) if folder.is_dir() else []
    except OSError:
        return []
    found = []
    now = time.time()
    for p in entries:
        try:
            info = p.stat()
        except OSError:
            continue
        if p.name.startswith(TEMP_PREFIX):
            if now - info.st_mtime > STALE_TEMP_SECONDS:
                try:
                    p.unlink()
                except OSError:
                    pass
            continue
        if p.suffix == ".json" and not p.name.startswith(".") and stat.S_ISREG(info.st_mode):
            found.append((info.st_mtime_ns, p))
    return [p for _, p in sorted(found, key=lambda t: (-t[0], t[1].name))]


def save_info(path: Path) -> SaveInfo:
    """What the save at `path` is; a broken one gets its reason in `problem`."""
    try:
        mtime = path.stat().st_mtime
    except OSError:
        mtime = 0.0
    from bible_tabletop.engine.session import saved_setup  # the set-up check needs the game specs (and pydantic)
    from bible_tabletop.engine.setup_check import shown_as_is

    if not shown_as_is(path.name):  # every message about it would carry the escape: it is only listed, as '?'
        return SaveInfo(path, saved_at=mtime, problem="its file name holds a control character: rename the file")
    try:
        data = read_save(path)
        saved_setup(path, data)
    except SaveError as exc:
        return SaveInfo(path, saved_at=mtime, problem=str(exc).removeprefix(f"{path}: "))
    about = data.get("about") if isinstance(data.get("about"), dict) else {}
    config = data["config"]
    players = config.get("players") if isinstance(config.get("players"), int) else 0
    computer = config.get("computer") if isinstance(config.get("computer"), list) else []
    names = about.get("names") if isinstance(about.get("names"), list) else config.get("names") or []
    shown = tuple(str(names[s]) if s < len(names) and names[s] and shown_as_is(str(names[s])) else f"Player {s + 1}"
                  for s in range(players))
    shown = tuple(f"{n} (computer)" if s in computer else n for s, n in enumerate(shown))
    title = str(about.get("title") or "")
    finished = about.get("finished")
    turn = about.get("turn")
    saved_at = about.get("saved_at")
    if not isinstance(saved_at, (int, float)) or not 0 <= saved_at < 2 ** 40:  # no date shows for 1e308
        saved_at = mtime
    return SaveInfo(
        path, game=data["game"], title=title if shown_as_is(title) else "", players=shown,
        humans=sum(1 for s in range(players) if s not in computer), actions=len(data["actions"]),
        turn=turn if isinstance(turn, int) else None,
        saved_at=saved_at,
        finished=finished if isinstance(finished, bool) else None, demo=about.get("demo") is True)


def catalogue() -> list[SaveInfo]:
    """Every save, newest first, each with what it is."""
    return [save_info(p) for p in list_saves()]


def autosave_path(game: str, seed: int) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return saves_dir() / f"autosave-{game}-{stamp}-{seed}.json"


def named_path(name: str) -> Path:
    return saves_dir() / f"{name}.json"
