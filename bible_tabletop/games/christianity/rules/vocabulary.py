"""The card vocabulary of Christianity: The Card Game: effect steps, static modifiers, triggers, conditions and
boosts, as frozen pydantic models the loader checks (unknown keys and steps are load errors).

Who a step reaches (`target`):
  self     the player the card is for: its player, or the teammate Brotherly Love played it for; on an Evil card
           the player it came at; on a card in play its holder
  one      one Righteous player the card's player chooses (themselves included), once for the text, once a boost
  each     every Righteous player
  others   every Righteous player but `self`
  booster  in a boost: the player who paid it; in a Bounce-Back boost: the player whose boost made it possible
The full meaning of every name is in /tmp/christianity-vocab.md (later on the rules page).
"""

from __future__ import annotations

from typing import Annotated, Iterator, Literal, Optional, Union

from pydantic import Field, model_validator

from bible_tabletop.engine.data import DataModel

Target = Literal["self", "one", "each", "others", "booster"]
EvilTarget = Literal["self", "each", "others"]
PHASES = ("reset", "check", "draw", "cost_zone", "evil", "resistance", "main", "discard")
Trigger = Literal["reset", "check", "draw", "cost_zone", "evil", "resistance", "main", "discard",
                  "unction", "resist", "fail", "end_of_turn"]
ABILITIES = ("benevolence", "double_resistance", "brotherly_love", "restoration",
             "vibrancy", "cost_zone_power", "speed", "foresight")
AbilityName = Literal["benevolence", "double_resistance", "brotherly_love", "restoration",
                      "vibrancy", "cost_zone_power", "speed", "foresight"]
RIGHTEOUS_KINDS = ("maturity", "resistance", "habitual", "token", "unction")
EVIL_KINDS = ("temptation", "evil_habitual")
Kind = Literal["maturity", "resistance", "habitual", "token", "unction", "temptation", "evil_habitual"]
PlayKind = Literal["maturity", "resistance", "habitual", "token", "unction"]
Tag = Literal[
    # sins (Evil cards)
    "pride", "lust", "greed", "anger", "fear", "doubt", "sloth", "envy", "deceit", "idolatry", "gluttony",
    "bitterness",
    # disciplines and virtues (Righteous cards)
    "prayer", "scripture", "worship", "fellowship", "fasting", "faith", "love", "humility", "service",
    "repentance", "hope", "generosity",
]
Amount = Annotated[int, Field(ge=1, le=9)]
Per = Literal["token", "armor_of_god", "fruit_of_the_spirit", "habitual", "level"]


class _Step(DataModel):
    target: Target = "self"


# ----- effect steps: what happens, in order, when a card resolves -----

class GainPower(_Step):
    """Power +amount (times the count of `per`, when given: Tokens, pieces of a set, Habituals, Dependence Level)."""

    do: Literal["gain_power"]
    amount: Amount
    per: Optional[Per] = None


class LosePower(_Step):
    """Power -amount (never below 0)."""

    do: Literal["lose_power"]
    amount: Amount


class Draw(_Step):
    """Draw `amount` cards from the target's own deck to their hand, or to their Cost Zone (face down, or face up)."""

    do: Literal["draw"]
    amount: Amount
    to: Literal["hand", "cost_zone"] = "hand"
    face_up: bool = False

    @model_validator(mode="after")
    def _face_up_in_zone(self) -> "Draw":
        if self.face_up and self.to != "cost_zone":
            raise ValueError("face_up is for a draw to the Cost Zone")
        return self


class Discard(_Step):
    """The target discards `amount` cards from hand: of their choice, or at random."""

    do: Literal["discard"]
    amount: Amount
    random: bool = False


class Mill(_Step):
    """The top `amount` cards of the target's deck go to their discard pile."""

    do: Literal["mill"]
    amount: Amount


class LevelUp(_Step):
    """Dependence Level +amount (Power unchanged); each level rising lets its player choose an ability."""

    do: Literal["level_up"]
    amount: int = Field(default=1, ge=1, le=2)


class Unrotate(_Step):
    """Un-rotate `amount` rotated cards of the target's Cost Zone (they can pay again)."""

    do: Literal["unrotate"]
    amount: Amount


class Rotate(_Step):
    """Rotate `amount` un-rotated cards of the target's Cost Zone (as many as there are), paying for nothing."""

    do: Literal["rotate"]
    amount: Amount


class FlipUp(_Step):
    """Turn `amount` face-down cards of the target's Cost Zone face up (chosen by the target, or at random);
    a face-up card can be played as if it were in hand."""

    do: Literal["flip_up"]
    amount: Amount
    random: bool = False


class Recover(_Step):
    """Take `amount` cards the target chooses from their discard pile: shuffled into their deck, to their hand, or
    face down into their Cost Zone."""

    do: Literal["recover"]
    amount: Amount
    to: Literal["deck", "hand", "cost_zone"] = "deck"


class Foresee(DataModel):
    """Reveal the top `amount` cards of the Evil deck to everyone; with `bottom`, the card's player may put any of
    them on the bottom of the Evil deck (the rest go back on top in the same order)."""

    do: Literal["foresee"]
    amount: Amount
    bottom: bool = False


class Resist(_Step):
    """Resist one Evil card waiting at the target (a Temptation or an Evil Habitual not yet in place): to the
    Resisted pile, no Power lost. Only a card of cost <= max_cost and, when `tags` are given, with one of them."""

    do: Literal["resist"]
    max_cost: Optional[Amount] = None
    tags: list[Tag] = Field(default_factory=list)


class RemoveEvil(_Step):
    """Remove one active Evil Habitual from the target (to the Resisted pile), optionally only one of cost <=
    max_cost or with one of `tags`."""

    do: Literal["remove_evil"]
    max_cost: Optional[Amount] = None
    tags: list[Tag] = Field(default_factory=list)


class Prevent(_Step):
    """A shield on the target: the next Evil card that fails at them does not carry out its `on_fail` steps
    (with `power`, the 1 Power every failure costs is spared too). One shield a card; shields add up."""

    do: Literal["prevent"]
    power: bool = False


class Discount(_Step):
    """Costs of the target's cards of kind `what` are `amount` lower (never below 1): as a step, until the end of this
    turn; as a static modifier, while the card stays in play. `boost`: boosts they pay; `resist`: resisting an Evil
    card by rotating; `any`: everything they pay."""

    do: Literal["discount"]
    amount: Amount
    what: Literal["maturity", "resistance", "habitual", "token", "unction", "boost", "resist", "any"] = "any"


class GainAbility(_Step):
    """The target holds this ability for the rest of the game (as if they had levelled up and chosen it); nothing
    happens if they hold it already."""

    do: Literal["gain_ability"]
    ability: AbilityName


class Tempt(_Step):
    """Evil: the Evil deck plays `amount` more cards at the target at once (they wait to be resisted)."""

    do: Literal["tempt"]
    amount: Amount = 1


class LoseInPlay(_Step):
    """Evil: the target discards one of their Habituals or Tokens in play (their choice; nothing if none)."""

    do: Literal["lose_in_play"]
    kind: Literal["habitual", "token", "any"] = "any"


class Handler(DataModel):
    """What the vocabulary cannot say: a function of the rules named in HANDLERS."""

    do: Literal["handler"]
    name: str

    @model_validator(mode="after")
    def _known(self) -> "Handler":
        if self.name not in HANDLERS:
            raise ValueError(f"unknown handler {self.name!r}; known: {', '.join(sorted(HANDLERS)) or 'none'}")
        return self


# Handler name -> what it does (the rules implement each; keep this list very short).
HANDLERS: dict[str, str] = {}


class Condition(DataModel):
    """What must hold of the target for an `if` step (every given field must hold)."""

    power_at_least: Optional[int] = Field(default=None, ge=0, le=9)
    power_at_most: Optional[int] = Field(default=None, ge=0, le=9)
    level_at_least: Optional[int] = Field(default=None, ge=0, le=3)
    level_at_most: Optional[int] = Field(default=None, ge=0, le=3)
    evil_habitual: Optional[bool] = None  # has (True) or has no (False) active Evil Habitual
    tokens_at_least: Optional[int] = Field(default=None, ge=1, le=15)
    hand_at_most: Optional[int] = Field(default=None, ge=0, le=15)

    @model_validator(mode="after")
    def _something(self) -> "Condition":
        if not self.model_fields_set:
            raise ValueError("a condition names at least one thing to check")
        return self


class If(DataModel):
    """Do `then` when the condition holds for `target`, else `else`."""

    do: Literal["if"]
    target: Literal["self", "one"] = "self"
    cond: Condition
    then: list["Step"] = Field(min_length=1)
    else_: list["Step"] = Field(default_factory=list, alias="else")


class IfBoosted(DataModel):
    """Do `then` when the card counts as boosted (a boost of it was paid before this step), else `else`."""

    do: Literal["if_boosted"]
    then: list["Step"] = Field(min_length=1)
    else_: list["Step"] = Field(default_factory=list, alias="else")


class ChooseOne(DataModel):
    """The card's player chooses one option (a list of steps) and does it; with `all_if_boosted`, a boosted card
    does every option, in order (the rulebook's boost example)."""

    do: Literal["choose_one"]
    options: list[list["Step"]] = Field(min_length=2, max_length=4)
    all_if_boosted: bool = False

    @model_validator(mode="after")
    def _no_empty_option(self) -> "ChooseOne":
        if any(not o for o in self.options):
            raise ValueError("every option holds at least one step")
        return self


Step = Annotated[
    Union[GainPower, LosePower, Draw, Discard, Mill, LevelUp, Unrotate, Rotate, FlipUp, Recover, Foresee, Resist,
          RemoveEvil, Prevent, Discount, GainAbility, Tempt, LoseInPlay, If, IfBoosted, ChooseOne, Handler],
    Field(discriminator="do"),
]
for _m in (If, IfBoosted, ChooseOne):
    _m.model_rebuild()

# The steps an Evil card may use (on_fail, penalties); the Righteous use every other step.
EVIL_STEPS = frozenset({"lose_power", "discard", "mill", "rotate", "tempt", "lose_in_play", "if", "choose_one",
                        "handler"})
RIGHTEOUS_STEPS = frozenset({"gain_power", "lose_power", "draw", "discard", "mill", "level_up", "unrotate", "rotate",
                             "flip_up", "recover", "foresee", "resist", "remove_evil", "prevent", "discount",
                             "gain_ability", "if", "if_boosted", "choose_one", "handler"})


# ----- what stays in play: triggered steps and static modifiers -----

class Lasting(DataModel):
    """Steps the card's holder carries out at `trigger` while the card stays in play: a phase name (the start of
    that phase in the holder's own turn), `unction` (after the holder plays an Unction), `resist` (after the holder
    resists an Evil card), `fail` (after an Evil card fails at the holder), `end_of_turn` (the holder's)."""

    trigger: Trigger
    effects: list[Step] = Field(min_length=1)


class Static(DataModel):
    """A modifier that holds while the card stays in play (on its holder):
    discount  costs of kind `what` lower by amount (never below 1)   hand_limit  the Discard Phase limit +amount
    draw_count  Righteous Draw +amount                             tempted     the Evil deck plays +amount at you
    cost_zone_limit  cards put in the Cost Zone a phase +amount    forbid      you cannot play cards of kind `kind`
    ability  you hold the ability while the card stays"""

    do: Literal["discount", "hand_limit", "draw_count", "tempted", "cost_zone_limit", "forbid", "ability"]
    amount: int = Field(default=0, ge=-3, le=3)
    what: Literal["maturity", "resistance", "habitual", "token", "unction", "boost", "resist", "any"] = "any"
    kind: Optional[PlayKind] = None
    ability: Optional[AbilityName] = None

    @model_validator(mode="after")
    def _fields_fit(self) -> "Static":
        needs_amount = self.do not in ("forbid", "ability")
        if needs_amount and self.amount == 0:
            raise ValueError(f"a {self.do} modifier needs an amount other than 0")
        if not needs_amount and self.amount:
            raise ValueError(f"a {self.do} modifier takes no amount")
        if (self.do == "forbid") != (self.kind is not None):
            raise ValueError("`kind` goes with forbid, and forbid needs it")
        if (self.do == "ability") != (self.ability is not None):
            raise ValueError("`ability` goes with the ability modifier, and it needs one")
        if self.do == "discount" and self.amount < 0:
            raise ValueError("a discount lowers costs (amount 1 or more)")
        if "what" in self.model_fields_set and self.do != "discount":
            raise ValueError("`what` goes with discount")
        return self


class Removal(DataModel):
    """The stated way out of an Evil Habitual:
    pay    rotate `amount` of the holder's Cost Zone cards in their Main Phase
    play   play a Righteous card with tag `tag` (or of kind `kind`)
    power  be at Power `amount` or more at the holder's Check Phase"""

    by: Literal["pay", "play", "power"]
    amount: Optional[int] = Field(default=None, ge=1, le=9)
    tag: Optional[Tag] = None
    kind: Optional[PlayKind] = None

    @model_validator(mode="after")
    def _fields_fit(self) -> "Removal":
        if self.by in ("pay", "power") and (self.amount is None or self.tag or self.kind):
            raise ValueError(f"removal by {self.by} takes an amount (and no tag or kind)")
        if self.by == "play" and (self.amount is not None or (self.tag is None) == (self.kind is None)):
            raise ValueError("removal by play takes a tag or a kind (one of them, no amount)")
        return self


# ----- boosts -----

class Boost(DataModel):
    """A boost printed on a card: who may pay `cost` (self: the card's player; any: any Righteous player;
    brotherly_any: any Righteous player but the card's player), `permanent` (on a card in play: usable once a turn
    while the card is un-rotated), `multi` (may be paid again and again; else once per player), `bounce_back`
    (only after someone else boosted this card), `above_text` (printed above the text: resolves before it when
    paid); `effects` happen when it is paid, or it only `marks_boosted`."""

    kind: Literal["self", "any", "brotherly_any"]
    cost: Amount
    permanent: bool = False
    multi: bool = False
    bounce_back: bool = False
    above_text: bool = False
    marks_boosted: bool = False
    effects: list[Step] = Field(default_factory=list)

    @model_validator(mode="after")
    def _fits(self) -> "Boost":
        if self.marks_boosted == bool(self.effects):
            raise ValueError("a boost has effects, or only marks_boosted (one of the two)")
        if self.permanent and self.above_text:
            raise ValueError("a Permanent boost is used on a card in play, so it is never printed above the text")
        if self.permanent and self.marks_boosted:
            raise ValueError("a Permanent boost needs effects (nothing is being played for it to mark)")
        if self.bounce_back and self.kind != "self":
            raise ValueError("a Bounce-Back boost is paid by the card's player (kind: self)")
        return self


def walk(steps) -> Iterator:
    """Every step of `steps`, nested ones (if, if_boosted, choose_one) included, outer ones first."""
    for step in steps:
        yield step
        if isinstance(step, (If, IfBoosted)):
            yield from walk(step.then)
            yield from walk(step.else_)
        elif isinstance(step, ChooseOne):
            for option in step.options:
                yield from walk(option)
