"""The small moves the rules are made of: draw (with reshuffles), refill the lines, find a character, take a
character out of play, ask a choice, honor and the end of the game."""

from __future__ import annotations

from bible_tabletop.engine.flow import Pending
from bible_tabletop.engine.log import say
from bible_tabletop.games.brawl.rules.state import LINE_SIZE, BrawlState, Fighter, Player, Pouched

R_SETUP = "Game Setup"
R_RECRUIT_LINE = "How to Play: Recruitment Line"
R_MARKET = "How to Play: Marketplace"
R_RESHUFFLE = "Rulings: Turn: empty decks"
R_HONOR = "How to Play: Honor Pile"
R_WIN = "Objective"


def name(state: BrawlState, inst: int) -> str:
    return state.cards[inst].name


def is_character(state: BrawlState, inst: int) -> bool:
    return state.cards[inst].kind == "character"


def balanced(state: BrawlState) -> bool:
    """The "balanced start" setup option: the last seat's third action card and the protected first round."""
    return state.options.get("balanced") == "on"


def order(state: BrawlState, start: int | None = None) -> list[int]:
    """Seats in turn order (to the left) from `start` (default: the first player)."""
    n = len(state.players)
    start = state.first if start is None else start
    return [(start + k) % n for k in range(n)]


def ripe(p: Player, q: Pouched) -> bool:
    """How to Play: Pouch: a bought card is played from its buyer's next turn on, never in between."""
    return q.bought_in < p.turns


def firsts(state: BrawlState, insts) -> list[int]:
    """The first instance of each design among `insts` (copies of one design in one place are one choice)."""
    seen, out = set(), []
    for i in insts:
        name = state.cards[i].name
        if name not in seen:
            seen.add(name)
            out.append(i)
    return out


def answering(state: BrawlState) -> int | None:
    """The seat whose answer to an attack is awaited, or None."""
    return state.fight.answers.responder if state.fight is not None else None


def choice_label(state: BrawlState) -> str:
    """What the choice awaited picks: a character (ally, enemy, keep), a seat (opponent, line) or a card."""
    pend = state.pending.now
    return pend.details["label"] if pend is not None and pend.kind == "choose" else "card"


def ask_choice(state: BrawlState, seat: int, options: list[int], label: str, prompt: str) -> None:
    """An effect waits for `seat` to choose one of `options`: a character (label ally, enemy, keep), a seat
    (opponent, line) or a card (card)."""
    state.pending.ask(Pending("choose", (seat,), prompt, details={"options": list(options), "label": label}))


# -- decks ---------------------------------------------------------------------------------------------------------

def piles(state: BrawlState, kind: str) -> tuple[list[int], list[int]]:
    """(deck, discard pile) of 'character' or 'action'."""
    if kind == "character":
        return state.char_deck, state.char_discard
    return state.action_deck, state.action_discard


def can_draw(state: BrawlState, kind: str) -> bool:
    deck, discard = piles(state, kind)
    return bool(deck or discard)


def take_top(state: BrawlState, kind: str) -> int | None:
    """The top card of a deck; an empty deck first takes its discard pile, shuffled (Rulings: empty decks)."""
    deck, discard = piles(state, kind)
    if not deck:
        if not discard:
            return None
        deck.extend(discard)
        discard.clear()
        state.rng.shuffle(deck)
        say(state, f"The {kind} deck is empty: its discard pile is shuffled into a new deck.", None, R_RESHUFFLE)
    state.revealed = True
    return deck.pop()


def discard(state: BrawlState, inst: int) -> None:
    """To the discard pile of the card's kind."""
    (state.char_discard if is_character(state, inst) else state.action_discard).append(inst)


def refill(state: BrawlState, which: str) -> None:
    """A taken card is replaced at once (Game Setup 6: recruitment line and marketplace)."""
    line = state.recruitment if which == "recruitment_line" else state.market
    kind = "character" if which == "recruitment_line" else "action"
    while len(line) < LINE_SIZE:
        inst = take_top(state, kind)
        if inst is None:
            break
        line.append(inst)


def wipeout(state: BrawlState, which: str, seat: int, rule: str) -> None:
    """Discard the whole line and deal four new cards."""
    line = state.recruitment if which == "recruitment_line" else state.market
    for inst in line:
        discard(state, inst)
    line.clear()
    refill(state, which)
    what = "recruitment line" if which == "recruitment_line" else "marketplace"
    say(state, f"The {what} is wiped out: {', '.join(name(state, i) for i in line) or 'no cards left'}.", seat,
        rule)


# -- where characters are ----------------------------------------------------------------------------------------

def locate(state: BrawlState, inst: int) -> tuple[int, str, int] | None:
    """(seat, 'battle' or 'back', index) of a character in play, or None."""
    for seat, p in enumerate(state.players):
        for i, f in enumerate(p.battle):
            if f.card == inst:
                return seat, "battle", i
        for i, f in enumerate(p.back):
            if f.card == inst:
                return seat, "back", i
    return None


def fighter(state: BrawlState, inst: int) -> Fighter | None:
    where = locate(state, inst)
    if where is None:
        return None
    seat, line, i = where
    return getattr(state.players[seat], line)[i]


def owner_on_battle(state: BrawlState, inst: int) -> int | None:
    """The seat whose battle line holds `inst`, or None."""
    for seat, p in enumerate(state.players):
        if any(f.card == inst for f in p.battle):
            return seat
    return None


def leave_play(state: BrawlState, inst: int) -> tuple[int, Fighter]:
    """Take a character off its line: tokens go, its Backup goes to the discard pile. Returns (owner, fighter)."""
    seat, line, i = locate(state, inst)
    f = getattr(state.players[seat], line).pop(i)
    if f.backup is not None:
        discard(state, f.backup)
        f.backup = None
    return seat, f


# -- honor --------------------------------------------------------------------------------------------------------

def to_honor_pile(state: BrawlState, seat: int, inst: int, victim: int | None = None) -> None:
    """A defeated character (of seat `victim`) goes to the honor pile of `seat` (the log cites the Honor Pile, whatever
    defeated it); the game ends the moment the win amount is reached."""
    p = state.players[seat]
    p.honor_pile.append(inst)
    p.honor += state.cards[inst].honor
    say(state, f"{name(state, inst)} goes to {p.name}'s honor pile: {p.honor} honor.", seat, R_HONOR, to=victim)
    if state.winner is None and p.honor >= state.win:
        state.winner = seat
        state.phase = "over"
        state.pending.clear()
        state.stack.clear()
        state.fight = None
        say(state, f"{p.name} reaches {p.honor} honor (of {state.win}) and wins!", seat, R_WIN)


def cards_of(n: int, word: str = "card") -> str:
    """'a card', 'an action card', '3 cards'."""
    if n == 1:
        return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"
    return f"{n} {word}s"


def ap_lost(n: int) -> str:
    """'1 unused AP is lost', '3 unused AP are lost'."""
    return f"{n} unused AP {'is' if n == 1 else 'are'} lost"


# -- entering the battle line --------------------------------------------------------------------------------------

def enter_battle(state: BrawlState, seat: int, f: Fighter, rule: str, index: int | None = None,
                 how: str = "moves up to") -> None:
    """A character enters `seat`'s battle line face up; a face-down one is revealed; its "When revealed"
    ability is queued to act (Rulings: Turn: abilities work only on the battle line)."""
    from bible_tabletop.games.brawl.rules.state import Resolving
    from bible_tabletop.games.brawl.rules.stats import ability_active

    p = state.players[seat]
    if not f.face_up:
        f.face_up = True
        state.revealed = True
    f.ready_at = 0
    if index is None:
        p.battle.append(f)
    else:
        p.battle.insert(index, f)
    card = state.cards[f.card]
    say(state, f"{card.name} {how} {p.name}'s battle line.", seat, rule)
    if card.trigger == "when_revealed":
        if ability_active(state, seat, f):
            state.stack.append(Resolving(seat, f.card, rule="Character Cards: Abilities (When revealed)"))
        else:
            say(state, f"{card.name}'s ability needs a {card.needs} beside it and does nothing.", seat,
                "Character Cards: Abilities")
