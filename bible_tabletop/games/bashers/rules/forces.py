"""The force builder's rules (rulebook BUILDING A FORCE, rulings Building a force): points, ranks, roles, buffs,
Giants and damage limits; `problems(force)` says everything wrong with a force, `summary(force)` what the builder
shows (points left, the damage each figure can take, each figure's modifiers), `load_force` reads a force file.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from bible_tabletop.engine.data import DataError, DataProblem, _display, _field_path, _line_of, load_model
from bible_tabletop.games.bashers.rules.activation import SWIFT_MOVE, order_range
from bible_tabletop.games.bashers.rules.combat import Modifier, attack_modifiers, defence_modifiers, range_text
from bible_tabletop.games.bashers.rules.forces_models import (BUFFS, NAME_LENGTH, Buff, Figure, Force, ForceFile,
                                                        Rank, damage_limit, to_force)

R_FORCE = "Building a force"

BUDGET = 10
RESOURCEFUL_BUDGET = 11
COST: dict[Rank, int] = {"hero": 3, "sergeant": 2, "trooper": 1}
GIANT_COST = 1  # more for every figure but the leader
MOST_BUFFS = 2


def budget(buffs: tuple[Buff, ...]) -> int:
    """Points to recruit with: 10, or 11 with Resourceful."""
    return RESOURCEFUL_BUDGET if "Resourceful" in buffs else BUDGET


def cost(figure: Figure, buffs: tuple[Buff, ...]) -> int:
    """A figure's points: the leader is free; hero 3, sergeant 2, trooper 1, each one more with Giants."""
    if figure.leader:
        return 0
    return COST[figure.rank] + (GIANT_COST if "Giants" in buffs else 0)


def spent(force: Force) -> int:
    return sum(cost(f, force.buffs) for f in force.figures)


def points_left(force: Force) -> int:
    """Points still to spend (negative when the force costs too much)."""
    return budget(force.buffs) - spent(force)


Where = tuple[Any, ...]  # the place in a force file a reason belongs to: ("buffs",), ("figures", 2, "name") ...


def _buff_reasons(buffs: tuple[Buff, ...]) -> list[str]:
    reasons = [f"{b} is chosen twice; each buff can be taken once." for b in BUFFS if buffs.count(b) > 1]
    others = sorted(set(buffs) - {"Giants"}, key=BUFFS.index)
    if "Giants" in buffs and others:
        reasons.append(f"Giants is taken alone (it brings Strong, Tough and Swift): drop {', '.join(others)}.")
    elif len(set(buffs)) > MOST_BUFFS:
        reasons.append(f"A force takes at most {MOST_BUFFS} buffs; this one has {len(set(buffs))}.")
    return reasons


def _points_reason(force: Force) -> str | None:
    left = points_left(force)
    if left >= 0:
        return None
    why = " (Giants: every figure but the leader costs 1 more)" if "Giants" in force.buffs else ""
    return (f"The figures cost {spent(force)} points{why}, {-left} more than the {budget(force.buffs)} "
            f"the force has; drop or demote figures.")


def _leader_reasons(force: Force) -> list[str]:
    if not force.figures or not force.figures[0].leader:
        return ["The force needs its Leader, a hero, listed first."]
    reasons = []
    if force.leader.rank != "hero":
        reasons.append(f"The Leader {force.leader.name} must be a hero.")
    if any(f.leader for f in force.figures[1:]):
        reasons.append("A force has one Leader.")
    return reasons


def _name_reasons(force: Force) -> list[tuple[Where, str]]:
    reasons: list[tuple[Where, str]] = []
    if not force.name.strip():
        reasons.append((("name",), "The force needs a name."))
    seen: set[str] = set()
    for i, f in enumerate(force.figures):
        where = ("leader", "name") if i == 0 else ("figures", i - 1, "name")
        key = f.name.strip().casefold()
        if not key:
            reasons.append((where, "Every figure needs a name."))
        elif len(f.name) > NAME_LENGTH:
            reasons.append((where, f"{f.name[:NAME_LENGTH]}...: a name has at most {NAME_LENGTH} characters."))
        elif key in seen:
            reasons.append((where, f"Two figures are named {f.name}; give each its own name."))
        seen.add(key)
    return reasons


def _reasons(force: Force) -> list[tuple[Where, str]]:
    """Every reason the force is illegal, each with the place in a force file it belongs to."""
    points = _points_reason(force)
    return ([(("leader",), r) for r in _leader_reasons(force)] + [(("buffs",), r) for r in _buff_reasons(force.buffs)]
            + ([(("figures",), points)] if points else []) + _name_reasons(force))


def problems(force: Force) -> list[str]:
    """Each thing wrong with the force, in words a player understands; empty when the force is legal."""
    return [reason for _, reason in _reasons(force)]


@dataclass(frozen=True)
class FigureSummary:
    """One line of the builder: what a figure costs, can take and adds to its rolls."""

    figure: Figure
    cost: int
    damage_limit: int
    attack: tuple[Modifier, ...]
    defence: tuple[Modifier, ...]
    reach: str
    move: str
    orders: str


@dataclass(frozen=True)
class Summary:
    """What the builder shows as a force is built."""

    budget: int
    spent: int
    left: int
    figures: tuple[FigureSummary, ...]
    problems: tuple[str, ...]


def _orders(figure: Figure, buffs: tuple[Buff, ...]) -> str:
    whom = {"hero": "troopers and sergeants", "sergeant": "troopers"}.get(figure.rank)
    return f"orders {whom} within {order_range(buffs)} inches" if whom else "gives no orders"


def summary(force: Force) -> Summary:
    """Points spent and left, and for each figure its cost, the damage it can take, its standing attack and defence
    modifiers (Charged and Cover come from the table), its reach, its move and its orders."""
    move = "2D6" + (f" + {SWIFT_MOVE}" if force.has("Swift") else "") + " inches"
    lines = tuple(FigureSummary(f, cost(f, force.buffs), damage_limit(f.rank, force.buffs),
                                tuple(attack_modifiers(f, force.buffs)), tuple(defence_modifiers(f, force.buffs)),
                                range_text(f.role, force.buffs), move, _orders(f, force.buffs))
                  for f in force.figures)
    return Summary(budget(force.buffs), spent(force), points_left(force), lines, tuple(problems(force)))


def file_problems(path: Path, data: ForceFile, *, display: str | None = None) -> list[DataProblem]:
    """The reasons the force in a loaded file is illegal, each as `file:line: field: reason` (for validate)."""
    reasons = _reasons(to_force(data))
    if not reasons:
        return []
    node = yaml.compose(path.read_text(encoding="utf-8"), Loader=yaml.SafeLoader)
    name = display or _display(path)
    return [DataProblem(name, _line_of(node, where), _field_path(where), reason) for where, reason in reasons]


def load_force(path: Path) -> Force:
    """The legal force in the file at `path`; a DataError with `file:line: field: ...` for a broken file (what was
    expected) or an illegal force (each reason)."""
    data = load_model(path, ForceFile)
    found = file_problems(path, data)
    if found:
        raise DataError(found)
    return to_force(data)


def shipped_forces() -> list[Force]:
    """The ready-made forces, by file name (read through the data cache)."""
    from bible_tabletop.games.bashers.rules.shipped import shipped

    return [to_force(data) for data in shipped("forces").values()]
