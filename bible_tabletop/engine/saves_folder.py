"""The saves folder: which saves it holds and what each is (game, players, how far, whether it can open), for the
saves list and resume; read from each file and its set-up, never by replaying it."""

from __future__ import annotations

import stat
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from bible_tabletop.engine import saves
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.setup_check import CONTROL, reason, seats_problem, shown_as_is
from bible_tabletop.engine.spec import UnknownGame, spec_for


def saved_setup(path: Path, data: dict[str, Any]) -> GameConfig:
    """The set-up of a save read by saves.read_save, checked without a replay: its game is a registered one and
    the set-up is that game's and does not contradict itself; else SaveError naming the file. The saves list asks
    it too, so resume never picks a save that cannot open."""
    try:
        spec = spec_for(data["game"])
    except UnknownGame as exc:
        raise saves.SaveError(f"{path}: {exc}") from None
    try:
        config = GameConfig.model_validate(data["config"])
    except ValidationError as exc:
        raise saves.SaveError(f"{path}: the game set-up is not valid: {reason(exc, field=True)}") from None
    if config.game != data["game"]:
        problem = f"the set-up is for '{config.game}' but the save is of '{data['game']}'"
    else:  # the spec carries the title and player counts the check reads, without importing the rules
        problem = seats_problem(spec, config.players, config.names, config.computer)
    if problem:
        raise saves.SaveError(f"{path}: the game set-up contradicts itself: {problem}")
    return config


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
        return CONTROL.sub("?", self.path.name)

    @property
    def resumable(self) -> bool | None:
        """A game to resume: a human seat, not a demo, not over (None: the save does not say if it is over)."""
        if self.problem is not None or self.demo or not self.humans or self.finished:
            return False
        return None if self.finished is None else True


def list_saves() -> list[Path]:
    """The save files, newest first; temp files of interrupted writes are never listed, stale ones removed."""
    folder = saves.saves_dir()
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
        if p.name.startswith(saves.TEMP_PREFIX):
            if now - info.st_mtime > saves.STALE_TEMP_SECONDS:
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
    if not shown_as_is(path.name):  # every message about it would carry the escape: it is only listed, as '?'
        return SaveInfo(path, saved_at=mtime, problem="its file name holds a control character: rename the file")
    try:
        data = saves.read_save(path)
        saved_setup(path, data)
    except saves.SaveError as exc:
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
