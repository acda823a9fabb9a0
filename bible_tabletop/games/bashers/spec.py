"""The game's spec (engine/spec.py): its listing, and where its rules, screen and data schemas live. The registry
reads it; importing it imports none of the game's code."""

from bible_tabletop.engine.spec import BenchSetup, laid_out

SPEC = laid_out(__package__, "Bible Bashers", (2, 2), "30-60 min",
                "Ancient skirmish: build a force, roll for activation, move and fight on a 24x24 table.",
                "BashersScreen", ("scenarios/*.yaml", "forces/*.yaml"), "general", score=True,
                setup_screen_ref=f"{__package__}.ui.setup:BashersSetup",
                bench=BenchSetup(computer=(1,), keys=("right", "down", "left", "up"),  # deployment: the map's cursor
                                 tmux_args="--players 2 --computer 2 --seed 42", tmux_ready=("deploy a figure",),
                                 tmux_keys=("Right", "Left")))
