"""Setting up and deploying (rulebook SETTING UP THE GAME; rulings Scenarios and deployment): the options, the
first deployment and the first turn by scenario, alternating one figure at a time, zones, the hidden deployment
(the curtain, the view, the log) and maps drawn from the seed."""

import pytest

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.games.bashers.rules.actions import Deploy
from bible_tabletop.games.bashers.rules.deploy import zone
from bible_tabletop.games.bashers.rules.forces_models import FORCES
from bible_tabletop.games.bashers.rules.mapgen import generate_map
from bible_tabletop.games.bashers.rules.game import RULES
from bible_tabletop.games.bashers.rules.state import DEPLOY, TURN

from bashers_helpers import new_game


def deploy_all(state, *, stop_before_last: bool = False):
    """Each side places its figures in turn, each on the first free square of its zone."""
    while state.phase == DEPLOY:
        legal = RULES.legal_actions(state)
        if stop_before_last and sum(len(s.undeployed()) for s in state.sides) == 1:
            return state
        RULES.apply(state, legal[0])
    return state


def test_setting_up_defaults_pitched_battle_abramites_against_elamites():
    s = new_game()
    assert s.scenario == "pitched-battle" and [side.force.name for side in s.sides] == ["Abramites", "Elamites"]
    assert s.phase == DEPLOY and RULES.decision(s).kind == "deploy"


def test_setting_up_two_players_only_and_unknown_options_refused():
    with pytest.raises(ValueError, match="2 players"):
        RULES.setup(GameConfig(game="bashers", players=3), 1)
    with pytest.raises(ValueError):
        RULES.setup(GameConfig(game="bashers", players=2, options={"scenario": "moon"}), 1)


def test_setting_up_a_force_file_from_the_builder(tmp_path):
    """The builder's force file takes the seat's place; a broken or missing one is refused in one line."""
    path = tmp_path / "mine.yaml"
    path.write_text((FORCES / "israelites.yaml").read_text().replace("name: Israelites", "name: Mighty Men"))
    s = new_game(force1_file=str(path))
    assert s.sides[0].force.name == "Mighty Men"
    with pytest.raises(ValueError, match="Seat 2's force file: .*none.yaml.*readable"):
        new_game(force2_file=str(tmp_path / "none.yaml"))
    bad = tmp_path / "bad.yaml"
    bad.write_text((FORCES / "israelites.yaml").read_text().replace("[Resourceful, Leadership]", "[Swift, Swift]"))
    with pytest.raises(ValueError, match="Seat 1's force file: .*bad.yaml:.*twice"):
        new_game(force1_file=str(bad))


def test_deployment_pitched_battle_roll_off_for_the_first_figure():
    """Rulings Scenarios and deployment: no attacker, a roll-off decides who places first (logged)."""
    s = new_game(seed=1)
    assert "Roll-off for the first deployment" in s.log[1].text
    assert RULES.decision(s).seats == (s.current,)


def test_deployment_alternates_one_figure_at_a_time_then_the_larger_side_finishes():
    """Rulings: players deploy alternating one figure at a time; a side with figures left places them all."""
    s = new_game("well")  # the keepers (defender, seat 1) place first: Elamites 8 figures, Abramites 9
    order = []
    while s.phase == DEPLOY:
        order.append(s.current)
        RULES.apply(s, RULES.legal_actions(s)[0])
    assert order == [1, 0] * 8 + [0]
    assert s.phase == TURN and s.current == 0  # the raiders are the attacker: they take the first turn


def test_deployment_only_free_squares_of_the_own_zone():
    s = new_game("well")
    seat = s.current
    inside = sorted(zone(s, seat))[0]
    outside = next(sq for sq in sorted(zone(s, 1 - seat)))
    problem = RULES.why_not(s, Deploy(figure=0, x=outside[0], y=outside[1], by=seat))
    assert problem.reason.endswith("is outside your deployment zone.") and problem.rule == "Scenarios and deployment"
    RULES.apply(s, Deploy(figure=0, x=inside[0], y=inside[1]))
    RULES.apply(s, RULES.legal_actions(s)[0])
    assert RULES.why_not(s, Deploy(figure=1, x=inside[0], y=inside[1])).reason.startswith("A figure already stands")
    assert RULES.why_not(s, Deploy(figure=0, x=inside[0], y=inside[1] + 1)).reason == \
        f"{s.sides[seat].figure(0).name} is already on the table."
    assert RULES.why_not(s, Deploy(figure=40, x=inside[0], y=inside[1])).reason.endswith("has no figure 40.")


def test_deployment_open_is_shown_and_needs_no_curtain():
    s = new_game("pitched-battle")
    RULES.apply(s, RULES.legal_actions(s)[0])
    assert not RULES.needs_curtain(s, s.current)
    assert " is deployed on " in s.log[-1].text
    other = RULES.view(s, s.current)
    assert other.sides[1 - s.current].on_table() == s.sides[1 - s.current].on_table()


def test_deployment_hidden_the_curtain_only_while_the_other_side_still_has_figures_to_place():
    """Rulings Scenarios and deployment (alternating one at a time, behind the curtain where the scenario hides
    it): the curtain keeps each side's figures from a player who still has figures to place. Once one side has
    placed all, the other places the rest in the open: the table is shown when the last is down, and nobody has
    a decision left that it could serve. (Abramites 9 against Elamites 8: the ambushers place the last two.)"""
    s = new_game("ambush")
    while s.sides[1].undeployed():
        assert RULES.needs_curtain(s, s.current) and RULES.needs_curtain(s, 1 - s.current)
        RULES.apply(s, RULES.legal_actions(s)[0])
    assert s.current == 0 and len(s.sides[0].undeployed()) == 2 and s.hidden
    assert not RULES.needs_curtain(s, 0) and RULES.needs_curtain(s, 1)


def test_deployment_hidden_in_the_ambush_curtain_view_and_log_hide_it_until_all_are_placed():
    """Rulings: behind the curtain only where the scenario hides deployment; ambush: the camp places first, the
    ambushers (attacker) take the first turn."""
    s = new_game("ambush")
    assert s.current == 1 and RULES.needs_curtain(s, 0) and RULES.needs_curtain(s, 1)
    RULES.apply(s, RULES.legal_actions(s)[0])
    placed = s.sides[1].on_table()
    assert placed and RULES.view(s, 0).sides[1].on_table() == [] and RULES.view(s, 1).sides[1].on_table() == placed
    assert RULES.view(s, None).sides[1].on_table() == []
    assert "hidden from the other side" in s.log[-1].text and "deployed on" not in s.log[-1].text
    assert RULES.view(s, 0).rng is None
    deploy_all(s, stop_before_last=True)
    s.revealed = False
    RULES.apply(s, RULES.legal_actions(s)[0])
    assert s.phase == TURN and not s.hidden and s.revealed and not RULES.needs_curtain(s, 0)
    assert sum("The curtain lifts on" in e.text for e in s.log) == 2
    assert s.current == 0 and s.first == 0 and RULES.decision(s).kind == "roll"


def test_deployment_pitched_battle_first_turn_rolled_off_after_deployment():
    s = deploy_all(new_game(seed=5))
    assert any("Roll-off for the first turn" in e.text for e in s.log)
    assert s.current == s.first and s.turn == 1


def test_setting_up_a_generated_map_comes_from_the_seed_with_pitched_battle_zones():
    a, b = new_game("generated", seed=11), new_game("generated", seed=11)
    assert a.terrain == b.terrain == generate_map(11, (zone(a, 0), zone(a, 1)))
    assert a.terrain != new_game("generated", seed=12).terrain
    assert zone(a, 0) == zone(new_game(), 0)


def test_setting_up_the_readme_names_every_option_and_value():
    """Rulings Scenarios and deployment, Building a force: the README's Bible Bashers paragraph says how to choose the
    scenario and each seat's force on the command line, every value included."""
    from bible_tabletop.games.bashers.rules.options import FORCE_IDS, SCENARIOS
    from bible_tabletop.paths import ASSETS

    readme = (ASSETS.parent / "README.md").read_text(encoding="utf-8")
    paragraph = readme[readme.index("How to play Bible Bashers here"):].split("\n\n")[0]
    for option in ("scenario=", "force1=", "force2=", "force1_file=", "force2_file="):
        assert option in paragraph, option
    assert all(value in paragraph for value in SCENARIOS + FORCE_IDS)
