"""The new-game setup screen: players, names, human or computer seats (each at a level), options, a player's own data files, seed.
It asks only what applies to the table chosen (the game's options say: GameOptions.applies), the number of players
first, with the focus."""

from __future__ import annotations

import re

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Header, Input, Label, Select, Static

from bible_tabletop.games.registry import rules_for, spec_for
from bible_tabletop.tui.seats import SeatWho, coach_chosen, coach_row, seats_played

MAX_SEED_DIGITS = 18


def file_options(game: str) -> list[tuple[str, str]]:
    """(key, label) of each option naming a data file of a player's own (a `*_file` field of the game's options,
    e.g. a Righteous player's deck): typed as a path, read and checked by the game's setup like `--option`."""
    fields = spec_for(game).options_model().model_fields
    return [(key, field.title or key) for key, field in fields.items() if key.endswith("_file")]


class SetupScreen(Screen):
    """Players, names, human or computer per seat, the game's options and the seed."""

    BINDINGS = [Binding("escape", "app.pop_screen", "Back"), Binding("ctrl+s", "start", "Start")]
    DEFAULT_CSS = """
    #setup-problem { color: $error; text-style: bold; padding: 0 0 1 0; }
    #setup .setup-file { width: 1fr; }
    """
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
            from bible_tabletop.engine.setup_check import MAX_NAME  # loaded with the options, as the form opens

            choices = spec_for(self.game).seat_choices()
            for seat in range(min(self.MAX_SEATS, r.max_players)):
                with Horizontal(classes="setup-row seat", id=f"seat-{seat}"):
                    yield Label(f"Seat {seat + 1}", classes="setup-label")
                    yield Input(placeholder=f"Player {seat + 1}", id=f"name-{seat}", classes="seat-name",
                                max_length=MAX_NAME)
                    yield SeatWho(seat)
                    if choices:
                        yield Select([(c.title(), c) for c in choices], value=choices[seat % len(choices)],
                                     allow_blank=False, id=f"char-{seat}", classes="seat-char")
            yield from coach_row()
            for spec in spec_for(self.game).option_specs():
                with Horizontal(classes="setup-row setup-option", id=f"row-{spec.key}"):
                    yield Label(spec.label, classes="setup-label wide")
                    yield Select([(c, c) for c in spec.choices], value=spec.choices[0], allow_blank=False,
                                 id=f"opt-{spec.key}")
            for key, label in file_options(self.game):
                with Horizontal(classes="setup-row setup-option", id=f"row-{key}"):
                    yield Label(label, classes="setup-label wide")
                    yield Input(placeholder="a YAML file, or empty for none", id=f"file-{key}",
                                classes="setup-file")
            with Horizontal(classes="setup-row"):
                yield Label("Seed (replays a game)", classes="setup-label wide")
                yield Input(str(self.app.seeds.randrange(1, 1_000_000)), id="seed", type="integer")
            yield Static("", id="setup-problem", markup=False)  # why the game cannot start, when it cannot
            yield Button("Start the game (Ctrl+S)", id="start", variant="primary")
        yield Footer()

    def on_mount(self) -> None:
        self._show_seats(self.rules.min_players)
        self.query_one("#setup-problem", Static).display = False
        self.query_one("#players", Select).focus()  # Enter opens the first choice at once

    def _show_seats(self, n: int) -> None:
        for row in self.query(".seat"):
            row.display = int(row.id.split("-")[1]) < n
        self._show_options(n)

    def _show_options(self, n: int) -> None:
        """Only the options that apply to `n` players and the options chosen so far."""
        declared = spec_for(self.game)
        try:
            chosen = declared.options_model().model_validate(
                {spec.key: self.query_one(f"#opt-{spec.key}", Select).value for spec in declared.option_specs()})
        except ValueError:  # (pydantic's ValidationError is one) nothing to judge by: every option is asked
            chosen = None
        applies = getattr(chosen, "applies", None)
        for row in self.query(".setup-option"):
            row.display = applies is None or applies(row.id.removeprefix("row-"), n)

    def _asked(self, key: str) -> bool:
        return self.query_one(f"#row-{key}").display

    def on_select_changed(self, event: Select.Changed) -> None:
        self.query_one("#setup-problem", Static).display = False  # a new choice: the last refusal may not hold
        n = int(self.query_one("#players", Select).value)
        if event.select.id == "players":
            self._show_seats(n)
        else:
            self._show_options(n)

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.has_class("setup-file"):
            self.query_one("#setup-problem", Static).display = False  # another file: the last refusal may not hold

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()

    def config(self):
        """The game's config and seed from the form, checked (engine.setup_check: the command line's check);
        SetupError says in one sentence what the game cannot take."""
        from bible_tabletop.engine.setup_check import SetupError, SEAT_CHOICE, check_setup
        from bible_tabletop.engine.typed_paths import PathRefused, typed_path

        n = int(self.query_one("#players", Select).value)
        names = [self.query_one(f"#name-{s}", Input).value.strip() for s in range(n)]
        computer, levels = seats_played(self, n)
        declared = spec_for(self.game)
        options = {spec.key: self.query_one(f"#opt-{spec.key}", Select).value for spec in declared.option_specs()
                   if self._asked(spec.key)}
        for key, label in file_options(self.game):
            path = self.query_one(f"#file-{key}", Input).value.strip()
            if path and self._asked(key):
                try:
                    options[key] = str(typed_path(path))
                except PathRefused as exc:
                    raise SetupError(f"{label}: {exc}") from None
        if declared.seat_choices():
            options[SEAT_CHOICE] = [self.query_one(f"#char-{s}", Select).value for s in range(n)]
        seed_text = self.query_one("#seed", Input).value.strip() or "0"
        if not re.fullmatch(rf"-?\d{{1,{MAX_SEED_DIGITS}}}", seed_text):
            raise SetupError(f"The seed is a whole number of at most {MAX_SEED_DIGITS} digits.")
        seed = int(seed_text)
        return check_setup(self.rules, players=n, names=names, computer=computer, options=options, seed=seed,
                           levels=levels, coach=coach_chosen(self)), seed

    def show_problem(self, text: str, title: str) -> None:
        """Say why the game cannot start: a line under the form and a notification, both as plain text."""
        line = self.query_one("#setup-problem", Static)
        line.update(text)
        line.display = True
        self.notify(text, title=title, severity="error", markup=False)

    def action_start(self) -> None:
        from bible_tabletop.engine.data import DataError
        from bible_tabletop.engine.setup_check import SetupError

        try:
            config, seed = self.config()
        except DataError as exc:
            self.show_problem("\n".join(str(p) for p in exc.problems[:3]), "Broken data file")
            return
        except SetupError as exc:
            self.show_problem(str(exc), "Cannot start")
            return
        self.app.start_game(config, seed, replace=True)

