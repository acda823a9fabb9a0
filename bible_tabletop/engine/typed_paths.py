"""Paths a player types (a deck or force file at setup, Save elsewhere, the force builder's Load and Save, a report
on the command line): checked once here, so every place refuses the same bad path with the same sentence.

`typed_path` turns the text into a Path or raises PathRefused, a ValueError whose message is one sentence: no
control character (a NUL would stop the system's call, an escape would act on the terminal), at most MAX_PATH
characters, and `~user` only for a user this machine has. It reads nothing: a missing file, a folder or a symlink
loop is for the reader to say (engine/data.py reads data files). `report_problem` says, before any work, why a
report could not be written to a path.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

MAX_PATH = 4096  # characters: the longest path Linux takes (PATH_MAX); the options' file fields hold no more
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


class PathRefused(ValueError):
    """A typed path that names no file the app can use; the message is one sentence for the player."""


def typed_path(text: str) -> Path:
    """The path the player typed, `~` and `~user` expanded; PathRefused says in one sentence why it is no path."""
    text = text.strip()
    if not text:
        raise PathRefused("Type a path: the box is empty.")
    if _CONTROL.search(text):
        raise PathRefused("A path cannot hold a control character (a NUL, a tab, an escape...): type it plainly.")
    if len(text) > MAX_PATH:
        raise PathRefused(f"This path is {len(text):,} characters long; a path takes at most {MAX_PATH:,} "
                          f"(file name too long).")
    try:
        return Path(text).expanduser()
    except RuntimeError:  # ~user for a user this machine does not have (or no home folder at all)
        user = text[1:].partition("/")[0]
        who = f"no user '{user}'" if user else "no home folder for you"
        raise PathRefused(f"There is {who} on this machine, so the path cannot begin {text.partition('/')[0]}.") \
            from None


def report_problem(path: Path) -> str | None:
    """Why a report cannot be written to `path` (a file of /proc, a full device, a pipe nobody reads), found by
    opening it for writing and writing nothing, so it is said before the work rather than after; or None. A file
    made for the test is removed again."""
    try:
        existed = os.path.lexists(path)
        fd = os.open(path, os.O_WRONLY | getattr(os, "O_NONBLOCK", 0) | (0 if existed else os.O_CREAT | os.O_EXCL),
                     0o644)
        try:
            os.write(fd, b"")
        finally:
            os.close(fd)
            if not existed:
                os.unlink(path)
    except OSError as exc:
        reason = exc.strerror or "the system refused it"
        return f"{path} cannot be written ({reason})"
    return None
