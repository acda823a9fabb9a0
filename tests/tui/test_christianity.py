"""Christianity: The Card Game as a person plays it: Pilot presses keys through a whole Duel and a whole 2-player
game, the human Evil curtain, a teammate's hand, refusals with their reason and rule, the table prompt for a boost
offer; snapshots of the main screen at 80x24 and 120x40 and of the stack open."""

import random

import pytest
from rich.text import Text

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.session import Session
from bible_tabletop.games.christianity.ui.screen import CARD_KINDS, HINTS
from bible_tabletop.games.christianity.rules.models import Card
from bible_tabletop.games.christianity.rules.game import ChristianityRules
from bible_tabletop.games.christianity.rules.state import Slot
from bible_tabletop.games.registry import rules_for
from bible_tabletop.tui.app import BibleTabletopApp
from bible_tabletop.tui.choices import HandList
from bible_tabletop.tui.screens import Curtain, GameOver
from tests.tui.waiting import while_computers_move
from bible_tabletop.tui.table import seat_key


def make_app(players=2, computer=(), seed=3, **options) -> BibleTabletopApp:
    config = GameConfig(game="christianity", players=players, computer=list(computer), options=options)
    app = BibleTabletopApp(start=("play", config, seed), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    return app


def screen_text(app) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def hand_text(game) -> str:
    hand = game.query_one(HandList)
    return str(hand.border_title) + "\n" + "\n".join(str(hand.get_option_at_index(i).prompt)
                                                     for i in range(hand.option_count))


async def press_for(app, pilot, game, action) -> None:
    """The keys a player presses to take `action`: at the table their seat's key first; then the action's own key,
    or the card's number (and the choice among its ways), or the arrows and Enter in the choice list."""
    if game.at_the_table() and game.answering is None:
        await pilot.press(seat_key(game.session.to_act))
        await pilot.pause()
        if isinstance(app.screen, Curtain):
            await pilot.press("space")
            await pilot.pause()
    hint = HINTS.get(action.kind)
    if hint is not None and action.kind != "auto_pass":
        await pilot.press(hint)
        return
    if action.kind in CARD_KINDS:
        cards, _ = game.hand_cards(game.st, game.session.to_act)
        if cards.index(action.card) < 9:
            await pilot.press(str(cards.index(action.card) + 1))
            await pilot.pause()
            if game.narrow is None:
                return
    k = game.choice_list.actions.index(action)
    game.choice_list.focus()
    await pilot.press("home", *["down"] * k, "enter")


async def play_by_keys(app, pilot, moves: int = 3000, watch=None) -> int:
    """Human decisions by keys (the steward says what to do, the keys do it); the curtain lifted with a key.
    `watch(app)` looks at every frame. Returns how many actions were taken by keys."""
    game = app.game_screen
    by_keys = 0
    for _ in range(moves):
        await pilot.pause()
        if watch is not None:
            watch(app)
        if isinstance(app.screen, GameOver):
            break
        if isinstance(app.screen, Curtain):
            await pilot.press("space")
            continue
        if game.handing_over is not None:  # a turn passed: the next one begins with Enter
            await pilot.press("enter")
            continue
        seat = game.session.to_act
        if seat in game.computer:
            await while_computers_move(pilot, app)
            continue
        assert game.my_decision() or game.at_the_table(), game.session.decision
        action = game.bots[seat].choose(game.rules, game.session.state, seat)
        before = len(game.session.steps)
        await press_for(app, pilot, game, action)
        await pilot.pause()
        assert len(game.session.steps) > before, (action, game.session.decision)  # computer seats may follow
        taken = game.session.steps[before].action
        assert taken == action.model_copy(update={"by": taken.by}), (action, taken)
        by_keys += 1
    return by_keys


async def test_a_whole_duel_by_keyboard():
    """One player against the Evil deck, every decision by its key, to the end of the game."""
    app = make_app(players=1, seed=70)  # a game of 47 actions (seed 22: 54) that resists by rotating
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        taken = await play_by_keys(app, pilot)
        assert isinstance(app.screen, GameOver)
        session = app.game_screen.session
        assert session.outcome is not None and taken == len(session.steps) >= 30
        assert {"place", "end_phase", "resist"} <= {s.action.kind for s in session.steps}


async def test_a_whole_two_player_game_by_keyboard_with_the_steward_at_seat_two():
    app = make_app(players=2, computer=[1], seed=28)  # a game of 106 actions (seed 24: 128), won by the team
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        taken = await play_by_keys(app, pilot)
        assert isinstance(app.screen, GameOver)
        session = app.game_screen.session
        assert session.outcome is not None and taken >= 30
        assert {s.seat for s in session.steps} == {0, 1}


def other_side_secrets(game, seat: int) -> set[str]:
    """Names of cards in the other side's hands that nothing public names (not in the log, not on the table)."""
    st = game.session.state
    evil = st.evil.seat
    hands = [st.evil.hand] if seat != evil else [st.players[s].hand for s in st.team]
    names = {st.cards[c].name for hand in hands for c in hand}
    public = " ".join(e.text for e in st.log)
    for s in st.team:
        p = st.players[s]
        public += " ".join(st.cards[c].name for c in p.tempted + p.evil + p.discard + [x.card for x in p.in_play])
    return {n for n in names if n not in public}


async def test_the_human_evil_curtain_hides_each_side_s_hand_from_the_other():
    """Three humans, the third at the Evil deck: the curtain comes up between Evil and the Righteous, never between
    the two Righteous teammates (their hands are open to each other), and no frame (curtain or board) shows the
    other side's hand; `h` at the Evil seat shows a Righteous hand face down."""
    app = make_app(players=3, seed=4, game_type="human_evil")
    seen = {"curtains": [], "frames": 0, "secrets": 0, "crossings": [], "open": 0}

    def watch(app):
        game = app.game_screen
        steps = game.session.steps
        if isinstance(app.screen, Curtain):
            seen["curtains"].append(app.screen.player)
            if steps:  # the side of the human who acted last, and the side of the one taking the keyboard
                seen["crossings"].append((steps[-1].seat == 2, app.screen.player == "Evil"))
            text = screen_text(app)
            for seat in range(3):
                assert not any(n in text for n in other_side_secrets(game, seat)), text
            return
        if app.screen is game and game.shown_seat is not None:
            seen["frames"] += 1
            if steps and game.shown_seat != 2 and steps[-1].seat not in (2, game.shown_seat):
                seen["open"] += 1  # a teammate took the keyboard straight from the other, no curtain
            secrets = other_side_secrets(game, game.shown_seat)
            seen["secrets"] += len(secrets)
            text = screen_text(app)
            assert not [n for n in secrets if n in text], (game.shown_seat, text)

    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        game = app.game_screen
        await play_by_keys(app, pilot, moves=40, watch=watch)
        assert "Evil" in seen["curtains"] and {"Player 1", "Player 2"} & set(seen["curtains"])
        assert seen["frames"] > 10 and seen["secrets"] > 50  # the other side's hands had cards to hide
        assert seen["crossings"] and all(was != now for was, now in seen["crossings"]), seen["crossings"]
        assert seen["open"] > 0
        while game.shown_seat != 2:  # on to an Evil decision: its hand shows, the Righteous hands face down
            if isinstance(app.screen, Curtain):
                await pilot.press("space")
            else:
                seat = game.session.to_act
                game.act(game.bots[seat].choose(game.rules, game.session.state, seat))
            await pilot.pause()
        assert "Evil's hand" in hand_text(game) and "face down" not in hand_text(game)
        await pilot.press("h")
        await pilot.pause()
        assert "Player 1's hand" in hand_text(game) and "(face down)" in hand_text(game)
        secrets = other_side_secrets(game, 2)
        assert secrets and not [n for n in secrets if n in screen_text(app)]


async def test_a_teammate_s_hand_is_shown_by_its_key():
    """Co-op hands are open: `h` shows the next teammate's hand, a number key then says whose hand it is, and `h`
    comes round to your own again."""
    app = make_app(players=2, seed=5)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        game = app.game_screen
        st = game.session.state
        assert "Player 1's hand" in hand_text(game)
        await pilot.press("h")
        await pilot.pause()
        shown = hand_text(game)
        assert "Player 2's hand" in shown
        assert all(st.cards[c].name in shown for c in st.players[1].hand)
        await pilot.press("1")
        await pilot.pause()
        assert any("This is Player 2's hand" in n.message for n in app._notifications)
        assert len(game.session.steps) == 0
        await pilot.press("h")
        await pilot.pause()
        assert "Player 1's hand" in hand_text(game)


async def test_h_redraws_the_hand_only_and_the_choices_title_says_when_they_are_narrowed(monkeypatch):
    """Issue 11, key to screen: `h` changes the hand and nothing else, so the choice list is not drawn again (its
    title was set twice a press); choices narrowed (to a card's several ways) say in their title that `a` widens
    them, and `a` puts the plain title back."""
    app = stack_app(main_phase_session(2, []))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.game_screen
        choices = game.choice_list
        assert choices.border_title == "Choices"
        redraws = []
        monkeypatch.setattr(choices, "refresh", lambda *a, **k: redraws.append(k))
        await pilot.press("h")
        await pilot.pause()
        assert "Player 2's hand" in hand_text(game) and redraws == []
        await pilot.press("h")
        await pilot.pause()
        monkeypatch.undo()
        game.narrow = game.session.legal()[:1]  # as a card of several ways narrows them
        game.redraw()
        await pilot.pause()
        assert choices.actions == game.narrow and choices.border_title == "Choices (a: all)"
        await pilot.press("a")
        await pilot.pause()
        assert game.narrow is None and choices.border_title == "Choices"


async def test_no_choice_keeps_an_empty_line_once_the_scroll_bar_has_gone():
    """80x24: after A Way to Escape resists in the Resistance Phase the choices shrink and their scroll bar goes;
    Textual had measured 'Play A Soft Answer · cost 1 (3)' beside the bar (two lines) and kept an empty line under
    it. The rows are measured again at the width they have now (tui/choices.py, Rows)."""
    app = make_app(players=2, seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for key in "2111e1":  # a card into the Cost Zone, three more, end the phase, A Way to Escape resists
            await pilot.press(key)
            await pilot.pause()
        choices = app.game_screen.choice_list
        lines = [choices.render_line(y).text.strip() for y in range(choices.virtual_size.height)]
        assert lines[-1] == "End the phase (e)" and "" not in lines


async def test_refusals_give_the_rules_reason_and_rule():
    """In the Cost Zone Phase, `r` (resist) is refused by the phase, and a card that cannot be played later gets
    its reason: both notices carry the rule they come from."""
    app = make_app(players=1, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.game_screen
        assert game.session.state.phase == "cost_zone"
        await pilot.press("r")
        await pilot.pause()
        refusal = game.session.why_not(game.key_action("resist"))
        notes = [n for n in app._notifications if n.title == "Not allowed"]
        assert refusal is not None and notes
        assert refusal.reason in notes[-1].message and refusal.rule in notes[-1].message
        assert "Phase 4: Cost Zone" in notes[-1].message
        await pilot.press("b")
        await pilot.pause()
        assert len([n for n in app._notifications if n.title == "Not allowed"]) == 2
        assert len(game.session.steps) == 0


class Deck:
    """A stand-in for a deck file (any size): what setup reads of one."""

    def __init__(self, deck: str, side: str, ids: list[str]):
        self.deck, self.side, self.ids = deck, side, ids

    def card_ids(self) -> list[str]:
        return list(self.ids)


def pinned_rules() -> ChristianityRules:
    """The rules over a small card pool of this test's own, so the snapshots do not move when the shipped cards are
    balanced: two Maturity cards, a Resistance card, a Token, two Unctions (one with an Any-Boost), two Temptations."""
    pool = [Card.model_validate(c) for c in (
        dict(id="daily_bread", name="Daily Bread", kind="maturity", cost=1, reference="Matthew 6:11",
             text="Gain 1 Power and draw 1 card.", effects=[{"do": "gain_power", "amount": 1},
                                                           {"do": "draw", "amount": 1}]),
        dict(id="renewed_mind", name="Renewed Mind", kind="maturity", cost=2, reference="Romans 12:2",
             text="Gain 2 Power.", effects=[{"do": "gain_power", "amount": 2}]),
        dict(id="flee", name="Joseph Flees", kind="resistance", cost=1, reference="Genesis 39:12",
             text="Resist an Evil card waiting at you. Gain 1 Power.",
             effects=[{"do": "resist"}, {"do": "gain_power", "amount": 1}]),
        dict(id="belt", name="Belt of Truth", kind="token", cost=2, reference="Ephesians 6:14", set="armor_of_god",
             piece="belt_of_truth", text="While this stays, resisting by rotating costs you 1 less.",
             static=[{"do": "discount", "amount": 1, "what": "resist"}]),
        dict(id="manna", name="Bread from Heaven", kind="unction", cost=2, reference="Exodus 16:4",
             text="One player of your choice draws 2 cards. Any-Boost 2: the player it is for draws 1 more.",
             effects=[{"do": "draw", "amount": 2, "target": "one"}],
             boosts=[{"kind": "any", "cost": 2, "effects": [{"do": "draw", "amount": 1}]}]),
        dict(id="cloud", name="A Cloud of Witnesses", kind="unction", cost=2, reference="Hebrews 12:1",
             text="One player of your choice un-rotates 3 cards of their Cost Zone.",
             effects=[{"do": "unrotate", "amount": 3, "target": "one"}]),
        dict(id="pride", name="Pride Before a Fall", kind="temptation", cost=2, reference="Proverbs 16:18",
             tags=["pride"], text="If it fails, discard 1 card.", on_fail=[{"do": "discard", "amount": 1}]),
        dict(id="lust", name="When Lust Conceives", kind="temptation", cost=3, reference="James 1:15",
             tags=["lust"], text="If it fails, lose 1 more Power.", on_fail=[{"do": "lose_power", "amount": 1}]),
    )]
    cards = {c.id: c for c in pool}
    righteous = [c.id for c in pool if not c.evil and c.kind != "unction" for _ in range(10)]
    decks = {f"deck{i}": Deck(f"deck{i}", "righteous", righteous) for i in range(2)}
    decks["evil"] = Deck("evil", "evil", ["pride", "lust"] * 25)
    return ChristianityRules(content=(cards, decks))


def to_hand(session: Session, seat: int, card_id: str) -> int:
    """A copy of the pool's card `card_id` put into `seat`'s hand (appended to the card table, owned by `seat`)."""
    state = session.state
    cards, _ = session.rules.content()
    state.cards = list(state.cards) + [cards[card_id]]
    state.owner = list(state.owner) + [seat]
    state.players[seat].hand.append(len(state.cards) - 1)
    return len(state.cards) - 1


def plain(session: Session):
    """A plain answer, independent of the computer players (so the snapshots hold while they change): two cards
    into the Cost Zone, resist by rotating when possible, else give in, play nothing, the first choice."""
    from bible_tabletop.games.christianity.rules.actions import Choose, Discard, EndPhase, GiveIn, Pass, Place, Resist

    d, st = session.decision, session.state
    legal = session.legal()
    if d.kind == "turn" and st.phase == "cost_zone" and st.placed < 2 and st.players[d.seat].hand:
        return Place(card=st.players[d.seat].hand[0])
    if d.kind == "turn" and st.phase == "resistance" and st.players[d.seat].tempted:
        return Resist() if Resist(by=d.seat) in legal else GiveIn()
    if d.kind == "turn" and st.phase == "discard":
        return Discard(card=st.players[d.seat].hand[0])
    if d.kind in ("choose", "ability"):
        return legal[0] if d.kind == "ability" else Choose(option=0)
    return EndPhase() if EndPhase(by=d.seat) in legal else Pass()


def main_phase_session(players: int, computer: list[int], seed: int = 5) -> Session:
    """A game played plainly until Player 1 decides in the Main Phase of round 2, every Cost Zone 8 cards ready."""
    session = Session(pinned_rules(), GameConfig(game="christianity", players=players, computer=computer), seed)
    st = session.state
    while not (st.round >= 2 and st.phase == "main" and session.decision.kind == "turn" and st.current == 0):
        session.act(plain(session))
    for s in st.team:
        while len(st.players[s].cost_zone) < 8:
            st.players[s].cost_zone.append(Slot(st.players[s].deck.pop()))
        for slot in st.players[s].cost_zone:
            slot.rotated = False
    return session


def stack_app(session: Session) -> BibleTabletopApp:
    """Bread from Heaven (an Unction with an Any-Boost) in Player 1's hand, an Unction for Player 2 to answer."""
    to_hand(session, 0, "manna")
    to_hand(session, 1, "cloud")
    app = BibleTabletopApp(start=("session", session), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    return app


async def play_manna(app, pilot) -> None:
    """Player 1 plays Bread from Heaven by its number key (for themselves, paid by themselves)."""
    game = app.game_screen
    st = game.session.state
    manna = next(c for c in st.players[0].hand if st.cards[c].id == "manna")
    await pilot.press(str(st.players[0].hand.index(manna) + 1))
    await pilot.pause()
    if game.narrow is not None:  # several ways to play it: the first is for Player 1, paid by Player 1
        await pilot.press("enter")
        await pilot.pause()


async def test_a_boost_offer_is_asked_at_the_table_seat_by_seat():
    """An Any-Boost is offered to every seat that can pay, in turn order, at the table: the second seat's key is
    refused while the first answers; each seat's key opens its choices; then the Unction waits on the stack for
    Player 2's answer."""
    app = stack_app(main_phase_session(2, []))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        game = app.game_screen
        st = game.session.state
        await play_manna(app, pilot)
        decision = game.session.decision
        assert decision.kind == "offer" and decision.seats == (0, 1) and game.at_the_table()
        prompt = str(game.query_one("#ch-prompt").render())
        assert "Player 1 press z" in prompt and "Player 2 press m" in prompt and not game.choice_list.actions
        await pilot.press("m")
        await pilot.pause()
        assert any("Player 1 answers first" in n.message for n in app._notifications)
        await pilot.press("z")
        await pilot.pause()
        assert [a.kind for a in game.choice_list.actions] == ["boost", "pass", "auto_pass"]
        await pilot.press("s")
        await pilot.pause()
        assert game.session.decision.seats == (1,)
        if game.at_the_table():
            await pilot.press("m")
        await pilot.press("b")
        await pilot.pause()
        assert st.stack and game.session.decision.kind == "respond"
        assert "Stack, top first" in screen_text(app) and "Bread from Heaven" in screen_text(app)
        await pilot.press("o")  # Player 2 passes from now on until something is aimed at them: the stack resolves
        await pilot.pause()
        assert st.auto_pass == [1] and not st.stack


async def end_the_turn(pilot, game) -> None:
    """Player 1 ends the Main Phase with `e` and discards card 1 until the turn has passed."""
    await pilot.press("e")
    await pilot.pause()
    while game.session.state.current == 0:
        await pilot.press("1")
        await pilot.pause()


async def test_a_turn_passing_waits_for_enter_before_the_next_player_decides():
    """Issue 19, What a table met 1: the rest of a turn that goes by itself must not hand the next key to the next
    player. The hand-over says whose turn it is; a key meant for the last turn (`e`) is refused with a sentence and
    changes nothing; Enter begins the turn."""
    app = stack_app(main_phase_session(2, []))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        game = app.game_screen
        await end_the_turn(pilot, game)
        steps = len(game.session.steps)
        prompt = str(game.query_one("#ch-prompt").render())
        assert "Player 1's turn is over" in prompt and "Player 2's turn (round 2 of 10)" in prompt, prompt
        assert "Enter" in prompt and not game.my_decision()
        await pilot.press("e")
        await pilot.pause()
        assert len(game.session.steps) == steps and game.session.state.phase == "cost_zone"
        assert any("press Enter to begin Player 2's turn" in n.message for n in app._notifications)
        await pilot.press("enter")
        await pilot.pause()
        assert game.handing_over is None and game.my_decision() and "Cost Zone Phase" in screen_text(app)
        await pilot.press("e")
        await pilot.pause()
        assert len(game.session.steps) == steps + 1


def resistance_session(seed: int = 5) -> Session:
    """A game played plainly until Player 1 decides in their Resistance Phase with an Evil card waiting."""
    session = Session(pinned_rules(), GameConfig(game="christianity", players=2), seed)
    st = session.state
    while not (st.phase == "resistance" and session.decision.kind == "turn" and st.players[0].tempted
               and st.current == 0):
        session.act(plain(session))
    return session


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
async def test_resisting_or_giving_in_shows_the_evil_card(size):
    """Issue 19, What a table met 2: highlighting "Resist X" or "Give in to X" shows X in the card box (what it does
    if it fails), on a short screen too, and `i` opens on it."""
    from bible_tabletop.games.christianity.ui.cardview import CardsScreen

    session = resistance_session()
    evil = session.state.cards[session.state.players[0].tempted[0]]
    app = BibleTabletopApp(start=("session", session), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        game = app.game_screen
        kinds = [a.kind for a in game.choice_list.actions]
        for kind in ("resist", "give_in"):
            game.choice_list.focus()
            await pilot.press("home", *["down"] * kinds.index(kind))
            await pilot.pause()
            detail = game.query_one("#ch-detail")
            assert detail.display and detail.region.height > 2, kind
            shown = str(detail.render())
            assert evil.name in shown and evil.text.split()[-1] in shown, (kind, shown)
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, CardsScreen)
        assert evil.name in str(app.screen.entries[app.screen.query_one(".cards-list").highlighted][0])


async def test_the_log_keeps_its_last_line_in_view_when_the_card_box_comes_and_goes():
    """Issue 19, What a table met 4: the card box above the log appears and grows as the player moves through the
    choices; the log is given fewer rows and still shows its newest line."""
    from bible_tabletop.tui.gamelog import GameLog

    app = stack_app(main_phase_session(2, []))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.game_screen
        log = game.query_one(GameLog)
        for _ in range(12):
            log.add(Text("a line of the log to fill it"))
        await play_manna(app, pilot)
        game.query_one(HandList).focus()
        await pilot.press("down", "down")
        await pilot.pause()
        assert game.query_one("#ch-detail").display
        assert log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y


async def test_a_crowded_player_s_lines_go_on_under_themselves_instead_of_being_cut():
    """Issue 19, What a table met 4: at 120x40 the Evil cards waiting, the discard count, the face-up Cost Zone cards
    and the abilities all show in full (a line too long goes on under itself), nothing cut with '…'."""
    from bible_tabletop.games.christianity.rules.state import InPlay

    session = resistance_session()
    st = session.state
    me = st.players[0]
    evil = [to_hand(session, 0, "lust") for _ in range(3)]
    for card in evil:
        me.hand.remove(card)
    me.tempted += evil
    me.cost_zone[0].face_up = me.cost_zone[1].face_up = True
    me.in_play += [InPlay(to_hand(session, 0, "belt")), InPlay(to_hand(session, 0, "belt"))]
    me.hand = me.hand[:-2]
    me.abilities += ["double_resistance", "benevolence", "cost_zone_power", "foresight"]
    app = BibleTabletopApp(start=("session", session), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        panel = app.game_screen.query_one("#ch-player-0")
        shown = [panel.render_line(y).text.rstrip() for y in range(panel.region.height)]
        text = " ".join(shown)
        assert "…" not in text, shown
        assert text.count("When Lust Conceives (") >= 3 and all(f"{st.cards[c].name} (" in text for c in me.tempted)
        assert "discard " in text and "Foresight" in text, shown
        assert "face up: " in text and len(shown) > 5


def test_every_evil_card_resisted_counts_at_the_game_s_end():
    """Issue 19, What a table met 5: "temptations resisted" counts every Evil card resisted (by rotating, by a
    Resistance card, with a teammate's help), each for the player it came at: the log's "resists" lines."""
    from bible_tabletop.engine.replay import Replay
    from bible_tabletop.engine.scores import history_for
    from bible_tabletop.games.christianity.rules.bots import StewardBot

    session = Session(pinned_rules(), GameConfig(game="christianity", players=2), 7)
    bots = [StewardBot(s) for s in range(2)]
    while session.outcome is None:
        seat = session.to_act
        session.act(bots[seat].choose(session.rules, session.state, seat))
    log = session.state.log
    by_card = [e for e in log if " resists " in e.text and " with " in e.text]
    history = history_for(Replay.of(session))
    column = history.columns.index("temptations resisted")
    shown = sum(int(row[column]) for row in history.rows)
    assert by_card and shown == len([e for e in log if " resists " in e.text])


async def test_giving_in_when_nothing_can_resist_waits_for_y():
    """Issue 19, What a table met 5 (ruling 27): when nothing can resist the Evil card, the player is asked all the
    same (the prompt says so) and gives in with y, a move of its own."""
    session = Session(pinned_rules(), GameConfig(game="christianity", players=2), 5)
    st = session.state
    while not (st.phase == "cost_zone" and st.current == 0 and st.round == 2):
        session.act(plain(session))
    me = st.players[0]
    for slot in me.cost_zone:
        slot.rotated = True
    me.discard += [c for c in me.hand if st.cards[c].kind == "resistance"]
    me.hand = [c for c in me.hand if st.cards[c].kind != "resistance"]
    while len(me.hand) < 10:  # more than the Discard Phase keeps: the turn ends there
        to_hand(session, 0, "daily_bread")
    app = BibleTabletopApp(start=("session", session), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        game = app.game_screen
        power = me.power
        await pilot.press("e")
        await pilot.pause()
        assert st.phase == "resistance" and me.tempted and me.power == power
        assert "Nothing can resist it now: give in with y" in str(game.query_one("#ch-prompt").render())
        await pilot.press("y")
        await pilot.pause()
        assert session.steps[-1].action.kind == "give_in" and me.power < power
        prompt = str(game.query_one("#ch-prompt").render())  # nothing left to pay with: the Main Phase went by
        assert st.phase == "discard" and "Nothing to play in the Main Phase: it went by" in prompt, prompt


def altar() -> Card:
    """A Habitual with a Permanent-Self-Boost, for the `b` key."""
    return Card.model_validate(dict(
        id="altar", name="Stones of Remembrance", kind="habitual", cost=1, reference="Joshua 4:7",
        text="Permanent-Self-Boost 1: gain 1 Power.",
        boosts=[{"kind": "self", "cost": 1, "permanent": True, "effects": [{"do": "gain_power", "amount": 1}]}]))


async def test_b_uses_a_permanent_boost_and_lists_them_when_there_are_several():
    """Issue 19, What a table met 5 (ruling 19): in the Main Phase `b` uses the Permanent boost of a card in play
    (its choice says b); with two of them `b` narrows the choices to them."""
    from bible_tabletop.games.christianity.rules.state import InPlay

    session = main_phase_session(2, [])
    st = session.state
    me = st.players[0]
    for _ in range(2):
        st.cards = list(st.cards) + [altar()]
        st.owner = list(st.owner) + [0]
        me.in_play.append(InPlay(len(st.cards) - 1))
    app = BibleTabletopApp(start=("session", session), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.game_screen
        labels = [str(game.choice_list.get_option_at_index(i).prompt) for i in range(game.choice_list.option_count)]
        assert [label for label in labels if "Permanent" in label and label.endswith("(b)")], labels
        steps = len(session.steps)
        await pilot.press("b")
        await pilot.pause()
        assert [a.kind for a in game.choice_list.actions] == ["use", "use"] and len(session.steps) == steps
        power = me.power
        await pilot.press("enter")
        await pilot.pause()
        assert session.steps[-1].action.kind == "use" and me.power == power + 1
        await pilot.press("b")
        await pilot.pause()
        assert session.steps[-1].action.kind == "use" and me.power == power + 2
        assert not [n for n in app._notifications if n.title == "Not allowed"]


async def test_in_a_duel_the_seat_keys_are_no_keys():
    """Issue 19, What a table met 5: a Duel never asks the table, so z says it does nothing here (not that it is
    for a question to the table)."""
    app = make_app(players=1, seed=3)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("z")
        await pilot.pause()
        notes = [n.message for n in app._notifications]
        assert any("does nothing here" in n for n in notes) and not any("table" in n for n in notes), notes
        log = " ".join(e.text for e in app.game_screen.session.state.log)
        assert "Ten rounds to reach Dependence Level 3." in log and "together" not in log


def test_the_words_of_the_shift_the_double_resistance_and_the_look_at_the_evil_deck():
    """Issue 19, What a table met 5: human Evil's end-of-round choices say which way a card goes; giving in says a
    teammate may first resist it (Double Resistance); one Evil card shown is 'the top Evil card'; a draw from an
    empty deck draws nothing."""
    from bible_tabletop.games.christianity.rules import turn
    from bible_tabletop.games.christianity.ui import panels
    from bible_tabletop.games.christianity.rules.actions import GiveIn, Shift
    from bible_tabletop.games.christianity.rules.vocabulary import Foresee

    rules = rules_for("christianity")
    st = rules.setup(GameConfig(game="christianity", players=3, options={"game_type": "human_evil"}), 3)
    hand, zone = st.evil.hand[0], st.evil.cost_zone[0].card
    assert rules.describe(st, Shift(by=2, card=hand)).startswith("Into the Cost Zone: ")
    assert rules.describe(st, Shift(by=2, card=zone)).startswith("Back to hand: ")
    me = st.players[0]
    me.tempted.append(st.evil.deck.pop())
    me.level, me.abilities = 2, ["double_resistance"]
    words = panels.choice_words(st, GiveIn(by=0), "turn", str, rules.describe)
    assert "a teammate may resist it for you: Double Resistance" in words, words
    assert panels.step_words(Foresee(do="foresee", amount=1)) == "show the top Evil card"
    me.deck = []
    turn.enter(st, "draw")
    assert st.log[-1].text == "Player 1 draws nothing (the deck is empty)."


def test_leaving_a_finished_game_does_not_say_to_resume_it():
    """Issue 19, What a table met 5: a game over is never resumed, so leaving it says where to replay it."""
    from types import SimpleNamespace

    from bible_tabletop.engine import saves
    from bible_tabletop.tui.saves import leaving_note

    session = SimpleNamespace(autosave=saves.saves_dir() / "christianity-1.json", save_problem=None, outcome=object())
    message, _ = leaving_note(session, False)
    assert "over" in message and "Resume" not in message and "replays" in message


def test_every_card_of_the_pool_reads_in_full():
    """The inspector's text of each card names it, its kind, cost and reference, and says each boost, lasting
    effect, penalty and way out in words (every trigger and step of the vocabulary has words)."""
    from bible_tabletop.games.christianity.rules.effects import boosts
    from bible_tabletop.games.christianity.ui import panels

    cards, _ = rules_for("christianity").content()
    for card in cards.values():
        text = panels.card_text(None, card).plain
        assert card.name in text and card.reference in text and f"cost {card.cost}" in text
        assert panels.KIND[card.kind] in text and card.text in text
        assert all(boosts.label(b) in text for b in card.boosts)
        assert text.count("While in play") == len(card.lasting) and text.count("Penalty") == len(card.penalty)
        assert ("Way out" in text) == (card.removal is not None)


async def test_the_inspector_shows_the_highlighted_card_in_full():
    """`i` opens every card in sight, starting at the highlighted choice's card; Esc closes it."""
    from bible_tabletop.games.christianity.ui.cardview import CardsScreen

    app = make_app(players=1, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.game_screen
        first = game.choice_list.actions[0].card
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, CardsScreen)
        shown = str(app.screen.query_one(".cards-text").render())  # the card in full, a long reference unwrapped
        card = game.session.state.cards[first]
        assert card.name in shown and card.reference in shown
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is game


SIZES = [(80, 24), (120, 40)]


@pytest.mark.parametrize("size", SIZES)
def test_christianity_main_screen(snap_compare, size):
    """Two players, round 2, Player 1's Main Phase against the steward at seat 2."""
    session = main_phase_session(2, [1])
    app = BibleTabletopApp(start=("session", session), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    assert snap_compare(app, terminal_size=size)


def test_christianity_stack_open(snap_compare):
    """Bread from Heaven on the stack (boosted by Player 2), Player 2 deciding whether to answer it."""
    app = stack_app(main_phase_session(2, []))

    async def boosted_by_player_2(pilot):
        await pilot.pause()
        game = app.game_screen
        await play_manna(app, pilot)
        await pilot.press("z", "s")
        await pilot.pause()
        if game.at_the_table():
            await pilot.press("m")
        await pilot.press("b")
        await pilot.pause()

    assert snap_compare(app, terminal_size=(120, 40), run_before=boosted_by_player_2)


def test_a_hand_row_s_card_text_wraps_indented_under_the_card_name():
    """Issue 11, Screen (120x40 looks good): a card's text in a hand row keeps its indent on every line it takes, and
    no line is wider than the row."""
    from bible_tabletop.games.christianity.ui import panels

    state = rules_for("christianity").setup(GameConfig(game="christianity", players=2), 3)
    card = max(state.players[0].hand, key=lambda c: len(state.cards[c].text))
    row = panels.hand_row(state, 0, card, True, True, room=40).plain.split("\n")
    assert len(row) > 2 and row[0].startswith("1 ▸ ")
    assert all(line.startswith(panels.TEXT_INDENT) and len(line) <= 40 for line in row[1:])
    assert " ".join(line.strip() for line in row[1:]) == " ".join(state.cards[card].text.split())
