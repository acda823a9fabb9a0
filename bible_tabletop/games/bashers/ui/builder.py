"""Bible Bashers' force builder (`ForceBuilder`), which the setup screen (setup.py) opens for a seat, and the force
files it reads and writes.

The builder edits a force file's content (the dict a force YAML file holds): a name, two different buffs or Giants
alone, the Leader (a free hero: name and role) and the recruited figures (rank, role, name), each added and removed.
As it is built it shows the points spent and left and, for every figure, its cost, the damage it can take and its
modifiers (forces.summary); an illegal force is refused with every reason and stays open for correction. It saves
the force as YAML (in the player's `bashers/forces/` folder under the user data folder, or a path typed) and loads one
back. A force built here travels in the game's options as data (`force1_data`), so a save replays whatever later
happens to the file. Names typed by players are never read as markup.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import yaml
from pydantic import ValidationError
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Header, Input, Label, OptionList, Select, Static
from textual.widgets.option_list import Option

from bible_tabletop.engine.data import DataError
from bible_tabletop.engine.typed_paths import PathRefused, typed_path
from bible_tabletop.games.bashers.rules.forces import summary
from bible_tabletop.games.bashers.rules.forces_models import (BUFFS, FORCES, RANKS, ROLES, Figure, Force, ForceFile,
                                                        default_name, load_force_file)
from bible_tabletop.games.bashers.rules.words import count_text
from bible_tabletop.paths import data_home

NONE = "-"  # no buff chosen


def forces_folder() -> Path:
    """Where the builder saves forces: bashers/forces/ under the player's data folder (validate finds a file there
    to be a Bashers force file, as it would in the shipped assets/bashers/forces/)."""
    return data_home() / "bashers" / "forces"


def file_data(path: Path) -> dict:
    """A force file's content as a plain dict, its shape checked (DataError with file:line per problem); buffs and
    figures always there, empty when the file has none."""
    data = load_force_file(path).model_dump(mode="json", exclude_none=True, exclude_defaults=True)
    return {"buffs": [], "figures": []} | data


def shipped_data(force_id: str) -> dict:
    return file_data(FORCES / f"{force_id}.yaml")


def blank_force() -> dict:
    return {"name": "My force", "buffs": [], "leader": {"name": "Leader", "role": "Fighter"}, "figures": []}


def as_force(data: dict) -> Force:
    """The force the builder's data describes, whatever is wrong with it (so its summary can say what)."""
    counts = {rank: 0 for rank in RANKS}

    def name_of(member: dict, rank: str) -> str:
        if member.get("name"):
            return member["name"]
        counts[rank] += 1
        return default_name(rank, counts[rank])

    lead = data["leader"]
    figures = [Figure(0, name_of(lead, "hero"), "hero", lead["role"], leader=True)]
    figures += [Figure(i, name_of(f, f["rank"]), f["rank"], f["role"]) for i, f in enumerate(data["figures"], 1)]
    return Force(data["name"], tuple(data["buffs"]), tuple(figures))


def shape_reasons(data: dict) -> list[str]:
    """What the force file's schema says is wrong with the data (a name too long, spaces around it ...)."""
    try:
        ForceFile.model_validate(data)
    except ValidationError as exc:
        return [f"{'.'.join(str(p) for p in e['loc'])}: {e['msg'].removeprefix('Value error, ')}"
                for e in exc.errors()]
    return []


def reasons(data: dict) -> list[str]:
    """Everything that makes the force illegal: the builder's rules, then the file's shape."""
    return list(summary(as_force(data)).problems) + shape_reasons(data)


def mods(modifiers) -> str:
    return " ".join(f"{v:+d} {n}" for n, v in modifiers) or "none"


def figure_rows(data: dict) -> list[str]:
    """One line a figure: number, name, rank and role, cost, damage it can take, attack and defence modifiers,
    reach and orders."""
    lines = []
    for k, line in enumerate(summary(as_force(data)).figures):
        f = line.figure
        who = "Leader" if f.leader else f"{k}"
        lines.append(f"{who:>6} {f.name[:24]:<24} {f.rank:<8} {f.role:<7} {line.cost} pts  takes {line.damage_limit}"
                     f"  att {mods(line.attack)}  def {mods(line.defence)}  reach {line.reach}; {line.orders}")
    return lines


def save_path(typed: str, name: str) -> Path:
    """The file a force is saved to: the path typed (.yaml added when it has no .yaml or .yml end), else the forces
    folder and a file name made of the force's name. A path that can name no file raises PathRefused (a sentence)."""
    if typed.strip():
        path = typed_path(typed)
        return path if path.suffix in (".yaml", ".yml") else path.with_name(path.name + ".yaml")
    stem = re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-") or "force"
    return forces_folder() / f"{stem}.yaml"


def write_force(data: dict, path: Path) -> str:
    """Write the force file (refusing to replace a file that is not a force file); the sentence to show."""
    if os.path.exists(path):  # False for a name too long or a symlink loop: the write says why
        try:
            load_force_file(path)
        except DataError:
            return f"{path} exists and is not a force file: it was left alone. Type another path."
    text = "# A Bible Bashers force, made with the force builder. Edit it, then check it with\n" \
           f"#   bible-tabletop validate {path}\n" + yaml.safe_dump(data, sort_keys=False, allow_unicode=True)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        return f"{path} cannot be written: {exc.strerror}."
    return f"Saved to {path}."


def saved_forces_said() -> str:
    """For Load with no path: the forces saved in the forces folder, or where they would be."""
    folder = forces_folder()
    names = sorted(p.stem for p in folder.glob("*.yaml")) if folder.is_dir() else []
    if not names:
        return f"No force is saved in {folder} yet. Type the path of a force file, then Load."
    more = " …" if len(names) > 20 else ""
    return f"Saved forces: {', '.join(names[:20])}{more}. Type one's name (or any path), then Load."


class ForceBuilder(Screen):
    """Build or correct one force (see the module docstring); dismissed with the force's data, or None."""

    BINDINGS = [Binding("escape", "cancel", "Back"), Binding("ctrl+s", "use", "Use this force"),
                Binding("delete", "remove", "Remove figure"), Binding("ctrl+n", "blank", "New force")]
    DEFAULT_CSS = """
    ForceBuilder .fb-row { height: 3; }
    ForceBuilder .fb-label { width: 12; padding: 1 1 0 0; }
    ForceBuilder Select { width: 18; }
    ForceBuilder Button { min-width: 8; }
    ForceBuilder #fb-name, ForceBuilder #fb-leader-name { width: 32; }
    ForceBuilder #fb-new-name { width: 1fr; }
    ForceBuilder #fb-path { width: 1fr; }
    ForceBuilder #fb-points { padding: 0 1; text-style: bold; }
    ForceBuilder #fb-figures { height: auto; max-height: 14; }
    ForceBuilder #fb-problems { color: $error; padding: 0 1; height: auto; }
    ForceBuilder FooterKey.-command-palette { display: none; }  /* room for the builder's own keys at 80 columns */
    """

    def __init__(self, seat: int, data: dict | None = None):
        super().__init__()
        self.seat = seat
        self.data = data or blank_force()

    def compose(self) -> ComposeResult:
        d = self.data
        buffs = [*d["buffs"], NONE, NONE][:2]
        yield Header(show_clock=False)
        with VerticalScroll(id="fb"):
            yield Label(f"[b]Force builder: seat {self.seat + 1}[/b]")
            with Horizontal(classes="fb-row"):
                yield Label("Force name", classes="fb-label")
                yield Input(d["name"], id="fb-name", max_length=40)
            with Horizontal(classes="fb-row"):
                yield Label("Buffs", classes="fb-label")
                yield Select([(b, b) for b in (NONE, *BUFFS)], value=buffs[0], allow_blank=False, id="fb-buff1")
                yield Select([(b, b) for b in (NONE, *BUFFS)], value=buffs[1], allow_blank=False, id="fb-buff2")
            with Horizontal(classes="fb-row"):
                yield Label("Leader", classes="fb-label")
                yield Input(d["leader"].get("name", ""), id="fb-leader-name", max_length=40, placeholder="name")
                yield Select([(r, r) for r in ROLES], value=d["leader"]["role"], allow_blank=False,
                             id="fb-leader-role")
            yield Static(id="fb-points")
            yield OptionList(id="fb-figures")
            with Horizontal(classes="fb-row"):
                yield Label("Recruit", classes="fb-label")
                yield Select([(r, r) for r in reversed(RANKS)], value="trooper", allow_blank=False, id="fb-rank")
                yield Select([(r, r) for r in ROLES], value="Fighter", allow_blank=False, id="fb-role")
                yield Input(id="fb-new-name", max_length=40, placeholder="name (optional), Enter adds")
                yield Button("Add", id="fb-add")
                yield Button("Remove", id="fb-remove")
            yield Static(id="fb-problems", markup=False)
            with Horizontal(classes="fb-row"):
                yield Label("File", classes="fb-label")
                yield Input(id="fb-path", placeholder="a path (empty: your forces folder)")
                yield Button("Save", id="fb-save")
                yield Button("Load", id="fb-load")
            with Horizontal(classes="fb-row"):
                yield Button("Use this force (Ctrl+S)", id="fb-use", variant="primary")
                yield Button("New force (Ctrl+N)", id="fb-blank")
                yield Button("Back (Esc)", id="fb-cancel")
        yield Footer()

    def on_mount(self) -> None:
        for repeated in ("#fb-add", "#fb-remove"):  # pressed again and again: no press effect that swallows a click
            self.query_one(repeated, Button).active_effect_duration = 0
        self.show()
        self.query_one("#fb-figures", OptionList).focus()

    # -- what is shown --------------------------------------------------------------------------------------
    def show(self) -> None:
        """Points, the figures with what each costs and can take, and every reason the force is illegal."""
        s = summary(as_force(self.data))
        self.query_one("#fb-points", Static).update(
            Text(f"Points: {s.spent} of {s.budget} spent, {s.left} left · {count_text(len(s.figures), 'figure')}"
                 f" · buffs: {', '.join(self.data['buffs']) or 'none'}"))
        figures = self.query_one("#fb-figures", OptionList)
        keep = figures.highlighted
        figures.set_options([Option(Text(row)) for row in figure_rows(self.data)])
        figures.highlighted = min(keep or 0, figures.option_count - 1)
        found = reasons(self.data)
        self.query_one("#fb-problems", Static).update("\n".join(f"✗ {r}" for r in found) if found else "✓ A legal force.")

    def refuse(self, text: str) -> None:
        self.notify(text, severity="warning", markup=False)

    # -- editing ---------------------------------------------------------------------------------------------------
    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "fb-name":
            self.data["name"] = event.value
        elif event.input.id == "fb-leader-name":
            self.data["leader"]["name"] = event.value
        else:
            return
        self.show()

    def on_select_changed(self, event: Select.Changed) -> None:
        sid = event.select.id
        if sid in ("fb-buff1", "fb-buff2"):
            chosen = [self.query_one(f"#fb-buff{i}", Select).value for i in (1, 2)]
            self.data["buffs"] = [b for b in chosen if b != NONE]
        elif sid == "fb-leader-role":
            self.data["leader"]["role"] = event.value
        else:
            return
        self.show()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id == "fb-new-name":
            self.action_add()
        elif event.input.id == "fb-path":
            self.action_save()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        action = {"fb-add": self.action_add, "fb-remove": self.action_remove, "fb-save": self.action_save,
                  "fb-load": self.action_load, "fb-use": self.action_use, "fb-blank": self.action_blank,
                  "fb-cancel": self.action_cancel}.get(event.button.id)
        if action:
            action()

    def action_add(self) -> None:
        """Recruit a figure of the rank and role chosen, with the name typed (or a numbered one)."""
        box = self.query_one("#fb-new-name", Input)
        figure = {"rank": self.query_one("#fb-rank", Select).value, "role": self.query_one("#fb-role", Select).value}
        if box.value.strip():
            figure["name"] = box.value.strip()
        self.data["figures"].append(figure)
        box.value = ""
        self.show()
        self.query_one("#fb-figures", OptionList).highlighted = len(self.data["figures"])

    def action_remove(self) -> None:
        """Remove the highlighted figure (the Leader stays: every force has one)."""
        k = self.query_one("#fb-figures", OptionList).highlighted
        if k is None or not self.data["figures"]:
            self.refuse("Highlight a figure in the list first.")
            return
        if k == 0:
            self.refuse("The Leader stays: every force has one. Change its name or role above.")
            return
        del self.data["figures"][k - 1]
        self.show()

    def action_blank(self) -> None:
        self.data = blank_force()
        self._fill_form()

    def _fill_form(self) -> None:
        d = self.data
        buffs = [*d["buffs"], NONE, NONE][:2]
        with self.prevent(Input.Changed, Select.Changed):
            self.query_one("#fb-name", Input).value = d["name"]
            self.query_one("#fb-leader-name", Input).value = d["leader"].get("name", "")
            self.query_one("#fb-leader-role", Select).value = d["leader"]["role"]
            for i, b in enumerate(buffs, 1):
                self.query_one(f"#fb-buff{i}", Select).value = b if b in BUFFS else NONE
        self.show()

    # -- files and leaving ----------------------------------------------------------------------------------------
    def action_save(self) -> None:
        """Save the force as YAML; an illegal force is saved too (to finish later), with what is still wrong."""
        wrong = shape_reasons(self.data)
        if wrong:
            self.refuse("Not saved: " + "; ".join(wrong))
            return
        try:
            path = save_path(self.query_one("#fb-path", Input).value, self.data["name"])
        except PathRefused as exc:
            self.refuse(f"Not saved: {exc}")
            return
        said = write_force(self.data, path)
        left = summary(as_force(self.data)).problems
        self.notify(said + (f" It is not legal yet: {left[0]}" if left and said.startswith("Saved") else ""),
                    markup=False, severity="information" if said.startswith("Saved") else "warning")

    def action_load(self) -> None:
        """Load a force file (the path typed, or a file name in the forces folder) to use or correct it."""
        typed = self.query_one("#fb-path", Input).value.strip()
        if not typed:
            self.refuse(saved_forces_said())
            return
        try:
            path = typed_path(typed)
        except PathRefused as exc:
            self.refuse(f"Not loaded: {exc}")
            return
        if not os.path.exists(path) and not path.is_absolute():  # False for a name too long: the read says why
            path = save_path("", typed.removesuffix(".yaml"))
        try:
            self.data = file_data(path)
        except DataError as exc:
            self.refuse("\n".join(str(p) for p in exc.problems[:4]))
            return
        self.data.setdefault("buffs", [])
        self.data.setdefault("figures", [])
        self._fill_form()
        self.notify(f"Loaded {path}.", markup=False)

    def action_use(self) -> None:
        """Take the force for the seat; an illegal one is refused with every reason and stays here."""
        wrong = reasons(self.data)
        if wrong:
            self.refuse("This force cannot play yet:\n" + "\n".join(wrong))
            return
        self.dismiss(self.data)

    def action_cancel(self) -> None:
        self.dismiss(None)
