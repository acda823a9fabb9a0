"""The YAML schema of the Bar Barians brawl deck, and the plain card objects the rules use."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal, Union

from pydantic import Field, model_validator

from bible_tabletop.engine.data import DataModel, load_model, repeated
from bible_tabletop.games.barbarians.rules.state import Card
from bible_tabletop.paths import ASSETS

Kind = Literal["attack", "defence", "drink", "event", "violence"]
When = Literal["play", "success", "failure"]


class Damage(DataModel):
    """Attack, Violence: the damage a Success deals."""

    do: Literal["damage"]
    amount: int = Field(ge=0, le=12)


class DieModifier(DataModel):
    """Attack and Drink: added to the attacker's die; Defence: taken off it; Event with `area`: see AreaEffect."""

    do: Literal["die"]
    amount: int = Field(ge=-6, le=6)


class Reach(DataModel):
    """Attack, Violence: where the target may stand (same area unless the card says otherwise)."""

    do: Literal["range"]
    reach: Literal["same", "adjacent", "any"]


class Push(DataModel):
    """Move `who` to an orthogonally adjacent area, chosen by the player who moves it."""

    do: Literal["push"]
    who: Literal["target", "self"]
    when: When = "success"


class Draw(DataModel):
    """Draw cards from the brawl deck."""

    do: Literal["draw"]
    amount: int = Field(ge=1, le=5)
    when: When = "play"


class Discard(DataModel):
    """The target discards cards at random from hand."""

    do: Literal["discard"]
    amount: int = Field(ge=1, le=5)
    when: When = "success"


class Heal(DataModel):
    """Event or Drink: the player's character regains HP (never above 12)."""

    do: Literal["heal"]
    amount: int = Field(ge=1, le=12)


class Prevent(DataModel):
    """Defence: the attack deals no damage."""

    do: Literal["prevent"]


class Reduce(DataModel):
    """Defence: the attack deals this much less damage."""

    do: Literal["reduce"]
    amount: int = Field(ge=1, le=12)


class Reflect(DataModel):
    """Defence: the attacker suffers this much damage."""

    do: Literal["reflect"]
    amount: int = Field(ge=1, le=12)


class Bonus(DataModel):
    """Drink: extra damage on each Success or Heavy Blow while the drink lasts."""

    do: Literal["bonus"]
    amount: int = Field(ge=1, le=12)


class AreaEffect(DataModel):
    """Event: laid in an area of the player's choice; attacks made there get `die` until the player's next turn."""

    do: Literal["area"]
    die: int = Field(ge=-6, le=6)


class MoveCharacter(DataModel):
    """Event: move any standing character to an area orthogonally adjacent to where it stands."""

    do: Literal["move"]


class Handler(DataModel):
    """An effect the vocabulary cannot say: the name of a function registered in `effects.py`."""

    do: Literal["handler"]
    name: str


Effect = Annotated[
    Union[Damage, DieModifier, Reach, Push, Draw, Discard, Heal, Prevent, Reduce, Reflect, Bonus, AreaEffect,
          MoveCharacter, Handler],
    Field(discriminator="do"),
]

_ALLOWED: dict[str, set[str]] = {
    "attack": {"damage", "die", "range", "push", "draw", "discard"},
    "violence": {"damage", "die", "range", "push", "draw", "discard"},
    "defence": {"die", "prevent", "reduce", "reflect", "push"},
    "drink": {"bonus", "die", "heal"},
    "event": {"heal", "draw", "area", "move", "handler"},
}


class CardData(DataModel):
    """One brawl card as written in YAML."""

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    name: str = Field(min_length=1)
    kind: Kind
    copies: int = Field(ge=1, le=16)
    text: str = Field(min_length=10)
    effects: list[Effect] = Field(min_length=1)

    @model_validator(mode="after")
    def _fits_kind(self) -> "CardData":
        steps = [e.do for e in self.effects]
        bad = [s for s in steps if s not in _ALLOWED[self.kind]]
        if bad:
            raise ValueError(f"a {self.kind} card cannot have effect {bad[0]!r}; allowed: {sorted(_ALLOWED[self.kind])}")
        if self.kind in ("attack", "violence") and steps.count("damage") != 1:
            raise ValueError("an attack or violence card needs exactly one damage effect")
        if self.kind == "defence" and self.effects and all(s == "push" for s in steps):
            raise ValueError("a defence card needs an effect on the attack (die, prevent, reduce or reflect)")
        for e in self.effects:
            if isinstance(e, Push) and self.kind == "defence" and e.who != "self":
                raise ValueError("a defence card can only move its own player (push who: self)")
            if isinstance(e, Handler):
                from bible_tabletop.games.barbarians.rules.effects.handlers import HANDLERS

                if e.name not in HANDLERS:
                    raise ValueError(f"unknown handler {e.name!r}; known: {sorted(HANDLERS)}")
        return self


class CharacterData(DataModel):
    """One of the six characters, with the skill of its "+" side."""

    id: str = Field(pattern=r"^[a-z]+$")
    name: str
    skill: str = Field(min_length=10)


class DeckFile(DataModel):
    """assets/barbarians/cards.yaml"""

    cards: list[CardData]

    @model_validator(mode="after")
    def _unique_ids(self) -> "DeckFile":
        ids = [c.id for c in self.cards]
        dup = repeated(ids)
        if dup:
            raise ValueError(f"card ids must be unique; repeated: {dup}")
        total = sum(c.copies for c in self.cards)
        if total != 64:
            raise ValueError(f"the brawl deck has exactly 64 cards counted with copies, not {total}")
        missing = {"attack", "defence", "drink", "event", "violence"} - {c.kind for c in self.cards}
        if missing:
            raise ValueError(f"every kind must be in the deck; missing: {sorted(missing)}")
        return self


class CharactersFile(DataModel):
    """assets/barbarians/characters.yaml"""

    characters: list[CharacterData] = Field(min_length=6, max_length=6)


def compile_card(data: CardData) -> Card:
    """Turn a validated card into the plain object the rules read."""
    f: dict = {}
    for e in data.effects:
        match e:
            case Damage(amount=n):
                f["damage"] = n
            case DieModifier(amount=n):
                f["die"] = f.get("die", 0) + n
            case Reach(reach=r):
                f["reach"] = r
            case Push(who="target"):
                f["push_target"] = True
            case Push(who="self", when="failure"):
                f["push_self_on_failure"] = True
            case Push(who="self"):
                f["push_self"] = True
            case Draw(amount=n, when="success"):
                f["draw_on_success"] = n
            case Draw(amount=n):
                f["draw_on_play"] = n
            case Discard(amount=n):
                f["discard_on_success"] = n
            case Heal(amount=n):
                f["heal"] = n
            case Prevent():
                f["prevent"] = True
            case Reduce(amount=n):
                f["reduce"] = n
            case Reflect(amount=n):
                f["reflect"] = n
            case Bonus(amount=n):
                f["bonus"] = n
            case AreaEffect(die=n):
                f["area_die"] = n
            case MoveCharacter():
                f["move"] = True
            case Handler(name=n):
                f["handler"] = n
    return Card(id=data.id, name=data.name, kind=data.kind, text=data.text, **f)


GAME_ASSETS = ASSETS / "barbarians"


def game_data() -> dict:
    """The game folder's data files by name, validated (engine/datacache.py: from the cache when unchanged)."""
    from bible_tabletop.engine.datacache import game_data
    from bible_tabletop.games.barbarians.spec import SPEC

    return game_data(SPEC, GAME_ASSETS)


def load_deck(path: Path | None = None) -> list[CardData]:
    return list((load_model(path, DeckFile) if path else game_data()["cards.yaml"]).cards)


def load_characters(path: Path | None = None) -> list[CharacterData]:
    return list((load_model(path, CharactersFile) if path else game_data()["characters.yaml"]).characters)


SCHEMAS = {"cards.yaml": DeckFile, "characters.yaml": CharactersFile}
