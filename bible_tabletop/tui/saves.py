"""Saves in the app: the saves list (open, delete), the Save name prompt, Save elsewhere, and what leaving says."""

from __future__ import annotations

import time
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Footer, Input, OptionList, Static
from textual.widgets.option_list import Option

from bible_tabletop.engine import saves
from bible_tabletop.engine.saves_folder import SaveInfo
from bible_tabletop.engine.typed_paths import PathRefused, typed_path

NOT_SAVED_HINT = "The game goes on in memory. Ctrl+P, then 'Save elsewhere', saves it to another place."


class ConfirmDialog(ModalScreen[bool]):
    """A yes/no question: y or Enter says yes, n or Esc says no."""

    DEFAULT_CSS = """
    ConfirmDialog { align: center middle; }
    #confirm-box { width: 64; height: auto; border: thick $warning; padding: 1 2; background: $panel; }
    #confirm-buttons { height: auto; margin-top: 1; align-horizontal: center; }
    #confirm-buttons Button { margin: 0 1; }
    """
    BINDINGS = [Binding("y", "answer(True)", "Yes"), Binding("n,escape", "answer(False)", "No")]

    def __init__(self, question: str, yes: str = "Yes"):
        super().__init__()
        self.question = question
        self.yes = yes

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-box"):
            yield Static(self.question, markup=False, id="confirm-question")
            with Horizontal(id="confirm-buttons"):
                yield Button(f"{self.yes} (y)", variant="warning", id="yes")
                yield Button("No (n)", id="no")

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class TextPrompt(ModalScreen[str | None]):
    """One line of text from the player (a save's name, a path): Enter gives it, Esc cancels."""

    DEFAULT_CSS = """
    TextPrompt { align: center middle; }
    #prompt-box { width: 72; height: auto; border: thick $accent; padding: 1 2; background: $panel; }
    #prompt-title { text-style: bold; }
    #prompt-hint { color: $text-muted; }
    """
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, title: str, hint: str, value: str = ""):
        super().__init__()
        self.title_text = title
        self.hint = hint
        self.value = value

    def compose(self) -> ComposeResult:
        with Vertical(id="prompt-box"):
            yield Static(self.title_text, markup=False, id="prompt-title")
            yield Input(self.value, id="prompt-input")
            yield Static(f"{self.hint}  Enter: OK, Esc: cancel.", markup=False, id="prompt-hint")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.dismiss(event.value)

    def action_cancel(self) -> None:
        self.dismiss(None)


class SavesScreen(Screen[Path | None]):
    """The saves in the data folder, newest first, each said in words; Enter opens one, r replays one (on top of
    this list, which it comes back to), d deletes one."""

    DEFAULT_CSS = """
    #saves-title { padding: 0 1; }
    #saves-list { height: 1fr; }
    """
    BINDINGS = [
        Binding("escape,q", "back", "Back", key_display="Esc"),
        Binding("enter", "open", "Open", show=False),
        Binding("r", "replay", "Replay", tooltip="step through the highlighted game move by move (it is only read)"),
        Binding("d,delete", "delete", "Delete"),
    ]

    def __init__(self, infos: list[SaveInfo]):
        super().__init__()
        self.infos = infos

    def compose(self) -> ComposeResult:
        yield Static("Saved games, newest first. Enter opens one, r replays it, d deletes one.", id="saves-title")
        yield OptionList(id="saves-list")
        yield Static("No saves yet: every game autosaves after each move.", id="saves-empty")
        yield Footer()

    def on_mount(self) -> None:
        self._fill()

    def _fill(self) -> None:
        options = self.query_one("#saves-list", OptionList)
        options.clear_options()
        options.add_options([Option(Text(info.describe()), id=str(i)) for i, info in enumerate(self.infos)])
        options.display = bool(self.infos)
        self.query_one("#saves-empty").display = not self.infos
        if self.infos:
            options.highlighted = 0
            options.focus()

    def _chosen(self) -> SaveInfo | None:
        options = self.query_one("#saves-list", OptionList)
        if not self.infos or options.highlighted is None:
            return None
        return self.infos[options.highlighted]

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_open()

    def action_open(self) -> None:
        info = self._chosen()
        if info is None:
            return
        if info.problem is not None:
            self.notify(f"{info.file_name}: {info.problem}", title="Cannot open", severity="warning", markup=False)
            return
        self.dismiss(info.path)

    def action_replay(self) -> None:
        from bible_tabletop.tui.replay import open_replay  # the replay screen loads the game's screen: on first use

        info = self._chosen()
        if info is None:
            self.notify("No save to replay.", severity="warning")
        elif info.problem is not None:
            self.notify(f"{info.file_name}: {info.problem}", title="Cannot replay", severity="warning", markup=False)
        else:
            open_replay(self.app, info.path)

    def action_delete(self) -> None:
        info = self._chosen()
        if info is None:
            self.notify("No save to delete.", severity="warning")
            return
        self.app.push_screen(ConfirmDialog(f"Delete this save for good?\n\n{info.describe()}", yes="Delete"),
                             lambda yes: yes and self._delete(info))

    def _delete(self, info: SaveInfo) -> None:
        try:
            info.path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            self.notify(f"Cannot delete {info.path}: {exc.strerror}", severity="error", markup=False)
            return
        self.infos = [i for i in self.infos if i.path != info.path]
        self._fill()
        self.notify(f"Deleted {info.file_name}.", markup=False)

    def action_back(self) -> None:
        self.dismiss(None)


# -- saving from the palette ---------------------------------------------------------------------------------
def _save_to(app, path: Path, save, done: str, retry: str) -> None:
    """Ask before replacing an existing file, then `save(path)`; say what happened either way."""

    def write(yes: bool = True) -> None:
        if not yes:
            return
        try:
            save(path)
        except OSError as exc:
            app.notify(f"{saves.why_not_written(exc, path)}. {retry}", title="Not saved", severity="error",
                       timeout=12, markup=False)
            return
        app.notify(done, title="Saved", markup=False)

    try:
        exists = path.exists()
    except OSError:  # a name too long for the system: the write says so
        exists = False
    if exists:
        app.push_screen(ConfirmDialog(f"{path.name} already exists in {path.parent}. Replace it?", yes="Replace"),
                        write)
    else:
        write()


def ask_save_name(app, session) -> None:
    """Palette 'Save': ask a name, make it a safe file name, ask before replacing, save a copy."""

    def chosen(name: str | None) -> None:
        if name is None:
            return
        safe = saves.safe_name(name)
        if not safe:
            app.notify("A save's name needs at least one letter or digit.", title="Not saved", severity="warning")
            return
        path = saves.named_path(safe)
        _save_to(app, path, session.save, f"Saved as '{safe}' in {path.parent}",
                 "Ctrl+P, then 'Save elsewhere', picks another place.")

    default = f"{session.rules.id}-{time.strftime('%Y-%m-%d-%H%M')}"
    app.push_screen(TextPrompt("Save the game", "A name for this save: letters, digits, - and _.", default), chosen)


def ask_save_path(app, session) -> None:
    """Palette 'Save elsewhere': save to a file or folder the player types, and keep autosaving there."""

    def chosen(text: str | None) -> None:
        if not text or not text.strip():
            return
        try:
            path = typed_path(text)
        except PathRefused as exc:
            app.notify(f"{exc} Try another place.", title="Not saved", severity="error", timeout=12, markup=False)
            return
        try:
            is_dir = path.is_dir()
        except OSError:  # a name too long for the system: the write says so
            is_dir = False
        if is_dir:
            path = path / saves.autosave_path(session.rules.id, session.seed).name
        elif path.suffix != ".json":
            path = path.with_name(path.name + ".json")
        _save_to(app, path, session.save_elsewhere, f"Saved to {path}; the game now autosaves there.",
                 "Try another place.")

    app.push_screen(TextPrompt("Save elsewhere", "A file or folder to save this game to; it autosaves there "
                                                 "from now on.", str(Path.home())), chosen)


def leaving_note(session, demo: bool) -> tuple[str, str]:
    """What leaving a game says about saving: (message, severity)."""
    if session.autosave is None:
        return ("A demo is not saved." if demo else "This game was not saved."), "information"
    if session.save_problem is not None:
        return f"This game is NOT saved: {session.save_problem}.", "error"
    if session.outcome is not None:  # over: never resumed, but kept to replay
        if session.autosave.parent != saves.saves_dir():
            return f"The game is over. Replay it with: bible-tabletop replay {session.autosave}", "information"
        return "The game is over: the saved games (s on the menu) keep it, where r replays it.", "information"
    if session.autosave.parent != saves.saves_dir():
        return f"Saved to {session.autosave}. Resume it with: bible-tabletop resume {session.autosave}", "information"
    return f"Saved to {session.autosave}. Resume it from the menu with r.", "information"


def not_saved_warning(problem: str | None) -> tuple[str, str]:
    """The warning when autosaving starts failing, or the news that it works again: (message, severity)."""
    if problem is None:
        return "Saving works again.", "information"
    return f"This game is NOT being saved: {problem}. {NOT_SAVED_HINT}", "error"
