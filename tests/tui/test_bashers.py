"""Bible Bashers as a person plays it (issue 12): Pilot deploys, activates, moves and attacks by keys and by mouse
through whole games against the computer general; the map's highlights follow the decision; refusals carry the
rules' reason; snapshots of the game screen at 80x24 and 120x40."""

from __future__ import annotations

import random

import pytest

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.worked import forget
from bible_tabletop.games.bashers.rules.grid import distance
from bible_tabletop.games.bashers.ui.screen import BashersScreen, cut, marks
from bible_tabletop.games.bashers.ui.tablemap import LABEL_WIDTH, TableMap
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.screens import Curtain, GameOver
from tests.tui.waiting import until, while_computers_move

SIZES = [(80, 24), (120, 40)]


def make_app(computer=(1,), seed=3, **options):
    options = {"force1": "philistines", "force2": "philistines", **options}
    config = GameConfig(game="bashers", players=2, computer=list(computer), names=["Ann", "Bob"], options=options)
    app = BibleTabletopApp(start=("play", config, seed), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    return app


def screen_text(app) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


async def go_to(pilot, table: TableMap, square) -> None:
    """Walk the map's cursor to `square` with the arrow keys (the map has the keyboard)."""
    assert pilot.app.focused is table
    while table.cursor != square:
        x, y = table.cursor
        dx, dy = square[0] - x, square[1] - y
        key = "right" if dx > 0 else "left" if dx < 0 else "down" if dy > 0 else "up"
        await pilot.press(f"shift+{key}" if max(abs(dx), abs(dy)) >= 6 and abs(dx if dx else dy) >= 6 else key)


async def click_square(pilot, table: TableMap, square) -> None:
    """Click the square on the map where it is drawn (scrolling the window to it first)."""
    table.move_cursor(square)
    await pilot.pause()
    left, top, _, _ = table.view()
    await pilot.click(table, offset=(LABEL_WIDTH + 2 * (square[0] - left), 1 + square[1] - top))


def nearest_enemy(state, seat, here):
    return min((distance(here, sq), sq) for sq in state.sides[1 - seat].squares if sq is not None)


async def play_turn_part(pilot, game: BashersScreen, mouse: bool) -> None:
    """One decision of the human (seat 0), by keys or (`mouse`) by clicks on the map where the map decides."""
    st, table = game.session.state, game.table
    kind = game.session.decision.kind
    if kind == "deploy":
        free = [a for a in game.session.legal() if a.figure == game._deploying()]
        target = free[len(free) // 2]
        if mouse:
            await click_square(pilot, table, (target.x, target.y))
        else:
            await go_to(pilot, table, (target.x, target.y))
            await pilot.press("enter")
    elif kind == "roll":
        await pilot.press("r")
    elif kind == "activate":
        await pilot.press("1")
    elif kind == "move":
        here = st.square(0, st.active.figure)
        reach = game.session.legal(kind="move_to")
        _, enemy = nearest_enemy(st, 0, here)
        best = min(reach, key=lambda a: distance((a.x, a.y), enemy))
        if mouse:
            await click_square(pilot, table, (best.x, best.y))
        else:
            await go_to(pilot, table, (best.x, best.y))
            await pilot.press("enter")
    else:  # the activation: attack what is in reach, else move once, else end
        attacks = game.session.legal(kind="attack")
        if attacks:
            there = st.sides[1].squares[attacks[0].target]
            if mouse:
                await click_square(pilot, table, there)
            else:
                await pilot.press("a")
                if game.session.decision and game.session.decision.kind == "activation" and game.filter == "attack":
                    await pilot.press("enter")
        elif game.session.legal(kind="move"):
            await pilot.press("m")
        else:
            await pilot.press("e")
    await pilot.pause()


async def play_to_the_end(pilot, app, mouse_every: int = 0, limit: int = 3000, until_kinds: set | None = None) -> None:
    """Seat 0's decisions by keys (or clicks) and the computer's in between, to the end of the game, or (with
    `until_kinds`) until seat 0 has taken actions of all those kinds."""
    for i in range(limit):
        if isinstance(app.screen, GameOver):
            return
        steps = app.game_screen.session.steps
        if until_kinds and until_kinds <= {s.action.kind for s in steps if s.seat == 0}:
            return
        if isinstance(app.screen, Curtain):
            await pilot.press("enter")
            await pilot.pause()
            continue
        game = app.game_screen
        if game.session.to_act == 0:
            await play_turn_part(pilot, game, mouse=bool(mouse_every) and i % mouse_every == 0)
        else:
            await while_computers_move(pilot, app)
            await pilot.pause()
    raise AssertionError(f"the game did not end in {limit} steps")


async def test_whole_game_by_keys_against_the_general():
    """Deploy with arrows and Enter, roll with r, activate with 1, move with m then arrows and Enter, attack with
    a; the computer general plays seat 2; the game ends with a winner and the game-over screen."""
    app = make_app(seed=4)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await play_to_the_end(pilot, app)
        session = app.game_screen.session
        kinds = {s.action.kind for s in session.steps if s.seat == 0}
        assert {"deploy", "roll", "activate", "move", "move_to", "attack"} <= kinds
        assert session.outcome is not None and "Victory for" in app.screen.text


async def test_the_mouse_deploys_moves_and_attacks_at_80x24():
    """At 80x24 the map scrolls: clicks place figures, end moves and pick the enemy to attack, until the mouse has
    done each (the whole game is played by keys in the test above)."""
    app = make_app(seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await play_to_the_end(pilot, app, mouse_every=1, until_kinds={"deploy", "move_to", "attack"})
        session = app.game_screen.session
        assert {"deploy", "move_to", "attack"} <= {s.action.kind for s in session.steps if s.seat == 0}


async def test_deployment_at_80x24_shows_each_figure_s_whole_name_and_the_side_on_one_line():
    """At 80x24 the forces panel is narrow: before the battle no figure has damage, so a figure still to place gives
    up its damage count before its name is cut, and the side whose turn it is keeps its header to one line."""
    app = make_app(computer=(), force1="abramites", force2="elamites")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.game_screen
        assert game.session.decision.kind == "deploy"
        lines = game._forces(game.session.state).plain.splitlines()
        width = game.query_one("#forces").content_size.width
        assert all(len(line) <= width for line in lines), lines
        figures = [line for line in lines if line.endswith("to place")]
        assert figures and not any("…" in line for line in figures), figures
        assert sum("◀" in line for line in lines) == 1  # the side to deploy, its header within the width


class Sixes(random.Random):
    """Every die shows 6 (the activation die calls a hero)."""

    def randint(self, low, high):
        return high


def lay_out(game: BashersScreen, mine: dict, theirs: dict) -> None:
    """Seat 1's turn, its die not rolled yet, the listed figures on the listed squares and every other one far off
    on its own edge (seat 1 the north row, seat 2 the south row); every die shows 6."""
    state = game.session.state
    for seat, (placed, row) in enumerate(((mine, 0), (theirs, 23))):
        spare = iter(range(23, -1, -1))
        squares = state.sides[seat].squares
        for fid in range(len(squares)):
            squares[fid] = placed.get(fid) or (next(spare), row)
    state.phase, state.current, state.turn, state.hidden = "turn", 0, 1, False
    state.rng = Sixes()
    forget(state)  # the position was edited by hand: what was worked out of it no longer holds
    game.redraw()


async def test_a_and_o_list_even_a_single_target_and_enter_or_its_number_commits():
    """`a` and `o` list what the activated figure can attack or order, also when there is only one: nothing is
    rolled until the player takes it from the list (Enter or its number key)."""
    app = make_app()  # Philistines: 0 Goliath hero Fighter ... 3 Saph trooper Fighter
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.game_screen
        lay_out(game, {0: (10, 10), 3: (10, 14)}, {0: (10, 11)})
        await pilot.press("r", "1")
        await pilot.pause()
        assert game.session.decision.kind == "activation"
        for key, kind in (("a", "attack"), ("o", "order")):
            steps = len(game.session.steps)
            await pilot.press(key)
            await pilot.pause()
            assert len(game.session.steps) == steps and game.filter == kind
            assert [a.kind for a in game.choice_list.actions] == [kind]
        await pilot.press("enter")  # the order to Saph
        await pilot.pause()
        assert game.session.steps[-1].action.kind == "order"
        await pilot.press("a")
        await pilot.pause()
        assert game.session.steps[-1].action.kind == "order" and game.filter == "attack"
        await pilot.press("1")
        await pilot.pause()
        assert game.session.steps[-1].action.kind == "attack"
        await pilot.press("e")  # Saph's activation ends; the general plays seat 2's turn
        await until(pilot, lambda: game.session.to_act == 0 and game.session.decision.kind == "roll",
                    "the general's turn to end")
        await pilot.press("r", "1", "o", "enter")  # an order taken from the list
        await pilot.pause()
        assert [s.action.kind for s in game.session.steps[-3:]] == ["roll", "activate", "order"]
        assert not any(n.title == "Not allowed" for n in app._notifications)  # each choice was taken once


async def test_enter_on_a_figure_to_place_chooses_it_and_the_map_places_it():
    """In deployment Enter (or a click) on the list chooses the figure; only the map's pick places it."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.game_screen
        steps = len(game.session.steps)
        game.choice_list.focus()
        await pilot.press("down", "enter")
        await pilot.pause()
        assert len(game.session.steps) == steps and app.focused is game.table and game._deploying() == 1
        await pilot.press("enter")
        await pilot.pause()
        assert game.session.steps[steps].action.figure == 1


async def test_a_hidden_deployment_between_two_players_lowers_the_curtain_only_while_it_hides_something():
    """By Night at Dan, two players at one keyboard, Abramites (9) against Elamites (8), placing one figure at a
    time in turn: the curtain comes down at every hand-over while the side handing over still has figures to place
    (15 times), not for the ambushers' last two figures (it came down 16 times); then the table is shown to both."""
    app = make_app(computer=(), scenario="ambush", force1="abramites", force2="elamites")
    curtains = 0
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for _ in range(200):
            if isinstance(app.screen, Curtain):
                curtains += 1
                await pilot.press("enter")
            else:
                game = app.game_screen
                if game.session.state.phase != "deploy":
                    break
                await pilot.press("enter" if game.table.cursor not in game.session.state.occupied() else "left")
            await pilot.pause()
        state = app.game_screen.session.state
        assert state.phase == "turn" and not state.hidden and curtains == 15


def footer_keys(screen) -> set[str]:
    """The keys the footer shows now."""
    return {b.binding.key for b in screen.active_bindings.values() if b.binding.show}


async def test_the_footer_shows_only_the_keys_that_work_now_and_the_others_say_why():
    """In deployment no r, m, a, o, e; before the die only r; in an activation the actions that can be taken. A key
    left out still answers with the rules' reason."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.game_screen
        await pilot.pause()
        assert game.session.decision.kind == "deploy" and game.my_decision()
        assert footer_keys(game).isdisjoint({"r", "m", "a", "o", "n", "e"}) and "l" in footer_keys(game)
        lay_out(game, {0: (10, 10), 3: (10, 14)}, {0: (10, 11)})
        await pilot.pause()
        assert "r" in footer_keys(game) and footer_keys(game).isdisjoint({"m", "a", "o", "n", "e"})
        await pilot.press("m")
        await pilot.pause()
        assert any("only rolling the activation die" in n.message for n in app._notifications)
        await pilot.press("r", "1")
        await pilot.pause()
        assert {"m", "a", "o", "e"} <= footer_keys(game) and "r" not in footer_keys(game)


async def test_choices_are_numbered_as_the_keys_that_take_them():
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.game_screen
        rows = [str(o.prompt) for o in game.choice_list.options]
        assert rows[0].startswith("1 Goliath") and rows[1].startswith("2 Ishbibenob")
        await pilot.press("2")
        await pilot.pause()
        assert game.choice_list.highlighted == 1 and game._deploying() == 1


async def test_the_last_combat_is_shown_whole_above_the_table_until_the_next_die():
    """The combat's every die, modifier and outcome, wrapped to the width of the table, never cut; it stays up
    until the next activation die is rolled."""
    app = make_app(computer=())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.game_screen
        lay_out(game, {0: (10, 10)}, {0: (10, 11)})
        await pilot.press("r", "1", "a", "enter")
        await pilot.pause()
        status = str(game.query_one("#bash-status").render())
        assert "+1 Strong = 10" in status and "+1 Tough = 10 → nothing happens" in status.replace("\n", " ")
        assert "…" not in status
        await pilot.press("e")
        await pilot.pause()
        assert "nothing happens" in str(game.query_one("#bash-status").render())  # the other player sees it
        await pilot.press("r")
        await pilot.pause()
        assert "nothing happens" not in str(game.query_one("#bash-status").render())


def test_cut_keeps_the_end_of_a_name():
    assert cut("Trooper 12", 8) == "Troo… 12" and cut("Abram", 8) == "Abram"


# -- snapshots ------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_snapshot_mid_battle(snap_compare, size):
    """Seat 1 deployed (the general too), the die rolled, a figure activated and its move rolled: the reachable
    squares tinted with the cost under the table."""
    app = make_app(seed=5, force1="abramites", force2="elamites")

    async def to_a_move(pilot):
        await pilot.pause()
        game = app.game_screen
        for _ in range(200):
            st = game.session.state
            if game.session.decision.kind == "move" and game.session.to_act == 0:
                break
            if game.session.to_act == 0:
                key = {"deploy": "enter", "roll": "r", "activate": "1", "activation": "m"}[game.session.decision.kind]
                if key == "enter" and game.table.cursor in st.occupied():
                    key = "left"
                await pilot.press(key)
            await while_computers_move(pilot, app)
        await pilot.press("up", "up")
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=to_a_move)
