"""The game's spec (engine/spec.py): its listing, and where its rules, screen and data schemas live. The registry
reads it; importing it imports none of the game's code."""

from bible_tabletop.engine.spec import BenchSetup, laid_out

SPEC = laid_out(__package__, "Bible Brawl", (2, 5), "30-60 min",
                "Draft Bible heroes, recruit, buy action cards and brawl for honor.",
                "BrawlScreen", ("characters.yaml", "actions.yaml"), "sensible", score=True,
                report_ref=f"{__package__}.rules.balance:playout_report",
                bench=BenchSetup(long_options={"win": "30"}, computer=(1,), options={"first": "1"},
                                 prelude=("1",) * 7 + ("enter",),  # draft five, hide two
                                 keys=("b", "a", "r", "a", "m", "a"),  # narrow and widen the choices on the first turn
                                 tmux_args="--players 2 --computer 2 --seed 42 --option first=1",
                                 tmux_ready=("Draft",)))
