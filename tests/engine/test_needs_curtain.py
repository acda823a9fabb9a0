"""Privacy per position (Engine 2, issue 10; issue 20 "the curtain by default"): for the position, the seat taking
the keyboard and who saw the screen last, whether the hand-over curtain must go up (engine/curtain.py: their views
differ, unless the game says otherwise); checked over every position of seeded random games of each game."""

from __future__ import annotations

import pytest

from bible_tabletop.engine.bots import RandomBot
from bible_tabletop.engine.curtain import needs_curtain, views_differ
from bible_tabletop.engine.decision import deciding
from bible_tabletop.engine.digest import digest
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.registry import rules_for

GAMES = 3  # seeded games a player count
MAX_ACTIONS = 300  # actions played at most a game
EVERY = 4  # one position looked at in this many (comparing every seat's view is dear), from a seeded offset


def positions(game: str, options: dict | None = None, every: int = EVERY):
    """One position in `every` of seeded random games, 2 players up to the game's most."""
    rules = rules_for(game)
    for players in range(rules.min_players, rules.max_players + 1):
        for seed in range(GAMES):
            config = GameConfig(game=game, players=players, options=options or {})
            state = rules.setup(config, seed)
            bot = RandomBot(seed)
            for step in range(MAX_ACTIONS):
                if step % every == seed % every:
                    yield rules, state
                if rules.outcome(state) is not None:
                    break
                rules.apply(state, bot.choose(rules, state, deciding(rules.decision(state))))


@pytest.mark.parametrize("game", ["barbarians", "brawl"])
def test_hidden_hands_need_the_curtain_at_every_position(game):
    """Bar Barians and Bible Brawl: every hand (and Brawl's draft packets) is hidden from the other seats, so handing
    the keyboard to the seat deciding in any position needs the curtain, whoever saw the screen last (in Bar
    Barians, unless neither of the two holds a card: then nothing is hidden between them)."""
    seen = 0
    for rules, state in positions(game):
        players = len(getattr(state, "fighters", None) or state.players)
        if rules.outcome(state) is not None:
            continue
        seat = deciding(rules.decision(state))
        empty = [not f.hand for f in state.fighters] if game == "barbarians" else [False] * players
        assert all(needs_curtain(rules, state, seat, (last,)) for last in range(players)
                   if last != seat and not (empty[seat] and empty[last]))
        seen += 1
    assert seen > 500


@pytest.mark.parametrize("answering", ["spoken", "typed"])
def test_tribond_never_needs_the_curtain_because_every_seat_sees_the_same(answering):
    """TriBond: the answer and the unread clues are hidden from the whole table alike, so no seat ever sees what
    another may not: every seat's view of a position is the same, and no hand-over needs the curtain."""
    phases = set()
    for rules, state in positions("tribond", {"answering": answering, "paths": "1"}, every=3 * EVERY):
        views = {digest(rules.view(state, seat)) for seat in range(state.players)}
        assert len(views) == 1, state.phase
        assert not any(needs_curtain(rules, state, seat, range(state.players)) for seat in range(state.players))
        phases.add(state.phase)
    assert {"roll", "clue", "move", "race", "race_answer"} | ({"verdict"} if answering == "typed" else set()) <= phases


@pytest.mark.parametrize("game", ["barbarians", "brawl", "tribond"])
def test_by_default_the_curtain_goes_up_exactly_when_the_two_views_differ(game):
    """Issue 20, the curtain by default: a game without a hook of its own needs the curtain exactly when the seat
    taking the keyboard sees the position otherwise than the one who saw the screen last, and never for the seat
    that saw it itself."""
    both = set()
    for rules, state in positions(game):
        if rules.outcome(state) is not None:
            continue
        assert getattr(rules, "needs_curtain", None) is None
        seat = deciding(rules.decision(state))
        assert not needs_curtain(rules, state, seat, (seat,))
        for last in range(state.players if game == "tribond" else len(getattr(state, "fighters", None) or
                                                                          state.players)):
            differ = views_differ(rules, state, seat, last)
            assert needs_curtain(rules, state, seat, (last,)) == differ
            both.add(differ)
    assert both == ({False} if game == "tribond" else {True, False})
