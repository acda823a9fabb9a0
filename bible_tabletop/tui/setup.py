"""The new-game setup screen: players, names, human or computer seats, options, seed."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Header, Input, Label, Select

from bible_tabletop.games.registry import rules_for


class SetupScreen(Screen):
    """Players, names, human or computer per seat, the game's options and the seed."""

    BINDINGS = [Binding("escape", "app.pop_screen", "Back"), Binding("ctrl+s", "start", "Start")]
    MAX_SEATS = 6

    def __init__(self, game: str):
        super().__init__()
        self.game = game
        self.rules = rules_for(game)

    def compose(self) -> ComposeResult:
        r = self.rules
        yield Header(show_clock=False)
        with VerticalScroll(id="setup"):
            yield Label(f"[b]New game of {r.title}[/b]")
            counts = [(str(n), n) for n in range(r.min_players, r.max_players + 1)]
            with Horizontal(classes="setup-row"):
                yield Label("Players", classes="setup-label")
                yield Select(counts, value=r.min_players, allow_blank=False, id="players")
            choices = getattr(r, "seat_choices", ())
            for seat in range(min(self.MAX_SEATS, r.max_players)):
                with Horizontal(classes="setup-row seat", id=f"seat-{seat}"):
                    yield Label(f"Seat {seat + 1}", classes="setup-label")
                    yield Input(placeholder=f"Player {seat + 1}", id=f"name-{seat}", classes="seat-name")
                    yield Select([("Human", "human"), ("Computer", "computer")], value="human",
                                 allow_blank=False, id=f"who-{seat}", classes="seat-who")
                    if choices:
                        yield Select([(c.title(), c) for c in choices], value=choices[seat % len(choices)],
                                     allow_blank=False, id=f"char-{seat}", classes="seat-char")
            for spec in r.options:
                with Horizontal(classes="setup-row"):
                    yield Label(spec.label, classes="setup-label wide")
                    yield Select([(c, c) for c in spec.choices], value=spec.choices[0], allow_blank=False,
                                 id=f"opt-{spec.key}")
            with Horizontal(classes="setup-row"):
                yield Label("Seed (replays a game)", classes="setup-label wide")
                yield Input(str(self.app.seeds.randrange(1, 1_000_000)), id="seed", type="integer")
            yield Button("Start the game (Ctrl+S)", id="start", variant="primary")
        yield Footer()

    def on_mount(self) -> None:
        self._show_seats(self.rules.min_players)

    def _show_seats(self, n: int) -> None:
        for row in self.query(".seat"):
            row.display = int(row.id.split("-")[1]) < n

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "players":
            self._show_seats(int(event.value))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()

    def config(self):
        from bible_tabletop.engine.game import GameConfig

        n = int(self.query_one("#players", Select).value)
        names = [self.query_one(f"#name-{s}", Input).value.strip() for s in range(n)]
        computer = [s for s in range(n) if self.query_one(f"#who-{s}", Select).value == "computer"]
        options = {spec.key: self.query_one(f"#opt-{spec.key}", Select).value for spec in self.rules.options}
        if getattr(self.rules, "seat_choices", ()):
            options["characters"] = [self.query_one(f"#char-{s}", Select).value for s in range(n)]
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = int(seed_text) if seed_text.lstrip("-").isdigit() else 0
        return GameConfig(game=self.game, players=n, names=names, computer=computer, options=options), seed

    def action_start(self) -> None:
        config, seed = self.config()
        from bible_tabletop.engine.data import DataError

        try:
            self.rules.setup(config, seed)
        except DataError as exc:
            self.notify("\n".join(str(p) for p in exc.problems[:3]), title="Broken data file", severity="error")
            return
        except ValueError as exc:
            self.notify(str(exc).splitlines()[-1], title="Cannot start", severity="error")
            return
        self.app.start_game(config, seed, replace=True)

