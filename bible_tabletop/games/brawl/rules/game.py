"""Bible Brawl rules: the engine contract (decision, legal actions, the one legality check, apply, view) over the
game's parts: the draft and blind reveal (draft.py), the flow of a turn (turn.py), what each action does (effects/:
a turn's actions, brawls and answers, card effects), the candidates (choices.py) and their judge (legality.py).

Pure Python, no Textual. Every refusal names the rulebook section (or ruling) it enforces.
"""

from __future__ import annotations

import copy
import random
from functools import lru_cache
from typing import ClassVar

from bible_tabletop.engine.contract import GameRules
from bible_tabletop.engine.decision import Decision, Mode, deciding
from bible_tabletop.engine.game import GameConfig, IllegalAction, Outcome
from bible_tabletop.engine.log import say
from bible_tabletop.engine.view import face_down, public_copy
from bible_tabletop.games.brawl.rules import choices, draft, ops, turn
from bible_tabletop.games.brawl.rules.effects import DEEDS, fight, resolve
from bible_tabletop.games.brawl.rules.actions import ACTION_TYPE
from bible_tabletop.games.brawl.rules.legality import judged, refusal, why_not
from bible_tabletop.games.brawl.rules.options import PACKS, Options
from bible_tabletop.games.brawl.rules.sections import R_ANSWER, R_DRAFT, R_SETUP, R_TURN, R_WIN  # noqa: F401 (R_ANSWER)
from bible_tabletop.games.brawl.rules.state import DRAFT, HIDDEN, BrawlState, Fighter, Player
from bible_tabletop.games.brawl.spec import SPEC


# -- data ------------------------------------------------------------------------------------------------------------

@lru_cache(maxsize=8)
def designs_for(packs: tuple[str, ...] = ()):
    """The card designs of the base set plus the packs switched on (loaded and checked once)."""
    from bible_tabletop.games.brawl.rules.models import load_designs

    return load_designs(packs)


def instances(designs) -> list:
    """Every card instance: characters first, then action cards, copies expanded, in file order."""
    cards = [c for c, n in designs.characters for _ in range(n)]
    cards += [a for a, n in designs.actions for _ in range(n)]
    return cards


# the field naming the card an action takes from a place (where copies of one design are one card)
CARD_FIELD = {kind: "card" for kind in ("pick", "hide", "recruit", "add", "buy", "play", "answer", "discard")}


class BrawlRules(GameRules):
    """The Bible Brawl rules object (the engine contract of DESIGN.md)."""

    spec = SPEC  # its id, title, pitch, playing time and player counts
    action_type = ACTION_TYPE
    packs: ClassVar[dict[str, str]] = PACKS
    # -- setup -----------------------------------------------------------------------------------------------------
    def parse_options(self, config: GameConfig) -> dict:
        """The options as a dict of texts, every one checked (engine/options.py); ValueError says what is wrong."""
        if not self.min_players <= config.players <= self.max_players:
            raise ValueError(f"Bible Brawl takes {self.min_players} to {self.max_players} players, "
                             f"not {config.players}")
        opts = Options.model_validate({k: str(v).lower() for k, v in config.options.items()}).model_dump()
        if opts["first"] != "random" and int(opts["first"]) > config.players:
            raise ValueError(f"first player {opts['first']} is not a seat of a {config.players}-player game")
        return opts

    def setup(self, config: GameConfig, seed: int) -> BrawlState:
        opts = self.parse_options(config)
        packs = tuple(p for p in self.packs if opts.get(p) == "on")
        return self.setup_with(designs_for(packs), config, seed, opts)

    def setup_with(self, designs, config: GameConfig, seed: int, opts: dict | None = None) -> BrawlState:
        """Game Setup: shuffle both decks, deal 5 characters each for the draft; the first player."""
        opts = opts or self.parse_options(config)
        rng = random.Random(seed)
        cards = instances(designs)
        state = BrawlState(rng=rng, options=opts, cards=cards, win=int(opts["win"]))
        state.players = [Player(config.name(i)) for i in range(config.players)]
        state.char_deck = [i for i, c in enumerate(cards) if c.kind == "character"]
        state.action_deck = [i for i, c in enumerate(cards) if c.kind == "action"]
        rng.shuffle(state.char_deck)
        rng.shuffle(state.action_deck)
        n = config.players
        state.first = rng.randrange(n) if opts["first"] == "random" else int(opts["first"]) - 1
        state.current = state.first
        say(state, f"Playing to {state.win} honor. {state.players[state.first].name} starts.", state.first, R_SETUP)
        for seat in ops.order(state):
            for _ in range(DRAFT):
                inst = ops.take_top(state, "character")
                if inst is not None:
                    state.players[seat].packet.append(inst)
        say(state, "Five characters are dealt face down to each player for the draft.", None, R_DRAFT)
        state.phase = "draft"
        state.picked = [False] * n
        settle(state)
        return state

    def order(self, state: BrawlState, start: int | None = None) -> list[int]:
        """Seats in turn order (to the left) from `start` (default: the first player)."""
        return ops.order(state, start)

    # -- whose decision --------------------------------------------------------------------------------------------
    def decide(self, state: BrawlState) -> Decision | None:
        """The draft and the blind reveal (each seat in turn order), a choice an effect asks, the hand limit's
        discards (each seat over it in order), an answer to an attack (its defender), or the turn."""
        asked = _asked(state)
        if asked is None:
            return None
        kind, seats = asked
        name = state.players[seats[0]].name
        mode = Mode.EACH if len(seats) > 1 or kind == "answer" else Mode.ONE
        pend = state.pending.now
        if pend is not None:
            return Decision(seats, kind, f"{name}: {pend.prompt}", pend.mode)
        if kind == "answer":
            f = state.fight
            prompt = f"{ops.name(state, f.attacker)} attacks your {ops.name(state, f.current)}; answer it or let it be"
        elif kind == "draft":
            prompt = "keep one character of the packet in front of you"
        elif kind == "hide":
            prompt = f"put a character face down on your battle line ({len(state.players[seats[0]].battle) + 1} of 2)"
        else:
            prompt = _duty(state)
        return Decision(seats, kind, f"{name}: {prompt}", mode)

    def outcome(self, state: BrawlState) -> Outcome | None:
        if state.winner is None:
            return None
        p = state.players[state.winner]
        return Outcome.won_by((state.winner,), len(state.players), f"{p.name} wins with {p.honor} honor!")

    # -- legality --------------------------------------------------------------------------------------------------
    def candidates(self, state: BrawlState, seat: int | None, kind: str | None) -> list:
        """The candidates of the seat deciding now (every Brawl decision is taken by its first seat)."""
        actor = deciding(self.decision(state))
        if actor is None or (seat is not None and seat != actor):
            return []
        return choices.candidates(state, actor, kind)

    def why_not(self, state: BrawlState, action) -> IllegalAction | None:
        decision = self.decision(state)  # every Brawl decision is taken by its first seat (one, or each in order)
        if decision is None:
            return IllegalAction("The game is over.", R_WIN)
        if action.by is not None and action.by != decision.seats[0]:
            return IllegalAction(f"Seat {action.by + 1} may not act now. {decision.prompt}", R_TURN)
        return why_not(state, action, decision.seats[0])

    def allows(self, state: BrawlState, action) -> bool:
        """The judge without its sentences, for a candidate of the seat deciding (the one it names)."""
        return refusal(state, action, action.by) is None

    def allowed(self, state: BrawlState, candidates: list) -> list:
        """The judge of a whole list: every candidate names the seat deciding, so its stage is looked up once."""
        return judged(state, candidates)

    def canonical(self, state: BrawlState, action):
        """The action the rules take `action` for: its seat named (the one deciding, when it names none), and
        copies of one design in one place being the same card, the first copy there named (in the pouch, the first
        bought in the same turn: a copy bought this turn cannot be played yet, an older one can)."""
        seat = action.by if action.by is not None else deciding(self.decision(state))
        if action.by is None and seat is not None:
            action = action.model_copy(update={"by": seat})
        field = CARD_FIELD.get(action.kind)
        inst = getattr(action, field, None) if field else None
        if inst is None or seat is None or not 0 <= inst < len(state.cards) or seat >= len(state.players):
            return action
        p = state.players[seat]
        name = state.cards[inst].name
        bought = {q.card: q.bought_in for q in p.pouch}  # a pouch's copies are alike only if bought the same turn
        for zone in (p.packet, p.hand, state.recruitment, state.market, list(bought)):
            if inst in zone:
                first = next(i for i in zone if state.cards[i].name == name and bought.get(i) == bought.get(inst))
                return action if first == inst else action.model_copy(update={field: first})
        return action

    # -- applying --------------------------------------------------------------------------------------------------
    def carry_out(self, state: BrawlState, action) -> None:
        """The action, then everything it sets going until a decision is awaited (`settle`)."""
        DEEDS[action.kind](state, action)
        settle(state)
        cards = state.cards
        for p in state.players:
            for f in p.battle:
                if f.face_up:
                    p.fielded.add(cards[f.card].name)

    def brawl_odds(self, state: BrawlState, attacker: int, defender: int) -> tuple[int, int]:
        """(ATK, DEF) of a brawl now: tokens, lasting bonuses, versus, exhaustion."""
        return fight.odds(state, attacker, defender)

    # -- what a seat may see ---------------------------------------------------------------------------------------
    def view(self, state: BrawlState, seat: int | None) -> BrawlState:
        """A copy for `seat`: other hands, other draft packets, face-down characters and both decks masked as
        HIDDEN, and so are the choices another seat is asked among its own hidden cards (a summon from its hand);
        no random generator. Everything else (lines, pouches, honor piles, discard piles, the recruitment line,
        the marketplace, the log) is open to all."""
        v = public_copy(state, "char_discard", "action_discard", "recruitment", "market", "picked", "judges",
                        "judged")
        v.char_deck, v.action_deck = face_down(state.char_deck), face_down(state.action_deck)
        v.stack = copy.deepcopy(state.stack)
        v.fight = copy.deepcopy(state.fight)
        v.pending = copy.deepcopy(state.pending)
        v.players = []
        for i, p in enumerate(state.players):
            q = copy.copy(p)
            mine = i == seat
            q.hand = list(p.hand) if mine else face_down(p.hand)
            q.packet = list(p.packet) if mine else face_down(p.packet)
            q.battle = [_masked(f, mine) for f in p.battle]
            q.back = [_masked(f, mine) for f in p.back]
            q.pouch = [copy.copy(x) for x in p.pouch]
            q.honor_pile = list(p.honor_pile)
            q.opening = list(p.opening)
            v.players.append(q)
        for pend in v.pending:
            if pend.kind == "choose" and pend.seat != seat:
                unseen = _unseen(state, seat)
                pend.details["options"] = [HIDDEN if o in unseen else o for o in pend.details["options"]]
        return v

    def describe(self, state: BrawlState, action) -> str:
        from bible_tabletop.games.brawl.rules.words import describe

        return describe(state, action, action.by if action.by is not None else deciding(self.decision(state)))

    def invariants(self, state: BrawlState) -> list[str]:
        from bible_tabletop.games.brawl.rules.invariants import invariants

        return invariants(self, state)


def _asked(state: BrawlState) -> tuple[str, tuple[int, ...]] | None:
    """The kind of decision awaited and its seats, the first deciding now; None once the game is over."""
    if state.winner is not None:
        return None
    pend = state.pending.now
    if pend is not None:
        return pend.kind, pend.seats
    f = state.fight
    if f is not None and f.answers.responder is not None:
        return "answer", (f.answers.responder,)
    if state.phase == "draft":
        return "draft", tuple(s for s in ops.order(state) if not state.picked[s])
    if state.phase == "hide":
        return "hide", tuple(s for s in ops.order(state) if len(state.players[s].battle) < 2)
    return "turn", (state.current,)


def _duty(state: BrawlState) -> str:
    """The turn's prompt: the start-of-turn duty, or the AP left."""
    if state.obligation == "move_up":
        return "your battle line is empty: move a character up from your back line"
    if state.obligation == "place":
        return "both your lines are empty: add a character to your back line or recruit one"
    return f"your turn, {state.ap} AP left"


def settle(state: BrawlState) -> None:
    """After every action: effects, the brawl in progress, the draft, the reveal, the end and start of turns,
    until a decision is awaited."""
    while state.winner is None and not state.pending:
        if state.stack:
            resolve.run(state)
        elif state.fight is not None:
            if state.fight.answers.responder is not None:
                return
            fight.advance(state)
        elif state.phase == "draft":
            if not draft.step(state):
                return
        elif state.phase == "hide":
            if not all(len(p.battle) >= 2 for p in state.players):
                return
            draft.reveal(state)
            turn.start(state, state.first)
        elif state.ending:
            if turn.hand_limits(state):
                return
            turn.start(state, (state.current + 1) % len(state.players))
        else:
            turn.check_duty(state)
            return




def _unseen(state: BrawlState, seat: int | None) -> set[int]:
    """Cards `seat` may not see: both decks, the other hands and packets, their face-down characters."""
    out = set(state.char_deck) | set(state.action_deck)
    for i, p in enumerate(state.players):
        if i != seat:
            out.update(p.hand, p.packet, (f.card for f in p.battle + p.back if not f.face_up))
    return out


def _masked(f: Fighter, mine: bool) -> Fighter:
    g = copy.copy(f)
    if not f.face_up and not mine:
        g.card = HIDDEN
    return g


RULES = BrawlRules()
