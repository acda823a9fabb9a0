"""A game's setup options as one pydantic model, the one place they are declared.

Each field whose type is a `Literal` of texts is an option: its `title` is the label, its default the first choice.
The setup screen shows those fields, `--option` and `check_setup` take them, the playouts draw them at random. The
field `characters` (a list of a `Literal`) is each seat's pick among the game's characters, asked per seat.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Literal, get_args, get_origin

from pydantic import BaseModel, ConfigDict

SEAT_CHOICE = "characters"  # the field naming each seat's pick among the game's seat choices


class GameOptions(BaseModel):
    """Base of every game's options model: unknown keys are refused."""

    model_config = ConfigDict(extra="forbid")

    def seat_problem(self, players: int) -> str | None:
        """An option given (not left at its default) for a seat a game of `players` does not have, as one sentence;
        else None. A game whose options belong to seats (a Righteous player's deck) names them here."""
        return None

    def applies(self, key: str, players: int) -> bool:
        """Whether the setup screen asks for option `key` at a table of `players`, these options chosen so far (a
        game hides what cannot apply: a deck for a seat the table does not have)."""
        return True


@dataclass(frozen=True)
class OptionSpec:
    """One setup option a game offers: key, label, choices (the first is the default)."""

    key: str
    label: str
    choices: tuple[str, ...]


def _literal(annotation: Any) -> tuple[str, ...]:
    return tuple(get_args(annotation)) if get_origin(annotation) is Literal else ()


def option_specs(model: type[BaseModel]) -> tuple[OptionSpec, ...]:
    """The options of `model` in field order: each Literal field, its default first."""
    out = []
    for key, field in model.model_fields.items():
        choices = _literal(field.annotation)
        if choices:
            default = field.default if field.default in choices else choices[0]
            out.append(OptionSpec(key, field.title or key, (default, *[c for c in choices if c != default])))
    return tuple(out)


def seat_choices(model: type[BaseModel]) -> tuple[str, ...]:
    """What each seat may pick (the `characters` field's choices), or () when seats pick nothing."""
    field = model.model_fields.get(SEAT_CHOICE)
    if field is None or get_origin(field.annotation) is not list:
        return ()
    (item,) = get_args(field.annotation)
    return _literal(item)


def random_options(model: type[BaseModel], rng: random.Random) -> dict[str, str]:
    """Every option drawn uniformly among its choices (a game narrows this where a choice depends on the seats)."""
    return {spec.key: rng.choice(spec.choices) for spec in option_specs(model)}
