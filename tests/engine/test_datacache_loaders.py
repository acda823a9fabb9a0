"""Christianity's and Bible Bashers' loaders read the shipped data through the validated-data cache
(engine/datacache.py, issue 13): a second run of the app reads it back instead of validating it again."""

import pytest

from bible_tabletop.engine import datacache
from bible_tabletop.games.bashers.rules import game as bashers_rules
from bible_tabletop.games.bashers.rules.forces import shipped_forces
from bible_tabletop.games.bashers.rules.scenarios import load_scenarios
from bible_tabletop.games.christianity.rules.models import load_game


@pytest.fixture
def builds(monkeypatch):
    """The games whose data was validated for real (not read from the cache)."""
    built = []
    real = datacache._validated

    def counted(spec, *args):
        built.append(spec.id)
        return real(spec, *args)

    monkeypatch.setattr(datacache, "_validated", counted)
    monkeypatch.setattr(datacache, "_READ", {})
    return built


def new_run():
    """As a new run of the app: nothing read yet this run."""
    datacache._READ.clear()
    for loader in (load_game, load_scenarios, bashers_rules.shipped_force):
        loader.cache_clear()


def test_christianity_cards_and_decks_come_from_the_cache_on_a_second_run(builds):
    new_run()
    cards, decks = load_game()
    new_run()
    assert load_game() == (cards, decks) and builds == ["christianity"]
    assert len(cards) > 50 and {"shield", "grace", "body", "evil"} <= set(decks)


def test_bashers_scenarios_and_forces_come_from_the_cache_on_a_second_run(builds):
    new_run()
    scenarios, abramites = load_scenarios(), bashers_rules.shipped_force("abramites")
    new_run()
    assert load_scenarios() == scenarios and bashers_rules.shipped_force("abramites") == abramites
    assert [f.name for f in shipped_forces()][:2] == ["Abramites", "Elamites"]
    assert builds == ["bashers"] and list(scenarios) == ["ambush", "pitched-battle", "well"]
