"""The built games, one `GameSpec` each (see engine/spec.py), and the planned ones the menu lists.

Importing this module imports no game: a game's rules, screen and schemas are loaded only when asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from bible_tabletop.engine.spec import GameSpec, UnknownGame, register, spec_for as _registered_spec

if TYPE_CHECKING:
    from bible_tabletop.engine.game import Rules


def _spec(game: str, title: str, players: tuple[int, int], playing_time: str, pitch: str, screen: str,
          data_files: tuple[str, ...], default_bot: str, score: bool = False, **extra) -> GameSpec:
    """A game laid out the usual way in bible_tabletop/games/<game>/: rules.py (RULES), screen.py, models.py (data
    schemas), options.py (Options), bots.py (BOTS); `score=True`: score.py (score, the end-of-game chart's)."""
    package = f"bible_tabletop.games.{game}"
    return GameSpec(game, title, pitch, playing_time, *players, rules_ref=f"{package}.rules.game:RULES",
                    screen_ref=f"{package}.ui.screen:{screen}", schemas_ref=f"{package}.rules.models",
                    data_files=data_files, options_ref=f"{package}.rules.options:Options", bots_ref=f"{package}.rules.bots:BOTS",
                    default_bot=default_bot, score_ref=f"{package}.rules.score:score" if score else None, **extra)


SPECS: tuple[GameSpec, ...] = (
    _spec("barbarians", "Bar Barians", (2, 6), "20-40 min",
          "A drunken inn brawl: play brawl cards, roll the die, be the last one standing.",
          "BarbariansScreen", ("cards.yaml", "characters.yaml"), "brawler", score=True),
    _spec("brawl", "Bible Brawl", (2, 5), "30-60 min",
          "Draft Bible heroes, recruit, buy action cards and brawl for honor.",
          "BrawlScreen", ("characters.yaml", "actions.yaml"), "sensible",
          report_ref="bible_tabletop.games.brawl.rules.balance:playout_report", score=True),
    _spec("tribond", "Bible TriBond", (2, 5), "20-60 min",
          "What do these three have in common? Race three pieces home on answers.",
          "TriBondScreen", ("cards-*.yaml",), "contestant", score=True),
    _spec("christianity", "Christianity: The Card Game", (1, 5), "60-90 min",
          "Co-operative: the Righteous players together against the Evil deck the game plays.",
          "ChristianityScreen", ("cards-*.yaml", "deck-*.yaml"), "steward",
          report_ref="bible_tabletop.games.christianity.rules.balance:playout_report", score=True),
    _spec("bashers", "Bible Bashers", (2, 2), "30-60 min",
          "Ancient skirmish: build a force, roll for activation, move and fight on a 24x24 table.",
          "BashersScreen", ("scenarios/*.yaml", "forces/*.yaml"), "general",
          setup_screen_ref="bible_tabletop.games.bashers.ui.builder:BashersSetup", score=True),
)
COMING: tuple[GameSpec, ...] = ()  # declared for their data (validate checks it); not playable yet
BUILT: dict[str, GameSpec] = {spec.id: spec for spec in SPECS}
PLANNED: dict[str, str] = {spec.id: spec.title for spec in COMING}  # id -> title
register(*SPECS)
ALL_SPECS: tuple[GameSpec, ...] = SPECS + COMING  # what `validate` checks: every game's shipped data


class Listed:
    """Base of a game's rules class: its title, pitch, playing time and player counts (the attributes the
    engine's `Rules` contract names) come from its spec."""

    id: ClassVar[str]

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        spec = BUILT[cls.id]
        cls.title, cls.pitch, cls.playing_time = spec.title, spec.pitch, spec.playing_time
        cls.min_players, cls.max_players = spec.min_players, spec.max_players


def spec_for(game: str) -> GameSpec:
    """The built game's spec; UnknownGame (one line: planned, or unknown, with the built ones) otherwise."""
    if game in PLANNED:
        raise UnknownGame(f"{game} is not built yet; built games: {', '.join(BUILT)}")
    return _registered_spec(game)


def rules_for(game: str) -> "Rules":
    return spec_for(game).rules()
