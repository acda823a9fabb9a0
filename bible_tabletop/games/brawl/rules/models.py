"""The YAML schema of Bible Brawl's characters and action cards, and the plain card objects the rules use.

Abilities and action cards are data: a trigger plus effects from the small vocabulary below. Who an effect reaches:
  self     the character itself (a Backup: the character it is attached to)
  ally     one character of your battle line you choose (not the source itself)
  allies   every other character of your battle line (a Location: every character of the line it lies on)
  enemy    one character of an opponent's battle line you choose
  enemies  every character of every opponent's battle line
  all      every character of every battle line
`class` narrows who to one class. A "When revealed" ability (and an Event) acts once: its tokens stay on the
character until it leaves play. A "While revealed" ability (and a Backup or Location) holds as long as its source
stays: its tokens are a bonus that goes when the source goes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Literal, Optional, Union

from pydantic import AfterValidator, Field, model_validator

from bible_tabletop.engine.books import check_reference
from bible_tabletop.engine.data import DataModel, repeated
from bible_tabletop.paths import ASSETS

Class = Literal["Warrior", "Priest", "Beast", "Judge", "Prophet", "King", "Giant", "None"]
Who = Literal["self", "ally", "allies", "enemy", "enemies", "all"]
CHOSEN = ("ally", "enemy")


def _real_verse(ref: str) -> str:
    """A card's Bible reference, refused unless its verses exist (engine/books.py)."""
    problem = check_reference(ref)
    if problem:
        raise ValueError(problem)
    return ref


Reference = Annotated[str, AfterValidator(_real_verse)]


class Tokens(DataModel):
    """Put ATK or DEF tokens (a bonus, or a malus when negative) on who."""

    do: Literal["tokens"]
    stat: Literal["atk", "def"]
    amount: int = Field(ge=-4, le=4)
    who: Who = "self"
    class_: Optional[Class] = Field(default=None, alias="class")


class GainAP(DataModel):
    """Gain AP: now (once), or at the start of each of your turns (while revealed)."""

    do: Literal["gain_ap"]
    amount: int = Field(ge=1, le=3)


class Draw(DataModel):
    """Draw cards from the character or action deck into your hand."""

    do: Literal["draw"]
    deck: Literal["character", "action"]
    amount: int = Field(ge=1, le=3)


class Defeat(DataModel):
    """Defeat who outright; with `honor` it goes to your honor pile, else to its owner's discard pile."""

    do: Literal["defeat"]
    who: Literal["enemy", "enemies", "all"] = "enemy"
    class_: Optional[Class] = Field(default=None, alias="class")
    max_def: Optional[int] = Field(default=None, ge=0, le=9)
    honor: bool = True


class Return(DataModel):
    """Send who back to its owner's hand or back line (face up); its tokens and attached card are removed."""

    do: Literal["return"]
    who: Literal["ally", "enemy", "enemies", "all"] = "enemy"
    to: Literal["hand", "back_line"] = "hand"
    class_: Optional[Class] = Field(default=None, alias="class")
    max_def: Optional[int] = Field(default=None, ge=0, le=9)


class Summon(DataModel):
    """Put a character from `source` straight onto your battle line, even a full one (it then holds 5)."""

    do: Literal["summon"]
    source: Literal["hand", "back_line", "discard", "recruitment_line", "deck"]
    class_: Optional[Class] = Field(default=None, alias="class")
    name: Optional[str] = None


class ExtraAttack(DataModel):
    """The character may brawl this many more times a turn, paying AP for each brawl."""

    do: Literal["extra_attack"]
    amount: int = Field(default=1, ge=1, le=2)


class NoExhaust(DataModel):
    """The character is never exhausted by brawling (it still brawls once a turn)."""

    do: Literal["no_exhaust"]


class Cost(DataModel):
    """While revealed: your AP cost to recruit, brawl with, buy or play changes (never below 0; brawl never below 1)."""

    do: Literal["cost"]
    action: Literal["recruit", "brawl", "buy", "play"]
    amount: int = Field(ge=-3, le=3)
    class_: Optional[Class] = Field(default=None, alias="class")


class Versus(DataModel):
    """The character brawls with extra ATK against a character of the given class."""

    do: Literal["versus"]
    amount: int = Field(ge=1, le=5)
    class_: Class = Field(alias="class")


class DiscardHand(DataModel):
    """An opponent you choose discards cards from their hand at random."""

    do: Literal["discard"]
    amount: int = Field(ge=1, le=3)


class Stop(DataModel):
    """Answer card: stops the attack (no brawl happens) or the defeat (the attack is lost)."""

    do: Literal["stop"]
    what: Literal["attack", "defeat"]


class Wipeout(DataModel):
    """Discard the recruitment line or the marketplace and deal four new cards (no AP for it)."""

    do: Literal["wipeout"]
    line: Literal["recruitment_line", "marketplace"]


class Remove(DataModel):
    """Remove from one battle line you choose its Location, or every defence card on it (Location and Backup)."""

    do: Literal["remove"]
    what: Literal["location", "defence"]


class Take(DataModel):
    """Take the card you choose from the recruitment line, marketplace or a discard pile into your hand."""

    do: Literal["take"]
    source: Literal["recruitment_line", "marketplace", "character_discard", "action_discard"]


class Handler(DataModel):
    """What the vocabulary cannot say: the name of a function registered in `effects.HANDLERS`."""

    do: Literal["handler"]
    name: str

    @model_validator(mode="after")
    def _known(self) -> "Handler":
        from bible_tabletop.games.brawl.rules.effects.handlers import HANDLERS

        if self.name not in HANDLERS:
            raise ValueError(f"unknown handler {self.name!r}; known: {', '.join(sorted(HANDLERS))}")
        return self


Effect = Annotated[
    Union[Tokens, GainAP, Draw, Defeat, Return, Summon, ExtraAttack, NoExhaust, Cost, Versus, DiscardHand, Stop,
          Wipeout, Remove, Take, Handler],
    Field(discriminator="do"),
]

# Which effects make sense where: a "once" source acts at one moment, a "lasting" one holds while it stays.
ONCE = {"tokens", "gain_ap", "draw", "defeat", "return", "summon", "discard", "wipeout", "remove", "take",
        "handler"}
LASTING = {"tokens", "gain_ap", "extra_attack", "no_exhaust", "cost", "versus", "handler"}
ANSWER = {"stop", "tokens"}


class Ability(DataModel):
    """A character's ability: its trigger, text in our words, and its effects."""

    trigger: Literal["when_revealed", "while_revealed"]
    text: str = Field(min_length=10)
    needs: Optional[Class] = None  # works only while another character of this class is on your battle line
    effects: list[Effect] = Field(min_length=1)

    @model_validator(mode="after")
    def _fits_trigger(self) -> "Ability":
        allowed = ONCE if self.trigger == "when_revealed" else LASTING
        _check_steps(self.effects, allowed, f"a {self.trigger.replace('_', ' ')} ability")
        return self


def _check_steps(effects: list, allowed: set[str], what: str) -> None:
    bad = [e.do for e in effects if e.do not in allowed]
    if bad:
        raise ValueError(f"{what} cannot have effect {bad[0]!r}; allowed: {', '.join(sorted(allowed))}")


class CharacterData(DataModel):
    """One character as written in YAML."""

    name: str = Field(min_length=1)
    copies: int = Field(ge=1, le=6)
    cost: int = Field(ge=1, le=5)
    honor: int = Field(ge=1, le=5)
    atk: int = Field(ge=0, le=12)
    def_: int = Field(ge=1, le=12, alias="def")
    class_: Class = Field(alias="class")
    reference: Reference
    ability: Ability


class ActionData(DataModel):
    """One action card as written in YAML: Event, Backup or Location."""

    name: str = Field(min_length=1)
    copies: int = Field(ge=1, le=6)
    cost: int = Field(ge=0, le=5)
    type: Literal["event", "backup", "location"]
    reference: Reference
    text: str = Field(min_length=10)
    answer: Optional[Literal["attack", "defeat"]] = None  # an Event its owner plays when their character is attacked
    defence: bool = False  # a Backup or Location that protects (Fall of Tyrus removes it)
    place: Literal["own", "opponent"] = "own"  # where a Location is laid
    effects: list[Effect] = Field(min_length=1)

    @model_validator(mode="after")
    def _fits_type(self) -> "ActionData":
        if self.answer:
            if self.type != "event":
                raise ValueError("only an Event can answer an attack")
            _check_steps(self.effects, ANSWER, "an answer Event")
        elif self.type == "event":
            _check_steps(self.effects, ONCE, "an Event")
            if any(e.do == "stop" for e in self.effects):
                raise ValueError("a stop effect needs `answer: attack` or `answer: defeat`")
        else:
            _check_steps(self.effects, LASTING, f"a {self.type.title()}")
        if self.type == "backup" and any(getattr(e, "who", "self") != "self" for e in self.effects):
            raise ValueError("a Backup acts on the character it is attached to (who: self)")
        if self.type == "location" and any(getattr(e, "who", "allies") not in ("allies",) for e in self.effects):
            raise ValueError("a Location acts on the characters of its battle line (who: allies)")
        if self.place == "opponent" and self.type != "location":
            raise ValueError("`place` is for Location cards")
        if self.defence and self.type == "event":
            raise ValueError("`defence` marks a Backup or Location")
        return self


def _unique(names: list[str], what: str) -> None:
    dup = repeated(names)
    if dup:
        raise ValueError(f"{what} names must be unique; repeated: {', '.join(dup)}")


# The rulebook's card lists: name -> copies in the box (rulings: every listed name, exactly that many copies).
BASE_CHARACTERS: dict[str, int] = {
    "Abigail": 3, "Abishai": 2, "Abraham": 2, "Adam and Eve": 3, "Asahel": 2, "Balaam": 2, "Behemoth": 2,
    "Benaiah": 2, "Cain": 2, "Daniel": 2, "David": 1, "Deborah": 3, "Delilah": 2, "Ehud": 1, "Eli": 3, "Elijah": 2,
    "Elisha": 2, "Esau": 2, "Esther": 3, "Ezekiel": 2, "Gideon": 2, "Goliath": 1, "Great Fish": 1, "Habakkuk": 3,
    "Haman": 3, "Herald": 3, "Ishbi-Benob": 2, "Israelites": 3, "Jael": 1, "Jair": 2, "Job": 3, "Jonah": 3,
    "Joram": 3, "Joshua": 1, "King David": 2, "King Solomon": 1, "Lion": 3, "Melchizedek": 2, "Methuselah": 1,
    "Moses": 1, "Nebuchadnezzar": 3, "Nethanel": 2, "Othniel": 3, "Prepared Worm": 3, "Prophet": 3, "Rahab": 2,
    "Ruth": 2, "Samson": 1, "Samuel": 1, "Saph": 1, "Servants": 2, "Shamgar": 1, "The Descendant": 1,
    "The Zuzite": 1, "Zechariah": 2,
}
BASE_ACTIONS: dict[str, int] = {
    "Ambush": 2, "Anointing": 3, "Chained Up": 2, "Consumed Altar": 2, "Day of the Lord": 2, "Deception": 2,
    "Destroyed Temple": 2, "Edom Destroyed": 3, "Fallen Kings": 1, "Fall of Tyrus": 2, "Flood": 1, "Fortress": 4,
    "Grapes Gathering": 2, "Hail Storm": 2, "Healed Waters": 2, "Holy Ground": 2, "Infestation": 3, "New Moon": 1,
    "Plunder": 1, "Raid": 2, "Rally Call": 2, "Shattered": 3, "Special Treasure": 1, "Staff to Snake": 2,
    "Strong Tower": 1, "Stumble": 3, "Thirsty Land": 5, "Trample": 2, "Worship Grounds": 2,
    "Eruption": 1,  # the FAQ's Event, part of the base set (rulings)
}


def _matches_base(found: dict[str, int], table: dict[str, int], what: str) -> None:
    """The file's names and copies equal the rulebook's list exactly; the error names every card that differs."""
    missing = sorted(n for n in table if n not in found)
    extra = sorted(n for n in found if n not in table)
    miscounted = sorted(f"{n} ({found[n]}, not {table[n]})" for n in table if n in found and found[n] != table[n])
    parts = [f"{label}: {', '.join(names)}" for label, names in
             (("missing", missing), ("not in the rulebook's list", extra), ("wrong copies", miscounted)) if names]
    if parts:
        raise ValueError(f"the base set's {what} must match the rulebook's list; " + "; ".join(parts))


class CharactersFile(DataModel):
    """assets/brawl/characters.yaml: the base set's characters."""

    characters: list[CharacterData]

    @model_validator(mode="after")
    def _base_set(self) -> "CharactersFile":
        _unique([c.name for c in self.characters], "character")
        _matches_base({c.name: c.copies for c in self.characters}, BASE_CHARACTERS, "characters")
        total = sum(c.copies for c in self.characters)
        if len(self.characters) != 55 or total != 112:
            raise ValueError(f"the base set has 55 characters in 112 cards, not {len(self.characters)} in {total}")
        return self


class ActionsFile(DataModel):
    """assets/brawl/actions.yaml: the base set's action cards (29 listed, 62 cards, plus Eruption)."""

    actions: list[ActionData]

    @model_validator(mode="after")
    def _base_set(self) -> "ActionsFile":
        _unique([a.name for a in self.actions], "action card")
        _matches_base({a.name: a.copies for a in self.actions}, BASE_ACTIONS, "action cards")
        total = sum(a.copies for a in self.actions)
        if len(self.actions) != 30 or total != 63:
            raise ValueError("the base set has 29 listed action cards in 62 cards plus Eruption (30 names, 63 "
                             f"cards), not {len(self.actions)} in {total}")
        return self


class PackFile(DataModel):
    """assets/brawl/pack-*.yaml: an expansion pack, switched on at setup, adding cards to the decks."""

    pack: str = Field(pattern=r"^[a-z][a-z0-9-]*$")
    title: str = Field(min_length=3)
    characters: list[CharacterData] = Field(default_factory=list)
    actions: list[ActionData] = Field(default_factory=list)

    @model_validator(mode="after")
    def _not_empty(self) -> "PackFile":
        if not self.characters and not self.actions:
            raise ValueError("a pack adds at least one card")
        _unique([c.name for c in self.characters] + [a.name for a in self.actions], "card")
        return self


# ----- compiled, plain objects for the rules -----

@dataclass(frozen=True, slots=True)
class CharacterCard:
    """A character for play: plain fields, no validation on the hot path."""

    name: str
    cost: int
    honor: int
    atk: int
    defence: int
    klass: str
    reference: str
    trigger: str
    text: str
    needs: str | None
    effects: tuple
    pack: str = "base"

    kind = "character"


@dataclass(frozen=True, slots=True)
class ActionCard:
    """An action card for play."""

    name: str
    cost: int
    type: str
    reference: str
    text: str
    answer: str | None
    defence: bool
    place: str
    effects: tuple
    pack: str = "base"

    kind = "action"


def compile_character(c: CharacterData, pack: str = "base") -> CharacterCard:
    a = c.ability
    return CharacterCard(c.name, c.cost, c.honor, c.atk, c.def_, c.class_, c.reference, a.trigger, a.text, a.needs,
                         tuple(a.effects), pack)


def compile_action(a: ActionData, pack: str = "base") -> ActionCard:
    return ActionCard(a.name, a.cost, a.type, a.reference, a.text, a.answer, a.defence, a.place, tuple(a.effects),
                      pack)


GAME_ASSETS = ASSETS / "brawl"


@dataclass(frozen=True)
class Designs:
    """Every card design of the base set and the chosen packs, with its number of copies."""

    characters: tuple[tuple[CharacterCard, int], ...]
    actions: tuple[tuple[ActionCard, int], ...]
    packs: tuple[str, ...] = field(default=())


def pack_files(folder: Path | None = None) -> dict[str, Path]:
    """The expansion packs shipped: pack id -> file."""
    return {p.stem.removeprefix("pack-"): p for p in sorted((folder or GAME_ASSETS).glob("pack-*.yaml"))}


def load_designs(packs: tuple[str, ...] = (), folder: Path | None = None) -> Designs:
    """The base set and the chosen packs; every file of the folder is validated (engine/datacache.py: from the
    cache when unchanged)."""
    from bible_tabletop.engine.datacache import game_data
    from bible_tabletop.games.brawl.spec import SPEC

    data = game_data(SPEC, folder or GAME_ASSETS)
    chars = [(compile_character(c), c.copies) for c in data["characters.yaml"].characters]
    acts = [(compile_action(a), a.copies) for a in data["actions.yaml"].actions]
    for pid in packs:
        p = data[f"pack-{pid}.yaml"]
        chars += [(compile_character(c, p.pack), c.copies) for c in p.characters]
        acts += [(compile_action(a, p.pack), a.copies) for a in p.actions]
    return Designs(tuple(chars), tuple(acts), tuple(packs))


SCHEMAS = {"characters.yaml": CharactersFile, "actions.yaml": ActionsFile, "pack-*.yaml": PackFile}
