"""Christianity on screen, Phase 9 (Unctions at any time but the Cost Zone Phase, by any Righteous player): a
teammate holding an Unction they can pay steps into the current player's decision with their own key, plays it, and
the turn goes on; the current player's choices are never held up by it."""

import random

from test_christianity import main_phase_session, to_hand

from bible_tabletop.tui.app import BibleTabletopApp


async def test_phase_9_a_teammate_steps_in_with_an_unction_by_their_seat_key():
    session = main_phase_session(2, [])
    cloud = to_hand(session, 1, "cloud")
    session.rules._known = None  # the position was changed by hand: its decision is worked out again
    st = session.state
    app = BibleTabletopApp(start=("session", session), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        game = app.game_screen
        decision = game.session.decision
        assert (decision.kind, decision.seats) == ("turn", (0, 1)) and not game.at_the_table()
        prompt = str(game.query_one("#ch-prompt").render())
        assert "Unction? Player 2 press m" in prompt
        assert game.choice_list.actions and all(a.by == 0 for a in game.choice_list.actions)  # Player 1 plays on
        await pilot.press("m")
        await pilot.pause()
        assert game.stepping_in() == 1 and "Player 2: play an Unction now" in str(game.query_one("#ch-prompt").render())
        assert {(a.kind, a.by, a.card) for a in game.choice_list.actions} == {("play", 1, cloud)}
        assert not game.check_action("key", ("end",))  # Player 1's keys are not Player 2's
        await pilot.press("e")
        await pilot.pause()
        assert st.phase == "main" and any(n.title == "Not allowed" for n in app._notifications)
        await pilot.press("z")  # back to Player 1
        await pilot.pause()
        assert game.stepping_in() is None and all(a.by == 0 for a in game.choice_list.actions)
        await pilot.press("m")
        await pilot.pause()
        await pilot.press(str(st.players[1].hand.index(cloud) + 1))
        await pilot.pause()
        while game.session.decision.seat == 1:  # the Unction's own choice (whom it un-rotates)
            await pilot.press("enter")
            await pilot.pause()
        assert cloud in st.players[1].discard and not st.stack
        decision = game.session.decision
        assert (decision.kind, decision.seat, st.phase, st.current) == ("turn", 0, "main", 0)
        assert game.stepping_in() is None and all(a.by == 0 for a in game.choice_list.actions)


async def test_phase_9_while_a_human_evil_player_plays_a_righteous_player_steps_in_behind_the_curtain():
    """Phase 9 and the human Evil variant: Evil's prompt names every Righteous seat's key whether or not any holds an
    Unction (Evil must not learn who does), a seat that cannot step in gets the same words either way, and one that
    can steps in behind the curtain and sees its own Unctions."""
    from bible_tabletop.engine.game import GameConfig
    from bible_tabletop.engine.session import Session
    from test_christianity import pinned_rules, plain

    from bible_tabletop.tui.screens import Curtain

    session = Session(pinned_rules(), GameConfig(game="christianity", players=3, options={"game_type": "human_evil"}),
                      5)
    while session.decision.kind != "evil":
        session.act(plain(session))
    app = BibleTabletopApp(start=("session", session), seeds=random.Random(1))
    app.computer_delay_cap = 0.0
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        game = app.game_screen
        if isinstance(app.screen, Curtain):
            await pilot.press("space")
            await pilot.pause()
        prompts = []
        for holds in (False, True):
            if holds:
                cloud = to_hand(session, 0, "cloud")
                for slot in session.state.players[0].cost_zone:
                    slot.rotated = False
                session.rules._known = None  # the position was changed by hand
                game.redraw()
                await pilot.pause()
            assert game.session.decision.seats == ((2, 0) if holds else (2,))
            prompts.append(str(game.query_one("#ch-prompt").render()))
            await pilot.press("m")  # Player 2 holds no Unction
            await pilot.pause()
            assert app._notifications and list(app._notifications)[-1].message == "Player 2 cannot step in now."
        assert prompts[0] == prompts[1] and "Player 1 press z" in prompts[0] and "Player 2 press m" in prompts[0]
        await pilot.press("z")
        await pilot.pause()
        assert isinstance(app.screen, Curtain)
        await pilot.press("space")
        await pilot.pause()
        assert game.stepping_in() == 0
        assert {(a.kind, a.by, a.card) for a in game.choice_list.actions} == {("play", 0, cloud)}
