"""Bar Barians rules: setup, the three actions, attacks, defence, drinks, events, K.O., optional rules.

Pure Python, no Textual. Every refusal names the rulebook section (or ruling) it enforces.
"""

from __future__ import annotations

import copy
import random
from functools import lru_cache
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from bible_tabletop.engine.game import GameConfig, IllegalAction, OptionSpec, Outcome
from bible_tabletop.games.barbarians import ops
from bible_tabletop.games.registry import Listed
from bible_tabletop.games.barbarians.actions import (
    ACTION_TYPE, Breather, Defend, Discard, EndTurn, MoveTo, Place, Play, Stumble, TopDeck,
)
from bible_tabletop.games.barbarians.board import ADJACENT, AREAS, adjacent, within
from bible_tabletop.games.barbarians.bots import BrawlerBot
from bible_tabletop.games.barbarians.effects import HANDLERS
from bible_tabletop.games.barbarians.models import Card, compile_card, load_characters, load_deck
from bible_tabletop.games.barbarians.state import (
    ACTIONS_PER_TURN, HAND_LIMIT, MAX_HP, AreaMark, Attack, BarbariansState, Fighter, Pending, Roll,
)

R_SETUP = "Setup"
R_TURN = "Game Turn"
R_STUMBLE = "Game Turn: Stumbling"
R_TROUBLE = "Game Turn: Troublemaking"
R_HAND = "Game Turn: hand limit"
R_ATTACK = "Brawl Cards: Attack Cards"
R_DEFENCE = "Brawl Cards: Defence Cards"
R_DRINK = "Brawl Cards: Drink Cards"
R_EVENT = "Brawl Cards: Event Cards"
R_VIOLENCE = "Brawl Cards: Violence Cards"
R_END = "End of the Game"
R_ROME = "Optional Rules: When in Rome..."
R_SKILL = ops.R_SKILL
CHARACTERS = ("barbie", "brewen", "winy", "grappin", "whiskus", "liquor")


class BarbariansOptions(BaseModel):
    """The setup choices: board side, the two optional rules, the first player, the characters by seat."""

    model_config = ConfigDict(extra="forbid")

    side: Literal["indoor", "outdoor"] = "indoor"
    skills: Literal["off", "on"] = "off"
    rome: Literal["off", "on"] = "off"
    first: str = Field(default="1", pattern=r"^([1-6]|random)$")
    characters: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _known(self) -> "BarbariansOptions":
        bad = [c for c in self.characters if c not in CHARACTERS]
        if bad:
            raise ValueError(f"unknown character {bad[0]!r}; choose from {', '.join(CHARACTERS)}")
        if len(set(self.characters)) != len(self.characters):
            raise ValueError("no character may be taken twice")
        return self


@lru_cache(maxsize=1)
def deck_cards() -> tuple[Card, ...]:
    """The 64 card instances of the shipped deck, copies expanded, in file order."""
    return tuple(compile_card(c) for c in load_deck() for _ in range(c.copies))


@lru_cache(maxsize=1)
def character_names() -> dict[str, str]:
    return {c.id: c.name for c in load_characters()}


@lru_cache(maxsize=1)
def character_skills() -> dict[str, str]:
    """Each character's skill (the "+" side), for the screen when Each to Their Own is on."""
    return {c.id: c.skill for c in load_characters()}


class BarbariansRules(Listed):
    """The Bar Barians rules object (the engine contract of DESIGN.md)."""

    id: ClassVar[str] = "barbarians"
    action_type = ACTION_TYPE
    options: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("side", "Inn board side", ("indoor", "outdoor")),
        OptionSpec("skills", "Each to Their Own (character skills)", ("off", "on")),
        OptionSpec("rome", "When in Rome... (board side events)", ("off", "on")),
        OptionSpec("first", "Starting player (who last had a drink)", ("1", "2", "3", "4", "5", "6", "random")),
    )
    seat_choices: ClassVar[tuple[str, ...]] = CHARACTERS
    bots: ClassVar[dict] = {"brawler": BrawlerBot}
    default_bot: ClassVar[str] = "brawler"

    @staticmethod
    def random_options(rng: random.Random) -> dict:
        """Options drawn at random, so the playouts cover every rule."""
        return {"side": rng.choice(["indoor", "outdoor"]), "skills": rng.choice(["off", "on"]),
                "rome": rng.choice(["off", "on"]), "first": "random"}

    # -- setup -------------------------------------------------------------------------------------------
    def parse_options(self, config: GameConfig) -> BarbariansOptions:
        opts = BarbariansOptions.model_validate(config.options)
        if not self.min_players <= config.players <= self.max_players:
            raise ValueError(f"Bar Barians takes 2 to 6 players, not {config.players}")
        if opts.characters and len(opts.characters) != config.players:
            raise ValueError(f"name one character per seat ({config.players}), not {len(opts.characters)}")
        if opts.first != "random" and int(opts.first) > config.players:
            raise ValueError(f"first player {opts.first} is not a seat of a {config.players}-player game")
        return opts

    def setup(self, config: GameConfig, seed: int) -> BarbariansState:
        """Rulebook 'Setup': shuffle, first player, 5 cards each, then each places a standee in turn order."""
        opts = self.parse_options(config)
        rng = random.Random(seed)
        chars = opts.characters or list(CHARACTERS[: config.players])
        names = character_names()
        state = BarbariansState(rng=rng, options=opts.model_dump(), cards=list(deck_cards()))
        state.fighters = [Fighter(character=c, name=config.name(i) if config.names else names[c])
                          for i, c in enumerate(chars)]
        state.deck = list(range(len(state.cards)))
        rng.shuffle(state.deck)
        first = rng.randrange(config.players) if opts.first == "random" else int(opts.first) - 1
        state.current = state.first = first
        order = [(first + k) % config.players for k in range(config.players)]
        ops.log(state, f"{state.fighters[first].name} last had a drink and starts.", first, R_SETUP)
        for seat in order:
            ops.draw(state, seat, 5, R_SETUP)
        state.pending = [Pending("place", seat, reason="place your standee") for seat in order]
        return state

    # -- whose decision ------------------------------------------------------------------------------------
    def to_act(self, state: BarbariansState) -> int | None:
        if state.winners is not None:
            return None
        return state.pending[0].seat if state.pending else state.current

    def outcome(self, state: BarbariansState) -> Outcome | None:
        if state.winners is None:
            return None
        names = " and ".join(state.fighters[s].name for s in state.winners)
        text = f"{names} is the last one standing!" if len(state.winners) == 1 else f"A draw between {names}."
        players = len(state.fighters)
        if len(state.winners) == 1:
            return Outcome.won_by(state.winners, players, text)
        return Outcome.drawn_by(state.winners, players, text)

    def needs_curtain(self, state: BarbariansState, seat: int) -> bool:
        """Always: every hand is hidden from the other seats, so a hand-over between humans hides the last one."""
        return True

    # -- legal actions -------------------------------------------------------------------------------------
    def legal_actions(self, state: BarbariansState) -> list:
        if state.winners is not None:
            return []
        if state.pending:
            return self._pending_actions(state, state.pending[0])
        seat = state.current
        f = state.fighters[seat]
        out: list = [Stumble(area=a) for a in sorted(ADJACENT[f.area])]
        seen: set[str] = set()
        for inst in f.hand:
            card = state.cards[inst]
            if card.id not in seen:
                seen.add(card.id)
                out.extend(self._plays(state, seat, inst))
        out.append(Breather())
        if ops.has_skill(state, seat, "winy") and (state.deck or state.discard):
            out.append(TopDeck())
        out.append(EndTurn())
        return out

    def _pending_actions(self, state: BarbariansState, p: Pending) -> list:
        if p.what == "place":
            return [Place(area=a) for a in range(4)]
        if p.what == "defence":
            hand = state.fighters[p.seat].hand
            firsts = {state.cards[i].id: i for i in reversed(hand) if state.cards[i].kind == "defence"}
            return [Defend(card=None)] + [Defend(card=i) for i in sorted(firsts.values())]
        if p.what == "move":
            return [MoveTo(area=a) for a in sorted(ADJACENT[state.fighters[p.mover].area])]
        if p.what == "discard":
            hand = state.fighters[p.seat].hand
            firsts = {state.cards[i].id: i for i in reversed(hand)}
            return [Discard(card=i) for i in sorted(firsts.values())]
        if p.what == "top_deck":
            return self._plays(state, p.seat, state.top_card)
        raise AssertionError(p.what)

    def _plays(self, state: BarbariansState, seat: int, inst: int) -> list[Play]:
        """Every way to play card instance `inst` now: its targets, areas and Grappin's drink choice."""
        card = state.cards[inst]
        f = state.fighters[seat]
        if card.is_attack:
            plays = []
            grappin = ops.has_skill(state, seat, "grappin") and f.drink is not None
            for t, other in enumerate(state.fighters):
                if t != seat and not other.out and within(card.reach, f.area, other.area):
                    plays.append(Play(card=inst, target=t))
                    if grappin:
                        plays.append(Play(card=inst, target=t, skip_drink=True))
            return plays
        if card.kind == "drink":
            return [Play(card=inst)] if f.drink is None else []
        if card.kind == "event":
            if card.area_die is not None:
                return [Play(card=inst, area=a) for a in range(4)]
            if card.move:
                return [Play(card=inst, target=t, area=a) for t, o in enumerate(state.fighters) if not o.out
                        for a in sorted(ADJACENT[o.area])]
            if card.handler:
                targets = HANDLERS[card.handler].targets(state, seat)
                if targets is None:
                    return [Play(card=inst)]
                return [Play(card=inst, target=t) for t in targets]
            return [Play(card=inst)]
        return []  # a Defence card is only played as an answer to an attack

    # -- why an action is refused -----------------------------------------------------------------------------
    def check(self, state: BarbariansState, action) -> None:
        """Raise IllegalAction with the reason and rule unless `action` is legal now."""
        if state.winners is not None:
            raise IllegalAction("The game is over.", R_END)
        legal = self.legal_actions(state)
        if self._canonical(state, action) in legal:
            return
        reason, rule = self._why(state, action)
        raise IllegalAction(reason, rule)

    def _canonical(self, state: BarbariansState, action):
        """Copies of a card are the same card: name the first copy in that hand."""
        card = getattr(action, "card", None)
        seat = self.to_act(state)
        if card is None or seat is None or not 0 <= card < len(state.cards):
            return action
        hand = state.fighters[seat].hand
        if card in hand:
            cid = state.cards[card].id
            first = next(i for i in hand if state.cards[i].id == cid)
            return action.model_copy(update={"card": first})
        return action

    def _why(self, state: BarbariansState, action) -> tuple[str, str]:
        p = state.pending[0] if state.pending else None
        seat = self.to_act(state)
        me = state.fighters[seat]
        kind = action.kind
        if p is not None:
            wanted = {"place": ("place", "Choose an area for your standee.", R_SETUP),
                      "defence": ("defend", "The attack waits for the target's Defence card, or none.", R_DEFENCE),
                      "move": ("move_to", "Choose the adjacent area the character moves to.", R_ATTACK),
                      "discard": ("discard", f"Discard down to {HAND_LIMIT} cards first.", R_HAND),
                      "top_deck": ("play", "Play the card Winy turned over.", R_SKILL)}[p.what]
            if kind != wanted[0]:
                return wanted[1], wanted[2]
            if kind == "move_to":
                return f"{AREAS[action.area]} is not next to where the character stands (no diagonals).", R_STUMBLE
            if kind == "defend":
                if action.card not in me.hand:
                    return "That card is not in your hand.", R_DEFENCE
                return "Only a Defence card can answer an attack.", R_DEFENCE
            if kind == "discard":
                return "That card is not in your hand.", R_HAND
            if kind == "play" and action.card != state.top_card:
                return "Winy must play the card she turned over.", R_SKILL
            return self._why_play(state, seat, action)
        if kind in ("place", "defend", "move_to", "discard"):
            return "Nothing is waiting for that choice now.", R_TURN
        if kind == "stumble":
            if action.area == me.area:
                return "You are already in that area.", R_STUMBLE
            return f"{AREAS[action.area]} is diagonal to {AREAS[me.area]}: move only orthogonally.", R_STUMBLE
        if kind == "top_deck":
            if not ops.has_skill(state, seat, "winy"):
                return "Only Winy, with Each to Their Own in play, can play the top card.", R_SKILL
            return "The deck and the discard pile are both empty.", R_SKILL
        if kind == "play":
            if action.card not in me.hand:
                return "That card is not in your hand.", R_TROUBLE
            return self._why_play(state, seat, action)
        return "That is not possible now.", R_TURN

    def _why_play(self, state: BarbariansState, seat: int, action: Play) -> tuple[str, str]:
        card = state.cards[action.card] if 0 <= action.card < len(state.cards) else None
        if card is None:
            return "There is no such card.", R_TROUBLE
        me = state.fighters[seat]
        if card.kind == "defence":
            return "A Defence card is played only when you are attacked, after the die is rolled.", R_DEFENCE
        if card.kind == "drink":
            if me.drink is not None:
                return f"You already have {state.cards[me.drink].name} in play: one Drink at a time.", R_DRINK
            return "A Drink names no target or area.", R_DRINK
        if card.is_attack:
            rule = R_VIOLENCE if card.kind == "violence" else R_ATTACK
            t = action.target
            if t is None or not 0 <= t < len(state.fighters):
                return f"{card.name} needs a target character.", rule
            if t == seat:
                return "You cannot attack yourself.", rule
            if state.fighters[t].out:
                return f"{state.fighters[t].name} is already knocked out.", rule
            if action.area is not None:
                return f"{card.name} names a target character, not an area.", rule
            if action.skip_drink:
                return "Only Grappin, with a Drink in play and skills on, may leave his Drink out.", R_SKILL
            where = {"same": "in your own area", "adjacent": "in your area or an adjacent one", "any": "anywhere"}
            return f"{card.name} reaches only a character {where[card.reach]}.", rule
        if card.area_die is not None:
            return f"{card.name} must be laid in an area.", R_EVENT
        if card.move:
            if action.target is None or action.area is None:
                return f"{card.name} needs a character and an area next to it.", R_EVENT
            return f"{card.name} moves a standing character to an adjacent area only.", R_EVENT
        if card.handler and HANDLERS[card.handler].targets(state, seat) == []:
            return f"{card.name} needs another character with cards in your area.", R_EVENT
        return f"{card.name} cannot be played that way.", R_EVENT

    # -- applying -------------------------------------------------------------------------------------------
    def apply(self, state: BarbariansState, action) -> list:
        """Apply a legal action (else IllegalAction); returns the log events it added."""
        self.check(state, action)
        action = self._canonical(state, action)
        start = len(state.log)
        state.knocked_out_now = []
        handler = getattr(self, "_do_" + action.kind)
        handler(state, action)
        self._settle(state)
        return state.log[start:]

    def _do_place(self, state: BarbariansState, a: Place) -> None:
        p = state.pending.pop(0)
        state.fighters[p.seat].area = a.area
        ops.log(state, f"{state.fighters[p.seat].name} takes a place at the {AREAS[a.area]}.", p.seat, R_SETUP)

    def _spend(self, state: BarbariansState) -> None:
        state.actions_left -= 1

    def _do_stumble(self, state: BarbariansState, a: Stumble) -> None:
        self._spend(state)
        f = state.fighters[state.current]
        f.area = a.area
        ops.log(state, f"{f.name} stumbles to the {AREAS[a.area]}.", state.current, R_STUMBLE)

    def _do_breather(self, state: BarbariansState, a: Breather) -> None:
        self._spend(state)
        ops.draw(state, state.current, 1)

    def _do_end_turn(self, state: BarbariansState, a: EndTurn) -> None:
        f = state.fighters[state.current]
        if state.actions_left:
            ops.log(state, f"{f.name} ends the turn with {state.actions_left} action(s) unused.", state.current, R_TURN)
        state.actions_left = 0

    def _do_top_deck(self, state: BarbariansState, a: TopDeck) -> None:
        """Winy's skill: one action to turn over the top card and play it as if from hand."""
        self._spend(state)
        seat = state.current
        card = ops.take_top(state)
        state.top_card = card
        ops.log(state, f"{state.fighters[seat].name} (Winy's skill) turns over {state.cards[card].name} from the deck.",
                seat, R_SKILL)
        if self._plays(state, seat, card):
            state.pending.insert(0, Pending("top_deck", seat, reason="play the card you turned over"))
        else:
            state.discard.append(card)
            state.top_card = None
            ops.log(state, f"{state.cards[card].name} cannot be played now and is discarded.", seat, R_SKILL)

    def _do_play(self, state: BarbariansState, a: Play) -> None:
        seat = state.current
        f = state.fighters[seat]
        if state.pending and state.pending[0].what == "top_deck":
            state.pending.pop(0)
            state.top_card = None
        else:
            self._spend(state)
            f.hand.remove(a.card)
        card = state.cards[a.card]
        if card.is_attack:
            state.discard.append(a.card)
            self._start_attack(state, seat, a)
        elif card.kind == "drink":
            f.drink, f.drink_uses = a.card, 0
            ops.log(state, f"{f.name} orders a {card.name}.", seat, R_DRINK)
            if card.heal:
                ops.heal(state, seat, card.heal, R_DRINK)
        else:
            self._play_event(state, seat, card, a)

    def _play_event(self, state: BarbariansState, seat: int, card: Card, a: Play) -> None:
        f = state.fighters[seat]
        ops.log(state, f"{f.name} plays {card.name}.", seat, R_EVENT)
        if card.area_die is not None:
            state.marks.append(AreaMark(a.card, a.area, seat, card.area_die))
            ops.log(state, f"{card.name} lies in the {AREAS[a.area]} until {f.name}'s next turn "
                           f"({card.area_die:+d} to attacks made there).", seat, R_EVENT)
            return
        state.discard.append(a.card)
        if card.heal:
            ops.heal(state, seat, card.heal, R_EVENT)
        if card.draw_on_play:
            ops.draw(state, seat, card.draw_on_play, R_EVENT)
        if card.move:
            mover = state.fighters[a.target]
            mover.area = a.area
            ops.log(state, f"{card.name} sends {mover.name} to the {AREAS[a.area]}.", seat, R_EVENT,
                    to=a.target)
        if card.handler:
            HANDLERS[card.handler].resolve(state, seat, a.target)

    # -- attacks ----------------------------------------------------------------------------------------------
    def _start_attack(self, state: BarbariansState, seat: int, a: Play) -> None:
        """Rulebook 'Attack Cards': roll the brawl die, collect every modifier, then the target may defend."""
        f = state.fighters[seat]
        card = state.cards[a.card]
        target = state.fighters[a.target]
        mods: list[tuple[str, int]] = []
        if card.die:
            mods.append((card.name, card.die))
        drink_used = f.drink is not None and not a.skip_drink
        if drink_used and state.cards[f.drink].die:
            mods.append((state.cards[f.drink].name, state.cards[f.drink].die))
        for m in state.marks:
            if m.area == f.area:
                mods.append((f"{state.cards[m.card].name} in the {AREAS[m.area]}", m.die))
        natural = state.rng.randint(1, 6)
        state.revealed = True
        if natural == 6:
            state.rolled_six = True
        if a.skip_drink:
            ops.log(state, f"{f.name} (Grappin's skill) leaves the Drink untouched for this attack.", seat, R_SKILL)
        ops.log(state, f"{f.name} attacks {target.name} with {card.name} and rolls {natural}.", seat,
                R_VIOLENCE if card.kind == "violence" else R_ATTACK, to=a.target, kind=ops.Swing)
        state.attack = Attack(seat, a.target, a.card, natural, mods, drink_used)
        state.last_roll = Roll(seat, natural, list(mods), "")
        if card.kind == "attack" and any(state.cards[i].kind == "defence" for i in target.hand):
            state.pending.insert(0, Pending("defence", a.target, reason=f"{f.name} attacks you with {card.name}"))
        else:
            self._resolve_attack(state)

    def _do_defend(self, state: BarbariansState, a: Defend) -> None:
        p = state.pending.pop(0)
        if a.card is not None:
            f = state.fighters[p.seat]
            f.hand.remove(a.card)
            state.discard.append(a.card)
            state.attack.defence = a.card
            ops.log(state, f"{f.name} answers with {state.cards[a.card].name}.", p.seat, R_DEFENCE,
                    to=state.attack.attacker)
            if ops.has_skill(state, p.seat, "whiskus"):
                ops.draw(state, p.seat, 1, R_SKILL)
        self._resolve_attack(state)

    def heavy_blow_at(self, state: BarbariansState, seat: int) -> int:
        return 5 if ops.has_skill(state, seat, "liquor") else 6

    def _resolve_attack(self, state: BarbariansState) -> None:
        """Failure (1 or less), Success (2 to 5) or Heavy Blow (6 or more) on the modified result."""
        atk = state.attack
        state.attack = None
        card = state.cards[atk.card]
        me = state.fighters[atk.attacker]
        defence = state.cards[atk.defence] if atk.defence is not None else None
        if defence is not None and defence.die:
            atk.modifiers.append((defence.name, defence.die))
        total = atk.total
        drink = state.cards[me.drink] if atk.drink_used else None
        rule = R_VIOLENCE if card.kind == "violence" else R_ATTACK
        if total <= 1:
            result = "Failure"
        elif total >= self.heavy_blow_at(state, atk.attacker):
            result = "Heavy Blow"
        else:
            result = "Success"
        state.last_roll = Roll(atk.attacker, atk.natural, list(atk.modifiers), result)
        mods = "".join(f" {v:+d} ({name})" for name, v in atk.modifiers)
        shown = f"{atk.natural}{mods} = {total}" if mods else f"{atk.natural}"
        ops.log(state, f"{me.name}'s die: {shown}: {result}!", atk.attacker, rule, to=atk.target)
        if drink is not None:
            self._use_drink(state, atk.attacker)
        blow = f"{me.name}'s {card.name}"
        if result == "Failure":
            ops.damage(state, atk.attacker, 1, None, rule, f"the missed {card.name}")
            if card.push_self_on_failure and not me.out:
                state.pending.append(Pending("move", atk.attacker, atk.attacker, "you stumble: choose where"))
        else:
            amount = card.damage
            if card.kind == "attack" and amount == 1 and ops.has_skill(state, atk.attacker, "barbie"):
                amount = 2
                ops.log(state, f"{me.name} (Barbie's skill): a 1-damage Attack deals 2.", atk.attacker, R_SKILL)
            if drink is not None:
                amount += drink.bonus
            if result == "Heavy Blow":
                amount += 1
            if defence is not None:
                amount = 0 if defence.prevent else max(0, amount - defence.reduce)
                if amount == 0:
                    ops.blow(state, f"{state.fighters[atk.target].name}'s {defence.name} stops {blow}: no damage.",
                             atk.target, R_DEFENCE, atk.target, 0, to=atk.attacker)
            dealt = ops.damage(state, atk.target, amount, atk.attacker, rule, blow)
            if dealt and not state.fighters[atk.target].out:
                if card.push_target and not me.out:
                    state.pending.append(Pending("move", atk.attacker, atk.target, "knock the target into an area"))
                if card.discard_on_success:
                    ops.discard_random(state, atk.target, card.discard_on_success, rule, atk.attacker, blow)
            if dealt and card.draw_on_success and not me.out:
                ops.draw(state, atk.attacker, card.draw_on_success, rule)
        if defence is not None:
            if defence.reflect:
                hit_back = f"{state.fighters[atk.target].name}'s {defence.name}"
                ops.damage(state, atk.attacker, defence.reflect, atk.target, R_DEFENCE, hit_back)
            if defence.push_self and not state.fighters[atk.target].out:
                state.pending.append(Pending("move", atk.target, atk.target, "slip away: choose where"))

    def _use_drink(self, state: BarbariansState, seat: int) -> None:
        """A Drink lasts two attacks: turned sideways after the first, discarded after the second."""
        f = state.fighters[seat]
        f.drink_uses += 1
        name = state.cards[f.drink].name
        if f.drink_uses >= 2:
            state.discard.append(f.drink)
            f.drink, f.drink_uses = None, 0
            ops.log(state, f"{name} is finished and discarded.", seat, R_DRINK)
        else:
            ops.log(state, f"{name} is turned sideways: one more attack.", seat, R_DRINK)

    def _do_move_to(self, state: BarbariansState, a: MoveTo) -> None:
        p = state.pending.pop(0)
        f = state.fighters[p.mover]
        f.area = a.area
        if p.mover == p.seat:
            ops.log(state, f"{f.name} ends up at the {AREAS[a.area]}.", p.mover, R_ATTACK)
        else:
            ops.log(state, f"{state.fighters[p.seat].name} knocks {f.name} to the {AREAS[a.area]}.", p.seat, R_ATTACK,
                    to=p.mover)

    def _do_discard(self, state: BarbariansState, a: Discard) -> None:
        f = state.fighters[state.current]
        f.hand.remove(a.card)
        state.discard.append(a.card)
        ops.log(state, f"{f.name} discards {state.cards[a.card].name}.", state.current, R_HAND)
        if len(f.hand) <= HAND_LIMIT:
            state.pending.pop(0)

    # -- turn flow ----------------------------------------------------------------------------------------------
    def _settle(self, state: BarbariansState) -> None:
        """After every action: the end of the game, the end of a turn, the start of the next."""
        standing = [i for i, f in enumerate(state.fighters) if not f.out]
        if state.phase == "turn" and len(standing) <= 1:
            state.winners = tuple(standing) if standing else tuple(sorted(state.knocked_out_now))
            state.pending.clear()
            state.attack = None
            ops.log(state, self.outcome(state).text, None, R_END)
            return
        if state.pending:
            return
        if state.phase == "setup":
            state.phase = "turn"
            self._start_turn(state, state.current)
            return
        f = state.fighters[state.current]
        if f.out:
            self._start_turn(state, self._next_seat(state))
            return
        if state.actions_left > 0:
            return
        if len(f.hand) > HAND_LIMIT:
            state.pending.append(Pending("discard", state.current, reason=f"discard down to {HAND_LIMIT} cards"))
            return
        self._when_in_rome(state)
        self._start_turn(state, self._next_seat(state))

    def _next_seat(self, state: BarbariansState) -> int:
        n = len(state.fighters)
        for step in range(1, n + 1):
            seat = (state.current + step) % n
            if not state.fighters[seat].out:
                return seat
        return state.current

    def _start_turn(self, state: BarbariansState, seat: int) -> None:
        state.current = seat
        state.actions_left = ACTIONS_PER_TURN
        state.turn += 1
        state.rolled_six = False
        for f in state.fighters:
            f.damage_this_turn = 0
        for m in [m for m in state.marks if m.owner == seat]:
            state.marks.remove(m)
            state.discard.append(m.card)
            ops.log(state, f"{state.cards[m.card].name} in the {AREAS[m.area]} is cleared away.", seat, R_EVENT)
        ops.log(state, f"Turn {state.turn}: {state.fighters[seat].name}.", seat, R_TURN)

    def _when_in_rome(self, state: BarbariansState) -> None:
        """Optional rule: after a turn with a natural 6, roll again; on 5-6 the board side strikes."""
        if state.options.get("rome") != "on" or not state.rolled_six:
            return
        roll = state.rng.randint(1, 6)
        state.revealed = True
        seat = state.current
        state.last_roll = Roll(seat, roll, [], "When in Rome")
        ops.log(state, f"A 6 was rolled this turn: the extra die shows {roll}.", seat, R_ROME)
        if roll < 5:
            return
        standing = [i for i, f in enumerate(state.fighters) if not f.out]
        if state.options.get("side") == "outdoor":
            here = state.fighters[seat].area
            for i in standing:
                state.fighters[i].area = here
            ops.log(state, f"Rain! Everyone runs for shelter at the {AREAS[here]}.", seat, R_ROME)
        else:
            hands = [state.fighters[i].hand for i in standing]
            for k, i in enumerate(standing):
                state.fighters[i].hand = hands[k - 1]
            ops.log(state, "Confusion indoors: every hand passes to the next player clockwise.", seat, R_ROME)

    # -- what a seat may see ------------------------------------------------------------------------------------
    def view(self, state: BarbariansState, seat: int | None) -> BarbariansState:
        """A copy with the deck order and every hand but `seat`'s masked as -1 (no random generator).

        The log is shared, read-only: it holds only what every seat may read."""
        v = copy.copy(state)
        v.rng = None
        v.deck = [-1] * len(state.deck)
        v.discard, v.marks, v.pending = list(state.discard), list(state.marks), list(state.pending)
        v.fighters = [copy.copy(f) for f in state.fighters]
        for i, f in enumerate(v.fighters):
            f.hand = list(f.hand) if i == seat else [-1] * len(f.hand)
        return v

    def describe(self, state: BarbariansState, action) -> str:
        """A short phrase for an action, for menus, demo narration and the log."""
        k = action.kind
        if k in ("place", "stumble", "move_to"):
            verb = {"place": "Place at", "stumble": "Stumble to", "move_to": "Move to"}[k]
            return f"{verb} {AREAS[action.area]}"
        if k == "breather":
            return "Take a breather (draw)"
        if k == "top_deck":
            return "Winy: play the top card"
        if k == "end_turn":
            return "End the turn"
        if k == "discard":
            return f"Discard {state.cards[action.card].name}"
        if k == "defend":
            return "No defence" if action.card is None else f"Defend with {state.cards[action.card].name}"
        card = state.cards[action.card]
        text = f"Play {card.name}"
        if action.target is not None:
            text += f" on {state.fighters[action.target].name}"
        if action.area is not None:
            text += f" {'to' if card.move else 'at'} {AREAS[action.area]}"
        if action.skip_drink:
            text += " (no drink)"
        return text

    # -- invariants (checked after every action of the playouts) ----------------------------------------------------
    def invariants(self, state: BarbariansState) -> list[str]:
        bad = []
        places = list(state.deck) + list(state.discard) + [m.card for m in state.marks]
        places += [] if state.top_card is None else [state.top_card]
        for f in state.fighters:
            places += f.hand
            places += [] if f.drink is None else [f.drink]
        if sorted(places) != list(range(len(state.cards))):
            bad.append(f"cards are not each in exactly one place ({len(places)} placed of {len(state.cards)})")
        for f in state.fighters:
            if not 0 <= f.hp <= MAX_HP:
                bad.append(f"{f.name} has {f.hp} HP")
            if f.out and (f.hand or f.drink is not None or f.area is not None or f.hp != 0):
                bad.append(f"knocked-out {f.name} still holds something or stands")
            if not f.out and f.hp == 0:
                bad.append(f"{f.name} stands at 0 HP")
            if not f.out and state.phase == "turn" and f.area is None:
                bad.append(f"{f.name} stands nowhere")
            if f.drink is not None and (state.cards[f.drink].kind != "drink" or f.drink_uses not in (0, 1)):
                bad.append(f"{f.name}'s drink is wrong")
        if not 0 <= state.actions_left <= ACTIONS_PER_TURN:
            bad.append(f"actions left {state.actions_left}")
        standing = [i for i, f in enumerate(state.fighters) if not f.out]
        if state.winners is not None:
            if len(state.winners) == 1 and state.winners != tuple(standing):
                bad.append("the winner is not the last one standing")
            if len(state.winners) > 1 and standing:
                bad.append("a draw while someone stands")
        elif state.phase == "turn" and len(standing) < 2:
            bad.append("the game goes on with fewer than two standing")
        if state.winners is None and not state.pending and state.fighters[state.current].out:
            bad.append("a knocked-out player has the turn")
        if any(state.fighters[p.seat].out for p in state.pending):
            bad.append("a knocked-out player is asked to decide")
        if not state.pending and state.winners is None and state.phase == "turn":
            cur = state.fighters[state.current]
            if state.actions_left == 0:
                bad.append("a turn sits with no actions left")
            if any(not 0 <= m.area <= 3 for m in state.marks):
                bad.append("an area effect lies outside the inn")
            if cur.area is not None and not all(adjacent(cur.area, a.area) for a in self.legal_actions(state)
                                                 if a.kind == "stumble"):
                bad.append("a stumble goes diagonally")
        return bad


RULES = BarbariansRules()

