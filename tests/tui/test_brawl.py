"""Bible Brawl as a person plays it: Pilot presses keys through whole games; the curtain hides every hand."""

import random
import re

from textual.widgets import OptionList, Static

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.screens import Curtain, GameOver


def make_app(players=2, computer=(), seed=5, **options):
    options = {"win": "15", **options}
    config = GameConfig(game="brawl", players=players, computer=list(computer), options=options)
    app = BibleTabletopApp(start=("play", config, seed), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    return app


def hand_text(game) -> str:
    hand = game.query_one("#bw-hand", OptionList)
    return "\n".join(str(hand.get_option_at_index(i).prompt) for i in range(hand.option_count))


def hand_names(game) -> set[str]:
    """The card names the hand widget shows (rows `N [b]Name[/b] ...`, and `✓ Name ...` for kept draft cards)."""
    found = set()
    for line in hand_text(game).splitlines():
        m = re.match(r"^\d+ \[b\](.*?)\[/b\]", line) or re.match(r"^✓ (.*?) \[dim\]", line)
        if m:
            found.add(m.group(1))
    return found


def keys_for(game) -> list[str]:
    """The keys a player presses now: 1 in the draft and the reveal; then move up (f), a winning brawl (b),
    a recruit (r), a character from hand by its number, else end the turn (e) taking the first deck."""
    st = game.session.state
    seat = game.session.to_act
    if st.pending:
        return ["enter"]
    if st.phase in ("draft", "hide"):
        return ["1"]
    legal = game.session.legal()
    kinds = {a.kind for a in legal}
    top = game._choice_actions[0] if game._choice_actions else None  # the highlighted choice
    if top is not None and (top.kind == "move_up" or top.kind == "brawl" and wins(game, top)):
        return ["enter"]  # moves up come first, then winning brawls (the most honor first)
    if "move_up" in kinds:
        return ["f", "enter"]
    if any(a.kind == "brawl" and wins(game, a) for a in legal):
        return ["b", "enter"]
    p = st.players[seat]
    if "recruit" in kinds and len(p.back) + len(p.battle) < 4:
        return ["r", "enter"]
    adds = [a for a in legal if a.kind == "add"]
    if adds and len(p.back) < 2:
        return [str(p.hand.index(adds[0].card) + 1)]
    return ["e", "enter"]


def wins(game, a) -> bool:
    atk, dfn = game.rules.brawl_odds(game.session.state, a.attacker, a.defender)
    return atk >= dfn


async def play_until_over(app, pilot, limit=2500):
    for _ in range(limit):
        if isinstance(app.screen, GameOver):
            return
        if isinstance(app.screen, Curtain):
            await pilot.press("space")
        elif app.game_screen.my_decision():
            await pilot.press(*keys_for(app.game_screen))
        await pilot.pause()


async def test_whole_game_through_the_keyboard_against_a_computer():
    """Seat 1 plays by keys only (1 for the draft and the reveal, f, b, r, number keys, e, Enter); seat 2 is the
    computer; played to 15 honor."""
    app = make_app(computer=[1], seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await play_until_over(app, pilot)
        assert isinstance(app.screen, GameOver)
        session = app.game_screen.session
        assert session.outcome is not None and len(session.outcome.winners) == 1
        assert "wins with" in app.screen.text
        kinds = {s.action.kind for s in session.steps if s.seat == 0}
        assert {"pick", "hide", "brawl", "end_turn"} <= kinds


async def test_two_humans_curtain_never_reveals_a_hand():
    """Hot-seat: at every curtain no card of either hand shows; after it only the acting seat's hand shows, and
    the other seat's face-down characters read as card backs."""
    app = make_app(seed=3)
    reasons = []

    def names(st, seat):
        p = st.players[seat]
        return {st.cards[i].name for i in p.hand + p.packet}

    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.game_screen
        for _ in range(80):
            st = game.session.state
            if st.turn >= 2 and not isinstance(app.screen, Curtain):
                break
            if not isinstance(app.screen, Curtain):
                await pilot.press(*keys_for(game))
                await pilot.pause()
                continue
            reasons.append(app.screen.why)
            assert "(hand hidden)" in hand_text(game) and not hand_names(game)
            assert game.query_one("#bw-choices", OptionList).option_count == 0
            table = str(game.query_one("#bw-opps", Static).render()) + str(game.query_one("#bw-you", Static).render())
            face_down = {st.cards[f.card].name for p in st.players for f in p.battle + p.back if not f.face_up}
            face_up = {st.cards[f.card].name for p in st.players for f in p.battle + p.back if f.face_up}
            assert not any(n in table for n in face_down - face_up)
            await pilot.press("space")
            await pilot.pause()
            seat = game.session.to_act
            shown = hand_names(game)
            mine, theirs = names(st, seat), names(st, 1 - seat)
            assert shown == mine and not shown & (theirs - mine)
            other = str(game.query_one("#bw-opps", Static).render())
            theirs_down = st.players[1 - seat].back + st.players[1 - seat].battle
            hidden = {st.cards[f.card].name for f in theirs_down if not f.face_up}
            assert not any(n in other for n in hidden - face_up)
        assert len(reasons) >= 12
        assert "Draft: pick one of your five." in reasons
        assert any(r.startswith("Draft: pick one of the 4 passed to you") for r in reasons)
        assert any(r.startswith("Blind reveal: put two characters face down") for r in reasons)
        assert any(r.startswith("Your turn") for r in reasons), reasons


def session_at(players=2, computer=(1,), seed=4, turn=1):
    """A game played by computer players up to `turn` (seat 1's decision), for tests that start mid-game."""
    from bible_tabletop.engine.session import Session
    from bible_tabletop.games.brawl.bots import SensibleBot
    from bible_tabletop.games.registry import rules_for

    config = GameConfig(game="brawl", players=players, computer=list(computer), options={"win": "15"})
    session = Session(rules_for("brawl"), config, seed)
    bots = [SensibleBot(seed + s) for s in range(players)]
    st = session.state
    while not (st.phase == "turn" and st.turn >= turn and session.to_act == 0 and not st.pending):
        seat = session.to_act
        session.act(bots[seat].choose(session.rules, st, seat))
        st = session.state
    app = BibleTabletopApp(start=("session", session), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    return app


async def test_answer_goes_to_the_defender_behind_the_curtain():
    """An attack on a human who holds an answer card hands the keyboard over, saying who attacks what; the
    defender answers with the card's number."""
    app = session_at(computer=(), seed=3, turn=3)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, Curtain)
        await pilot.press("space")
        await pilot.pause()
        game = app.game_screen
        st = game.session.state
        # give the defender an answer card and the attacker a sure win
        answer = next(i for i in st.action_deck if st.cards[i].answer)
        st.action_deck.remove(answer)
        st.players[1].hand.append(answer)
        for f in st.players[0].battle:
            f.atk = 20
        if not st.players[1].battle:  # the first round may have swept it (the box allows it)
            from bible_tabletop.games.brawl.state import Fighter

            st.players[1].battle.append(Fighter(st.char_deck.pop()))
        game.redraw()
        await pilot.press("b", "enter")
        await pilot.pause()
        assert isinstance(app.screen, Curtain) and app.screen.player == st.players[1].name
        assert "attacks your" in app.screen.why and app.screen.why.endswith("will you answer?")
        await pilot.press("space")
        await pilot.pause()
        assert st.cards[answer].name in hand_names(game)
        await pilot.press(str(st.players[1].hand.index(answer) + 1))  # answer with the card by its number
        await pilot.pause()
        assert any(e.text == f"{st.players[1].name} answers with {st.cards[answer].name}." for e in st.log)
        assert isinstance(app.screen, Curtain) and app.screen.player == st.players[0].name


async def test_refused_actions_show_the_rules_reason():
    """Keys for things the rules refuse give the engine's reason in a notification, never a crash."""
    app = make_app(computer=[1], seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("9")
        await pilot.pause()
        assert any("no card 9" in n.message for n in app._notifications)
        await pilot.press("e")  # the draft comes first
        await pilot.pause()
        assert any("The draft comes first" in n.message for n in app._notifications)
    app = session_at()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.game_screen
        st = game.session.state
        st.ap = 2
        game.redraw()
        await pilot.press("w")
        await pilot.pause()
        assert any("A wipeout costs 3 AP; you have 2." in n.message for n in app._notifications)
        answer = next(i for i in st.action_deck if st.cards[i].answer)
        st.action_deck.remove(answer)
        st.players[0].hand.append(answer)
        game.redraw()
        await pilot.press(str(len(st.players[0].hand)))
        await pilot.pause()
        assert any("only to answer an attack" in n.message for n in app._notifications)
        for key in ("a", "i", "escape", "p", "m", "r", "b", "f", "0", "x", "u"):
            await pilot.press(key)
            await pilot.pause()
        assert not isinstance(app.screen, GameOver) and app.game_screen is game


async def test_mouse_recruits_adds_and_ends_the_turn():
    """Clicks only: a recruitment-line card narrows the choices to it and a click on the choice recruits it; a
    click on a hand card adds it to the back line; a click on the end-of-turn choice ends the turn."""
    app = session_at(turn=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.game_screen
        st = game.session.state
        st.ap = 5
        first = st.recruitment[0]
        await pilot.click("#bw-lines", offset=(12, 0))
        await pilot.pause()
        choices = game.query_one("#bw-choices", OptionList)
        assert choices.option_count == 1 and st.cards[first].name in str(choices.get_option_at_index(0).prompt)
        await pilot.click("#bw-choices", offset=(3, 1))
        await pilot.pause()
        assert any(f.card == first for f in st.players[0].back)
        hand = st.players[0].hand
        k = next((k for k, i in enumerate(hand) if st.cards[i].kind == "character"), None)
        if k is not None:
            card = hand[k]
            legal = any(a.kind == "add" for a in game.session.legal())
            await pilot.click("#bw-hand", offset=(3, 1 + k))
            await pilot.pause()
            if legal:
                assert any(f.card == card and not f.face_up for f in st.players[0].back)
            else:  # e.g. the back line is full: the rules' reason
                assert any(n.title == "Not allowed" for n in app._notifications)
        turn = st.turn
        end_key = next(k for k in app.screen.query("FooterKey") if k.action == "end_turn")
        await pilot.click(end_key)  # the footer's "End turn": the two ways to end it (which deck to draw from)
        await pilot.pause()
        assert str(choices.get_option_at_index(0).prompt).startswith("End the turn")
        await pilot.click("#bw-choices", offset=(3, 1))
        await pilot.pause()
        assert st.turn > turn or game.session.state.turn > turn


async def test_inspect_shows_a_card_in_full():
    app = make_app(computer=[1], seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.game_screen
        st = game.session.state
        await pilot.press("i")
        await pilot.pause()
        text = str(app.screen.query_one("#bw-cards-text", Static).render())
        first = st.cards[st.players[0].packet[0]]
        assert first.name in text and first.reference in text and "ATK" in text
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is game


async def test_resize_to_small_and_back_does_not_crash():
    app = make_app(players=5, computer=[1, 2, 3, 4])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for size in ((80, 24), (60, 20), (120, 40)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
        assert app.screen.query_one("#bw-opps")


async def test_no_brawl_key_gives_the_rules_reason_in_the_first_round():
    """`b` with no brawl possible asks the rules why: with the balanced start, the first round's protection."""
    import random

    from bible_tabletop.engine.game import GameConfig
    from bible_tabletop.tui.app import BibleTabletopApp

    config = GameConfig(game="brawl", players=3, computer=[1, 2], options={"first": "1", "balanced": "on"})
    app = BibleTabletopApp(start=("play", config, 4), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause(0.2)
        for _ in range(7):  # draft five, hide two
            await pilot.press("1")
            await pilot.pause(0.1)
        await pilot.pause(0.3)
        screen = app.screen
        said = []
        screen.notify = lambda message, **kw: said.append(message)
        await pilot.press("b")
        await pilot.pause()
        assert said and "cannot be attacked before" in said[0] and "first round" in said[0]
