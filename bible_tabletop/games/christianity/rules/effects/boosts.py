"""Boosts: who may pay which boost of a card played, asking them in turn order, and the order the card resolves
in (boosts printed above the text first when paid; then the text, which counts the card boosted when any boost was
paid; then the other boosts paid; Bounce-Back is offered to the card's player only when someone else boosted it).

A boost is paid once per player unless it is Multi; a Permanent boost (on a card in play) once a turn while the
card is un-rotated; a lowered boost cost never goes below 1."""

from __future__ import annotations

from bible_tabletop.engine.flow import Pending
from bible_tabletop.games.christianity.rules import costzone
from bible_tabletop.games.christianity.rules.state import ChristianityState, Played, Task

SELF, ANY, BROTHERLY = "self", "any", "brotherly_any"


def in_turn_order(state: ChristianityState) -> list[int]:
    """The Righteous seats in turn order, from the player whose turn it is."""
    team = state.team
    start = team.index(state.current) if state.current in team else 0
    return list(team[start:] + team[:start])


def may_pay(state: ChristianityState, played: Played, boost) -> list[int]:
    """The seats allowed to pay `boost` of the card played, in turn order."""
    if boost.kind == SELF:
        return [played.by]
    seats = in_turn_order(state)
    return seats if boost.kind == ANY else [s for s in seats if s != played.by]


def cost(state: ChristianityState, seat: int, boost) -> int:
    """What `seat` pays for `boost`: its cost lowered by their boost discounts, never below 1."""
    return costzone.lowered(boost.cost, costzone.discount(state, seat, "boost"))


def can_pay(state: ChristianityState, seat: int, boost) -> bool:
    return costzone.ready(state.players[seat].cost_zone) >= cost(state, seat, boost)


def offer(state: ChristianityState, played: Played) -> None:
    """Ask, boost by boost in printed order, each seat allowed to pay it (Permanent and Bounce-Back boosts aside)."""
    card = state.cards[played.card]
    asks = [_offer(state, played, seat, i) for i, boost in enumerate(card.boosts)
            if not boost.permanent and not boost.bounce_back for seat in may_pay(state, played, boost)]
    state.pending.items[0:0] = asks  # before anything already waiting: the card is being played now


def _offer(state: ChristianityState, played: Played, seat: int, index: int) -> Pending:
    card = state.cards[played.card]
    boost = card.boosts[index]
    prompt = (f"{state.players[seat].name}: pay {cost(state, seat, boost)} for {label(boost)} on {card.name}"
              f" ({state.players[played.by].name}'s), or pass.")
    return Pending("offer", (seat,), prompt, details={"boost": index})


def ask(state: ChristianityState, played: Played, seat: int, index: int) -> None:
    """Offer boost `index` to `seat` before anything else waiting."""
    state.pending.ask(_offer(state, played, seat, index), first=True)


def offer_bounce(state: ChristianityState, played: Played) -> None:
    """Bounce-Back boosts: offered to the card's player only when another player boosted the card."""
    if not any(payer != played.by for _, payer in played.boosts):
        return
    card = state.cards[played.card]
    state.pending.items[0:0] = [_offer(state, played, played.by, i) for i, boost in enumerate(card.boosts)
                                if boost.bounce_back and not boost.permanent]


def pay(state: ChristianityState, played: Played, seat: int, index: int) -> None:
    """`seat` pays boost `index`: rotate its cost; a boost above the text marks the card boosted; a Multi boost is
    offered to the same seat again."""
    boost = state.cards[played.card].boosts[index]
    costzone.pay(state.players[seat].cost_zone, cost(state, seat, boost))
    played.boosts.append((index, seat))
    played.boosted = True  # a card counts as boosted once any boost of it is paid (all are paid before it resolves)
    if boost.multi:
        ask(state, played, seat, index)


def resolution(state: ChristianityState, played: Played) -> list[Task]:
    """The card's effects in the order they resolve: paid boosts above the text, the text (knowing whether it was
    boosted), the other paid boosts, in the order paid."""
    card = state.cards[played.card]
    tasks_top, tasks_after = [], []
    for index, payer in played.boosts:
        boost = card.boosts[index]
        booster = _bounce_target(played) if boost.bounce_back else payer
        task = Task(played.card, played.by, played.target, list(boost.effects), played.boosted, booster, payer=payer)
        (tasks_top if boost.above_text else tasks_after).append(task)
    text = Task(played.card, played.by, played.target, card.text_steps(state.game_type == "duel"), played.boosted)
    return [*tasks_top, text, *tasks_after]


def _bounce_target(played: Played) -> int:
    """A Bounce-Back boost gives back to the first other player who boosted the card."""
    return next((payer for _, payer in played.boosts if payer != played.by), played.by)


def label(boost) -> str:
    """The boost's name as printed: Self-Boost, Any-Boost, Brotherly-Any-Boost, their Permanent forms, Bounce-Back,
    Multi."""
    words = {SELF: "Self-Boost", ANY: "Any-Boost", BROTHERLY: "Brotherly-Any-Boost"}
    text = "Bounce-Back Boost" if boost.bounce_back else words[boost.kind]
    if boost.permanent:
        text = "Permanent-" + text.replace("-Any-", "-")
    return ("Multi " if boost.multi else "") + text
