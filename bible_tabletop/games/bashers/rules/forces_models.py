"""A force: its vocabulary (ranks, roles, buffs), the plain objects the rules use, and the YAML schema of a force
file (assets/bashers/forces/*.yaml), loaded with `file:line: field: what was expected` by engine/data.py.

A force file:

    name: Abramites
    about: one or two sentences for the force list      # optional
    buffs: [Swift, Leadership]                           # up to two different buffs, or [Giants] alone
    leader: {name: Abram, role: Fighter, ref: Genesis 14:14}
    figures:
      - {rank: sergeant, name: Aner, role: Thrower, ref: Genesis 14:24}
      - {rank: trooper, role: Shooter}                   # unnamed figures are named "Trooper 1", ...

The file's schema checks the shape only; whether the force is legal (points, buffs, names) is the force builder's
rule (forces.py), so an illegal force can still be loaded into the builder and corrected.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal

from pydantic import Field, field_validator

from bible_tabletop.engine.data import DataModel, load_model
from bible_tabletop.engine.books import check_reference
from bible_tabletop.paths import ASSETS

Rank = Literal["hero", "sergeant", "trooper"]
Role = Literal["Fighter", "Thrower", "Shooter"]
Buff = Literal["Strong", "Tough", "Swift", "Hunter", "Leadership", "Resourceful", "Giants"]

RANKS: tuple[Rank, ...] = ("trooper", "sergeant", "hero")  # lowest to highest
ROLES: tuple[Role, ...] = ("Fighter", "Thrower", "Shooter")
BUFFS: tuple[Buff, ...] = ("Strong", "Tough", "Swift", "Hunter", "Leadership", "Resourceful", "Giants")
GIANT_BUFFS: frozenset[Buff] = frozenset({"Strong", "Tough", "Swift"})  # what Giants brings with it

DAMAGE_LIMIT: dict[Rank, int] = {"trooper": 2, "sergeant": 3, "hero": 4}  # killed on reaching it

FORCES = ASSETS / "bashers" / "forces"
NAME_LENGTH = 24


def applies(buffs: frozenset[Buff] | tuple[Buff, ...], buff: Buff) -> bool:
    """Whether `buff` works for a force with these buffs: Giants brings Strong, Tough and Swift (Building a force:
    GIANTS)."""
    return buff in buffs or (buff in GIANT_BUFFS and "Giants" in buffs)


def damage_limit(rank: Rank, buffs: frozenset[Buff] | tuple[Buff, ...]) -> int:
    """The damage that kills a figure of this rank: trooper 2, sergeant 3, hero 4, one more for Giants (Combat;
    Building a force: GIANTS)."""
    return DAMAGE_LIMIT[rank] + (1 if "Giants" in buffs else 0)


@dataclass(frozen=True)
class Figure:
    """One figure of a force: `id` its place in the force (the leader is 0), `damage` the points of damage taken."""

    id: int
    name: str
    rank: Rank
    role: Role
    leader: bool = False
    damage: int = 0
    ref: str | None = None

    def hurt(self, points: int = 1) -> "Figure":
        return replace(self, damage=self.damage + points)

    def killed(self, buffs: frozenset[Buff] | tuple[Buff, ...]) -> bool:
        return self.damage >= damage_limit(self.rank, buffs)


@dataclass(frozen=True)
class Force:
    """A force as built: its name, buffs and figures, the leader first. In play the figures carry their damage."""

    name: str
    buffs: tuple[Buff, ...]
    figures: tuple[Figure, ...]
    about: str = ""

    @property
    def leader(self) -> Figure:
        return self.figures[0]

    def has(self, buff: Buff) -> bool:
        return applies(self.buffs, buff)

    def standing(self) -> tuple[Figure, ...]:
        """The figures not killed."""
        return tuple(f for f in self.figures if not f.killed(self.buffs))


class _Member(DataModel):
    name: str | None = Field(None, min_length=1, max_length=NAME_LENGTH)
    role: Role
    ref: str | None = None

    @field_validator("name")
    @classmethod
    def _trimmed(cls, name: str | None) -> str | None:
        if name is not None and name != name.strip():
            raise ValueError("a name without spaces at either end")
        return name

    @field_validator("ref")
    @classmethod
    def _real_place(cls, ref: str | None) -> str | None:
        problem = ref and check_reference(ref)
        if problem:
            raise ValueError(f"a Bible reference ({problem})")
        return ref


class LeaderData(_Member):
    """The Leader: always a hero, free; only the role (and a name) is chosen."""


class FigureData(_Member):
    """A recruited figure: its rank, role and (optional) name."""

    rank: Rank


class ForceFile(DataModel):
    """A force file (see the module docstring)."""

    name: str = Field(min_length=1, max_length=NAME_LENGTH)
    about: str = Field("", max_length=300)
    buffs: list[Buff] = Field(default_factory=list, max_length=len(BUFFS))
    leader: LeaderData
    figures: list[FigureData] = Field(default_factory=list, max_length=40)


def default_name(rank: Rank, number: int) -> str:
    """The name an unnamed figure gets: 'Trooper 2' for the second unnamed trooper."""
    return f"{rank.capitalize()} {number}"


def to_force(data: ForceFile) -> Force:
    """The force a file describes; unnamed figures are numbered by rank in file order."""
    counts = {rank: 0 for rank in RANKS}

    def name_of(member: _Member, rank: Rank) -> str:
        if member.name:
            return member.name
        counts[rank] += 1
        return default_name(rank, counts[rank])

    leader = Figure(0, name_of(data.leader, "hero"), "hero", data.leader.role, leader=True, ref=data.leader.ref)
    others = tuple(Figure(i, name_of(f, f.rank), f.rank, f.role, ref=f.ref) for i, f in enumerate(data.figures, 1))
    return Force(data.name, tuple(data.buffs), (leader, *others), data.about)


def to_file(force: Force) -> ForceFile:
    """The file a force is saved as (the builder's Save), figures in force order."""
    def member(f: Figure) -> dict:
        return {"name": f.name, "role": f.role} | ({"ref": f.ref} if f.ref else {})

    return ForceFile(name=force.name, about=force.about, buffs=list(force.buffs), leader=member(force.leader),
                     figures=[member(f) | {"rank": f.rank} for f in force.figures[1:]])


def load_force_file(path: Path) -> ForceFile:
    """The force file at `path`, its shape checked (a DataError with file:line per problem)."""
    return load_model(path, ForceFile)

