"""The Bar Barians screen: the 2x2 inn with every seat, the die and the last blows, the hand, the choices, the log.

Everything drawn comes from the rules' view (`self.view`): other hands stay hidden. Player names are never read as
markup: every line that holds one is built as `Content` (or escaped).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical
from textual.content import Content
from textual.events import Resize
from textual.markup import escape
from textual.widgets import Footer, Static

from bible_tabletop.games.barbarians.rules.blows import Blow, last_blows
from bible_tabletop.games.barbarians.rules.actions import Breather, EndTurn, Play, TopDeck
from bible_tabletop.games.barbarians.rules.board import AREAS, SYMBOLS
from bible_tabletop.games.barbarians.rules.game import character_names, character_skills
from bible_tabletop.games.barbarians.rules.options import has_skill, skills
from bible_tabletop.games.barbarians.rules.state import MAX_HP, BarbariansState
from bible_tabletop.tui.choices import HandList
from bible_tabletop.tui.dice import dice_line
from bible_tabletop.tui.fit import cut_name, squeeze
from bible_tabletop.tui.play import GameScreen

COLOURS = ("red", "cyan", "magenta", "yellow", "green", "blue")
KIND_MARK = {"attack": "ATK", "violence": "VIO", "defence": "DEF", "drink": "DRK", "event": "EVT"}
# each skill in a few words, for one line under its seat (the full text is in the area's tooltip)
SKILL_SHORT = {"barbie": "1-damage Attacks deal 2", "brewen": "at most 3 damage a turn",
               "winy": "w: plays the top card", "grappin": "may spare his Drink",
               "whiskus": "draws a card per Defence", "liquor": "Heavy Blow on 5 or more"}
RESULT_STYLE = {"Failure": "bold red", "Success": "bold green", "Heavy Blow": "bold yellow",
                "When in Rome": "bold magenta"}


def summary(c) -> str:
    """A card's effect in a few words, for one line of the hand (the full text is in `i`nspect)."""
    bits = []
    if c.is_attack:
        bits.append(f"{c.damage} dmg")
        if c.reach != "same":
            bits.append(f"reach {c.reach}")
    for label, value in (("die", c.die), ("+dmg", c.bonus), ("heal", c.heal), ("-dmg", c.reduce),
                         ("hit back", c.reflect), ("draw", c.draw_on_play or c.draw_on_success),
                         ("drop", c.discard_on_success)):
        if value:
            bits.append(f"{label} {value:+d}" if label == "die" else f"{label} {value}")
    if c.prevent:
        bits.append("no damage")
    if c.push_target or c.push_self or c.push_self_on_failure:
        bits.append("moves")
    if c.area_die is not None:
        bits.append(f"area {c.area_die:+d}")
    if c.move:
        bits.append("move anyone")
    if c.handler and c.handler.replace("_", " ") != c.name.lower():  # a handler named after its card says nothing
        bits.append(c.handler.replace("_", " "))
    return ", ".join(bits)


def seat_label(name: str, character: str, skill: str | None) -> Content:
    """The full label of a seat: 'Ann — Brewen (skill: ...)' (the character only when it is not the name)."""
    text = name if name == character else f"{name} — {character}"
    return Content(text + (f" (skill: {skill})" if skill else ""))


class AreaBox(Static):
    """One area of the inn; a click stumbles there when that is a choice."""

    def __init__(self, area: int):
        super().__init__(id=f"area-{area}", classes="area")
        self.area = area

    def on_click(self) -> None:
        self.screen.click_area(self.area)

    def on_resize(self, event: Resize) -> None:
        self.screen.refit()


class BarbariansScreen(GameScreen):
    OVER = "The brawl is over."
    BINDINGS = [
        Binding("b", "breather", "Breather"),
        Binding("e", "end_turn", "End turn"),
        Binding("m", "filter('stumble')", "Stumble"),
        Binding("i", "inspect", "Inspect"),
        Binding("w", "top_deck", show=False),  # no description: `?` lists it only where Winy's skill plays
        Binding("a", "filter('all')", "All", show=False),
        # in `?` and the command palette; the footer keeps the keys of play at 80 columns
        Binding("f1", "rules", "Rules", show=False),
        Binding("escape", "menu", "Menu", show=False),
    ]
    CSS = """
    BarbariansScreen #status { height: auto; max-height: 5; }
    BarbariansScreen #prompt { max-height: 4; }
    """

    def __init__(self, session, **kw):
        super().__init__(session, **kw)
        self.filter: str | None = None

    def compose(self) -> ComposeResult:
        with Horizontal(id="bb-main"):
            with Vertical(id="bb-left"):
                with Grid(id="inn"):
                    for a in range(4):
                        yield AreaBox(a)
                yield Static(id="status")
                yield HandList(id="hand")
            yield from self.choice_column("bb-right")
        yield Footer()

    def describe_seat(self, seat: int) -> str:
        return self.view.fighters[seat].name

    def winy_plays(self) -> bool:
        """Whether Winy's skill is at the table (her `w` is listed in `?` only then; elsewhere it says why not)."""
        v = self.view
        return any(has_skill(v, s, "winy") and not f.out for s, f in enumerate(v.fighters))

    def curtain_reason(self, seat: int) -> str:
        """Markup for the curtain: the names in it are escaped."""
        v: BarbariansState = self.view
        kind = self.session.decision.kind
        if kind == "defence":
            atk = v.attack
            return (f"{escape(v.fighters[atk.attacker].name)} attacks you with {v.cards[atk.card].name} and "
                    f"rolled {atk.natural}: will you play a Defence card?")
        if kind == "place":
            return "Setup: place your standee in the inn."
        return f"Your turn, {escape(self._seat_text(v, seat).plain)}."

    # -- seats -------------------------------------------------------------------------------------------------
    def _skill(self, v: BarbariansState, seat: int, short: bool) -> str | None:
        if not skills(v):
            return None
        c = v.fighters[seat].character
        return SKILL_SHORT[c] if short else character_skills()[c]

    def _seat_text(self, v: BarbariansState, seat: int, skill: bool = False) -> Content:
        f = v.fighters[seat]
        return seat_label(f.name, character_names()[f.character], self._skill(v, seat, False) if skill else None)

    def _fighter_line(self, v: BarbariansState, i: int, width: int) -> Content:
        """▶, name, character, HP and bar, cards in hand, Drink: the poorer forms when the area is narrow."""
        f = v.fighters[i]
        colour = COLOURS[i % len(COLOURS)]
        character = character_names()[f.character]
        bar = "█" * (f.hp // 2) + ("▌" if f.hp % 2 else "") + "░" * ((MAX_HP - f.hp) // 2)
        turn = "▶" if i == v.current and v.phase == "turn" else " "
        chars = [Content("")]
        if character != f.name:
            chars = [Content.styled(f" — {character}", "italic"), Content.styled(f"·{character}", "italic"),
                     Content.styled(f"·{character[:3]}", "italic"), Content("")]
        drink = [Content("")]
        if f.drink is not None:
            uses = 2 - f.drink_uses
            drink = [Content(f" 🍺{v.cards[f.drink].name} {uses}"), Content(f" 🍺{uses}"), Content("")]
        segments = [[Content(turn)], [Content.styled(f.name, f"bold {colour}")], chars,
                    [Content.styled(f" {f.hp:>2}", "bold")], [Content.styled(f" {bar}", colour), Content("")],
                    [Content.styled(f" h{len(f.hand)}", "dim"), Content("")], drink]
        return squeeze(segments, width, order=[6, 4, 2, 5, 6, 2, 2], cut=1)

    def _area_text(self, v: BarbariansState, a: int) -> Content:
        box = self.query_one(f"#area-{a}", AreaBox)
        box.border_title = f"{SYMBOLS[a]} {AREAS[a]}"
        marks = [Content(f"{v.cards[m.card].name} {m.die:+d} till {v.fighters[m.owner].name}")
                 for m in v.marks if m.area == a]
        box.border_subtitle = Content("; ").join(marks)
        here = [i for i, f in enumerate(v.fighters) if f.area == a and not f.out]
        width = box.content_size.width or 40
        rows = box.content_size.height or 2 * len(here)
        if len(here) > rows:  # more seats than lines: two a line, in their short forms
            half = (width - 1) // 2
            pairs = [here[k:k + 2] for k in range(0, len(here), 2)]
            lines = [Content(" ").join(self._fighter_line(v, i, half).truncate(half, pad=True) for i in pair)
                     for pair in pairs]
        else:
            lines = []
            for i in here:
                lines.append(self._fighter_line(v, i, width))
                skill = self._skill(v, i, True)
                if skill and rows >= 2 * len(here):
                    lines.append(Content.styled(f"  skill: {skill}", "dim italic").truncate(width, ellipsis=True))
        tip = Content("\n").join(self._seat_text(v, i, skill=True) for i in here)
        if box.tooltip != tip:
            box.tooltip = tip or None
        return Content("\n").join(lines)

    # -- the status, the die and the last blows -----------------------------------------------------------------
    def _status_text(self, v: BarbariansState, width: int) -> Content:
        """Turn and actions; the die, big; the blows of the latest attack; who is out."""
        if v.winners is not None:
            head = Content.styled("Game over", "bold")
        elif v.phase == "setup":
            head = Content.assemble(("Setup", "bold"), ": place the standees")
        else:
            f = v.fighters[v.current]
            head = Content.assemble(f"Turn {v.turn} ▶ ", (f.name, "bold"), f": {v.actions_left}/3 actions")
        parts = [head, Content(f" · deck {len(v.deck)}"), Content(f" · discard {len(v.discard)}"),
                 Content(f" · {v.options['side']} inn")]
        out = [f.name for f in v.fighters if f.out]
        if out:
            parts.insert(1, Content.assemble(" · ", ("K.O.: ", "bold red"), ", ".join(out)))
        n = len(parts)
        lines = [squeeze([[p, Content("")] for p in parts], width, order=[n - 1, n - 2, n - 3], cut=0)]
        if v.last_roll is not None:
            lines.append(self._die_text(v, width))
        return Content("\n").join(lines)

    def _die_text(self, v: BarbariansState, width: int) -> Content:
        """'Ann ⚄ 5 +1 Slap = 6 Heavy Blow → Bo −3 · Bo K.O.!': the last die and what its attack did."""
        r = v.last_roll
        blows = [] if not r.result or r.result == "When in Rome" else last_blows(v.log)
        after = [self._blows_text(v, blows, room) for room in (99, 6)] if blows else []
        return dice_line(v.fighters[r.seat].name, r.natural, r.modifiers, r.result or "awaits the defence",
                         RESULT_STYLE.get(r.result, "bold"), after, width)

    @staticmethod
    def _blows_text(v: BarbariansState, blows: list[Blow], room: int) -> Content:
        """' → Bo −2 · Ann −1 · Ann K.O.!' with each name in at most `room` cells."""
        parts = []
        for b in blows:
            what = ("K.O.!", "bold red") if b.amount is None else (f"−{b.amount}", "bold")
            parts.append(Content.assemble(cut_name(Content(v.fighters[b.victim].name), room), " ", what))
        return Content(" → ") + Content(" · ").join(parts)

    # -- drawing ------------------------------------------------------------------------------------------
    def _board_key(self, v: BarbariansState, seat: int | None) -> tuple:
        """Everything the board shows, cheaply: when it is unchanged a key press redraws nothing."""
        fighters = tuple((f.name, f.area, f.hp, len(f.hand), f.drink, f.drink_uses, f.out) for f in v.fighters)
        sizes = tuple(w.size for w in self.query("#bb-main AreaBox, #status, #hand, #choices"))
        return (fighters, v.current, v.phase, v.actions_left, v.turn, len(v.deck), len(v.discard), tuple(v.marks),
                v.last_roll, len(v.log), self.session.decision, v.winners, seat, None if seat is None else
                tuple(v.fighters[seat].hand), self.filter, self.session.to_act, self.my_decision(),
                tuple(sorted(self.computer)), sizes)

    def refresh_board(self, v: BarbariansState, seat: int | None) -> None:
        if not self._changed("board", self._board_key(v, seat)):
            choices = self.choice_list
            if choices.actions and self.app.focused is not choices:
                choices.focus()
            return
        for a in range(4):
            text = self._area_text(v, a)
            if self._changed(f"area-{a}", text.markup):
                self.query_one(f"#area-{a}", AreaBox).update(text)
        box = self.query_one("#status", Static)
        status = self._status_text(v, box.content_size.width or 80)
        if self._changed("status", status.markup):
            box.update(status)
        self._fill_hand(v, seat)
        self.fill_choices()

    def _fill_hand(self, v: BarbariansState, seat: int | None) -> None:
        hand = self.query_one(HandList)
        if seat is None:
            hand.hide()
            return
        f = v.fighters[seat]
        skill = self._skill(v, seat, True)
        region = hand.content_region
        width = region.width - (2 if len(f.hand) > region.height else 0)  # a scroll bar only when they overflow
        rows = [self._hand_row(v.cards[i], k, width) for k, i in enumerate(f.hand)]
        hand.show(Content(f"{f.name}'s hand ({len(f.hand)}/5)"), rows, len(rows),
                  Content(f"skill: {skill}") if skill else None)

    @staticmethod
    def _hand_row(card, k: int, width: int) -> Content:
        """'1 Barrel ATK 2 dmg, reach adjacent' on one line: the effect says less when narrow, and only then is
        its end cut (`i` says all)."""
        head = Content.assemble(f"{k + 1} ", (card.name, "bold"), " ", (KIND_MARK[card.kind], "dim"))
        text = summary(card)
        short = text.replace("reach adjacent", "adj.").replace("reach any", "any").replace("hit back", "back")
        fits = width <= 0 or head.cell_length + 1 + len(text) <= width
        line = head + Content(f" {text if fits else short}" if text else "")
        return line.truncate(width, ellipsis=True) if width > 0 else line

    def choice_labels(self, legal: list, width: int) -> list[Content]:
        """The rules' phrases when they all fit; else plays as 'Card → target', each card's name cut to the same
        length where its longest target needs it, never the target or the area."""
        st = self.view
        full = [Content(self.rules.describe(st, a)) for a in legal]
        if width <= 0 or all(c.cell_length <= width for c in full):
            return full
        rests = {k: self._target_text(a) for k, a in enumerate(legal) if a.kind == "play"}
        room: dict[str, int] = {}
        for k, rest in rests.items():
            cid = st.cards[legal[k].card].id
            room[cid] = min(room.get(cid, width), width - rest.cell_length)
        out = []
        for k, a in enumerate(legal):
            if k not in rests:
                out.append(full[k].truncate(width, ellipsis=True))
                continue
            name = Content(st.cards[a.card].name)
            out.append(name.truncate(max(1, room[st.cards[a.card].id]), ellipsis=True) + rests[k])
        return out

    def _target_text(self, a: Play) -> Content:
        st = self.view
        rest = ""
        if a.target is not None:
            rest = f" → {st.fighters[a.target].name}" if a.area is None else f": {st.fighters[a.target].name}"
        if a.area is not None:
            rest += f" → {AREAS[a.area]}" if st.cards[a.card].move else f" at {AREAS[a.area]}"
        if a.skip_drink:
            rest += " (no drink)"
        return Content(rest)

    def offer(self) -> tuple[Content, list]:
        """The decision's own prompt (the turn's says which keys), and the choices narrowed by `m` or a card."""
        decision = self.session.decision
        v = self.view
        legal = self.session.legal()
        if decision.kind == "turn":
            prompt = Content.assemble((v.fighters[decision.seat].name, "bold"), ": your turn: pick a card (1-5) "
                                      "or an action")
        elif decision.kind == "defence":  # the rules' sentence in fewer words: it must fit 3 lines at 80x24
            atk = v.attack
            prompt = Content.assemble((v.fighters[decision.seat].name, "bold"), f": {v.fighters[atk.attacker].name}'s "
                                      f"{v.cards[atk.card].name} rolled {atk.natural}: play a Defence card, or take it")
        else:
            prompt = self.decision_prompt(decision)
        if self.filter == "stumble":
            legal = [a for a in legal if a.kind == "stumble"]
        elif self.filter is not None and self.filter != "all":
            legal = [a for a in legal if getattr(a, "card", None) is not None and v.cards[a.card].id == self.filter]
        return prompt, legal

    # -- input -----------------------------------------------------------------------------------------------
    def chosen(self) -> None:
        self.filter = None

    def pick_card(self, k: int) -> None:
        """Number key or click on the hand: narrow the choices to that card (play at once if only one)."""
        if not self.my_decision():
            self.notify("It is not your decision now.", severity="warning")
            return
        st = self.view
        hand = st.fighters[self.session.to_act].hand
        if not 0 <= k < len(hand):
            self.notify(f"There is no card {k + 1} in your hand.", severity="warning")
            return
        if self.session.decision.kind in ("place", "move"):
            self.notify("Choose an area: pick it from the list or click it on the board.", severity="warning")
            return
        card = st.cards[hand[k]]
        plays = [a for a in self.session.legal() if getattr(a, "card", None) is not None
                 and st.cards[a.card].id == card.id]
        if not plays:
            self.act(Play(card=hand[k]))  # refused: the notification gives the rule's reason
            return
        if len(plays) == 1:
            self.choose(plays[0])
            return
        self.filter = card.id
        self.redraw()
        self.choice_list.focus()

    def click_area(self, area: int) -> None:
        if not self.my_decision():
            return
        for a in self.session.legal():
            if a.kind in ("stumble", "place", "move_to") and a.area == area:
                self.choose(a)
                return
        self.notify(f"You cannot move to the {AREAS[area]} now.", severity="warning")

    def _direct(self, action) -> None:
        if not self.my_decision():
            self.notify("It is not your decision now.", severity="warning")
            return
        self.choose(action)

    def key_applies(self, action: str, parameters: tuple) -> bool:
        """Breather, End turn and Stumble only in a human's own turn (not in a demo nobody joined, nor while a
        Defence or a discard is asked); Inspect wherever a hand is shown."""
        if action in ("breather", "end_turn") or parameters == ("stumble",):
            decision = self.session.decision
            return decision is not None and decision.kind == "turn" and self.my_decision()
        if action == "inspect":
            return self.viewer() is not None
        return True

    def action_breather(self) -> None:
        self._direct(Breather())

    def action_end_turn(self) -> None:
        self._direct(EndTurn())

    def action_top_deck(self) -> None:
        self._direct(TopDeck())

    def action_filter(self, what: str) -> None:
        self.filter = None if what == "all" else what
        self.redraw()

    def action_inspect(self) -> None:
        """Show the full text of the highlighted card in the hand."""
        seat = self.viewer()
        hand = self.query_one(HandList)
        cards = self.view.fighters[seat].hand if seat is not None else []
        k = hand.highlighted
        if k is None or not 0 <= k < len(cards):
            self.notify("Highlight a card in the hand first (click it or use Tab and the arrows).")
            return
        c = self.view.cards[cards[k]]
        self.notify(escape(c.text), title=f"{c.name} ({c.kind})", timeout=8)

    def keys_help(self) -> list[tuple[str, str]]:
        return [("1-5", "pick a card from your hand (then choose its target)"),
                ("arrows Enter", "choose from the list of choices (or click one)"),
                ("m", "show only the Stumbling moves (or click an area)"), ("b", "take a breather: draw a card"),
                ("e", "end the turn now"), ("i", "the full text of the highlighted card"),
                ("a", "show every choice again")] + [("w", "Winy's skill: play the top card")] * \
            self.winy_plays()
