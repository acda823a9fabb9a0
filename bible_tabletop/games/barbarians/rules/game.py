"""Bar Barians rules: setup, and the rules object the engine talks to.

Pure Python, no Textual; the other modules are listed in this package's __init__.py."""

from __future__ import annotations

import copy
import random
from functools import lru_cache

from bible_tabletop.engine.contract import GameRules
from bible_tabletop.engine.decision import Decision, deciding
from bible_tabletop.engine.flow import PendingQueue
from bible_tabletop.engine.game import GameConfig, IllegalAction, Outcome
from bible_tabletop.engine.log import say
from bible_tabletop.engine.view import face_down, public_copy
from bible_tabletop.games.barbarians.rules import choices, legality, turn
from bible_tabletop.games.barbarians.rules.effects import DEEDS, attack, ops
from bible_tabletop.games.barbarians.rules.actions import ACTION_TYPE
from bible_tabletop.games.barbarians.rules.board import AREAS, adjacent
from bible_tabletop.games.barbarians.rules.models import compile_card, load_characters, load_deck
from bible_tabletop.games.barbarians.rules.options import CHARACTERS, Options
from bible_tabletop.games.barbarians.rules.sections import R_SETUP
from bible_tabletop.games.barbarians.rules.state import ACTIONS_PER_TURN, MAX_HP, BarbariansState, Card, Fighter
from bible_tabletop.games.barbarians.spec import SPEC


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


class BarbariansRules(GameRules):
    """The Bar Barians rules object (the engine contract of DESIGN.md, on engine/contract.py's GameRules)."""

    spec = SPEC  # its id, title, pitch, playing time and player counts (Listed)
    action_type = ACTION_TYPE

    # -- setup -------------------------------------------------------------------------------------------
    def parse_options(self, config: GameConfig) -> Options:
        opts = Options.model_validate(config.options)
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
        say(state, f"{state.fighters[first].name} last had a drink and starts.", first, R_SETUP)
        for seat in order:
            ops.draw(state, seat, 5, R_SETUP)
        for seat in order:
            turn.ask(state, "place", seat, "place your standee in one of the inn's four areas.")
        return state

    # -- whose decision --------------------------------------------------------------------------------------
    def decide(self, state: BarbariansState) -> Decision | None:
        """The pending decision (place, defence, move, discard, top_deck), else the current player's "turn"."""
        return turn.decision(state)

    def outcome(self, state: BarbariansState) -> Outcome | None:
        return turn.outcome(state)

    # -- legality ----------------------------------------------------------------------------------------------
    def candidates(self, state: BarbariansState, seat: int | None, kind: str | None) -> list:
        return choices.candidates(state, self.decision(state), seat, kind)

    why_not = staticmethod(legality.why_not)  # the one predicate, (state, action) -> IllegalAction | None

    def canonical(self, state: BarbariansState, action):
        """The action the rules take `action` for: naming the deciding seat when it names none, and the first copy
        in that hand of the card it names (copies are the same card: the legal actions offer that copy and it is
        the one played). The conformance suite reads this name as the game's hook."""
        seat = deciding(self.decision(state))
        if seat is None:
            return action
        change = {} if action.by is not None else {"by": seat}
        card = action.card if action.kind in ("play", "defend", "discard") else None
        hand = state.fighters[seat].hand
        if card is not None and card in hand:
            cards, cid = state.cards, state.cards[card].id
            for first in hand:
                if cards[first].id == cid:
                    break
            if first != card:
                change["card"] = first
        return action.model_copy(update=change) if change else action

    # -- play ---------------------------------------------------------------------------------------------------
    def carry_out(self, state: BarbariansState, action) -> None:
        """The action's deed, then the flow of play settles (the end of a turn, of the game)."""
        state.knocked_out_now = []
        DEEDS[action.kind](state, action)
        turn.settle(state)

    def heavy_blow_at(self, state: BarbariansState, seat: int) -> int:
        return attack.heavy_blow_at(state, seat)

    # -- what a seat may see ------------------------------------------------------------------------------------
    def view(self, state: BarbariansState, seat: int | None) -> BarbariansState:
        """A copy with the deck order and every hand but `seat`'s face down (no random generator).

        The log is shared, read-only: it holds only what every seat may read."""
        v = public_copy(state, "discard", "marks")
        v.deck = face_down(state.deck)
        v.pending = PendingQueue(list(state.pending))
        v.fighters = [copy.copy(f) for f in state.fighters]
        for i, f in enumerate(v.fighters):
            f.hand = list(f.hand) if i == seat else face_down(f.hand)
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
            if cur.area is not None and not all(adjacent(cur.area, a.area)
                                                 for a in self.legal_actions(state, kind="stumble")):
                bad.append("a stumble goes diagonally")
        return bad


RULES = BarbariansRules()

