"""Bible TriBond rules: the game object of the engine contract (setup, views, invariants). Who decides is in
turn.py, the candidates in choices.py, why not in legality.py, what each action does in effects/, the clue deck in
cards.py.

Pure Python, no Textual. Every refusal names the rulebook section (or ruling) it enforces.
"""

from __future__ import annotations

import random
from functools import lru_cache

from bible_tabletop.engine.decision import Decision
from bible_tabletop.engine.contract import GameRules
from bible_tabletop.engine.game import Event, GameConfig, IllegalAction, Outcome
from bible_tabletop.engine.log import say
from bible_tabletop.engine.view import HIDDEN, face_down, public_copy
from bible_tabletop.games.tribond.rules import cards, choices, legality, turn
from bible_tabletop.games.tribond.rules.actions import ACTION_TYPE
from bible_tabletop.games.tribond.rules.board import HOME, PATHS, START, all_home
from bible_tabletop.games.tribond.rules.cards import CLUES
from bible_tabletop.games.tribond.rules.effects import DEEDS
from bible_tabletop.games.tribond.rules.models import Card, Clues, load_bank
from bible_tabletop.games.tribond.rules.options import Options
from bible_tabletop.games.tribond.rules.state import TriBondState
from bible_tabletop.games.tribond.rules.sections import R_BEGIN
from bible_tabletop.games.tribond.rules.words import describe
from bible_tabletop.games.tribond.spec import SPEC


@lru_cache(maxsize=1)
def bank() -> tuple[Card, ...]:
    return load_bank()


class TriBondRules(GameRules):
    """The Bible TriBond rules object (the engine contract of DESIGN.md)."""

    spec = SPEC  # its id, title, pitch, playing time and player counts (Listed)
    action_type = ACTION_TYPE

    # -- setup -------------------------------------------------------------------------------------------
    def parse_options(self, config: GameConfig) -> Options:
        opts = Options.model_validate(config.options)
        if not self.min_players <= config.players <= self.max_players:
            raise ValueError(f"Bible TriBond takes 2 to 5 players or teams, not {config.players}")
        if opts.first != "roll" and int(opts.first) > config.players:
            raise ValueError(f"first player {opts.first} is not a seat of a {config.players}-player game")
        return opts

    def setup(self, config: GameConfig, seed: int, cards: tuple[Card, ...] | None = None) -> TriBondState:
        """'The Beginning': every piece at the start of its path; the highest roll starts."""
        opts = self.parse_options(config)
        rng = random.Random(seed)
        cards = cards if cards is not None else bank()
        paths = tuple(range(int(opts.paths)))
        word = "Team" if opts.teams == "on" else "Player"
        names = [config.names[s] if s < len(config.names) and config.names[s] else f"{word} {s + 1}"
                 for s in range(config.players)]
        state = TriBondState(rng=rng, players=config.players, names=names,
                             paths=paths, mode=opts.answering, level=opts.level, teams=opts.teams == "on",
                             cards=cards)
        state.pos = [[START if p in paths else None for p in range(len(PATHS))] for _ in range(config.players)]
        state.awaiting = [False] * config.players
        state.deck = list(range(len(cards)))
        rng.shuffle(state.deck)
        if opts.first == "roll":
            first = self._roll_off(state)
        else:
            first = int(opts.first) - 1
            say(state, f"{state.names[first]} goes first, as chosen at setup.", first, R_BEGIN)
        state.first = first
        turn.start_turn(state, first)
        return state

    def _roll_off(self, state: TriBondState) -> int:
        """Everyone rolls; the highest roll goes first, ties roll again."""
        rolling = list(range(state.players))
        while True:
            rolls = {s: state.rng.randint(1, 6) for s in rolling}
            say(state, "Roll for first player: " + ", ".join(f"{state.names[s]} {r}" for s, r in rolls.items()),
                None, R_BEGIN)
            top = max(rolls.values())
            rolling = [s for s, r in rolls.items() if r == top]
            if len(rolling) == 1:
                say(state, f"{state.names[rolling[0]]} rolled highest and goes first.", rolling[0], R_BEGIN)
                return rolling[0]

    # -- whose decision ------------------------------------------------------------------------------------
    def decide(self, state: TriBondState) -> Decision | None:
        """The current player's roll, answer, verdict, move or target; in a Challenge race either contestant
        (Mode.ANY: the first to buzz answers); whoever buzzed answers and judges; None once the game is won."""
        return turn.decision(state)

    def outcome(self, state: TriBondState) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome.won_by((state.winner,), state.players,
                              f"{state.names[state.winner]} brought every piece home and wins!")

    # -- legality and play -----------------------------------------------------------------------------------
    def candidates(self, state: TriBondState, seat: int | None, kind: str | None) -> list:
        """The actions worth asking `why_not` about, each naming its seat: the typed answer is the stand-in
        `Answer(text="")`, never the answer."""
        return choices.candidates(state, turn.deciding(state) if seat is None else (seat,), kind)

    why_not = staticmethod(legality.why_not)  # the predicate, with its rulebook sections

    def allowed(self, state: TriBondState, candidates: list) -> list:
        """The predicate over a whole list, the phase looked up once (the conformance suite holds it to why_not)."""
        return legality.allowed(state, candidates)

    def canonical(self, state: TriBondState, action):
        """The action the rules take `action` for: one naming no seat is the deciding seat's, and in a race an
        unnamed next clue or new clue-set is the Challenger's (ruling 15: the clues are read on that side), so
        older saves, made before actions named their seat, replay. The conformance suite reads this hook."""
        if action.by is not None or state.winner is not None:
            return action
        seats = turn.deciding(state)
        if state.phase == "race" and action.kind not in ("reveal", "new_clue_set"):
            return action  # a buzz names its seat; anything else unnamed in a race is refused by `admit`
        return action.model_copy(update={"by": seats[0]})

    def apply(self, state: TriBondState, action) -> list[Event]:
        """Names an unnamed action's seat (`canonical`) before the gate: in a race the gate alone would refuse an
        older save's unnamed next clue as ambiguous, while the rules read it on the Challenger's side."""
        return super().apply(state, action if action.by is not None else self.canonical(state, action))

    def carry_out(self, state: TriBondState, action) -> None:
        DEEDS[action.kind](state, action)

    # -- the clue-set being read -------------------------------------------------------------------------------
    def card(self, state: TriBondState) -> Card:
        return cards.card(state)

    def reading(self, state: TriBondState) -> Clues:
        """The clue-set being read: the rolled slot, or in a Challenge the card's Challenge clue-set."""
        return cards.reading(state)

    # -- what a seat may see ------------------------------------------------------------------------------------------
    def view(self, state: TriBondState, seat: int | None) -> TriBondState:
        """A copy with the deck order, the card numbers, the clues not yet read and the unrevealed answer masked (no
        random generator).

        `clues_shown` holds the clues read so far (all three once the answer is revealed); `answer_shown`, `also_shown`
        and `refs_shown` the answer, its alternatives and references once revealed: by the app's verdict (typed) or
        by Show (spoken), else None and ()."""
        v = public_copy(state, "candidates", "home_order", "awaiting")
        v.cards = ()
        v.deck, v.discard = face_down(state.deck), face_down(state.discard)  # a card number leads to its answers
        v.reading = None if state.reading is None else HIDDEN
        v.pos = [list(p) for p in state.pos]
        read = cards.reading(state) if state.reading is not None else None
        revealed = read is not None and (state.phase == "verdict" or state.answer_seen)
        v.clues_shown = tuple(read.clues[:CLUES if revealed else state.shown]) if read is not None else ()
        v.answer_shown = read.answer if revealed else None
        v.also_shown = tuple(read.also) if revealed else ()
        v.refs_shown = tuple(read.refs) if revealed else ()
        return v

    def describe(self, state: TriBondState, action) -> str:
        """A short phrase for an action, for menus, demo narration and the log."""
        return describe(state, action)

    # -- invariants (checked after every action of the playouts) ------------------------------------------------------
    def invariants(self, state: TriBondState) -> list[str]:
        bad = []
        for s, pieces in enumerate(state.pos):
            for p, where in enumerate(pieces):
                if (where is None) != (p not in state.paths):
                    bad.append(f"{state.names[s]} has a wrong piece count on the {PATHS[p]} path")
                elif where is not None and not START <= where <= HOME:
                    bad.append(f"{state.names[s]}'s {PATHS[p]} piece is off its path at {where}")
        home = sorted((s, p) for s in range(state.players) for p in state.paths if state.pos[s][p] == HOME)
        if sorted(state.home_order) != home or len(set(state.home_order)) != len(state.home_order):
            bad.append("a piece left its Trinity space, or came in twice")
        landed, challenged = state.forward
        if landed and not challenged and state.phase != "target":
            bad.append("a forward move onto an occupied space started no Challenge")
        places = list(state.deck) + list(state.discard) + ([] if state.reading is None else [state.reading])
        if sorted(places) != list(range(len(state.cards))):
            bad.append(f"clue cards are not each in one place ({len(places)} of {len(state.cards)})")
        if (state.reading is None) != (state.phase in ("roll", "move", "humble", "target", "over")):
            bad.append(f"a card is {'missing' if state.reading is None else 'left'} in phase {state.phase}")
        if state.phase == "over" and (state.winner is None or not all_home(state, state.winner)):
            bad.append("the game ended without a winner home on every path")
        if state.winner is None and state.phase == "over":
            bad.append("over with no winner")
        if not 0 <= state.current < state.players:
            bad.append(f"current seat {state.current}")
        if state.phase in ("clue", "race", "race_answer") and not 1 <= state.shown <= CLUES:
            bad.append(f"{state.shown} clues shown")
        if state.answer_seen and (state.mode != "spoken" or state.phase not in ("clue", "race_answer")):
            bad.append(f"the answer is marked seen in phase {state.phase}")
        return bad


RULES = TriBondRules()
