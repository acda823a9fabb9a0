"""The screen parts every game shares (tui/choices.py, table.py, deciding.py, dice.py, fit.py) and the rules a
game screen keeps: it draws only from the view, and its refusals are the rules' own (`session.why_not`)."""

from __future__ import annotations

import random
import re
from pathlib import Path

from rich.text import Text
from textual.app import App
from textual.content import Content

from bible_tabletop.engine.decision import Decision, Mode
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.tui import table
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.choices import ChoiceList, HandList, Prompt
from bible_tabletop.tui.dice import dice_line, face
from bible_tabletop.tui.fit import cut_name
from bible_tabletop.tui.screens import Curtain
from tests.tui.waiting import while_computers_move

GAMES = Path(__file__).resolve().parents[2] / "bible_tabletop" / "games"
NAMES = ["Ann", "[red]Bob", "Cy"]


def name(seat: int) -> str:
    return NAMES[seat]


# -- the table prompt ----------------------------------------------------------------------------------------------
def test_a_race_lets_any_of_its_seats_answer_and_says_why_not_to_the_others():
    race = Decision((0, 2), "race", "Race: buzz when you know", Mode.ANY)
    assert table.at_the_table(race)
    assert table.refusal(race, 0, name, set(), "race") is None
    assert table.refusal(race, 2, name, set(), "race") is None
    assert table.refusal(race, 1, name, set(), "race") == "That key is not in this race: the seats in it press z or q."
    assert table.refusal(race, 2, name, {2}, "race") == "Cy is a computer seat."


def test_responses_in_turn_take_only_the_first_seat_and_one_seat_is_no_table_decision():
    each = Decision((1, 0), "response", "Respond in turn", Mode.EACH)
    assert table.refusal(each, 1, name, set(), "response") is None
    assert table.refusal(each, 0, name, set(), "response") == "[red]Bob answers first."
    one = Decision.one(0, "turn", "Ann: your turn")
    assert not table.at_the_table(one) and not table.at_the_table(None)
    assert table.refusal(one, 0, name, set(), "race") == "The seat keys are for a race."
    assert table.refusal(one, 0, name, set(), "race", "buzzers") == "The buzzers are for a race."


def test_the_table_prompt_names_each_seat_with_its_key_and_names_stay_as_typed():
    prompt = table.table_prompt("Race! ", (1, 2), name, {2}, " to buzz")
    assert isinstance(prompt, Text)
    assert prompt.plain == "Race! [red]Bob press m · Cy (computer) to buzz"
    assert [b.key for b in table.table_bindings()] == list(table.SEAT_KEYS)


# -- the dice line and fitting ---------------------------------------------------------------------------------------
def test_the_dice_line_drops_the_modifiers_names_before_cutting_the_roller():
    full = dice_line("Ann", 5, [("Slap", 1)], "Heavy Blow", "bold", [], 80)
    assert full.plain == f"Ann  {face(5)} 5  +1 Slap = 6 Heavy Blow"
    assert dice_line("Ann", 5, [("Slap", 1)], "Heavy Blow", "bold", [], 27).plain == f"Ann  {face(5)} 5  +1 = 6 Heavy Blow"
    assert dice_line("Ann", 5, [("Slap", 1)], "Heavy Blow", "bold", [], 26).plain.startswith("A… ")
    assert cut_name(Content("Player 3"), 6).plain == "Pla… 3"


# -- the choice panel widgets -----------------------------------------------------------------------------------------
class PanelApp(App):
    def compose(self):
        yield Prompt(id="prompt")
        yield ChoiceList(id="choices")
        yield HandList(id="hand")

    def on_mount(self):
        self.chosen, self.picked = [], []

    def on_choice_list_chosen(self, message):
        self.chosen.append(message.value)

    def on_hand_list_picked(self, message):
        self.picked.append(message.value)


async def test_the_choice_list_sends_the_action_and_the_hand_the_card_and_a_hidden_hand_picks_nothing():
    app = PanelApp()
    async with app.run_test(size=(60, 20)) as pilot:
        choices, hand = app.query_one(ChoiceList), app.query_one(HandList)
        choices.offer(["stumble", "breather"], [Text("Stumble"), Text("Breather")])
        assert choices.highlighted == 0 and choices.option_count == 2
        choices.focus()
        await pilot.press("down", "enter")
        await pilot.pause()
        assert app.chosen == ["breather"]
        hand.show(Content("Ann's hand"), [Content("1 Barrel"), Content("2 Slap")], 2)
        hand.focus()
        await pilot.press("down", "enter")
        await pilot.pause()
        assert app.picked == [0]
        hand.hide()
        assert hand.option_count == 1 and hand.get_option_at_index(0).disabled
        assert "(hand hidden)" in str(hand.get_option_at_index(0).prompt)


class SqueezedApp(PanelApp):
    """The choice panel as a game lays it out: the prompt's rows first, the lists share what is left."""

    CSS = "Screen { overflow: hidden; } #prompt { height: 4; } #choices, #hand { height: 1fr; }"


async def test_page_keys_in_a_list_squeezed_to_no_height_do_nothing_and_never_crash():
    """Issue 23 item 7: in a tiny terminal (40x4) the prompt takes every row, the choice list gets none, and
    PageUp/PageDown crashed inside Textual's option list (`KeyError: 0`): now they wait for the room."""
    app = SqueezedApp()
    async with app.run_test(size=(40, 4)) as pilot:
        choices = app.query_one(ChoiceList)
        choices.offer(["a", "b", "c"], [Text("A"), Text("B"), Text("C")])
        choices.focus()
        await pilot.pause()
        assert choices.scrollable_content_region.height == 0
        await pilot.press("pageup", "pagedown", "end", "pagedown", "pageup")
        await pilot.pause()
        assert app.return_code is None and choices.highlighted is not None
        await pilot.resize_terminal(40, 20)  # room again: the page keys page
        await pilot.pause()
        await pilot.press("pageup")
        assert choices.highlighted == 0


async def test_a_panel_redraws_only_what_changed_until_it_forgets():
    app = PanelApp()
    async with app.run_test(size=(60, 20)):
        choices = app.query_one(ChoiceList)
        choices.offer(["a"], [Text("A")])
        first = choices.get_option_at_index(0)
        choices.offer(["a"], [Text("A")])
        assert choices.get_option_at_index(0) is first  # the same rows: the list was not rebuilt
        choices.forget()
        choices.offer(["a"], [Text("A")])
        assert choices.get_option_at_index(0) is not first


def counting(monkeypatch, cls, name: str) -> list:
    """Count the calls of `cls.name` (Textual's own method, under our lists' overrides) from now on."""
    calls, real = [], getattr(cls, name)

    def counted(self, *args):
        calls.append(self)
        return real(self, *args)

    monkeypatch.setattr(cls, name, counted)
    return calls


async def test_a_hand_shown_again_is_not_drawn_again_and_its_rows_still_pick_their_own_card(monkeypatch):
    """Toggling between two hands (`h` in Christianity) draws each hand's rows once: shown again, a row at its
    place reuses its drawn lines (Textual's set_options forgets them), and a click or Enter on it still picks the
    card at that place."""
    from textual.widgets import OptionList

    app = PanelApp()
    ann = [Text(f"{k + 1} Ann's card {k + 1}: a long line of card text that wraps at sixty cells or so") for k in
           range(4)]
    bob = [Text(f"{k + 1} Bob's card {k + 1}") for k in range(3)]
    async with app.run_test(size=(60, 30)) as pilot:
        hand = app.query_one(HandList)
        hand.show(Text("Ann's hand"), ann, 4)
        await pilot.pause()
        hand.show(Text("Bob's hand"), bob, 3)
        await pilot.pause()
        drawn = counting(monkeypatch, OptionList, "_get_option_render")
        hand.show(Text("Ann's hand"), ann, 4)
        await pilot.pause()
        assert "Ann's card 2" in str(hand.get_option_at_index(1).prompt)
        assert [w for w in drawn if w is hand] == []  # every row of Ann's hand came from the lines kept
        third = next(y for y in range(hand.size.height) if "3 Ann's card 3" in hand.render_line(y).text)
        await pilot.click(offset=(hand.content_region.x + 2, hand.content_region.y + third))
        await pilot.pause()
        hand.focus()
        await pilot.press("end", "enter")
        await pilot.pause()
        assert app.picked == [2, 3]


async def test_a_list_draws_its_rows_anew_at_a_new_width():
    """The lines kept are the width's: after a resize every row fits the new width."""
    app = PanelApp()
    async with app.run_test(size=(60, 20)) as pilot:
        hand = app.query_one(HandList)
        hand.show(Text("Hand"), [Text("1 Barrel " * 12)], 1)
        await pilot.pause()
        wide = hand.render_line(0).cell_length
        await pilot.resize_terminal(40, 20)
        await pilot.pause()
        assert hand.render_line(0).cell_length == hand.scrollable_content_region.width < wide


async def test_a_list_works_out_where_its_rows_fall_once_a_drawing(monkeypatch):
    """Textual 8.2 brings the rows' places up to date for every line drawn; our lists do it once a drawing."""
    from textual.geometry import Region
    from textual.widgets import OptionList

    app = PanelApp()
    async with app.run_test(size=(60, 30)) as pilot:
        hand = app.query_one(HandList)
        hand.show(Text("Hand"), [Text(f"{k + 1} Card") for k in range(8)], 8)
        await pilot.pause()
        updates = counting(monkeypatch, OptionList, "_update_lines")
        lines = hand.render_lines(Region(0, 0, hand.size.width, hand.size.height))
        assert len(lines) == hand.size.height >= 5 and len(updates) == 1


async def test_a_title_set_again_unchanged_redraws_nothing(monkeypatch):
    """`entitle` sets a list's border title (and subtitle) only when it changes: setting one is a redraw."""
    app = PanelApp()
    async with app.run_test(size=(60, 20)) as pilot:
        choices = app.query_one(ChoiceList)
        choices.entitle("Choices")
        await pilot.pause()
        redraws = []
        monkeypatch.setattr(choices, "refresh", lambda *a, **k: redraws.append(k))
        choices.entitle("Choices")
        assert redraws == [] and choices.border_title == "Choices"
        choices.entitle("Choices (a: all)", "sub")
        assert redraws and choices.border_title == "Choices (a: all)" and choices.border_subtitle == "sub"


# -- what a game screen may read ------------------------------------------------------------------------------------
def test_game_screens_draw_from_the_view_never_the_raw_position():
    """Privacy per position: a game's screen modules read `self.view` and the legal actions, never
    `session.state` (the base screen alone drives the session)."""
    screen_side = [GAMES / g / "ui" / "screen.py" for g in ("barbarians", "brawl", "tribond")]
    screen_side += [GAMES / "brawl" / "ui" / m for m in ("cardview.py", "labels.py", "narrowing.py", "tabletext.py")]
    screen_side.append(GAMES / "tribond" / "ui" / "panels.py")
    for path in screen_side:
        assert not re.search(r"session\.state\b", path.read_text()), path


def test_no_game_screen_module_is_over_500_lines():
    for path in GAMES.glob("*/ui/screen.py"):
        assert len(path.read_text().splitlines()) <= 500, path


async def test_a_refused_card_gets_the_rules_own_reason_from_why_not():
    """Bar Barians: a Defence card picked on your own turn is refused with the reason and rule `why_not` gives
    (Rulings 'Defence cards': played only when attacked)."""
    from test_play import make_app

    from bible_tabletop.games.barbarians.rules.actions import Play

    app = make_app(computer=[1])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.game_screen
        for _ in range(20):
            if game.my_decision() and game.session.decision.kind == "turn":
                break
            await pilot.press("enter")
            await while_computers_move(pilot, app)
        st = game.session.state
        me = game.session.to_act
        defence = next(i for i, c in enumerate(st.cards) if c.kind == "defence" and i not in st.fighters[me].hand)
        holder = st.deck if defence in st.deck else next(f.hand for f in st.fighters if defence in f.hand)
        holder[holder.index(defence)], st.fighters[me].hand[0] = st.fighters[me].hand[0], defence  # a swap
        game.redraw()
        problem = game.session.why_not(Play(card=defence))
        assert problem is not None
        await pilot.press("1")
        await pilot.pause()
        said = [n for n in app._notifications if n.title == "Not allowed"]
        assert said and problem.reason in said[-1].message and problem.rule in said[-1].message


async def test_a_race_of_humans_raises_no_curtain_and_shows_the_table_prompt():
    """TriBond, three humans: a Challenge race asks the table (each seat's key), with no curtain."""
    config = GameConfig(game="tribond", players=3, options={"paths": "1", "first": "1"})
    app = BibleTabletopApp(start=("play", config, 2), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    app.race_pace = 30.0
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.game_screen
        from test_tribond import start_race
        await start_race(app, pilot)
        assert not isinstance(app.screen, Curtain)
        assert screen.at_the_table() and screen.session.decision.mode is Mode.ANY
        prompt = str(screen.query_one("#prompt").render())
        seats = screen.session.decision.seats
        assert all(f"press {table.seat_key(s)}" in prompt for s in seats)
        outsider = next(s for s in range(3) if s not in seats)
        await pilot.press(table.seat_key(outsider))
        await pilot.pause()
        assert any("not in this Challenge race" in n.message for n in app._notifications)


async def test_choice_labels_are_fitted_again_when_the_prompt_above_them_grows():
    """Issue 9, 80x24: no choice loses its end. Labels are fitted before the layout settles; when the prompt above
    grows and the list gets a scroll bar, they are fitted again to the narrower row (Brawl met it in play: a recruit
    row ran one cell past the scroll bar and wrapped); when the scroll bar goes, a label filling the row keeps to
    one line (Textual measured the row beside the old scroll bar)."""
    from rich.cells import cell_len

    config = GameConfig(game="barbarians", players=2, computer=[1])
    app = BibleTabletopApp(start=("play", config, 3), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.game_screen
        game.choice_labels = lambda actions, width: [Text("x" * max(width, 1)) for _ in actions]  # fill each row
        box = game.choice_list
        game.show_choices("one line", [])
        await pilot.pause()
        rows = box.content_region.height  # as many choices as the list shows under a one-line prompt
        actions = (game.session.legal() * rows)[:rows]
        game.show_choices("one line", actions)
        await pilot.pause()
        assert not box.show_vertical_scrollbar
        game.show_choices("a prompt\nof three\nlines", actions)
        await pilot.pause()
        assert box.show_vertical_scrollbar
        width = box.scrollable_content_region.width
        shown = [cell_len(str(box.get_option_at_index(i).prompt)) for i in range(len(actions))]
        assert shown == [width] * len(actions)
        game.show_choices("a prompt\nof three\nlines", actions[:2])  # the scroll bar goes: each row fills it, one line
        await pilot.pause()
        assert not box.show_vertical_scrollbar and box.virtual_size.height == 2
        assert cell_len(str(box.get_option_at_index(0).prompt)) == box.scrollable_content_region.width
