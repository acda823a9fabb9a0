"""The Bible Bashers screen: the table (tablemap.py) with its legend, the two sides' figures, the activation and the
last combat above the table (statusline.py), the choices and the log.

Everything drawn comes from the rules' view (`self.view`): in a hidden deployment the other side's figures are
nowhere. What the map does depends on the decision: in deployment a pick places the figure chosen in the list (the
first still to place unless another is highlighted); while a rolled move waits, the reachable squares are shown
with their cost and a pick ends the move there; while the activated figure may attack, the enemies in its range are
marked in sight, in cover or out of sight, and a click on one attacks it (a click on one of your own figures orders
it, or activates it when the die asks for one). Names typed by players are shown as `Text`, never read as markup.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Footer, Static

from bible_tabletop.games.bashers.rules.actions import Activate, Attack, Deploy, EndActivation, Move, MoveOn, MoveTo, Order, Roll
from bible_tabletop.games.bashers.rules.combat import attack_range
from bible_tabletop.games.bashers.rules.deploy import zone
from bible_tabletop.games.bashers.rules.forces_models import damage_limit
from bible_tabletop.games.bashers.rules.grid import distance, label
from bible_tabletop.games.bashers.ui.legend import MapLegend, legend_text
from bible_tabletop.games.bashers.rules.moving import destinations
from bible_tabletop.games.bashers.rules.sight import in_contact, sight
from bible_tabletop.games.bashers.rules.state import DEPLOY, BashersState
from bible_tabletop.games.bashers.ui.statusline import status_text
from bible_tabletop.games.bashers.ui.tablemap import SEEN_WORDS, SIDE_TEXT, TableMap, figure_glyph
from bible_tabletop.games.bashers.rules.turn import stage
from bible_tabletop.tui.choices import ChoiceList, Prompt
from bible_tabletop.tui.play import GameScreen

LEGEND_FROM = 110  # terminal columns from which the legend stands beside the table (below: `l` shows it)
ON_MAP = ("deploy", "move")  # decisions taken on the map: it has the keyboard
ACTIONS = {"roll": Roll, "move": Move, "move_on": MoveOn, "end": EndActivation}
WORDS = {"roll": "roll the die", "move": "move", "move_on": "move on", "end": "end the activation",
         "attack": "attack", "order": "give an order"}


def placed(v: BashersState) -> dict:
    """Every figure on the table by square, as the map takes them: (side 1 or 2, figure)."""
    return {sq: (s + 1, side.figure(f)) for s, side in enumerate(v.sides) for f, sq in enumerate(side.squares)
            if sq is not None}


def marks(v: BashersState) -> dict:
    """The enemies within the activated figure's range (contact for a Fighter), by square: clear, cover or
    blocked (out of sight); empty when it has no combat action left."""
    active = v.active
    if active is None or active.allowance is not None or active.attacked or active.moved_on or active.used >= 2:
        return {}
    seat = v.current
    side, here = v.sides[seat], v.square(seat, active.figure)
    reach = attack_range(side.figure(active.figure).role, side.force.buffs)
    out = {}
    for there in v.sides[1 - seat].squares:
        if there is None:
            continue
        if reach is None:
            if in_contact(here, there):
                out[there] = "clear"
        elif distance(here, there) <= reach:
            seen = sight(v.terrain, here, there)
            out[there] = "blocked" if not seen.visible else "cover" if seen.obscured else "clear"
    return out


def acted(session) -> dict[int, str]:
    """The figures of the side whose turn it is that acted this turn (from the actions taken): 'acting' for the one
    acting now, 'acted' for one done, 'ordered' for one waiting on its order."""
    state = session.state
    if state.phase == DEPLOY or state.roll is None:
        return {}
    out: dict[int, str] = {}
    for step in reversed(session.steps):
        a = step.action
        if a.kind == "roll":
            break
        if a.kind in ("activate", "order"):
            out.setdefault(a.figure, "acted")
    for fid, _ in state.queue:
        out[fid] = "ordered"
    if state.active is not None:
        out[state.active.figure] = "acting"
    return out


def cut(name: str, room: int) -> str:
    """`name` in `room` cells, its end kept ('Trooper 12' -> 'Troo… 12') so that names alike stay apart."""
    if len(name) <= room:
        return name
    return name[:room - 4] + "…" + name[-3:] if room >= 7 else name[:max(1, room)]


class BashersScreen(GameScreen):
    OVER = "The battle is over."
    BINDINGS = [
        Binding("r", "do('roll')", "Roll", tooltip="roll the activation die"),
        Binding("m", "do('move')", "Move", tooltip="declare the move: 2D6 inches are rolled, then pick the square"),
        Binding("a", "do('attack')", "Attack", tooltip="list the enemies the activated figure can attack"),
        Binding("o", "do('order')", "Order", tooltip="list the figures the activated figure can order"),
        Binding("n", "do('move_on')", "Move on", show=False, tooltip="move a further 1D6 inches, giving up the "
                                                                     "combat action"),
        Binding("e", "do('end')", "End", tooltip="end the activated figure's activation"),
        Binding("l", "legend", "Legend", tooltip="show or hide the legend of the table"),
        Binding("f1", "rules", "Rules", show=False),
        Binding("escape", "menu", "Menu", show=False),
    ]
    CSS = """
    #bash-main { height: 1fr; }
    #bash-left { width: auto; height: 100%; }
    #table { height: auto; max-height: 100%; }
    #bash-status { dock: top; height: auto; max-height: 6; width: 52; }
    #legend { width: auto; max-width: 34; height: 100%; }
    #bash-right { width: 1fr; min-width: 24; }
    #forces-box { height: auto; max-height: 40%; border: round $primary-darken-1; }
    #forces { height: auto; }
    BashersScreen #choices { height: 1fr; min-height: 5; }
    BashersScreen #log { height: 1fr; min-height: 3; }
    """

    def __init__(self, session, **kw):
        super().__init__(session, **kw)
        self.filter: str | None = None  # 'attack' or 'order': the list narrowed by `a` or `o`
        self.legend_shown: bool | None = None  # None: by the terminal's width
        self._focused_for: object = None
        self._kinds: tuple[object, frozenset[str]] = (None, frozenset())

    def compose(self) -> ComposeResult:
        labels = tuple(side.label for side in self.view.sides)
        with Horizontal(id="bash-main"):
            with Vertical(id="bash-left"):
                yield TableMap(self.view.terrain, placed(self.view), sides=labels, id="table")
                yield Static(id="bash-status")
            yield MapLegend(labels, id="legend")
            yield from self.choice_column("bash-right", above=(VerticalScroll(Static(id="forces"), id="forces-box"),))
        yield Footer()

    @property
    def table(self) -> TableMap:
        return self.query_one("#table", TableMap)

    def on_mount(self) -> None:
        self._fit_legend()
        super().on_mount()

    def resized(self) -> None:
        self._fit_legend()
        super().resized()

    def _fit_legend(self) -> None:
        wide = self.app.size.width >= LEGEND_FROM
        self.query_one("#legend", MapLegend).display = wide if self.legend_shown is None else self.legend_shown

    def curtain_reason(self, seat: int) -> str:
        return "Deploy your figures: the other side may not see where they stand until every figure is placed."

    # -- drawing ------------------------------------------------------------------------------------------------
    def refresh_board(self, v: BashersState, seat: int | None) -> None:
        table = self.table
        labels = tuple(side.label for side in v.sides)
        if table.sides != labels:
            table.sides = labels
            self.query_one("#legend", MapLegend).update(legend_text(labels))
        figures = placed(v)
        if self._changed("figures", tuple(sorted((sq, s, f.damage) for sq, (s, f) in figures.items()))):
            table.set_figures(figures)
        if self._changed("terrain", v.terrain.cells):
            table.set_terrain(v.terrain)
        self._highlight(v)
        width = self.query_one("#bash-status").content_size.width or 52
        status = status_text(v, self.session.steps, width)
        if self._changed("status", status.markup):
            self._update("#bash-status", status, len(status.plain.splitlines()))
        forces = self._forces(v)
        if self._changed("forces", forces.markup):
            self._update("#forces", forces, len(forces.plain.splitlines()))
        self.fill_choices()

    def _update(self, selector: str, shown, lines: int) -> None:
        """Update a panel; the layout is worked out again only when its number of lines changed (a key press stays
        cheap)."""
        self.query_one(selector, Static).update(shown, layout=self._changed(f"{selector} lines", lines))

    def _highlight(self, v: BashersState) -> None:
        table, now, mine = self.table, stage(v), self.my_decision()
        active = v.active
        table.set_activated(None if active is None else v.square(v.current, active.figure))
        zones = {s + 1: zone(v, s) for s in range(2)} if now == "deploy" else None
        if self._changed("zones", now == "deploy"):
            table.show_zones(zones)
        reach = destinations(v) if now == "move" else {}
        if self._changed("reach", (tuple(sorted(reach.items())), active and active.allowance)):
            table.show_reach(reach, active.allowance if reach else None)
        seen = marks(v) if now == "activation" else {}
        if self._changed("seen", tuple(sorted(seen.items()))):
            table.show_targets(seen)
        if mine and self._changed("cursor", (len(self.session.steps), now)):
            if now == "move" or (now == "activation" and active is not None):
                table.move_cursor(v.square(v.current, active.figure))
            elif now == "deploy" and table.cursor not in zone(v, v.current):
                free = sorted(sq for sq in zone(v, v.current) if sq not in v.occupied())
                if free:
                    table.move_cursor(free[len(free) // 2])

    def _forces(self, v: BashersState) -> Text:
        """Each side and its figures: glyph, name, rank and role, damage taken of the limit, and what it did this
        turn (or killed, still to place, hidden)."""
        width = (self.query_one("#forces").content_size.width or 30)
        doing = acted(self.session)
        out = Text(no_wrap=True, overflow="ellipsis")
        for s, side in enumerate(v.sides):
            who = f" ({self.seat_name(s)})"
            turn = "" if v.current != s or v.winner is not None else \
                " ◀ turn" if len(side.label + who) + 7 <= width else " ◀"  # the header kept to one line
            out.append("\n" if s else "")
            out.append(side.label, SIDE_TEXT[s + 1])
            out.append(f"{who}{turn}\n", "dim")
            masked = v.phase == DEPLOY and v.hidden and all(sq is None for sq in side.squares) and \
                s != self.viewer()
            for fid, fig in enumerate(side.force.figures):
                limit = damage_limit(fig.rank, side.force.buffs)
                note = ""
                if fig.damage >= limit:
                    note = "killed"
                elif masked:
                    note = "hidden"
                elif v.phase == DEPLOY and side.squares[fid] is None:
                    note = "to place"
                elif s == v.current:
                    note = doing.get(fid, "")
                line = Text(figure_glyph(s + 1, fig) + " ", SIDE_TEXT[s + 1])
                tail = f" {fig.damage}/{limit}" + (f" {note}" if note else "")
                if note and v.phase == DEPLOY and len(fig.name) > width - 3 - len(tail):
                    tail = f" {note}"  # no damage before the battle: the name keeps the room
                room = width - 3 - len(tail)
                words = next((w for w in (f" {fig.rank} {fig.role}", f" {fig.role}", "")
                              if len(fig.name) + len(w) <= room), "")
                line.append(cut(fig.name, room), "strike dim" if note == "killed" else "bold" if note == "acting"
                            else "")
                line.append(words, "dim")
                line.append(tail, "bold yellow" if fig.damage else "")
                out.append_text(line)
                out.append("\n" if fid < len(side.force.figures) - 1 else "")
        return out

    # -- the choices ------------------------------------------------------------------------------------------------
    def offer(self) -> tuple[Text, list]:
        decision = self.session.decision
        legal = self.session.legal()
        now = decision.kind
        prompt = self.decision_prompt(decision)
        if now == "deploy":
            first = {}
            for a in legal:
                first.setdefault(a.figure, a)
            legal = list(first.values())
            prompt.append(" Enter or a click places it.", "dim")
        elif now == "move":
            here = self.view.square(self.view.current, self.view.active.figure)
            legal = [MoveTo(x=here[0], y=here[1], by=decision.seat)]
        elif self.filter is not None:
            legal = [a for a in legal if a.kind == self.filter]
        return prompt, legal

    def choice_labels(self, actions: list, width: int) -> list[Text]:
        v = self.view
        seat = v.current
        out = []
        for a in actions:
            if a.kind == "deploy":
                fig = v.sides[seat].figure(a.figure)
                out.append(Text(f"{fig.name} ({fig.rank} {fig.role})"))
            elif a.kind == "attack":
                here = v.square(seat, v.active.figure)
                there = v.sides[1 - seat].squares[a.target]
                what = "in contact" if in_contact(here, there) else SEEN_WORDS[marks(v).get(there, "clear")]
                out.append(Text(f"{self.rules.describe(v, a)} ({what}, {distance(here, there):.1f} in)"))
            elif a.kind in ("order", "activate"):
                fig = v.sides[seat].figure(a.figure)
                text = f"{self.rules.describe(v, a)} ({fig.role}"
                if a.kind == "order":
                    text += f", {distance(v.square(seat, v.active.figure), v.square(seat, a.figure)):.1f} in"
                out.append(Text(text + f", at {label(v.square(seat, a.figure))})"))
            else:
                out.append(Text(self.rules.describe(v, a)))
        return [Text(f"{k} " if k <= 9 else "  ", style="dim") + t for k, t in enumerate(out, 1)]  # 1-9 take it

    def show_choices(self, prompt, actions: list) -> None:
        """As the shared panel does, but the keyboard goes to the map when the decision is taken there."""
        self.query_one(Prompt).say(prompt)
        choices = self.choice_list
        choices.offer(actions, self.choice_labels(actions, choices.room(len(actions))))
        decision = self.session.decision
        key = (len(self.session.steps), decision, self.filter)
        if self.app.screen is not self or not self.my_decision() or self._focused_for == key:
            return
        self._focused_for = key
        (self.table if decision.kind in ON_MAP or not actions else choices).focus()

    def chosen(self) -> None:
        self.filter = None

    def on_choice_list_chosen(self, message: ChoiceList.Chosen) -> None:
        message.stop()
        message.prevent_default()  # taken here alone: the shared handler would take it a second time
        action = message.value
        if action.kind == "deploy":  # the figure is chosen: its square is picked on the map
            self.table.focus()
            self.notify(f"Now pick {self.view.sides[self.view.current].figure(action.figure).name}'s square on "
                        f"the map (arrows, Enter) or click it.", markup=False)
            return
        self.choose(action)

    def number_key(self, n: int) -> None:
        """Digit n: the n-th choice of the list (in deployment it chooses the figure to place)."""
        if not self.my_decision():
            self.notify("It is not your decision now.", severity="warning")
            return
        actions = self.choice_list.actions
        if not 1 <= n <= len(actions):
            self.notify(f"There is no choice {n} in the list.", severity="warning")
            return
        if actions[n - 1].kind == "deploy":
            self.choice_list.highlighted = n - 1
            self.table.focus()
            return
        self.choose(actions[n - 1])

    # -- the map ------------------------------------------------------------------------------------------------
    def on_table_map_picked(self, message: TableMap.Picked) -> None:
        message.stop()
        if not self.my_decision():
            self.notify("It is not your decision now.", severity="warning")
            return
        action = self.map_action(message.square)
        if isinstance(action, str):
            self.notify(action, severity="warning", markup=False)
        else:
            self.choose(action)

    def map_action(self, square) -> object:
        """What picking `square` does now: an action (refused by the rules with their reason if it may not be
        taken), or a sentence saying what the map does at this point."""
        v, seat = self.view, self.session.to_act
        now = stage(v)
        mine = {sq: f for f, sq in enumerate(v.sides[seat].squares) if sq is not None}
        theirs = {sq: f for f, sq in enumerate(v.sides[1 - seat].squares) if sq is not None}
        x, y = square
        if now == "deploy":
            return Deploy(figure=self._deploying(), x=x, y=y)
        if now == "move":
            return MoveTo(x=x, y=y)
        if now == "activate":
            if square in mine:
                return Activate(figure=mine[square])
            return f"Pick one of your figures of the rank the die calls (on {label(square)} there is none)."
        if now == "activation":
            if square in theirs:
                return Attack(target=theirs[square])
            if square in mine and square != v.square(seat, v.active.figure):
                return Order(figure=mine[square])
            return "Press m to move first: the dice decide how far; or click an enemy to attack it."
        return "Roll the activation die first (r)."

    def _deploying(self) -> int:
        """The figure a pick on the map places: the one highlighted in the list, else the first still to place."""
        actions, k = self.choice_list.actions, self.choice_list.highlighted
        if actions and k is not None and k < len(actions) and actions[k].kind == "deploy":
            return actions[k].figure
        left = self.view.sides[self.session.to_act].undeployed()
        return left[0] if left else 0

    # -- keys -------------------------------------------------------------------------------------------------------
    def action_do(self, kind: str) -> None:
        """r, m, n, e take that action; a and o narrow the list to the attacks or the orders, even a single one (Enter
        or its number takes it); anything not allowed now gets the rules' reason."""
        if not self.my_decision():
            self.notify("It is not your decision now.", severity="warning")
            return
        if kind in ACTIONS:
            self.choose(ACTIONS[kind]())
            return
        legal = self.session.legal(kind=kind)
        if legal:
            self.filter = kind
            self.redraw()
            self.choice_list.focus()
            return
        probe = self._probe(kind)
        if probe is None:
            self.notify(f"You cannot {WORDS[kind]} now: nobody is in reach.", severity="warning")
        else:
            self.act(probe)  # refused: the rules say why

    def key_applies(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The footer shows a game key only when it acts in the decision now (nothing of r, m, a, o, n, e in the
        deployment, only r before the die is rolled ...); pressed anyway, it says why not."""
        if action != "do":
            return True
        return parameters[0] in self._kinds_now()

    def _kinds_now(self) -> frozenset[str]:
        """The kinds of action the player at the keyboard may take now (remembered for the position)."""
        mine = self.my_decision()
        key = (id(self.session.state), len(self.session.steps), self.session.decision, mine)
        if self._kinds[0] != key:
            kinds = {a.kind for a in self.session.legal()} if mine else set()
            self._kinds = key, frozenset(kinds)
        return self._kinds[1]

    def _probe(self, kind: str):
        """An action of `kind` whose refusal says why none is possible: at the nearest enemy (attack) or the
        nearest own figure (order)."""
        v = self.view
        if stage(v) != "activation":
            return Attack(target=0) if kind == "attack" else Order(figure=0)
        seat = v.current
        here = v.square(seat, v.active.figure)
        side = v.sides[1 - seat] if kind == "attack" else v.sides[seat]
        near = sorted((distance(here, sq), f) for f, sq in enumerate(side.squares)
                      if sq is not None and sq != here)
        if not near:
            return None
        return Attack(target=near[0][1]) if kind == "attack" else Order(figure=near[0][1])

    def action_legend(self) -> None:
        legend = self.query_one("#legend", MapLegend)
        self.legend_shown = not legend.display
        legend.display = self.legend_shown

    def keys_help(self) -> list[tuple[str, str]]:
        return [("arrows", "move the map's cursor (Shift or PgUp/PgDn: six squares; Home: the centre)"),
                ("Enter click", "on the map: place, move to, attack or order what is there"),
                ("Tab", "go between the map and the list of choices"),
                ("1-9", "take that choice of the list (in deployment: the figure to place)"),
                ("r", "roll the activation die"), ("m", "declare the move: 2D6 inches are rolled"),
                ("n", "move a further 1D6 inches instead of attacking"),
                ("a", "list the enemies you can attack (marked on the map: in sight, in cover, out of sight); "
                      "Enter or the number attacks"),
                ("o", "list the figures you can order; Enter or the number orders"), ("e", "end the activation"),
                ("l", "show or hide the legend")]
