"""Bible Bashers' own new-game screen (`BashersSetup`): the scenario, named and described, each seat human or computer
with its force (a shipped one, a saved file, or one built with the force builder), and the seed."""

from __future__ import annotations

import re
from pathlib import Path

import yaml
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Header, Input, Label, Select, Static

from bible_tabletop.engine.data import DataError
from bible_tabletop.engine.setup_check import MAX_NAME
from bible_tabletop.games.bashers.rules.forces import summary
from bible_tabletop.games.bashers.rules.options import FORCE_IDS, SCENARIOS, Options
from bible_tabletop.games.bashers.rules.scenarios import load_scenarios
from bible_tabletop.games.bashers.rules.shipped import shipped
from bible_tabletop.games.bashers.rules.words import count_text
from bible_tabletop.games.bashers.ui.builder import ForceBuilder, as_force, file_data, forces_folder, shipped_data
from bible_tabletop.tui.seats import SeatWho, coach_chosen, coach_row, seats_played

GENERATED_NAME = "A map drawn from the seed"
GENERATED_ABOUT = ("A pitched battle on a new map drawn from the game's seed: each side deploys within 4 inches of "
                   "its own edge, and a roll of the dice decides who places first and who moves first.")
BUILT = "built"  # the force select's value for the force built for that seat


def scenario_choices() -> list[tuple[str, str]]:
    """The scenarios by name, for the setup's list (the value is the option's id)."""
    named = load_scenarios()
    return [(named[s].name if s in named else GENERATED_NAME, s) for s in SCENARIOS]


def scenario_about(scenario_id: str) -> str:
    """What the chosen scenario is: its own description, or what a generated map plays as."""
    named = load_scenarios()
    return named[scenario_id].description if scenario_id in named else GENERATED_ABOUT


class BashersSetup(Screen):
    """A new game of Bible Bashers: scenario, each seat (name, human or computer, force) and the seed."""

    BINDINGS = [Binding("escape", "app.pop_screen", "Back"), Binding("ctrl+s", "start", "Start")]
    CSS = """
    BashersSetup #setup-problem { color: $error; text-style: bold; padding: 0 0 1 0; }
    BashersSetup .force-line { padding: 0 0 1 12; color: $text-muted; }
    BashersSetup #setup #scenario { width: 34; }
    BashersSetup #seed { width: 24; }
    BashersSetup #setup .seat-force { width: 25; }
    BashersSetup #setup .seat-build { min-width: 9; width: 9; }
    """

    def __init__(self, game: str = "bashers"):
        super().__init__()
        self.game = game
        self.built: list[dict | None] = [None, None]  # the force built here for each seat

    def compose(self) -> ComposeResult:
        yield Header(show_clock=False)
        with VerticalScroll(id="setup"):
            yield Label("[b]New game of Bible Bashers[/b]")
            with Horizontal(classes="setup-row"):
                yield Label("Scenario", classes="setup-label")
                yield Select(scenario_choices(), value=SCENARIOS[0], allow_blank=False, id="scenario")
            yield Static(scenario_about(SCENARIOS[0]), id="scenario-about", classes="force-line", markup=False)
            defaults = (Options.model_fields["force1"].default, Options.model_fields["force2"].default)
            for seat in range(2):
                with Horizontal(classes="setup-row seat", id=f"seat-{seat}"):
                    yield Label(f"Seat {seat + 1}", classes="setup-label")
                    yield Input(placeholder=f"Player {seat + 1}", id=f"name-{seat}", classes="seat-name",
                                max_length=MAX_NAME)
                    yield SeatWho(seat)
                    yield Select(self._force_choices(seat), value=defaults[seat], allow_blank=False,
                                 id=f"force-{seat}", classes="seat-force")
                    yield Button("Build", id=f"build-{seat}", classes="seat-build")
                yield Static(id=f"force-line-{seat}", classes="force-line", markup=False)
            yield from coach_row()
            with Horizontal(classes="setup-row"):
                yield Label("Seed (replays a game)", classes="setup-label wide")
                yield Input(str(self.app.seeds.randrange(1, 1_000_000)), id="seed", type="integer")
            yield Static("", id="setup-problem", markup=False)
            yield Button("Start the game (Ctrl+S)", id="start", variant="primary")
        yield Footer()

    def _force_choices(self, seat: int) -> list[tuple[str | Text, str]]:
        """The shipped forces, the player's saved ones, and the one built here for this seat."""
        named = shipped("forces")
        out = [(named[f].name, f) for f in FORCE_IDS]
        folder = forces_folder()
        if folder.is_dir():
            out += [(Text(f"{p.stem} (saved)"), str(p)) for p in sorted(folder.glob("*.yaml"))[:50]]
        if self.built[seat] is not None:
            out.append((Text(f"{self.built[seat]['name'][:10]} (built)"), BUILT))
        return out

    def on_mount(self) -> None:
        self.query_one("#setup-problem", Static).display = False
        for seat in range(2):
            self._describe(seat)
        self.query_one("#name-0", Input).focus()

    def force_data(self, seat: int) -> dict:
        """The data of the force chosen for `seat` (a shipped one, a saved file, or the one built here)."""
        value = self.query_one(f"#force-{seat}", Select).value
        if value == BUILT:
            return self.built[seat]
        if value in FORCE_IDS:
            return shipped_data(value)
        return file_data(Path(value))

    def _describe(self, seat: int) -> None:
        line = self.query_one(f"#force-line-{seat}", Static)
        try:
            data = self.force_data(seat)
        except DataError as exc:
            line.update(str(exc.problems[0]))
            return
        s = summary(as_force(data))
        wrong = f" · not legal: {s.problems[0]}" if s.problems else ""
        about = f"{data['about']} " if data.get("about") else ""
        line.update(f"{data['name']}: {about}{count_text(len(s.figures), 'figure')} "
                    f"({', '.join(f.figure.name for f in s.figures)}), "
                    f"buffs {', '.join(data.get('buffs', [])) or 'none'}, {s.spent}/{s.budget} points{wrong}")

    def on_select_changed(self, event: Select.Changed) -> None:
        self.query_one("#setup-problem", Static).display = False
        if event.select.id == "scenario":
            self.query_one("#scenario-about", Static).update(scenario_about(event.value))
        if event.select.id and event.select.id.startswith("force-"):
            self._describe(int(event.select.id[-1]))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        bid = event.button.id or ""
        if bid == "start":
            self.action_start()
        elif bid.startswith("build-"):
            self.build(int(bid[-1]))

    def build(self, seat: int) -> None:
        """Open the builder on a copy of the seat's force; what it returns becomes the seat's built force."""
        try:
            start = self.force_data(seat)
        except DataError:
            start = None
        copy = yaml.safe_load(yaml.safe_dump(start)) if start else None

        def done(data: dict | None) -> None:
            if data is None:
                return
            self.built[seat] = data
            select = self.query_one(f"#force-{seat}", Select)
            select.set_options(self._force_choices(seat))
            select.value = BUILT
            self._describe(seat)

        self.app.push_screen(ForceBuilder(seat, copy), done)

    def config(self):
        """The game's config and seed: the shared setup check for the seats, the scenario and the seed; each force as
        data in the options (force1_data, force2_data), checked by setting the game up."""
        from bible_tabletop.engine.setup_check import SetupError, check_setup, reason
        from bible_tabletop.engine.spec import spec_for

        rules = spec_for(self.game).rules()
        names = [self.query_one(f"#name-{s}", Input).value.strip() for s in range(2)]
        computer, levels = seats_played(self, 2)
        seed_text = self.query_one("#seed", Input).value.strip() or "0"
        if not re.fullmatch(r"-?\d{1,18}", seed_text):
            raise SetupError("The seed is a whole number of at most 18 digits.")
        seed = int(seed_text)
        options = {"scenario": self.query_one("#scenario", Select).value}
        config = check_setup(rules, players=2, names=names, computer=computer, options=options, seed=seed,
                             levels=levels, coach=coach_chosen(self))
        for seat in range(2):
            config.options[f"force{seat + 1}_data"] = self.force_data(seat)
        try:
            rules.setup(config, seed)
        except ValueError as exc:
            raise SetupError(reason(exc)) from None
        return config, seed

    def action_start(self) -> None:
        from bible_tabletop.engine.setup_check import SetupError

        try:
            config, seed = self.config()
        except (SetupError, DataError) as exc:
            text = "\n".join(str(p) for p in exc.problems[:3]) if isinstance(exc, DataError) else str(exc)
            line = self.query_one("#setup-problem", Static)
            line.update(text)
            line.display = True
            self.notify(text, title="Cannot start", severity="error", markup=False)
            return
        self.app.start_game(config, seed, replace=True)
