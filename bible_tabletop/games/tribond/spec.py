"""The game's spec (engine/spec.py): its listing, and where its rules, screen and data schemas live. The registry
reads it; importing it imports none of the game's code."""

from bible_tabletop.engine.spec import BenchSetup, laid_out

SPEC = laid_out(__package__, "Bible TriBond", (2, 5), "20-60 min",
                "What do these three have in common? Race three pieces home on answers.",
                "TriBondScreen", ("cards-*.yaml",), "contestant", score=True,
                bench=BenchSetup(engine_games=300, options={"first": "1"},
                                 keys_ref=f"{__package__}.ui.benchkeys:next_key",  # play on: each press redraws
                                 tmux_args="--players 2 --seed 42 --option first=1", tmux_ready=("Roll the die",)))
