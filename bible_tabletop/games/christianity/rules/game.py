"""Christianity: The Card Game rules object: setup, the engine contract, and carrying actions out.

Pure Python, no Textual. The parts are listed in this package's __init__.
"""

from __future__ import annotations

import random

from bible_tabletop.engine.decision import Decision
from bible_tabletop.engine.game import GameConfig, IllegalAction, Outcome
from bible_tabletop.engine.legality import admit
from bible_tabletop.engine.log import say
from bible_tabletop.engine.spec import Listed
from bible_tabletop.games.christianity.rules import (
    choices, costzone, former, invariants, legality, options, turn, views,
)
from bible_tabletop.games.christianity.rules.effects import DEEDS
from bible_tabletop.games.christianity.rules.actions import ACTION_TYPE
from bible_tabletop.games.christianity.rules.sections import R_SETUP
from bible_tabletop.games.christianity.rules.state import (
    EVIL, START_COST_ZONE, START_HAND, ChristianityState, EvilSide, Player,
)
from bible_tabletop.games.christianity.spec import SPEC


class ChristianityRules(Listed):
    """The rules object (engine/game.py Rules); its title, pitch and player counts come from its spec (spec.py).
    `content` gives the card pool and decks (tests pass their own)."""

    spec = SPEC  # its id, title, pitch, playing time and player counts (Listed)
    action_type = ACTION_TYPE

    def __init__(self, content=None):
        self._content = content
        self._pinned: tuple[ChristianityState, Decision | None] | None = None  # (state, its decision) during admit
        self._known: list | None = None  # [state, position key, its decision, its legal actions or None]: to_act,
        #                                  legal_actions and apply share them

    def content(self):
        """(cards by id, decks by id): the shipped ones unless given."""
        if self._content is None:
            from bible_tabletop.games.christianity.rules.models import load_game
            return load_game()
        return self._content

    # -- setup -------------------------------------------------------------------------------------------------------
    def setup(self, config: GameConfig, seed: int) -> ChristianityState:
        """Each Righteous player shuffles their deck and draws 7 to hand and 3 to the Cost Zone (a human Evil player
        the same from the Evil deck); the first player begins with the Reset Phase. A player's own deck file is read
        once here into `config.options` as data (options.py own_deck), so the config saved replays that deck."""
        cards, decks = self.content()
        ready_made = [d for d in options.DECKS if d in decks] + [
            d for d, deck in decks.items() if deck.side == "righteous" and d not in options.DECKS]
        opts = options.Options.model_validate(config.options)
        kind = opts.kind(config.players)
        evil_seat = config.players - 1 if kind == "human_evil" else None
        team = tuple(s for s in range(config.players) if s != evil_seat)
        evil_id = next(d for d, deck in decks.items() if deck.side == "evil")
        rng = random.Random(seed)
        state = ChristianityState(rng=rng, options=opts.model_dump(), game_type=kind)
        state.team = team
        state.players = [None] * config.players
        table, owner = [], []
        for i, seat in enumerate(team):
            n = i + 1
            own = options.own_deck(n, getattr(opts, f"deck_{n}_file"), getattr(opts, f"deck_{n}_data"), cards)
            if own is not None:  # carried as data from now on, so a save replays this deck whatever the file becomes
                config.options.pop(f"deck_{n}_file", None)
                config.options[f"deck_{n}_data"] = own.model_dump()
            choice = getattr(opts, f"deck_{n}")
            deck_id = ready_made[i % len(ready_made)] if choice == options.DEALT else choice
            if own is None and deck_id not in decks:
                raise ValueError(f"there is no deck {deck_id!r}; the decks are {', '.join(ready_made)}")
            deck = own or decks[deck_id]
            p = Player(name=config.name(seat), deck_id=deck.deck)
            p.deck = _deal(deck, cards, table, owner, seat)
            state.players[seat] = p
        state.evil = EvilSide(seat=evil_seat)
        state.evil.deck = _deal(decks[evil_id], cards, table, owner, EVIL)
        state.cards, state.owner = table, owner
        for seat in team:
            p = state.players[seat]
            rng.shuffle(p.deck)
            turn.draw(state, seat, START_HAND)
            for _ in range(START_COST_ZONE):
                costzone.put(p.cost_zone, p.deck.pop())
        rng.shuffle(state.evil.deck)
        if evil_seat is not None:
            side = state.evil
            side.hand = [side.deck.pop() for _ in range(START_HAND)]
            for _ in range(START_COST_ZONE):
                costzone.put(side.cost_zone, side.deck.pop())
        if opts.first != "random" and int(opts.first) > len(team):
            raise ValueError(f"first player {opts.first} is not one of the {len(team)} Righteous players")
        first = team[rng.randrange(len(team))] if opts.first == "random" else team[int(opts.first) - 1]
        state.first = state.current = first
        goal = "Ten rounds to reach Dependence Level 3" + (" together." if len(team) > 1 else ".")
        say(state, f"{state.players[first].name} goes first. {goal}", first, R_SETUP)
        turn.enter(state, "reset")
        turn.settle(state)
        return state

    # -- the contract --------------------------------------------------------------------------------------------------
    def decision(self, state: ChristianityState) -> Decision | None:
        if self._pinned is not None and self._pinned[0] is state:
            return self._pinned[1]
        return self._decided(state)

    def _decided(self, state: ChristianityState) -> Decision | None:
        """turn.decision, worked out once per position: a player's turn asks who acts, the legal actions and the
        apply for the same position. Keyed on the state and a cheap stamp of it (every apply forgets it too)."""
        stack, pending = state.stack, state.pending.items
        stamp = (len(state.log), state.phase, state.current, state.result, len(pending), pending[0] if pending else None,
                 len(stack.entries), stack.passes, len(state.window))
        known = self._known
        if known is not None and known[0] is state and known[1] == stamp:
            return known[2]
        d = turn.decision(state)
        self._known = [state, stamp, d, None]
        return d

    def to_act(self, state: ChristianityState) -> int | None:
        d = self._decided(state)
        return None if d is None else d.seats[0]  # d.seat, read directly (asked before every action)

    def legal_actions(self, state: ChristianityState, seat: int | None = None, kind: str | None = None) -> list:
        d = self._decided(state)
        if kind is not None or d is None or (seat is not None and seat != d.seats[0]):
            return choices.legal_actions(state, seat, kind, d)
        known = self._known
        if known[3] is None:  # the deciding seat's own (apply knows them as handed out)
            known[3] = choices.legal_actions(state, d.seats[0], None, d)
        if seat is None and len(d.seats) > 1:  # and the Unctions of the players who may step in
            return known[3] + choices.stepping_in(state, d, d.seats[1:], None)
        return list(known[3])

    def why_not(self, state: ChristianityState, action) -> IllegalAction | None:
        return legality.judge(state, self.decision(state), action)

    def canonical(self, state: ChristianityState, action):
        """The action as the rules take it: naming the deciding seat, and a card played for and paid by its player
        when it names nobody else (the legal actions name them)."""
        d = self._decided(state)
        if d is None:
            return action
        change = {} if action.by is not None else {"by": d.seat}
        by = change.get("by", action.by)
        if action.kind == "play":
            if action.target is None:
                change["target"] = by
            if action.payer is None:
                change["payer"] = by
        return action.model_copy(update=change) if change else action

    def apply(self, state: ChristianityState, action) -> list:
        d = self._decided(state)
        legal = self._known[3]
        self._known = None
        if legal is None or not _handed_out(action, legal):  # one of the position's own legal actions passes
            self._pinned = (state, d)  # admit asks for the decision twice: worked out once
            try:
                action = admit(self, state, action)
            finally:
                self._pinned = None
        if action.kind == "play" and (action.target is None or action.payer is None):
            action = self.canonical(state, action)
        start = len(state.log)
        DEEDS[action.kind](state, action)
        turn.settle(state)
        return state.log[start:]

    def outcome(self, state: ChristianityState) -> Outcome | None:
        """The Righteous win or lose together; a human Evil seat has the opposite result."""
        if state.result is None:
            return None
        winners = state.team if state.result == "righteous" else (
            () if state.evil.seat is None else (state.evil.seat,))
        return Outcome.won_by(winners, len(state.players), state.ended)

    def needs_curtain(self, state: ChristianityState, seat: int, seen_by: tuple[int, ...]) -> bool:
        """The curtain goes up only when the keyboard crosses sides: `seat` is Evil and a Righteous human saw the
        screen last, or the other way round (`seen_by` holds human seats only, so a computer Evil never needs it).
        Overrides the views' comparison (engine/curtain.py) because co-op hands are open to the team at the table:
        a player's face-down Cost Zone cards are kept out of the teammates' views (what the computer teammates and a
        replay may read), yet a Righteous hand-over hides nothing."""
        evil = state.evil.seat
        return evil is not None and any((s == evil) != (seat == evil) for s in seen_by)

    def view(self, state: ChristianityState, seat: int | None) -> ChristianityState:
        return views.view(state, seat)

    def invariants(self, state: ChristianityState) -> list[str]:
        return invariants.check(state)

    def describe(self, state: ChristianityState, action) -> str:
        return views.describe(state, action)

    def former_digests(self, state: ChristianityState, config: GameConfig, actions) -> tuple[str, ...]:
        """The position's digest from before the screen's facts left the state (former.py), for older saves."""
        return former.former_digests(state, config, actions)


def _deal(deck, cards: dict, table: list, owner: list, seat: int) -> list[int]:
    """Add `deck`'s cards (in file order) to the card table, owned by `seat`; their numbers, in that order."""
    ids = deck.card_ids()
    start = len(table)
    table.extend([cards[cid] for cid in ids])
    owner.extend([seat] * len(ids))
    return list(range(start, len(table)))


def _handed_out(action, legal: list) -> bool:
    """Whether `action` is one of the very objects in `legal` (not merely equal to one): a loop, the quickest way."""
    for a in legal:
        if a is action:
            return True
    return False


RULES = ChristianityRules()
