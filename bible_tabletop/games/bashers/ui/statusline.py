"""The lines above the Bible Bashers table: the activation line (the turn, the activation die, the activated figure
and what it has used), then the last combat, every die and modifier and its outcome, wrapped to the panel's width;
the combat stays until the next activation die is rolled."""

from __future__ import annotations

from textual.content import Content

from bible_tabletop.games.bashers.rules.activation import activated_rank
from bible_tabletop.games.bashers.rules.state import DEPLOY, BashersState
from bible_tabletop.games.bashers.ui.tablemap import SIDE_TEXT
from bible_tabletop.games.bashers.rules.turn import standing
from bible_tabletop.tui.dice import face

STATUS_LINES = 6  # the activation line and the last combat above the table, wrapped
OUTCOME_STYLE = {"kill": "bold red", "damage": "bold yellow", "counter": "bold magenta", "nothing": "bold"}


def status_text(v: BashersState, steps: list, width: int) -> Content:
    """The turn and the activation die, the activated figure and what it has used; then the last combat, every
    die and modifier, and its outcome, wrapped to the width (until the next activation die is rolled)."""
    lines = [activation_line(v).truncate(width, ellipsis=True)]
    record = v.last_combat
    if record is not None and combat_is_news(v, steps):
        lines += [part for pieces in combat_lines(record) for part in pack(pieces, width)]
    return Content("\n").join(lines[:STATUS_LINES])


def combat_is_news(v: BashersState, steps: list) -> bool:
    """Whether the last combat is this turn's, or the last turn's while the next die is not rolled yet."""
    if v.roll is None:
        return True
    for step in reversed(steps):
        if step.action.kind in ("attack", "roll"):
            return step.action.kind == "attack"
    return False


def activation_line(v: BashersState) -> Content:
    """The turn and its side, the activation die and the rank it calls, the activated figure and what it has used
    (in deployment: how many figures are still to place; once the battle is won: after how many turns)."""
    if v.phase == DEPLOY:
        left = [len(side.undeployed()) for side in v.sides]
        hidden = " (hidden)" if v.hidden else ""
        return Content.assemble(("Deployment", "bold"), f"{hidden}: {left[0]} and {left[1]} to place")
    if v.winner is not None:
        return Content.assemble(("Game over", "bold"), f" after {v.turn} turns")
    side = v.sides[v.current]
    parts = [Content.assemble(f"Turn {v.turn} ", (side.label, str(SIDE_TEXT[v.current + 1])))]
    if v.roll is not None:
        rank = activated_rank(v.roll, standing(v, v.current))
        parts.append(Content.assemble(" ", (f"{face(v.roll)} {v.roll}", "bold reverse"), f" {rank}"))
    active = v.active
    if active is not None:
        name = side.figure(active.figure).name
        used = [w for w, done in (("moved", active.moved), ("attacked", active.attacked),
                                  ("moved on", active.moved_on)) if done]
        used += [f"{len(active.orders)} order{'s' * (len(active.orders) > 1)}"] if active.orders else []
        allowance = f"{active.allowance:g} in to move" if active.allowance is not None else ""
        done = ", ".join(used[-1:] + [allowance] if allowance else used)
        parts.append(Content.assemble(" ▶ ", (name, "bold"), f": {done}" if done else ""))
    return Content.assemble(*parts)


def combat_lines(record) -> list[list[Content]]:
    """The attacker's roll, then the defender's and the outcome: each a line of pieces (a name, a die, a
    modifier, a total) that are never split when the line is wrapped."""
    def roller(fig, roll, mods) -> list[Content]:
        total = roll + sum(val for _, val in mods)
        return [Content.styled(fig.name, "bold"), Content.styled(f" {face(roll)} {roll} ", "bold reverse"),
                *(Content(f"{val:+d} {name}") for name, val in mods), Content(f"= {total}")]

    outcome = {"kill": f"{record.defender.name} killed",
               "damage": f"{record.defender.name} takes 1 damage",
               "counter": f"{record.attacker.name} takes 1 damage back",
               "nothing": "nothing happens"}[record.outcome]
    return [roller(record.attacker, record.attacker_roll, record.attacker_modifiers),
            [Content("vs"), *roller(record.defender, record.defender_roll, record.defender_modifiers),
             Content.styled(f"→ {outcome}", OUTCOME_STYLE[record.outcome])]]


def pack(pieces: list[Content], width: int) -> list[Content]:
    """`pieces` side by side, a space apart, in lines of `width` cells; a line that goes on is indented by two, and
    a piece wider than a line is cut."""
    lines: list[Content] = []
    line = Content("")
    for piece in pieces:
        if line.cell_length and line.cell_length + 1 + piece.cell_length > width:
            lines.append(line)
            line = Content("  ")
        line = Content.assemble(line, " " if line.plain.strip() else "", piece)
    return [part.truncate(width, ellipsis=True) for part in [*lines, line]]
