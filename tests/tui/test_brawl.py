"""Bible Brawl as a person plays it: Pilot presses keys through whole games; the curtain hides every hand."""

import random
import re

from textual.widgets import OptionList, Static

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.worked import forget
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.screens import Curtain, GameOver
from tests.tui.waiting import until, while_computers_move


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
        await while_computers_move(pilot, app)
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


def session_at(players=2, computer=(1,), seed=4, turn=1, names=(), win="15"):
    """A game played by computer players up to `turn` (seat 1's decision), for tests that start mid-game."""
    from bible_tabletop.engine.session import Session
    from bible_tabletop.games.brawl.rules.bots import SensibleBot
    from bible_tabletop.games.registry import rules_for

    config = GameConfig(game="brawl", players=players, names=list(names), computer=list(computer),
                        options={"win": win})
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
            from bible_tabletop.games.brawl.rules.state import Fighter

            st.players[1].battle.append(Fighter(st.char_deck.pop()))
        forget(st)  # changed by hand: nothing worked out of the position holds
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
        said = f"{st.players[1].name} answers with {st.cards[answer].name}."
        assert any(e.text == said for e in st.log)
        assert isinstance(app.screen, Curtain) and app.screen.player == st.players[0].name
        await pilot.press("space")
        await pilot.pause()
        prompt = str(game.query_one("#bw-prompt", Static).render())
        assert prompt.startswith(f"↩ {said}")  # the attacker sees who answered and with what, above the choices


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
        forget(st)  # changed by hand: nothing worked out of the position holds
        game.redraw()
        await pilot.press("w")
        await pilot.pause()
        assert any("A wipeout costs 3 AP; you have 2." in n.message for n in app._notifications)
        answer = next(i for i in st.action_deck if st.cards[i].answer)
        st.action_deck.remove(answer)
        st.players[0].hand.append(answer)
        forget(st)  # changed by hand: nothing worked out of the position holds
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
        game = app.game_screen
        for _ in range(7):  # draft five, hide two
            await until(pilot, lambda: app.screen is game and game.my_decision(), "our pick")
            await pilot.press("1")
        await until(pilot, lambda: game.session.state.phase == "turn" and game.my_decision(), "our first turn")
        screen = app.screen
        said = []
        screen.notify = lambda message, **kw: said.append(message)
        await pilot.press("b")
        await pilot.pause()
        assert said and "cannot be attacked before" in said[0] and "first round" in said[0]


MARKUP_NAMES = ["[red]Ann", "[/b]Bob", "[link=x]y[/link]", "Dorothea Longname"]


async def test_markup_names_show_as_typed_and_never_crash():
    """Player names that look like markup are shown as typed on the table, in the status and the choices, at
    80x24 and 120x40, while the keyboard plays a few turns (issue 9)."""
    config = GameConfig(game="brawl", players=4, names=MARKUP_NAMES, computer=[1, 2, 3], options={"win": "15"})
    app = BibleTabletopApp(start=("play", config, 5), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.game_screen
        for _ in range(300):
            st = game.session.state
            if st.turn >= 9 or st.winner is not None:
                break
            if game.my_decision():
                await pilot.press(*keys_for(game))
            await while_computers_move(pilot, app)
        assert game.session.state.turn >= 9
        table = str(game.query_one("#bw-opps", Static).render())
        assert "[/b]Bob" in table and "[link=x]y[/link]" in table and "Dorothea Longname" in table
        assert "[red]Ann" in str(game.query_one("#bw-you", Static).render())
        await pilot.press("b")
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert "[/b]Bob" in str(game.query_one("#bw-opps", Static).render())


async def test_choices_keep_cost_and_target_at_80x24():
    """At 80x24 every choice fits its row: names shrink, never the cost, the target's stats or the odds
    (issue 9: no choice loses its cost or target)."""
    from rich.cells import cell_len

    app = session_at(4, (1, 2, 3), seed=4, turn=5, names=MARKUP_NAMES, win="30")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.game_screen
        st = game.session.state
        st.ap = 9
        for f in st.players[0].battle:
            f.brawls = 0
        forget(st)  # changed by hand: nothing worked out of the position holds
        game.redraw()
        for key in ("a", "b", "r", "m"):
            await pilot.press(key)
            await pilot.pause()
            box = game.query_one("#bw-choices", OptionList)
            width = box.scrollable_content_region.width  # beside the scroll bar, when there is one
            assert box.virtual_size.height == box.option_count  # one line a choice
            for i, a in enumerate(game._choice_actions):
                row = str(box.get_option_at_index(i).prompt)
                assert cell_len(row) <= width, (row, width)
                if a.kind == "brawl":
                    atk, dfn = game.rules.brawl_odds(st, a.attacker, a.defender)
                    assert f"AP {atk}v{dfn} " in row and row[-1] in "✓✗", row
                    assert st.cards[a.defender].name[:3] in row
                if a.kind in ("recruit", "buy"):
                    assert "AP" in row and st.cards[a.card].name[:3] in row, row


def test_label_fitting_drops_extras_then_shrinks_names():
    """labels.fit: extras go first, then the owner (cut in the middle, so "Player 2" and "Player 3" stay apart),
    then the longest card names, down to four cells; words that must stay (costs, odds) are never cut."""
    from bible_tabletop.games.brawl.ui import labels

    parts = [("Nebuchadnezzar", "", labels.NAME), (" ⚔ ", "", labels.KEEP), ("Goliath", "", labels.NAME),
             (" (", "", labels.KEEP), ("Dorothea Longname", "", labels.OWNER), (")", "", labels.KEEP),
             (" 4AP 7v7", "", labels.KEEP), (" ✓", "", labels.KEEP), (" Giant", "", labels.EXTRA)]
    assert labels.fit(parts, 200).plain.endswith(" ✓ Giant")
    assert labels.fit(parts, 56).plain == "Nebuchadnezzar ⚔ Goliath (Dorothea Longname) 4AP 7v7 ✓"
    assert labels.fit(parts, 41).plain == "Nebuchadnezzar ⚔ Goliath (Do…e) 4AP 7v7 ✓"
    assert labels.fit(parts, 30).plain == "Nebu… ⚔ Goli… (Do…e) 4AP 7v7 ✓"
    assert labels.fit(parts, 20).plain.endswith(" 4AP 7v7 ✓")  # too narrow for all: the cost and odds stay
    assert (labels.shrink_middle("Player 2", 5), labels.shrink_middle("Player 3", 5)) == ("Pl… 2", "Pl… 3")


async def test_footer_keeps_the_main_keys_and_help_lists_all():
    """80x24: the footer shows end turn, brawls, recruit, market and play within the screen; the rest (inspect,
    move up, wipeout, all) are in `?`."""
    app = session_at(names=["Ann", "Bob"], turn=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: {"e", "b", "r", "m", "p"} <= {k.key for k in app.screen.query("FooterKey")
                                                                  if k.region.width > 0}, "the footer laid out")
        game = app.game_screen
        shown = {k.key: k for k in app.screen.query("FooterKey")}
        assert {"e", "b", "r", "m", "p"} <= set(shown) and "i" not in shown
        assert all(shown[k].region.right <= 80 and shown[k].region.width > 0 for k in "ebrmp")
        helped = {k for k, _ in game.keys_help()}
        assert {"i", "f", "w", "a"} <= helped


TURN_KEYS = {"End turn", "Brawls", "Recruit", "Market", "Play"}


def footer_words(screen) -> set[str]:
    return {k.description for k in screen.query("FooterKey")}


async def test_the_draft_footer_shows_only_the_keys_that_work_in_the_draft():
    """Issue 19, what a table met 7: in the draft the footer listed End turn, Brawls, Recruit, Market and Play,
    which do nothing there. Now it shows them from the first turn on; pressed in the draft anyway, a turn key
    still says why (the rules' reason), never silence."""
    app = make_app(computer=[1], seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: app.game_screen and {"Help", "Menu"} <= footer_words(app.game_screen),
                    "the footer's keys")
        game = app.game_screen
        assert game.session.state.phase == "draft" and game.my_decision()
        assert not footer_words(game) & TURN_KEYS
        assert {"Help", "Menu"} <= footer_words(game)
        said = []
        game.notify = lambda message, **kw: said.append(message)
        await pilot.press("e")
        await pilot.pause()
        assert said and "does nothing here" not in said[0]
        for _ in range(200):  # the draft and the blind reveal by keys, to the first turn of seat 1
            st = game.session.state
            if st.phase == "turn" and game.my_decision() and not st.pending:
                break
            if game.my_decision():
                await pilot.press(*keys_for(game))
            await while_computers_move(pilot, app)
        await pilot.pause()
        assert TURN_KEYS <= footer_words(game)


async def test_eruption_keep_is_asked_on_screen():
    """FAQ 'Eruption' and Rulings of this edition: the player who plays Eruption is asked, on screen, which two of
    the opponents' fallen to keep; the prompt says so and Enter picks the highlighted one."""
    from bible_tabletop.games.brawl.rules.state import Fighter

    app = session_at(seed=6, turn=3, names=["Ann", "Bob"], win="30")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.game_screen
        st = game.session.state
        foe = st.players[1]
        names = {st.cards[f.card].name for f in foe.battle}
        for i in list(reversed(st.char_deck)):
            if len(foe.battle) >= 4:
                break
            if st.cards[i].name not in names:
                names.add(st.cards[i].name)
                st.char_deck.remove(i)
                foe.battle.append(Fighter(i))
        for f in foe.battle:
            f.def_ = -20
        for f in st.players[0].battle:
            f.def_ = 20
        zone = next(z for z in (st.action_deck, st.action_discard, st.market) if any(
            st.cards[i].name == "Eruption" for i in z))
        eruption = next(i for i in zone if st.cards[i].name == "Eruption")
        zone.remove(eruption)
        if zone is st.market:
            st.market.append(st.action_deck.pop())
        st.players[0].hand.append(eruption)
        st.ap = 5
        before = list(st.players[0].honor_pile)
        forget(st)  # changed by hand: nothing worked out of the position holds
        game.redraw()
        await pilot.press(str(st.players[0].hand.index(eruption) + 1))
        await pilot.pause()
        prompt = str(game.query_one("#bw-prompt", Static).render())
        assert "Eruption: choose a fallen character to keep for your honor pile (1 of 2)" in prompt
        rows = game.query_one("#bw-choices", OptionList)
        assert rows.option_count == 4 and str(rows.get_option_at_index(0).prompt).startswith("Keep ")
        first = game._choice_actions[0].pick
        await pilot.press("enter")
        await pilot.pause()
        assert "(2 of 2)" in str(game.query_one("#bw-prompt", Static).render())
        await pilot.press("enter")
        await pilot.pause()
        kept = st.players[0].honor_pile[len(before):]
        assert first in kept and len(kept) == 2 and not foe.battle



async def test_the_status_line_keeps_what_to_do_at_80x24():
    """Issue 9, 80x24: the status line above the table says in full what the draft and the blind reveal ask and
    the target honor (only the deck counts may be cut)."""
    app = make_app(players=2, computer=[1])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.game_screen
        st = game.session.state
        status = game.query_one("#bw-status", Static)
        for phase in ("draft", "hide"):
            st.phase = phase
            forget(st)  # changed by hand: nothing worked out of the position holds
            game.redraw()
            await pilot.pause()
            shown = status.render_lines(status.region.reset_offset)[0].text
            want = "Draft round 1: keep one, pass left · to 15" if phase == "draft" else \
                "Blind reveal: two face down each · to 15"
            assert shown.strip().startswith(want), shown


def test_the_seat_picking_in_the_draft_is_marked_like_a_turn():
    """Issue 9: in the draft the seat that picks now is marked ▶ (not '…You', which reads like a cut name); '…'
    stays for a seat answering in another's turn."""
    from bible_tabletop.engine.session import Session
    from bible_tabletop.games.brawl.ui.tabletext import TableText
    from bible_tabletop.games.registry import rules_for

    session = Session(rules_for("brawl"), GameConfig(game="brawl", players=2, options={"win": "15"}), 5)
    v = session.rules.view(session.state, session.to_act)
    line = TableText(session.to_act).you(v, session.to_act, session.to_act, {}, wide=False)
    assert v.phase == "draft" and line.startswith("▶You: ")
    assert TableText(session.to_act).opponent(v, 1, {}, False, False).startswith(" ")  # not picking: no mark
