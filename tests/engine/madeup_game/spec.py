"""High Card's spec: two or three seats each hold a hidden card; on its turn a seat adds to the pot, draws, or passes;
when the pot reaches six the highest hand wins. The bench plays 20 games a player count, and on a screen opens and
closes the keys page against one computer seat."""

from bible_tabletop.engine.spec import BenchSetup, laid_out

SPEC = laid_out(__package__, "High Card", (2, 3), "2 min", "A made-up game for the engine's tests.",
                "HighCardScreen", (), "random",
                bench=BenchSetup(engine_games=20, computer=(1,), tmux_ready=("Pot",)))
