"""The app as a person uses it: Pilot presses keys through whole games; the curtain hides hands."""

import random

from textual.widgets import OptionList

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.worked import forget
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.screens import Curtain, GameOver
from tests.tui.waiting import until, while_computers_move


def make_app(players=2, computer=(), seed=5, **options):
    config = GameConfig(game="barbarians", players=players, computer=list(computer), options=options)
    app = BibleTabletopApp(start=("play", config, seed), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    return app


def hand_text(app) -> str:
    hand = app.screen.query_one("#hand", OptionList)
    return "\n".join(str(hand.get_option_at_index(i).prompt) for i in range(hand.option_count))


async def test_whole_game_through_the_keyboard_against_a_computer():
    """Seat 1 plays by keys only (cards by number, Enter on a choice, b, e); seat 2 is the computer."""
    app = make_app(computer=[1], seed=8)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        keys = ["1", "enter", "2", "enter", "b", "3", "enter", "enter", "e"]
        k = 0
        for _ in range(3000):
            if isinstance(app.screen, GameOver):
                break
            await pilot.press(keys[k % len(keys)])
            k += 1
            await pilot.pause()
            await while_computers_move(pilot, app)
        assert isinstance(app.screen, GameOver)
        assert "last one standing" in str(app.screen.text) or "draw" in str(app.screen.text)
        session = app.game_screen.session
        assert session.outcome is not None and len(session.steps) > 10


async def test_curtain_between_two_humans_never_shows_the_other_hand():
    """Hot-seat: the curtain names the next player and the hand is cleared before it goes up."""
    app = make_app(players=2, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, Curtain) and app.screen.player == "Barbie"
        game = app.game_screen
        assert "(hand hidden)" in hand_text_of(game)
        await pilot.press("space")
        await pilot.pause()
        state = game.session.state
        barbie = {state.cards[i].name for i in state.fighters[0].hand}
        assert any(name in hand_text_of(game) for name in barbie)
        await pilot.press("enter")  # Barbie places her standee; Brewen decides next
        await pilot.pause()
        assert isinstance(app.screen, Curtain) and app.screen.player == "Brewen"
        shown = hand_text_of(game)
        assert "(hand hidden)" in shown
        assert all(state.cards[i].name not in shown for i in state.fighters[0].hand
                   if state.cards[i].name not in {state.cards[j].name for j in state.fighters[1].hand})
        await pilot.press("x")
        await pilot.pause()
        assert not isinstance(app.screen, Curtain)
        assert "Brewen's hand" in game.query_one("#hand", OptionList).border_title


async def test_a_refusal_for_one_player_is_gone_when_the_next_one_s_curtain_goes_up():
    """Hot-seat: the notice refusing Barbie's stray key is not left over Brewen's curtain."""
    app = make_app(players=2, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("space")  # Barbie at the keyboard
        await pilot.press("9")  # no ninth choice
        await pilot.pause()
        assert any("9" in n.message for n in app._notifications), [n.message for n in app._notifications]
        await pilot.press("enter")  # Barbie places her standee; Brewen decides next
        await pilot.pause()
        assert isinstance(app.screen, Curtain) and app.screen.player == "Brewen"
        assert not list(app._notifications)


def hand_text_of(game) -> str:
    hand = game.query_one("#hand", OptionList)
    return "\n".join(str(hand.get_option_at_index(i).prompt) for i in range(hand.option_count))


async def test_defence_decision_goes_to_the_target_behind_the_curtain():
    """An attack on a human who holds a Defence card hands the keyboard over for the answer."""
    app = make_app(players=2, seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.game_screen
        st = game.session.state
        for _ in range(2):  # both place at the Tables
            await pilot.press("space")
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
        duck = next(i for i, c in enumerate(st.cards) if c.kind == "defence" and i in st.deck)
        fist = next(i for i, c in enumerate(st.cards) if c.id == "broken_bottle" and i in st.deck)
        slap = next(i for i, c in enumerate(st.cards) if c.id == "dragons_fist" and i in st.deck)
        st.deck.remove(duck), st.deck.remove(slap), st.deck.remove(fist)
        st.deck.extend(st.fighters[1].hand[:1] + st.fighters[0].hand[:1])
        st.fighters[1].hand[0] = duck
        st.fighters[0].hand[0] = slap
        forget(st)
        game.redraw()
        await pilot.press("1")  # Dragon's Fist: only one target, played at once
        await pilot.pause()
        assert isinstance(app.screen, Curtain) and app.screen.player == "Brewen"
        assert "attacks you" in app.screen.why
        await pilot.press("space")
        await pilot.pause()
        assert "Brewen's hand" in game.query_one("#hand", OptionList).border_title
        await pilot.press("enter")  # first choice: no defence
        await pilot.pause()
        assert isinstance(app.screen, Curtain) and app.screen.player == "Barbie"


async def test_an_illegal_choice_shows_the_reason():
    """Pressing a key for something the rules refuse gives the engine's reason, no crash."""
    app = make_app(players=2, computer=[1], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("9")
        await pilot.pause()
        assert any("no card 9" in n.message for n in app._notifications)
        await pilot.press("enter")  # place; the computer places; then it is our turn
        session = app.game_screen.session
        await until(pilot, lambda: session.state.phase == "turn" and session.to_act == 0, "our first turn")
        await pilot.press("w")
        await pilot.pause()
        assert any("Winy" in n.message for n in app._notifications)


async def test_demo_plays_itself_and_a_visitor_can_take_a_seat():
    app = BibleTabletopApp(start=("demo", "barbarians", 3, 7), seeds=random.Random(1))
    app.computer_delay_cap = 0.1
    async with app.run_test(size=(100, 30)) as pilot:
        game = app.game_screen
        await until(pilot, lambda: game.session.steps, "the demo's first move")
        assert game.demo and len(game.session.steps) > 0
        await pilot.press("t", "2")
        await pilot.pause()
        assert 1 not in game.computer
        await pilot.press("t", "2")
        await pilot.pause()
        assert 1 in game.computer


async def test_menu_setup_and_start():
    app = BibleTabletopApp(seeds=random.Random(1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, Curtain)


async def test_resize_to_small_and_back_does_not_crash():
    app = make_app(computer=[1])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for size in ((80, 24), (60, 20), (120, 40)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
        assert app.screen.query_one("#inn")


async def test_resume_opens_the_saved_position(tmp_path):
    """`bible-tabletop resume` hands the loaded session to the app, which opens it where it was left."""
    from bible_tabletop.engine.session import Session
    from bible_tabletop.games.barbarians.rules.actions import Breather, Place
    from bible_tabletop.games.registry import rules_for

    path = tmp_path / "game.json"
    played = Session(rules_for("barbarians"), GameConfig(game="barbarians", players=2, computer=[1]), 4,
                     autosave=path)
    played.act(Place(area=0))
    played.act(Place(area=0))
    played.act(Breather())
    app = BibleTabletopApp(start=("session", Session.load(path)), seeds=random.Random(1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.game_screen.session.state.actions_left == 2
        assert "2/3 actions" in str(app.game_screen.query_one("#status").render())


# -- The Bar Barians screen (issue 9): seats, the die and the blows, 80x24, names holding markup --------------------

MARKUP_NAMES = ["[red]", "[/b]", "[link=x]y[/link]", "[@click=app.quit]x[/]"]


def make_named_app(names, players=2, computer=(1,), seed=5, **options):
    config = GameConfig(game="barbarians", players=players, names=names, computer=list(computer), options=options)
    app = BibleTabletopApp(start=("play", config, seed), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    return app


def area_text(game, area: int) -> str:
    return game.query_one(f"#area-{area}").render().plain


def status_text(game) -> str:
    return game.query_one("#status").render().plain


async def place_all_at_the_tables(pilot, app):
    """Enter on 'Place at Tables' for every human seat (the curtain, when one goes up, is lifted first)."""
    for _ in range(12):
        if app.game_screen.session.state.phase == "turn":
            return
        if isinstance(app.screen, Curtain):
            await pilot.press("space")
        else:
            await pilot.press("enter")
        await pilot.pause()


async def test_bar_barians_each_seat_shows_its_character_and_skill():
    """Issue 9: a named seat shows 'Ann — Barbie' in its area, and its skill when skills are on."""
    app = make_named_app(["Ann", "Bo"], skills="on")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await place_all_at_the_tables(pilot, app)
        game = app.game_screen
        tables = area_text(game, 0)
        assert "Ann — Barbie" in tables and "Bo — Brewen" in tables
        assert "skill: 1-damage Attacks deal 2" in tables and "skill: at most 3 damage a turn" in tables
        assert "Takes at most 3 damage" in game.query_one("#area-0").tooltip.plain
        assert "skill: 1-damage Attacks deal 2" in str(game.query_one("#hand", OptionList).border_subtitle)


async def test_bar_barians_no_skill_shown_when_skills_are_off():
    app = make_named_app(["Ann", "Bo"])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await place_all_at_the_tables(pilot, app)
        tables = area_text(app.game_screen, 0)
        assert "Ann — Barbie" in tables and "skill" not in tables


async def test_bar_barians_the_die_and_the_blow_are_shown_by_the_board():
    """Issue 9: after an attack the status under the inn shows the die face, the result and who lost what."""
    app = make_named_app([], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await place_all_at_the_tables(pilot, app)
        game = app.game_screen
        st = game.session.state
        fist = next(i for i, c in enumerate(st.cards) if c.id == "dragons_fist" and i in st.deck)
        st.deck.remove(fist)
        st.deck.append(st.fighters[0].hand[0])
        st.fighters[0].hand[0] = fist
        st.deck.extend(i for i in st.fighters[1].hand if st.cards[i].kind == "defence")
        st.fighters[1].hand = [i for i in st.fighters[1].hand if st.cards[i].kind != "defence"]
        st.rng.randint = lambda a, b: 6
        forget(st)  # the position was edited by hand: what was worked out of it no longer holds
        game.redraw()
        await pilot.press("1")  # Dragon's Fist on Brewen, the only target: a Heavy Blow, 2 + 1
        await pilot.pause()
        shown = status_text(game)
        assert "⚅ 6" in shown and "Heavy Blow" in shown and "→ Brewen −3" in shown
        assert any(e.text == "Barbie's Dragon's Fist hits Brewen for 3 (9 HP left)." for e in st.log)


async def test_bar_barians_at_80x24_every_choice_keeps_its_target_and_fits():
    """Issue 9: with long names at 80x24 each choice fits one line and still ends with its whole target; the
    footer shows the keys of play."""
    names = ["Bartholomew", "Maximilian", "Evangeline", "Christopher"]
    app = make_named_app(names, players=4, computer=(1, 2, 3), seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await place_all_at_the_tables(pilot, app)
        game = app.game_screen
        await until(pilot, lambda: app.screen is game and game.my_decision(), "our first turn")
        choices = game.query_one("#choices", OptionList)
        width = choices.scrollable_content_region.width
        prompts = [str(choices.get_option_at_index(i).prompt) for i in range(choices.option_count)]
        plays = [(a, p) for a, p in zip(game._choice_actions, prompts) if a.kind == "play" and a.target is not None]
        assert plays and all(len(p) <= width for p in prompts)
        assert all(p.endswith(names[a.target]) for a, p in plays)
        shown = {k.key for k in app.screen.query("FooterKey") if k.region.right <= 80 and k.region.width}
        assert {"b", "e", "m", "question_mark"} <= shown


async def test_bar_barians_names_holding_markup_show_as_typed_for_a_few_turns():
    """Issue 9: names like '[red]' or '[@click=app.quit]x[/]' never crash the screen and show as typed."""
    app = make_named_app(MARKUP_NAMES, players=4, computer=(2, 3), seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.game_screen
        keys = ["space", "1", "enter", "b", "enter", "e", "enter"]
        for k in range(120):
            if game.session.state.turn >= 6 or isinstance(app.screen, GameOver):
                break
            await pilot.press(keys[k % len(keys)])
            await pilot.pause()
        assert app.is_running and game.session.state.turn >= 6
        if isinstance(app.screen, Curtain):
            assert app.screen.why.startswith("Your turn") or "attacks you" in app.screen.why
            await pilot.press("space")
            await pilot.pause()
        board = "\n".join(area_text(game, a) for a in range(4)) + status_text(game)
        assert any(name in board for name in MARKUP_NAMES)
        hand = game.query_one("#hand", OptionList)
        seat = game.shown_seat
        assert hand.border_title is None or seat is None or MARKUP_NAMES[seat] in hand.render_str(hand.border_title).plain


def give(st, seat: int, slot: int, card_id: str) -> None:
    """Put a card of `card_id` from the deck or another hand into slot `slot` of `seat`'s hand (the two swap)."""
    for pile in [st.deck] + [f.hand for s, f in enumerate(st.fighters) if s != seat]:
        card = next((i for i in pile if st.cards[i].id == card_id), None)
        if card is not None:
            pile[pile.index(card)] = st.fighters[seat].hand[slot]
            st.fighters[seat].hand[slot] = card
            return
    raise AssertionError(f"no {card_id} to give")


async def test_bar_barians_at_80x24_a_hand_row_is_cut_only_when_it_has_no_room():
    """Issue 9 (names and words cut only when there is truly no room): at 80x24 a hand of five needs no scroll
    bar, so 'Knee to the Gut VIO 1 dmg, die +1, drop 1' shows whole; a row too long loses its end, never its
    middle; an Event's effect that only repeats its name is not written twice."""
    from rich.cells import cell_len

    app = make_named_app(["Ann", "Bo"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await place_all_at_the_tables(pilot, app)
        game = app.game_screen
        st = game.session.state
        give(st, 0, 0, "knee_to_the_gut")
        give(st, 0, 1, "round_on_the_house")
        forget(st)  # the position was edited by hand: what was worked out of it no longer holds
        game.redraw()
        await pilot.pause()
        rows = hand_text(app).splitlines()
        hand = game.query_one("#hand", OptionList)
        assert len(rows) == 5 and not hand.show_vertical_scrollbar
        assert rows[0] == "1 Knee to the Gut VIO 1 dmg, die +1, drop 1"
        assert rows[1] == "2 Round on the House EVT"
        assert all(cell_len(r) <= hand.scrollable_content_region.width for r in rows)
        assert game._hand_row(st.cards[st.fighters[0].hand[0]], 0, 30).plain == "1 Knee to the Gut VIO 1 dmg, …"


async def test_bar_barians_at_80x24_the_defence_prompt_shows_in_full():
    """Issue 9, 80x24: the defender's prompt (who attacks with what, the roll, answer or take it) is not cut."""
    app = make_named_app(["Ann", "Bartholomew"], computer=(), seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await place_all_at_the_tables(pilot, app)
        game = app.game_screen
        if isinstance(app.screen, Curtain):
            await pilot.press("space")
            await pilot.pause()
        st = game.session.state
        give(st, 0, 0, "dragons_fist")
        give(st, 1, 0, "duck")
        forget(st)  # the position was edited by hand: what was worked out of it no longer holds
        game.redraw()
        await pilot.press("1")  # Dragon's Fist on Bartholomew, the only target
        await pilot.pause()
        assert isinstance(app.screen, Curtain) and "will you play a Defence card?" in app.screen.why
        await pilot.press("space")
        await until(pilot, lambda: app.screen is game, "the curtain to lift")
        await pilot.pause()
        assert game.session.decision.kind == "defence"
        prompt = game.query_one("#prompt")
        lines = prompt.render_lines(prompt.region.reset_offset)
        shown = " ".join(" ".join(s.text for s in lines).split())
        assert shown == "Bartholomew: Ann's Dragon's Fist rolled 5: play a Defence card, or take it", shown


async def test_bar_barians_a_knock_out_is_shown_where_the_eye_is():
    """Issue 9 (say what just happened where the eye is): a K.O. shows in the strip above the board and under the
    inn ('→ Brewen K.O.!'), and the status lists who is out; Brewen's area no longer shows him."""
    from bible_tabletop.tui.news import NewsStrip

    app = make_named_app([], players=3, computer=(1, 2), seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await place_all_at_the_tables(pilot, app)
        game = app.game_screen
        st = game.session.state
        give(st, 0, 0, "dragons_fist")
        for f in st.fighters[1:]:
            st.deck.extend(i for i in f.hand if st.cards[i].kind == "defence")
            f.hand = [i for i in f.hand if st.cards[i].kind != "defence"]
        st.fighters[1].hp = 1
        st.rng.randint = lambda a, b: 5
        forget(st)  # the position was edited by hand: what was worked out of it no longer holds
        game.redraw()
        await pilot.press("1")
        await pilot.pause()
        if game._choice_actions and game.session.decision.kind == "turn" and st.fighters[1].hp > 0:
            target = next(a for a in game._choice_actions if getattr(a, "target", None) == 1)
            game.choose(target)
            await pilot.pause()
        assert st.fighters[1].out
        news = str(game.query_one("#news", NewsStrip).render())
        assert "K.O.! Barbie's Dragon's Fist knocks out Brewen." in " ".join(news.split())
        status = status_text(game)
        assert "K.O.: Brewen" in status and "Brewen K.O.!" in status
        assert "Brewen" not in area_text(game, 0)


async def test_bar_barians_help_lists_winy_s_key_only_where_her_skill_plays():
    """Issue 9 (`?` lists the keys that matter): `w` (Winy's skill) is in `?` only with skills on and Winy at the
    table; elsewhere the key says it does nothing."""
    from bible_tabletop.tui.keys import help_entries

    for players, skills, listed in ((2, "on", False), (3, "off", False), (3, "on", True)):
        app = make_named_app([], players=players, computer=tuple(range(1, players)), seed=3, skills=skills)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            game = app.game_screen
            keys = {k for k, _ in help_entries(game, game.keys_help())}
            assert ("w" in keys) == listed, (players, skills)
