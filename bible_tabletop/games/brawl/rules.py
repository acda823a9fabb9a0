"""Bible Brawl rules: the draft, the blind reveal, the turn (recruit, add, move up, buy, play, brawl, wipeout,
end-of-turn card), answers to attacks, the FAQ characters and the end of the game.

Pure Python, no Textual. Every refusal names the rulebook section (or ruling) it enforces.
"""

from __future__ import annotations

import copy
import random
from functools import lru_cache
from typing import ClassVar

from bible_tabletop.engine.game import GameConfig, IllegalAction, OptionSpec, Outcome
from bible_tabletop.games.brawl import ops, resolve, stats
from bible_tabletop.games.brawl.actions import (
    ACTION_TYPE, Add, Answer, Brawl, Buy, Choose, Discard, EndTurn, Hide, MoveUp, Pick, Play, Recruit, Wipeout,
)
from bible_tabletop.games.brawl.bots import SensibleBot
from bible_tabletop.games.brawl.effects import HANDLERS
from bible_tabletop.games.brawl.state import (
    AP_PER_TURN, BACK_LINE, BACK_LINE_ADDS, BATTLE_LINE, BATTLE_LINE_MAX, DEAL_ACTIONS, DRAFT, HAND_LIMIT, HIDDEN,
    POUCH, WIN_AMOUNTS, WIPEOUT_AP, BrawlState, Fight, Fighter, Pending, Player, Pouched, Resolving,
)
from bible_tabletop.games.registry import Listed

R_SETUP = "Game Setup"
R_DRAFT = "Game Setup 4: Character Drafting"
R_DEAL = "Game Setup 5: action cards"
R_LINES = "Game Setup 6: recruitment line and marketplace"
R_BLIND = "Game Setup: Blind reveal"
R_TURN = "On Your Turn"
R_AP = "On Your Turn: Action Points"
R_START = "How to Play: Battle Line (start of turn)"
R_RECRUIT = "On Your Turn: Recruit a Character"
R_ADD = "On Your Turn: Add Character to your Back Line"
R_BACK = "How to Play: Back Line"
R_BATTLE = "How to Play: Battle Line"
R_BUY = "On Your Turn: Purchase an Action Card from the Marketplace"
R_POUCH = "How to Play: Pouch"
R_EVENT = "Action Cards: Event Cards"
R_BACKUP = "Action Cards: Backup cards"
R_LOCATION = "Action Cards: Location cards"
R_BRAWL = "On Your Turn: Brawl"
R_EXHAUSTED = "On Your Turn: Brawl (Exhausted State)"
R_ANSWER = "Action Cards: Event Cards (answers)"
R_WIPEOUT = "On Your Turn: Market Place/Recruitment Line Wipeout"
R_BONUS = "On Your Turn: End-of-turn Bonus Card"
R_HAND = "How to Play: Your Hand"
R_WIN = "Objective"
R_DANIEL = "Special Character FAQ: Daniel"
R_SERVANTS = "Special Character FAQ: Servants"

LINES = ("recruitment_line", "marketplace")


# -- data ------------------------------------------------------------------------------------------------------------

@lru_cache(maxsize=8)
def designs_for(packs: tuple[str, ...] = ()):
    """The card designs of the base set plus the packs switched on (loaded and checked once)."""
    from bible_tabletop.games.brawl.models import load_designs

    return load_designs(packs)


def shipped_packs() -> dict[str, str]:
    """pack id -> title of the expansion packs shipped in assets/brawl/ (titles read without full validation)."""
    from bible_tabletop.engine.data import read_yaml
    from bible_tabletop.games.brawl.models import pack_files

    out = {}
    for pid, path in pack_files().items():
        try:
            title = (read_yaml(path) or {}).get("title", pid)
        except Exception:  # a broken pack is reported by `validate`, not here
            title = pid
        out[pid] = str(title)
    return out


def instances(designs) -> list:
    """Every card instance: characters first, then action cards, copies expanded, in file order."""
    cards = [c for c, n in designs.characters for _ in range(n)]
    cards += [a for a, n in designs.actions for _ in range(n)]
    return cards


class BrawlRules(Listed):
    """The Bible Brawl rules object (the engine contract of DESIGN.md)."""

    id: ClassVar[str] = "brawl"
    action_type = ACTION_TYPE
    packs: ClassVar[dict[str, str]] = shipped_packs()
    options: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("win", "Win amount (honor)", ("20", "15", "30")),
        OptionSpec("first", "Who starts (the youngest player)", ("1", "2", "3", "4", "5", "random")),
        OptionSpec("balanced", "Balanced start (last seat +1 card, first round safe)", ("off", "on")),
    ) + tuple(OptionSpec(pid, f"Expansion pack: {title}", ("off", "on")) for pid, title in packs.items())
    bots: ClassVar[dict] = {"sensible": SensibleBot}
    default_bot: ClassVar[str] = "sensible"

    @classmethod
    def random_options(cls, rng: random.Random) -> dict:
        """Options drawn at random, so the playouts cover every rule."""
        opts = {"win": rng.choice(["15", "20", "30"]), "first": "random", "balanced": rng.choice(["off", "on"])}
        for pid in cls.packs:
            opts[pid] = rng.choice(["off", "on"])
        return opts

    # -- setup -----------------------------------------------------------------------------------------------------
    def parse_options(self, config: GameConfig) -> dict:
        if not self.min_players <= config.players <= self.max_players:
            raise ValueError(f"Bible Brawl takes {self.min_players} to {self.max_players} players, "
                             f"not {config.players}")
        opts = {"win": "20", "first": "1", "balanced": "off"}
        for key, value in config.options.items():
            value = str(value).lower()
            if key == "win":
                if value not in {str(w) for w in WIN_AMOUNTS}:
                    raise ValueError(f"win must be one of {', '.join(map(str, WIN_AMOUNTS))}, not {value}")
            elif key == "first":
                if value != "random" and not (value.isdigit() and 1 <= int(value) <= config.players):
                    raise ValueError(f"first must be a seat 1 to {config.players} or random, not {value}")
            elif key == "balanced":
                if value not in ("on", "off"):
                    raise ValueError(f"balanced is on or off, not {value}")
            elif key in self.packs:
                if value not in ("on", "off"):
                    raise ValueError(f"pack {key} is on or off, not {value}")
            else:
                known = ", ".join(["win", "first", "balanced", *self.packs])
                raise ValueError(f"unknown option {key!r}; known: {known}")
            opts[key] = value
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
        ops.log(state, f"Playing to {state.win} honor. {state.players[state.first].name} starts.", state.first,
                R_SETUP)
        for seat in self.order(state):
            for _ in range(DRAFT):
                inst = ops.take_top(state, "character")
                if inst is not None:
                    state.players[seat].packet.append(inst)
        ops.log(state, "Five characters are dealt face down to each player for the draft.", None, R_DRAFT)
        state.phase = "draft"
        state.picked = [False] * n
        self._settle(state)
        return state

    def order(self, state: BrawlState, start: int | None = None) -> list[int]:
        """Seats in turn order (to the left) from `start` (default: the first player)."""
        n = len(state.players)
        start = state.first if start is None else start
        return [(start + k) % n for k in range(n)]

    # -- whose decision ------------------------------------------------------------------------------------------------
    def to_act(self, state: BrawlState) -> int | None:
        if state.winner is not None:
            return None
        if state.pending:
            return state.pending[0].seat
        if state.phase == "draft":
            return next(s for s in self.order(state) if not state.picked[s])
        if state.phase == "hide":
            return next(s for s in self.order(state) if len(state.players[s].battle) < 2)
        return state.current

    def outcome(self, state: BrawlState) -> Outcome | None:
        if state.winner is None:
            return None
        p = state.players[state.winner]
        return Outcome.won_by((state.winner,), len(state.players), f"{p.name} wins with {p.honor} honor!")

    def needs_curtain(self, state: BrawlState, seat: int) -> bool:
        """Always: hands, draft packets and the blind reveal are hidden from the other seats."""
        return True

    # -- legal actions -------------------------------------------------------------------------------------------------
    def legal_actions(self, state: BrawlState) -> list:
        if state.winner is not None:
            return []
        if state.pending:
            return self._pending_actions(state, state.pending[0])
        seat = self.to_act(state)
        p = state.players[seat]
        if state.phase == "draft":
            return [Pick(card=i) for i in _firsts(state, p.packet)]
        if state.phase == "hide":
            return [Hide(card=i) for i in _firsts(state, [i for i in p.hand if ops.is_character(state, i)])]
        if state.obligation == "move_up":
            return self._move_ups(state, seat)
        if state.obligation == "place":
            return self._adds(state, seat) + self._recruits(state, seat)
        out: list = self._move_ups(state, seat)
        out += self._brawls(state, seat)
        out += self._plays(state, seat)
        out += self._recruits(state, seat)
        out += self._adds(state, seat)
        out += self._buys(state, seat)
        if state.ap >= WIPEOUT_AP:
            out += [Wipeout(line=line) for line in LINES]
        ends = [EndTurn(draw=k) for k in ("character", "action") if ops.can_draw(state, k)]
        return out + (ends or [EndTurn(draw=None)])

    def _pending_actions(self, state: BrawlState, p: Pending) -> list:
        if p.what == "choose":
            return [Choose(pick=o) for o in p.options]
        if p.what == "answer":
            return [Answer(card=None)] + [Answer(card=i) for i in self._answer_cards(state, p.seat)]
        if p.what == "discard":
            return [Discard(card=i) for i in _firsts(state, state.players[p.seat].hand)]
        raise AssertionError(p.what)

    def _move_ups(self, state: BrawlState, seat: int) -> list:
        p = state.players[seat]
        if len(p.battle) >= BATTLE_LINE:
            return []
        return [MoveUp(card=f.card) for f in p.back if f.ready_at <= p.turns]

    def _recruits(self, state: BrawlState, seat: int) -> list:
        if len(state.players[seat].back) >= BACK_LINE:
            return []
        return [Recruit(card=i) for i in _firsts(state, state.recruitment)
                if stats.recruit_cost(state, seat, i) <= state.ap]

    def _adds(self, state: BrawlState, seat: int) -> list:
        p = state.players[seat]
        if state.ap < 1 or p.added >= BACK_LINE_ADDS or len(p.back) >= BACK_LINE:
            return []
        return [Add(card=i) for i in _firsts(state, [i for i in p.hand if ops.is_character(state, i)])]

    def _buys(self, state: BrawlState, seat: int) -> list:
        if len(state.players[seat].pouch) >= POUCH:
            return []
        return [Buy(card=i) for i in _firsts(state, state.market) if stats.buy_cost(state, seat, i) <= state.ap]

    def playable(self, state: BrawlState, seat: int) -> list[int]:
        """Action cards `seat` may play now: from hand if affordable, from the pouch if bought before this turn;
        answer Events only answer attacks."""
        p = state.players[seat]
        hand = [i for i in p.hand if not ops.is_character(state, i) and not state.cards[i].answer
                and stats.play_cost(state, seat, i) <= state.ap]
        pouch = [q.card for q in p.pouch if ops.ripe(p, q) and not state.cards[q.card].answer]
        return _firsts(state, hand) + _firsts(state, pouch)

    def _plays(self, state: BrawlState, seat: int) -> list:
        out = []
        for inst in self.playable(state, seat):
            card = state.cards[inst]
            if card.type == "event":
                out.append(Play(card=inst))
            elif card.type == "backup":
                out += [Play(card=inst, target=f.card) for f in state.players[seat].battle]
            else:
                seats = [seat] if card.place == "own" else [s for s in range(len(state.players)) if s != seat]
                out += [Play(card=inst, seat=s) for s in seats]
        return out

    def _brawls(self, state: BrawlState, seat: int) -> list:
        out = []
        p = state.players[seat]
        for f in p.battle:
            if f.brawls >= stats.brawls_allowed(state, seat, f.card):
                continue
            cost = stats.brawl_cost(state, seat, f.card)
            for s, q in enumerate(state.players):
                if s == seat or (q.turns == 0 and ops.balanced(state)):  # the balanced start's first round
                    continue
                for d in q.battle:
                    if cost <= state.ap or HANDLERS["gideon"](state, seat, f.card, d.card):
                        out.append(Brawl(attacker=f.card, defender=d.card))
        return out

    def _answer_cards(self, state: BrawlState, seat: int) -> list[int]:
        """Answer Events `seat` holds: in hand, or in the pouch (bought before this player's present turn)."""
        p = state.players[seat]
        hand = [i for i in p.hand if not ops.is_character(state, i) and state.cards[i].answer]
        pouch = [q.card for q in p.pouch if ops.ripe(p, q) and state.cards[q.card].answer]
        return _firsts(state, hand) + _firsts(state, pouch)

    # -- why an action is refused ----------------------------------------------------------------------------------------
    def check(self, state: BrawlState, action) -> None:
        if state.winner is not None:
            raise IllegalAction("The game is over.", R_WIN)
        if self._canonical(state, action) in self.legal_actions(state):
            return
        reason, rule = self._why(state, action)
        raise IllegalAction(reason, rule)

    def _canonical(self, state: BrawlState, action):
        """Copies of one design in one place are the same card: name the first copy there."""
        seat = self.to_act(state)
        if seat is None:
            return action
        p = state.players[seat]
        field = {"pick": "card", "hide": "card", "recruit": "card", "add": "card", "buy": "card", "play": "card",
                 "answer": "card", "discard": "card"}.get(action.kind)
        inst = getattr(action, field, None) if field else None
        if inst is None or not 0 <= inst < len(state.cards):
            return action
        pouch = [q.card for q in p.pouch]
        for zone in (p.packet, p.hand, state.recruitment, state.market, pouch):
            if inst in zone:
                first = next(i for i in zone if state.cards[i].name == state.cards[inst].name)
                return action.model_copy(update={field: first})
        return action

    def _why(self, state: BrawlState, action) -> tuple[str, str]:
        from bible_tabletop.games.brawl.why import why

        return why(self, state, action)

    # -- applying ------------------------------------------------------------------------------------------------------
    def apply(self, state: BrawlState, action) -> list:
        """Apply a legal action (else IllegalAction); returns the log events it added."""
        self.check(state, action)
        action = self._canonical(state, action)
        start = len(state.log)
        getattr(self, "_do_" + action.kind)(state, action)
        self._settle(state)
        for p in state.players:
            p.fielded.update(state.cards[f.card].name for f in p.battle if f.face_up)
        return state.log[start:]

    def balance(self, playouts: list) -> dict:
        """`simulate`'s extra report: each design's win-rate swing over the finished games (see balance.py)."""
        from bible_tabletop.games.brawl.balance import first_seat_by_option, swing_report

        report = swing_report([([q.fielded for q in p.final.players], p.winners[0]) for p in playouts
                               if len(p.winners) == 1])
        report["lines"] = first_seat_by_option([(len(p.final.players), p.final.options.get("balanced", "off"),
                                                 p.winners == (p.final.first,)) for p in playouts]) + report["lines"]
        return report

    def _do_pick(self, state: BrawlState, a: Pick) -> None:
        seat = self.to_act(state)
        p = state.players[seat]
        p.packet.remove(a.card)
        p.hand.append(a.card)
        state.picked[seat] = True
        ops.log(state, f"{p.name} keeps a character.", seat, R_DRAFT)

    def _do_hide(self, state: BrawlState, a: Hide) -> None:
        seat = self.to_act(state)
        p = state.players[seat]
        p.hand.remove(a.card)
        p.battle.append(Fighter(a.card, face_up=False))
        ops.log(state, f"{p.name} puts a character face down on the battle line.", seat, R_BLIND)

    def _do_recruit(self, state: BrawlState, a: Recruit) -> None:
        seat = state.current
        p = state.players[seat]
        cost = stats.recruit_cost(state, seat, a.card)
        state.ap -= cost
        state.recruitment.remove(a.card)
        p.back.append(Fighter(a.card, face_up=True, ready_at=p.turns + 1))
        ops.log(state, f"{p.name} recruits {ops.name(state, a.card)} for {cost} AP to the back line.", seat,
                R_RECRUIT)
        self._met(state, "place")
        ops.refill(state, "recruitment_line")
        resolve.gained(state, seat, a.card)

    def _do_add(self, state: BrawlState, a: Add) -> None:
        seat = state.current
        p = state.players[seat]
        state.ap -= 1
        p.added += 1
        p.hand.remove(a.card)
        p.back.append(Fighter(a.card, face_up=False, ready_at=p.turns + 1))
        ops.log(state, f"{p.name} adds a character face down to the back line for 1 AP.", seat, R_ADD)
        self._met(state, "place")

    def _do_move_up(self, state: BrawlState, a: MoveUp) -> None:
        seat = state.current
        p = state.players[seat]
        _, line, i = ops.locate(state, a.card)
        f = p.back.pop(i)
        self._met(state, "move_up")
        ops.enter_battle(state, seat, f, R_BATTLE)

    def _do_buy(self, state: BrawlState, a: Buy) -> None:
        seat = state.current
        p = state.players[seat]
        cost = stats.buy_cost(state, seat, a.card)
        state.ap -= cost
        state.market.remove(a.card)
        p.pouch.append(Pouched(a.card, p.turns))
        ops.log(state, f"{p.name} buys {ops.name(state, a.card)} for {cost} AP into the pouch.", seat, R_BUY)
        ops.refill(state, "marketplace")

    def _do_play(self, state: BrawlState, a: Play) -> None:
        seat = state.current
        p = state.players[seat]
        card = state.cards[a.card]
        if a.card in p.hand:
            cost = stats.play_cost(state, seat, a.card)
            state.ap -= cost
            p.hand.remove(a.card)
            paid = f"for {cost} AP"
        else:
            p.pouch = [q for q in p.pouch if q.card != a.card]
            paid = "from the pouch"
        if card.type == "event":
            ops.discard(state, a.card)
            ops.log(state, f"{p.name} plays {card.name} {paid}.", seat, R_EVENT)
            state.stack.append(Resolving(seat, a.card, rule=R_EVENT))
        elif card.type == "backup":
            f = ops.fighter(state, a.target)
            if f.backup is not None:
                ops.log(state, f"{ops.name(state, f.backup)} is replaced and discarded.", seat, R_BACKUP)
                ops.discard(state, f.backup)
            f.backup = a.card
            ops.log(state, f"{p.name} attaches {card.name} to {ops.name(state, a.target)} {paid}.", seat, R_BACKUP)
        else:
            line = state.players[a.seat]
            if line.location is not None:
                ops.log(state, f"{ops.name(state, line.location)} is replaced and discarded.", seat, R_LOCATION)
                ops.discard(state, line.location)
            line.location = a.card
            ops.log(state, f"{p.name} lays {card.name} on {line.name}'s battle line {paid}.", seat, R_LOCATION,
                    to=a.seat)

    def _do_wipeout(self, state: BrawlState, a: Wipeout) -> None:
        state.ap -= WIPEOUT_AP
        ops.log(state, f"{state.players[state.current].name} pays {WIPEOUT_AP} AP for a wipeout.", state.current,
                R_WIPEOUT)
        ops.wipeout(state, a.line, state.current, R_WIPEOUT)

    def _do_choose(self, state: BrawlState, a: Choose) -> None:
        resolve.choose(state, a.pick)

    def _do_discard(self, state: BrawlState, a: Discard) -> None:
        pend = state.pending.pop(0)
        p = state.players[pend.seat]
        p.hand.remove(a.card)
        ops.discard(state, a.card)
        ops.log(state, f"{p.name} discards {ops.name(state, a.card)} (hand limit {HAND_LIMIT}).", pend.seat, R_HAND)

    def _do_end_turn(self, state: BrawlState, a: EndTurn) -> None:
        seat = state.current
        p = state.players[seat]
        if state.ap:
            ops.log(state, f"{p.name} ends the turn; {ops.ap_lost(state.ap)}.", seat, R_AP)
        state.ap = 0
        state.ending = True
        state.obligation = None
        if a.draw is not None:
            resolve.draw(state, seat, a.draw, 1, R_BONUS)

    # -- brawls ------------------------------------------------------------------------------------------------------
    def _do_brawl(self, state: BrawlState, a: Brawl) -> None:
        """On Your Turn: Brawl: pay the attacker's AP cost (Gideon's Judges: none), then fight each defender."""
        seat = state.current
        f = ops.fighter(state, a.attacker)
        defenders = HANDLERS["samson"](state, seat, a.attacker, a.defender)
        free = HANDLERS["gideon"](state, seat, a.attacker, a.defender)
        card = state.cards[a.attacker]
        if free:
            state.judges.append(card.name)
            state.judged.append(a.defender)
            paid = "at no AP (Gideon)"
        else:
            cost = stats.brawl_cost(state, seat, a.attacker)
            state.ap -= cost
            paid = f"for {cost} AP"
        f.brawls += 1
        owner = ops.owner_on_battle(state, a.defender)
        ops.log(state, f"{card.name} brawls with {state.players[owner].name}'s {ops.name(state, a.defender)} {paid}.",
                seat, R_BRAWL, to=owner)
        if len(defenders) > 1:
            ops.log(state, "Samson takes on every character of that battle line, one at a time.", seat,
                    "Special Character FAQ: Samson", to=owner)
        state.fight = Fight(seat, a.attacker, list(defenders))

    def brawl_odds(self, state: BrawlState, attacker: int, defender: int) -> tuple[int, int]:
        """(ATK, DEF) of a brawl now: tokens, lasting bonuses, versus, exhaustion."""
        bonus = stats.bonuses(state)
        seat = ops.owner_on_battle(state, attacker)
        atk = stats.attack_of(state, ops.fighter(state, attacker), bonus) + stats.versus(state, seat, attacker,
                                                                                      defender)
        return atk, stats.defence_of(state, ops.fighter(state, defender), bonus)

    def _advance_fight(self, state: BrawlState) -> None:
        fight = state.fight
        if fight.current is None:
            while fight.defenders:
                d = fight.defenders.pop(0)
                owner = ops.owner_on_battle(state, d)
                if owner is not None and owner != fight.seat:
                    fight.current, fight.answered, fight.stopped = d, False, None
                    break
            else:
                self._finish_fight(state)
                return
        d = fight.current
        owner = ops.owner_on_battle(state, d)
        if not fight.answered:
            fight.answered = True
            atk, dfn = self.brawl_odds(state, fight.attacker, d)
            if atk >= dfn and self._answer_cards(state, owner):
                state.revealed = True
                state.pending.append(Pending("answer", owner, prompt=f"{ops.name(state, fight.attacker)} attacks "
                                                                     f"{ops.name(state, d)}"))
                return
        fight.current = None
        if fight.stopped == "attack":
            ops.log(state, f"The attack on {ops.name(state, d)} is stopped.", owner, R_ANSWER, to=fight.seat)
            return
        if owner is None:
            return
        atk, dfn = self.brawl_odds(state, fight.attacker, d)
        if atk >= dfn:
            if fight.stopped == "defeat":
                ops.log(state, f"ATK {atk} against DEF {dfn}: the attack wins, but {ops.name(state, d)} is not "
                               f"defeated.", owner, R_ANSWER, to=fight.seat)
                return
            ops.log(state, f"ATK {atk} against DEF {dfn}: {ops.name(state, d)} is defeated!", fight.seat, R_BRAWL,
                    to=owner)
            fight.won += 1
            ops.leave_play(state, d)
            ops.to_honor_pile(state, fight.seat, d, R_BRAWL, victim=owner)
        else:
            ops.log(state, f"ATK {atk} against DEF {dfn}: the attack on {ops.name(state, d)} fails.", fight.seat,
                    R_BRAWL, to=owner)

    def _finish_fight(self, state: BrawlState) -> None:
        fight = state.fight
        state.fight = None
        f = ops.fighter(state, fight.attacker)
        if f is None:
            return
        if stats.never_exhausted(state, fight.seat, fight.attacker):
            ops.log(state, f"{ops.name(state, fight.attacker)} does not become exhausted.", fight.seat, R_DANIEL)
        elif not f.exhausted:
            f.exhausted = True
            ops.log(state, f"{ops.name(state, fight.attacker)} is exhausted (-1 DEF) until "
                           f"{state.players[fight.seat].name}'s next turn.", fight.seat, R_EXHAUSTED)

    def _do_answer(self, state: BrawlState, a: Answer) -> None:
        pend = state.pending.pop(0)
        p = state.players[pend.seat]
        fight = state.fight
        if a.card is None:
            ops.log(state, f"{p.name} does not answer the attack on {ops.name(state, fight.current)}.", pend.seat,
                    R_ANSWER, to=fight.seat)
            return
        card = state.cards[a.card]
        if a.card in p.hand:
            p.hand.remove(a.card)
        else:
            p.pouch = [q for q in p.pouch if q.card != a.card]
        ops.discard(state, a.card)
        ops.log(state, f"{p.name} answers with {card.name}.", pend.seat, R_ANSWER, to=fight.seat)
        for e in card.effects:
            if e.do == "stop":
                fight.stopped = e.what
        if any(e.do != "stop" for e in card.effects):
            state.stack.append(Resolving(pend.seat, a.card, rule=R_ANSWER, holder=fight.current,
                                         attacker=fight.attacker))

    # -- turn flow -----------------------------------------------------------------------------------------------------
    def _met(self, state: BrawlState, what: str) -> None:
        if state.obligation == what:
            state.obligation = None

    def _settle(self, state: BrawlState) -> None:
        """After every action: effects, the brawl in progress, the draft, the reveal, the end and start of turns."""
        while state.winner is None and not state.pending:
            if state.stack:
                resolve.run(state)
            elif state.fight is not None:
                self._advance_fight(state)
            elif state.phase == "draft":
                if not self._draft_step(state):
                    return
            elif state.phase == "hide":
                if not all(len(p.battle) >= 2 for p in state.players):
                    return
                self._reveal(state)
            elif state.ending:
                if self._hand_limits(state):
                    return
                self._start_turn(state, (state.current + 1) % len(state.players))
            else:
                self._check_obligation(state)
                return

    def _draft_step(self, state: BrawlState) -> bool:
        """Game Setup 4: once everyone has kept one, the packets pass left; the last card is simply kept."""
        if not all(state.picked):
            return False
        n = len(state.players)
        packets = [p.packet for p in state.players]
        if any(packets):
            for seat in range(n):
                state.players[(seat + 1) % n].packet = packets[seat]
            state.revealed = True
            state.draft_round += 1
            ops.log(state, "The packets pass to the left.", None, R_DRAFT)
        if all(len(p.packet) <= 1 for p in state.players):
            for p in state.players:
                p.hand.extend(p.packet)
                p.packet = []
            ops.log(state, "The last card of each packet is kept: the draft is over.", None, R_DRAFT)
            self._after_draft(state)
            return True
        state.picked = [False] * n
        return False

    def _after_draft(self, state: BrawlState) -> None:
        """Game Setup 5: two action cards each; with the balanced start, the last seat in turn order one more."""
        last = self.order(state)[-1] if ops.balanced(state) else None
        for seat in self.order(state):
            for _ in range(DEAL_ACTIONS + (seat == last)):
                inst = ops.take_top(state, "action")
                if inst is not None:
                    state.players[seat].hand.append(inst)
        extra = "" if last is None else f"; {state.players[last].name}, last in turn order, one more (balanced start)"
        ops.log(state, f"Each player is dealt {DEAL_ACTIONS} action cards{extra}.", None, R_DEAL)
        ops.refill(state, "recruitment_line")
        ops.refill(state, "marketplace")
        ops.log(state, "Four characters form the recruitment line and four action cards the marketplace.", None,
                R_LINES)
        state.phase = "hide"

    def _reveal(self, state: BrawlState) -> None:
        """Blind reveal: all face-down characters turn up together; their "When revealed" waits for the owner's
        first turn."""
        for seat in self.order(state):
            p = state.players[seat]
            for f in p.battle:
                f.face_up = True
            p.opening = [f.card for f in p.battle]
            ops.log(state, f"{p.name} reveals {' and '.join(ops.name(state, f.card) for f in p.battle)}.", seat,
                    R_BLIND)
        state.revealed = True
        state.phase = "turn"
        self._start_turn(state, state.first)

    def _start_turn(self, state: BrawlState, seat: int) -> None:
        """On Your Turn: 5 AP (plus lasting bonuses), exhaustion ends, first-turn abilities, obligations."""
        state.ending = False
        state.current = seat
        state.turn += 1
        p = state.players[seat]
        p.turns += 1
        p.added = 0
        state.judges, state.judged = [], []
        state.ap = AP_PER_TURN
        ops.log(state, f"Turn {state.turn}: {p.name} ({p.honor} honor).", seat, R_TURN)
        for f in p.battle:
            f.brawls = 0
            if f.exhausted:
                f.exhausted = False
        for source, amount in stats.turn_ap_bonus(state, seat):
            state.ap += amount
            ops.log(state, f"{ops.name(state, source)}: +{amount} AP ({state.ap}).", seat, R_AP)
        on_line = {f.card for f in p.battle}
        for inst in reversed(p.opening):
            f = ops.fighter(state, inst)
            if inst in on_line and state.cards[inst].trigger == "when_revealed":
                if stats.ability_active(state, seat, f):
                    state.stack.append(Resolving(seat, inst, rule=R_BLIND))
        p.opening = []
        if not p.battle:
            state.obligation = "move_up" if p.back else "place"

    def _check_obligation(self, state: BrawlState) -> None:
        """How to Play: Battle Line: an empty battle line must be filled from the back line; with both lines empty
        a character must be added or recruited. A duty that cannot be met lapses (Rulings of this edition)."""
        p = state.players[state.current]
        if state.obligation == "move_up":
            if p.battle:
                state.obligation = None
            elif not self._move_ups(state, state.current):
                state.obligation = None
                ops.log(state, f"{p.name} has no character able to move up: the duty lapses.", state.current,
                        R_START)
        elif state.obligation == "place":
            if p.battle or p.back:
                state.obligation = None
            elif not (self._adds(state, state.current) or self._recruits(state, state.current)):
                state.obligation = None
                ops.log(state, f"{p.name} can neither add nor recruit a character: the duty lapses.",
                        state.current, R_START)

    def _hand_limits(self, state: BrawlState) -> bool:
        """How to Play: Your Hand: after every turn each player over 8 cards discards down, choosing which."""
        for seat in self.order(state, state.current):
            if len(state.players[seat].hand) > HAND_LIMIT:
                extra = len(state.players[seat].hand) - HAND_LIMIT
                state.pending.append(Pending("discard", seat, prompt=f"discard {ops.cards_of(extra)} "
                                                                     f"(hand limit {HAND_LIMIT})"))
                return True
        for p in state.players:
            p.hand_after_turn = len(p.hand)
        return False

    # -- what a seat may see -------------------------------------------------------------------------------------------
    def view(self, state: BrawlState, seat: int | None) -> BrawlState:
        """A copy for `seat`: other hands, other draft packets, face-down characters and both decks masked as -1
        (HIDDEN); no random generator. Everything else (lines, pouches, honor piles, discard piles, the
        recruitment line, the marketplace, the log) is open to all."""
        v = copy.copy(state)
        v.rng = None
        v.char_deck = [HIDDEN] * len(state.char_deck)
        v.action_deck = [HIDDEN] * len(state.action_deck)
        v.char_discard, v.action_discard = list(state.char_discard), list(state.action_discard)
        v.recruitment, v.market = list(state.recruitment), list(state.market)
        v.pending = [copy.copy(p) for p in state.pending]
        v.stack = [copy.deepcopy(r) for r in state.stack]
        v.fight = copy.deepcopy(state.fight)
        v.picked, v.judges, v.judged = list(state.picked), list(state.judges), list(state.judged)
        v.players = []
        for i, p in enumerate(state.players):
            q = copy.copy(p)
            mine = i == seat
            q.hand = list(p.hand) if mine else [HIDDEN] * len(p.hand)
            q.packet = list(p.packet) if mine else [HIDDEN] * len(p.packet)
            q.battle = [_masked(f, mine) for f in p.battle]
            q.back = [_masked(f, mine) for f in p.back]
            q.pouch = [copy.copy(x) for x in p.pouch]
            q.honor_pile = list(p.honor_pile)
            q.opening = list(p.opening)
            v.players.append(q)
        return v

    def describe(self, state: BrawlState, action) -> str:
        from bible_tabletop.games.brawl.why import describe

        return describe(self, state, action)

    # -- invariants ------------------------------------------------------------------------------------------------------
    def invariants(self, state: BrawlState) -> list[str]:
        from bible_tabletop.games.brawl.why import invariants

        return invariants(self, state)


def _firsts(state: BrawlState, insts) -> list[int]:
    """The first instance of each design in a zone (copies are the same choice)."""
    seen, out = set(), []
    for i in insts:
        name = state.cards[i].name
        if name not in seen:
            seen.add(name)
            out.append(i)
    return out


def _masked(f: Fighter, mine: bool) -> Fighter:
    g = copy.copy(f)
    if not f.face_up and not mine:
        g.card = HIDDEN
    return g


RULES = BrawlRules()
