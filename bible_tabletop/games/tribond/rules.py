"""Bible TriBond rules: the roll, clue-sets, moves, LOVE, HUMBLE, Challenges and Changes, green spaces, winning.

Pure Python, no Textual. Every refusal names the rulebook section (or ruling) it enforces.
"""

from __future__ import annotations

import copy
import random
from functools import lru_cache
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from bible_tabletop.engine.game import Event, GameConfig, OptionSpec, Outcome
from bible_tabletop.games.registry import Listed
from bible_tabletop.games.tribond.actions import (
    ACTION_TYPE, Accept, Answer, Buzz, Challenge, Judge, Move, NewClueSet, Overrule, Reveal, Roll, Show, Stay,
)
from bible_tabletop.games.tribond.answering import known_words, matches
from bible_tabletop.games.tribond.board import HOME, PATHS, START, advance, is_green
from bible_tabletop.games.tribond.bots import LEVELS, ContestantBot, RandomContestant
from bible_tabletop.games.tribond.models import Card, Clues, load_bank
from bible_tabletop.games.tribond.state import Answered, Contest, TriBondState
from bible_tabletop.games.tribond.words import (
    R_BEGIN, R_CHALLENGE, R_COMMAND, R_GIFT_TURN, R_GREEN, R_HUMBLE, R_LOVE, R_PLAY, R_RACE_HIDDEN, R_SPOKEN, R_TWO,
    R_TYPED, R_WIN, describe, refusal,
)

CLUES = 3


class TriBondOptions(BaseModel):
    """The setup choices: paths in play (the shorter game), answering mode, computer level, first player."""

    model_config = ConfigDict(extra="forbid")

    paths: Literal["3", "2", "1"] = "3"
    answering: Literal["spoken", "typed"] = "spoken"
    level: Literal[tuple(LEVELS)] = "normal"  # type: ignore[valid-type]
    first: str = Field(default="roll", pattern=r"^([1-5]|roll)$")
    teams: Literal["off", "on"] = "off"


@lru_cache(maxsize=1)
def bank() -> tuple[Card, ...]:
    return load_bank()


class TriBondRules(Listed):
    """The Bible TriBond rules object (the engine contract of DESIGN.md)."""

    id: ClassVar[str] = "tribond"
    action_type = ACTION_TYPE
    options: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("paths", "Paths in play (1 or 2: the shorter game)", ("3", "2", "1")),
        OptionSpec("answering", "Answers: spoken (the table judges) or typed", ("spoken", "typed")),
        OptionSpec("level", "Computer contestants know", tuple(LEVELS)),
        OptionSpec("first", "First player (roll: highest roll starts)", ("roll", "1", "2", "3", "4", "5")),
        OptionSpec("teams", "Seats are teams", ("off", "on")),
    )
    bots: ClassVar[dict] = {"contestant": ContestantBot, "random": RandomContestant}
    default_bot: ClassVar[str] = "contestant"

    @staticmethod
    def random_options(rng: random.Random) -> dict:
        """Options drawn at random, so the playouts cover every rule."""
        return {"paths": rng.choice(["3", "3", "2", "1"]), "answering": rng.choice(["spoken", "typed"]),
                "level": rng.choice(list(LEVELS))}

    # -- setup -------------------------------------------------------------------------------------------
    def parse_options(self, config: GameConfig) -> TriBondOptions:
        opts = TriBondOptions.model_validate(config.options)
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
            self._log(state, f"{state.names[first]} goes first, as chosen at setup.", first, R_BEGIN)
        state.first = first
        self._start_turn(state, first)
        return state

    def _roll_off(self, state: TriBondState) -> int:
        """Everyone rolls; the highest roll goes first, ties roll again."""
        rolling = list(range(state.players))
        while True:
            rolls = {s: state.rng.randint(1, 6) for s in rolling}
            self._log(state, "Roll for first player: " + ", ".join(f"{state.names[s]} {r}" for s, r in rolls.items()),
                      None, R_BEGIN)
            top = max(rolls.values())
            rolling = [s for s, r in rolls.items() if r == top]
            if len(rolling) == 1:
                self._log(state, f"{state.names[rolling[0]]} rolled highest and goes first.", rolling[0], R_BEGIN)
                return rolling[0]

    # -- whose decision ------------------------------------------------------------------------------------
    def to_act(self, state: TriBondState) -> int | None:
        if state.winner is not None:
            return None
        if state.phase == "race":
            return state.contest.challenger
        if state.phase == "race_answer" or (state.phase == "verdict" and state.contest is not None):
            return state.buzzed
        return state.current

    def outcome(self, state: TriBondState) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome.won_by((state.winner,), state.players,
                              f"{state.names[state.winner]} brought every piece home and wins!")

    def needs_curtain(self, state: TriBondState, seat: int) -> bool:
        """Never: the whole table sees the same view (`view` ignores the seat). The answer and the unread clues are
        hidden from every seat alike until revealed, and the answer box is emptied whenever it opens or closes, so a
        hand-over never carries anything one seat saw and another may not."""
        return False

    # -- legal actions -------------------------------------------------------------------------------------
    def legal_actions(self, state: TriBondState) -> list:
        """Every legal action. In typed mode `Answer(text="")` stands for any text the player types: nothing hidden
        (the answer) is ever among the legal actions."""
        ph = state.phase
        if state.winner is not None:
            return []
        if ph == "roll":
            return [Roll()]
        if ph in ("clue", "race_answer"):
            out = [Reveal()] if ph == "clue" and state.shown < CLUES and not state.answer_seen else []
            if state.mode == "spoken":
                return out + ([] if state.answer_seen else [Show()]) + [Judge(correct=True), Judge(correct=False)]
            return out + [Answer(text="")]
        if ph == "verdict":
            return [Accept(), Overrule()]
        if ph == "move":
            return [Move(path=p) for p in state.paths if state.pos[state.current][p] != HOME]
        if ph == "humble":
            return [Move(path=p) for p in self._can_go_back(state)]
        if ph == "target":
            out = [Challenge(path=p, seat=s) for p, s in state.candidates]
            return out + ([Stay()] if state.may_stay else [])
        if ph == "race":
            c = state.contest
            out = [Buzz(seat=c.challenger), Buzz(seat=c.defender)]
            return out + ([Reveal()] if state.shown < CLUES else [NewClueSet()])
        raise AssertionError(ph)

    def _legal(self, state: TriBondState, action) -> bool:
        if action.kind == "answer":
            return state.phase in ("clue", "race_answer") and state.mode == "typed" and state.winner is None
        return action in self.legal_actions(state)

    # -- apply -------------------------------------------------------------------------------------------------
    def apply(self, state: TriBondState, action) -> list[Event]:
        if not self._legal(state, action):
            raise refusal(state, action)
        start = len(state.log)
        getattr(self, f"_do_{action.kind}")(state, action)
        return state.log[start:]

    def _do_roll(self, state: TriBondState, _a) -> None:
        seat = state.current
        state.roll = state.rng.randint(1, 6)
        state.forward = (False, False)
        self._draw(state)
        slot = self.card(state).slots[state.roll - 1]
        state.drawn = slot if isinstance(slot, str) else None
        self._log(state, f"{state.names[seat]} rolls {state.roll}.", seat, R_PLAY)
        if slot == "love":
            self._love(state)
        elif slot == "humble":
            self._humble(state)
        elif slot == "challenge":
            self._command_challenge(state)
        else:
            state.slot, state.shown, state.phase = state.roll - 1, 1, "clue"
            self._log(state, f"Clue-set #{state.roll}: {slot.clues[0]} ...", seat, R_PLAY)

    def _do_reveal(self, state: TriBondState, _a) -> None:
        state.shown += 1
        state.revealed = True
        self._log(state, f"Next clue: {self.reading(state).clues[state.shown - 1]}", None, R_PLAY)

    def _do_show(self, state: TriBondState, _a) -> None:
        state.answer_seen = True
        state.revealed = True
        self._log(state, "The answer is shown to the table.", None, R_SPOKEN)

    def _do_judge(self, state: TriBondState, a: Judge) -> None:
        self._judged(state, a.correct, None)

    def _do_answer(self, state: TriBondState, a: Answer) -> None:
        """The app's verdict on a typed answer. In a race a wrong one shows nothing: the race goes on hidden."""
        clues = self.reading(state)
        seat = self.to_act(state)
        right = matches(a.text, clues.answer, clues.also, known_words(state.cards))
        said = f"'{a.text}'" if a.text.strip() else "no answer"
        if state.contest is not None and not right:
            self._log(state, f"{state.names[seat]} types {said}: not right. The race goes on; the answer stays "
                      "hidden.", seat, R_RACE_HIDDEN)
            state.buzzed, state.phase = None, "race"
            return
        state.guess, state.verdict, state.phase = a.text, right, "verdict"
        state.revealed = True
        self._log(state, f"{state.names[seat]} types {said}: the app says {'right' if right else 'wrong'}"
                  f" (the answer: {clues.answer}).", seat, R_TYPED)

    def _do_accept(self, state: TriBondState, _a) -> None:
        self._judged(state, state.verdict, state.guess)

    def _do_overrule(self, state: TriBondState, _a) -> None:
        self._log(state, "The table overrules the app.", None, R_TYPED)
        self._judged(state, not state.verdict, state.guess)

    def _judged(self, state: TriBondState, correct: bool, guess: str | None) -> None:
        """A verdict stands: in a race it decides the Challenge or lets the race go on; else the turn goes on."""
        clues = self.reading(state)
        seat = state.buzzed if state.contest is not None else state.current
        seen = state.answer_seen or state.phase == "verdict"
        state.verdict, state.guess = None, ""
        answered = Answered(clues.clues, clues.answer, clues.also, clues.refs, correct, guess, seat)
        name = state.names[seat]
        if state.contest is not None:
            if correct:
                state.last = answered
                self._log(state, f"{name} answers right: {clues.answer}.", seat, R_CHALLENGE)
                self._discard(state)
                self._race_won(state, seat)
            elif seen:  # the answer was on show: the race goes on with a new clue-set
                state.last = answered
                self._log(state, f"{name} answers wrong, and the answer ({clues.answer}) was seen: the race goes on "
                          "with a new Challenge clue-set.", seat, R_RACE_HIDDEN)
                self._discard(state)
                self._race_card(state)
            else:
                self._log(state, f"{name} answers wrong. The race goes on; the answer stays hidden.", seat,
                          R_RACE_HIDDEN)
                state.buzzed, state.phase = None, "race"
            return
        state.last = answered
        self._discard(state)
        if not correct:
            nxt = state.names[(state.current + 1) % state.players]
            self._log(state, f"{name} answers wrong: it was {clues.answer}. The turn passes to {nxt}.", seat, R_PLAY)
            self._end_turn(state)
            return
        if not self._all_home(state, seat):
            self._log(state, f"{name} answers right: {clues.answer}! Move a piece {state.roll}.", seat, R_PLAY)
            state.gift, state.phase = False, "move"
        elif state.turns == state.gift_turn:
            self._log(state, f"{name} answers right: {clues.answer}. But the last piece came home by a gift in this "
                      "very turn: a right answer on a later turn of your own wins. Roll again.", seat, R_GIFT_TURN)
            self._go_on(state)
        else:
            self._log(state, f"{name} answers right: {clues.answer}!", seat, R_PLAY)
            self._win(state, seat)

    def _do_move(self, state: TriBondState, a: Move) -> None:
        seat, path = state.current, a.path
        here = state.pos[seat][path]
        if state.phase == "humble":
            state.pos[seat][path] = here - state.roll
            self._log(state, f"{state.names[seat]} humbly goes back {state.roll} on the {PATHS[path]} path.",
                      seat, R_HUMBLE)
            self._end_turn(state)
            return
        to = advance(here, state.roll)
        state.pos[seat][path] = to
        by = "as a gift " if state.gift else ""
        if to == HOME:
            state.home_order.append((seat, path))
            state.forward = (False, False)
            self._log(state, f"{state.names[seat]} moves {by}into the {PATHS[path]} Trinity space: safe.", seat, R_PLAY)
            if self._all_home(state, seat):
                if state.gift:
                    state.awaiting[seat], state.gift_turn = True, state.turns
                    self._log(state, f"Every piece of {state.names[seat]} is home, but a gift never wins: a right "
                              "answer on a later turn of their own will.", seat, R_GIFT_TURN)
                else:
                    self._win(state, seat)
                    return
            self._go_on(state)
            return
        self._log(state, f"{state.names[seat]} moves {by}{state.roll} to space {to} on the {PATHS[path]} path.",
                  seat, R_PLAY)
        occupants = self._occupants(state, path, to, seat)
        ahead = [s for s in self._ahead(state, path, to, seat)] if is_green(path, to) else []
        state.forward = (bool(occupants), False)
        if not occupants and not ahead:
            self._go_on(state)
            return
        state.pending_path, state.pending_from = path, here
        state.candidates = [(path, s) for s in occupants + ahead]
        state.may_stay = not occupants
        state.phase = "target"
        if ahead:
            self._log(state, "A green space: challenge a piece ahead on this path, or stay.", seat, R_GREEN)

    def _do_challenge(self, state: TriBondState, a: Challenge) -> None:
        seat, path = state.current, a.path
        mine, theirs = state.pos[seat][path], state.pos[a.seat][path]
        came_from = state.pending_from if mine == theirs else mine
        state.pos[seat][path] = theirs
        state.candidates, state.may_stay, state.pending_path, state.pending_from = [], False, None, None
        contest = Contest(seat, a.seat, path, came_from)
        state.forward = (state.forward[0], True)
        if state.players == 2:
            state.pos[a.seat][path] = came_from
            self._log(state, f"Change! {state.names[a.seat]} goes to space {came_from} and {state.names[seat]} takes"
                      f" space {theirs} on the {PATHS[path]} path.", seat, R_TWO, to=a.seat)
            self._go_on(state)
            return
        state.contest = contest
        self._log(state, f"{state.names[seat]} challenges {state.names[a.seat]} for space {theirs} on the "
                  f"{PATHS[path]} path! A race: the first right answer wins.", seat, R_CHALLENGE, to=a.seat)
        self._race_card(state)

    def _do_stay(self, state: TriBondState, _a) -> None:
        state.candidates, state.may_stay = [], False
        self._go_on(state)

    def _do_buzz(self, state: TriBondState, a: Buzz) -> None:
        state.buzzed, state.phase = a.seat, "race_answer"
        self._log(state, f"{state.names[a.seat]} buzzes!", a.seat, R_CHALLENGE)

    def _do_new_clue_set(self, state: TriBondState, _a) -> None:
        self._log(state, f"Nobody answered in time: it was {self.reading(state).answer}. A new Challenge clue-set.",
                  None, R_CHALLENGE)
        self._discard(state)
        self._race_card(state)

    # -- the pieces of a turn ------------------------------------------------------------------------------------
    def _start_turn(self, state: TriBondState, seat: int) -> None:
        state.current, state.phase, state.gift, state.turns = seat, "roll", False, state.turns + 1

    def _end_turn(self, state: TriBondState) -> None:
        self._start_turn(state, (state.current + 1) % state.players)

    def _go_on(self, state: TriBondState) -> None:
        """After a move or a won Challenge the turn goes on: roll again (a gift's receiver rolls too)."""
        state.gift, state.phase, state.contest = False, "roll", None

    def _love(self, state: TriBondState) -> None:
        """LOVE: the roll is a gift to the player on the left, whose own turn then goes on."""
        giver = state.current
        self._discard(state)
        seat = (giver + 1) % state.players
        self._log(state, f"LOVE your neighbour: {state.names[giver]} gives the roll of {state.roll} to "
                  f"{state.names[seat]}, who moves a piece by it and plays on.", giver, R_LOVE, to=seat)
        self._start_turn(state, seat)
        if any(state.pos[seat][p] != HOME for p in state.paths):
            state.gift, state.phase = True, "move"
        else:
            self._log(state, f"{state.names[seat]} has every piece home: the gift goes unused; {state.names[seat]} "
                      "plays on.", seat, R_LOVE)

    def _humble(self, state: TriBondState) -> None:
        """HUMBLE: move a piece back by the roll, then the turn ends; none can go back that far: the turn ends."""
        seat = state.current
        self._discard(state)
        self._log(state, f"HUMBLE yourself: {state.names[seat]} must move a piece back {state.roll}, and the turn "
                  "ends.", seat, R_HUMBLE)
        if self._can_go_back(state):
            state.phase = "humble"
        else:
            self._log(state, f"No piece of {state.names[seat]} can go back {state.roll}: nothing moves, and the turn "
                      "ends.", seat, R_HUMBLE)
            self._end_turn(state)

    def _command_challenge(self, state: TriBondState) -> None:
        """CHALLENGE clue-set drawn: challenge a piece ahead of one of yours, or lose the turn."""
        seat = state.current
        self._discard(state)
        state.candidates = [(p, s) for p in state.paths if state.pos[seat][p] != HOME
                            for s in self._ahead(state, p, state.pos[seat][p], seat)]
        rule = R_TWO if state.players == 2 else R_COMMAND
        if not state.candidates:
            self._log(state, f"CHALLENGE drawn: {state.names[seat]} has nobody ahead to challenge and loses the turn.",
                      seat, rule)
            self._end_turn(state)
            return
        state.may_stay, state.phase = False, "target"
        word = "change places with" if state.players == 2 else "challenge"
        self._log(state, f"CHALLENGE drawn: {state.names[seat]} must {word} a piece ahead.", seat, rule)

    def _race_card(self, state: TriBondState) -> None:
        self._draw(state)
        state.slot, state.shown, state.buzzed, state.phase = None, 1, None, "race"
        self._log(state, f"Challenge clue-set: {self.reading(state).clues[0]} ...", None, R_CHALLENGE)

    def _race_won(self, state: TriBondState, seat: int) -> None:
        c = state.contest
        loser = c.defender if seat == c.challenger else c.challenger
        state.pos[loser][c.path] = c.came_from
        state.buzzed = None
        self._log(state, f"{state.names[seat]} wins the Challenge; {state.names[loser]} goes back to space "
                  f"{c.came_from} on the {PATHS[c.path]} path.", seat, R_CHALLENGE, to=loser)
        state.current = c.challenger
        if seat == c.challenger:
            self._go_on(state)
        else:
            state.contest = None
            self._end_turn(state)

    def _win(self, state: TriBondState, seat: int) -> None:
        state.winner, state.phase = seat, "over"
        self._log(state, f"{state.names[seat]} has every piece in its Trinity space and wins!", seat, R_WIN)

    # -- the board ---------------------------------------------------------------------------------------------------
    def _occupants(self, state: TriBondState, path: int, space: int, seat: int) -> list[int]:
        return [s for s in range(state.players) if s != seat and state.pos[s][path] == space]

    def _ahead(self, state: TriBondState, path: int, space: int, seat: int) -> list[int]:
        """Other players' pieces further along this path and not yet safe in the Trinity space."""
        return [s for s in range(state.players) if s != seat and space < state.pos[s][path] < HOME]

    def _can_go_back(self, state: TriBondState) -> list[int]:
        seat = state.current
        return [p for p in state.paths if state.pos[seat][p] != HOME and state.pos[seat][p] - state.roll >= START
                and state.pos[seat][p] > START]

    def _all_home(self, state: TriBondState, seat: int) -> bool:
        return all(state.pos[seat][p] == HOME for p in state.paths)

    # -- the cards --------------------------------------------------------------------------------------------------
    def _draw(self, state: TriBondState) -> None:
        if not state.deck:
            state.deck, state.discard = state.discard, []
            state.rng.shuffle(state.deck)
            self._log(state, "The clue deck ran out: the discards are shuffled into a new deck.", None, R_PLAY)
        state.reading = state.deck.pop()
        state.revealed = True

    def _discard(self, state: TriBondState) -> None:
        state.discard.append(state.reading)
        state.reading, state.slot, state.shown, state.answer_seen = None, None, 0, False

    def card(self, state: TriBondState) -> Card:
        return state.cards[state.reading]

    def reading(self, state: TriBondState) -> Clues:
        """The clue-set being read: the rolled slot, or in a Challenge the card's Challenge clue-set."""
        card = self.card(state)
        return card.challenge if state.slot is None else card.slots[state.slot]

    def _log(self, state: TriBondState, text: str, seat: int | None, rule: str, to: int | None = None) -> None:
        state.log.append(Event(text, seat, rule, to))

    # -- what a seat may see ------------------------------------------------------------------------------------------
    def view(self, state: TriBondState, seat: int | None) -> TriBondState:
        """A copy with the deck order, the card numbers, the clues not yet read and the unrevealed answer masked (no
        random generator).

        `clues_shown` holds the clues read so far (all three once the answer is revealed); `answer_shown`, `also_shown`
        and `refs_shown` the answer, its alternatives and references once revealed: by the app's verdict (typed) or
        by Show (spoken), else None and ()."""
        v = copy.copy(state)
        v.rng, v.cards = None, ()
        v.deck = [-1] * len(state.deck)
        v.discard, v.log = [-1] * len(state.discard), state.log  # card numbers would lead to answers in the bank
        v.reading = None if state.reading is None else -1
        v.pos = [list(p) for p in state.pos]
        v.candidates = list(state.candidates)
        clues = self.reading(state) if state.reading is not None else None
        revealed = clues is not None and (state.phase == "verdict" or state.answer_seen)
        v.clues_shown = tuple(clues.clues[:CLUES if revealed else state.shown]) if clues is not None else ()
        v.answer_shown = clues.answer if revealed else None
        v.also_shown = tuple(clues.also) if revealed else ()
        v.refs_shown = tuple(clues.refs) if revealed else ()
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
        if state.phase == "over" and (state.winner is None or not self._all_home(state, state.winner)):
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
