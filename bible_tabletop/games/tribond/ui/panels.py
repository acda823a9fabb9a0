"""What the TriBond screen draws, as rich Text built from a seat's view: the paths, the players, the clue card.

Plain functions of the view (no Textual), so they are tested on their own. Names are appended as plain text, never
read as markup, so a name like `[red]` shows as typed.
"""

from __future__ import annotations

from rich.text import Text

from bible_tabletop.engine.verses import quoted
from bible_tabletop.games.tribond.rules.board import GREEN, HOME, PATHS, SPACES, START
from bible_tabletop.tui.dice import face
from bible_tabletop.tui.table import SEAT_KEYS

COLOURS = ("red", "cyan", "magenta", "yellow", "white")
BUZZERS = SEAT_KEYS  # each seat's buzzer key, for the whole game: the seat's own key at the table
SHORT = {"God": "God", "Jesus": "Jesus", "Holy Spirit": "Spirit"}
GREEN_BG = " on dark_green"
VERSE_CHARS = 110  # the most of a verse's text shown after a judged clue-set's reference
BOARD_TITLE = "◁ start  ◆ green  + shared  ✝ home"
COMMANDS = {
    "love": ("♥ LOVE your neighbour as yourself", "bold black on magenta"),
    "humble": ("▼ HUMBLE yourself", "bold black on yellow"),
    "challenge": ("⚔ CHALLENGE", "bold white on red"),
}


def cell_width(width: int) -> int:
    """Two columns a space when the board has room, else one."""
    return 2 if width >= 2 * SPACES + 16 else 1


def _seats_at(v, path: int, space: int) -> list[int]:
    return [s for s in range(v.players) if v.pos[s][path] == space]


def _digits(out: Text, seats: list[int], extra: str = "", sep: str = "") -> None:
    for i, s in enumerate(seats):
        out.append(sep if i else "")
        out.append(str(s + 1), style=f"bold {COLOURS[s]}{extra}")


def board_text(v, width: int) -> Text:
    """The paths, one line each: the start (with the pieces still there), 30 spaces, the Trinity space (with the
    pieces home); a last line names who shares a space."""
    w = cell_width(width)
    starts = {p: _seats_at(v, p, START) for p in v.paths}
    homes = {p: _seats_at(v, p, HOME) for p in v.paths}
    sw = max(len(x) for x in starts.values())
    hw = max(len(x) for x in homes.values())
    label = next((n for n in (7, 2, 1) if n + sw + 2 + SPACES * w + hw <= width), 1)
    out, shared = Text(), []
    for path in v.paths:
        name = SHORT[PATHS[path]]
        out.append((f"{name:<6} " if label == 7 else name[:label].ljust(label)), style="bold")
        out.append(" " * (sw - len(starts[path])))
        _digits(out, starts[path])
        out.append("◁", style="bold green")
        for space in range(1, SPACES + 1):
            _space(out, v, path, space, w, shared)
        out.append("✝", style="bold yellow")
        _digits(out, homes[path])
        out.append("\n")
    if shared:
        out.append("+ ", style="bold")
        for i, (path, space, seats) in enumerate(shared):
            out.append(" · " if i else "")
            out.append(f"{SHORT[PATHS[path]]} {space}{'◆' if space in GREEN[path] else ''}: ", style="dim")
            _digits(out, seats, sep=" ")
        out.append("\n")
    out.rstrip()
    return out


def _space(out: Text, v, path: int, space: int, w: int, shared: list) -> None:
    """One space: a green `◆` or `·` when empty; the piece's digit (on green on a green space); `+` when shared."""
    here = _seats_at(v, path, space)
    green = space in GREEN[path]
    bg = GREEN_BG if green else ""
    mark = "◆" if green else " "
    if not here:
        out.append(("◆" if green else "·").ljust(w), style="green" if green else "dim")
        return
    if len(here) > 1:
        shared.append((path, space, here))
    if len(here) == 2 and w == 2:
        _digits(out, here, bg)
    elif len(here) == 1:
        _digits(out, here, bg)
        out.append(mark[: w - 1], style="green")
    else:
        out.append("+", style=f"bold{bg}")
        out.append(mark[: w - 1], style="green")


def where(v, seat: int, path: int, wide: bool) -> str:
    """A piece's place for the players panel: `God 12◆` (on a green space), `J ◁` (at the start), `S ✝`."""
    x = v.pos[seat][path]
    label = SHORT[PATHS[path]] if wide else SHORT[PATHS[path]][0]
    spot = "✝" if x == HOME else "◁" if x == START else f"{x}{'◆' if x in GREEN[path] else ''}"
    return f"{label} {spot}"


def players_text(v, width: int, computer: set[int]) -> Text:
    """One row a seat: turn mark, number and name (cut only when there is no room), buzzer key, where its pieces
    are, and whether it must still answer to win."""
    wide = cell_width(width) > 1
    out = Text()
    for s in range(v.players):
        places = " · ".join(where(v, s, p, wide) for p in v.paths)
        tags = (" (computer)" if wide else " ⚙") if s in computer else ""
        key = f" [{BUZZERS[s]}]" if v.players > 2 else ""
        room = max(4, width - len(places) - len(tags) - len(key) - 6)
        name = v.names[s] if len(v.names[s]) <= room else v.names[s][: room - 1] + "…"
        out.append("▶" if s == v.current and v.winner is None else " ", style="bold")
        out.append(f"{s + 1} {name}", style=f"bold {COLOURS[s]}")
        out.append(tags, style="dim")
        out.append(key, style="bold")
        out.append("  " + places)
        if v.awaiting[s]:
            out.append("  must answer to win", style="bold")
        out.append("\n")
    out.rstrip()
    return out


def answer_lines(out: Text, answer: str, also, refs, verses: bool = False) -> None:
    """The answer as the box prints it: the answer, the other accepted answers, then the references; with `verses`,
    a line more for each reference whose verse text can be given (engine/verses.py), so a small screen that cuts
    them off still shows every reference."""
    out.append("  Answer: ")
    out.append(answer, style="bold green")
    if also:
        out.append(f"  (also: {', '.join(also)})", style="green")
    if refs:
        out.append("\n  " + " · ".join(refs), style="italic")
    for ref in refs if verses else ():
        line = quoted(ref, VERSE_CHARS)
        if line != ref:
            out.append("\n  " + line, style="dim")


def command_banner(out: Text, drawn: str, since_roll: list[str]) -> None:
    """The command the roll drew, big, with what it did (the events since the roll)."""
    title, style = COMMANDS[drawn]
    out.append(f" {title} ", style=style)
    for text in since_roll[-2:]:
        out.append("\n" + text)


def last_answered(out: Text, last, names: list[str]) -> None:
    """The clue-set last judged: who, right or wrong, the clues, the answer and its references with their verses."""
    who = names[last.seat] if last.seat is not None else ""
    out.append("✔ RIGHT" if last.correct else "✘ WRONG", style="bold green" if last.correct else "bold red")
    out.append(f"  {who}" + (f" typed '{last.guess}'" if last.guess else ""))
    out.append("\n  " + " · ".join(last.clues), style="dim")
    out.append("\n")
    answer_lines(out, last.answer, last.also, last.refs, verses=True)


def card_text(v, in_race: bool, countdown: str | None) -> Text:
    """The clue card: the command a roll drew, the race, the clues read so far and, once revealed, the answer with
    its references; between clue-sets the last one judged. `countdown`: the race clock's line, if it runs."""
    out = Text()
    if v.reading is None and v.drawn and v.phase != "over":
        command_banner(out, v.drawn, since_roll(v))
        out.append("\n")
    if v.roll and not in_race:
        out.append(f"Die: {face(v.roll)} ")
        out.append(str(v.roll), style="bold")
        out.append(f"  · clue-set #{v.roll}\n" if v.slot is not None and v.reading is not None else "\n")
    if in_race:
        race_lines(out, v, countdown)
    if v.clues_shown:
        for i in range(3):
            out.append(f"  {i + 1}. ")
            out.append(v.clues_shown[i] if i < len(v.clues_shown) else "…", style="bold")
            out.append("\n")
        if v.answer_shown:
            answer_lines(out, v.answer_shown, v.also_shown, v.refs_shown)
            out.append("\n")
        if v.phase == "verdict":
            out.append(f"  Typed '{v.guess}': the app says ")
            out.append("RIGHT" if v.verdict else "WRONG", style="bold green" if v.verdict else "bold red")
    elif v.last is not None:
        last_answered(out, v.last, v.names)
    out.rstrip()
    return out if out.plain else Text("Roll the die to start.")


def race_lines(out: Text, v, countdown: str | None) -> None:
    """The race: who against whom with their buzzer keys, the clock or who buzzed, and a wrong answer's news."""
    c = v.contest
    out.append(" ⚔ CHALLENGE RACE ", style="bold white on red")
    out.append(" ")
    for i, seat in enumerate((c.challenger, c.defender)):
        out.append(" vs " if i else "")
        out.append(v.names[seat], style="bold")
        out.append(f" [{BUZZERS[seat]}]")
    out.append(" (one member of each team answers)" if v.teams else "")
    out.append("\n")
    if countdown:
        out.append(countdown + "\n")
    elif v.buzzed is not None:
        out.append(v.names[v.buzzed], style="bold")
        out.append(" buzzed and answers\n")
    last = v.log[-1] if v.log else None
    if v.phase == "race" and last is not None and "race goes on" in last.text:
        out.append(last.text + "\n", style="italic")


def since_roll(v) -> list[str]:
    """The texts of the events since the last roll (what a drawn command did)."""
    texts: list[str] = []
    for e in reversed(v.log):
        if e.text.endswith(f"rolls {v.roll}."):
            break
        texts.append(e.text)
    return texts[::-1]
