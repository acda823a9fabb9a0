"""The game's spec (engine/spec.py): its listing, and where its rules, screen and data schemas live. The registry
reads it; importing it imports none of the game's code."""

from bible_tabletop.engine.spec import BenchSetup, laid_out

SPEC = laid_out(__package__, "Bar Barians", (2, 6), "20-40 min",
                "A drunken inn brawl: play brawl cards, roll the die, be the last one standing.",
                "BarbariansScreen", ("cards.yaml", "characters.yaml"), "brawler", score=True,
                bench=BenchSetup(engine_games=300, players=3, computer=(1, 2), prelude=("enter",),
                                 keys=("1", "a", "2", "a", "m", "a"),  # narrow and widen the choices
                                 tmux_args="--players 3 --computer 2 --computer 3 --seed 42 --option first=1",
                                 tmux_ready=("Place at Tables",), tmux_prelude=("Enter", ("actions", "Stumble to")),
                                 tmux_keys=("1", "a", "m", "a")))
