"""The contract every game's rules object follows, and the types it speaks in."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Iterable, Literal, Protocol, Sequence, get_args

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from bible_tabletop.engine.outcome import Outcome, Result  # noqa: F401 - part of the rules' vocabulary

if TYPE_CHECKING:
    from bible_tabletop.engine.decision import Decision


class IllegalAction(Exception):
    """An action the rules refuse: `reason` is for the player, `rule` names the rulebook section."""

    def __init__(self, reason: str, rule: str):
        self.reason = reason
        self.rule = rule
        super().__init__(f"{reason} ({rule})")


class Action(BaseModel):
    """Base of every game's actions: small, frozen, serialisable; `kind` tags the union. `by` is the seat that
    takes it: the legal actions always name it; an action made without it is taken by the seat whose keyboard it
    is (`engine.legality.admit`), and the session refuses one from a seat that may not act now."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    by: int | None = Field(default=None, ge=0, le=7)


@dataclass(frozen=True, slots=True)
class Event:
    """One line of the log: what happened, by which seat, under which rule; `to` is the seat it happened to
    when that is another seat (a hit, a gift, a challenge), so its player can be told at the hand-over."""

    text: str
    seat: int | None
    rule: str
    to: int | None = None


Level = Literal["easy", "normal", "hard"]  # a computer seat's level (engine/bots.py)
LEVELS: tuple[str, ...] = get_args(Level)
CoachLevel = Literal["normal", "hard"]  # whose suggestions the coach gives (engine/coach.py): no easy coach
COACH_LEVELS: tuple[str, ...] = get_args(CoachLevel)


class GameConfig(BaseModel):
    """What a new game is set up from: seats, names, computer seats (each at a level, where one was chosen), the
    game's options, whether it is the game's guided first game (`lesson`) and the coach's level; all kept in the
    save."""

    model_config = ConfigDict(extra="forbid")

    game: str
    players: int = Field(ge=1, le=8)
    names: list[str] = Field(default_factory=list)
    computer: list[int] = Field(default_factory=list)
    levels: dict[int, Level] = Field(default_factory=dict)  # computer seat -> level; a seat missing: the default
    options: dict[str, Any] = Field(default_factory=dict)
    lesson: bool = False
    coach: CoachLevel = "normal"  # the level of the coach's suggestions (F2, F3, a guided game's hints)

    def name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) and self.names[seat] else f"Player {seat + 1}"


@dataclass
class BaseState:
    """Fields every game state has: its one random generator, the log, and the reveal flag.

    The rules set `revealed = True` in an action that shows something new (a die, a card drawn or turned up, an
    answer); the session reads it after each action and clears it, and undo never takes such an action back.
    `worked` holds what the rules worked out of this position (its decision, legal lists), never part of it."""

    rng: Any
    log: list[Event] = field(default_factory=list)
    revealed: bool = False
    worked: Any = field(default=None, compare=False, repr=False)  # engine/worked.py: kept until an action


class Rules(Protocol):
    """A game's rules: pure Python, deterministic from the seed, no Textual."""

    id: ClassVar[str]
    title: ClassVar[str]
    pitch: ClassVar[str]
    playing_time: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    action_type: ClassVar[TypeAdapter]

    def setup(self, config: GameConfig, seed: int) -> Any: ...

    def decision(self, state: Any) -> "Decision | None":
        """Who may act now, how, and the prompt; None once the game is over."""
        ...

    def legal_actions(self, state: Any, seat: int | None = None, kind: str | None = None) -> list[Action]:
        """The legal actions, each naming its seat, for bots and choice lists; only `seat`'s or only of `kind`
        when asked. A free-form family (a typed answer) appears once as a stand-in, never with a hidden fact."""
        ...

    def why_not(self, state: Any, action: Action) -> IllegalAction | None:
        """Why `action` (its seat named) is not allowed now, with the rule; None when it is. The one source of
        legality: `apply` refuses by it and the screens ask it for their reasons."""
        ...

    def canonical(self, state: Any, action: Action) -> Action:
        """The action the rules take `action` for: its seat named when it names none, and where a game has pieces
        alike (copies of one card design in one hand), the one the rules would name; else `action` as it is."""
        ...

    def apply(self, state: Any, action: Action) -> list[Event]:
        """Carry out `action` after `engine.legality.admit` lets it in (IllegalAction otherwise, nothing changed)."""
        ...

    def outcome(self, state: Any) -> Outcome | None: ...

    def view(self, state: Any, seat: int | None) -> Any: ...

    def invariants(self, state: Any) -> list[str]: ...

    def describe(self, state: Any, action: Action) -> str: ...

    def former_digests(self, state: Any, config: GameConfig, actions: Sequence[Action]) -> Iterable[str]:
        """The digests this position had in an older form of the game's state (reached from `config` by `actions`),
        so positions saved before a field left the state still resume; none by default (engine/contract.py)."""
        ...
