"""Christianity's table in words for the screen: the status line, each Righteous player's block (Dependence Level,
Power against the 10 mark, Cost Zone, cards in play, Evil cards on them and waiting), the Evil side, the stack, the
hand's rows, a card in full for the inspector and the choices' labels.

Everything is built from the rules' view as rich `Text` (names are never read as markup). Marks: `▶` the player
whose turn it is; the Power bar's `▏10` end is the mark where the Dependence Level rises; in a Cost Zone `■` a
face-down card ready to pay, `□` a rotated one, `◆`/`◇` a face-up card ready / rotated; `⌂` a Habitual and `♦` a
Token in play (`↻` rotated); `☠` an active Evil Habitual; `⚔` an Evil card waiting to be resisted."""

from __future__ import annotations

import textwrap

from rich.text import Text

from bible_tabletop.engine.view import HIDDEN
from bible_tabletop.games.christianity.rules import abilities, costzone, phases
from bible_tabletop.games.christianity.rules.effects import boosts
from bible_tabletop.games.christianity.rules.state import GOAL_LEVEL, LEVEL_POWER, ROUNDS, ChristianityState

KIND = {"maturity": "Maturity", "resistance": "Resistance", "habitual": "Habitual", "token": "Token",
        "unction": "Unction", "temptation": "Temptation", "evil_habitual": "Evil Habitual"}
WHO = {"self": "", "one": " (a player of your choice)", "each": " (every Righteous player)",
       "others": " (every other Righteous player)", "booster": " (the player who boosted)"}
WHAT = {"any": "everything", "boost": "boosts", "resist": "resisting by rotating"}
PER = {"token": "Token", "armor_of_god": "Armor of God piece", "fruit_of_the_spirit": "Fruit of the Spirit Token",
       "habitual": "Habitual", "level": "Dependence Level"}
TRIGGER = {"unction": "after you play an Unction", "resist": "after you resist an Evil card",
           "fail": "after an Evil card fails at you", "end_of_turn": "at the end of your turn"}


# -- the card vocabulary in a few words ------------------------------------------------------------------------------
def steps_words(steps) -> str:
    return "; ".join(step_words(s) for s in steps)


def step_words(s) -> str:  # noqa: C901 - one line a step of the vocabulary
    """One effect step in a few words ("gain 2 Power", "draw 1 face up into the Cost Zone")."""
    do = s.do
    who = WHO.get(getattr(s, "target", "self"), "")
    n = getattr(s, "amount", 1)
    cards = f"{n} card{'s' if n != 1 else ''}"
    if do == "gain_power":
        return f"gain {n} Power" + (f" per {PER[s.per]}" if s.per else "") + who
    if do == "lose_power":
        return f"lose {n} Power{who}"
    if do == "draw":
        where = "" if s.to == "hand" else " face up into the Cost Zone" if s.face_up else " into the Cost Zone"
        return f"draw {cards}{where}{who}"
    if do == "discard":
        return f"discard {cards}{' at random' if s.random else ''}{who}"
    if do == "mill":
        return f"the top {cards} of the deck to the discard pile{who}"
    if do == "level_up":
        return f"rise {n} Dependence Level{'s' if n != 1 else ''}{who}"
    if do in ("rotate", "unrotate"):
        return f"{'un-' if do == 'unrotate' else ''}rotate {n} Cost Zone card{'s' if n != 1 else ''}{who}"
    if do == "flip_up":
        return f"turn {cards} of the Cost Zone face up{' at random' if s.random else ''}{who}"
    if do == "recover":
        where = {"deck": "into the deck", "hand": "to hand", "cost_zone": "into the Cost Zone"}[s.to]
        return f"take {cards} back from the discard pile {where}{who}"
    if do == "foresee":
        top = "the top Evil card" if n == 1 else f"the top {n} Evil cards"
        return f"show {top}" + (" (any may go to the bottom)" if s.bottom else "")
    if do in ("resist", "remove_evil"):
        what = "resist an Evil card waiting" if do == "resist" else "remove an active Evil Habitual"
        limits = ([f"cost {s.max_cost} or less"] if s.max_cost else []) + ([" or ".join(s.tags)] if s.tags else [])
        return what + (f" ({', '.join(limits)})" if limits else "") + who
    if do == "prevent":
        return "a shield against the next failure" + (" and its Power" if s.power else "") + who
    if do == "discount":
        return f"{WHAT.get(s.what, s.what)} costs {n} less this turn{who}"
    if do == "gain_ability":
        return f"gain {abilities.ABILITIES[s.ability].name}{who}"
    if do == "tempt":
        return f"{cards} more from the Evil deck{who}"
    if do == "lose_in_play":
        return f"lose a {'card' if s.kind == 'any' else s.kind} in play{who}"
    if do == "if":
        cond = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in s.cond.model_dump(exclude_none=True).items())
        rest = f", else {steps_words(s.else_)}" if s.else_ else ""
        return f"if {cond}: {steps_words(s.then)}{rest}"
    if do == "if_boosted":
        rest = f", else {steps_words(s.else_)}" if s.else_ else ""
        return f"if boosted: {steps_words(s.then)}{rest}"
    if do == "choose_one":
        options = " / ".join(steps_words(o) for o in s.options)
        return f"choose one: {options}" + (" (all if boosted)" if s.all_if_boosted else "")
    return do.replace("_", " ")


def boost_words(state: ChristianityState, b) -> str:
    what = "marks the card boosted" if b.marks_boosted else steps_words(b.effects)
    where = ", above the text" if b.above_text else ""
    return f"{boosts.label(b)} {b.cost}{where}: {what}"


def when(trigger: str) -> str:
    """A lasting effect's trigger in words: 'at the start of your Check Phase', 'after you resist an Evil card'."""
    return TRIGGER[trigger] if trigger in TRIGGER else f"at the start of your {phases.name(trigger)}"


def card_summary(card) -> str:
    """A card's kind and cost: 'Maturity 2'."""
    return f"{KIND[card.kind]} {card.cost}"


def card_text(state: ChristianityState, card) -> Text:
    """A card in full for the inspector: name, kind, cost, reference, tags, its text, and its boosts, lasting and
    static effects, penalty and way out in the vocabulary's words."""
    cost = "to resist by rotating" if card.evil else "to play"
    out = Text.assemble((card.name, "bold"), f"\n{KIND[card.kind]} · cost {card.cost} {cost}",
                        (f" · {card.reference}", "dim"))
    if card.tags:
        out.append(f"\nTags: {', '.join(card.tags)}", style="dim")
    out.append(f"\n\n{card.text}")
    details = []
    if card.boosts:
        details += [f"Boost: {boost_words(state, b)}" for b in card.boosts]
    details += [f"While in play, {when(t.trigger)}: {steps_words(t.effects)}" for t in card.lasting]
    details += [f"Penalty, {when(t.trigger)}: {steps_words(t.effects)}" for t in card.penalty]
    if card.on_fail:
        details.append(f"If it fails (after the 1 Power): {steps_words(card.on_fail)}")
    if card.removal is not None:
        details.append(f"Way out: {way_out(card.removal)}")
    if details:
        out.append("\n\n" + "\n".join(details), style="italic")
    return out


def way_out(r) -> str:
    """How an Evil Habitual leaves its holder, in words."""
    return {"pay": f"rotate {r.amount} Cost Zone cards in your Main Phase",
            "power": f"be at Power {r.amount} or more at your Check Phase",
            "play": f"play a {r.tag or r.kind} card"}[r.by]


def evil_brief(card) -> Text:
    """An Evil card in a few lines, for a short screen: its name, kind and cost, its text and its way out."""
    out = Text.assemble((card.name, "bold"), (f" · {card_summary(card)}", "dim"), f"\n{card.text}")
    if card.removal is not None:
        out.append(f"\nWay out: {way_out(card.removal)}", style="italic")
    return out


# -- the table ---------------------------------------------------------------------------------------------------------
def status(v: ChristianityState, wide: bool) -> Text:
    """'Round 3 of 10 · Ann's turn · Main Phase · team: Speed · Restoration charged'."""
    me = v.players[v.current]
    phase = phases.name(v.phase) if v.phase in phases.PHASES else "between turns"
    out = Text.assemble((f"Round {v.round} of {ROUNDS}" if wide else f"Round {v.round}/{ROUNDS}", "bold"), " · ",
                        (phase, "bold"), " · ", me.name)
    if v.game_type == "duel":
        out.append(" · Duel")
    team = [abilities.ABILITIES[a].name for a in v.shared]
    if team:
        out.append(" · team: " + ", ".join(team))
    if "restoration" in v.shared or any("restoration" in v.players[s].abilities for s in v.team):
        out.append(" · Restoration " + ("charged" if v.restoration else "used"), style="green" if v.restoration
                   else "dim")
    return out


def power_bar(power: int) -> Text:
    """Power against the 10 mark, where the Dependence Level rises: 'Power 7 ▕███████···▏10' (with the house rule
    level_cap Power goes on past the mark at Level 3: the bar stays full)."""
    full = min(power, LEVEL_POWER)
    out = Text.assemble("Power ", (str(power), "bold"), " ▕")
    out.append("█" * full, style="green")
    out.append("·" * (LEVEL_POWER - full), style="dim")
    out.append(f"▏{LEVEL_POWER}", style="bold")
    return out


def zone_marks(zone) -> Text:
    """The Cost Zone one mark a card: ■ ready, □ rotated, ◆ face up ready, ◇ face up rotated."""
    out = Text()
    for slot in zone:
        if slot.face_up:
            out.append("◇" if slot.rotated else "◆", style="yellow")
        else:
            out.append("□" if slot.rotated else "■", style="dim" if slot.rotated else "cyan")
    return out


def fold(lead: Text, parts: list[Text], room: int) -> list[Text]:
    """`lead`, then the `parts` joined by ' · ', on as many lines as `room` cells need (each further line
    indented); one line when room is 0 (not laid out yet)."""
    lines, line = [], lead + parts[0]
    for part in parts[1:]:
        if room and line.cell_len + 3 + part.cell_len > room:
            lines.append(line)
            line = Text(FOLD_INDENT) + part
        else:
            line.append(" · ")
            line.append_text(part)
    return lines + [line]


FOLD_INDENT = "    "  # a player's line carried on


def player_lines(v: ChristianityState, seat: int, wide: bool, computer: bool = False, room: int = 0) -> list[Text]:
    """A Righteous player's block: name, level and Power; Cost Zone, hand and deck; cards in play, abilities and
    Evil Habituals; the Evil cards waiting at them. A line longer than `room` cells goes on under itself."""
    p = v.players[seat]
    mark = "▶ " if seat == v.current else "  "
    head = Text(mark, style="bold yellow")
    head.append(p.name, style="bold")
    if computer:
        head.append(" (computer)", style="dim")
    goal = f"of {GOAL_LEVEL}" if p.level <= GOAL_LEVEL else f"(goal {GOAL_LEVEL})"  # no top: levels go on past 3
    head.append(f"  Level {p.level} {goal}  " if wide else f"  Lv{p.level}  ")
    head.append_text(power_bar(p.power))
    if seat in v.auto_pass:
        head.append("  auto-pass", style="dim italic")
    ready = costzone.ready(p.cost_zone)
    zone = Text("  Cost Zone " if wide else "  CZ ")
    zone.append_text(zone_marks(p.cost_zone))
    zone.append(" ")
    counts = [Text(f"{ready}/{len(p.cost_zone)} ready"), Text(f"hand {len(p.hand)}"), Text(f"deck {len(p.deck)}")] + ([Text(f"discard {len(p.discard)}")]
                                                                           if wide else [])
    up = [v.cards[s.card].name for s in p.cost_zone if s.face_up and s.card != HIDDEN]
    if up and wide:
        counts.append(Text(f"face up: {', '.join(up)}", style="yellow"))
    lines = [head, *fold(zone, counts, room)]
    held = []
    for slot in p.in_play:
        card = v.cards[slot.card]
        held.append(Text(("⌂ " if card.kind == "habitual" else "♦ ") + card.name + (" ↻" if slot.rotated else ""),
                         style="dim" if slot.rotated else ""))
    held += [Text(f"☠ {v.cards[card].name}", style="bold red") for card in p.evil]
    own = [abilities.ABILITIES[a].name for a in p.abilities]
    if own:
        held.append(Text("✦ " + ", ".join(own), style="magenta"))
    if p.shields:
        held.append(Text(f"shield×{len(p.shields)}", style="green"))
    if held:
        lines += fold(Text("  "), held, room)
    if p.tempted:
        waiting = [Text(f"{v.cards[c].name} ({costzone.resist_cost(v, seat, c)})", style="bold red")
                   for c in p.tempted]
        lines += fold(Text("  ⚔ waiting: ", style="bold red"), waiting, room)
    return lines


def evil_lines(v: ChristianityState, evil_name: str | None, wide: bool) -> list[Text]:
    """The Evil side: its deck and piles, a human Evil player's hand and Cost Zone, the cards shown coming."""
    side = v.evil
    out = Text("Evil", style="bold red")
    if evil_name is not None:
        out.append(f" ({evil_name})")
    out.append(f"  deck {len(side.deck)} · Failed {len(side.failed)} · Resisted {len(side.resisted)}")
    if side.seat is not None:
        out.append(f" · hand {len(side.hand)} · CZ ")
        out.append_text(zone_marks(side.cost_zone))
        out.append(f" {costzone.ready(side.cost_zone)}/{len(side.cost_zone)}")
    lines = [out]
    if side.foreseen:
        top = [c for c in side.deck[len(side.deck) - side.foreseen:][::-1] if c != HIDDEN]
        if top:
            lines.append(Text("  coming next: " + ", ".join(v.cards[c].name for c in top), style="red"))
    return lines


def stack_lines(v: ChristianityState, name) -> list[Text]:
    """The Unctions on the stack, top first (and a card whose boost offers are being answered)."""
    lines = []
    if v.playing is not None:
        lines.append(Text.assemble(("Being played: ", "bold"), _played(v, v.playing, name)))
    if v.stack:
        lines.append(Text("Stack, top first:", style="bold"))
        for k, item in enumerate(reversed(v.stack.items)):
            lines.append(Text.assemble(f" {k + 1}. ", _played(v, item, name)))
    return lines


def _played(v: ChristianityState, item, name) -> Text:
    out = Text.assemble((v.cards[item.card].name, "bold"), f" by {name(item.by)}")
    if item.target != item.by:
        out.append(f" for {name(item.target)}")
    if item.boosted:
        out.append(" (boosted)", style="green")
    return out


TEXT_INDENT = "    "  # a card's text under its name in a hand row


def hand_row(v: ChristianityState, k: int, card: int, playable: bool, wide: bool, where: str = "",
             room: int = 0) -> Text:
    """One row of a hand: its number key, name, kind and cost (and its text when there is room, its lines indented
    under the name when the row's width `room` is known)."""
    if card == HIDDEN:
        return Text(f"{k + 1} (face down)", style="dim")
    c = v.cards[card]
    row = Text(f"{k + 1} ", style="bold")
    row.append("▸ " if playable else "  ", style="green")
    row.append(c.name, style="bold" if playable else "")
    row.append(f"  {card_summary(c)}{where}", style="dim")
    if wide:
        lines = textwrap.wrap(c.text, room - len(TEXT_INDENT)) if room > 2 * len(TEXT_INDENT) else [c.text]
        row.append("".join(f"\n{TEXT_INDENT}{line}" for line in lines), style="dim italic")
    return row


# -- the choices -----------------------------------------------------------------------------------------------------
def option_words(v: ChristianityState, pending, option: int, name) -> str:
    """What a `choose` option is, in words: a card, a player, or the steps of a card's option."""
    d = pending.details
    value = d["options"][option]
    what = d["what"]
    if what == "option":
        return f"{option + 1}. " + steps_words(d["step"].options[value])
    if what == "player":
        return f"For {name(value)}"
    if what == "bottom" and value == -1:
        return "Leave them all on top"
    if value == HIDDEN:
        return f"Card {option + 1} (hidden)"
    verb = {"discard": "Discard", "flip": "Turn face up", "recover": "Take back", "lose": "Lose",
            "bottom": "Put on the bottom"}.get(what, what.capitalize())
    return f"{verb}: {v.cards[value].name}"


def resists(v: ChristianityState, card: int, seat: int) -> str | None:
    """What playing `card` for `seat` would resist: the first Evil card waiting at them that its own resist step
    fits (' · resists Pride'), that nothing waiting fits, or None (no resist step, or nothing waiting)."""
    waiting = v.players[seat].tempted
    step = next((s for s in v.cards[card].effects if s.do == "resist" and s.target == "self"), None)
    if step is None or not waiting:
        return None
    for c in waiting:
        e = v.cards[c]
        if (step.max_cost is None or e.cost <= step.max_cost) and (not step.tags or set(step.tags) & set(e.tags)):
            return f" · resists {e.name}"
    return " · fits nothing waiting"


def choice_card(v: ChristianityState, a) -> int | None:
    """The card a choice is about: its own, or for resisting, giving in or helping, the Evil card it deals with
    (the first waiting at the player it came at)."""
    card = getattr(a, "card", None)
    if card is not None or getattr(a, "kind", None) not in ("resist", "give_in", "help"):
        return card
    seat = v.pending.now.details["for"] if a.kind == "help" else a.by
    waiting = v.players[seat].tempted
    return waiting[0] if waiting else None


def pick_words(v: ChristianityState, ability: str, buying: bool) -> str:
    a = abilities.ABILITIES[ability]
    price = f" (each pays {a.price})" if buying else ""
    return f"Take {a.name}{price}: {a.text}"


def choice_words(v: ChristianityState, a, decision_kind: str, name, describe) -> str:
    """A choice in words: the rules' description (`describe`), with the cost, what a Resistance card would resist,
    the boost or help asked, the option or ability chosen."""
    k = a.kind
    if k == "choose":
        return option_words(v, v.pending.now, a.option, name)
    if k == "pick":
        return pick_words(v, a.ability, decision_kind == "buy")
    if k == "boost":
        b = v.cards[v.playing.card].boosts[v.pending.now.details["boost"]]
        return f"Pay {boosts.cost(v, a.by, b)} for {boost_words(v, b)}"
    if k == "help":
        helped = v.pending.now.details["for"]
        tempted = v.players[helped].tempted
        return (f"Rotate {costzone.resist_cost(v, a.by, tempted[0])} to resist {v.cards[tempted[0]].name} for "
                f"{name(helped)}") if tempted else "Help resist"
    waiting = v.players[a.by].tempted if k in ("resist", "give_in") else []
    if k == "resist" and waiting:
        return f"Resist {v.cards[waiting[0]].name} by rotating {costzone.resist_cost(v, a.by, waiting[0])}"
    if k == "give_in" and waiting:
        helped = abilities.has(v, a.by, "double_resistance") and len(v.team) > 1
        return (f"Give in to {v.cards[waiting[0]].name} (-1 Power and its effect" +
                ("; first a teammate may resist it for you: Double Resistance)" if helped else ")"))
    if k == "place":
        return f"Into the Cost Zone: {v.cards[a.card].name}"
    text = describe(v, a)
    if k == "play":
        text += f" · cost {costzone.card_cost(v, a.by, a.card)}" + (resists(v, a.card, a.target) or "")
    elif k == "use":
        text += f" · cost {boosts.cost(v, a.by, v.cards[a.card].boosts[a.boost])}"
    return text
